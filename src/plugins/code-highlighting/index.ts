/**
 * Code highlighting without Prism in the reader's browser. The classic theme highlights every code
 * block while the page starts, on the reader's device: Prism's grammars are built and the code is
 * tokenized (then tokenized again after hydration, to switch to the colour mode's inline styles).
 * On a phone that is most of a docs page's start-up work. Here instead:
 *
 * - ./remark.ts tokenizes every fenced code block at build time, and ./loader.cjs every source file
 *   imported with `?highlight`; src/theme/CodeBlock renders those tokens;
 * - token colours are class names, coloured by a style sheet generated from the code themes for
 *   both colour modes, so the server's HTML is right in either mode and needs no second render;
 * - the theme's client module that loads Prism on every page is replaced by an empty one; a code
 *   block without build-time tokens loads Prism on demand (./highlight-in-browser.ts).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {PrismTheme} from 'prism-react-renderer';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {themeCss} from './theme-css';
import {packageFolder} from '../upstream/packages.cjs';

/** This file's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

const THEME_CLASSIC = packageFolder('@docusaurus/theme-classic');
const PRISM_CLIENT_MODULE = path.join(THEME_CLASSIC, 'lib', 'prism-include-languages.js');

const HIGHLIGHT_QUERY = /(^\?|&)highlight(&|$)/;

export type Options = {
  lightTheme: PrismTheme;
  darkTheme: PrismTheme;
  /** Each mode's tint of a highlighted line (`--docusaurus-highlighted-code-line-bg`), which the themes' colours read on. */
  highlightedLineTint: {light: string; dark: string};
  /** `prism.additionalLanguages`: grammars beyond the ones prism-react-renderer bundles. */
  additionalLanguages: readonly string[];
};

// Docusaurus types plugin options as unknown; the config passes them `satisfies Options`.
export default function codeHighlighting(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as Options;
  const styleSheet = path.join(context.generatedFilesDir, 'lexboot-code-highlighting', 'code-themes.css');
  mkdirSync(path.dirname(styleSheet), {recursive: true});
  writeFileSync(styleSheet, themeCss(options.lightTheme, options.darkTheme, options.highlightedLineTint));
  return {
    name: 'lexboot-code-highlighting',
    getClientModules() {
      return [styleSheet];
    },
    configureWebpack(config) {
      // A `?highlight` import is the file's text as a module, for this loader alone: the site's
      // own rules (TypeScript, CSS...) must not treat it as what its extension says.
      for (const rule of config.module?.rules ?? []) {
        if (rule && typeof rule === 'object' && !('resourceQuery' in rule)) rule.resourceQuery = {not: [HIGHLIGHT_QUERY]};
      }
      return {
        resolve: {
          alias: {[PRISM_CLIENT_MODULE]: path.resolve(here, 'empty-client-module.js')},
        },
        module: {
          rules: [
            {
              resourceQuery: HIGHLIGHT_QUERY,
              type: 'javascript/auto',
              use: [{loader: path.resolve(here, 'loader.cjs'), options: {additionalLanguages: options.additionalLanguages}}],
            },
          ],
        },
      };
    },
  };
}
