#!/usr/bin/env node
// The next major, tried: upgrades a copy of the committed tree to the newest Docusaurus 4 canary and
// runs our checks on it, beside the same upgrade of the stock template (tests/fixtures/reference-site).
// `.ci/run canary` runs it every night and by hand (.github/workflows/ci.yml); nothing here touches the
// checkout's own package.json, lock file or node_modules.
//
//   node scripts/canary.mjs                          the newest canary every @docusaurus/* package we declare has
//   node scripts/canary.mjs --version 4.0.0-canary-6808
//   node scripts/canary.mjs --node /path/to/bin/node a Node that meets the canary's engines (else fetched, below)
//   node scripts/canary.mjs --keep                   keep the temporary folder (printed) to look into a failure
//
// 1. `git archive HEAD` into a temporary folder, committed there as a repository of its own (tests ask git
//    for the project's files), with `../shared` linked beside it as beside the clone; the reference site
//    is copied out of it.
// 2. In each copy's package.json, every `@docusaurus/*` is set to the canary; a declared package that a
//    canary package wants as a peer at another version (TypeScript: @docusaurus/tsconfig 4 wants 6) is
//    moved to the newest release of the lowest major in that range (smallestUpgrade). Nothing else
//    changes: what breaks is the report.
// 3. Everything runs on a Node the canary's engines accept (>= 24.14 for 4.0). When the running Node is
//    older, `node-linux-<arch>` from the npm registry (`npm pack`; the official binaries) is unpacked into
//    a cache folder (CANARY_CACHE, default ~/.cache/lexboot-canary) once and used from there, with this
//    npm's own `npm-cli.js`.
// 4. Steps, each timed, each run even when an earlier one failed (the ones that need a build are skipped
//    without one): install (`npm install` with the lock file, as an upgrade would; when npm cannot
//    reconcile the lock file with the new versions, without it, as an upgrade would regenerate it, the
//    refusal noted; when npm refuses the new versions' peer ranges even so, the install fails and is
//    repeated with --legacy-peer-deps so that the rest can still report: runSite), build, typecheck,
//    test:packages, test:unit, test:built and an e2e smoke set (SMOKE below); for the stock template:
//    install (it has no lock file), build and typecheck (tsc with the TypeScript template's tsconfig,
//    extending @docusaurus/tsconfig, over the JavaScript template: it checks the files that say
//    `// @ts-check`, docusaurus.config.js and sidebars.js).
// 5. The table (each step's result and time, side by side, and the first error line of each failure) goes
//    to the console and test-results/canary.md; each step's full output to test-results/canary/. Exit 1
//    when a step of ours failed or could not run; the stock template's results are reported only.
import {spawn, spawnSync} from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {portRefusal} from './port.mjs';
import {formatSeconds} from './stages.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(REPO, 'test-results');
const LOGS = path.join(RESULTS, 'canary');

/**
 * The e2e smoke set: from the routes spec, the home page, a doc, a blog post, the search result page and
 * the not-found page in each locale (each: status, a clean load, axe, and the speed budgets where the
 * spec applies them) and the sitemap check; the search box finding a doc (search spec) and the head
 * manager (head spec), once per locale. Selected by file and by existing test titles.
 */
export const SMOKE = {
  files: ['tests/e2e/routes.spec.ts', 'tests/e2e/search.spec.ts', 'tests/e2e/head.spec.ts'],
  grep: [
    String.raw`\((zh-Hans|en)\) (/|/en/|(/en)?/docs/intro|(/en)?/blog/welcome|(/en)?/search\?q=DataGrid|(/en)?/no-such-page): renders`,
    'the sitemap lists exactly the spec routes',
    'body text finds the right doc and post',
    'the head stays as the server wrote it',
  ].join('|'),
};

/** `4.0.0-canary-6808` as [4, 6808]; undefined for any other version. */
export function canaryOf(version) {
  const match = /^(\d+)\.0\.0-canary-(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/**
 * The newest canary of the given major that every package has, from each package's published versions
 * (`npm view <name> versions --json`); undefined when they share none.
 * @param {Record<string, string[]>} versionsByPackage
 */
export function newestCommonCanary(versionsByPackage, major = 4) {
  const lists = Object.values(versionsByPackage);
  const common = (lists[0] ?? []).filter((v) => canaryOf(v)?.[0] === major && lists.every((list) => list.includes(v)));
  return common.sort((a, b) => canaryOf(a)[1] - canaryOf(b)[1]).at(-1);
}

/** The `@docusaurus/*` packages a package.json declares (dependencies and devDependencies). */
export function docusaurusPackages(pkg) {
  return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]
    .filter((name) => name.startsWith('@docusaurus/'))
    .sort();
}

/**
 * A copy of `pkg` with every `@docusaurus/*` dependency at `version` and each of `bumps` (name → version)
 * where it is declared; with the list of changes in words.
 * @template {{dependencies?: Record<string, string>, devDependencies?: Record<string, string>}} T
 * @param {T} pkg
 * @param {string} version
 * @param {Record<string, string>} [bumps]
 * @returns {{pkg: T, changes: string[]}}
 */
export function upgradePackageJson(pkg, version, bumps = {}) {
  const next = structuredClone(pkg);
  const changes = [];
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, from] of Object.entries(next[field] ?? {})) {
      const to = name.startsWith('@docusaurus/') ? version : bumps[name];
      if (to === undefined || to === from) continue;
      next[field][name] = to;
      changes.push(`${name} ${from} → ${to}`);
    }
  }
  return {pkg: next, changes};
}

/** [major, minor, patch] of `v1.2.3` or `1.2.3` (a pre-release tag is ignored). */
function triple(version) {
  const [major = 0, minor = 0, patch = 0] = String(version).replace(/^v/, '').split(/[.-]/).map(Number);
  return [major, minor, patch];
}

function compare(a, b) {
  const [x, y] = [triple(a), triple(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/**
 * Whether an exact version meets a peer range, for the forms Docusaurus's peers use: `*`, `>=1.2`,
 * `^1.2.3`, `~1.2.3`, `1.2.3`, joined by `||` (and spaces for "and"). Undefined for any other form.
 */
export function satisfies(version, range) {
  const one = (part) => {
    if (part === '*' || part === '') return true;
    const match = /^(>=|\^|~|=)?v?(\d+(?:\.\d+){0,2})$/.exec(part);
    if (!match) return undefined;
    const [, op = '=', bound] = match;
    const [major, minor, patch] = triple(bound);
    const [a, b] = triple(version);
    if (op === '>=') return compare(version, bound) >= 0;
    if (op === '^') return a === major && (major > 0 || b === minor) && compare(version, bound) >= 0;
    if (op === '~') return a === major && b === minor && compare(version, bound) >= 0;
    return compare(version, `${major}.${minor}.${patch}`) === 0;
  };
  let unknown = false;
  for (const alternative of range.split('||')) {
    const results = alternative.trim().split(/\s+/).map(one);
    if (results.includes(undefined)) unknown = true;
    else if (results.every(Boolean)) return true;
  }
  return unknown ? undefined : false;
}

/**
 * The version an upgrade moves to within a range's published versions: the newest of the lowest major
 * (TypeScript 6.0.3, not 7, for `>=6.0`), as few breaking changes as the range allows.
 */
export function smallestUpgrade(versions) {
  const sorted = [...versions].sort(compare);
  const major = triple(sorted[0])[0];
  return sorted.filter((v) => triple(v)[0] === major).at(-1);
}

/** [major, minor] of the lowest Node an engines range (`>=24.14`) accepts; undefined for other forms. */
export function minimumNode(range = '') {
  const match = /^>=\s*(\d+)(?:\.(\d+))?/.exec(range.trim());
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : undefined;
}

const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g; // eslint-disable-line no-control-regex
const clip = (text, length = 220) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

const strip = (output) => output.replace(ANSI, '').split(/\r?\n/);
const ERROR_LINE = /\b\w*Error\b|\berror\b|Expected|expected|assert|Cannot|ERR_/;

/**
 * The failed tests of a step's output, each with its first error line: node:test's closing list
 * (`✖ failing tests:`; a file that failed to load says only 'test failed' there, so its error is taken
 * from just above where it was first reported) and Playwright's numbered failures.
 * @returns {Array<{name: string, error?: string}>}
 */
export function failedTests(output) {
  const lines = strip(output);
  const found = [];
  const list = lines.findIndex((line) => /^✖ failing tests:/.test(line));
  if (list >= 0) {
    for (let i = list + 1; i < lines.length; i++) {
      const match = /^✖ (.+?)(?: \(\d+(?:\.\d+)?m?s\))?$/.exec(lines[i]);
      if (!match) continue;
      let end = lines.findIndex((line, index) => index > i && /^✖ /.test(line));
      if (end < 0) end = lines.length;
      // A command's failure (`Command failed: …`) says why in its output's [cause], when it has one.
      const block = lines.slice(i + 1, end);
      let error =
        block.find((line) => /^\s*\[cause\]: /.test(line)) ?? block.find((line) => ERROR_LINE.test(line) && !/^\s*at /.test(line));
      if (!error) {
        const first = lines.indexOf(lines[i]);
        error = lines
          .slice(Math.max(0, first - 40), first)
          .findLast((line) => /^(\w*Error\b|\w+Error \[)/.test(line) || /^\s*\[cause\]/.test(line));
      }
      found.push({name: match[1], ...(error ? {error: error.trim().replace(/^\[cause\]: (Error: )?/, '')} : {})});
    }
  }
  for (let i = 0; i < lines.length; i++) {
    const match = /^\s+\d+\) \[[\w-]+\] › (.+?)\s*─*$/.exec(lines[i]);
    if (!match) continue;
    const error = lines.slice(i + 1, i + 40).find((line) => ERROR_LINE.test(line) && !/^\s*at /.test(line));
    found.push({name: match[1], ...(error ? {error: error.trim()} : {})});
  }
  return found;
}

/**
 * The first error of a step's output, in one line: npm's refusal (for a peer conflict, what wants which
 * range), the first failed test with its first error line, Docusaurus's first `[ERROR]` (with its cause),
 * tsc's first diagnostic, or else the first line that says error.
 */
export function firstError(output) {
  const lines = strip(output);
  const npm = /^npm (error|ERR!) /;
  if (lines.some((line) => /^npm (error|ERR!) code /.test(line))) {
    // ERESOLVE: the peer that conflicts (the peer range that cannot be met, or the conflicting peer
    // package), and what npm found installed or locked instead.
    const peer =
      lines.find((line) => /^npm (error|ERR!) Conflicting peer dependency: /.test(line)) ??
      lines.find((line) => /^npm (error|ERR!)\s+(peer|peerOptional) \S+@".*" from \S+/.test(line));
    const found = lines.find((line) => /^npm (error|ERR!) Found: /.test(line));
    const text = (line) => line.replace(npm, '').trim();
    if (peer) return clip(`ERESOLVE: ${text(peer)}${found ? ` (${text(found)})` : ''}`);
    const reason = lines.find(
      (line) =>
        npm.test(line) && !/^npm (error|ERR!) (code |errno |syscall |path |command |signal |A complete log|Log files|\s*$)/.test(line),
    );
    if (reason) return clip(`npm: ${reason.replace(npm, '')}`);
  }
  const [test] = failedTests(output);
  if (test) return clip(test.error ? `${test.name}: ${test.error}` : test.name);
  const docusaurus = lines.findIndex((line) => /\[ERROR\]/.test(line));
  if (docusaurus >= 0) {
    // `Unable to build website for locale …` says where; its [cause] says why.
    const cause = lines.findIndex((line, index) => index > docusaurus && /^\s*\[cause\]: /.test(line));
    if (cause < 0) return clip(lines[docusaurus].trim());
    const why = lines[cause].trim().replace(/^\[cause\]: (Error: )?/, '');
    // A cause that ends with a list (`…:` then `  name: …` lines) is shown with the list's names.
    const names = [];
    for (let i = cause + 1; i < lines.length && /^\s+\S+: /.test(lines[i]) && !/^\s+at /.test(lines[i]); i++)
      names.push(lines[i].trim().split(': ')[0]);
    // `@docusaurus/{core, utils}` for a list of one scope's packages.
    const scope = /^@[^/]+\//.exec(names[0] ?? '')?.[0];
    const list =
      scope && names.length > 1 && names.every((n) => n.startsWith(scope))
        ? `${scope}{${names.map((n) => n.slice(scope.length)).join(', ')}}`
        : names.join(', ');
    return clip(why.endsWith(':') && names.length > 0 ? `${why} ${list}` : why, 400);
  }
  const tsc = lines.find((line) => /error TS\d+:/.test(line));
  if (tsc) return clip(tsc.trim());
  const any = lines.find((line) => /\b(Error|ERROR|error)\b/.test(line) && !/^\s*at /.test(line));
  return any ? clip(any.trim()) : undefined;
}

/** npm's warning about peer ranges it overrode during an install that passed, in one line. */
export function peerWarning(output) {
  const lines = strip(output);
  if (!lines.some((line) => /^npm (warn|WARN) ERESOLVE overriding peer dependency/.test(line))) return undefined;
  const peer = lines.find((line) => /^npm (warn|WARN) (peer|peerOptional) \S+@".*" from \S+/.test(line));
  return peer ? `npm overrode a peer range: ${peer.replace(/^npm (warn|WARN) /, '')}` : 'npm overrode a peer range (ERESOLVE)';
}

/** Test counts from a step's output: node:test's `ℹ tests`/`ℹ fail` (or TAP's `#`), summed; Playwright's summary line. */
export function testCounts(output) {
  const text = output.replace(ANSI, '');
  const e2e = /^e2e: (\d+) passed, (\d+) failed, (\d+) skipped/m.exec(text);
  if (e2e) return {tests: Number(e2e[1]) + Number(e2e[2]) + Number(e2e[3]), failed: Number(e2e[2])};
  const sum = (name) =>
    [...text.matchAll(new RegExp(`^(?:ℹ|#) ${name} (\\d+)$`, 'gm'))].reduce((total, match) => total + Number(match[1]), 0);
  const tests = sum('tests');
  return tests > 0 ? {tests, failed: sum('fail') + sum('cancelled')} : undefined;
}

/**
 * @typedef {{name: string, status: 'passed' | 'failed' | 'skipped', seconds?: number, error?: string, note?: string, warning?: string, failures?: Array<{name: string, error?: string}>, counts?: {tests: number, failed: number}, log?: string}} Result
 */

/** A result in a table cell: ✓ or ✗ (with the failed tests' count), and the time. */
function cell(result) {
  if (!result) return '';
  if (result.status === 'skipped') return `– not run (${result.error})`;
  const counts = result.counts
    ? ` (${result.counts.failed ? `${result.counts.failed} of ${result.counts.tests} failed` : `${result.counts.tests} tests`})`
    : '';
  return `${result.status === 'passed' ? '✓ passed' : '✗ failed'}${counts}`;
}

/** The report: the versions, the copy's package.json changes, and one row a step with both sites side by side. */
export function report({version, node, commit, changes, ours, stock, date = new Date()}) {
  const names = [...new Set([...ours.map((r) => r.name), ...stock.map((r) => r.name)])];
  const escape = (text) => text.replaceAll('|', '\\|').replaceAll('`', "'");
  const time = (r) => (r?.seconds === undefined ? '' : formatSeconds(r.seconds));
  const rows = names.map((name) => {
    const [a, b] = [ours.find((r) => r.name === name), stock.find((r) => r.name === name)];
    const errors = [a, b]
      .map((r, index) => {
        const text = r?.status === 'failed' ? r.error : [r?.note, r?.warning].filter(Boolean).join('; ');
        return text ? `${index === 0 ? 'ours' : 'stock'}: \`${escape(text)}\`` : '';
      })
      .filter(Boolean);
    return `| ${name} | ${cell(a)} | ${time(a)} | ${cell(b)} | ${time(b)} | ${errors.join('<br>')} |`;
  });
  const failed = ours.filter((r) => r.status !== 'passed').length;
  return [
    `# Docusaurus ${version}: LexBoot beside the stock template`,
    '',
    `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, Node ${node}. ` +
      (failed === 0 ? 'Every step of ours passed.' : `${failed} of ${ours.length} steps of ours did not pass.`),
    '',
    '| Step | LexBoot | Time | Stock template | Time | First error |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...[...ours.map((r) => ['LexBoot', r]), ...stock.map((r) => ['stock template', r])]
      .filter(([, r]) => r.failures?.length)
      .flatMap(([site, r]) => [
        `${site}, ${r.name}: ${r.failures.length} failed`,
        '',
        ...r.failures.slice(0, 40).map((f) => `- ${f.name}${f.error ? `: \`${escape(clip(f.error, 300))}\`` : ''}`),
        ...(r.failures.length > 40 ? [`- … and ${r.failures.length - 40} more (see the log)`] : []),
        '',
      ]),
    "The copies' package.json, changed for the upgrade:",
    '',
    ...changes.map(([site, list]) => `- ${site}: ${list.join(', ') || 'nothing'}`),
    '',
    "Each step's whole output: `test-results/canary/<site>-<step>.log`.",
    '',
  ].join('\n');
}

// ── Running ──────────────────────────────────────────────────────────────────────────────────────

function usage(message) {
  if (message) console.error(message);
  console.error('Usage: node scripts/canary.mjs [--version 4.0.0-canary-NNNN] [--node /path/to/node] [--keep] [--timeout minutes]');
  process.exit(2);
}

function parseOptions(args) {
  const options = {keep: false, timeoutMinutes: 45};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = () => args[++i] ?? usage(`${arg} needs a value`);
    if (arg === '--version') options.version = value();
    else if (arg === '--node') options.node = path.resolve(value());
    else if (arg === '--keep') options.keep = true;
    else if (arg === '--timeout') options.timeoutMinutes = Number(value());
    else if (arg === '--help' || arg === '-h') usage();
    else usage(`Unknown option ${arg}`);
  }
  if (options.version !== undefined && !canaryOf(options.version)) usage(`--version: expected 4.0.0-canary-NNNN, got ${options.version}`);
  if (!(options.timeoutMinutes > 0)) usage('--timeout: a number of minutes');
  return options;
}

/** The environment of every command: this Node first on PATH, without the npm_* of an npm that ran us. */
function environment(nodeBin, extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  return {...env, PATH: `${path.dirname(nodeBin)}${path.delimiter}${env.PATH ?? ''}`, ...extra};
}

/** npm's own entry script, which runs on any Node: this Node's npm, or the first `npm` on PATH. */
function findNpmCli() {
  const candidates = [
    process.env.npm_execpath,
    path.resolve(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'),
  ];
  const onPath = spawnSync('sh', ['-c', 'command -v npm'], {encoding: 'utf8'}).stdout.trim();
  if (onPath) candidates.push(path.resolve(path.dirname(onPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'));
  const found = candidates.find((file) => file?.endsWith('npm-cli.js') && existsSync(file));
  if (!found) throw new Error(`npm-cli.js not found (looked at ${candidates.filter(Boolean).join(', ')})`);
  return found;
}

/** Runs npm (on the given Node) and returns its stdout; throws with its output when it fails. */
function npmSync(nodeBin, npmCli, args, cwd = REPO) {
  const result = spawnSync(nodeBin, [npmCli, ...args], {cwd, encoding: 'utf8', env: environment(nodeBin), maxBuffer: 64 * 1024 * 1024});
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

const npmJson = (nodeBin, npmCli, args) => JSON.parse(npmSync(nodeBin, npmCli, [...args, '--json']) || 'null');

function nodeVersion(nodeBin) {
  return spawnSync(nodeBin, ['--version'], {encoding: 'utf8'}).stdout?.trim();
}

const meets = (version, [major, minor]) => compare(version, `${major}.${minor}.0`) >= 0;

/**
 * A Node binary that meets `minimum`: --node, the running Node, one unpacked in the cache before, or
 * `node-linux-<arch>` fetched from the npm registry into the cache now.
 */
function nodeFor(minimum, options, npmCli) {
  const wanted = `>= ${minimum.join('.')}`;
  if (options.node) {
    const version = nodeVersion(options.node);
    if (!version || !meets(version, minimum))
      throw new Error(`--node ${options.node} is ${version ?? 'not a Node binary'}; the canary needs ${wanted}`);
    return options.node;
  }
  if (meets(process.version, minimum)) return process.execPath;
  if (process.platform !== 'linux') throw new Error(`Node ${process.version} is older than ${wanted}: pass --node with a newer one`);
  const cache = process.env.CANARY_CACHE ?? path.join(os.homedir(), '.cache', 'lexboot-canary');
  const binOf = (dir) => path.join(cache, dir, 'package', 'bin', 'node');
  const cached = () =>
    (existsSync(cache) ? readdirSync(cache) : [])
      .filter((dir) => dir.startsWith(`node-linux-${process.arch}-`) && existsSync(binOf(dir)))
      .map((dir) => ({bin: binOf(dir), version: dir.slice(`node-linux-${process.arch}-`.length)}))
      .filter(({version}) => meets(version, minimum))
      .sort((a, b) => compare(a.version, b.version))
      .at(-1)?.bin;
  if (cached()) return cached();
  mkdirSync(cache, {recursive: true});
  const spec = `node-linux-${process.arch}@^${minimum.join('.')}.0`;
  console.log(`Node ${process.version} is older than ${wanted}: fetching ${spec} from the npm registry into ${cache}`);
  // This Node runs npm here: it only downloads.
  const [packed] = npmJson(process.execPath, npmCli, ['pack', spec, '--pack-destination', cache]);
  const dir = path.join(cache, packed.filename.replace(/\.tgz$/, ''));
  mkdirSync(dir, {recursive: true});
  const tar = spawnSync('tar', ['-xzf', path.join(cache, packed.filename), '-C', dir]);
  if (tar.status !== 0) throw new Error(`tar could not unpack ${packed.filename}: ${tar.stderr}`);
  rmSync(path.join(cache, packed.filename));
  const bin = cached();
  if (!bin) throw new Error(`${spec} gave no usable ${path.join(dir, 'package', 'bin', 'node')}`);
  return bin;
}

/**
 * The committed tree (HEAD) unpacked into `dir`, made a repository of its own with that tree as its one
 * commit: tests that ask git which files the project has (`git ls-files`) see what a clone would show.
 */
function archiveHead(dir, commit) {
  mkdirSync(dir, {recursive: true});
  // safe.directory: in a CI container the checkout may belong to another user than the one running git.
  const archive = spawnSync(
    'sh',
    ['-c', 'git -c safe.directory="$1" -C "$1" archive --format=tar HEAD | tar -x -C "$2"', 'sh', REPO, dir],
    {
      encoding: 'utf8',
    },
  );
  if (archive.status !== 0 || !existsSync(path.join(dir, 'package.json'))) throw new Error(`git archive HEAD failed: ${archive.stderr}`);
  const git = (...args) => {
    const result = spawnSync(
      'git',
      ['-c', 'user.name=canary', '-c', 'user.email=canary@localhost', '-c', 'commit.gpgsign=false', ...args],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} in the copy failed: ${result.stderr}`);
  };
  git('init', '-q');
  git('add', '--all');
  git('commit', '-q', '--no-verify', '-m', `${commit} of ${REPO}, for scripts/canary.mjs`);
}

/** A port nothing listens on, from 4190 up. */
async function freePort(from = 4190) {
  for (let port = from; port < from + 100; port++) if ((await portRefusal('127.0.0.1', port)) === null) return port;
  throw new Error(`no free port from ${from} to ${from + 99}`);
}

/** The step running now: stopped with its process group when this script is. */
let running;
/** The temporary folder of the copies, removed when this script is stopped (unless --keep). */
let workDir;

/**
 * Runs one step (a command on `nodeBin`, in its own process group), streaming its output to the console
 * and to its log file; resolves to its result.
 */
function runStep({site, name, cwd, command, env, timeoutMinutes, logName = name}) {
  const log = path.join(LOGS, `${site}-${logName.replaceAll(/[^\w.-]+/g, '-')}.log`);
  const file = createWriteStream(log);
  console.log(`\n── ${site}: ${name} ── ${command.join(' ')}`);
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command[0], command.slice(1), {cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
    running = child;
    const take = (chunk) => {
      output.push(chunk);
      file.write(chunk);
      process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid, 'SIGKILL');
    }, timeoutMinutes * 60_000);
    const finish = (code, error) => {
      clearTimeout(timer);
      running = undefined;
      file.end();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // Paths in the copy, as they would read in the checkout.
      const text = Buffer.concat(output).toString().replaceAll(`${cwd}${path.sep}`, '');
      const counts = testCounts(text);
      const passed = code === 0;
      const result = {name, status: passed ? 'passed' : 'failed', seconds, log: path.relative(REPO, log), ...(counts ? {counts} : {})};
      if (!passed) {
        result.error = timedOut ? `timed out after ${timeoutMinutes} min` : (error ?? firstError(text) ?? `exit ${code}`);
        result.failures = failedTests(text);
      }
      const warning = peerWarning(text);
      if (warning) result.warning = warning;
      console.log(`── ${site}: ${name}: ${passed ? 'passed' : `FAILED (${result.error})`}, ${formatSeconds(seconds)}`);
      resolve(result);
    };
    child.on('error', (error) => finish(127, `could not start ${command[0]}: ${error.message}`));
    child.on('close', (code) => finish(code ?? 1));
  });
}

/**
 * Runs the steps of one site in order. A step runs unless one it needs (`after`) did not pass.
 *
 * The install is `npm install` with the lock file, as an upgrade would run it. When npm cannot reconcile
 * the lock file with the new versions (ERESOLVE), the upgrade would regenerate the lock file: the install
 * runs again without it, and its row says what npm refused with the lock file. When npm refuses the new
 * versions' peer ranges even so, the install fails, and runs once more with --legacy-peer-deps (a row of its
 * own) so that the other steps can still report what breaks beyond it.
 */
async function runSite({site, cwd, steps, nodeBin, npmCli, timeoutMinutes}) {
  const results = [];
  const passed = (name) => results.some((r) => r.name === name && r.status === 'passed');
  const eresolve = (result) => result.status === 'failed' && /ERESOLVE/.test(result.error ?? '');
  for (const step of steps) {
    const missing = (step.after ?? []).find((name) => !passed(name));
    if (missing) {
      results.push({name: step.name, status: 'skipped', error: `${missing} did not pass`});
      continue;
    }
    const command = step.npm ? [nodeBin, npmCli, ...step.npm] : step.command;
    const run = (extra = {}) =>
      runStep({site, name: step.name, cwd, command, env: environment(nodeBin, step.env), timeoutMinutes, ...extra});
    const lock = path.join(cwd, 'package-lock.json');
    const withLock = step.name === 'install' && existsSync(lock);
    let result = await run(withLock ? {logName: 'install-with-lock'} : {});
    if (withLock && eresolve(result)) {
      const refused = result;
      rmSync(lock);
      result = await run();
      result.seconds = (result.seconds ?? 0) + (refused.seconds ?? 0);
      result.note = `with the lock file npm refused (${refused.error}); the lock file was regenerated`;
    }
    results.push(result);
    if (step.name === 'install' && eresolve(result)) {
      const retry = await runStep({
        site,
        name: 'install --legacy-peer-deps',
        cwd,
        command: [...command, '--legacy-peer-deps'],
        env: environment(nodeBin),
        timeoutMinutes,
      });
      results.push(retry);
      // The steps after need an install: the retry's counts as one.
      if (retry.status === 'passed') results.push({name: 'install', status: 'passed', hidden: true});
    }
  }
  return results.filter((r) => !r.hidden);
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (running?.pid) process.kill(-running.pid, 'SIGTERM');
      if (workDir && !options.keep) rmSync(workDir, {recursive: true, force: true});
      process.exit(130);
    });
  }
  const npmCli = findNpmCli();
  const headPkg = JSON.parse(
    spawnSync('git', ['-c', `safe.directory=${REPO}`, 'show', 'HEAD:package.json'], {cwd: REPO, encoding: 'utf8'}).stdout,
  );
  const commit = spawnSync('git', ['-c', `safe.directory=${REPO}`, 'rev-parse', '--short', 'HEAD'], {
    cwd: REPO,
    encoding: 'utf8',
  }).stdout.trim();
  const packages = docusaurusPackages(headPkg);

  // The canary: the newest that every @docusaurus/* package we declare has (or the one asked for, checked).
  console.log(`Published versions of ${packages.length} @docusaurus/* packages we declare (npm view)...`);
  const versions = Object.fromEntries(
    packages.map((name) => [name, [npmJson(process.execPath, npmCli, ['view', name, 'versions'])].flat()]),
  );
  const newest = newestCommonCanary(versions);
  const version = options.version ?? newest;
  if (!version) throw new Error(`No 4.x canary exists for all of ${packages.join(', ')}`);
  const lacking = packages.filter((name) => !versions[name].includes(version));
  if (lacking.length > 0) throw new Error(`${version} does not exist for ${lacking.join(', ')}`);
  console.log(`Canary: ${version}${options.version ? ' (--version)' : ''}; the newest every package has is ${newest ?? 'none'}.`);

  // Declared packages a canary package wants as peers at other versions: moved as little as the range allows.
  const peers = Object.assign(
    {},
    ...packages.map((name) => npmJson(process.execPath, npmCli, ['view', `${name}@${version}`, 'peerDependencies']) ?? {}),
  );
  const declared = {...headPkg.dependencies, ...headPkg.devDependencies};
  const bumps = {};
  for (const [name, range] of Object.entries(peers)) {
    if (name.startsWith('@docusaurus/') || !declared[name] || satisfies(declared[name], range) !== false) continue;
    bumps[name] = smallestUpgrade([npmJson(process.execPath, npmCli, ['view', `${name}@${range}`, 'version'])].flat());
    console.log(`${name} ${declared[name]} does not meet the canary's peer range ${range}: ${bumps[name]} in the copy.`);
  }

  const engines = npmJson(process.execPath, npmCli, ['view', `@docusaurus/core@${version}`, 'engines']) ?? {};
  const minimum = minimumNode(engines.node) ?? [0, 0];
  const nodeBin = nodeFor(minimum, options, npmCli);
  const node = nodeVersion(nodeBin);
  const npmVersion = spawnSync(nodeBin, [npmCli, '--version'], {encoding: 'utf8', env: environment(nodeBin)}).stdout.trim();
  console.log(`Node ${node} (${nodeBin}; the canary's engines: ${engines.node ?? 'none'}), npm ${npmVersion}`);

  // The copies.
  const work = mkdtempSync(path.join(os.tmpdir(), 'lexboot-canary-'));
  workDir = work;
  const siteDir = path.join(work, 'site');
  const stockDir = path.join(work, 'reference-site');
  console.log(`Copies in ${work}`);
  archiveHead(siteDir, commit);
  const shared = path.resolve(REPO, '..', 'shared');
  if (existsSync(shared)) symlinkSync(shared, path.join(work, 'shared'));
  cpSync(path.join(siteDir, 'tests', 'fixtures', 'reference-site'), stockDir, {recursive: true});

  const ours = upgradePackageJson(headPkg, version, bumps);
  writeFileSync(path.join(siteDir, 'package.json'), `${JSON.stringify(ours.pkg, null, 2)}\n`);
  const stockPkg = JSON.parse(readFileSync(path.join(stockDir, 'package.json'), 'utf8'));
  const stock = upgradePackageJson(stockPkg, version);
  // The TypeScript template's check on the JavaScript one: its tsconfig and `typecheck` script, and TypeScript at ours.
  const typescript = ours.pkg.devDependencies?.typescript ?? ours.pkg.dependencies?.typescript;
  stock.pkg.devDependencies = {...stock.pkg.devDependencies, '@docusaurus/tsconfig': version, typescript};
  stock.pkg.scripts = {...stock.pkg.scripts, typecheck: 'tsc'};
  stock.changes.push(
    `added, as in the TypeScript template: @docusaurus/tsconfig ${version}, typescript ${typescript} (as ours), a \`typecheck\` script (tsc)`,
  );
  writeFileSync(path.join(stockDir, 'package.json'), `${JSON.stringify(stock.pkg, null, 2)}\n`);
  writeFileSync(
    path.join(stockDir, 'tsconfig.json'),
    `${JSON.stringify({extends: '@docusaurus/tsconfig', exclude: ['.docusaurus', 'build']}, null, 2)}\n`,
  );
  stock.changes.push("tsconfig.json (the TypeScript template's: extends @docusaurus/tsconfig) added");

  rmSync(LOGS, {recursive: true, force: true});
  mkdirSync(LOGS, {recursive: true});
  const port = await freePort();
  const install = {name: 'install', npm: ['install', '--no-audit', '--no-fund']};
  const common = {nodeBin, npmCli, timeoutMinutes: options.timeoutMinutes};
  const oursResults = await runSite({
    site: 'ours',
    cwd: siteDir,
    ...common,
    steps: [
      install,
      {name: 'build', npm: ['run', 'build'], after: ['install']},
      {name: 'typecheck', npm: ['run', 'typecheck'], after: ['install']},
      {name: 'test:packages', npm: ['run', 'test:packages'], after: ['install']},
      {name: 'test:unit', npm: ['run', 'test:unit'], after: ['install']},
      {name: 'test:built', npm: ['run', 'test:built'], after: ['install', 'build']},
      {
        name: 'e2e smoke',
        npm: ['exec', '--no', '--', 'playwright', 'test', ...SMOKE.files, '--grep', SMOKE.grep],
        env: {BUILD_DIR: 'build', TEST_PORT: String(port), CI: 'true'},
        after: ['install', 'build'],
      },
    ],
  });
  const stockResults = await runSite({
    site: 'stock',
    cwd: stockDir,
    ...common,
    steps: [
      install,
      {name: 'build', npm: ['run', 'build'], after: ['install']},
      {name: 'typecheck', npm: ['run', 'typecheck'], after: ['install']},
    ],
  });

  const text = report({
    version,
    node,
    commit,
    changes: [
      [
        'LexBoot',
        ours.changes
          .filter((change) => !change.startsWith('@docusaurus/'))
          .concat(`${packages.length} @docusaurus/* packages → ${version}`),
      ],
      [
        'stock template',
        [
          `${docusaurusPackages(stockPkg).length} @docusaurus/* packages → ${version}`,
          ...stock.changes.filter((change) => !change.startsWith('@docusaurus/')),
        ],
      ],
    ],
    ours: oursResults,
    stock: stockResults,
  });
  mkdirSync(RESULTS, {recursive: true});
  writeFileSync(path.join(RESULTS, 'canary.md'), text);
  console.log(`\n${text}\nWritten to test-results/canary.md.`);
  if (options.keep) console.log(`Kept: ${work}`);
  else rmSync(work, {recursive: true, force: true});
  return oursResults.every((r) => r.status === 'passed') ? 0 : 1;
}

// No top-level await: the unit tests (TypeScript, run as CommonJS) import this module.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
