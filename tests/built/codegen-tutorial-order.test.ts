// The code-generation tutorial puts its goal and steps before its reference material (issue 41: the
// steps began some 13,000 px down, after the rules, the playground and the type mapping), in both
// languages, read over build/ without a browser.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readBuilt} from '../support/built-html';

/** The ids of a page's section headings (h2 to h6), in order. */
function headingIds(html: string): string[] {
  return [...html.matchAll(/<h([2-6])\b[^>]*?\bid=(?:"([^"]+)"|([^\s>]+))/g)].map((match) => match[2] ?? match[3]!);
}

for (const file of ['docs/tutorial/back-end/code-generation.html', 'en/docs/tutorial/back-end/code-generation.html']) {
  test(`${file}: the tutorial's goal and steps come before its reference material`, () => {
    const ids = headingIds(readBuilt(file));
    const at = (id: string) => {
      const index = ids.indexOf(id);
      assert.ok(index >= 0, `#${id} among the headings: ${ids.join(' ')}`);
      return index;
    };
    const tutorial = ['what-you-will-build', 'before-you-begin', 'steps', '1-create-the-table', 'what-you-should-see'].map(at);
    assert.deepEqual(
      tutorial,
      [...tutorial].sort((a, b) => a - b),
      'the tutorial in its own order',
    );
    const reference = [
      'how-it-works',
      'conventions-the-generator-recognises',
      'rules-for-real-world-schemas',
      'audit-columns-and-soft-delete',
      'type-mapping',
      'generator-options',
    ].map(at);
    assert.ok(
      Math.max(...tutorial) < Math.min(...reference),
      `the last step's section (#${ids[Math.max(...tutorial)]}) comes before the first of the reference (#${ids[Math.min(...reference)]})`,
    );
  });
}
