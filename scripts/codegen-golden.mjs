#!/usr/bin/env node
// The golden files of the code generator (src/codegen/): each folder of tests/fixtures/codegen/ is a
// case, with the table (`input.sql`), the options (`options.json`, merged over DEFAULT_OPTIONS) and
// every file the generator writes for them (`expected/`, at the generated paths).
// tests/unit/codegen-golden.test.mjs fails when the output differs from `expected/`.
//
//   npm run codegen:golden      regenerate `expected/` of every case, deleting files no longer generated
//
// Run it after an intended change to the generator, then review the change with `git diff`.
// The tests import `goldenCases` and `generateCase` from here, so that both read the cases alike.
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, rmdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {importSiteModule} from '../tests/support/load-site-module.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CASES_DIR = path.join(REPO, 'tests', 'fixtures', 'codegen');

const codegen = await importSiteModule('src/codegen/index.ts');

/**
 * @typedef {{name: string, dir: string, sql: string, options: Record<string, string>}} GoldenCase
 * @typedef {{path: string, language: string, side: string, content: string}} GeneratedFile
 */

/** Every case, in name order. @returns {GoldenCase[]} */
export function goldenCases() {
  return readdirSync(CASES_DIR)
    .filter((name) => existsSync(path.join(CASES_DIR, name, 'input.sql')))
    .sort()
    .map((name) => {
      const dir = path.join(CASES_DIR, name);
      const partial = JSON.parse(readFileSync(path.join(dir, 'options.json'), 'utf8'));
      return {name, dir, sql: readFileSync(path.join(dir, 'input.sql'), 'utf8'), options: {...codegen.DEFAULT_OPTIONS, ...partial}};
    });
}

/**
 * The generator's files for a case; throws, naming the case, when the generator reports a problem.
 * @param {GoldenCase} golden
 * @returns {GeneratedFile[]}
 */
export function generateCase(golden) {
  const result = codegen.generate(golden.sql, golden.options);
  if (!result.ok) throw new Error(`${golden.name}: the generator reports a problem: ${JSON.stringify(result.problem)}`);
  return result.files;
}

/** Paths of the files under `dir`, relative to it, with `/` separators. @param {string} dir @returns {string[]} */
export function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true})
    .map((name) => String(name))
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** Removes the empty folders under `dir` (deepest first). @param {string} dir */
function removeEmptyFolders(dir) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory()) continue;
    const sub = path.join(dir, entry.name);
    removeEmptyFolders(sub);
    if (readdirSync(sub).length === 0) rmdirSync(sub);
  }
}

function main() {
  let changed = 0;
  for (const golden of goldenCases()) {
    const expectedDir = path.join(golden.dir, 'expected');
    const files = generateCase(golden);
    const generated = new Set(files.map((f) => f.path));
    for (const file of files) {
      const target = path.join(expectedDir, file.path);
      const before = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
      if (before === file.content) continue;
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, file.content);
      console.log(`${before === undefined ? 'created' : 'updated'}  ${golden.name}/expected/${file.path}`);
      changed++;
    }
    for (const old of filesUnder(expectedDir)) {
      if (generated.has(old)) continue;
      rmSync(path.join(expectedDir, old));
      console.log(`deleted  ${golden.name}/expected/${old}`);
      changed++;
    }
    if (existsSync(expectedDir)) removeEmptyFolders(expectedDir);
    console.log(`${golden.name}: ${files.length} files`);
  }
  console.log(changed === 0 ? 'Every expected file was already up to date.' : `${changed} expected files changed: review them with git diff.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
