// Issue 25, item 5: a brace in prose (`{caseNo}`) is JavaScript to MDX: `npm start` shows a crashed
// page and the build fails. This check finds it on the Markdown alone and says to escape the brace.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {allContentFiles, mdxExpressionProblems} from '../support/doc-checks';

test('no doc, post or Markdown page has a brace in prose that MDX would read as JavaScript', () => {
  const problems = allContentFiles('.').flatMap((file) => mdxExpressionProblems(file, readFileSync(file, 'utf8')));
  assert.deepEqual(problems, []);
});

test('a bare {caseNo} in prose is reported at its line, with the escaped form to write', () => {
  const text = [
    '---',
    'title: 批量任务 {x}',
    '---',
    '',
    '## 步骤 {/* #steps */}',
    '',
    '{/* 给作者的备注 */}',
    '',
    '按 `{caseNo}` 查找，或写作 \\{caseNo}。',
    '<LiveDemo title="示例" source={gridSource} />',
    '',
    '```ts',
    'const x = {caseNo};',
    '```',
    '',
    '导出文件名是 {caseNo}.xlsx。',
  ].join('\n');
  assert.deepEqual(mdxExpressionProblems('docs/tutorial/back-end/batch-jobs.md', text), [
    'docs/tutorial/back-end/batch-jobs.md:16: `{caseNo}` is read by MDX as a JavaScript expression, not as text (in `npm start` the page crashes with a ReferenceError). ' +
      'To show the braces, escape the opening one as `\\{caseNo}`, or put it in a code span: `` {caseNo} ``.',
  ]);
});
