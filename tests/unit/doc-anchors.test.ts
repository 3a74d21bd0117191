// In-page link targets are plain ASCII ids. A link to a heading Docusaurus slugged from Chinese
// text (`#类型映射`) is written into the page percent-encoded (`#%E7%B1%BB…`) while the heading's id
// stays in Chinese: browsers still scroll to it, but HTML_CodeSniffer (as pa11y runs it) and other
// checkers report a link to an anchor that does not exist. Such a heading takes an explicit id.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {allContentFiles} from '../support/doc-checks';

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
