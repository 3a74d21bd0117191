/**
 * The site's one door to its search engine, @easyops-cn/docusaurus-search-local, for the build (Node):
 * its package name, its options, the theme entry docusaurus.config.ts lists, and the files of the
 * plugin that the site acts on. With ./client.ts (the plugin's query pieces the ranking reuses) and
 * ./generated.ts (the constants it writes into the bundle), nothing else in the repository names the
 * package or a path inside it (tests/unit/search-adapter.test.ts), so replacing the engine, or its
 * version, starts and ends in this folder. Why this engine, and its Docusaurus 4 path: README, Search.
 */
import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {packageFolder} from '../../plugins/upstream/packages.cjs';

export const SEARCH_PACKAGE = '@easyops-cn/docusaurus-search-local';

/** Local search: one index per locale, with Chinese segmented by jieba. */
export const searchOptions = {
  hashed: 'filename',
  language: ['zh', 'en'],
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  docsRouteBasePath: '/docs',
  blogRouteBasePath: '/blog',
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchResultLimits: 8,
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
  // A live demo's markup (the rows of a sample grid, the code generator's output) and the source
  // file beneath it are not what a reader searches the docs for: their words buried the prose.
  ignoreCssSelectors: ['[data-live-demo]', '[data-demo-source]'],
} satisfies PluginOptions;

/** The entry of docusaurus.config.ts's `themes`: the plugin is a theme (its SearchBar and SearchPage). */
export const searchTheme: PluginConfig = [SEARCH_PACKAGE, searchOptions];

/** The folder of the plugin's browser code, which calls `translate()` (src/plugins/split-code-translations). */
export const SEARCH_CLIENT: [name: string, folder: string] = [SEARCH_PACKAGE, 'dist/client'];

/** The plugin's files the site acts on (./plugin.ts), in the copy the build loads. */
export function searchFiles(): {worker: string; searchPage: string} {
  const theme = path.join(packageFolder(SEARCH_PACKAGE), 'dist', 'client', 'client', 'theme');
  return {
    // Its search worker, swapped for ../worker.ts.
    worker: path.join(theme, 'worker.js'),
    // Its result page, whose query box ../search-page-label.cjs names in each language.
    searchPage: path.join(theme, 'SearchPage', 'SearchPage.jsx'),
  };
}
