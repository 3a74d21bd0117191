// The golden files of the code generator: each folder of test/fixtures/golden/ is a case, with the
// table (`input.sql`), the options (`options.json`, merged over DEFAULT_OPTIONS) and every file the
// generator writes for them (`expected/`, at the generated paths). test/golden.test.ts fails when
// the output differs from `expected/`.
//
//   npm run golden -w @lexboot/codegen    regenerate `expected/` of every case, deleting files no longer generated
//                                          (from the repository root, `npm run codegen:golden` does the same)
//
// Run it after an intended change to the generator, then review the change with `git diff`.
// The tests import `goldenCases` and `generateCase` from here, so that both read the cases alike.
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, rmdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DEFAULT_OPTIONS, generate, type GeneratedFile, type GeneratorOptions} from '../src/index';

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CASES_DIR = path.join(PACKAGE, 'test', 'fixtures', 'golden');

export type GoldenCase = {
  readonly name: string;
  /** The case's folder. */
  readonly dir: string;
  /** The table, as `input.sql` holds it. */
  readonly sql: string;
  /** `options.json` merged over DEFAULT_OPTIONS. */
  readonly options: GeneratorOptions;
};

/** Every case, in name order. */
export function goldenCases(): GoldenCase[] {
  return readdirSync(CASES_DIR)
    .filter((name) => existsSync(path.join(CASES_DIR, name, 'input.sql')))
    .sort()
    .map((name) => {
      const dir = path.join(CASES_DIR, name);
      const partial = JSON.parse(readFileSync(path.join(dir, 'options.json'), 'utf8')) as Partial<GeneratorOptions>;
      return {name, dir, sql: readFileSync(path.join(dir, 'input.sql'), 'utf8'), options: {...DEFAULT_OPTIONS, ...partial}};
    });
}

/** The generator's files for a case; throws, naming the case, when the generator reports a problem. */
export function generateCase(golden: GoldenCase): readonly GeneratedFile[] {
  const result = generate(golden.sql, golden.options);
  if (!result.ok) throw new Error(`${golden.name}: the generator reports a problem: ${JSON.stringify(result.problem)}`);
  return result.files;
}

/** Paths of the files under `dir`, relative to it, with `/` separators. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true})
    .map((name) => String(name))
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** Removes the empty folders under `dir` (deepest first). */
function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory()) continue;
    const sub = path.join(dir, entry.name);
    removeEmptyFolders(sub);
    if (readdirSync(sub).length === 0) rmdirSync(sub);
  }
}

function main(): void {
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
  console.log(
    changed === 0 ? 'Every expected file was already up to date.' : `${changed} expected files changed: review them with git diff.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
