// In-page link targets are plain ASCII ids. A link to a heading Docusaurus slugged from Chinese
// text (`#类型映射`) is written into the page percent-encoded (`#%E7%B1%BB…`) while the heading's id
// stays in Chinese: browsers still scroll to it, but HTML_CodeSniffer (as pa11y runs it) and other
// checkers report a link to an anchor that does not exist. Such a heading takes an explicit id.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {allContentFiles, linkProblems, scratchSite} from '../support/doc-checks';

/** The `#fragment` of every Markdown link outside code, with its line. */
function fragments(text: string): Array<{line: number; fragment: string}> {
  const found: Array<{line: number; fragment: string}> = [];
  let fence = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) return;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\]\(([^)\s]*#([^)\s]+))\)/g)) found.push({line: index + 1, fragment: match[2]!});
  });
  return found;
}

test('fragments of links are ASCII ids (a Chinese heading linked to has an explicit id)', () => {
  const problems = allContentFiles('.').flatMap((file) =>
    fragments(readFileSync(file, 'utf8'))
      .filter(({fragment}) => /[^\x20-\x7e]/.test(fragment))
      .map(
        ({line, fragment}) =>
          `${file}:${line}: the link to #${fragment} is percent-encoded in the page; give the heading an ASCII id ` +
          `(\`## 标题 {/* #english-slug */}\`, the English page's slug) and link to that`,
      ),
  );
  assert.deepEqual(problems, []);
});

test('the check finds a Chinese fragment, and leaves code alone', () => {
  assert.deepEqual(fragments('见[类型映射](#类型映射)和[另一页](./a.md#说明)。\n`[x](#代码)`\n```\n[y](#代码)\n```\n'), [
    {line: 1, fragment: '类型映射'},
    {line: 1, fragment: '说明'},
  ]);
});

test('every link of the docs, posts and Markdown pages leads to a file, a page or a heading that exists', () => {
  const problems = allContentFiles('.').flatMap((file) => linkProblems('.', file, readFileSync(file, 'utf8')));
  assert.deepEqual(problems, []);
});

test('a link to a missing doc, page, post or heading is reported at its file and line, with the fix', () => {
  const {site, write} = scratchSite('links');
  write('blog/2026-01-01-hello.md', '---\nslug: hello\n---\n');
  write('src/pages/pricing.tsx', '');
  write('docs/guide/b.md', '# B\n\n## 步骤 {/* #steps */}\n\n### `defineTheme`\n');
  write(
    'docs/guide/a.md',
    [
      '---',
      'title: A',
      '---',
      '见[B](./b.md#steps)、[主题](./b.md#definetheme)、[价格](/pricing#compare)、[文章](/blog/hello)。',
      '见[丙](./c.md)和[B 的用法](./b.md#usage)。',
      '见[页](/docs/guide/nope)、[文章](/blog/bye)、[关于](/about)和[本页](#nothing)。',
      '`[代码](./x.md)`',
    ].join('\n'),
  );
  assert.deepEqual(linkProblems(site, 'docs/guide/a.md', readFileSync(path.join(site, 'docs/guide/a.md'), 'utf8')), [
    'docs/guide/a.md:5: the link ./c.md names docs/guide/c.md, which does not exist; fix the path (it is relative to docs/guide/a.md).',
    'docs/guide/a.md:5: the link ./b.md#usage: docs/guide/b.md has no heading with the id "usage"; link one of its ids (b, steps, definetheme), ' +
      'or give the heading an explicit id: `## Heading {/* #usage */}`.',
    'docs/guide/a.md:6: the link /docs/guide/nope names no doc: there is no docs/guide/nope.md; fix the id, or link the file (../…/page.md).',
    'docs/guide/a.md:6: the link /blog/bye names no post: no file in blog/ has the slug "bye" (they are: hello).',
    'docs/guide/a.md:6: the link /about names no page: src/pages has no about.tsx or .md (the pages are: /pricing).',
    'docs/guide/a.md:6: the link #nothing: this page has no heading with the id "nothing"; link one of its ids (), ' +
      'or give the heading an explicit id: `## Heading {/* #nothing */}`.',
  ]);
});
