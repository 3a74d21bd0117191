// src/plugins/hydration-transitions swaps two Docusaurus modules for copies whose first update after
// hydration is a transition. The swap is by file path: it must name files that exist in the installed
// Docusaurus, and each copy must export what the original exports, or the bundle would break.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import hydrationTransitions, {REPLACEMENTS} from '@site/src/plugins/hydration-transitions';

/** The names a module exports, read from its source. */
function exportedNames(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^export (?:const|function|class) (\w+)/gm)].flatMap((match) => match[1] ?? []).sort();
}

/** The module swapped out whose copy is the file `name`. */
function replacementNamed(name: string): {original: string; replacement: string} {
  const found = REPLACEMENTS.find((r) => r.replacement.endsWith(name));
  assert.ok(found, `no replacement ${name}`);
  return found;
}

test('each module swapped out exists in the installed Docusaurus', () => {
  assert.equal(REPLACEMENTS.length, 5);
  for (const {original, replacement} of REPLACEMENTS) {
    assert.ok(existsSync(original), `${original} is missing`);
    assert.ok(existsSync(replacement), `${replacement} is missing`);
  }
});

test('each copy exports everything the original exports', () => {
  // The client entry is the bundle's entry point: it exports nothing, and nothing imports it.
  for (const {original, replacement} of REPLACEMENTS.filter((r) => !r.original.endsWith('clientEntry.js'))) {
    const names = exportedNames(original);
    assert.ok(names.length > 0, `no exports found in ${original}`);
    const copied = exportedNames(replacement);
    assert.deepEqual(
      names.filter((name) => !copied.includes(name)),
      [],
      `${replacement} against ${original}`,
    );
  }
});

test('the copies update in a transition after hydration', () => {
  for (const {replacement} of REPLACEMENTS.filter((r) => /browserContext|useWindowSize/.test(r.replacement))) {
    assert.match(readFileSync(replacement, 'utf8'), /useEffect\(\(\) => \{\s*startTransition\(\(\) => set\w+\(/, replacement);
  }
});

test('code blocks are measured by a ResizeObserver, never by a layout read in an effect', () => {
  const {replacement} = replacementNamed('useCodeWordWrap.ts');
  // The code without its comments (which explain what the original measured).
  const source = readFileSync(replacement, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  const observerCallback = /new ResizeObserver\(\(\) => \{([\s\S]*?)\n {4}\}\);/.exec(source);
  assert.ok(observerCallback, 'no ResizeObserver callback');
  const callback = observerCallback[1] ?? '';
  assert.match(callback, /scrollWidth/);
  assert.match(callback, /startTransition\(\(\) => setIsCodeScrollable\(/);
  // Outside that callback, nothing reads a size.
  assert.doesNotMatch(source.replace(observerCallback[0], ''), /scrollWidth|clientWidth|getBoundingClientRect|offset(Width|Height)/);
});

test('both bundles get the swap, by exact file', () => {
  // The bundler's class, reduced to what it is given.
  class NormalModuleReplacementPlugin {
    pattern: RegExp;
    replacement: string;
    constructor(pattern: RegExp, replacement: string) {
      this.pattern = pattern;
      this.replacement = replacement;
    }
  }
  const plugin = hydrationTransitions();
  // What Docusaurus passes, reduced to what the plugin uses: the bundler's replacement plugin.
  const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}} as unknown as ConfigureWebpackUtils;
  assert.ok(plugin.configureWebpack, 'the plugin configures the bundler');
  assert.deepEqual(plugin.configureWebpack({}, true, utils, undefined), plugin.configureWebpack({}, false, utils, undefined));
  const {plugins} = plugin.configureWebpack({}, false, utils, undefined) ?? {};
  assert.ok(plugins, 'the plugin adds bundler plugins');
  assert.equal(plugins.length, REPLACEMENTS.length);
  plugins.forEach((replacementPlugin, index) => {
    assert.ok(replacementPlugin instanceof NormalModuleReplacementPlugin, `plugin ${index} is a NormalModuleReplacementPlugin`);
    const entry = REPLACEMENTS[index];
    assert.ok(entry);
    const {original, replacement} = entry;
    assert.equal(replacementPlugin.replacement, replacement);
    assert.ok(replacementPlugin.pattern.test(original));
    assert.ok(!replacementPlugin.pattern.test(`${original}.map`));
    assert.ok(!replacementPlugin.pattern.test(`/elsewhere${original}`));
  });
});

test("the client entry swapped out is the browser bundle's entry, and the copy starts the app in tasks of its own", () => {
  const {original, replacement} = replacementNamed('clientEntry.tsx');
  // Docusaurus's browser bundle starts from this file: if an upgrade moves the entry, the swap would no
  // longer apply and start-up would be one long task again.
  const clientConfig = readFileSync(path.join(path.dirname(original), '..', 'webpack', 'client.js'), 'utf8');
  assert.match(clientConfig, /entry: path_1\.default\.resolve\(__dirname, '\.\.\/client\/clientEntry\.js'\)/);
  // The code without its doc comments and line comments (the bundler's magic comments stay).
  const code = readFileSync(replacement, 'utf8')
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  // What the original imports statically, the copy imports after a task boundary, bundled in the same
  // script (eager): no module of the app is evaluated in the task that runs the script.
  const original_ = readFileSync(original, 'utf8');
  const staticImports = (source: string) => [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
  const atOnce = ['react', 'react-dom/client', './exports/ExecutionEnvironment'];
  const deferred = staticImports(original_).filter((name) => !atOnce.includes(name ?? ''));
  assert.ok(deferred.length >= 5, `the original's imports: ${deferred.join(', ')}`);
  for (const name of deferred) {
    const spec = (name ?? '').replace(/^\.\//, '@docusaurus/core/lib/client/');
    assert.ok(!staticImports(code).includes(spec), `${spec} is imported statically`);
    assert.ok(code.includes(`import(/* webpackMode: "eager" */ '${spec}')`), `${spec} is not imported eagerly after a task boundary`);
  }
  assert.ok(code.indexOf('await nextTask()') < code.indexOf('import(/* webpackMode'), 'the app is imported before the first task boundary');
});

test('the shallow memo orders keys without localeCompare', () => {
  const {replacement} = replacementNamed('reactUtils.tsx');
  assert.doesNotMatch(readFileSync(replacement, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''), /localeCompare/);
});

test('each module swapped out has its hash recorded, so an upgrade that changes it fails upgrade-safety', () => {
  const site = path.resolve(import.meta.dirname, '../..');
  const {files} = JSON.parse(readFileSync(path.join(site, 'tests/fixtures/upstream-hashes.json'), 'utf8')) as {
    files: {upstream: string; kind: string; local: string}[];
  };
  for (const {original, replacement} of REPLACEMENTS) {
    const upstream = path.relative(path.join(site, 'node_modules'), original).split(path.sep).join('/');
    const entry = files.find((file) => file.upstream === upstream);
    assert.ok(entry, `${upstream} has no entry in tests/fixtures/upstream-hashes.json`);
    assert.equal(entry.kind, 'replaced');
    assert.equal(entry.local, path.relative(site, replacement).split(path.sep).join('/'));
  }
});
