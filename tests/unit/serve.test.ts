// What scripts/serve.mjs does beside the rules it shares with nginx (serve-parity.test.ts):
// its parsing of paths, encodings, options and the security-header file, and the --base mount.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, mkdir, readFile, writeFile, rm} from 'node:fs/promises';
import type {Server} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {once} from 'node:events';
import * as serve from '../../scripts/serve.mjs';

let base: string;
let root: string;

/** The local origin of a server that listens on a TCP port. */
function originOf(server: Server): string {
  const address = server.address();
  assert.ok(address !== null && typeof address === 'object', 'the server listens on a port');
  return `http://127.0.0.1:${address.port}`;
}

before(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'lexboot-serve-'));
  root = path.join(base, 'build');
  await mkdir(path.join(root, 'en'), {recursive: true});
  await writeFile(path.join(root, 'index.html'), 'zh home');
  await writeFile(path.join(root, '404.html'), 'zh not found');
  await writeFile(path.join(root, 'product.html'), 'zh product');
  await writeFile(path.join(root, 'en', 'index.html'), 'en home');
});

after(async () => {
  await rm(base, {recursive: true, force: true});
});

test('paths are decoded, slashes merged and dot segments resolved; climbing out of the root is refused', () => {
  assert.equal(serve.normalizePath('/en/docs/%69ntro'), '/en/docs/intro');
  assert.equal(serve.normalizePath('//en//product'), '/en/product');
  assert.equal(serve.normalizePath('/en/./docs/../product'), '/en/product');
  assert.equal(serve.normalizePath('/en/docs/..'), '/en/');
  assert.equal(serve.normalizePath('/'), '/');
  assert.equal(serve.normalizePath('/en/'), '/en/');
  assert.equal(serve.normalizePath('/../secret.txt'), null);
  assert.equal(serve.normalizePath('/en/%2e%2e/%2e%2e/secret.txt'), null);
  assert.equal(serve.normalizePath('/%E0%A4%A'), null);
  assert.equal(serve.normalizePath('/a%00b'), null);
});

test('Accept-Encoding: names are case-insensitive and q=0 refuses an encoding', () => {
  assert.deepEqual([...serve.acceptedEncodings('gzip, deflate, br, zstd')], ['gzip', 'deflate', 'br', 'zstd']);
  assert.deepEqual([...serve.acceptedEncodings('BR;q=0.5, gzip;q=0')], ['br']);
  assert.deepEqual([...serve.acceptedEncodings('')], []);
  assert.deepEqual([...serve.acceptedEncodings(undefined)], []);
});

test('the security headers are read from deploy/nginx/security-headers.conf; HSTS, a variable, is left out', async () => {
  const headers = serve.parseSecurityHeaders(await readFile(serve.SECURITY_HEADERS_CONF, 'utf8'));
  assert.equal(headers['X-Frame-Options'], 'DENY');
  assert.match(headers['Content-Security-Policy'] ?? '', /frame-ancestors 'none'/);
  assert.equal('Strict-Transport-Security' in headers, false);
  assert.throws(() => serve.parseSecurityHeaders('add_header X-Test "a";\n', 'test.conf'), /test\.conf:1: not an `add_header/);
});

test('a build mounted under another base answers only below it, redirects included', async () => {
  const mounted = serve.createSiteServer({dir: root, base: '/sub/'});
  mounted.listen(0, '127.0.0.1');
  await once(mounted, 'listening');
  const origin = originOf(mounted);
  try {
    assert.equal(await (await fetch(`${origin}/sub/product`)).text(), 'zh product');
    assert.equal((await fetch(`${origin}/product`)).status, 404);
    const folder = await fetch(`${origin}/sub`, {redirect: 'manual'});
    assert.equal(folder.headers.get('location'), '/sub/');
    const page = await fetch(`${origin}/sub/product.html?a=1`, {redirect: 'manual'});
    assert.equal(page.headers.get('location'), '/sub/product?a=1');
    const english = await fetch(`${origin}/sub/en`, {redirect: 'manual'});
    assert.equal(english.headers.get('location'), '/sub/en/');
  } finally {
    mounted.close();
  }
});

test('only GET and HEAD read files', async () => {
  const server = serve.createSiteServer({dir: root});
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const post = await fetch(`${originOf(server)}/product`, {method: 'POST'});
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
  } finally {
    server.close();
  }
});

test('bad options are refused with a message naming the option', () => {
  assert.throws(() => serve.parseArgs(['--port', 'eighty']), /--port must be a whole number/);
  assert.throws(() => serve.parseArgs(['--verbose']), /Unknown option --verbose/);
  assert.deepEqual(serve.parseArgs(['dist', '--base', 'sub']), {dir: 'dist', port: 3000, host: '127.0.0.1', base: '/sub/'});
});
