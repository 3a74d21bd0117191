import type {APIRequestContext} from '@playwright/test';
import {expect, test} from '../support/test';
import {blogPosts, locales, localePath, type LocaleCase} from '../support/site';
import {sitemapPaths} from '../support/sitemap';

// What search engines and link previews read: the sitemaps' language alternates, robots.txt, and
// the head of every page in the sitemaps. The pages are read as served, with JavaScript off, as
// the crawlers of link previews (WeChat, Weibo, Slack…) read them.

const SITE = 'https://www.lexboot.cn';

/** Open Graph locales are language_TERRITORY, as the Open Graph protocol and link previews expect. */
const openGraphLocale: Record<LocaleCase['name'], string> = {'zh-Hans': 'zh_CN', en: 'en_US'};
/** Each locale has a social card in its own language. */
const socialCard: Record<LocaleCase['name'], string> = {'zh-Hans': 'social-card-zh.png', en: 'social-card-en.png'};

const [zh, en] = locales as [LocaleCase, LocaleCase];

/** The path of a page within its locale: `/en/product` → `/product`, `/en/` → `/`. */
function sitePath(locale: LocaleCase, path: string): string {
  const within = path.slice(locale.prefix.length);
  return within === '' ? '/' : within;
}

/** The alternates every page must declare: both locales, and Chinese for any other language. */
function expectedAlternates(path: string): Record<string, string> {
  return {
    'zh-Hans': `${SITE}${localePath(zh, path)}`,
    en: `${SITE}${localePath(en, path)}`,
    'x-default': `${SITE}${localePath(zh, path)}`,
  };
}

/** The attributes of each `<tag …/>` in an XML text. */
function xmlElements(xml: string, tag: string): Record<string, string>[] {
  return [...xml.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, 'g'))].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attr) => [attr[1]!, attr[2]!])),
  );
}

/** Width and height from the IHDR chunk of a PNG, or undefined when the bytes are no PNG. */
function pngSize(bytes: Buffer): {width: number; height: number} | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    return undefined;
  }
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

/** Asks for a path without following redirects: an alternate must be the page itself. */
async function status(request: APIRequestContext, path: string): Promise<number> {
  return (await request.get(path, {maxRedirects: 0})).status();
}

test('robots.txt allows every crawler and lists the sitemaps of both locales', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  // An empty Disallow allows everything; any path after it would keep crawlers out of that part.
  expect(lines.filter((line) => /^disallow:\s*\S/i.test(line))).toEqual([]);
  const sitemaps = lines.filter((line) => /^sitemap:/i.test(line)).map((line) => line.replace(/^sitemap:\s*/i, ''));
  expect(sitemaps.sort()).toEqual([`${SITE}/en/sitemap.xml`, `${SITE}/sitemap.xml`]);
  // Crawlers read robots.txt at the root of the host only; a copy under /en/ would be noise.
  expect(await status(request, '/en/robots.txt')).toBe(404);
});

for (const locale of locales) {
  const other = locale === zh ? en : zh;

  test.describe(`SEO (${locale.name})`, () => {
    test('every sitemap entry lists its page in both languages and a default, each answering 200', async ({request}) => {
      const response = await request.get(`${locale.prefix}/sitemap.xml`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
      expect(entries.length).toBeGreaterThan(40);

      const answered = new Map<string, number>();
      for (const entry of entries) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '';
        const path = sitePath(locale, new URL(loc).pathname);
        const links = xmlElements(entry, 'xhtml:link');
        expect(
          links.every((link) => link.rel === 'alternate'),
          loc,
        ).toBe(true);
        const alternates = Object.fromEntries(links.map((link) => [link.hreflang!, link.href!]));
        expect(alternates, loc).toEqual(expectedAlternates(path));
        expect(alternates[locale.name], `${loc} is its own ${locale.name} alternate`).toBe(loc);
        for (const href of Object.values(alternates)) {
          const pathname = new URL(href).pathname;
          if (!answered.has(pathname)) answered.set(pathname, await status(request, pathname));
          expect(answered.get(pathname), `${href}, an alternate of ${loc}`).toBe(200);
        }
      }
    });

    test.describe('every page in the sitemap, as served', () => {
      test.use({javaScriptEnabled: false});

      test('has its canonical URL, Open Graph locales, a description and the locale’s social card', async ({page, request}) => {
        test.setTimeout(120_000);
        const card = `${SITE}${localePath(locale, `/img/${socialCard[locale.name]}`)}`;
        const paths = await sitemapPaths(request, locale.prefix);
        expect(paths.length).toBeGreaterThan(40);
        for (const path of paths) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          const head = page.locator('head');
          const content = (selector: string) =>
            head.locator(selector).evaluateAll((elements) => elements.map((element) => element.getAttribute('content')));

          const canonical = await head
            .locator('link[rel="canonical"]')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
          expect(canonical, `${path}: one canonical link, to itself`).toEqual([`${SITE}${path}`]);

          const hreflang = await head
            .locator('link[rel="alternate"][hreflang]')
            .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
          expect(Object.fromEntries(hreflang), `${path}: hreflang alternates`).toEqual(expectedAlternates(sitePath(locale, path)));

          expect(await content('meta[property="og:locale"]'), `${path}: og:locale`).toEqual([openGraphLocale[locale.name]]);
          expect(await content('meta[property="og:locale:alternate"]'), `${path}: og:locale:alternate`).toEqual([
            openGraphLocale[other.name],
          ]);

          const descriptions = await content('meta[name="description"]');
          expect(descriptions, `${path}: one meta description`).toHaveLength(1);
          expect(descriptions[0]?.trim(), `${path}: meta description`).toBeTruthy();

          expect(await content('meta[property="og:image"]'), `${path}: og:image`).toEqual([card]);

          // Open Graph requires a type: `article` for the blog's posts (dated and signed), `website`
          // for every other page, docs included (see src/theme/SiteMetadata).
          const post = blogPosts.some((slug) => sitePath(locale, path) === `/blog/${slug}`);
          expect(await content('meta[property="og:type"]'), `${path}: og:type`).toEqual([post ? 'article' : 'website']);
          if (post) {
            const jsonLd = await head
              .locator('script[type="application/ld+json"]')
              .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>));
            const posting = jsonLd.find((data) => data['@type'] === 'BlogPosting');
            expect(posting, `${path}: BlogPosting JSON-LD`).toBeDefined();
            const absolute = (url: unknown) => typeof url === 'string' && url.startsWith(`${SITE}/`);
            const people = [posting?.author].flat() as Record<string, unknown>[];
            expect(people.length, `${path}: an author`).toBeGreaterThan(0);
            for (const person of people)
              expect(absolute(person.image), `${path}: author image ${String(person.image)} absolute`).toBe(true);
            const keywords = posting?.keywords;
            expect(
              keywords === undefined || (Array.isArray(keywords) && keywords.length > 0),
              `${path}: keywords non-empty or absent`,
            ).toBe(true);
            const publisher = posting?.publisher as {'@type'?: string; name?: string; logo?: {url?: string}} | undefined;
            expect(publisher?.['@type'], `${path}: publisher`).toBe('Organization');
            expect(publisher?.name, `${path}: publisher name`).toBe(locale === en ? 'LexBoot Technology' : '律启科技');
            expect(absolute(publisher?.logo?.url), `${path}: publisher logo`).toBe(true);
            expect(absolute((posting?.image as {url?: string} | undefined)?.url), `${path}: image`).toBe(true);
            expect(Number.isNaN(Date.parse(String(posting?.dateModified))), `${path}: dateModified`).toBe(false);
            expect(posting?.url, `${path}: url`).toBe(`${SITE}${path}`);
          }
        }
      });
    });

    test('the social card is a 1200×630 PNG', async ({request}) => {
      const response = await request.get(localePath(locale, `/img/${socialCard[locale.name]}`));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({width: 1200, height: 630});
    });
  });
}
