/**
 * Rehype plugin: inline code breaks only where its words do. A short piece (`Array<DataGridColumn<T>>`)
 * is one unit that a line does not break inside (class `code-token`, custom.css): browsers otherwise
 * break it after any hyphen or bracket ("lexboot.system.files.allowed-" / "types"). Longer code
 * (`--db postgresql --package com.example.lawfirm`) breaks at its spaces only: each of its words is
 * such a unit ("--db postgresql -" / "-package" was one break). A single word too long for a phone's
 * column (a file path, a chain of calls) may also break after a `/`, a `.`, a `(` or a `,` inside it
 * (`<wbr>`), never elsewhere: not after the hyphens of `'--lb-color-primary'`.
 * Only the drawing changes: the text, and so what a reader copies, is the same.
 */
import {text, type HastNode} from '../hast';

/** Fits a 390 px phone's text column, list indent included, in the site's monospace. */
export const MAX_UNBROKEN_LENGTH = 36;

const TOKEN = 'code-token';
/** hast's name of `data-inline-code`, which marks inline code this plugin cut into word units. */
export const INLINE_MARK = 'dataInlineCode';

function withClass(node: HastNode, name: string): HastNode['properties'] {
  const className = node.properties?.className;
  const classes = Array.isArray(className) ? (className as string[]) : [];
  return {...node.properties, className: [...classes, name]};
}

const unit = (value: string): HastNode => ({
  type: 'element',
  tagName: 'span',
  properties: {className: [TOKEN]},
  children: [{type: 'text', value}],
});

/** A word of code, as units: whole, or cut after each `/`, `.`, `(` and `,` when too long for one line. */
function word(value: string): HastNode[] {
  if (value.length <= MAX_UNBROKEN_LENGTH) return [unit(value)];
  const pieces = value.match(/[^/.(,]*[/.(,]+|[^/.(,]+$/g) ?? [value];
  return pieces.flatMap((piece, index) => {
    // A piece still too long stays breakable anywhere: running off the screen is worse.
    const node = piece.length <= MAX_UNBROKEN_LENGTH ? unit(piece) : {type: 'text', value: piece};
    return index === 0 ? [node] : [{type: 'element', tagName: 'wbr', properties: {}, children: []}, node];
  });
}

function visit(node: HastNode, parent?: HastNode): void {
  if (node.type === 'element' && node.tagName === 'code' && parent?.tagName !== 'pre') {
    const content = text(node);
    if (content.length <= MAX_UNBROKEN_LENGTH) {
      node.properties = withClass(node, TOKEN);
    } else if ((node.children ?? []).every((child) => child.type === 'text')) {
      // The theme's MDX `code` takes code whose children are not all text for a code block: the
      // mark tells src/theme/MDXComponents that this one is still inline code.
      node.properties = {...node.properties, [INLINE_MARK]: ''};
      node.children = content.split(/(\s+)/).flatMap((part): HastNode[] => {
        if (part === '') return [];
        return /^\s+$/.test(part) ? [{type: 'text', value: part}] : word(part);
      });
    }
    return;
  }
  node.children?.forEach((child) => visit(child, node));
}

export default function rehypeInlineCode() {
  return (tree: HastNode) => visit(tree);
}
