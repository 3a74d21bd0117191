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
 * - **What this site never shows.** The theme's ContentVisibility (draft and unlisted pages),
 *   DocVersionBanner and DocVersionBadge (several docs versions) and EditMetaRow (edit link, last
 *   update) are replaced by components that render nothing (src/theme/…), which takes their code
 *   out of every doc page and blog post.
 *   `allContentLoaded` below fails the build when a page or docs version would need one of them.
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
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const UTILS_COMMON_LIB = path.join(path.dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib');
const TSLIB_SHIM = path.join(__dirname, 'tslib.js');
const HEAD = path.join(__dirname, 'head', 'Helmet.tsx');
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

/**
 * Where the loaded content has what the theme components replaced by nothing would show: a draft or
 * unlisted page, a docs version with a banner or badge, an edit link or a last update.
 */
export function needsRemovedParts(content: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<object>();
  const walk = (value: unknown, where: string) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (record.draft === true || record.unlisted === true) found.push(`${where}: draft or unlisted`);
    if (record.editUrl || record.lastUpdatedAt || record.lastUpdatedBy) found.push(`${where}: edit link or last update`);
    if ('loadedVersions' in record && Array.isArray(record.loadedVersions)) {
      for (const version of record.loadedVersions as {versionName?: string; banner?: unknown; badge?: unknown}[]) {
        if (version.banner || version.badge) found.push(`${where}: docs version ${version.versionName ?? '?'} has a banner or badge`);
      }
    }
    for (const [key, child] of Object.entries(record)) walk(child, `${where}.${key}`);
  };
  walk(content, 'content');
  return found;
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
  return {
    name: 'lexboot-lean-bundle',
    allContentLoaded({allContent}) {
      const found = needsRemovedParts(allContent);
      if (found.length > 0) {
        throw new Error(
          `src/plugins/lean-bundle: src/theme/ContentVisibility, DocVersionBanner, DocVersionBadge and EditMetaRow render nothing, but ${found.slice(0, 3).join('; ')}. ` +
            "Delete those three files to get the theme's banners back.",
        );
      }
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
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
        resolve: {alias: {'react-helmet-async$': HEAD}},
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
