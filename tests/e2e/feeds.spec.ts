import {expect, test} from '../support/test';
import {blogPosts, locales, localePath, type LocaleCase} from '../support/site';

// The blog's feeds as served, read by the browser's own XML parser as a feed reader would: the
// elements RSS 2.0 and Atom 1.0 require, each feed's address of itself (rel="self"), its words in
// the feed's language and its media type. The feed links of every page, titled in its language, are
// read from the build by tests/built/metadata.test.ts.

const SITE = 'https://www.lexboot.cn';
const feedTitle: Record<LocaleCase['name'], string> = {'zh-Hans': 'LexBoot 博客', en: 'LexBoot Blog'};
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const HAN = /[\u3400-\u9fff]/;

/** What a feed says, as the browser's XML parser reads it (null fields are missing elements). */
type RssFacts = {
  parseError: boolean;
  root: string;
  version: string | null;
  title: string | null;
  link: string | null;
  description: string | null;
  language: string | null;
  self: {href: string | null; type: string | null}[];
  items: {title: string | null; description: string | null}[];
};
type AtomFacts = {
  parseError: boolean;
  root: string;
  namespace: string | null;
  id: string | null;
  title: string | null;
  subtitle: string | null;
  updated: string | null;
  feedAuthors: number;
  self: {href: string | null; type: string | null}[];
  entries: {id: string | null; title: string | null; updated: string | null; authors: number}[];
};

for (const locale of locales) {
  test.describe(`feeds (${locale.name})`, () => {
    test('RSS 2.0: channel title, link and description, items, atom:link self, served as application/rss+xml', async ({page, request}) => {
      const path = localePath(locale, '/blog/rss.xml');
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      const xml = await response.text();
      await page.goto(localePath(locale, '/'));
      const facts: RssFacts = await page.evaluate(
        ([text, atomNs]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          const channel = doc.querySelector('rss > channel');
          const own = (parent: Element | null | undefined, name: string) =>
            Array.from(parent?.children ?? [])
              .find((child) => child.localName === name && child.namespaceURI === null)
              ?.textContent?.trim() ?? null;
          return {
            parseError: doc.getElementsByTagName('parsererror').length > 0,
            root: doc.documentElement.localName,
            version: doc.documentElement.getAttribute('version'),
            title: own(channel, 'title'),
            link: own(channel, 'link'),
            description: own(channel, 'description'),
            language: own(channel, 'language'),
            self: Array.from(channel?.children ?? [])
              .filter((child) => child.namespaceURI === atomNs && child.localName === 'link' && child.getAttribute('rel') === 'self')
              .map((link) => ({href: link.getAttribute('href'), type: link.getAttribute('type')})),
            items: Array.from(channel?.children ?? [])
              .filter((child) => child.localName === 'item')
              .map((item) => ({title: own(item, 'title'), description: own(item, 'description')})),
          };
        },
        [xml, ATOM_NS] as const,
      );
      expect(facts.parseError, 'well-formed XML').toBe(false);
      expect(facts.root).toBe('rss');
      expect(facts.version).toBe('2.0');
      expect(facts.title).toBe(feedTitle[locale.name]);
      expect(facts.link).toBe(`${SITE}${localePath(locale, '/blog')}`);
      expect(facts.description, 'a description').toBeTruthy();
      expect(facts.description, 'the description is not the title again').not.toBe(facts.title);
      expect(facts.language).toBe(locale.name === 'en' ? 'en' : 'zh-CN');
      expect(facts.self).toEqual([{href: `${SITE}${path}`, type: 'application/rss+xml'}]);
      // Every post, titled in the feed's language: Chinese titles on the Chinese feed, English ones on the English feed.
      expect(facts.items).toHaveLength(blogPosts.length);
      for (const item of facts.items) {
        expect(item.title || item.description, 'an item has a title or a description').toBeTruthy();
        expect(HAN.test(item.title ?? ''), `${item.title}: in the feed's language`).toBe(locale.name === 'zh-Hans');
      }
    });

    test('Atom 1.0: id, title, updated, authors, link rel=self, entries with id, title and updated, served as application/atom+xml', async ({
      page,
      request,
    }) => {
      const path = localePath(locale, '/blog/atom.xml');
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
      const xml = await response.text();
      await page.goto(localePath(locale, '/'));
      const facts: AtomFacts = await page.evaluate(
        ([text, atomNs]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          const feed = doc.documentElement;
          const children = (parent: Element, name: string) =>
            Array.from(parent.children).filter((child) => child.namespaceURI === atomNs && child.localName === name);
          const own = (parent: Element, name: string) => children(parent, name)[0]?.textContent?.trim() ?? null;
          return {
            parseError: doc.getElementsByTagName('parsererror').length > 0,
            root: feed.localName,
            namespace: feed.namespaceURI,
            id: own(feed, 'id'),
            title: own(feed, 'title'),
            subtitle: own(feed, 'subtitle'),
            updated: own(feed, 'updated'),
            feedAuthors: children(feed, 'author').filter((author) => own(author, 'name')).length,
            self: children(feed, 'link')
              .filter((link) => link.getAttribute('rel') === 'self')
              .map((link) => ({href: link.getAttribute('href'), type: link.getAttribute('type')})),
            entries: children(feed, 'entry').map((entry) => ({
              id: own(entry, 'id'),
              title: own(entry, 'title'),
              updated: own(entry, 'updated'),
              authors: children(entry, 'author').filter((author) => own(author, 'name')).length,
            })),
          };
        },
        [xml, ATOM_NS] as const,
      );
      expect(facts.parseError, 'well-formed XML').toBe(false);
      expect(facts.root).toBe('feed');
      expect(facts.namespace).toBe(ATOM_NS);
      expect(facts.id).toBe(`${SITE}${localePath(locale, '/blog')}`);
      expect(facts.title).toBe(feedTitle[locale.name]);
      expect(facts.subtitle, 'a subtitle that is not the title again').toBeTruthy();
      expect(facts.subtitle).not.toBe(facts.title);
      expect(Number.isNaN(Date.parse(facts.updated ?? ''))).toBe(false);
      expect(facts.self).toEqual([{href: `${SITE}${path}`, type: 'application/atom+xml'}]);
      expect(facts.entries).toHaveLength(blogPosts.length);
      for (const entry of facts.entries) {
        expect(HAN.test(entry.title ?? ''), `${entry.title}: in the feed's language`).toBe(locale.name === 'zh-Hans');
        expect(entry.id, 'an entry has an id').toBeTruthy();
        expect(entry.title, `${entry.id}: a title`).toBeTruthy();
        expect(Number.isNaN(Date.parse(entry.updated ?? '')), `${entry.id}: updated is a date`).toBe(false);
        // Atom requires an author on the feed or on every entry.
        expect(facts.feedAuthors + entry.authors, `${entry.id}: an author`).toBeGreaterThan(0);
      }
    });
  });
}
