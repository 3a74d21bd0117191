// What search engines and link previews read in the built pages and feeds, checked over build/
// (run `npm run build` first; `npm test` runs this stage right after it). tests/e2e/seo.spec.ts
// checks what needs the server (sitemaps, status codes, robots.txt) and each page's canonical
// link, locales, description and card; this covers the rest, without a browser.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {brand} from '../../src/data/brand';
import {builtPages, jsonLd, links, metaContents, readBuilt} from '../support/built-html';

const SITE = brand.siteUrl;
const LOCALES = [
  {name: 'zh-Hans', dir: '', prefix: '', card: 'zh', feedLanguage: /^zh\b/},
  {name: 'en', dir: 'en', prefix: '/en', card: 'en', feedLanguage: /^en\b/},
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

for (const locale of LOCALES) {
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
