// What search engines and link previews read in the built pages and feeds, checked over build/
// (run `npm run build` first; `npm test` runs this stage right after it): the head of every page of
// the sitemaps as crawlers and link previews (WeChat, Weibo, Slack…) read it, without JavaScript,
// and the rest below. tests/e2e/seo.spec.ts checks what needs the server (the sitemaps' alternates
// answering, status codes, robots.txt, the card's media type); routes.spec serves every page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {brand} from '../../src/data/brand';
import {BUILD, builtPages, headTags, jsonLd, links, metaContents, readBuilt} from '../support/built-html';
import {blogPostFiles} from '../support/content';

const SITE = brand.siteUrl;
const LOCALES = [
  // Open Graph locales are language_TERRITORY, as the Open Graph protocol and link previews expect.
  {
    name: 'zh-Hans',
    dir: '',
    prefix: '',
    card: 'zh',
    feedLanguage: /^zh\b/,
    openGraph: 'zh_CN',
    publisher: '律启科技',
    blog: 'LexBoot 博客',
  },
  {
    name: 'en',
    dir: 'en',
    prefix: '/en',
    card: 'en',
    feedLanguage: /^en\b/,
    openGraph: 'en_US',
    publisher: 'LexBoot Technology',
    blog: 'LexBoot Blog',
  },
] as const;

/** What the social cards say (imported, not required: the script has a top-level await). */
async function cardText(card: 'zh' | 'en'): Promise<{headline: string; definition: string}> {
  const {CARDS} = (await import('../../scripts/social-cards.mjs')) as {CARDS: Record<string, {headline: string; definition: string}>};
  return CARDS[card]!;
}

/** Text compared loosely: the card breaks its headline with <br>, an alt text does not. */
const loose = (text: string) => text.replace(/<br>/g, ' ').replace(/\s+/g, '').toLowerCase();

/** The pages of one locale (the Chinese ones are those outside en/). */
function pagesOf(locale: (typeof LOCALES)[number]): string[] {
  const pages = builtPages(locale.dir);
  return locale.dir ? pages : pages.filter((page) => !page.startsWith('en/'));
}

/** The paths (no origin) a locale's sitemap.xml lists, read from the build. */
function sitemapPaths(locale: (typeof LOCALES)[number]): string[] {
  const xml = readBuilt(path.join(locale.dir, 'sitemap.xml'));
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The built file the server answers a path with (`/en/` → en/index.html, `/docs/intro` → docs/intro.html). */
function fileOf(urlPath: string): string {
  const within = decodeURIComponent(urlPath).replace(/^\//, '');
  const candidates = urlPath.endsWith('/') ? [`${within}index.html`] : [`${within}.html`, `${within}/index.html`];
  const file = candidates.find((candidate) => existsSync(path.join(BUILD, candidate)));
  assert.ok(file, `${urlPath}: no ${candidates.join(' or ')} in the build`);
  return file;
}

/** The path of a page within its locale: `/en/product` → `/product`, `/en/` → `/`. */
function sitePath(locale: (typeof LOCALES)[number], urlPath: string): string {
  return urlPath.slice(locale.prefix.length) || '/';
}

/** The URL of a site path in a locale: `/` is the locale's home. */
const localeUrl = (locale: (typeof LOCALES)[number], within: string) =>
  `${SITE}${within === '/' ? `${locale.prefix}/` : `${locale.prefix}${within}`}`;

for (const locale of LOCALES) {
  const other = LOCALES.find((each) => each !== locale)!;

  test(`${locale.name}: every page of the sitemap has its canonical URL, Open Graph locales, a description and the locale's social card`, () => {
    const card = `${SITE}${locale.prefix}/img/social-card-${locale.card}.png`;
    const paths = sitemapPaths(locale);
    assert.ok(paths.length > 40, `sitemap entries: ${paths.length}`);
    const posts = new Set(blogPostFiles().map((post) => `${locale.prefix}/blog/${post.slug}`));
    let postsChecked = 0;
    for (const urlPath of paths) {
      const html = readBuilt(fileOf(urlPath));
      const within = sitePath(locale, urlPath);
      const linksOf = (rel: string) => headTags(html, 'link').filter((link) => link.rel === rel);

      assert.deepEqual(
        linksOf('canonical').map((link) => link.href),
        [`${SITE}${urlPath}`],
        `${urlPath}: one canonical link, to itself`,
      );
      const hreflang = Object.fromEntries(
        linksOf('alternate')
          .filter((link) => link.hreflang !== undefined)
          .map((link): [string, string | undefined] => [link.hreflang!, link.href]),
      );
      assert.deepEqual(
        hreflang,
        {'zh-Hans': localeUrl(LOCALES[0], within), en: localeUrl(LOCALES[1], within), 'x-default': localeUrl(LOCALES[0], within)},
        `${urlPath}: hreflang alternates (both locales, and Chinese for any other language)`,
      );
      assert.deepEqual(metaContents(html, 'property', 'og:locale'), [locale.openGraph], `${urlPath}: og:locale`);
      assert.deepEqual(metaContents(html, 'property', 'og:locale:alternate'), [other.openGraph], `${urlPath}: og:locale:alternate`);
      const descriptions = metaContents(html, 'name', 'description');
      assert.equal(descriptions.length, 1, `${urlPath}: one meta description`);
      assert.ok(descriptions[0]!.trim(), `${urlPath}: meta description`);
      assert.deepEqual(metaContents(html, 'property', 'og:image'), [card], `${urlPath}: og:image`);

      // Open Graph requires a type: `article` for the blog's posts (dated and signed), `website` for
      // every other page, docs included (see src/theme/SiteMetadata).
      const post = posts.has(urlPath);
      assert.deepEqual(metaContents(html, 'property', 'og:type'), [post ? 'article' : 'website'], `${urlPath}: og:type`);
      if (!post) continue;
      postsChecked += 1;
      const posting = jsonLd(html.slice(0, html.indexOf('</head>'))).find((data) => data['@type'] === 'BlogPosting');
      assert.ok(posting, `${urlPath}: BlogPosting JSON-LD`);
      const absolute = (url: unknown) => typeof url === 'string' && url.startsWith(`${SITE}/`);
      const people = [posting.author].flat() as Record<string, unknown>[];
      assert.ok(people.length > 0, `${urlPath}: an author`);
      for (const person of people) assert.ok(absolute(person.image), `${urlPath}: author image ${String(person.image)} absolute`);
      const keywords = posting.keywords;
      assert.ok(keywords === undefined || (Array.isArray(keywords) && keywords.length > 0), `${urlPath}: keywords non-empty or absent`);
      const publisher = posting.publisher as {'@type'?: string; name?: string; logo?: {url?: string}} | undefined;
      assert.equal(publisher?.['@type'], 'Organization', `${urlPath}: publisher`);
      assert.equal(publisher?.name, locale.publisher, `${urlPath}: publisher name`);
      assert.ok(absolute(publisher?.logo?.url), `${urlPath}: publisher logo`);
      assert.ok(absolute((posting.image as {url?: string} | undefined)?.url), `${urlPath}: image`);
      assert.ok(!Number.isNaN(Date.parse(String(posting.dateModified))), `${urlPath}: dateModified`);
      assert.equal(posting.url, `${SITE}${urlPath}`, `${urlPath}: url`);
    }
    assert.equal(postsChecked, posts.size, 'every blog post is in the sitemap');
  });

  test(`${locale.name}: every page of the sitemap links both feeds, titled in the page's language`, () => {
    const feedTitles =
      locale.name === 'en'
        ? {rss: `${locale.blog} (RSS feed)`, atom: `${locale.blog} (Atom feed)`}
        : {rss: `${locale.blog}（RSS 订阅）`, atom: `${locale.blog}（Atom 订阅）`};
    for (const urlPath of sitemapPaths(locale)) {
      const feeds = headTags(readBuilt(fileOf(urlPath)), 'link')
        .filter((link) => link.rel === 'alternate' && link.type?.endsWith('+xml'))
        .map((link) => [link.type, link.title, link.href]);
      assert.deepEqual(
        feeds,
        [
          ['application/rss+xml', feedTitles.rss, `${locale.prefix}/blog/rss.xml`],
          ['application/atom+xml', feedTitles.atom, `${locale.prefix}/blog/atom.xml`],
        ],
        urlPath,
      );
    }
  });

  test(`${locale.name}: the search page asks search engines not to index it (name="robots") and has a description`, () => {
    const html = readBuilt(`${locale.dir ? `${locale.dir}/` : ''}search.html`);
    assert.deepEqual(metaContents(html, 'name', 'robots'), ['noindex, follow']);
    const [description, ...more] = metaContents(html, 'name', 'description');
    assert.equal(more.length, 0, 'one description');
    assert.ok(description && description.trim().length > 10, `a description, got ${JSON.stringify(description)}`);
  });

  test(`${locale.name}: every doc's BreadcrumbList starts with the home page, as its breadcrumbs show`, () => {
    const docs = pagesOf(locale).filter((page) => page.startsWith(`${locale.dir ? `${locale.dir}/` : ''}docs/`));
    assert.ok(docs.length > 20, `docs found: ${docs.length}`);
    let checked = 0;
    for (const page of docs) {
      const html = readBuilt(page);
      const lists = jsonLd(html).filter((data) => data['@type'] === 'BreadcrumbList');
      // A doc outside the sidebars (the installation page) shows no breadcrumbs and has no list.
      if (!html.includes('theme-doc-breadcrumbs')) {
        assert.equal(lists.length, 0, `${page}: no breadcrumbs shown, no BreadcrumbList`);
        continue;
      }
      checked += 1;
      assert.equal(lists.length, 1, `${page}: one BreadcrumbList`);
      const items = lists[0]!.itemListElement as {position: number; name: string; item: string}[];
      assert.ok(items.length >= 2, `${page}: home and the page, got ${JSON.stringify(items)}`);
      assert.equal(items[0]!.item, `${SITE}${locale.prefix}/`, `${page}: home first`);
      assert.ok(items[0]!.name.trim(), `${page}: home named`);
      assert.deepEqual(
        items.map((item) => item.position),
        items.map((_, index) => index + 1),
        `${page}: positions 1…n`,
      );
      const url = `${SITE}/${page.replace(/(\/index)?\.html$/, '')}`;
      assert.equal(items.at(-1)!.item, url, `${page}: the page last`);
    }
    assert.ok(checked > 20, `docs with breadcrumbs: ${checked}`);
  });

  test(`${locale.name}: every page names the site (og:site_name) and describes its social card (og:image:alt)`, async () => {
    const card = await cardText(locale.card);
    const pages = pagesOf(locale);
    assert.ok(pages.length > 40);
    for (const page of pages) {
      const html = readBuilt(page);
      if (metaContents(html, 'property', 'og:image').length === 0) continue;
      assert.deepEqual(metaContents(html, 'property', 'og:site_name'), [brand.productName], `${page}: og:site_name`);
      const alts = metaContents(html, 'property', 'og:image:alt');
      assert.equal(alts.length, 1, `${page}: one og:image:alt`);
      // The alt says what the card says (scripts/social-cards.mjs draws it).
      for (const words of [card.headline, card.definition]) {
        assert.ok(loose(alts[0]!).includes(loose(words)), `${page}: og:image:alt "${alts[0]}" says "${words}"`);
      }
    }
  });

  test(`${locale.name}: the Atom feed says its language (xml:lang)`, () => {
    const xml = readBuilt(`${locale.dir ? `${locale.dir}/` : ''}blog/atom.xml`);
    const lang = /<feed\b[^>]*\sxml:lang="([^"]+)"/.exec(xml)?.[1];
    assert.match(lang ?? '(none)', locale.feedLanguage);
  });

  test(`${locale.name}: no link anywhere says only "Read more"`, () => {
    const vague = /^(read more|more|阅读更多|更多|了解更多|continue reading|继续阅读)$/i;
    for (const page of pagesOf(locale)) {
      for (const link of links(readBuilt(page))) {
        assert.ok(!vague.test(link.text), `${page}: a link to ${link.attributes.href} says only "${link.text}"`);
      }
    }
  });
}
