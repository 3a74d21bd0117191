// src/plugins/rehype-heading-aliases: a heading keeps, as empty targets inside it, the ids its text
// gave it before it had an explicit id, in both languages' pages. tests/built/pages.test.ts checks
// every page of the build; tests/e2e/layout.spec.ts follows such a link through the language menu.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import rehypeHeadingAliases, {headingAliases, textSlugs, twins} from '../../src/plugins/rehype-heading-aliases';
import type {HastNode} from '../../src/plugins/hast';
import {scratchSite} from '../support/doc-checks';

const ZH = [
  '---',
  'title: 主题',
  '# 不是标题',
  '---',
  '',
  '## 常见问题 {/* #common-errors */}',
  '',
  '```md',
  '## 代码里的标题 {/* #in-code */}',
  '```',
  '',
  '### `defineTheme` {/* #definetheme */}',
  '',
  '### 示例 {/* #example */}',
  '',
  '### 示例 {/* #another-example */}',
  '',
  '### [链接](./a.md)的**说明** {/* #link-notes */}',
  '',
  '## 没有 id 的标题',
  '',
  '## Next steps {/* #next-steps */}',
].join('\n');
const EN = [
  '---',
  'title: Theme',
  '---',
  '',
  '## Common errors {/* #common-errors */}',
  '',
  '### `defineTheme` {/* #definetheme */}',
  '',
  '### Example {/* #example */}',
  '',
  '### Another example {/* #another-example */}',
  '',
  '### Notes on [links](./a.md) {/* #link-notes */}',
  '',
  '## Without an id',
  '',
  '## What comes next {/* #next-steps */}',
].join('\n');

test("each explicit id, with the slug Docusaurus gave the heading's text (one slugger per page, code and front matter aside)", () => {
  assert.deepEqual(
    [...textSlugs(ZH)],
    [
      ['common-errors', '常见问题'],
      ['definetheme', 'definetheme'],
      ['example', '示例'],
      ['another-example', '示例-1'],
      ['link-notes', '链接的说明'],
      ['next-steps', 'next-steps'],
    ],
  );
});

test('a content file of either language names both; other files name none', () => {
  const both = {zh: 'docs/tutorial/theme.md', en: 'i18n/en/docusaurus-plugin-content-docs/current/tutorial/theme.md'};
  assert.deepEqual(twins('docs/tutorial/theme.md'), both);
  assert.deepEqual(twins('i18n/en/docusaurus-plugin-content-docs/current/tutorial/theme.md'), both);
  assert.deepEqual(twins('i18n/en/docusaurus-plugin-content-blog/2025-01-01-post.mdx'), {
    zh: 'blog/2025-01-01-post.mdx',
    en: 'i18n/en/docusaurus-plugin-content-blog/2025-01-01-post.mdx',
  });
  assert.deepEqual(twins('src/pages/markdown-page.md'), {
    zh: 'src/pages/markdown-page.md',
    en: 'i18n/en/docusaurus-plugin-content-pages/markdown-page.md',
  });
  assert.equal(twins('src/components/Thing.mdx'), undefined);
  assert.equal(twins('docsx/a.md'), undefined);
});

/** A page's tree as the MDX pipeline gives it to rehype: headings with their ids. */
function tree(): HastNode {
  const heading = (tagName: string, id: string, words: string): HastNode => ({
    type: 'element',
    tagName,
    properties: {id},
    children: [{type: 'text', value: words}],
  });
  return {
    type: 'root',
    children: [
      heading('h2', 'common-errors', '常见问题'),
      {type: 'element', tagName: 'p', properties: {id: '示例'}, children: []},
      heading('h3', 'example', '示例'),
      heading('h3', 'another-example', '示例'),
      heading('h2', 'next-steps', 'Next steps'),
    ],
  };
}

/** Each heading's id and the ids of the targets right before it. */
function aliasesIn(root: HastNode): Array<[string, string[]]> {
  const found: Array<[string, string[]]> = [];
  let targets: string[] = [];
  for (const node of root.children ?? []) {
    if (node.tagName === 'span') targets.push(String(node.properties?.id));
    else if (/^h\d$/.test(node.tagName ?? '')) {
      found.push([String(node.properties?.id), targets]);
      // The heading itself holds only its text, as before.
      assert.deepEqual(
        node.children?.map((child) => child.type),
        ['text'],
      );
      targets = [];
    } else targets = [];
  }
  return found;
}

test("both languages' pages answer to the ids of both languages' heading texts, never to an id the page already has", () => {
  const {site, write} = scratchSite('heading-aliases');
  write('docs/guide/theme.md', ZH);
  write('i18n/en/docusaurus-plugin-content-docs/current/guide/theme.md', EN);
  assert.deepEqual(
    [...headingAliases(site, 'docs/guide/theme.md')],
    [
      ['common-errors', ['常见问题']],
      ['example', ['示例']],
      ['another-example', ['示例-1']],
      ['link-notes', ['链接的说明', 'notes-on-links']],
      ['next-steps', ['what-comes-next']],
    ],
  );
  for (const file of ['docs/guide/theme.md', 'i18n/en/docusaurus-plugin-content-docs/current/guide/theme.md']) {
    const root = tree();
    rehypeHeadingAliases()(root, {cwd: site, path: path.join(site, file)});
    assert.deepEqual(aliasesIn(root), [
      ['common-errors', ['常见问题']],
      // The page has an element with the id 示例 already: that one keeps it.
      ['example', []],
      ['another-example', ['示例-1']],
      ['next-steps', ['what-comes-next']],
    ]);
    const span = root.children?.[0];
    assert.deepEqual(span, {type: 'element', tagName: 'span', properties: {id: '常见问题', className: ['heading-alias']}, children: []});
  }
});

test('a file that is no doc, post or Markdown page is left as it is', () => {
  const root = tree();
  rehypeHeadingAliases()(root, {cwd: '/site', path: '/site/src/components/Note.mdx'});
  assert.deepEqual(root, tree());
});
