// Issue 4: every doc, blog post and Markdown page exists in zh-Hans and en with the same outline.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentPairs, parityProblems, scratchSite} from '../support/doc-checks';

test('every doc, blog post and Markdown page has both locales, with the same h2/h3 counts and code languages', () => {
  const pairs = contentPairs('.');
  // Sanity: the walk found the content (29 docs, 4 posts, the Markdown page, at the time of writing).
  assert.ok(pairs.filter((p) => p.kind === 'doc').length >= 29, 'docs were found');
  assert.ok(pairs.filter((p) => p.kind === 'blog post').length >= 4, 'blog posts were found');
  assert.ok(
    pairs.some((p) => p.kind === 'Markdown page'),
    'the Markdown page was found',
  );
  const problems = parityProblems('.', pairs);
  assert.deepEqual(problems, [], `Pages that differ between the locales:\n${problems.join('\n')}`);
});

test('the parity check names the file that is missing, or whose outline differs', () => {
  const {site, write} = scratchSite('parity');
  write('docs/a.md', '# A\n\n## 一\n\n### 二\n\n```ts\nconst a = 1;\n```\n');
  write('i18n/en/docusaurus-plugin-content-docs/current/a.md', '# A\n\n## One\n\n```bash\nls\n```\n\n```\n## not a heading\n```\n');
  write('blog/post.md', '## 标题\n');
  write('i18n/en/docusaurus-plugin-content-pages/terms.md', '## Terms\n');
  assert.deepEqual(parityProblems(site), [
    'docs/a.md has 1 h2 and 1 h3 headings; i18n/en/docusaurus-plugin-content-docs/current/a.md has 1 and 0',
    'docs/a.md has code blocks [ts]; i18n/en/docusaurus-plugin-content-docs/current/a.md has [bash, (none)]',
    'blog/post.md: blog post has no English version at i18n/en/docusaurus-plugin-content-blog/post.md',
    'i18n/en/docusaurus-plugin-content-pages/terms.md: Markdown page has no Chinese version at src/pages/terms.md',
  ]);
});
