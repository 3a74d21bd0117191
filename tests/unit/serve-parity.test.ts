// One table of requests and the answers the deployment guide (deploy/README.md: URL rules,
// cache rules, security headers, content types) and the README promise, asked of both servers
// that serve a build: nginx with the production configuration of deploy/nginx/ (scripts/nginx.mjs)
// and the Node.js fallback of `npm run serve` (scripts/serve.mjs). Each row must hold on both, and
// both must send the same headers, so a rule changed in one of them only fails here.
// Needs nginx and its brotli module, as the browser tests do (.ci/run installs them).
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {once} from 'node:events';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import type {Server as HttpServer} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {precompress} from '../../scripts/precompress.mjs';
import {
  HOSTILE_TARGETS,
  LONG_TARGET,
  METHODS,
  ODD_REQUESTS,
  PAGE_POLICIES,
  SECURITY_HEADERS,
  assertSecurityHeaders,
  leavesSite,
} from '../support/hostile-requests';
import {ask, askRaw, freePort, portOf, waitUntilAnswering, type Answer} from '../support/local-server';
import {missingParts} from '../../scripts/nginx.mjs';
import {createSiteServer} from '../../scripts/serve.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Content types of the deployment guide's table (what nginx sends and a CDN must match).
const HTML = 'text/html; charset=utf-8';
const JS = 'application/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const XML = 'text/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
const ATOM = 'application/atom+xml; charset=utf-8';
const SVG = 'image/svg+xml; charset=utf-8';
const PNG = 'image/png';
const TEXT = 'text/plain; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';

// A build-shaped folder: pages are long enough to get .br and .gz copies, as the build's do.
const padding = (name: string): string => `<!-- ${name} -->`.repeat(Math.ceil(1024 / name.length));
const page = (lang: string, name: string): string => `<!doctype html><html lang="${lang}"><title>${name}</title>${padding(name)}</html>\n`;
const FILES = {
  'index.html': page('zh-Hans', 'zh home'),
  '404.html': page('zh-Hans', 'zh not found'),
  'product.html': page('zh-Hans', 'zh product'),
  'blog.html': page('zh-Hans', 'zh blog'),
  'blog/welcome.html': page('zh-Hans', 'zh welcome'),
  'docs/intro.html': page('zh-Hans', 'zh intro'),
  'docs/intro.md': '# 介绍\n',
  'en/index.html': page('en', 'en home'),
  'en/404.html': page('en', 'en not found'),
  'en/product.html': page('en', 'en product'),
  'en/docs/intro.html': page('en', 'en intro'),
  'assets/js/main.1a2b3c.js': `console.log(${JSON.stringify(padding('main'))});\n`,
  'assets/css/styles.4d5e6f.css': `/* ${padding('css')} */\n`,
  'en/assets/js/runtime.7a8b9c.js': 'console.log(1);\n',
  'search-index-0a1b2c.json': '[]\n',
  'en/search-index-3d4e5f.json': '[]\n',
  'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  'img/card.png': '\x89PNG\r\n',
  'sitemap.xml': '<urlset/>\n',
  'blog/rss.xml': `<rss version="2.0"><channel><title>zh feed</title>${padding('rss')}</channel></rss>\n`,
  'en/blog/atom.xml': `<feed xmlns="http://www.w3.org/2005/Atom"><title>en feed</title>${padding('atom')}</feed>\n`,
  'robots.txt': 'User-agent: *\n',
  'run/index.html': page('zh-CN', 'runner'),
  'run/runner.js': `console.log(${JSON.stringify(padding('runner'))});\n`,
};

/** What must come back. */
interface Expected {
  status: number;
  /** Content-Type, Cache-Control and Location. */
  type?: string;
  cache?: string;
  location?: string;
  /** The policies of a page, the runner's own (eval allowed, no requests, framed by the site only), or nosniff only. */
  headers?: 'page' | 'runner' | 'asset';
  /** The file of FILES sent, decoded. */
  body?: keyof typeof FILES;
  /** Content-Encoding (null: none), checked with Vary when the row names it. */
  encoding?: 'br' | 'gzip' | null;
}

const REDIRECT: Expected = {status: 301, headers: 'page'};
const PAGE: Expected = {status: 200, type: HTML, cache: 'no-cache', headers: 'page'};
const NOT_FOUND_ZH: Expected = {status: 404, type: HTML, cache: 'no-cache', headers: 'page', body: '404.html'};
const NOT_FOUND_EN: Expected = {...NOT_FOUND_ZH, body: 'en/404.html'};
const ASSET: Expected = {status: 200, cache: IMMUTABLE, headers: 'asset'};
const UNHASHED: Expected = {status: 200, cache: 'no-cache', headers: 'page'};

/** [method, request target, Accept-Encoding or null, what must come back]. */
const ROWS: [method: 'GET' | 'HEAD', target: string, acceptEncoding: string | null, expected: Expected][] = [
  // Pages: one URL each, without .html and without a trailing slash; folders with one.
  ['GET', '/', null, {...PAGE, body: 'index.html'}],
  ['GET', '/en/', null, {...PAGE, body: 'en/index.html'}],
  ['GET', '/product', null, {...PAGE, body: 'product.html'}],
  ['GET', '/en/product', null, {...PAGE, body: 'en/product.html'}],
  ['GET', '/en/docs/intro', null, {...PAGE, body: 'en/docs/intro.html'}],
  ['GET', '/blog', null, {...PAGE, body: 'blog.html'}],
  ['GET', '/blog/welcome', null, {...PAGE, body: 'blog/welcome.html'}],
  ['GET', '/en', null, {...REDIRECT, location: '/en/'}],
  ['GET', '/en?from=old', null, {...REDIRECT, location: '/en/?from=old'}],
  ['GET', '/en/product/', null, {...REDIRECT, location: '/en/product'}],
  ['GET', '/product/?q=1', null, {...REDIRECT, location: '/product?q=1'}],
  ['GET', '/blog/', null, {...REDIRECT, location: '/blog'}],
  ['GET', '/en/product.html', null, {...REDIRECT, location: '/en/product'}],
  ['GET', '/product.html?a=1&b=2', null, {...REDIRECT, location: '/product?a=1&b=2'}],
  ['GET', '/en/index.html', null, {...REDIRECT, location: '/en/'}],
  ['GET', '/index.html?x', null, {...REDIRECT, location: '/?x'}],
  ['HEAD', '/en/product/', null, {...REDIRECT, location: '/en/product'}],
  // Not found: status 404 and the not-found page of the path's locale (/en/... English).
  ['GET', '/no-such-page', null, NOT_FOUND_ZH],
  ['GET', '/en/no-such-page', null, NOT_FOUND_EN],
  ['GET', '/en/docs/no-such-doc', null, NOT_FOUND_EN],
  ['GET', '/blog/2025/no-such-post/', null, NOT_FOUND_ZH],
  ['GET', '/docs', null, NOT_FOUND_ZH],
  ['GET', '/docs/', null, NOT_FOUND_ZH],
  ['GET', '/enx/page', null, NOT_FOUND_ZH],
  ['GET', '/assets/js/missing.js', null, NOT_FOUND_ZH],
  ['GET', '/en/assets/js/missing.js', null, NOT_FOUND_EN],
  // One URL per page: a letter or a dot percent-encoded is not a second URL of the page.
  ['GET', '/en/docs/%69ntro', null, NOT_FOUND_EN],
  ['GET', '/en/product%2Ehtml', null, NOT_FOUND_EN],
  ['HEAD', '/product%2ehtml', null, NOT_FOUND_ZH],
  ['GET', '/assets/', null, NOT_FOUND_ZH],
  ['HEAD', '/en/no-such-page', null, NOT_FOUND_EN],
  ['GET', '/en/no-such-page', 'br', {...NOT_FOUND_EN, encoding: 'br'}],
  // A path that climbs out of the site is a bad request, and never a file beside the build.
  ['GET', '/%2e%2e/secret.txt', null, {status: 400}],
  ['GET', '/assets/%2e%2e/%2e%2e/secret.txt', null, {status: 400}],
  // Hashed assets and search indexes: a year; everything else: revalidated.
  ['GET', '/assets/js/main.1a2b3c.js', null, {...ASSET, type: JS, body: 'assets/js/main.1a2b3c.js'}],
  ['GET', '/assets/css/styles.4d5e6f.css', null, {...ASSET, type: CSS, body: 'assets/css/styles.4d5e6f.css'}],
  ['GET', '/en/assets/js/runtime.7a8b9c.js', null, {...ASSET, type: JS, body: 'en/assets/js/runtime.7a8b9c.js'}],
  ['GET', '/search-index-0a1b2c.json', null, {...ASSET, type: JSON_TYPE, body: 'search-index-0a1b2c.json'}],
  ['GET', '/en/search-index-3d4e5f.json', null, {...ASSET, type: JSON_TYPE, body: 'en/search-index-3d4e5f.json'}],
  ['GET', '/img/logo.svg', null, {...UNHASHED, type: SVG, body: 'img/logo.svg'}],
  ['GET', '/img/card.png', null, {...UNHASHED, type: PNG, body: 'img/card.png'}],
  ['GET', '/sitemap.xml', null, {...UNHASHED, type: XML, body: 'sitemap.xml'}],
  // The blog's feeds by their formats' types (the extension alone says text/xml), precompressed or
  // not; a feed that is not there is the not-found page, as HTML.
  ['GET', '/blog/rss.xml', null, {...UNHASHED, type: RSS, body: 'blog/rss.xml'}],
  ['GET', '/en/blog/atom.xml', null, {...UNHASHED, type: ATOM, body: 'en/blog/atom.xml'}],
  ['GET', '/en/blog/atom.xml', 'br', {...UNHASHED, type: ATOM, body: 'en/blog/atom.xml', encoding: 'br'}],
  ['GET', '/blog/rss.xml', 'gzip', {...UNHASHED, type: RSS, body: 'blog/rss.xml', encoding: 'gzip'}],
  ['GET', '/en/blog/rss.xml', null, NOT_FOUND_EN],
  ['GET', '/blog/atom.xml', null, NOT_FOUND_ZH],
  ['GET', '/en/blog/rss.xml/', null, NOT_FOUND_EN],
  ['GET', '/robots.txt', null, {...UNHASHED, type: TEXT, body: 'robots.txt'}],
  ['GET', '/docs/intro.md', null, {...UNHASHED, type: MARKDOWN, body: 'docs/intro.md'}],
  // The precompressed copy the client accepts, with Vary; brotli first, as it is the smaller.
  ['GET', '/assets/js/main.1a2b3c.js', 'br', {...ASSET, type: JS, body: 'assets/js/main.1a2b3c.js', encoding: 'br'}],
  ['GET', '/assets/js/main.1a2b3c.js', 'gzip', {...ASSET, type: JS, body: 'assets/js/main.1a2b3c.js', encoding: 'gzip'}],
  ['GET', '/en/product', 'gzip, deflate, br, zstd', {...PAGE, body: 'en/product.html', encoding: 'br'}],
  ['GET', '/en/product', 'br;q=0, gzip', {...PAGE, body: 'en/product.html', encoding: 'gzip'}],
  ['GET', '/en/product', 'identity', {...PAGE, body: 'en/product.html', encoding: null}],
  ['GET', '/robots.txt', 'br', {...UNHASHED, type: TEXT, body: 'robots.txt', encoding: null}],
  // The playground's runner: its document and script under the runner's policy, revalidated; not a page.
  ['GET', '/run/', null, {status: 200, type: HTML, cache: 'no-cache', headers: 'runner', body: 'run/index.html'}],
  ['GET', '/run/runner.js', 'br', {status: 200, type: JS, cache: 'no-cache', headers: 'runner', body: 'run/runner.js', encoding: 'br'}],
  ['GET', '/run/missing.js', null, NOT_FOUND_ZH],
];

// Compared between the two servers on every row, beside the table's own expectations.
const SAME_ON_BOTH = [
  'content-type',
  'location',
  'cache-control',
  'content-encoding',
  'vary',
  'x-content-type-options',
  'strict-transport-security',
  ...PAGE_POLICIES,
];

let base: string | undefined;
let root: string;
const servers: {name: string; origin: string}[] = [];
let nginx: {name: string; origin: string; child: ChildProcess} | undefined;
let node: {name: string; origin: string; server: HttpServer} | undefined;

before(async () => {
  const missing = missingParts();
  assert.deepEqual(missing, [], `nginx is needed to compare the servers; install: ${missing.join('; ')}`);
  // The build sits one level down, so that a file beside it can be the target of a traversal.
  base = await mkdtemp(path.join(tmpdir(), 'lexboot-serve-parity-'));
  root = path.join(base, 'build');
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, text);
  }
  // As `npm run build` does: copies of the text files that compress.
  await precompress(root);
  await writeFile(path.join(base, 'secret.txt'), 'outside the build');

  const nginxPort = await freePort();
  const child = spawn(process.execPath, ['scripts/nginx.mjs', root, '--port', String(nginxPort)], {stdio: ['ignore', 'ignore', 'inherit']});
  nginx = {name: 'nginx', origin: `http://127.0.0.1:${nginxPort}`, child};
  servers.push(nginx);
  await waitUntilAnswering(nginx.origin, child);

  const server = createSiteServer({dir: root});
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  node = {name: 'serve.mjs', origin: `http://127.0.0.1:${portOf(server)}`, server};
  servers.push(node);
});

after(async () => {
  if (nginx?.child.exitCode === null) {
    nginx.child.kill('SIGTERM');
    await once(nginx.child, 'exit');
  }
  node?.server.close();
  if (base) await rm(base, {recursive: true, force: true});
});

function decoded(response: Answer): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  return response.body;
}

for (const [method, target, acceptEncoding, expected] of ROWS) {
  const name = `${method} ${target}${acceptEncoding ? ` (Accept-Encoding: ${acceptEncoding})` : ''} → ${expected.status}${expected.location ? ` ${expected.location}` : ''}`;
  test(name, async () => {
    const answers: Answer[] = [];
    for (const {name: server, origin} of servers) {
      const response = await ask(origin, method, target, acceptEncoding ? {'accept-encoding': acceptEncoding} : {});
      const {headers} = response;
      const what = `${server}: ${name}`;
      answers.push(response);
      assert.equal(response.status, expected.status, what);
      assert.equal(headers.location, expected.location, `${what}: Location`);
      if (expected.type) assert.equal(headers['content-type'], expected.type, `${what}: Content-Type`);
      if (expected.cache) assert.equal(headers['cache-control'], expected.cache, `${what}: Cache-Control`);
      if (expected.status === 301) assert.equal(headers['cache-control'], 'no-cache', `${what}: Cache-Control`);
      assert.equal(headers['strict-transport-security'], undefined, `${what}: no HSTS over plain HTTP`);
      if (expected.headers === 'page') {
        assert.equal(headers['x-content-type-options'], 'nosniff', what);
        assert.match(String(headers['content-security-policy'] ?? ''), /^default-src 'self';/, `${what}: CSP`);
        assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
        assert.equal(headers['x-frame-options'], 'DENY', what);
        assert.equal(headers['cross-origin-opener-policy'], 'same-origin', what);
        assert.match(String(headers['permissions-policy'] ?? ''), /^camera=\(\), microphone=\(\), geolocation=\(\)/, what);
      } else if (expected.headers === 'runner') {
        const csp = String(headers['content-security-policy'] ?? '');
        assert.match(csp, /^default-src 'none';/, `${what}: the runner's CSP`);
        assert.match(csp, /script-src 'self' 'unsafe-eval';/, `${what}: the runner may evaluate what it compiles`);
        assert.match(csp, /connect-src 'none';/, `${what}: the runner makes no request`);
        assert.match(csp, /frame-ancestors 'self'/, `${what}: only the site's pages frame the runner`);
        assert.equal(headers['x-frame-options'], 'SAMEORIGIN', what);
        assert.equal(headers['x-content-type-options'], 'nosniff', what);
      } else if (expected.headers === 'asset') {
        assert.equal(headers['x-content-type-options'], 'nosniff', what);
        for (const policy of PAGE_POLICIES) assert.equal(headers[policy], undefined, `${what}: no ${policy} on an asset`);
      }
      if ('encoding' in expected) {
        assert.equal(headers['content-encoding'], expected.encoding ?? undefined, `${what}: Content-Encoding`);
        assert.ok(expected.body, `${what}: a row that names an encoding names the file sent`);
        const precompressed = existsSync(path.join(root, `${expected.body}.gz`));
        assert.equal(headers.vary, precompressed ? 'Accept-Encoding' : undefined, `${what}: Vary`);
      }
      if (method === 'HEAD') {
        assert.equal(response.body.length, 0, `${what}: no body`);
      } else if (expected.body) {
        assert.equal(decoded(response).toString('utf8'), FILES[expected.body], `${what}: body is ${expected.body}`);
      }
      if (expected.status === 400) assert.doesNotMatch(response.body.toString(), /outside the build/, what);
    }
    const [fromNginx, fromNode] = answers;
    assert.ok(fromNginx && fromNode, `${name}: both servers answered`);
    for (const header of SAME_ON_BOTH) {
      assert.equal(fromNode.headers[header], fromNginx.headers[header], `${name}: ${header} differs between nginx and serve.mjs`);
    }
  });
}

test('an unchanged file is revalidated with 304 and no body, by ETag and by date', async () => {
  for (const {name, origin} of servers) {
    const asked: [target: string, acceptEncoding: string][] = [
      ['/en/product', 'br'],
      ['/en/product', 'identity'],
      ['/assets/js/main.1a2b3c.js', 'gzip'],
      ['/robots.txt', 'identity'],
    ];
    for (const [target, acceptEncoding] of asked) {
      const what = `${name}: ${target} (${acceptEncoding})`;
      const first = await ask(origin, 'GET', target, {'accept-encoding': acceptEncoding});
      assert.equal(first.status, 200, what);
      assert.ok(first.headers.etag, `${what}: ETag`);
      assert.ok(first.headers['last-modified'], `${what}: Last-Modified`);
      const byTag = await ask(origin, 'GET', target, {'accept-encoding': acceptEncoding, 'if-none-match': first.headers.etag});
      assert.equal(byTag.status, 304, `${what}: If-None-Match`);
      assert.equal(byTag.body.length, 0, what);
      assert.equal(byTag.headers['cache-control'], first.headers['cache-control'], `${what}: 304 keeps Cache-Control`);
      const byDate = await ask(origin, 'GET', target, {
        'accept-encoding': acceptEncoding,
        'if-modified-since': first.headers['last-modified'],
      });
      assert.equal(byDate.status, 304, `${what}: If-Modified-Since`);
      const changed = await ask(origin, 'GET', target, {'accept-encoding': acceptEncoding, 'if-none-match': '"0-0"'});
      assert.equal(changed.status, 200, `${what}: another ETag gets the file`);
    }
  }
});

/** The security headers of a page, a redirect or an error; no HSTS over plain HTTP. */
const assertPageHeaders = (response: Answer, what: string): void => assertSecurityHeaders(response, undefined, what);

for (const [target, status, location] of HOSTILE_TARGETS) {
  test(`hostile: GET ${target} → ${status}${location ? ` ${location}` : ''} on both servers, with every security header`, async () => {
    const bodies: string[] = [];
    for (const {name, origin} of servers) {
      const what = `${name}: GET ${target}`;
      const response = await ask(origin, 'GET', target);
      assert.equal(response.status, status, what);
      assert.equal(response.headers.location, location, `${what}: Location`);
      if (location !== undefined)
        assert.equal(leavesSite(`${origin}${target}`, location, [origin]), false, `${what}: the redirect stays on the site`);
      assertPageHeaders(response, what);
      bodies.push(decoded(response).toString('utf8'));
    }
    // A not-found answer is the not-found page of the path's locale, the same from both servers.
    if (status === 404) {
      assert.ok(bodies[0] === FILES['404.html'] || bodies[0] === FILES['en/404.html'], `GET ${target}: nginx sends a not-found page`);
      assert.equal(bodies[1], bodies[0], `GET ${target}: serve.mjs sends the not-found page nginx sends`);
    }
  });
}

for (const [what, head, status, location] of ODD_REQUESTS) {
  test(`odd: ${what} (${head[0]}) → ${status}${location ? ` ${location}` : ''} on both servers, with the same security headers`, async () => {
    const answers: Answer[] = [];
    for (const {name, origin} of servers) {
      const asked = `${name}: ${head.join(' / ')}`;
      const response = await askRaw(origin, head);
      assert.equal(response.status, status, asked);
      assert.equal(response.headers.location, location, `${asked}: Location`);
      if (location !== undefined)
        assert.equal(leavesSite(`${origin}/`, location, [origin]), false, `${asked}: the redirect stays on the site`);
      assertPageHeaders(response, asked);
      answers.push(response);
    }
    const [fromNginx, fromNode] = answers;
    assert.ok(fromNginx && fromNode, `${what}: both servers answered`);
    const securityHeaders = (response: Answer) => SECURITY_HEADERS.map((header) => [header, response.headers[header]]);
    assert.deepEqual(securityHeaders(fromNode), securityHeaders(fromNginx), `${what}: serve.mjs sends the security headers nginx sends`);
    for (const header of ['content-type', 'cache-control']) {
      if (status !== 400)
        assert.equal(fromNode.headers[header], fromNginx.headers[header], `${what}: ${header} differs between nginx and serve.mjs`);
    }
  });
}

test('every method, on a page, a redirect and a missing page: no server error, the security headers, the same status from both', async () => {
  for (const target of ['/en/product', '/en/product.html', '/no-such-page', '//evil.com/x.html']) {
    for (const method of METHODS) {
      const statuses: (number | undefined)[] = [];
      for (const {name, origin} of servers) {
        const what = `${name}: ${method} ${target}`;
        const response = await ask(origin, method, target);
        assert.ok(response.status !== undefined && response.status < 500, `${what}: ${response.status}`);
        if (method !== 'GET' && method !== 'HEAD') assert.notEqual(response.status, 200, `${what}: only GET and HEAD read a page`);
        const {location} = response.headers;
        if (location !== undefined)
          assert.equal(leavesSite(`${origin}${target}`, location, [origin]), false, `${what}: Location ${location}`);
        assertPageHeaders(response, what);
        statuses.push(response.status);
      }
      assert.equal(statuses[1], statuses[0], `${method} ${target}: serve.mjs answers as nginx does`);
    }
  }
});

test('a request line too long to read is refused with the security headers', async () => {
  for (const {name, origin} of servers) {
    const response = await ask(origin, 'GET', LONG_TARGET);
    // nginx: 414 URI Too Long; Node.js: 431, its limit is on the whole head.
    assert.ok(response.status === 414 || response.status === 431, `${name}: ${response.status}`);
    assertPageHeaders(response, `${name}: a 20,000-character path`);
  }
});
