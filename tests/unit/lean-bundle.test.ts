// src/plugins/lean-bundle takes out of the browser bundle what every page carried for nothing. Its
// stand-ins must do what the originals did wherever the site can reach them: the tslib helper that
// @docusaurus/utils-common calls, and the theme's banners, which it replaces by nothing only while
// no page or docs version needs one.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import * as shim from '@site/src/plugins/lean-bundle/tslib.js';
import {DOCS_FRAME, needsRemovedParts, utilsCommonTslibHelpers} from '@site/src/plugins/lean-bundle';

const require = createRequire(import.meta.url);
const tslib = require('tslib') as Record<string, (...args: unknown[]) => unknown>;

test('the tslib stand-in has every helper @docusaurus/utils-common calls, and each behaves as tslib', () => {
  const helpers = utilsCommonTslibHelpers();
  assert.ok(helpers.length > 0, 'utils-common calls no tslib helper: the replacement is not needed any more');
  const inputs = [{__esModule: true, default: 1}, {default: 2}, () => 3, null, undefined];
  for (const helper of helpers) {
    const own = (shim as Record<string, unknown>)[helper];
    assert.equal(typeof own, 'function', `src/plugins/lean-bundle/tslib.js lacks ${helper}`);
    for (const input of inputs) {
      assert.deepEqual(
        (own as (value: unknown) => unknown)(input),
        tslib[helper]!(input),
        `${helper}(${JSON.stringify(input) ?? typeof input})`,
      );
    }
  }
});

test('a draft or unlisted page, a docs version with a banner or badge, an edit link or a last update is found, so the build fails', () => {
  const docs = (doc: object, version: object = {}) => ({
    'docusaurus-plugin-content-docs': {
      default: {loadedVersions: [{versionName: 'current', banner: null, badge: false, ...version, docs: [doc]}]},
    },
  });
  const published = {id: 'intro', unlisted: false, draft: false, frontMatter: {}};
  assert.deepEqual(needsRemovedParts(docs(published)), []);
  assert.equal(needsRemovedParts(docs({...published, unlisted: true})).length, 1);
  assert.equal(needsRemovedParts(docs({...published, frontMatter: {draft: true}})).length, 1);
  assert.equal(needsRemovedParts(docs(published, {banner: 'unreleased'})).length, 1);
  assert.equal(needsRemovedParts(docs(published, {badge: true})).length, 1);
  assert.equal(needsRemovedParts(docs({...published, editUrl: 'https://example.com/edit/intro.md'})).length, 1);
  assert.equal(needsRemovedParts(docs({...published, lastUpdatedAt: 1_700_000_000_000})).length, 1);
  const blog = {blogPosts: [{id: 'welcome', metadata: {unlisted: true, frontMatter: {}}}]};
  assert.equal(needsRemovedParts({'docusaurus-plugin-content-blog': {default: blog}}).length, 1);
});

test("the doc pages' frame holds the docs theme's frame and sidebar data, not what other pages share", () => {
  const theme = '/site/node_modules/@docusaurus/theme-classic/lib/theme';
  for (const file of [
    `${theme}/DocRoot/Layout/Sidebar/index.js`,
    `${theme}/DocItem/Layout/index.js`,
    `${theme}/DocsRoot/index.js`,
    '/site/src/theme/DocItem/Content/index.tsx',
    '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json',
  ]) {
    assert.ok(DOCS_FRAME.test(file), file);
  }
  for (const file of [
    `${theme}/TOCItems/index.js`,
    `${theme}/CodeBlock/Content/String.js`,
    `${theme}/NotFound/Content/index.js`,
    '/site/src/theme/NotFound/Content/index.tsx',
    '/site/src/theme/CodeBlock/index.tsx',
    '/site/.docusaurus/docusaurus-plugin-content-blog/default/__plugin.json',
  ]) {
    assert.ok(!DOCS_FRAME.test(file), file);
  }
});
