// The tests load as ES modules (the site's package.json says `"type": "module"`), as Docusaurus 4's
// packages need: an ES-module-only dependency cannot be required from a test loaded as CommonJS.
import {test} from 'node:test';
import assert from 'node:assert/strict';

test('this test file is loaded as an ES module', () => {
  // CommonJS would give every module a `require` and a `module`; an ES module has neither.
  assert.equal(typeof require, 'undefined');
  assert.equal(typeof module, 'undefined');
  assert.match(import.meta.url, /^file:\/\/.*loads-as-esm\.test\.ts$/);
});
