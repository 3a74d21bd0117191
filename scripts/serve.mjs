#!/usr/bin/env node
// Serves the production build with Node.js alone, by the URL rules of the production nginx
// configuration (deploy/nginx/site.conf), for machines without nginx: `npm run serve`
// (scripts/preview.mjs) falls back to it. tests/unit/serve-parity.test.ts asks this server and
// nginx the same table of requests, so a rule changed in one place only fails there.
//
// The rules: clean URLs (`/en/product` answers with `en/product.html`, as `trailingSlash: false`
// emits it); one URL per page (`/en/product/`, `/en/product.html` and `/en/index.html` redirect,
// query kept; `/en` redirects to `/en/`); the not-found page of the visitor's locale with status
// 404; hashed assets and search indexes cached for a year, everything else revalidated (`no-cache`,
// ETag and Last-Modified, 304); the blog's feeds as application/rss+xml and application/atom+xml;
// the `.br` or `.gz` copy the browser accepts; the headers of
// deploy/nginx/security-headers.conf, read from that file, on pages, redirects, 404s and errors;
// a path not spelt the site's one way (`//`, `\`, `%2F`, dot segments, `%2E`, `%69`) and the not-found pages
// by name are not found, so no redirect is built from them (no open redirect, no soft 200).
// Not done here: byte ranges, HTTP/2 and TLS (so no HSTS).
//
//   node scripts/serve.mjs [dir] [--port 3000] [--host 127.0.0.1] [--base /]
//
// `--base` mounts the build under another path; the tests use it to check the banner shown when
// a site is served under the wrong base URL.
import {createServer} from 'node:http';
import {createReadStream, readFileSync} from 'node:fs';
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {portNumber} from './port.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SECURITY_HEADERS_CONF = path.join(REPO, 'deploy', 'nginx', 'security-headers.conf');
/** The headers of the playground's runner, /run/ (site.conf's `location ^~ /run/`). */
export const RUNNER_HEADERS_CONF = path.join(REPO, 'deploy', 'nginx', 'runner-headers.conf');

// Debian's /etc/nginx/mime.types plus http.conf's `types`; `charset utf-8` of site.conf adds the
// charset to the types listed in its `charset_types`.
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'text/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

// site.conf's feed locations: the blog's feeds by their formats' types, not by the .xml extension.
const FEED_TYPES = [
  [/^\/(?:en\/)?blog\/rss\.xml$/, 'application/rss+xml; charset=utf-8'],
  [/^\/(?:en\/)?blog\/atom\.xml$/, 'application/atom+xml; charset=utf-8'],
];

/**
 * The Content-Type of a file of the build, by its path there.
 * @param {string} file
 * @returns {string}
 */
export function contentType(file) {
  const feed = FEED_TYPES.find(([pattern]) => pattern.test(file));
  return feed?.[1] ?? CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
}

// site.conf's first location: hashed files, cached for a year, with nosniff as their only policy.
const HASHED = /^\/(?:en\/)?(?:assets\/|search-index-[0-9a-f]+\.json$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// http.conf's $lexboot_stray: a path not written the site's one way (a repeated slash, a backslash,
// an encoded slash or backslash, a `.` or `..` segment, plain or encoded, or a letter, digit, `-`,
// `.`, `_` or `~` percent-encoded: `/en/product%2Ehtml`, `/docs/%69ntro`). Not found, never merged
// into a page or redirected: a redirect built from it could send a browser to another host
// (`/foo.html` -> `/foo`, so `//evil.com/x.html` -> `//evil.com/x`), and a page answered under it
// would have a second URL.
export const STRAY_PATH = /\/\/|\\|%2f|%5c|\/(?:\.|%2e){1,2}(?:\/|$)|%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/i;
// site.conf's internal location: the not-found pages are served in place of a missing page only.
const NOT_FOUND_BY_NAME = /^\/(?:en\/)?404(?:\.html)?$/;
// What a redirect carries for a client that shows it.
const redirectBody = '<html><head><title>301 Moved Permanently</title></head><body><h1>301 Moved Permanently</h1></body></html>\n';

/** @typedef {{dir: string, port: number, host: string, base: string}} ServeOptions */

/**
 * Parses `--name value` pairs and one positional directory.
 * @param {readonly string[]} argv
 * @returns {ServeOptions}
 */
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
  portNumber('--port', options.port);
  return options;
}

/**
 * The headers of an nginx `security-headers.conf`: each line `add_header Name "value" always;`.
 * A header whose value is a variable (`$lexboot_hsts`, HSTS) is empty on plain HTTP, and nginx
 * sends no header with an empty value, so it is left out here.
 * @param {string} text
 * @param {string} [file] the file's name, for the error message
 * @returns {Record<string, string>}
 */
export function parseSecurityHeaders(text, file = 'security-headers.conf') {
  const headers = {};
  for (const [index, line] of text.split('\n').entries()) {
    const statement = line.trim();
    if (statement === '' || statement.startsWith('#')) continue;
    const match = /^add_header\s+([A-Za-z-]+)\s+(?:"([^"]*)"|\$[a-z_]+)\s+always;$/.exec(statement);
    if (!match) throw new Error(`${file}:${index + 1}: not an \`add_header Name "value" always;\` line: ${statement}`);
    if (match[2] !== undefined) headers[match[1]] = match[2];
  }
  return headers;
}

/**
 * A URL path as nginx sees it: percent-decoded, repeated slashes merged, `.` and `..` resolved.
 * Null when it cannot be decoded or climbs above the root (nginx answers 400 Bad Request).
 * @param {string} rawPath
 * @returns {string | null}
 */
export function normalizePath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return null;
  const parts = decoded.split('/').slice(1);
  const segments = [];
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (part === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else if (part !== '.' && part !== '') {
      segments.push(part);
      continue;
    }
    if (last) segments.push('');
  }
  return `/${segments.join('/')}`;
}

/**
 * The encodings an Accept-Encoding header accepts (q above 0), lower-case.
 * @param {string} [header]
 * @returns {Set<string>}
 */
export function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const item of header.split(',')) {
    const [name, ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

async function fileStat(file) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * The not-found page of a path's locale (http.conf's `map $uri $lexboot_not_found`).
 * @param {string} uri
 * @returns {string}
 */
export function notFoundPage(uri) {
  return /^\/en(?:\/|$)/.test(uri) ? '/en/404.html' : '/404.html';
}

/**
 * What the server answers to a GET for `target` (path and query as sent) below the build:
 * {redirect: location}, {status: 400}, or {status, file (a path of the build), kind: 'page' | 'asset'}.
 * Follows deploy/nginx/site.conf location by location.
 * @param {string} root
 * @param {string} target
 * @returns {Promise<{redirect: string} | {status: 400} | {status: number, file: string, kind: 'page' | 'asset' | 'runner'}>}
 */
export async function route(root, target) {
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const args = queryAt === -1 ? '' : target.slice(queryAt + 1);
  const withArgs = (location) => encodeURI(location) + (args ? `?${args}` : '');
  const uri = normalizePath(rawPath);
  if (uri === null) return {status: 400};
  const exists = async (file) => (await fileStat(path.join(root, file))) !== null;
  const notFound = {status: 404, file: notFoundPage(uri), kind: 'page'};
  if (STRAY_PATH.test(rawPath) || NOT_FOUND_BY_NAME.test(uri)) return notFound;

  // The runner: its document and files, under their own policy (site.conf's `location ^~ /run/`).
  if (uri.startsWith('/run/')) {
    const file = uri.endsWith('/') ? `${uri}index.html` : uri;
    return (await exists(file)) ? {status: 200, file, kind: 'runner'} : notFound;
  }
  if (HASHED.test(uri)) {
    return (await exists(uri)) ? {status: 200, file: uri, kind: 'asset'} : notFound;
  }
  // A page asked for with a trailing slash goes to its URL without one; a folder gets its index.
  const slashed = /^(\/.+)\/$/.exec(uri);
  if (slashed && (await exists(`${slashed[1]}.html`))) return {redirect: withArgs(slashed[1])};
  if (uri.endsWith('/')) {
    return (await exists(`${uri}index.html`)) ? {status: 200, file: `${uri}index.html`, kind: 'page'} : notFound;
  }
  // One URL per page: /en/index.html and /en/product.html go to /en/ and /en/product.
  const index = /^(.*\/)index\.html$/.exec(rawPath);
  if (index) return {redirect: index[1] + (args ? `?${args}` : '')};
  const html = /^(.*)\.html$/.exec(rawPath);
  if (html) return {redirect: html[1] + (args ? `?${args}` : '')};
  for (const file of [uri, `${uri}.html`]) {
    if (await exists(file)) return {status: 200, file, kind: 'page'};
  }
  // /en without its slash: to /en/, where the page's relative URLs and the router expect it.
  if (await exists(`${uri}/index.html`)) return {redirect: withArgs(`${uri}/`)};
  return notFound;
}

/** An nginx-style entity tag: the file's modification time and size in hex. */
function entityTag(stats) {
  return `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;
}

function isNotModified(req, etag, lastModified) {
  const {'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince} = req.headers;
  if (ifNoneMatch === undefined && ifModifiedSince === undefined) return false;
  if (ifModifiedSince !== undefined && ifModifiedSince !== lastModified) return false;
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim());
    if (!tags.includes('*') && !tags.includes(etag)) return false;
  }
  return true;
}

/**
 * The server of a build: `dir`, mounted at `base` (a path with a slash at each end).
 * @param {{dir: string, base?: string}} options
 * @returns {import('node:http').Server}
 */
export function createSiteServer({dir, base = '/'}) {
  const root = path.resolve(dir);
  const pageHeaders = parseSecurityHeaders(readFileSync(SECURITY_HEADERS_CONF, 'utf8'), SECURITY_HEADERS_CONF);
  const runnerHeaders = parseSecurityHeaders(readFileSync(RUNNER_HEADERS_CONF, 'utf8'), RUNNER_HEADERS_CONF);
  const headersOf = (kind) =>
    kind === 'asset'
      ? {'X-Content-Type-Options': 'nosniff', 'Cache-Control': IMMUTABLE}
      : {...(kind === 'runner' ? runnerHeaders : pageHeaders), 'Cache-Control': 'no-cache'};

  const badRequest = '<html><body><h1>400 Bad Request</h1></body></html>\n';
  // Node would answer an HTTP/1.1 request without Host itself, with none of the headers: the
  // handler below answers it as nginx does.
  const server = createServer({requireHostHeader: false}, async (req, res) => {
    const send = (status, headers, body = '') => {
      res.writeHead(status, {...headers, 'Content-Length': Buffer.byteLength(body)});
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    // As nginx: an HTTP/1.1 request without Host, and a target that is no path (`*`, as in
    // `OPTIONS *`), are bad requests, answered like nginx's own with the server's headers (the
    // policies) and not a location's (Cache-Control).
    if ((req.httpVersion === '1.1' && req.headers.host === undefined) || !/^(?:\/|[a-z][a-z\d+.-]*:\/\/)/i.test(req.url ?? '')) {
      send(400, {...pageHeaders, 'Content-Type': 'text/html; charset=utf-8'}, badRequest);
      return;
    }
    // A target in absolute form (`GET http://host/en/product`, as sent to a proxy): nginx reads the
    // path from it and answers as for that path; the host named there plays no part in the answer.
    const target = (req.url ?? '/').replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*\/?/i, '/');
    // As nginx: TRACE is refused before anything else is looked at, with the server's headers.
    if (req.method === 'TRACE') {
      send(405, {...pageHeaders, 'Content-Type': 'text/html; charset=utf-8'}, '405\n');
      return;
    }
    // The path as sent: `new URL()` would read `//evil.com/x` as another host.
    const pathname = target.split('?')[0];
    if (`${pathname}/` === base) {
      send(301, {...headersOf('page'), 'Content-Type': 'text/html', Location: base}, redirectBody);
      return;
    }
    if (!target.startsWith(base)) {
      send(404, {'Content-Type': 'text/plain; charset=utf-8'}, 'Not found');
      return;
    }
    const answer = await route(root, target.slice(base.length - 1));
    if (answer.status === 400) {
      send(400, {...pageHeaders, 'Content-Type': 'text/html; charset=utf-8'}, badRequest);
      return;
    }
    if (answer.redirect !== undefined) {
      const location = base.slice(0, -1) + answer.redirect;
      send(301, {...headersOf('page'), 'Content-Type': 'text/html', Location: location}, redirectBody);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const status = answer.status === 200 ? 405 : answer.status;
      send(status, {...headersOf('page'), 'Content-Type': 'text/html; charset=utf-8', Allow: 'GET, HEAD'}, `${status}\n`);
      return;
    }

    const file = path.join(root, answer.file);
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const copies = {br: await fileStat(`${file}.br`), gzip: await fileStat(`${file}.gz`)};
    const encoding = ['br', 'gzip'].find((name) => accepted.has(name) && copies[name] !== null);
    const sent = encoding === undefined ? file : `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    const stats = encoding === undefined ? await fileStat(file) : copies[encoding];
    if (stats === null) {
      send(404, {'Content-Type': 'text/plain; charset=utf-8'}, `No build found in ${root}: run "npm run build" first.`);
      return;
    }
    const etag = entityTag(stats);
    const lastModified = stats.mtime.toUTCString();
    const headers = {
      ...headersOf(answer.kind),
      'Content-Type': contentType(answer.file),
      ETag: etag,
      // As nginx: a page served in place of the one asked for (the 404 page) has no date.
      ...(answer.status === 200 ? {'Last-Modified': lastModified} : {}),
      ...(copies.br !== null || copies.gzip !== null ? {Vary: 'Accept-Encoding'} : {}),
    };
    if (answer.status === 200 && isNotModified(req, etag, lastModified)) {
      delete headers['Content-Type'];
      res.writeHead(304, headers).end();
      return;
    }
    if (encoding !== undefined) headers['Content-Encoding'] = encoding;
    res.writeHead(answer.status, {...headers, 'Content-Length': stats.size});
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(sent).pipe(res);
  });
  // A request Node cannot parse (a request line or headers over its limit, bad syntax) gets the
  // security headers too, as nginx's own 400 and 414 do, instead of Node's bare answer.
  const refuse = (socket, status) => {
    if (!socket.writable) return;
    const headers = Object.entries({...pageHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': 0, Connection: 'close'});
    const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n`);
  };
  server.on('clientError', (error, socket) => refuse(socket, error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400));
  // CONNECT (a proxy's tunnel), which Node hands over without an answer: refused as nginx does.
  server.on('connect', (req, socket) => refuse(socket, 400));
  return server;
}

/**
 * Checks the build and serves it; resolves once the server listens.
 * @param {ServeOptions} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function serveWithNode(options) {
  const root = path.resolve(options.dir);
  if ((await fileStat(path.join(root, 'index.html'))) === null) {
    console.error(`No build in ${root}: run "npm run build" first.`);
    process.exit(1);
  }
  const server = createSiteServer(options);
  await new Promise((resolve) => server.listen(options.port, options.host, resolve));
  const url = `http://${options.host}:${options.port}${options.base}`;
  console.log(`LexBoot site served by Node.js at ${url} (中文) and ${url}en/ (English)`);
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  // No top-level await: the unit tests (TypeScript, run as CommonJS) import this module.
  serveWithNode(options).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
