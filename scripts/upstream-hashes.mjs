#!/usr/bin/env node
// The upstream files the site copies (ejected theme components) or swaps out (Docusaurus modules
// replaced by local plugins), with the sha256 each had when our copy was last reviewed against it.
// The list is tests/fixtures/upstream-hashes.json; tests/unit/upgrade-safety.test.ts fails when an
// installed file no longer has its recorded hash, so that an upgrade is a conscious review.
//
//   npm run upstream-hashes             check: print each file's state, exit 1 if any changed or is missing
//   npm run upstream-hashes -- --write  record the installed files' hashes and versions (after porting)
//
// To record a new override, add an entry by hand ({component, kind, local, upstream}) and run --write.
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import upstreamPackages from '../src/plugins/upstream/packages.cjs';

const SITE = path.resolve(import.meta.dirname, '..');
const LIST = path.join(SITE, 'tests/fixtures/upstream-hashes.json');
const {packageOf, packageFolder, upstreamFile} = upstreamPackages;

/**
 * The installed file's hash and its package's version, or undefined when the file is gone: in the
 * copy of the package the build loads (src/plugins/upstream/packages.cjs), not merely the one at the
 * top of node_modules.
 */
function installed(upstream) {
  const file = upstreamFile(upstream);
  if (!existsSync(file)) return undefined;
  const {version} = JSON.parse(readFileSync(path.join(packageFolder(packageOf(upstream)), 'package.json'), 'utf8'));
  return {sha256: createHash('sha256').update(readFileSync(file)).digest('hex'), version};
}

const write = process.argv.includes('--write');
const list = JSON.parse(readFileSync(LIST, 'utf8'));
let changed = 0;
for (const entry of list.files) {
  const now = installed(entry.upstream);
  const label = `${entry.upstream}  (${entry.component}, ${entry.kind}: ${entry.local})`;
  if (now === undefined) {
    changed += 1;
    console.log(`MISSING  ${label}`);
    continue;
  }
  if (now.sha256 === entry.sha256) {
    // A new version with the same file has nothing to port; --write notes the version.
    console.log(`ok       ${label}${now.version === entry.version ? '' : ` (unchanged in ${now.version})`}`);
    if (write) entry.version = now.version;
    continue;
  }
  changed += 1;
  const was = entry.sha256 === undefined ? 'new entry' : `was ${entry.version} ${entry.sha256.slice(0, 12)}`;
  console.log(`${write ? 'recorded' : 'CHANGED '} ${label}: ${was}, now ${now.version} ${now.sha256.slice(0, 12)}`);
  if (write) Object.assign(entry, now);
}

if (write) {
  const missing = list.files.filter((entry) => installed(entry.upstream) === undefined);
  if (missing.length > 0) {
    console.error(
      `\nNot written: ${missing.length} file(s) missing from node_modules (moved upstream?). ` +
        'Find where each moved, update the override and its entry, then run this again.',
    );
    process.exit(1);
  }
  writeFileSync(LIST, `${JSON.stringify(list, null, 2)}\n`);
  console.log(`\n${changed} entr${changed === 1 ? 'y' : 'ies'} updated in ${path.relative(SITE, LIST)}.`);
} else if (changed > 0) {
  console.error(
    `\n${changed} upstream file(s) differ from what was reviewed. For each: diff the upstream change, ` +
      'port what applies into the local file, then run `npm run upstream-hashes -- --write`.',
  );
  process.exit(1);
}
