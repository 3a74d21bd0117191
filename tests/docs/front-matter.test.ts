// Issue 25, item 5: an unknown front matter key (a typo Docusaurus would ignore) fails, naming the
// file, the line and the nearest key the content plugin reads. The same check runs in the build
// (markdown.parseFrontMatter in docusaurus.config.ts) and here on every content file, before it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {checkedFrontMatter, frontMatterProblems, knownKeys} from '../../src/plugins/front-matter';
import {allContentFiles, blogPostProblems} from '../support/doc-checks';
import {frontMatter} from '../support/content';

test('every doc, post and Markdown page uses only front matter keys its plugin reads', () => {
  const problems = allContentFiles('.').flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return frontMatterProblems(file, source, frontMatter(source));
  });
  assert.deepEqual(problems, []);
});

test('the docs keys are the docs plugin’s own schema', () => {
  for (const key of ['title', 'description', 'sidebar_label', 'slug', 'pagination_next']) assert.ok(knownKeys('doc').includes(key), key);
  assert.ok(!knownKeys('doc').includes('authors'), 'authors is a blog post key');
});

test('a misspelt key is reported at its line with the key meant', () => {
  const doc = '---\ntitel: 批量任务\ndescription: 定时与批量任务。\n---\n\n正文。\n';
  assert.deepEqual(frontMatterProblems('docs/tutorial/back-end/batch-jobs.md', doc, {titel: '批量任务', description: '…'}), [
    'docs/tutorial/back-end/batch-jobs.md:2: the front matter key "titel" is not one Docusaurus reads for a doc; did you mean "title"? Rename the key.',
  ]);
  const post = '---\nslug: x\ntag: [hello]\nauthor: [chen-siyuan]\n---\n';
  assert.deepEqual(frontMatterProblems('i18n/en/docusaurus-plugin-content-blog/2026-01-01-x.md', post, {slug: 'x', tag: ['hello']}), [
    'i18n/en/docusaurus-plugin-content-blog/2026-01-01-x.md:3: the front matter key "tag" is not one Docusaurus reads for a blog post; did you mean "tags"? Rename the key.',
  ]);
});

test('a key like no known one lists the keys the plugin reads', () => {
  const [problem = ''] = frontMatterProblems('src/pages/about.md', '---\nlayout: wide\n---\n', {layout: 'wide'});
  assert.match(
    problem,
    /^src\/pages\/about\.md:2: the front matter key "layout" is not one Docusaurus reads for a page; remove it, or use one of the keys a page takes: description, .*title/,
  );
  assert.deepEqual(
    frontMatterProblems('README.md', '---\nlayout: x\n---\n', {layout: 'x'}),
    [],
    'files no content plugin reads are not checked',
  );
});

test('the build’s parseFrontMatter hook fails on an unknown key and passes a good file through', async () => {
  const hook = checkedFrontMatter('/site');
  // Stands in for Docusaurus's parser: `key: value` lines.
  const parse = ({fileContent}: {filePath: string; fileContent: string}) => {
    const frontMatter: Record<string, unknown> = {};
    for (const [, key = '', value] of fileContent.matchAll(/^(\w+): (.*)$/gm)) frontMatter[key] = value;
    return Promise.resolve({frontMatter, content: ''});
  };
  await assert.rejects(
    hook({filePath: '/site/docs/a.md', fileContent: '---\ndescripton: x\n---\n', defaultParseFrontMatter: parse}),
    /^Error: docs\/a\.md:2: the front matter key "descripton" .*did you mean "description"\?/,
  );
  const good = await hook({filePath: '/site/docs/a.md', fileContent: '---\ntitle: A\n---\n', defaultParseFrontMatter: parse});
  assert.deepEqual(good.frontMatter, {title: 'A'});
});

test('every blog post names known authors and tags and has a truncate marker, in both locales', () => {
  const posts = allContentFiles('.').filter((file) => /(^blog|docusaurus-plugin-content-blog)\//.test(file));
  assert.ok(posts.length > 0, 'the blog posts were found');
  assert.deepEqual(
    posts.flatMap((file) => blogPostProblems('.', file, readFileSync(file, 'utf8'))),
    [],
  );
});

test('a post with an unknown author or tag, or no truncate marker, is reported with the keys to use', () => {
  const post = '---\nslug: x\ntitle: X\nauthors: [chen-siyuan, wang-wei]\ntags: release\n---\n\n摘要。\n\n正文。\n';
  const problems = blogPostProblems('.', 'blog/2026-01-01-x.md', post);
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(
    problems[0] ?? '',
    /^blog\/2026-01-01-x\.md:4: "wang-wei" is not a key of blog\/authors\.yml; use one of chen-siyuan, .*or add it to blog\/authors\.yml first$/,
  );
  assert.match(
    problems[1] ?? '',
    /^blog\/2026-01-01-x\.md:5: "release" is not a key of blog\/tags\.yml; use one of docusaurus, facebook, hello, hola/,
  );
  assert.match(problems[2] ?? '', /^blog\/2026-01-01-x\.md: no `<!-- truncate -->` line; put one after the summary/);
  assert.deepEqual(blogPostProblems('.', 'blog/x.mdx', '---\nauthors: [zhou-hang]\ntags: [hola]\n---\n\n摘要。\n\n{/* truncate */}\n'), []);
});
