// Issue 19: one word per idea. Every text a reader sees (docs, blog, pages, the data behind the
// pages, the components' translated strings and the API declarations whose @zh/@en text becomes the
// reference tables) uses the terms of src/data/terms.ts, and the intro's glossary lists them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {terms} from '@site/src/data/terms';
import {withoutHeadingId} from '../support/doc-checks';

/** The folders whose files a reader sees, in either language. */
const ROOTS = [
  'docs',
  'blog',
  'src/pages',
  'src/data',
  'src/components',
  'src/theme',
  'src/demos',
  'i18n/en',
  'packages/core/src/api',
  'packages/components/src/api',
];
/** This list of words itself names the rejected variants. */
const EXCLUDED = new Set(['src/data/terms.ts']);

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true})
    .map((name) => path.join(dir, String(name)))
    .filter((file) => /\.(mdx?|tsx?|json|ya?ml)$/.test(file) && !EXCLUDED.has(file));
}

const files = ROOTS.flatMap(walk).map((file) => ({file, lines: readFileSync(file, 'utf8').split('\n')}));

test('no page uses a rejected variant of a term', () => {
  const problems: string[] = [];
  for (const {file, lines} of files) {
    lines.forEach((line, i) => {
      for (const term of terms) {
        for (const pattern of [...term.rejectedZh, ...term.rejectedEn]) {
          const found = pattern.exec(line);
          if (!found) continue;
          const preferred = /[\u4e00-\u9fff]/.test(found[0]) ? term.zh : term.en;
          problems.push(`${file}:${i + 1}: "${found[0]}": write "${preferred}" (src/data/terms.ts, ${term.id})`);
        }
      }
    });
  }
  assert.deepEqual(problems, []);
});

test("the intro's glossary lists every term, in both languages", () => {
  const glossaries = [
    {file: 'docs/intro.md', heading: '## 术语', word: (t: (typeof terms)[number]) => t.zh},
    {file: 'i18n/en/docusaurus-plugin-content-docs/current/intro.md', heading: '## Glossary', word: (t: (typeof terms)[number]) => t.en},
  ];
  for (const {file, heading, word} of glossaries) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const line = lines.findIndex((l) => withoutHeadingId(l.trim()) === heading);
    const start = line < 0 ? -1 : lines.slice(0, line).join('\n').length;
    assert.ok(start >= 0, `${file}: no "${heading}" section; add the glossary (src/data/terms.ts lists its terms)`);
    const section = text.slice(start + 1).split(/\n## /)[0] ?? '';
    const rows = section.split('\n').filter((line) => line.startsWith('| '));
    const missing = terms.filter((term) => !rows.some((row) => row.toLowerCase().includes(word(term).toLowerCase())));
    assert.deepEqual(
      missing.map((term) => word(term)),
      [],
      `${file}: the glossary has no row for these terms of src/data/terms.ts`,
    );
  }
});

test('the check sees what it is meant to see', () => {
  // Each rejected pattern finds its own example, and no pattern rejects a preferred term.
  const examples: Record<string, string> = {
    'program-code': '程序编码',
    envelope: '响应信封',
    'code-dictionary': '数据字典',
    'program-store': '程序状态',
    'service-repository': '服务仓库',
    'api-specification': '系统 API 规范',
    'tab-stop': 'Tab 停留点',
    'disable-account': '禁用用户',
  };
  for (const term of terms) {
    assert.ok(
      term.rejectedZh.some((p) => p.test(examples[term.id] ?? '')),
      `${term.id}: no rejected pattern matches ${examples[term.id]}`,
    );
    for (const other of terms) {
      for (const pattern of [...other.rejectedZh, ...other.rejectedEn]) {
        assert.ok(
          !pattern.test(term.zh) && !pattern.test(term.en),
          `${other.id}: ${String(pattern)} rejects the term ${term.zh} / ${term.en}`,
        );
      }
    }
  }
  // A disabled button stays 禁用.
  assert.ok(!terms.some((t) => t.rejectedZh.some((p) => p.test('禁用按钮'))));
});
