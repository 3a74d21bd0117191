// Issue 19, "What to do" 2: the front-end tutorials run forward in sidebar order. Each one says at
// its top ("Before you begin") that it starts from the state the previous one left, by linking to
// that page, and the state it starts from needs no page that comes later in the sidebar.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {codeBlocks, tutorialCategory, scratchSite, withoutHeadingId} from '../support/doc-checks';

const LOCALES = [
  {dir: 'docs', heading: '## 准备工作'},
  {dir: 'i18n/en/docusaurus-plugin-content-docs/current', heading: '## Before you begin'},
];

/** Every way the tutorials `ids` (in reading order, the first preceded by `before`) fail to run forward. */
export function pathProblems(siteDir: string, ids: string[], before: string): string[] {
  const problems: string[] = [];
  ids.forEach((id, index) => {
    const previous = index === 0 ? before : ids[index - 1]!;
    const later = new Set(ids.slice(index + 1));
    for (const locale of LOCALES) {
      const doc = path.join(locale.dir, `${id}.md`);
      const lines = readFileSync(path.join(siteDir, doc), 'utf8').split('\n');
      const start = lines.findIndex((l) => withoutHeadingId(l.trim()) === locale.heading);
      if (start < 0) {
        problems.push(`${doc}: no "${locale.heading}" section; add one that says it starts from the state ${previous} leaves`);
        continue;
      }
      const end = lines.findIndex((l, i) => i > start && /^## /.test(l));
      const section = lines.slice(start, end < 0 ? lines.length : end);
      const links = section.flatMap((line, offset) =>
        [...line.matchAll(/\]\(([^)#\s]+)\.md(?:#[^)]*)?\)/g)].map((m) => ({
          target: path.posix.normalize(path.posix.join(path.posix.dirname(id), m[1]!)),
          line: start + offset + 1,
        })),
      );
      if (!links.some((l) => l.target === previous)) {
        problems.push(
          `${doc}:${start + 1}: "${locale.heading}" does not link to ${previous}, the tutorial before it; say that it starts from its state`,
        );
      }
      for (const link of links.filter((l) => later.has(l.target))) {
        problems.push(
          `${doc}:${link.line}: "${locale.heading}" needs ${link.target}, which comes later in the sidebar; reorder, or move what it needs earlier`,
        );
      }
    }
  });
  return problems;
}

test('each front-end tutorial starts from the one before it in the sidebar and needs none after it, in both locales', () => {
  const ids = tutorialCategory('tutorial-front-end');
  const backEnd = tutorialCategory('tutorial-back-end');
  assert.ok(ids.length >= 8, 'the front-end tutorials were found');
  // The first front-end tutorial starts from the back-end tutorial that generates CASE_MGMT.
  const problems = pathProblems('.', ids, backEnd.find((id) => id.endsWith('/code-generation')) ?? '');
  assert.deepEqual(problems, [], `Tutorials that do not run forward:\n${problems.join('\n')}`);
});

test('a tutorial that does not link to its predecessor, or needs a later one, is reported at its line', () => {
  const {site, write} = scratchSite('path');
  write('docs/t/a.md', '# A\n\n## 准备工作\n\n从[零](../z.md)开始。\n');
  write('docs/t/b.md', '# B\n\n## 准备工作\n\n需要[丙](./c.md)。\n\n## 步骤\n\n见[甲](./a.md)。\n');
  write('docs/t/c.md', '# C\n\n## 准备工作\n\n从[乙](./b.md#x)开始。\n');
  const en = 'i18n/en/docusaurus-plugin-content-docs/current';
  write(`${en}/t/a.md`, '# A\n\n## Before you begin\n\nFrom [zero](../z.md).\n');
  write(`${en}/t/b.md`, '# B\n\n## Before you begin\n\nFrom [A](./a.md).\n');
  write(`${en}/t/c.md`, '# C\n\nNo section.\n');
  assert.deepEqual(pathProblems(site, ['t/a', 't/b', 't/c'], 'z'), [
    'docs/t/b.md:3: "## 准备工作" does not link to t/a, the tutorial before it; say that it starts from its state',
    'docs/t/b.md:5: "## 准备工作" needs t/c, which comes later in the sidebar; reorder, or move what it needs earlier',
    `${en}/t/c.md: no "## Before you begin" section; add one that says it starts from the state t/b leaves`,
  ]);
});

test('a file a later tutorial shows again keeps every line an earlier one gave it, unless the page says to change it, in both locales', () => {
  const order = [...tutorialCategory('tutorial-back-end'), ...tutorialCategory('tutorial-front-end')];
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const shown = new Map<string, {doc: string; lines: string[]}>();
    for (const id of order) {
      const doc = path.join(locale.dir, `${id}.md`);
      let text: string;
      try {
        text = readFileSync(doc, 'utf8');
      } catch {
        continue;
      }
      for (const block of codeBlocks(text)) {
        const file = /(?:^|\s)file="([^"]+)"/.exec(block.meta)?.[1];
        if (!file) continue;
        const lines = block.code
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean);
        const earlier = shown.get(file);
        // Unless the paragraph before the block tells the reader to change the file ("改为", "Change …").
        const before = text.split('\n')[block.line - 3] ?? '';
        const rewrites = /改为|改成|Change `/.test(before);
        if (earlier && !rewrites) {
          const dropped = earlier.lines.filter((l) => !lines.includes(l));
          if (dropped.length > 0)
            problems.push(`${doc}:${block.line}: ${file} drops what ${earlier.doc} wrote in it (${dropped.slice(0, 3).join(' | ')})`);
        }
        shown.set(file, {doc, lines});
      }
    }
  }
  assert.deepEqual(problems, []);
});
