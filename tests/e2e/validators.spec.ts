import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {LinkChecker, LinkState} from 'linkinator';
import {expect, test} from '../support/test';
import {locales} from '../support/site';
import {sitemapPaths} from '../support/sitemap';

// Validators the project did not write, run on what we ship:
// - the W3C Nu Html Checker (vnu.jar, the engine of validator.w3.org/nu) over every HTML file of
//   the production build, both locales, with no error;
// - a link crawl (linkinator) from each locale's home page through the production server: no broken
//   link or missing in-page target, and every page the sitemaps list is reached by some link.
// HTML_CodeSniffer, the third, runs in routes.spec.ts, in the same page load as axe.

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The one message the checker gets wrong, and is told to pass over: Docusaurus holds the first
 * paint until the main content has arrived with `<link rel="expect" href="#__docusaurus"
 * blocking="render">` (HTML's render-blocking expectation, in Chromium since 124). The checker
 * has not learnt `blocking` on anything but style sheets yet, and says it needs rel="stylesheet".
 */
function isRenderBlockingExpectLag(message: VnuMessage): boolean {
  return (
    /“link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/.test(message.message) &&
    /rel=["']?expect\b/.test(message.extract ?? '')
  );
}

type VnuMessage = {type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
}

test('the W3C Nu Html Checker finds no error in any built page of either locale', () => {
  // The checker reads about a hundred pages in 15 s on this machine, more on a busy CI one.
  test.setTimeout(180_000);
  const pages = htmlFiles(BUILD_DIR);
  expect(pages.filter((file) => file.startsWith(`en${path.sep}`)).length, 'English pages in the build').toBeGreaterThan(40);
  expect(pages.filter((file) => !file.startsWith(`en${path.sep}`)).length, 'Chinese pages in the build').toBeGreaterThan(40);

  const run = spawnSync('java', ['-jar', VNU_JAR, '--skip-non-html', '--errors-only', '--format', 'json', BUILD_DIR], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(
      `Could not run Java for the Nu Html Checker (${run.error.message}): install a JRE, e.g. apt-get install default-jre-headless`,
    );
  // The checker writes its JSON report to standard error, and exits 1 when it reports an error.
  const report = JSON.parse(run.stderr) as {messages: VnuMessage[]};
  const allowed = report.messages.filter(isRenderBlockingExpectLag);
  const errors = report.messages
    .filter((message) => !isRenderBlockingExpectLag(message))
    .map(
      (m) =>
        `${path.relative(process.cwd(), (m.url ?? '').replace(/^file:/, ''))}:${m.lastLine ?? '?'}: ${m.type}: ${m.message}\n    ${m.extract ?? ''}`,
    );
  console.log(
    `Nu Html Checker: ${pages.length} pages, ${errors.length} errors (${allowed.length} passed over: rel="expect" blocking="render").`,
  );
  expect(errors, 'Nu Html Checker errors').toEqual([]);
  // The exception stays only while the markup it excuses is there: one per page. The runner's document
  // (run/index.html) is checked like the rest but is no page, and has no such markup.
  const sitePages = pages.filter((file) => !file.startsWith(`run${path.sep}`));
  expect(sitePages.length, 'the runner is the one document that is not a page').toBe(pages.length - 1);
  expect(allowed.length, 'pages with the render-blocking expectation the checker does not know').toBe(sitePages.length);
});

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
