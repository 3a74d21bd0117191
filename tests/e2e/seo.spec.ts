import type {APIRequestContext} from '@playwright/test';
import {expect, test} from '../support/test';
import {locales, localePath, type LocaleCase} from '../support/site';

// What search engines and link previews read from the server: the sitemaps' language alternates,
// each answering 200, robots.txt and the social cards. The head of every page in the sitemaps
// (canonical URL, hreflang alternates, Open Graph, description, BlogPosting JSON-LD) is read from
// the built HTML, as crawlers without JavaScript read it, by tests/built/metadata.test.ts.

const SITE = 'https://www.lexboot.cn';

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

    test('the social card is a 1200×630 PNG', async ({request}) => {
      const response = await request.get(localePath(locale, `/img/${socialCard[locale.name]}`));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({width: 1200, height: 630});
    });
  });
}
