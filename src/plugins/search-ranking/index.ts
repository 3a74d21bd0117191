/**
 * Swaps the local search plugin's worker for src/search/worker.ts, which ranks with
 * src/search/ranking.ts (words before lone characters, titles and headings before body text,
 * synonyms, one row per section). The plugin's options cannot change its ranking; its index,
 * search bar and page stay as they are. The swap is by resolved file, so the build fails here if an
 * upgrade of the plugin moves the worker, instead of quietly ranking as before.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {escapeRegExp} from '../../utils/escape-regexp';

const PLUGIN_DIR = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const ORIGINAL = path.join(PLUGIN_DIR, 'dist', 'client', 'client', 'theme', 'worker.js');
const REPLACEMENT = path.join(__dirname, '..', '..', 'search', 'worker.ts');

export default function searchRanking(): Plugin {
  if (!existsSync(ORIGINAL)) {
    throw new Error(
      `src/plugins/search-ranking: ${ORIGINAL} no longer exists (an upgrade of @easyops-cn/docusaurus-search-local?). ` +
        'Find its search worker and update this plugin, or remove the plugin from docusaurus.config.ts.',
    );
  }
  return {
    name: 'lexboot-search-ranking',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(ORIGINAL)}$`), REPLACEMENT)],
      };
    },
  };
}
