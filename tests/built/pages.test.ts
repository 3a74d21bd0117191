// What the built pages hold for issue 28's page fixes, read over build/ without a browser: the
// section ids a language switch keeps (and, issue 41, the ids sections had before), the not-found page's way on, the blog's archive and tag
// index, and the English home page's code. tests/e2e/layout.spec.ts checks what needs layout.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD, builtPages, links, readBuilt} from '../support/built-html';
import {blogPostFiles} from '../support/content';
import {contentPairs, headingTextSlugs} from '../support/doc-checks';

/** The ids of a page's section headings (h2 to h6), in order. */
function headingIds(html: string): string[] {
  return [...html.matchAll(/<h([2-6])\b[^>]*?\bid=(?:"([^"]+)"|([^\s>]+))/g)].map((match) => match[2] ?? match[3]!);
}

/** The inside of the page's <main>. */
function main(html: string): string {
  const start = html.indexOf('<main');
  return html.slice(start, html.indexOf('</main>', start));
}

/** The links inside <main> (links() reads from <body> on). */
const mainLinks = (mainHtml: string) => links(`<body>${mainHtml}`);

const HAN = /\p{Script=Han}/u;

test('a section has the same id in both languages, so switching language keeps a deep link (#id) on its section', () => {
  // Every page: docs, posts and Markdown pages, and the React pages (product, pricing...) and lists.
  const pages = builtPages().filter((page) => !page.startsWith('en/'));
  assert.ok(pages.length > 30, `pages found: ${pages.length}`);
  const differ: string[] = [];
  let sections = 0;
  for (const page of pages) {
    const english = path.join('en', page);
    assert.ok(existsSync(path.join(BUILD, english)), `${english} exists`);
    const [zh, en] = [headingIds(readBuilt(page)), headingIds(readBuilt(english))];
    sections += zh.length;
    if (zh.join(' ') !== en.join(' ')) {
      const first = zh.findIndex((id, index) => id !== en[index]);
      differ.push(`${page}: #${zh[first] ?? '(none)'} is #${en[first] ?? '(none)'} in English`);
    }
    const nonAscii = zh.filter((id) => /[^\x20-\x7e]/.test(decodeURIComponent(id)));
    if (nonAscii.length > 0) differ.push(`${page}: ids not in ASCII: ${nonAscii.join(', ')}`);
  }
  assert.ok(sections > 300, `sections found: ${sections}`);
  assert.deepEqual(differ, []);
});

/** The HTML right before the heading whose id is `id` (its empty targets), or undefined when the page has no such heading. */
function beforeHeading(html: string, id: string): string | undefined {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`((?:<span\\b[^>]*></span>)*)<h[1-6]\\b[^>]*?\\bid=(?:"${escaped}"|${escaped}(?=[\\s>]))`).exec(html)?.[1];
}

/** Whether a piece of HTML has an element whose id is `id`. */
function hasId(html: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\bid=(?:"${escaped}"|${escaped}(?=[\\s>]))`).test(html);
}

/** The built page of a content file of the default locale (docs/a/b.md → docs/a/b.html). */
function builtPageOf(file: string): string {
  const post = blogPostFiles().find((entry) => entry.file === file);
  if (post) return `blog/${post.slug}.html`;
  return file.replace(/^src\/pages\//, '').replace(/\.mdx?$/, '.html');
}

test('a deep link of before the explicit ids (#常见问题) still opens its section, in both languages', () => {
  // Before issue 28 a Chinese heading's id was the slug of its text; links, bookmarks and shared
  // addresses still carry it, and the language menu keeps it: the section answers to it on both pages.
  const missing: string[] = [];
  let aliases = 0;
  for (const pair of contentPairs('.').filter((entry) => entry.zhExists && entry.enExists)) {
    const page = builtPageOf(pair.zh);
    const pages = [page, path.join('en', page)].map((file) => ({file, html: readBuilt(file)}));
    for (const {id, slug} of headingTextSlugs(readFileSync(pair.zh, 'utf8'))) {
      if (slug === id) continue;
      aliases += 1;
      for (const {file, html} of pages) {
        const targets = beforeHeading(html, id);
        if (targets === undefined) missing.push(`${file}: no heading #${id}`);
        else if (!hasId(targets, slug)) missing.push(`${file}: #${id} does not answer to #${slug}`);
      }
    }
  }
  assert.ok(aliases > 300, `headings whose text gave another id: ${aliases}`);
  assert.deepEqual(missing, []);
});

for (const locale of [
  {name: 'zh-Hans', dir: '', prefix: ''},
  {name: 'en', dir: 'en/', prefix: '/en'},
] as const) {
  test(`${locale.name}: the not-found page offers a search box and links on, in the site's own words`, () => {
    const html = main(readBuilt(`${locale.dir}404.html`));
    const form = /<form\b[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(form, /role="?search/, 'a search landmark');
    assert.match(form, new RegExp(`action="?${locale.prefix}/search[\\s">]`), 'it submits to the search page of the locale');
    assert.match(html, /<input\b[^>]*\bname="?q\b/, 'a query field the search page reads');
    assert.match(html, /<label\b[^>]*\bfor="?not-found-search/, 'the field is labelled');
    const onward = mainLinks(html).filter((link) => link.attributes.href?.startsWith(`${locale.prefix}/`));
    assert.ok(onward.length >= 5, `links to the site's pages: ${onward.map((link) => link.attributes.href).join(', ')}`);
    // The site says 你; the theme's stock text said 您. English has no Chinese here at all.
    assert.doesNotMatch(html, locale.name === 'en' ? HAN : /您/);
  });

  test(`${locale.name}: the blog archive shows its title once, as a page heading rather than a banner`, () => {
    const html = main(readBuilt(`${locale.dir}blog/archive.html`));
    const title = /<h1\b[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    assert.ok(title, 'an h1');
    assert.equal(html.split(title).length - 1, 1, `"${title}" appears once`);
    assert.doesNotMatch(html, /class="?[^">]*\bhero\b/);
  });

  test(`${locale.name}: the tag index is one list of every tag, not groups under single characters`, () => {
    const html = main(readBuilt(`${locale.dir}blog/tags.html`));
    const tags = builtPages(`${locale.dir}blog/tags`).filter((page) => !page.endsWith('tags.html'));
    assert.ok(tags.length >= 4, `tag pages: ${tags.length}`);
    const tagLinks = mainLinks(html).filter((link) => /\/blog\/tags\/[^/]+$/.test(link.attributes.href ?? ''));
    assert.equal(tagLinks.length, tags.length, 'a link to each tag');
    assert.doesNotMatch(html, /<h[2-6]\b/, 'no group headings');
  });
}

test("the English home page's example code has English comments", () => {
  const blocks = [...readBuilt('en/index.html').matchAll(/<pre\b[\s\S]*?<\/pre>/g)].map((match) => match[0].replace(/<[^>]+>/g, ''));
  assert.ok(blocks.length >= 3, `code blocks: ${blocks.length}`);
  assert.deepEqual(
    blocks.filter((block) => HAN.test(block)),
    [],
  );
});

/**
 * The code generator's first file, in the page's HTML: the playground's markup from
 * `data-codegen-playground=static` on, and its first code block (the statement is a textarea).
 */
function playgroundCode(html: string): string {
  const start = html.search(/data-codegen-playground="?static/);
  assert.ok(start >= 0, 'the playground is in the page');
  const pre = /<pre\b[\s\S]*?<\/pre>/.exec(html.slice(start))?.[0];
  assert.ok(pre, 'a code block in the playground');
  return pre;
}

for (const file of [
  'index.html',
  'en/index.html',
  'docs/tutorial/back-end/code-generation.html',
  'en/docs/tutorial/back-end/code-generation.html',
]) {
  test(`${file}: the code generator's first file is syntax-coloured in the HTML, before any script runs`, () => {
    const pre = playgroundCode(readBuilt(file));
    assert.match(pre.replace(/<[^>]+>/g, ''), /public class LegalCaseController/);
    // As every code block of the site: a span with Prism's token classes per coloured token, and none for
    // text both code themes colour as plain (punctuation, Java's annotations).
    const tokens = [...pre.matchAll(/<span class="?token ([\w -]+)"?>/g)].map((match) => match[1]!.split(' '));
    const kinds = `${new Set(tokens.map((types) => types[0])).size} kinds: ${[...new Set(tokens.map((types) => types[0]))].join(', ')}`;
    for (const type of ['keyword', 'string', 'function', 'comment']) {
      assert.ok(
        tokens.some((types) => types[0] === type),
        `a ${type} token among ${kinds}`,
      );
    }
    for (const type of ['punctuation', 'annotation'])
      assert.ok(!tokens.some((types) => types.includes(type)), `no ${type} span among ${kinds}`);
  });
}
