/**
 * Each page's translated strings with the page, not in every page's start-up script. Docusaurus
 * puts all of a locale's code translations (i18n/<locale>/code.json) into the main bundle, which
 * every page loads first: in English that was about 10 KB of compressed JavaScript of home-page,
 * pricing, product, contact and playground strings on every page, a docs page's whole budget.
 *
 * Here a string leaves the shared file when some module of src/ or of the theme packages that
 * translate (THEME_PACKAGES: the classic theme's components, theme-common's hooks, the search
 * plugin's bar and page) names its id in a string literal; ./loader.cjs adds it to that module,
 * which registers it into the same translations object when it runs, before its own code calls
 * `translate()`. A string is thus loaded with each module that shows it: the docs sidebar's,
 * the blog paginator's and the search page's words load with those, not on the home page. The
 * loader reads every bundled module, so a module outside those folders that names a moved id
 * (theme-common's blog titles, used by the classic theme's pages) gets it too. An id that no module
 * names literally (built at run time) stays in the shared file, so nothing can go missing;
 * `translate()` and `<Translate>` work unchanged.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {literalIds, sourceFiles} from './literals.cjs';
import {packageFolder} from '../upstream/packages.cjs';
import {SEARCH_CLIENT} from '../../search/adapter';

/** This file's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

type Translations = Record<string, string>;

/**
 * The packages whose client modules call `translate()` with the theme's ids, and where in each they
 * live. Only which ids may move is read from them: the loader gives an id to every bundled module
 * that names it, wherever it comes from (a second copy of a package, one not listed here).
 */
const THEME_PACKAGES: Array<[name: string, folder: string]> = [
  ['@docusaurus/theme-classic', 'lib'],
  ['@docusaurus/theme-common', 'lib'],
  SEARCH_CLIENT,
];

export default function splitCodeTranslations(context: LoadContext): Plugin {
  const sharedFile = path.join(context.generatedFilesDir, 'codeTranslations.json');
  const srcDir = path.join(context.siteDir, 'src');
  let moved: Translations | undefined;
  return {
    name: 'lexboot-split-code-translations',
    configureWebpack() {
      // Docusaurus writes the shared file before it bundles; both bundles (client and server) see
      // the same split, made once.
      if (moved === undefined) {
        if (!existsSync(sharedFile)) return {};
        const all = JSON.parse(readFileSync(sharedFile, 'utf8')) as Translations;
        const namedIn = (folders: string[]) => {
          const named = new Set<string>();
          for (const folder of folders) {
            if (!existsSync(folder)) continue;
            for (const file of sourceFiles(folder)) for (const id of literalIds(readFileSync(file, 'utf8'))) named.add(id);
          }
          return named;
        };
        const named = namedIn([srcDir, ...THEME_PACKAGES.map(([name, folder]) => path.join(packageFolder(name), folder))]);
        moved = {};
        const shared: Translations = {};
        for (const [id, message] of Object.entries(all)) {
          if (named.has(id)) moved[id] = message;
          else shared[id] = message;
        }
        writeFileSync(sharedFile, JSON.stringify(shared, null, 2));
      }
      return {
        module: {
          rules: [
            {
              // Every module, the packages' too: each one that names a moved id gets it.
              test: /\.(ts|tsx|js|jsx|mjs|cjs)$/,
              enforce: 'pre',
              use: [{loader: path.resolve(here, 'loader.cjs'), options: {translations: moved}}],
            },
          ],
        },
      };
    },
  };
}
