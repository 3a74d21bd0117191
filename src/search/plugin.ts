/**
 * Swaps the local search plugin's worker for ./worker.ts, which ranks with ./ranking.ts (words
 * before lone characters, titles and headings before body text, synonyms, one row per section). The
 * plugin's options cannot change its ranking; its index, search bar and page stay as they are. The
 * swap is by resolved file (./adapter), so the build fails here if an upgrade of the plugin moves the
 * worker, instead of quietly ranking as before.
 *
 * Its result page also names its query box "Search" in Chinese too: ./search-page-label.cjs puts
 * that name through translate() (`theme.SearchPage.inputLabel` in i18n/<locale>/code.json).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {escapeRegExp} from '../utils/escape-regexp';
import {SEARCH_PACKAGE, searchFiles} from './adapter';

/** This file's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

const REPLACEMENT = path.join(here, 'worker.ts');

export default function searchRanking(): Plugin {
  const {worker: ORIGINAL, searchPage: SEARCH_PAGE} = searchFiles();
  if (!existsSync(ORIGINAL) || !existsSync(SEARCH_PAGE)) {
    throw new Error(
      `src/search/plugin.ts: ${ORIGINAL} or ${SEARCH_PAGE} no longer exists (an upgrade of ${SEARCH_PACKAGE}?). ` +
        'Find its search worker and result page and update src/search/adapter, or remove this plugin from docusaurus.config.ts.',
    );
  }
  return {
    name: 'lexboot-search-ranking',
    configureWebpack(_config, isServer, {currentBundler}) {
      // Before the JSX is compiled, in both bundles (the server's renders the page's HTML).
      const module = {
        rules: [
          {test: new RegExp(`^${escapeRegExp(SEARCH_PAGE)}$`), enforce: 'pre' as const, use: [require.resolve('./search-page-label.cjs')]},
        ],
      };
      if (isServer) return {module};
      return {
        module,
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(ORIGINAL)}$`), REPLACEMENT)],
      };
    },
  };
}
