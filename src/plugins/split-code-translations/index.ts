/**
 * Each page's translated strings with the page, not in every page's start-up script. Docusaurus
 * puts all of a locale's code translations (i18n/<locale>/code.json) into the main bundle, which
 * every page loads first: in English that was about 10 KB of compressed JavaScript of home-page,
 * pricing, product, contact and playground strings on every page, a docs page's whole budget.
 *
 * Here the site's own strings (every code.json id that is not the theme's `theme.…`) leave the
 * shared file when some module in src/ names the id in a string literal; ./loader.cjs adds them
 * to that module, which registers them into the same translations object when it runs, before its
 * own code calls `translate()`. A string is thus loaded with each module that shows it. An id that
 * no source names literally (built at run time) stays in the shared file, so nothing can go
 * missing; `translate()` and `<Translate>` work unchanged.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {literalIds, sourceFiles} from './literals.cjs';

type Translations = Record<string, string>;

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
        const named = new Set<string>();
        for (const file of sourceFiles(srcDir)) for (const id of literalIds(readFileSync(file, 'utf8'))) named.add(id);
        moved = {};
        const shared: Translations = {};
        for (const [id, message] of Object.entries(all)) {
          if (!id.startsWith('theme.') && named.has(id)) moved[id] = message;
          else shared[id] = message;
        }
        writeFileSync(sharedFile, JSON.stringify(shared, null, 2));
      }
      return {
        module: {
          rules: [
            {
              test: /\.(ts|tsx|js|jsx)$/,
              include: [srcDir],
              enforce: 'pre',
              use: [{loader: path.resolve(__dirname, 'loader.cjs'), options: {translations: moved}}],
            },
          ],
        },
      };
    },
  };
}
