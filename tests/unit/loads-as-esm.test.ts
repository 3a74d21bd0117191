// The tests load as ES modules (the site's package.json says `"type": "module"`), as Docusaurus 4's
// packages need: an ES-module-only dependency cannot be required from a test loaded as CommonJS.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';

test('this test file is loaded as an ES module', () => {
  // CommonJS would give every module a `require` and a `module`; an ES module has neither.
  assert.equal(typeof require, 'undefined');
  assert.equal(typeof module, 'undefined');
  assert.match(import.meta.url, /^file:\/\/.*loads-as-esm\.test\.ts$/);
});

test('a CommonJS package that requires an ES-module-only one loads, as Docusaurus 4 does with execa', () => {
  // Docusaurus 4's @docusaurus/utils is CommonJS and requires execa, which is ES modules only and
  // imports unicorn-magic, whose exports offer `import` and no `require`. Node loads that itself
  // (require of an ES module). tsx's CommonJS hook (`--import tsx`) would instead rewrite execa as
  // CommonJS and fail on unicorn-magic (ERR_PACKAGE_PATH_NOT_EXPORTED: every docs test did on the
  // canary); the tests load with `--import tsx/esm`, which leaves require to Node.
  const root = mkdtempSync(path.join(tmpdir(), 'esm-only-'));
  try {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(path.join(root, file), text);
    };
    write(
      'node_modules/import-only/package.json',
      JSON.stringify({name: 'import-only', type: 'module', exports: {node: {import: './node.js'}, default: {import: './default.js'}}}),
    );
    write('node_modules/import-only/node.js', 'export const where = "node";\n');
    write('node_modules/import-only/default.js', 'export const where = "default";\n');
    write('node_modules/esm-only/package.json', JSON.stringify({name: 'esm-only', type: 'module', exports: './index.js'}));
    write('node_modules/esm-only/index.js', 'import {where} from "import-only";\nexport const found = where;\n');
    write('node_modules/commonjs-user/package.json', JSON.stringify({name: 'commonjs-user', main: 'index.js'}));
    write('node_modules/commonjs-user/index.js', 'module.exports = require("esm-only").found;\n');
    const required = createRequire(path.join(root, 'index.js'))('commonjs-user') as unknown;
    assert.equal(required, 'node');
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});
