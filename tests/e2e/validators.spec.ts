import {LinkChecker, LinkState} from 'linkinator';
import {expect, test} from '../support/test';
import {locales} from '../support/site';
import {sitemapPaths} from '../support/sitemap';

// A validator the project did not write, run on what we ship: a link crawl (linkinator) from each
// locale's home page through the production server: no broken link or missing in-page target, and
// every page the sitemaps list is reached by some link. The W3C Nu Html Checker reads the build's
// files without a server (tests/built/nu-html.test.ts); HTML_CodeSniffer runs in routes.spec.ts, in
// the same page load as axe.

test('a link crawl from each home page finds no broken link and reaches every page of the sitemaps', async ({baseURL, request}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const checker = new LinkChecker();
  const reached = new Set<string>();
  checker.on('pagestart', (url: string) => reached.add(new URL(url).pathname.replace(/(.)\/$/, '$1')));
  const result = await checker.check({
    path: locales.map((locale) => `${origin}${locale.prefix}/`),
    recurse: true,
    checkFragments: true,
    checkCss: true,
    // A link of ours that answers with a redirect costs the reader a round trip: it counts as broken.
    redirects: 'error',
    // The site's addresses have no trailing slash (`/docs/intro`), and a browser resolves a page's
    // relative links (`#`) against it as it is: without this, linkinator would take each page for a
    // folder and resolve them against `/docs/intro/`, which only redirects.
    cleanUrls: true,
    concurrency: 8,
    timeout: 20_000,
    // Other hosts (the footer's social networks, the ICP lookup) are not reachable from CI; their
    // addresses are checked against the spec by layout.spec.ts.
    linksToSkip: (link) => Promise.resolve(!link.startsWith(`${origin}/`)),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.url} (${link.status ?? 'no answer'}) linked from ${link.parent ?? 'the start'}`);
  const checked = result.links.filter((link) => link.state === LinkState.OK).length;
  console.log(`Link crawl: ${reached.size} pages crawled, ${checked} links checked, ${broken.length} broken.`);
  expect(broken, 'broken links').toEqual([]);

  for (const locale of locales) {
    const listed = await sitemapPaths(request, locale.prefix);
    expect(listed.length, `${locale.prefix}/sitemap.xml entries`).toBeGreaterThan(40);
    const unreached = listed.filter((page) => !reached.has(page.replace(/(.)\/$/, '$1')));
    expect(unreached, `pages of ${locale.prefix || '/'}sitemap.xml that no link reaches`).toEqual([]);
  }
});
