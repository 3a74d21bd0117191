/**
 * Keeps the syntax highlighter (Prism, about 30 KB compressed and the longest piece of start-up
 * work on a phone) out of the code every page runs first. The classic theme loads it on every page
 * through a client module that registers `prism.additionalLanguages`; this plugin swaps that module
 * for an empty one, and `src/theme/CodeBlock` registers the languages instead, so Prism arrives with
 * the first code block: docs, blog posts and the home page, in their own chunk.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const THEME_CLASSIC = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
export const PRISM_CLIENT_MODULE = path.join(THEME_CLASSIC, 'lib', 'prism-include-languages.js');

export default function prismOnDemand(): Plugin {
  return {
    name: 'lexboot-prism-on-demand',
    getClientModules() {
      return [];
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {[PRISM_CLIENT_MODULE]: path.resolve(__dirname, 'empty-client-module.js')},
        },
      };
    },
  };
}
