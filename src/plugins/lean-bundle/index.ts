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
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const UTILS_COMMON_LIB = path.join(path.dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib');
const TSLIB_SHIM = path.join(__dirname, 'tslib.js');
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
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^tslib$/, (resource: {context: string; request: string}) => {
            if (resource.context.startsWith(UTILS_COMMON_LIB)) resource.request = TSLIB_SHIM;
          }),
        ],
      };
    },
  };
}
