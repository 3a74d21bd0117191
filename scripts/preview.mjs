#!/usr/bin/env node
// `npm run serve`: serves the build with nginx and the production configuration of deploy/nginx/
// (scripts/nginx.mjs) when nginx and its brotli module are installed, and otherwise with Node.js
// alone (scripts/serve.mjs), which answers every path by the same rules.
//
//   node scripts/preview.mjs [dir] [--port 3000] [--host 127.0.0.1]
import {fileURLToPath} from 'node:url';
import {missingParts, serveWithNginx} from './nginx.mjs';
import {parseArgs, serveWithNode} from './serve.mjs';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const missing = missingParts();
  if (missing.length === 0 && options.base === '/') {
    await serveWithNginx(options);
  } else {
    const why = options.base === '/' ? `nginx is missing (install: ${missing.join('; ')})` : 'nginx serves only at /';
    console.log(`Serving with Node.js (scripts/serve.mjs), by the same URL rules: ${why}.`);
    await serveWithNode(options);
  }
}
