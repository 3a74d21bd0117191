// The search engine is behind one door: only src/search/adapter names its package (SEARCH_PACKAGE)
// or a path inside it, so that replacing the engine, or moving to a
// version that lays out its dist/ differently, is a change to that folder (README, Search). The other
// places that must name it are the manifest (package.json and its lock), the README, and the list of
// packages the build resolves (src/plugins/upstream/packages.cjs). A version after the name
// (`…search-local@0.55.3`, as npm prints it in a log a test quotes) is a package at a version, not a use.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, lstatSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SEARCH_PACKAGE, searchFiles, searchOptions, searchTheme} from '../../src/search/adapter';

const SITE = path.resolve(import.meta.dirname, '..', '..');
const ADAPTER = 'src/search/adapter/';
const ALLOWED = new Set(['package.json', 'package-lock.json', 'README.md', 'src/plugins/upstream/packages.cjs']);
const NAMED = new RegExp(`${SEARCH_PACKAGE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?!@\\d)`);

/** The repository's files, committed or not (not those .gitignore skips: node_modules, build, …; no links). */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {cwd: SITE, encoding: 'utf8'})
    .split('\0')
    .filter((file) => file && existsSync(path.join(SITE, file)) && lstatSync(path.join(SITE, file)).isFile());
}

test('only src/search/adapter names the search plugin package', () => {
  const files = repositoryFiles();
  assert.ok(files.includes('src/search/adapter/index.ts'), 'git ls-files lists the adapter');
  const naming = files.filter(
    (file) =>
      !file.startsWith(ADAPTER) &&
      !ALLOWED.has(file) &&
      !/\.(png|jpe?g|gif|webp|ico|woff2?|ttf|jar|gz|br|zip)$/.test(file) &&
      NAMED.test(readFileSync(path.join(SITE, file), 'utf8')),
  );
  assert.deepEqual(naming, [], `these name ${SEARCH_PACKAGE}: import what they need from ${ADAPTER} instead`);
});

test('the adapter gives the config its theme, and finds the files the site acts on', () => {
  assert.deepEqual(searchTheme, [SEARCH_PACKAGE, searchOptions]);
  const {worker, searchPage} = searchFiles();
  assert.ok(existsSync(worker), `the plugin's worker is at ${worker}`);
  assert.ok(existsSync(searchPage), `the plugin's result page is at ${searchPage}`);
});
