#!/usr/bin/env node
// The Content-Security-Policy of deploy/nginx/security-headers.conf allows Docusaurus's inline
// scripts by their SHA-256 hash. This script finds every inline script of a build and checks that
// the policy lists its hash, or (--write) rewrites the policy's list.
//
//   node scripts/csp.mjs [dir]            check; exit 1 naming the pages whose scripts would be blocked
//   node scripts/csp.mjs [dir] --write    put exactly the build's hashes into the policy
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HEADERS_FILE = path.join(REPO, 'deploy', 'nginx', 'security-headers.conf');

/** Script types a browser runs; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/**
 * The inline scripts of one HTML document, as the browser hashes them (the exact text between the tags).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/**
 * A CSP hash source for a script's text: `sha256-` and the base64 of its SHA-256.
 * @param {string} text
 * @returns {string}
 */
export function sha256(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * Every inline script hash of a build, with the pages (relative paths) that carry it.
 * @param {string} dir
 * @returns {Map<string, string[]>}
 */
export function buildHashes(dir) {
  const hashes = new Map();
  const pages = readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.html'))
    .sort();
  for (const page of pages) {
    for (const script of inlineScripts(readFileSync(path.join(dir, page), 'utf8'))) {
      const hash = sha256(script);
      hashes.set(hash, [...(hashes.get(hash) ?? []), page.split(path.sep).join('/')]);
    }
  }
  return hashes;
}

/** The source list of script-src in the add_header line (not in the comments above it). */
const SCRIPT_SRC = /(add_header Content-Security-Policy "[^"]*?script-src )([^;"]*)/;

/**
 * The hashes a policy file allows.
 * @param {string} conf
 * @returns {Set<string>}
 */
export function policyHashes(conf) {
  const list = SCRIPT_SRC.exec(conf)?.[2];
  if (list === undefined) throw new Error(`${HEADERS_FILE} has no script-src directive`);
  return new Set([...list.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((m) => m[1]));
}

/**
 * The policy file with script-src set to 'self' and the given hashes.
 * @param {string} conf
 * @param {Iterable<string>} hashes
 * @returns {string}
 */
export function withHashes(conf, hashes) {
  const sources = ["'self'", ...[...hashes].sort().map((h) => `'${h}'`)].join(' ');
  return conf.replace(SCRIPT_SRC, (_, head) => `${head}${sources}`);
}

/**
 * Messages for the inline scripts the policy would block; empty when it allows them all.
 * @param {ReadonlyMap<string, readonly string[]>} hashes each hash with the pages that carry it
 * @param {ReadonlySet<string>} allowed
 * @returns {string[]}
 */
export function blockedScripts(hashes, allowed) {
  const relative = path.relative(process.cwd(), HEADERS_FILE);
  return [...hashes]
    .filter(([hash]) => !allowed.has(hash))
    .map(([hash, pages]) => {
      const where = pages.length > 2 ? `${pages.slice(0, 2).join(', ')} and ${pages.length - 2} more` : pages.join(', ');
      return `${where}: inline script '${hash}' is not allowed by ${relative}`;
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'build');
  const hashes = buildHashes(dir);
  const conf = readFileSync(HEADERS_FILE, 'utf8');
  if (args.includes('--write')) {
    writeFileSync(HEADERS_FILE, withHashes(conf, hashes.keys()));
    console.log(`${HEADERS_FILE}: script-src now allows the ${hashes.size} inline scripts of ${dir}.`);
  } else {
    const blocked = blockedScripts(hashes, policyHashes(conf));
    if (blocked.length > 0) {
      console.error(
        `${blocked.join('\n')}\nBrowsers would refuse to run these scripts under the production CSP. ` +
          'If the change that added them is intended, run "npm run csp -- --write" and commit deploy/nginx/security-headers.conf.',
      );
      process.exit(1);
    }
    console.log(`CSP: the ${hashes.size} inline scripts of the build are allowed by the policy.`);
  }
}
