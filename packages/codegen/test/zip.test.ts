// The generator's zip archives (src/zip.ts), as the playground's download writes them. An archive
// must be one that other tools open: Python's zipfile reads it, checks every entry's CRC-32 and
// gives back each file byte for byte.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {crc32, zip, type ZipEntry} from '../src/zip';

/** What Python's zipfile says of an archive. */
type ZipReport = {
  /** The first entry whose CRC-32 is wrong, or null. */
  readonly bad: string | null;
  readonly names: string[];
  readonly texts: string[];
  readonly dates: number[][];
  readonly utf8: boolean[];
};

test('CRC-32 is the standard one (the check value of "123456789" is CBF43926)', () => {
  assert.equal(crc32(new TextEncoder().encode('123456789')), 0xcbf43926);
  assert.equal(crc32(new Uint8Array()), 0);
});

test("a zip that Python's zipfile opens, with every CRC right and every file byte for byte", () => {
  const files: ZipEntry[] = [
    {path: 'case-mgmt/server/src/main/java/com/example/LegalCase.java', content: 'package com.example;\n\npublic class LegalCase {\n}\n'},
    {path: 'case-mgmt/web/src/programs/case-mgmt/locales/zh-CN.ts', content: "const zhCN = {title: '案件'};\n"},
    {path: 'case-mgmt/empty.txt', content: ''},
  ];
  const dir = mkdtempSync(path.join(tmpdir(), 'lexboot-zip-'));
  const archive = path.join(dir, 'case-mgmt.zip');
  writeFileSync(archive, zip(files, new Date(Date.UTC(2026, 10, 25, 10, 30, 44))));
  const report = JSON.parse(
    execFileSync('python3', [
      '-c',
      `import json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
print(json.dumps({"bad": z.testzip(), "names": z.namelist(), "texts": [z.read(n).decode("utf-8") for n in z.namelist()],
  "dates": [list(i.date_time) for i in z.infolist()], "utf8": [bool(i.flag_bits & 0x800) for i in z.infolist()]}))`,
      archive,
    ]).toString(),
  ) as ZipReport;
  assert.equal(report.bad, null, 'every CRC-32 checks out');
  assert.deepEqual(
    report.names,
    files.map((f) => f.path),
  );
  assert.deepEqual(
    report.texts,
    files.map((f) => f.content),
  );
  assert.deepEqual(report.dates[0], [2026, 11, 25, 10, 30, 44]);
  assert.deepEqual(report.utf8, [true, true, true]);
});
