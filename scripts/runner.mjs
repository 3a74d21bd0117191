#!/usr/bin/env node
// Builds the runner (src/runner) into <dir>/run/: index.html, runner.js and runner.css. The runner
// is a static document, not a page route (no sitemap entry, no search index), served under its own
// policy (deploy/nginx/runner-headers.conf) and loaded by the playground's Run view in a sandboxed frame.
//
//   node scripts/runner.mjs [dir]     dir defaults to build
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(REPO, process.argv[2] ?? 'build', 'run');

/** The runner's document: no inline script, no inline style, nothing from another origin. */
export const RUNNER_HTML = `<!doctype html>
<html lang="zh-CN" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>LexBoot runner</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="runner.css">
</head>
<body>
<div id="root"></div>
<script src="runner.js"></script>
</body>
</html>
`;

mkdirSync(out, {recursive: true});
await build({
  entryPoints: {runner: path.join(REPO, 'src/runner/main.tsx')},
  outdir: out,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  jsx: 'automatic',
  loader: {'.module.css': 'local-css'},
  define: {'process.env.NODE_ENV': '"production"'},
  tsconfig: path.join(REPO, 'tsconfig.json'),
  logLevel: 'error',
  legalComments: 'none',
});
writeFileSync(path.join(out, 'index.html'), RUNNER_HTML);
