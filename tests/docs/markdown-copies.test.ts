// The Markdown copies of the docs (src/plugins/markdown-copies): the MDX → Markdown conversion of a
// doc's source, and the llms.txt the plugin writes from the converted docs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mdxToMarkdown, type ConvertOptions} from '@site/src/plugins/markdown-copies/convert';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {linkResolver, llmsTxt, llmsFullTxt, type MarkdownCopy} from '@site/src/plugins/markdown-copies';
import type {ApiInterface} from '@site/src/plugins/remark-api-table';

/** A declared interface, as src/plugins/remark-api-table reads it from the packages' src/api/. */
const api = new Map<string, ApiInterface>([
  [
    'PagerProps',
    {
      name: 'PagerProps',
      file: 'packages/components/src/api/Pager.d.ts',
      members: [
        {
          name: 'pageSize',
          type: 'number',
          optional: true,
          method: false,
          default: '20',
          defaultText: {},
          description: {zh: '每页条数', en: 'Rows per page'},
        },
        {
          name: 'onChange',
          type: '(page: number) => void',
          optional: false,
          method: true,
          defaultText: {},
          description: {zh: '翻页时调用，见[分页](./paging.md)', en: 'Called on a page change; see [Paging](./paging.md)'},
        },
      ],
    },
  ],
]);

function convert(source: string, options: Partial<ConvertOptions> = {}): string {
  return mdxToMarkdown(source, {file: 'docs/demo.md', title: '示例', locale: 'zh', api, ...options});
}

test('front matter goes, and the title comes first as an H1', () => {
  const markdown = convert('---\ntitle: 示例\ndescription: 一段说明\n---\n\n正文第一段。\n\n## 小节\n');
  assert.equal(markdown, '# 示例\n\n正文第一段。\n\n## 小节\n');
});

test('a source with an H1 of its own keeps it and gets no second one', () => {
  assert.equal(convert('---\ntitle: 示例\n---\n# 自己的标题\n\n正文。\n'), '# 自己的标题\n\n正文。\n');
});

test('import lines go, one-line and multi-line, without leaving runs of blank lines', () => {
  const source = [
    '---',
    'title: 示例',
    '---',
    '',
    "import Tabs from '@theme/Tabs';",
    'import {',
    '  Thing,',
    "} from '@site/src/thing';",
    '',
    '',
    'The word import at the start of a paragraph line:',
    'import is prose here, not a statement.',
    '',
  ].join('\n');
  assert.equal(convert(source), '# 示例\n\nThe word import at the start of a paragraph line:\nimport is prose here, not a statement.\n');
});

test('<ApiTable of="X" /> becomes the Markdown table of the interface, in the locale, with its prefix', () => {
  const source = '## 属性\n\n<ApiTable of="PagerProps" prefix="pager." />\n\n之后的段落。\n';
  assert.equal(
    convert(source),
    [
      '# 示例',
      '',
      '## 属性',
      '',
      '| 名称 | 类型 | 默认值 | 说明 |',
      '| --- | --- | --- | --- |',
      '| `pager.pageSize` | `number` | `20` | 每页条数 |',
      '| `pager.onChange` | `(page: number) => void` | — | 翻页时调用，见[分页](./paging.md) |',
      '',
      '之后的段落。',
      '',
    ].join('\n'),
  );
  const english = convert('<ApiTable of="PagerProps" />\n', {locale: 'en', title: 'Demo'});
  assert.match(english, /^\| Name \| Type \| Default \| Description \|$/m);
  assert.match(english, /^\| `pageSize` \| `number` \| `20` \| Rows per page \|$/m);
});

test('the tables come from the real declarations, and a pipe in a type is escaped', () => {
  const markdown = mdxToMarkdown('<ApiTable of="DataGridProps" />\n', {file: 'docs/x.md', title: 'DataGrid', locale: 'zh'});
  assert.match(markdown, /^\| `columns` \| `Array<DataGridColumn<T>>` \| 必填 \| /m);
  assert.match(markdown, /^\| `pagination` \| `DataGridPagination \\\| false` \|/m);
});

test('an ApiTable naming no declared interface fails, naming the doc and the line', () => {
  assert.throws(
    () => convert('---\ntitle: x\n---\n\n<ApiTable of="NoSuchProps" />\n'),
    /^MarkdownCopyError: docs\/demo\.md:5: .*NoSuchProps/,
  );
});

test('Tabs become a bold label line per tab, with the content kept', () => {
  const source = [
    '<Tabs>',
    '<TabItem value="maven" label="Maven" default>',
    '',
    '```xml title="pom.xml"',
    '<dependency/>',
    '```',
    '',
    '</TabItem>',
    "<TabItem value='gradle'>",
    '',
    'Gradle 的写法。',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '之后。',
  ].join('\n');
  assert.equal(
    convert(source),
    [
      '# 示例',
      '',
      '**Maven**',
      '',
      '```xml title="pom.xml"',
      '<dependency/>',
      '```',
      '',
      '**gradle**',
      '',
      'Gradle 的写法。',
      '',
      '之后。',
      '',
    ].join('\n'),
  );
});

test('code fences are left exactly as written, whatever they contain', () => {
  const fenced = [
    '```tsx title="main.tsx"',
    "import Tabs from '@theme/Tabs';",
    '',
    '',
    '',
    '<Tabs>',
    '<ApiTable of="PagerProps" />',
    'const x = {a: 1};',
    '---',
    '```',
    '',
    '````md',
    '```js',
    '<Unknown />',
    '```',
    '````',
    '',
    '- 列表项：',
    '',
    '  ~~~java',
    '  List<String> names = new ArrayList<>();',
    '  ~~~',
  ].join('\n');
  assert.equal(convert(`---\ntitle: 示例\n---\n\n${fenced}\n`), `# 示例\n\n${fenced}\n`);
});

test('links go through link(), in text and in tables, and code spans are left alone', () => {
  const link = (url: string) => (url.startsWith('./') ? `https://www.lexboot.cn/docs/${url.slice(2)}` : url);
  const markdown = convert(
    '见[快速开始](./quick-start-guide.md#准备)，`[不是](./link.md)`，[外部](https://example.com)。\n\n<ApiTable of="PagerProps" />\n',
    {link},
  );
  assert.match(
    markdown,
    /见\[快速开始\]\(https:\/\/www\.lexboot\.cn\/docs\/quick-start-guide\.md#准备\)，`\[不是\]\(\.\/link\.md\)`，\[外部\]\(https:\/\/example\.com\)。/,
  );
  assert.match(markdown, /\[分页\]\(https:\/\/www\.lexboot\.cn\/docs\/paging\.md\)/);
});

test('a component in inline code is text, not JSX', () => {
  assert.equal(convert('不必放一个 `<Drawer>` 组件。\n'), '# 示例\n\n不必放一个 `<Drawer>` 组件。\n');
});

test('a component the converter does not know fails the build, naming the doc, the line and the fix', () => {
  const source = '---\ntitle: 示例\n---\n\n正文。\n\n<Admonition type="tip">小心</Admonition>\n';
  assert.throws(
    () => convert(source),
    (error) => {
      assert.ok(error instanceof Error);
      assert.match(error.message, /^docs\/demo\.md:7: the component <Admonition> has no Markdown form\./);
      assert.match(error.message, /Write that part in plain Markdown, or teach src\/plugins\/markdown-copies\/convert\.ts/);
      return true;
    },
  );
  assert.throws(() => convert('正文里有 <Badge /> 组件。\n'), /docs\/demo\.md:1: the component <Badge>/);
  assert.throws(() => convert('<TabItem value="a">内联</TabItem>\n'), /<TabItem> must stand on a line of its own/);
  assert.throws(() => convert('export const meta = 1;\n'), /docs\/demo\.md:1: an MDX `export`/);
  assert.throws(
    () => convert('数量是 {count}。\n'),
    (error) => {
      assert.ok(error instanceof Error);
      assert.match(error.message, /^docs\/demo\.md:1: `\{count\}` is read by MDX as a JavaScript expression/);
      assert.match(error.message, /escape the opening one as `\\\{count\}`/);
      assert.doesNotMatch(error.message, /convert\.ts/, 'the fix is in the doc, not in the converter');
      return true;
    },
  );
  assert.throws(() => convert('<Tabs>\n<TabItem value="a">\n\n内容\n</Tabs>\n'), /<\/Tabs> closes nothing/);
});

test("a heading's explicit id becomes an anchor in the heading, so in-page links to it still land; braces elsewhere still fail", () => {
  const markdown = convert('---\ntitle: 示例\n---\n见[类型映射](#type-mapping)。\n\n## 类型映射 {/* #type-mapping */}\n\n正文。\n');
  assert.match(markdown, /^## 类型映射 <a id="type-mapping"><\/a>$/m);
  assert.match(markdown, /\[类型映射\]\(#type-mapping\)/);
  assert.doesNotMatch(markdown, /\{\/\*/);
  assert.throws(
    () => convert('---\ntitle: 示例\n---\n正文 {#not-a-heading}\n'),
    /`\{#not-a-heading\}` is read by MDX as a JavaScript expression/,
  );
});

test('MDX comments go; escaped braces stay', () => {
  assert.equal(convert('{/* 给作者的备注 */}\n\n写作 \\{id\\} 的占位符。\n'), '# 示例\n\n写作 \\{id\\} 的占位符。\n');
});

test('llms.txt: name, summary, then a section of links per sidebar; llms-full.txt: every doc in order', () => {
  const copy = (title: string, url: string, description: string): MarkdownCopy => ({
    title,
    url,
    description,
    file: '',
    markdown: `# ${title}\n\n${title}的正文。\n`,
  });
  const sections = [
    {title: '教程', copies: [copy('介绍', 'https://www.lexboot.cn/docs/intro.md', '框架是什么。')]},
    {title: 'API 参考', copies: [copy('DataGrid', 'https://www.lexboot.cn/docs/api/datagrid.md', '')]},
  ];
  const messages = {summary: 'LexBoot 是一套代码生成框架。', note: '链接指向 Markdown 版本。'};
  assert.equal(
    llmsTxt('LexBoot', messages, sections),
    [
      '# LexBoot',
      '',
      '> LexBoot 是一套代码生成框架。',
      '',
      '链接指向 Markdown 版本。',
      '',
      '## 教程',
      '',
      '- [介绍](https://www.lexboot.cn/docs/intro.md): 框架是什么。',
      '',
      '## API 参考',
      '',
      '- [DataGrid](https://www.lexboot.cn/docs/api/datagrid.md)',
      '',
    ].join('\n'),
  );
  assert.equal(
    llmsFullTxt('LexBoot', messages, sections),
    '# LexBoot\n\n> LexBoot 是一套代码生成框架。\n\n# 介绍\n\n介绍的正文。\n\n# DataGrid\n\nDataGrid的正文。\n',
  );
});

test('a live demo becomes its title and the source file it runs', () => {
  const files: Record<string, string> = {'src/demos/Grid/Basic.tsx': 'export default function Basic() {\n  return <p>`x`</p>;\n}\n'};
  const readSiteFile = (sitePath: string): string => {
    const text = files[sitePath];
    if (text === undefined) throw new Error(`the test has no ${sitePath}`);
    return text;
  };
  const source = [
    '# Grid',
    '',
    "import LiveDemo from '@site/src/components/LiveDemo';",
    "import basicSource from '@site/src/demos/Grid/Basic.tsx?highlight';",
    '',
    '<LiveDemo title="Sorting and paging" demo="Grid/Basic" source={basicSource} />',
    '',
    'After.',
  ].join('\n');
  const markdown = mdxToMarkdown(source, {file: 'docs/grid.mdx', title: 'Grid', locale: 'en', api, readSiteFile});
  assert.equal(
    markdown,
    [
      '# Grid',
      '',
      '**Live demo: Sorting and paging** (`src/demos/Grid/Basic.tsx`)',
      '',
      '```tsx title="src/demos/Grid/Basic.tsx"',
      'export default function Basic() {',
      '  return <p>`x`</p>;',
      '}',
      '```',
      '',
      'After.',
      '',
    ].join('\n'),
  );
  const zh = mdxToMarkdown(source, {file: 'docs/grid.mdx', title: 'Grid', locale: 'zh', api, readSiteFile});
  assert.match(zh, /^\*\*在线示例: Sorting and paging\*\*/m);
  assert.throws(
    () => mdxToMarkdown('<LiveDemo title="x" demo="x" source={missing} />\n', {file: 'docs/g.mdx', title: 'G', locale: 'en', api}),
    /docs\/g\.mdx:1: .*self-closing tag with title="…" and source=\{name\}/,
  );
});

test('a broken doc link or an image beside the doc is reported at its file and line, saying whether the file exists and where it goes', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'lexboot-copies-'));
  mkdirSync(path.join(siteDir, 'docs/guide'), {recursive: true});
  writeFileSync(path.join(siteDir, 'docs/guide/flow.png'), '');
  const docFile = path.join(siteDir, 'docs/guide/a.md');
  const context = {siteDir, baseUrl: '/', siteConfig: {url: 'https://lexboot.example'}} as unknown as LoadContext;
  const doc = {permalink: '/docs/guide/a'} as DocMetadata;
  const link = linkResolver(doc, docFile, new Map([[docFile, 'https://lexboot.example/docs/guide/a.md']]), context);
  const run = (body: string) => () =>
    mdxToMarkdown(`---\ntitle: A\n---\n\n${body}\n`, {file: 'docs/guide/a.md', title: 'A', locale: 'zh', api, link});
  assert.throws(
    run('正文。\n\n见[批量任务](./batch-jobs.md)。'),
    /^MarkdownCopyError: docs\/guide\/a\.md:7: the link \.\/batch-jobs\.md names docs\/guide\/batch-jobs\.md, which does not exist\. Fix the path/,
  );
  assert.throws(
    run('![流程](./flow.png)'),
    /^MarkdownCopyError: docs\/guide\/a\.md:5: the link \.\/flow\.png is to docs\/guide\/flow\.png, a file beside the doc: it exists, but .* Put the file in static\/img\/ \(static\/img\/flow\.png\) and link it from the site root: \/img\/flow\.png\./,
  );
  assert.throws(
    run('![流程](./gone.png)'),
    /^MarkdownCopyError: docs\/guide\/a\.md:5: the link \.\/gone\.png is to docs\/guide\/gone\.png, which does not exist\. Put the file in static\/img\//,
  );
  assert.match(run('见[本页](./a.md#steps)。')(), /\(https:\/\/lexboot\.example\/docs\/guide\/a\.md#steps\)/);
});
