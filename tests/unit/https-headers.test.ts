// HTTPS as served: deploy/nginx/lexboot.conf itself, its three servers, run by scripts/nginx.mjs on
// local ports (`--https-port`, with a certificate for www.lexboot.cn and lexboot.cn that openssl
// makes here), asked by name with SNI and Host as browsers ask. Every answer of its TLS servers
// carries HSTS: pages, assets, feeds, not-found pages, bad requests and each redirect, the bare
// domain's included. The plain-HTTP redirect to HTTPS carries none: HSTS over plain HTTP means
// nothing to browsers, and RFC 6797 (7.2) says a server must not send it there. Every answer names
// the server as a bare `nginx`, without its version.
// Needs nginx and its brotli module, as serve-parity.test.ts does, and openssl (.ci/run installs them).
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  HOSTILE_TARGETS,
  LONG_TARGET,
  METHODS,
  SECURITY_HEADERS,
  assertSecurityHeaders as assertHeaders,
  leavesSite,
} from '../support/hostile-requests';
import {ask, freePort, waitUntilAnswering, type Answer} from '../support/local-server';
import * as nginxScript from '../../scripts/nginx.mjs';

// The value the deployment guide gives (deploy/README.md, HSTS): two years, subdomains included.
const HSTS = 'max-age=63072000; includeSubDomains';
const WWW = 'www.lexboot.cn';
const BARE = 'lexboot.cn';

const page = (lang: string, name: string): string => `<!doctype html><html lang="${lang}"><title>${name}</title></html>\n`;
// One file for each location of site.conf: folders, pages, assets and search indexes, feeds, images.
const FILES = {
  'index.html': page('zh-Hans', 'zh home'),
  '404.html': page('zh-Hans', 'zh not found'),
  'product.html': page('zh-Hans', 'zh product'),
  'en/index.html': page('en', 'en home'),
  'en/404.html': page('en', 'en not found'),
  'en/product.html': page('en', 'en product'),
  'en/docs/intro.html': page('en', 'en intro'),
  'assets/js/main.1a2b3c.js': 'console.log(1);\n',
  'en/search-index-3d4e5f.json': '[]\n',
  'blog/rss.xml': '<rss version="2.0"><channel><title>zh feed</title></channel></rss>\n',
  'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
};

/** [server name (SNI and Host), over TLS, method, request target, status, Location]. */
const ROWS: [name: string, tls: boolean, method: 'GET' | 'HEAD', target: string, status: number, location?: string][] = [
  // www.lexboot.cn, the site: a page of each kind, assets, a feed, an image.
  [WWW, true, 'GET', '/', 200],
  [WWW, true, 'GET', '/en/', 200],
  [WWW, true, 'GET', '/en/product', 200],
  [WWW, true, 'HEAD', '/product', 200],
  [WWW, true, 'GET', '/assets/js/main.1a2b3c.js', 200],
  [WWW, true, 'GET', '/en/search-index-3d4e5f.json', 200],
  [WWW, true, 'GET', '/blog/rss.xml', 200],
  [WWW, true, 'GET', '/img/logo.svg', 200],
  // Not found: a page, an asset, in each locale.
  [WWW, true, 'GET', '/no-such-page', 404],
  [WWW, true, 'GET', '/en/no-such-page', 404],
  [WWW, true, 'GET', '/assets/js/missing.js', 404],
  // A path that climbs out of the site, refused before any location.
  [WWW, true, 'GET', '/%2e%2e/secret.txt', 400],
  // The site's own redirects: a folder without its slash, a page with one, a page with .html.
  [WWW, true, 'GET', '/en', 301, '/en/'],
  [WWW, true, 'GET', '/en/product/', 301, '/en/product'],
  [WWW, true, 'GET', '/product.html?a=1', 301, '/product?a=1'],
  // The bare domain redirects every path to www.
  [BARE, true, 'GET', '/', 301, 'https://www.lexboot.cn/'],
  [BARE, true, 'GET', '/en/product?from=bare', 301, 'https://www.lexboot.cn/en/product?from=bare'],
  [BARE, true, 'HEAD', '/no-such-page', 301, 'https://www.lexboot.cn/no-such-page'],
  // Plain HTTP redirects to HTTPS on the same name (the bare domain's HSTS is then seen).
  [WWW, false, 'GET', '/en/', 301, 'https://www.lexboot.cn/en/'],
  [BARE, false, 'GET', '/', 301, 'https://lexboot.cn/'],
];

let base: string | undefined;
let nginx: ChildProcess | undefined;
let httpOrigin: string;
let httpsOrigin: string;

before(async () => {
  const missing = nginxScript.missingParts();
  assert.deepEqual(missing, [], `nginx is needed to serve lexboot.conf; install: ${missing.join('; ')}`);
  base = await mkdtemp(path.join(tmpdir(), 'lexboot-https-'));
  const root = path.join(base, 'build');
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, text);
  }
  // A self-signed certificate for both names, valid for a day.
  const certificate = path.join(base, 'fullchain.pem');
  const key = path.join(base, 'key.pem');
  const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1'.split(' ');
  const names = ['-subj', `/CN=${WWW}`, '-addext', `subjectAltName=DNS:${WWW},DNS:${BARE}`];
  const openssl = spawnSync('openssl', [...request, ...names, '-keyout', key, '-out', certificate], {encoding: 'utf8'});
  assert.equal(openssl.error, undefined, 'openssl is needed to make the certificate: apt-get install openssl');
  assert.equal(openssl.status, 0, `openssl failed:\n${openssl.stderr}`);

  const httpPort = await freePort();
  const httpsPort = await freePort();
  const args = ['--port', String(httpPort), '--https-port', String(httpsPort), '--certificate', certificate, '--key', key];
  nginx = spawn(process.execPath, ['scripts/nginx.mjs', root, ...args], {stdio: ['ignore', 'ignore', 'inherit']});
  httpOrigin = `http://127.0.0.1:${httpPort}`;
  httpsOrigin = `https://127.0.0.1:${httpsPort}`;
  const first = await waitUntilAnswering(httpsOrigin, nginx, {host: WWW});
  assert.equal(first.status, 200, 'www.lexboot.cn serves the home page over TLS');
});

after(async () => {
  if (nginx?.exitCode === null) {
    nginx.kill('SIGTERM');
    await once(nginx, 'exit');
  }
  if (base) await rm(base, {recursive: true, force: true});
});

for (const [name, tls, method, target, status, location] of ROWS) {
  const scheme = tls ? 'https' : 'http';
  test(`${method} ${scheme}://${name}${target} → ${status}${location ? ` ${location}` : ''}, ${tls ? 'with' : 'without'} HSTS`, async () => {
    const response = await ask(tls ? httpsOrigin : httpOrigin, method, target, {host: name});
    assert.equal(response.status, status);
    assert.equal(response.headers.location, location, 'Location');
    assert.equal(response.headers['strict-transport-security'], tls ? HSTS : undefined, 'Strict-Transport-Security');
    assert.equal(response.headers.server, 'nginx', 'Server, without the version');
  });
}

test('the redirect of the bare domain carries the security headers of the redirects of www', async () => {
  const bare = await ask(httpsOrigin, 'GET', '/en', {host: BARE});
  const www = await ask(httpsOrigin, 'GET', '/en', {host: WWW});
  assert.equal(bare.status, 301);
  assert.equal(www.status, 301);
  for (const header of SECURITY_HEADERS) {
    assert.ok(www.headers[header], `www's redirect: ${header}`);
    assert.equal(bare.headers[header], www.headers[header], `the bare domain's redirect: ${header}`);
  }
});

test('scripts/nginx.mjs takes --https-port, --certificate and --key together or not at all', () => {
  const {parseNginxArgs} = nginxScript;
  const tls = ['--https-port', '8443', '--certificate', 'cert.pem', '--key', 'key.pem'];
  assert.deepEqual(parseNginxArgs(['dir', '--port', '8080', ...tls]), {
    dir: 'dir',
    port: 8080,
    host: '127.0.0.1',
    base: '/',
    tls: {port: 8443, certificate: 'cert.pem', key: 'key.pem'},
  });
  assert.equal('tls' in parseNginxArgs(['dir']), false);
  assert.throws(() => parseNginxArgs(['dir', '--https-port', '8443']), /go together/);
  assert.throws(() => parseNginxArgs(['dir', ...tls.slice(0, 4), '--key']), /--key needs a value/);
  assert.throws(() => parseNginxArgs(['dir', ...tls.slice(2), '--https-port', 'x']), /--https-port must be a whole number/);
  assert.throws(() => parseNginxArgs(['dir', '--base', '/x/']), /--base is for scripts\/serve\.mjs/);
});

// Where a redirect of lexboot.conf may send a browser: the site's two HTTPS origins.
const SITE = [`https://${WWW}`, `https://${BARE}`];

/** Asks the server that answers `url` in production: its scheme picks the local port, its host SNI and Host. */
function askAs(url: string, method = 'GET'): Promise<Answer> {
  const {protocol, host, pathname, search} = new URL(url);
  return ask(protocol === 'https:' ? httpsOrigin : httpOrigin, method, `${pathname}${search}`, {host});
}

/** Every header of security-headers.conf; HSTS only over TLS. */
const assertSecurityHeaders = (response: Answer, tls: boolean, what: string): void => assertHeaders(response, tls ? HSTS : undefined, what);

for (const [target, status, location] of HOSTILE_TARGETS) {
  test(`hostile over TLS: GET ${target} → ${status} on www, → www on the bare domain, never off the site`, async () => {
    const www = await ask(httpsOrigin, 'GET', target, {host: WWW});
    const what = `GET https://${WWW}${target}`;
    assert.equal(www.status, status, what);
    assert.equal(www.headers.location, location, `${what}: Location`);
    if (location !== undefined) assert.equal(leavesSite(`https://${WWW}${target}`, location, SITE), false, `${what}: Location ${location}`);
    assertSecurityHeaders(www, true, what);
    for (const [tls, origin] of [
      [true, httpsOrigin],
      [false, httpOrigin],
    ] as const) {
      const bare = await ask(origin, 'GET', target, {host: BARE});
      const asked = `GET ${tls ? 'https' : 'http'}://${BARE}${target}`;
      // A request nginx cannot read is refused before the bare domain's redirect.
      if (status === 400) {
        assert.equal(bare.status, 400, asked);
      } else {
        assert.equal(bare.status, 301, asked);
        assert.equal(
          leavesSite(`https://${BARE}${target}`, String(bare.headers.location), SITE),
          false,
          `${asked}: Location ${bare.headers.location}`,
        );
      }
      assertSecurityHeaders(bare, tls, asked);
    }
  });
}

test('every method on both host names, and an over-long request line: no server error, every security header', async () => {
  for (const name of [WWW, BARE]) {
    for (const method of METHODS) {
      for (const target of ['/en/product', '/en/product.html', '//evil.com/x.html']) {
        const what = `${method} https://${name}${target}`;
        const response = await ask(httpsOrigin, method, target, {host: name});
        assert.ok(response.status !== undefined && response.status < 500, `${what}: ${response.status}`);
        if (name === WWW && method !== 'GET' && method !== 'HEAD')
          assert.notEqual(response.status, 200, `${what}: only GET and HEAD read a page`);
        const {location} = response.headers;
        if (location !== undefined)
          assert.equal(leavesSite(`https://${name}${target}`, location, SITE), false, `${what}: Location ${location}`);
        assertSecurityHeaders(response, true, what);
      }
    }
    const long = await ask(httpsOrigin, 'GET', LONG_TARGET, {host: name});
    assert.equal(long.status, 414, `${name}: a 20,000-character path`);
    assertSecurityHeaders(long, true, `${name}: 414`);
  }
});

// Each host name's way to the site, one hop at a time, as a browser (and the HSTS preload list)
// takes it: plain HTTP first goes to HTTPS on the same name, whose answer carries that name's HSTS;
// only then does the bare domain go to www.
const CHAINS: [start: string, hops: string[]][] = [
  [`http://${BARE}/en/product?from=chain`, [`https://${BARE}/en/product?from=chain`, `https://${WWW}/en/product?from=chain`]],
  [`http://${WWW}/en/product?from=chain`, [`https://${WWW}/en/product?from=chain`]],
  [`https://${BARE}/`, [`https://${WWW}/`]],
  [`http://${BARE}/en`, [`https://${BARE}/en`, `https://${WWW}/en`, `https://${WWW}/en/`]],
];
for (const [start, hops] of CHAINS) {
  test(`redirect chain: ${start} → ${hops.join(' → ')} → 200`, async () => {
    let url = start;
    for (const next of [...hops, undefined]) {
      const response = await askAs(url);
      const tls = url.startsWith('https:');
      assertSecurityHeaders(response, tls, `GET ${url}`);
      if (next === undefined) {
        assert.equal(response.status, 200, `GET ${url}`);
        break;
      }
      assert.equal(response.status, 301, `GET ${url}`);
      assert.equal(new URL(String(response.headers.location), url).href, next, `GET ${url}: the next hop`);
      url = next;
    }
  });
}
