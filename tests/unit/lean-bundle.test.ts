// src/plugins/lean-bundle takes out of the browser bundle what every page carried for nothing. Its
// stand-ins must do what the originals did wherever the site can reach them: the tslib helper that
// @docusaurus/utils-common calls, and the theme's banners, which it replaces by nothing only while
// no page or docs version needs one (the theme's own are bundled when one does).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as shim from '@site/src/plugins/lean-bundle/tslib.js';
import {DOCS_FRAME, needsRemovedParts, stockPartAliases, utilsCommonTslibHelpers} from '@site/src/plugins/lean-bundle';

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

test("a draft (in development) or unlisted page, a docs version's banner or badge, an edit link or a last update puts the theme's own component back", () => {
  const docs = (doc: object, version: object = {}) => ({
    'docusaurus-plugin-content-docs': {
      default: {loadedVersions: [{versionName: 'current', banner: null, badge: false, ...version, docs: [doc]}]},
    },
  });
  const published = {id: 'intro', unlisted: false, draft: false, frontMatter: {}};
  const parts = (content: object, production = true) => needsRemovedParts(content, {production}).map(({part}) => part);
  assert.deepEqual(parts(docs(published)), []);
  assert.deepEqual(parts(docs({...published, unlisted: true})), ['ContentVisibility']);
  // `docusaurus start` shows a draft with its banner; a build publishes no draft.
  assert.deepEqual(parts(docs({...published, frontMatter: {draft: true}}), false), ['ContentVisibility']);
  assert.deepEqual(parts(docs({...published, draft: true, frontMatter: {draft: true}}), true), []);
  assert.deepEqual(parts(docs(published, {banner: 'unreleased'})), ['DocVersionBanner']);
  assert.deepEqual(parts(docs(published, {badge: true})), ['DocVersionBadge']);
  assert.deepEqual(parts(docs({...published, editUrl: 'https://example.com/edit/intro.md'})), ['EditMetaRow']);
  assert.deepEqual(parts(docs({...published, lastUpdatedAt: 1_700_000_000_000})), ['EditMetaRow']);
  const blog = {blogPosts: [{id: 'welcome', metadata: {unlisted: true, frontMatter: {}}}]};
  assert.deepEqual(parts({'docusaurus-plugin-content-blog': {default: blog}}), ['ContentVisibility']);

  // Each part needed points its theme alias at the theme's own component, once.
  const aliases = stockPartAliases(
    needsRemovedParts(docs({...published, unlisted: true, editUrl: 'x'}, {badge: true}), {production: true}),
  );
  assert.deepEqual(Object.keys(aliases), ['@theme/ContentVisibility', '@theme/DocVersionBadge', '@theme/EditMetaRow']);
  for (const [alias, file] of Object.entries(aliases)) {
    assert.ok(existsSync(file), `${alias} → ${file} exists`);
    assert.ok(file.endsWith(path.join('theme-classic', 'lib', 'theme', alias.slice('@theme/'.length), 'index.js')), file);
  }
  assert.deepEqual(stockPartAliases([]), {});
  // What is found is named by its file, where the content says it.
  assert.deepEqual(
    needsRemovedParts(docs({...published, source: '@site/docs/intro.md', frontMatter: {draft: true}}), {production: false}),
    [{part: 'ContentVisibility', where: '@site/docs/intro.md: draft'}],
  );
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
