import type {APIResponse} from '@playwright/test';
import {expect, test} from '../support/test';
import {locales, localePath} from '../support/site';

// What the production nginx configuration (deploy/nginx/) answers, asked over HTTP: the tests'
// web server is that nginx (playwright.config.ts). Headers are what issue 6 and the usual
// hardening guides ask for, written out here rather than read from the config. The Node.js
// fallback of `npm run serve` answers by the same rules: tests/unit/serve-parity.test.ts.

/** The directives of a Content-Security-Policy header, each with its source list. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  const scriptSources = csp.get('script-src') ?? [];
  expect(scriptSources[0], `${what}: script-src`).toBe("'self'");
  // Inline scripts only by hash: no 'unsafe-inline', no 'unsafe-eval', no other host.
  for (const source of scriptSources.slice(1)) {
    expect(source, `${what}: script-src source`).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  }
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['permissions-policy'], what).toContain('geolocation=()');
  // HSTS belongs to the TLS server only: over plain HTTP it would be ignored, and it must not
  // reach a local or test server.
  expect(headers['strict-transport-security'], what).toBeUndefined();
  expect(headers.server, `${what}: the server does not announce its version`).toBe('nginx');
}

for (const locale of locales) {
  test.describe(`serving (${locale.name})`, () => {
    test('pages carry the security headers and are revalidated on every visit', async ({request}) => {
      for (const path of ['/', '/docs/intro', '/blog/welcome', '/pricing']) {
        const url = localePath(locale, path);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.headers()['cache-control'], url).toBe('no-cache');
        expectSecurityHeaders(response, url);
      }
    });

    test('hashed assets are cached for a year and sent precompressed', async ({request}) => {
      const html = await (await request.get(localePath(locale, '/'))).text();
      const assets = [...html.matchAll(/(?:src|href)="?(\/(?:en\/)?assets\/[^"\s>]+\.(?:js|css))/g)].map((m) => m[1]!);
      expect(assets.length, 'the home page links scripts and a stylesheet').toBeGreaterThan(1);
      for (const asset of assets) {
        const plain = await request.get(asset, {headers: {'accept-encoding': 'identity'}});
        expect(plain.status(), asset).toBe(200);
        expect(plain.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
        expect(plain.headers()['content-encoding'], asset).toBeUndefined();
        // Page-level policies (CSP, frames, permissions) mean nothing on a script; nosniff does.
        expect(plain.headers()['x-content-type-options'], asset).toBe('nosniff');
        const body = await plain.body();

        for (const encoding of ['br', 'gzip']) {
          const compressed = await request.get(asset, {headers: {'accept-encoding': encoding}});
          expect(compressed.headers()['content-encoding'], `${asset} (${encoding})`).toBe(encoding);
          expect(compressed.headers()['vary'], `${asset} (${encoding})`).toBe('Accept-Encoding');
          // Playwright decodes the body: the precompressed copy holds the same bytes as the file.
          expect((await compressed.body()).equals(body), `${asset}: the ${encoding} copy matches`).toBe(true);
        }
      }
    });

    test('an unknown path answers 404 with the not-found page of the locale', async ({request, page}) => {
      for (const path of ['/no-such-page', '/docs/no-such-doc', '/blog/2025/no-such-post/', '/assets/js/missing.js']) {
        const url = localePath(locale, path);
        const response = await request.get(url);
        expect(response.status(), url).toBe(404);
        expect(response.headers()['cache-control'], url).toBe('no-cache');
        expectSecurityHeaders(response, url);
        // The build minifies HTML: attribute values come unquoted.
        expect(await response.text(), url).toMatch(new RegExp(`<html[^>]* lang="?${locale.htmlLang}[" >]`));
      }
      const response = await page.goto(localePath(locale, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(locale.notFoundTitle);
    });

    test('every page has one URL: no .html, no trailing slash, folders with one', async ({request}) => {
      const redirects: Array<[string, string]> = [
        [localePath(locale, '/product.html'), localePath(locale, '/product')],
        [localePath(locale, '/product/'), localePath(locale, '/product')],
        [localePath(locale, '/docs/intro/?from=old'), localePath(locale, '/docs/intro?from=old')],
        [`${locale.prefix}/index.html`, `${locale.prefix}/`],
      ];
      if (locale.prefix) redirects.push([locale.prefix, `${locale.prefix}/`], [`${locale.prefix}?from=old`, `${locale.prefix}/?from=old`]);
      for (const [from, to] of redirects) {
        const response = await request.get(from, {maxRedirects: 0});
        expect(response.status(), from).toBe(301);
        expect(response.headers().location, from).toBe(to);
        expectSecurityHeaders(response, from);
      }
    });
  });
}
