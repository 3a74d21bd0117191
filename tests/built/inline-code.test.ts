// Inline code that src/plugins/rehype-inline-code cuts into word units (`--db postgresql --package …`)
// stays inline code, on every built page of both locales: the theme's MDX `code` takes code whose
// children are not all text for a code block, so without src/theme/MDXComponents's `code` such a
// span became a <pre> in the middle of its paragraph (a code block in the sentence, and invalid HTML).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse, type DefaultTreeAdapterMap} from 'parse5';
import {builtPages, readBuilt} from '../support/built-html';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const classes = (node: Element) => (node.attrs.find((a) => a.name === 'class')?.value ?? '').split(/\s+/);

/** The text of each `code` cut into word units (it holds a `code-token` span), and whether a `pre` holds it. */
function cutCode(html: string): {text: string; inPre: boolean}[] {
  const found: {text: string; inPre: boolean}[] = [];
  const textOf = (node: Node): string =>
    node.nodeName === '#text'
      ? (node as DefaultTreeAdapterMap['textNode']).value
      : 'childNodes' in node
        ? node.childNodes.map(textOf).join('')
        : '';
  const visit = (node: Node, inPre: boolean): void => {
    if (!('tagName' in node)) return;
    const pre = inPre || node.tagName === 'pre';
    const cut = node.childNodes.some((child) => 'tagName' in child && child.tagName === 'span' && classes(child).includes('code-token'));
    if (node.tagName === 'code' && cut) found.push({text: textOf(node), inPre: pre});
    node.childNodes.forEach((child) => visit(child, pre));
  };
  parse(html).childNodes.forEach((node) => visit(node, false));
  return found;
}

test('inline code cut into word units is inline code, never a code block, on every page', () => {
  const pages = builtPages();
  assert.ok(pages.length > 80, `pages: ${pages.length}`);
  const blocks: string[] = [];
  let cut = 0;
  for (const page of pages) {
    for (const {text, inPre} of cutCode(readBuilt(page))) {
      cut += 1;
      if (inPre) blocks.push(`${page}: \`${text}\` is drawn as a code block`);
    }
  }
  assert.ok(cut > 10, `inline code cut into words: ${cut}`);
  assert.deepEqual(blocks, []);
});
