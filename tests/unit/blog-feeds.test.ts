// src/plugins/blog-feeds: what the blog's feeds and their head links gain over the stock plugin's,
// on the XML its feed library writes. tests/e2e/feeds.spec.ts checks the built feeds as served.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {addAtomLanguage, addAtomSelfLink, addRssSelfLink, titleFeedLinks} from '../../src/plugins/blog-feeds';
import {blog} from '../../src/data/blog';

// As the feed library (jpmonette/feed) writes them for Docusaurus 3.10.
const RSS = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
    <channel>
        <title>LexBoot 博客</title>
        <link>https://www.lexboot.cn/blog</link>
        <item>
            <title><![CDATA[A <channel> in a title]]></title>
        </item>
    </channel>
</rss>`;
const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>https://www.lexboot.cn/en/blog</id>
    <title>LexBoot Blog</title>
    <link rel="alternate" href="https://www.lexboot.cn/en/blog"/>
    <entry>
        <id>https://www.lexboot.cn/en/blog/welcome</id>
        <link href="https://www.lexboot.cn/en/blog/welcome"/>
    </entry>
</feed>`;

test('RSS: an atom:link to the feed itself first in the channel, with the Atom namespace on the root', () => {
  const xml = addRssSelfLink(RSS, 'https://www.lexboot.cn/blog/rss.xml?a=1&b=2');
  assert.match(xml, /<rss version="2\.0" xmlns:dc="[^"]+" xmlns:content="[^"]+" xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom">/);
  assert.match(
    xml,
    /<channel>\n {8}<atom:link href="https:\/\/www\.lexboot\.cn\/blog\/rss\.xml\?a=1&amp;b=2" rel="self" type="application\/rss\+xml"\/>\n {8}<title>LexBoot 博客<\/title>/,
  );
  assert.equal(xml.match(/<atom:link/g)?.length, 1);
  assert.equal(xml.replace(/ xmlns:atom="[^"]+"|<atom:link[^>]*\/>\n {8}/g, ''), RSS, 'nothing else changes');
  assert.equal(addRssSelfLink(xml, 'https://elsewhere.example/rss.xml'), xml, 'a feed that has its link keeps it');
  assert.throws(() => addRssSelfLink(ATOM, 'https://www.lexboot.cn/blog/rss.xml'), /Not an RSS 2\.0 document/);
});

test('Atom: a link rel="self" of the Atom type beside the feed’s alternate link, not in an entry', () => {
  const xml = addAtomSelfLink(ATOM, 'https://www.lexboot.cn/en/blog/atom.xml');
  assert.match(
    xml,
    /<link rel="alternate" href="https:\/\/www\.lexboot\.cn\/en\/blog"\/>\n {4}<link rel="self" type="application\/atom\+xml" href="https:\/\/www\.lexboot\.cn\/en\/blog\/atom\.xml"\/>\n {4}<entry>/,
  );
  assert.equal(xml.match(/rel="self"/g)?.length, 1);
  assert.equal(addAtomSelfLink(xml, 'https://elsewhere.example/atom.xml'), xml, 'a feed that has its link keeps it');
  const withoutAlternate = ATOM.replace(/\n {4}<link rel="alternate"[^>]*\/>/, '');
  assert.match(addAtomSelfLink(withoutAlternate, 'https://x.example/atom.xml'), /<\/id>\n {4}<link rel="self"[^>]*\/>\n {4}<title>/);
  assert.throws(() => addAtomSelfLink(RSS, 'https://www.lexboot.cn/blog/atom.xml'), /Not an Atom 1\.0 document/);
});

test('Atom: the feed says its language with xml:lang on <feed>, once', () => {
  const xml = addAtomLanguage(ATOM, 'zh-CN');
  assert.match(xml, /^<\?xml[^>]*>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom" xml:lang="zh-CN">\n/);
  assert.equal(xml.replace(' xml:lang="zh-CN"', ''), ATOM, 'nothing else changes');
  assert.equal(addAtomLanguage(xml, 'en'), xml, 'a feed that says its language keeps it');
  assert.throws(() => addAtomLanguage(RSS, 'en'), /Not an Atom 1\.0 document/);
});

test('the feed links of the page heads are titled in the page’s language', () => {
  const tags = [
    {tagName: 'link', attributes: {rel: 'alternate', type: 'application/rss+xml', href: '/blog/rss.xml', title: 'LexBoot RSS Feed'}},
    {tagName: 'link', attributes: {rel: 'alternate', type: 'application/atom+xml', href: '/blog/atom.xml', title: 'LexBoot Atom Feed'}},
    {tagName: 'meta', attributes: {name: 'x', content: 'kept'}},
  ];
  const titles = (locale: string) =>
    (titleFeedLinks(tags, locale) as typeof tags).map((tag) => tag.attributes.title ?? tag.attributes.content);
  assert.deepEqual(titles('zh-Hans'), ['LexBoot 博客（RSS 订阅）', 'LexBoot 博客（Atom 订阅）', 'kept']);
  assert.deepEqual(titles('en'), ['LexBoot Blog (RSS feed)', 'LexBoot Blog (Atom feed)', 'kept']);
  const json = [{tagName: 'link', attributes: {rel: 'alternate', type: 'application/json', href: '/blog/feed.json'}}];
  assert.throws(() => titleFeedLinks(json, 'en'), /No title in src\/data\/blog\.ts/);
});

test('the feeds are described, not titled again, and the English description is the blog’s translation', () => {
  for (const locale of ['zh-Hans', 'en'] as const) {
    assert.notEqual(blog.description[locale], blog.feedTitle[locale]);
    assert.ok(blog.description[locale].length > blog.feedTitle[locale].length);
  }
  const options = JSON.parse(readFileSync('i18n/en/docusaurus-plugin-content-blog/options.json', 'utf8')) as {
    description: {message: string};
  };
  assert.equal(options.description.message, blog.description.en);
});
