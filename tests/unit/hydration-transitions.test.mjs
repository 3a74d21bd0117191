// src/plugins/hydration-transitions swaps two Docusaurus modules for copies whose first update after
// hydration is a transition. The swap is by file path: it must name files that exist in the installed
// Docusaurus, and each copy must export what the original exports, or the bundle would break.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {importSiteModule} from '../support/load-site-module.mjs';

const {REPLACEMENTS, default: hydrationTransitions} = await importSiteModule('src/plugins/hydration-transitions/index.ts');

/** The names a module exports, read from its source. */
function exportedNames(file) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((match) => match[1]).sort();
}

test('each module swapped out exists in the installed Docusaurus', () => {
  assert.equal(REPLACEMENTS.length, 4);
  for (const {original, replacement} of REPLACEMENTS) {
    assert.ok(existsSync(original), `${original} is missing`);
    assert.ok(existsSync(replacement), `${replacement} is missing`);
  }
});

test('each copy exports everything the original exports', () => {
  for (const {original, replacement} of REPLACEMENTS) {
    const names = exportedNames(original);
    assert.ok(names.length > 0, `no exports found in ${original}`);
    const copied = exportedNames(replacement);
    assert.deepEqual(names.filter((name) => !copied.includes(name)), [], `${replacement} against ${original}`);
  }
});

test('the copies update in a transition after hydration', () => {
  for (const {replacement} of REPLACEMENTS.filter((r) => /browserContext|useWindowSize/.test(r.replacement))) {
    assert.match(readFileSync(replacement, 'utf8'), /useEffect\(\(\) => \{\s*startTransition\(\(\) => set\w+\(/, replacement);
  }
});

test('code blocks are measured by a ResizeObserver, never by a layout read in an effect', () => {
  const {replacement} = REPLACEMENTS.find((r) => r.replacement.endsWith('useCodeWordWrap.ts'));
  // The code without its comments (which explain what the original measured).
  const source = readFileSync(replacement, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const observerCallback = /new ResizeObserver\(\(\) => \{([\s\S]*?)\n {4}\}\);/.exec(source);
  assert.ok(observerCallback, 'no ResizeObserver callback');
  assert.match(observerCallback[1], /scrollWidth/);
  assert.match(observerCallback[1], /startTransition\(\(\) => setIsCodeScrollable\(/);
  // Outside that callback, nothing reads a size.
  assert.doesNotMatch(source.replace(observerCallback[0], ''), /scrollWidth|clientWidth|getBoundingClientRect|offset(Width|Height)/);
});

test('both bundles get the swap, by exact file', () => {
  class NormalModuleReplacementPlugin {
    constructor(pattern, replacement) {
      Object.assign(this, {pattern, replacement});
    }
  }
  const plugin = hydrationTransitions();
  const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}};
  assert.deepEqual(plugin.configureWebpack({}, true, utils), plugin.configureWebpack({}, false, utils));
  const {plugins} = plugin.configureWebpack({}, false, utils);
  assert.equal(plugins.length, REPLACEMENTS.length);
  plugins.forEach((replacementPlugin, index) => {
    const {original, replacement} = REPLACEMENTS[index];
    assert.equal(replacementPlugin.replacement, replacement);
    assert.ok(replacementPlugin.pattern.test(original));
    assert.ok(!replacementPlugin.pattern.test(`${original}.map`));
    assert.ok(!replacementPlugin.pattern.test(`/elsewhere${original}`));
  });
});

test('the shallow memo orders keys without localeCompare', () => {
  const {replacement} = REPLACEMENTS.find((r) => r.replacement.endsWith('reactUtils.tsx'));
  assert.doesNotMatch(readFileSync(replacement, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''), /localeCompare/);
});

test('each module swapped out has its hash recorded, so an upgrade that changes it fails upgrade-safety', () => {
  const site = path.resolve(import.meta.dirname, '../..');
  const {files} = JSON.parse(readFileSync(path.join(site, 'tests/fixtures/upstream-hashes.json'), 'utf8'));
  for (const {original, replacement} of REPLACEMENTS) {
    const upstream = path.relative(path.join(site, 'node_modules'), original).split(path.sep).join('/');
    const entry = files.find((file) => file.upstream === upstream);
    assert.ok(entry, `${upstream} has no entry in tests/fixtures/upstream-hashes.json`);
    assert.equal(entry.kind, 'replaced');
    assert.equal(entry.local, path.relative(site, replacement).split(path.sep).join('/'));
  }
});
