// Issues 4, 7 and 27: every TS/TSX block of the docs, blog posts and Markdown pages type-checks
// against the real components of @lexboot/components (packages/components/) and the declarations of
// @lexboot/core, in both locales. The tutorials' blocks are checked in the application they build
// (tests/support/doc-examples.ts: what the generator writes for the tutorials' tables, then each
// tutorial's `file="…"` blocks in order); a block that cannot be checked says why in `nocheck="…"`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, writeFileSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {allContentFiles, codeBlocks} from '../support/doc-checks';
import {blockMeta, typeCheckExamples} from '../support/doc-examples';

const contentFiles = allContentFiles('.');

// Pages whose examples are wrong in the ways the check must catch, checked in the same TypeScript
// program as the real pages (one program: the components and React's types are checked once).
const scratch = mkdtempSync(path.join(tmpdir(), 'lexboot-examples-'));
const badDoc = path.join(scratch, 'docs/api/grid.md');
mkdirSync(path.dirname(badDoc), {recursive: true});
writeFileSync(
  badDoc,
  [
    '# Grid',
    '',
    '```tsx',
    "import { DataGrid } from '@lexboot/components';",
    "import type { LegalCaseRow } from './types';",
    '',
    'export const Grid = () => <DataGrid<LegalCaseRow> columns={[]} pageSize={20} />;',
    '```',
    '',
    '```tsx',
    "import { ListTemplate, TableTemplate } from '@lexboot/components';",
    "import { useLocale } from '@lexboot/core';",
    '',
    'export const names = [ListTemplate, TableTemplate, useLocale];',
    '```',
    '',
    '```ts nocheck',
    'export const x = 1;',
    '```',
    '',
  ].join('\n'),
);
const {problems, checked, skipped} = typeCheckExamples('.', [...contentFiles, badDoc]);
const ofBadDoc = (problem: string) => problem.startsWith(`${badDoc}:`);

test('every TS/TSX block of the docs, posts and pages type-checks against the real packages, or says why not', () => {
  const blocks = contentFiles.flatMap((file) =>
    codeBlocks(readFileSync(file, 'utf8'))
      .filter((b) => b.lang === 'ts' || b.lang === 'tsx')
      .map((b) => ({file, nocheck: blockMeta(b.meta).nocheck !== undefined})),
  );
  for (const [locale, mine] of [
    ['zh', (file: string) => !path.isAbsolute(file) && !file.startsWith('i18n/')],
    ['en', (file: string) => file.startsWith('i18n/en/')],
  ] as const) {
    const own = skipped.filter((s) => mine(s.doc));
    const ofLocale = blocks.filter((b) => mine(b.file));
    console.log(`${locale}: ${ofLocale.length - own.length} TS/TSX blocks type-checked, ${own.length} marked nocheck`);
    for (const s of own) console.log(`  ${s.doc}:${s.line}: ${s.reason}`);
    assert.ok(ofLocale.length - own.length > 0, `some ${locale} TS/TSX blocks were checked`);
  }
  const real = problems.filter((problem) => !ofBadDoc(problem));
  assert.equal(checked, blocks.filter((b) => !b.nocheck).length + 2, 'every TS/TSX block not marked nocheck was checked');
  assert.deepEqual(real, [], `Examples that do not type-check:\n${real.join('\n')}`);
});

test('an example that uses a prop the declarations do not have is reported at its doc line', () => {
  const found = problems.filter((p) => ofBadDoc(p) && p.includes('pageSize'));
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(found[0]?.slice(badDoc.length) ?? '', /^:7: .*'pageSize' does not exist/s);
});

test('an example that imports a name no package exports is reported, and a real one is not', () => {
  const found = problems.filter((p) => ofBadDoc(p) && p.includes('exported member'));
  assert.equal(found.length, 2, found.join('\n'));
  assert.match(found[0]?.slice(badDoc.length) ?? '', /^:11: .*"@lexboot\/components".* no exported member 'TableTemplate'/s);
  assert.match(found[1]?.slice(badDoc.length) ?? '', /^:12: .*"@lexboot\/core".* no exported member .*'useLocale'/s);
});

test('a block marked nocheck without a reason is a problem', () => {
  assert.deepEqual(
    problems.filter((p) => ofBadDoc(p) && p.includes('nocheck')),
    [`${badDoc}:17: nocheck needs a reason: nocheck="why"`],
  );
});
