// Where the Docusaurus packages the site builds with are installed, found the way Docusaurus finds
// them: the site's config names core and the classic preset, the preset loads the theme and the
// content plugins from its own folder, the theme imports theme-common from its folder, and so on.
// With one copy of each package this is the top of node_modules; with two (a dependency that asks
// for another major hoists its copy to the top), it is the copy the build really uses, which is
// where the swaps, ejects and upstream hashes must look. CommonJS, so that the config (through
// Docusaurus's loader), scripts/*.mjs and the unit tests share it.
const {existsSync, readdirSync, readFileSync} = require('node:fs');
const path = require('node:path');

const SITE = path.resolve(__dirname, '..', '..', '..');

/** Each package, and the package that imports it (undefined: the site itself). */
const IMPORTED_BY = {
  '@docusaurus/core': undefined,
  '@docusaurus/preset-classic': undefined,
  '@easyops-cn/docusaurus-search-local': undefined,
  '@docusaurus/theme-classic': '@docusaurus/preset-classic',
  '@docusaurus/plugin-content-docs': '@docusaurus/preset-classic',
  '@docusaurus/plugin-content-blog': '@docusaurus/preset-classic',
  '@docusaurus/plugin-content-pages': '@docusaurus/preset-classic',
  '@docusaurus/theme-common': '@docusaurus/theme-classic',
  '@docusaurus/utils-common': '@docusaurus/theme-common',
};

/** The folder of the package called `name` that holds `file`. */
function ownFolder(name, file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) return dir;
  }
  throw new Error(`src/plugins/upstream: found ${name} at ${file}, but no package.json of ${name} above it.`);
}

/** The folder of `name` as the build loads it, resolved from the package that imports it. */
function packageFolder(name, site = SITE) {
  if (!(name in IMPORTED_BY)) {
    throw new Error(`src/plugins/upstream: which package imports ${name}? Add it to IMPORTED_BY in packages.cjs.`);
  }
  const importer = IMPORTED_BY[name];
  const from = importer === undefined ? site : packageFolder(importer, site);
  // Its package.json where the package exports it (core has no entry), else its entry.
  for (const specifier of [`${name}/package.json`, name]) {
    try {
      return ownFolder(name, require.resolve(specifier, {paths: [from]}));
    } catch (error) {
      if (error.code !== 'MODULE_NOT_FOUND' && error.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
    }
  }
  throw new Error(`src/plugins/upstream: ${name} is not installed where ${importer ?? 'the site'} can load it (npm ci?).`);
}

/** `@scope/name/lib/x.js` → `@scope/name`; `name/lib/x.js` → `name`. */
function packageOf(specifier) {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** `@docusaurus/theme-classic/lib/theme/X.js` → the file in the copy the build loads. */
function upstreamFile(specifier, site = SITE) {
  const name = packageOf(specifier);
  return path.join(packageFolder(name, site), ...specifier.split('/').slice(name.split('/').length));
}

/** Every installed copy of each `@docusaurus/*` package under `site`'s node_modules, at any depth. */
function docusaurusCopies(site = SITE) {
  /** @type {Map<string, Array<{folder: string, version: string}>>} */
  const copies = new Map();
  const visit = (nodeModules) => {
    if (!existsSync(nodeModules)) return;
    for (const entry of readdirSync(nodeModules)) {
      const scoped = entry.startsWith('@');
      for (const name of scoped ? readdirSync(path.join(nodeModules, entry)) : [entry]) {
        const folder = path.join(nodeModules, ...(scoped ? [entry, name] : [name]));
        const manifest = path.join(folder, 'package.json');
        if (entry === '@docusaurus' && existsSync(manifest)) {
          const {version} = JSON.parse(readFileSync(manifest, 'utf8'));
          copies.set(`@docusaurus/${name}`, [...(copies.get(`@docusaurus/${name}`) ?? []), {folder, version}]);
        }
        visit(path.join(folder, 'node_modules'));
      }
    }
  };
  visit(path.join(site, 'node_modules'));
  return copies;
}

/** The top of node_modules first, then nested copies, by path. */
const byDepth = (a, b) => a.folder.split('node_modules').length - b.folder.split('node_modules').length || a.folder.localeCompare(b.folder);

/** The packages installed more than once, or at another version than core's, as one message; undefined when none. */
function copiesProblem(site = SITE) {
  const copies = docusaurusCopies(site);
  const core = copies.get('@docusaurus/core')?.[0]?.version;
  const wrong = [...copies].filter(([, found]) => found.length > 1 || found.some(({version}) => version !== core));
  if (wrong.length === 0) return undefined;
  const lines = wrong.map(
    ([name, found]) =>
      `  ${name}: ${[...found]
        .sort(byDepth)
        .map(({folder, version}) => `${version} at ${path.relative(site, folder)}`)
        .join('; ')}`,
  );
  return (
    `Docusaurus packages installed more than once, or at another version than @docusaurus/core ${core}:\n${lines.join('\n')}\n` +
    'The site and its swaps would bind to different copies. Declare each at exactly the core version in package.json, ' +
    'then find what asks for the other (`npm ls <package>`) and update or override it.'
  );
}

/** The `@docusaurus/*` packages package.json declares at another version than exactly core's, as one message. */
function declaredProblem(site = SITE) {
  const manifest = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8'));
  const declared = {...manifest.dependencies, ...manifest.devDependencies};
  const core = declared['@docusaurus/core'];
  const wrong = Object.entries(declared).filter(([name, range]) => name.startsWith('@docusaurus/') && range !== core);
  if (wrong.length === 0) return undefined;
  return (
    `package.json declares Docusaurus packages at another version than @docusaurus/core ${core}: ` +
    `${wrong.map(([name, range]) => `${name} ${range}`).join(', ')}. Declare each at exactly ${core}.`
  );
}

module.exports = {SITE, IMPORTED_BY, packageOf, packageFolder, upstreamFile, docusaurusCopies, copiesProblem, declaredProblem};
