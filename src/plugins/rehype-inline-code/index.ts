/**
 * Rehype plugin: a short piece of inline code (`--db postgresql`, `Array<DataGridColumn<T>>`) is one
 * unit that a line does not break inside (class `code-token`, custom.css): browsers otherwise break it
 * after any hyphen or bracket ("lexboot.system.files.allowed-" / "types"). Longer code keeps
 * wrapping, so that it never runs off a phone's screen.
 */
import {text, type HastNode} from '../hast';

/** Fits a 390 px phone's text column, list indent included, in the site's monospace. */
export const MAX_UNBROKEN_LENGTH = 36;

function visit(node: HastNode, parent?: HastNode): void {
  if (node.type === 'element' && node.tagName === 'code' && parent?.tagName !== 'pre') {
    if (text(node).length <= MAX_UNBROKEN_LENGTH) {
      const className = node.properties?.className;
      const classes = Array.isArray(className) ? (className as string[]) : [];
      node.properties = {...node.properties, className: [...classes, 'code-token']};
    }
    return;
  }
  node.children?.forEach((child) => visit(child, node));
}

export default function rehypeInlineCode() {
  return (tree: HastNode) => visit(tree);
}
