/**
 * Bytes every page's start-up script carried for nothing, taken out of the browser bundle:
 *
 * - **tslib.** `@docusaurus/utils-common` is CommonJS and calls one helper of tslib,
 *   `__importDefault`; a `require()` of tslib cannot be tree-shaken, so the whole library (3.7 KB
 *   compressed, 25 helpers) sat in the main bundle of every page. Its `require('tslib')` gets
 *   ./tslib.js instead, that helper alone. The build fails here if a Docusaurus upgrade makes the
 *   package call another helper, instead of breaking in the browser.
 * - **Unicode escapes.** The minifier wrote every non-ASCII character as `\uXXXX`: six bytes for
 *   each Chinese character of a page's content, its titles and the site's strings, where UTF-8
 *   takes three. Scripts are served as UTF-8 (deploy/nginx/site.conf, scripts/serve.mjs), so the
 *   characters are written as they are: 1-1.3 KB less on a Chinese docs page after compression.
 * - **What this site does not show.** The theme's ContentVisibility (draft and unlisted pages),
 *   DocVersionBanner and DocVersionBadge (several docs versions) and EditMetaRow (edit link, last
 *   update) are replaced by components that render nothing (src/theme/…), which takes their code
 *   out of every doc page and blog post. When the content needs one of them (a writer marks a page
 *   `draft` or `unlisted`, a docs version gets a banner, the config an edit link), the theme's own
 *   component is bundled instead, for that build, and the build says so: a draft shows its banner
 *   in `docusaurus start` (a production build leaves drafts out, and stays lean).
 * - **A doc page's frame in one script.** The code that every doc page runs around its content
 *   (the docs root, version root and doc root with the sidebar, the doc item, breadcrumbs and page
 *   actions, the version's sidebar data) came in seven scripts of 0.2 to 4 KB, each with its own
 *   request and headers. It is one script now, DOCS_FRAME. Only modules that doc pages alone use
 *   belong there: any page that needs one of them loads the whole script.
 * - **react-helmet-async in the browser.** Replaced by ./head/Helmet.tsx, which applies the same
 *   rules (./head/state.ts) after React commits, instead of from inside render a frame later: on
 *   every page load the old way reset the head to the site's defaults between two slices of
 *   hydration and then set it back (see there). 3.4 KB less first-load script on every page. The server
 *   bundle keeps react-helmet-async, which writes each page's head in its HTML.
 * - **nprogress in the browser.** The theme's route-change bar calls three functions of the library
 *   (1.7 KB compressed in every page's first script, most of it options and a timer-driven trickle the
 *   site never uses); ./progress.ts makes the same elements, moved by CSS transitions.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {packageFolder} from '../upstream/packages.cjs';

/** This file's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

const THEME_CLASSIC_LIB = path.join(packageFolder('@docusaurus/theme-classic'), 'lib', 'theme');
const UTILS_COMMON_LIB = path.join(packageFolder('@docusaurus/utils-common'), 'lib');
const TSLIB_SHIM = path.join(here, 'tslib.js');
const HEAD = path.join(here, 'head', 'Helmet.tsx');
const PROGRESS = path.join(here, 'progress.ts');
/** The tslib helpers ./tslib.js provides. */
const SHIM_HELPERS = ['__importDefault'];

/** The tslib helpers that `@docusaurus/utils-common` calls (`tslib_1.__helper`). */
export function utilsCommonTslibHelpers(): string[] {
  const helpers = new Set<string>();
  for (const file of readdirSync(UTILS_COMMON_LIB).filter((name) => name.endsWith('.js'))) {
    for (const [, helper] of readFileSync(path.join(UTILS_COMMON_LIB, file), 'utf8').matchAll(/\btslib_\d+\.(__\w+)/g)) {
      helpers.add(helper!);
    }
  }
  return [...helpers].sort();
}

/** The theme components that src/theme replaces by nothing. */
export type RemovedPart = 'ContentVisibility' | 'DocVersionBanner' | 'DocVersionBadge' | 'EditMetaRow';

/** Where the loaded content needs a removed part, and which. */
export type PartNeeded = {part: RemovedPart; where: string};

/**
 * Where the loaded content has what a theme component replaced by nothing would show: a draft or
 * unlisted page (ContentVisibility), a docs version with a banner or badge, an edit link or a last
 * update (EditMetaRow). A production build publishes no draft (Docusaurus leaves them out), so there
 * a draft needs nothing; in development it shows with its banner.
 */
export function needsRemovedParts(content: unknown, {production}: {production: boolean}): PartNeeded[] {
  const found: PartNeeded[] = [];
  const seen = new Set<object>();
  const walk = (value: unknown, where: string, named = false) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    // A page's metadata names its file (`@site/docs/intro.md`): the place to name, for it and what it holds.
    if (typeof record.source === 'string') [where, named] = [record.source, true];
    if (record.unlisted === true) found.push({part: 'ContentVisibility', where: `${where}: unlisted`});
    if (record.draft === true && !production) found.push({part: 'ContentVisibility', where: `${where}: draft`});
    if (record.editUrl || record.lastUpdatedAt || record.lastUpdatedBy)
      found.push({part: 'EditMetaRow', where: `${where}: edit link or last update`});
    if ('loadedVersions' in record && Array.isArray(record.loadedVersions)) {
      for (const version of record.loadedVersions as {versionName?: string; banner?: unknown; badge?: unknown}[]) {
        const name = version.versionName ?? '?';
        if (version.banner) found.push({part: 'DocVersionBanner', where: `${where}: docs version ${name} has a banner`});
        if (version.badge) found.push({part: 'DocVersionBadge', where: `${where}: docs version ${name} has a badge`});
      }
    }
    for (const [key, child] of Object.entries(record)) walk(child, named ? where : `${where}.${key}`, named);
  };
  walk(content, 'content');
  // A page's metadata and its front matter both say `unlisted`: one finding.
  return found.filter((a, i) => found.findIndex((b) => b.part === a.part && b.where === a.where) === i);
}

/**
 * The aliases that put the theme's own component back in place of a removed part that the content
 * needs (`@theme/X` points at src/theme/X otherwise), for the browser and the server bundle alike.
 */
export function stockPartAliases(needed: readonly PartNeeded[]): Record<string, string> {
  const parts = [...new Set(needed.map(({part}) => part))].sort();
  return Object.fromEntries(parts.map((part) => [`@theme/${part}`, path.join(THEME_CLASSIC_LIB, part, 'index.js')]));
}

/** What every doc page, and only a doc page, runs around its content: one script (see above). */
export const DOCS_FRAME = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](DocsRoot|DocVersionRoot|DocRoot|DocItem|DocSidebar|DocSidebarItem|DocSidebarItems|DocBreadcrumbs)[\\/]`,
    String.raw`[\\/]src[\\/](theme[\\/](DocItem|DocBreadcrumbs|DocVersionBanner|DocVersionBadge)|components[\\/]DocMarkdownActions)[\\/]`,
    String.raw`[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/]default[\\/](__plugin\.json$|p[\\/])`,
  ].join('|'),
);

type MinimizerOptions = {format?: Record<string, unknown>} & Record<string, unknown>;
type BuiltinPlugin = {_args?: [{minimizerOptions?: MinimizerOptions}?]};

export default function leanBundle(): Plugin {
  const missing = utilsCommonTslibHelpers().filter((helper) => !SHIM_HELPERS.includes(helper));
  if (missing.length > 0) {
    throw new Error(
      `src/plugins/lean-bundle: @docusaurus/utils-common now calls tslib's ${missing.join(', ')} (a Docusaurus upgrade?). ` +
        'Add them to src/plugins/lean-bundle/tslib.js and SHIM_HELPERS, or drop the tslib replacement.',
    );
  }
  let stockParts: Record<string, string> = {};
  /** The aliases the bundler was configured with: `docusaurus start` reloads content, not its bundler's config. */
  let bundled: string | undefined;
  return {
    name: 'lexboot-lean-bundle',
    allContentLoaded({allContent}) {
      // As Docusaurus tells a build from `docusaurus start` (its isDraft): by NODE_ENV, which each command sets.
      const needed = needsRemovedParts(allContent, {production: process.env.NODE_ENV === 'production'});
      stockParts = stockPartAliases(needed);
      if (bundled !== undefined && bundled !== JSON.stringify(stockParts)) {
        console.info(
          "[lean-bundle] A page's draft, unlisted or edit settings changed: restart docusaurus start to show the theme's banners as they now are.",
        );
      } else if (needed.length > 0) {
        const parts = [...new Set(needed.map(({part}) => part))];
        const where = needed.slice(0, 3).map((found) => found.where);
        if (needed.length > 3) where.push(`${needed.length - 3} more`);
        console.info(
          `[lean-bundle] The theme's own ${parts.join(', ')} ${parts.length > 1 ? 'are' : 'is'} bundled instead of src/theme's ` +
            `stand-in that renders nothing, for ${where.join('; ')}.`,
        );
      }
    },
    configureWebpack(config, isServer, {currentBundler}) {
      bundled = JSON.stringify(stockParts);
      if (isServer) return {resolve: {alias: stockParts}};
      const Minimizer = (currentBundler.instance as {SwcJsMinimizerRspackPlugin?: new (options: unknown) => unknown})
        .SwcJsMinimizerRspackPlugin;
      const minimizers = config.optimization?.minimizer;
      if (Minimizer && minimizers) {
        config.optimization!.minimizer = minimizers.map((minimizer) => {
          if (!(minimizer instanceof Minimizer)) return minimizer;
          const options = (minimizer as BuiltinPlugin)._args?.[0] ?? {};
          const minimizerOptions = options.minimizerOptions ?? {};
          return new Minimizer({
            ...options,
            minimizerOptions: {...minimizerOptions, format: {...minimizerOptions.format, ascii_only: false}},
          }) as typeof minimizer;
        });
      }
      return {
        resolve: {alias: {'react-helmet-async$': HEAD, nprogress$: PROGRESS, ...stockParts}},
        optimization: {
          splitChunks: {
            cacheGroups: {
              docsFrame: {name: 'docs-frame', test: DOCS_FRAME, chunks: 'async', enforce: true, priority: 30},
            },
          },
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^tslib$/, (resource: {context: string; request: string}) => {
            if (resource.context.startsWith(UTILS_COMMON_LIB)) resource.request = TSLIB_SHIM;
          }),
        ],
      };
    },
  };
}
