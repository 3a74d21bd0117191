// The string literals of a source file, for ./index.ts and ./loader.cjs: both must see the same ids.
'use strict';

const {readdirSync} = require('node:fs');
const path = require('node:path');

/**
 * Every quoted string in the source ('…' or "…", no escapes); a superset of the ids it names.
 * @param {string} source
 * @returns {Set<string>}
 */
function literalIds(source) {
  const ids = new Set();
  for (const match of source.matchAll(/'([^'\\\n]+)'|"([^"\\\n]+)"/g)) ids.add(match[1] ?? match[2]);
  return ids;
}

/**
 * The modules under a folder (.ts/.tsx/.js/.jsx/.mjs; not declaration files, which never run).
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

module.exports = {literalIds, sourceFiles};
