// What scripts/serve.mjs does beside the rules it shares with nginx (serve-parity.test.mjs):
// its parsing of paths, encodings, options and the security-header file, and the --base mount.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, mkdir, readFile, writeFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {once} from 'node:events';
import {acceptedEncodings, createSiteServer, normalizePath, parseArgs, parseSecurityHeaders, SECURITY_HEADERS_CONF} from '../../scripts/serve.mjs';

let base;
let root;

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
  assert.equal(normalizePath('/en/docs/%69ntro'), '/en/docs/intro');
  assert.equal(normalizePath('//en//product'), '/en/product');
  assert.equal(normalizePath('/en/./docs/../product'), '/en/product');
  assert.equal(normalizePath('/en/docs/..'), '/en/');
  assert.equal(normalizePath('/'), '/');
  assert.equal(normalizePath('/en/'), '/en/');
  assert.equal(normalizePath('/../secret.txt'), null);
  assert.equal(normalizePath('/en/%2e%2e/%2e%2e/secret.txt'), null);
  assert.equal(normalizePath('/%E0%A4%A'), null);
  assert.equal(normalizePath('/a%00b'), null);
});

test('Accept-Encoding: names are case-insensitive and q=0 refuses an encoding', () => {
  assert.deepEqual([...acceptedEncodings('gzip, deflate, br, zstd')], ['gzip', 'deflate', 'br', 'zstd']);
  assert.deepEqual([...acceptedEncodings('BR;q=0.5, gzip;q=0')], ['br']);
  assert.deepEqual([...acceptedEncodings('')], []);
  assert.deepEqual([...acceptedEncodings(undefined)], []);
});

test('the security headers are read from deploy/nginx/security-headers.conf; HSTS, a variable, is left out', async () => {
  const headers = parseSecurityHeaders(await readFile(SECURITY_HEADERS_CONF, 'utf8'));
  assert.equal(headers['X-Frame-Options'], 'DENY');
  assert.match(headers['Content-Security-Policy'], /frame-ancestors 'none'/);
  assert.equal('Strict-Transport-Security' in headers, false);
  assert.throws(() => parseSecurityHeaders('add_header X-Test "a";\n', 'test.conf'), /test\.conf:1: not an `add_header/);
});

test('a build mounted under another base answers only below it, redirects included', async () => {
  const mounted = createSiteServer({dir: root, base: '/sub/'});
  mounted.listen(0, '127.0.0.1');
  await once(mounted, 'listening');
  const origin = `http://127.0.0.1:${mounted.address().port}`;
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
  const server = createSiteServer({dir: root});
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const post = await fetch(`http://127.0.0.1:${server.address().port}/product`, {method: 'POST'});
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
  } finally {
    server.close();
  }
});

test('bad options are refused with a message naming the option', () => {
  assert.throws(() => parseArgs(['--port', 'eighty']), /--port must be a whole number/);
  assert.throws(() => parseArgs(['--verbose']), /Unknown option --verbose/);
  assert.deepEqual(parseArgs(['dist', '--base', 'sub']), {dir: 'dist', port: 3000, host: '127.0.0.1', base: '/sub/'});
});
