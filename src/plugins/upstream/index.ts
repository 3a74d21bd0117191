/**
 * Fails the build (and `docusaurus start`) before anything is bundled when the site would build with
 * two copies of a Docusaurus package, or declares one at another version than the core's: the
 * theme, its hooks and the site's swaps and ejects would then bind to different copies, and static
 * generation fails far from the cause (or, worse, succeeds with a swap applied to a file nobody uses).
 * ./packages.cjs finds each package the way Docusaurus does; the swaps and scripts/upstream-hashes.mjs
 * look there.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {copiesProblem, declaredProblem} from './packages.cjs';

/** What of the bundler's compiler (webpack's, or Rspack's with @docusaurus/faster) the plugin below uses. */
type Compiler = {
  webpack: {Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number}; sources: {RawSource: new (source: string) => unknown}};
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        run: (compilation: {
          hooks: {processAssets: {tap(options: {name: string; stage: number}, run: () => void): void}};
          emitAsset(file: string, source: unknown): void;
        }) => void,
      ): void;
    };
  };
};

/** Emits `{"type": "commonjs"}` as the package.json of a compilation's output folder. */
const commonJsFolder = {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('lexboot-upstream', (compilation) => {
      compilation.hooks.processAssets.tap({name: 'lexboot-upstream', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
        compilation.emitAsset('package.json', new sources.RawSource('{"type": "commonjs"}\n'));
      });
    });
  },
};

export default function upstream(context: LoadContext): Plugin {
  const problem = declaredProblem() ?? copiesProblem();
  if (problem !== undefined) throw new Error(`src/plugins/upstream: ${problem}`);
  return {
    name: 'lexboot-upstream',
    configureWebpack: (_config, isServer) => ({
      // The server bundle, which Docusaurus 3 writes as CommonJS .js files into <out-dir>/__server/ and
      // requires for static generation: inside the site's folder (the default `build/`) Node would
      // read them as ES modules of the site's module package ("exports is not defined in ES module
      // scope"). A package.json of their own says they are CommonJS; the folder is removed after.
      plugins: isServer ? [commonJsFolder] : [],
      module: {
        rules: [
          // The site's package is an ES module package (`"type": "module"`, so that Node and the test
          // runners load its TypeScript as ES modules). Docusaurus 3 writes its generated modules
          // (.docusaurus/registry.js and the rest) as .js files that call `require.resolveWeak`, which
          // the bundler rewrites only in a module it parses as `javascript/auto`: in `javascript/esm`,
          // what a .js file of such a package gets, the call is left as it is and static generation
          // fails ("require.resolveWeak is not a function"). Retire when Docusaurus types its generated
          // files itself (they are written as .js beside a package.json it does not own).
          {test: /\.js$/, include: [context.generatedFilesDir], type: 'javascript/auto'},
        ],
      },
    }),
  };
}
