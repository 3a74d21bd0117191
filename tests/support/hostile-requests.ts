// Hostile and odd requests, asked of every server that serves the build (serve-parity.test.ts:
// nginx with site.conf and scripts/serve.mjs; https-headers.test.ts: lexboot.conf over TLS, both
// host names). Each row is what a probe sends to turn the site's own redirects into an open
// redirect, or to get a page under a second URL (a soft 200), and what must come back instead.
// The build they are asked of has /en/product, /en/docs/intro and both not-found pages.
import assert from 'node:assert/strict';
import type {Answer} from './local-server';

/** The page-level policies of deploy/nginx/security-headers.conf (an asset carries none of them). */
export const PAGE_POLICIES = [
  'content-security-policy',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
];

/** Every header of security-headers.conf. */
export const SECURITY_HEADERS = ['x-content-type-options', ...PAGE_POLICIES, 'strict-transport-security'];

/**
 * Every header of security-headers.conf on an answer, errors and redirects included: nosniff, the
 * CSP of the site, the other page policies, and HSTS exactly as given (none over plain HTTP).
 */
export function assertSecurityHeaders(response: Answer, hsts: string | undefined, what: string): void {
  assert.equal(response.headers['x-content-type-options'], 'nosniff', `${what}: X-Content-Type-Options`);
  assert.match(String(response.headers['content-security-policy'] ?? ''), /^default-src 'self';/, `${what}: CSP`);
  for (const policy of PAGE_POLICIES) assert.ok(response.headers[policy], `${what}: ${policy}`);
  assert.equal(response.headers['strict-transport-security'], hsts, `${what}: Strict-Transport-Security`);
}

/** [request target as sent, status, Location (relative, as the site writes it) or none]. */
export const HOSTILE_TARGETS: readonly (readonly [target: string, status: number, location?: string])[] = [
  // A redirect built from a path that starts with // or /\ would send the browser to evil.com.
  ['//evil.com/index.html', 404],
  ['//evil.com/x.html', 404],
  ['//evil.com/', 404],
  ['///evil.com/en/index.html', 404],
  ['/\\evil.com/x.html', 404],
  ['/\\/evil.com/index.html', 404],
  ['/%2F%2Fevil.com/x.html', 404],
  ['/%2fevil.com/index.html', 404],
  ['/%5Cevil.com/x.html', 404],
  ['/%5c%5cevil.com/', 404],
  // The query may hold anything; the redirect keeps it, and stays on the site.
  ['/en/product.html?next=//evil.com/', 301, '/en/product?next=//evil.com/'],
  ['/en/product/?next=/\\evil.com', 301, '/en/product?next=/\\evil.com'],
  // A page under a second spelling is not found, not the page with a client-side "Page not found".
  ['//en/docs/intro', 404],
  ['/en//docs/intro', 404],
  ['/en/docs//intro', 404],
  ['/en/./docs/intro', 404],
  ['/en/docs/../docs/intro', 404],
  ['/en/%2e/docs/intro', 404],
  ['/en/x/%2E%2E/docs/intro', 404],
  ['/en%2Fdocs/intro', 404],
  ['/en//', 404],
  // A character that never needs encoding, encoded: the page under a second URL, or a redirect
  // built from it (to the .html-less URL, to the decoded path) that could leave the site.
  ['/en/product%2Ehtml', 404],
  ['/en/product%2ehtml?next=//evil.com/', 404],
  ['/docs/%69ntro', 404],
  ['/en/docs/%69%6E%74%72%6F', 404],
  ['/%65n/product', 404],
  ['/en/produc%74', 404],
  ['/en/docs/intro%2Emd', 404],
  ['/en/%64ocs/intro/', 404],
  ['/%2F%2Fevil%2Ecom/x.html', 404],
  ['/%5Cevil%2Ecom/x%2Ehtml', 404],
  ['/assets/js/m%61in.1a2b3c.js', 404],
  ['/run/runner%2Ejs', 404],
  ['/%34%30%34', 404],
  ['/en/product%7E', 404],
  ['/en/product%5F', 404],
  ['/en/product%2D', 404],
  // The not-found pages answer 404 under their own names too.
  ['/404', 404],
  ['/404.html', 404],
  ['/en/404', 404],
  ['/en/404.html', 404],
  ['//404.html', 404],
  // Out of the site or not a path at all: a bad request, never a file.
  ['/%2e%2e/secret.txt', 400],
  ['/en/%2E%2E%2F%2E%2E/secret.txt', 400],
  ['/a%00b', 400],
];

/**
 * Requests a client library will not send, written as they go on the wire (request line and
 * headers, without CRLFs): a target in absolute form (as to a proxy; the path in it is what is
 * answered, the host in it changes nothing), a target that is no path (`*`), no Host, a tunnel.
 * [what, request head, status, Location or none]: nginx's answers, which serve.mjs must give too.
 */
export const ODD_REQUESTS: readonly (readonly [what: string, head: readonly string[], status: number, location?: string])[] = [
  ['absolute form, a page', ['GET http://127.0.0.1/en/product HTTP/1.1', 'Host: 127.0.0.1'], 200],
  ['absolute form, the root without a slash', ['GET http://127.0.0.1 HTTP/1.1', 'Host: 127.0.0.1'], 200],
  ['absolute form, another host and scheme', ['GET https://evil.com/en/ HTTP/1.1', 'Host: 127.0.0.1'], 200],
  ['absolute form, a redirect', ['GET http://evil.com/en/product.html HTTP/1.1', 'Host: 127.0.0.1'], 301, '/en/product'],
  ['absolute form, a folder without its slash', ['GET HTTP://EVIL.COM/en HTTP/1.1', 'Host: 127.0.0.1'], 301, '/en/'],
  ['absolute form, a missing page', ['GET http://127.0.0.1/en/no-such-page HTTP/1.1', 'Host: 127.0.0.1'], 404],
  ['absolute form, a path that starts with //', ['GET http://127.0.0.1//evil.com/x.html HTTP/1.1', 'Host: 127.0.0.1'], 404],
  ['absolute form, an encoded letter', ['GET http://127.0.0.1/en/product%2Ehtml HTTP/1.1', 'Host: 127.0.0.1'], 404],
  ['absolute form, HEAD of a page', ['HEAD http://127.0.0.1/en/product HTTP/1.1', 'Host: 127.0.0.1'], 200],
  ['OPTIONS *', ['OPTIONS * HTTP/1.1', 'Host: 127.0.0.1'], 400],
  ['GET *', ['GET * HTTP/1.1', 'Host: 127.0.0.1'], 400],
  ['HTTP/1.1 without Host', ['GET /en/product HTTP/1.1'], 400],
  ['HTTP/1.1 without Host, absolute form', ['GET http://127.0.0.1/en/product HTTP/1.1'], 400],
  ['HTTP/1.0 without Host', ['GET /en/product HTTP/1.0'], 200],
  ['CONNECT', ['CONNECT evil.com:443 HTTP/1.1', 'Host: evil.com:443'], 400],
];

/** Every method a probe tries on a page; only GET and HEAD read one. */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'] as const;

/** A request line longer than any server reads (nginx: 8 KB buffers; Node: 16 KB of headers). */
export const LONG_TARGET = `/${'a'.repeat(20_000)}`;

/**
 * Whether a redirect's Location, read as a browser reads it from `requestUrl`, leaves the origins
 * the site may send a browser to. Browsers take a backslash for a slash, so `/\evil.com` is
 * `//evil.com`, another host.
 */
export function leavesSite(requestUrl: string, location: string, allowed: readonly string[]): boolean {
  const target = new URL(location.replaceAll('\\', '/'), requestUrl);
  return !allowed.includes(target.origin);
}
