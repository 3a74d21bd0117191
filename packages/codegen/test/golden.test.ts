// The code generator writes, for each golden case of test/fixtures/golden/ (a table in input.sql,
// options in options.json), exactly the files of its expected/ folder: the same paths and the same
// content, byte for byte. After an intended change to the generator, run
// `npm run golden -w @lexboot/codegen` and review the new output with `git diff`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {GeneratorOptions} from '../src/index';
import {filesUnder, generateCase, goldenCases} from '../scripts/golden';
import {javacCheck} from './support/checks';

const HINT = 'if the change is intended, run `npm run golden -w @lexboot/codegen` and review the diff';
const CASES = goldenCases();

test('there are at least seven golden cases, each with options that fix the program code and the migration version', () => {
  assert.ok(CASES.length >= 7, `${CASES.length} cases`);
  for (const golden of CASES) {
    const partial = JSON.parse(readFileSync(path.join(golden.dir, 'options.json'), 'utf8')) as Partial<GeneratorOptions>;
    assert.match(partial.programCode ?? '', /^[A-Z]/, `${golden.name}: options.json sets no programCode`);
    assert.match(partial.migrationVersion ?? '', /^[0-9]{14}$/, `${golden.name}: options.json sets no migrationVersion`);
  }
});

for (const golden of CASES) {
  test(`golden case ${golden.name}: the generated files are those of expected/`, () => {
    const files = generateCase(golden);
    const expectedDir = path.join(golden.dir, 'expected');
    const expected = filesUnder(expectedDir);
    const generated = files.map((f) => f.path).sort();
    const missing = generated.filter((p) => !expected.includes(p));
    const extra = expected.filter((p) => !generated.includes(p));
    assert.deepEqual(
      {generatedButNotExpected: missing, expectedButNotGenerated: extra},
      {generatedButNotExpected: [], expectedButNotGenerated: []},
      `${golden.name}: the generator writes other files than expected/ holds; ${HINT}`,
    );
    for (const file of files) {
      const want = readFileSync(path.join(expectedDir, file.path), 'utf8');
      if (file.content === want) continue;
      // The first line that differs, so that the message says where without the whole file.
      const got = file.content.split('\n');
      const lines = want.split('\n');
      const index = got.findIndex((line, i) => line !== lines[i]);
      const line = index < 0 ? Math.min(got.length, lines.length) : index;
      assert.fail(
        `${golden.name}: ${file.path} differs from expected/ at line ${line + 1}:\n` +
          `  expected: ${JSON.stringify(lines[line] ?? '(end of file)')}\n` +
          `  generated: ${JSON.stringify(got[line] ?? '(end of file)')}\n${HINT}`,
      );
    }
  });
}

test('the back end of every golden case compiles with javac against the stand-ins of the APIs it uses', () => {
  const cases = CASES.map((golden) => ({name: golden.name, files: generateCase(golden)}));
  const {problems, compiled} = javacCheck(cases);
  assert.equal(
    compiled,
    cases.reduce((sum, c) => sum + c.files.filter((f) => f.language === 'java').length, 0),
  );
  assert.deepEqual(problems, []);
});
