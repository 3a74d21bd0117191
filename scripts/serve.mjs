#!/usr/bin/env node
// Serves the production build the way the site is meant to be served: clean URLs (`/en/product`
// answers with `en/product.html`, as `trailingSlash: false` emits it), the not-found page of the
// visitor's locale for unknown paths, long caching for hashed assets and revalidation for HTML.
// `docusaurus serve` answers every unknown path with the root (Chinese) 404 page instead.
//
//   node scripts/serve.mjs [dir] [--port 3000] [--host 127.0.0.1] [--base /]
//
// `--base` mounts the build under another path; the tests use it to check the banner shown when
// a site is served under the wrong base URL.
import {createServer} from 'node:http';
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Parses `--name value` pairs and one positional directory. */
export function parseArgs(argv) {
  const options = {dir: 'build', port: 3000, host: '127.0.0.1', base: '/'};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--port' && value) {
      options.port = Number(value);
      i += 1;
    } else if (arg === '--host' && value) {
      options.host = value;
      i += 1;
    } else if (arg === '--base' && value) {
      options.base = `/${value.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
      i += 1;
    } else if (!arg.startsWith('--')) {
      options.dir = arg;
    } else {
      throw new Error(`Unknown option ${arg}. Usage: serve.mjs [dir] [--port N] [--host H] [--base /path/]`);
    }
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error(`--port must be a whole number from 0 to 65535, got ${options.port}`);
  }
  return options;
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a URL path (below the base) to a file of the build, or null. Tries the path itself, then
 * `path.html`, then `path/index.html`, never leaving `root`.
 */
export async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) {
    return null;
  }
  const target = path.join(root, decoded);
  if (target !== root && !target.startsWith(root + path.sep)) {
    return null;
  }
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) {
      return candidate;
    }
  }
  return null;
}

/**
 * The not-found page for a path: the one of the locale whose folder the path is in
 * (`/en/...` → `en/404.html`), else the default locale's.
 */
export async function notFoundPage(root, urlPath) {
  const firstSegment = urlPath.split('/')[1];
  if (firstSegment) {
    const localized = path.join(root, firstSegment, '404.html');
    if (!firstSegment.includes('.') && (await isFile(localized))) {
      return localized;
    }
  }
  return path.join(root, '404.html');
}

function cacheControl(file, root) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

export function createSiteServer({dir, base = '/'}) {
  const root = path.resolve(dir);
  return createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    if (!pathname.startsWith(base) && `${pathname}/` !== base) {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'}).end('Not found');
      return;
    }
    if (`${pathname}/` === base) {
      res.writeHead(301, {Location: base}).end();
      return;
    }
    const sitePath = `/${pathname.slice(base.length)}`;
    let file = await resolveFile(root, sitePath);
    // A folder's index asked for without its slash (`/en`): send the browser to `/en/`, where
    // the page's relative URLs and the client router expect it.
    if (file !== null && !sitePath.endsWith('/') && file === path.join(root, sitePath, 'index.html')) {
      res.writeHead(301, {Location: `${pathname}/`}).end();
      return;
    }
    let status = 200;
    if (file === null) {
      file = await notFoundPage(root, sitePath);
      status = 404;
    }
    const headers = {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file, root),
      'X-Content-Type-Options': 'nosniff',
    };
    try {
      const {size} = await stat(file);
      res.writeHead(status, {...headers, 'Content-Length': size});
    } catch {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'}).end(
        `No build found in ${root}: run "npm run build" first.`,
      );
      return;
    }
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (!(await isFile(path.join(path.resolve(options.dir), 'index.html')))) {
    console.error(`No build in ${path.resolve(options.dir)}: run "npm run build" first.`);
    process.exit(1);
  }
  createSiteServer(options).listen(options.port, options.host, () => {
    const url = `http://${options.host}:${options.port}${options.base}`;
    console.log(`LexBoot site served at ${url} (中文) and ${url}en/ (English)`);
  });
}
