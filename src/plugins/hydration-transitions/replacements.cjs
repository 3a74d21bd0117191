// The Docusaurus modules that src/plugins/hydration-transitions swaps, each with its copy. CommonJS,
// so that Docusaurus (through its config loader) and the unit tests (plain Node) resolve the same
// installed files: those of the copies the build loads (../upstream/packages.cjs).
const path = require('node:path');
const {packageFolder} = require('../upstream/packages.cjs');

const CORE = packageFolder('@docusaurus/core');
const THEME_COMMON_LIB = path.join(packageFolder('@docusaurus/theme-common'), 'lib');

/** @type {ReadonlyArray<{original: string, replacement: string}>} */
const REPLACEMENTS = [
  {original: path.join(CORE, 'lib', 'client', 'clientEntry.js'), replacement: path.join(__dirname, 'clientEntry.tsx')},
  {original: path.join(CORE, 'lib', 'client', 'browserContext.js'), replacement: path.join(__dirname, 'browserContext.tsx')},
  {original: path.join(THEME_COMMON_LIB, 'hooks', 'useWindowSize.js'), replacement: path.join(__dirname, 'useWindowSize.ts')},
  {original: path.join(THEME_COMMON_LIB, 'hooks', 'useCodeWordWrap.js'), replacement: path.join(__dirname, 'useCodeWordWrap.ts')},
  {original: path.join(THEME_COMMON_LIB, 'utils', 'reactUtils.js'), replacement: path.join(__dirname, 'reactUtils.tsx')},
];

module.exports = {REPLACEMENTS};
