// The path rules of scripts/serve.mjs, on a small build-shaped folder made for the test.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, mkdir, writeFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {once} from 'node:events';
import {createSiteServer, notFoundPage, parseArgs, resolveFile} from '../../scripts/serve.mjs';

let base;
let root;
let server;
let origin;

before(async () => {
  // The build sits one level down, so that a file beside it can be the target of traversal.
  base = await mkdtemp(path.join(tmpdir(), 'lexboot-serve-'));
  root = path.join(base, 'build');
  await mkdir(path.join(root, 'en', 'docs'), {recursive: true});
  await mkdir(path.join(root, 'assets', 'js'), {recursive: true});
  await writeFile(path.join(root, 'index.html'), 'zh home');
  await writeFile(path.join(root, '404.html'), 'zh not found');
  await writeFile(path.join(root, 'product.html'), 'zh product');
  await writeFile(path.join(root, 'en', 'index.html'), 'en home');
  await writeFile(path.join(root, 'en', '404.html'), 'en not found');
  await writeFile(path.join(root, 'en', 'docs', 'intro.html'), 'en intro');
  await writeFile(path.join(root, 'assets', 'js', 'main.1a2b.js'), 'console.log(1)');
  await writeFile(path.join(base, 'secret.txt'), 'outside');
  server = createSiteServer({dir: root});
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${server.address().port}`;
});

after(async () => {
  server.close();
  await rm(base, {recursive: true, force: true});
});

test('clean URLs resolve to the .html file of the build', async () => {
  assert.equal(await resolveFile(root, '/product'), path.join(root, 'product.html'));
  assert.equal(await resolveFile(root, '/en/docs/intro'), path.join(root, 'en', 'docs', 'intro.html'));
  assert.equal(await resolveFile(root, '/en/'), path.join(root, 'en', 'index.html'));
});

test('paths that climb out of the build resolve to nothing', async () => {
  assert.equal(await resolveFile(root, '/../secret.txt'), null);
  assert.equal(await resolveFile(root, '/%2e%2e/secret.txt'), null);
  assert.equal(await resolveFile(root, '/%E0%A4%A'), null);
});

test('unknown paths get the not-found page of their locale', async () => {
  assert.equal(await notFoundPage(root, '/en/nothing/here'), path.join(root, 'en', '404.html'));
  assert.equal(await notFoundPage(root, '/nothing'), path.join(root, '404.html'));
  assert.equal(await notFoundPage(root, '/assets/missing.js'), path.join(root, '404.html'));
});

test('over HTTP: status, body and caching per kind of file', async () => {
  const page = await fetch(`${origin}/en/docs/intro`);
  assert.equal(page.status, 200);
  assert.equal(await page.text(), 'en intro');
  assert.equal(page.headers.get('cache-control'), 'no-cache');
  assert.match(page.headers.get('content-type'), /^text\/html/);

  const asset = await fetch(`${origin}/assets/js/main.1a2b.js`);
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');

  const missing = await fetch(`${origin}/en/no-such-page`);
  assert.equal(missing.status, 404);
  assert.equal(await missing.text(), 'en not found');

  const folder = await fetch(`${origin}/en`, {redirect: 'manual'});
  assert.equal(folder.status, 301);
  assert.equal(folder.headers.get('location'), '/en/');

  const post = await fetch(`${origin}/`, {method: 'POST'});
  assert.equal(post.status, 405);
});

test('a build mounted under another base answers only below it', async () => {
  const mounted = createSiteServer({dir: root, base: '/sub/'});
  mounted.listen(0, '127.0.0.1');
  await once(mounted, 'listening');
  const base = `http://127.0.0.1:${mounted.address().port}`;
  try {
    assert.equal(await (await fetch(`${base}/sub/product`)).text(), 'zh product');
    assert.equal((await fetch(`${base}/product`)).status, 404);
  } finally {
    mounted.close();
  }
});

test('bad options are refused with a message naming the option', () => {
  assert.throws(() => parseArgs(['--port', 'eighty']), /--port must be a whole number/);
  assert.throws(() => parseArgs(['--verbose']), /Unknown option --verbose/);
  assert.deepEqual(parseArgs(['dist', '--base', 'sub']), {dir: 'dist', port: 3000, host: '127.0.0.1', base: '/sub/'});
});
