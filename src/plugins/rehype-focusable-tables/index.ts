/**
 * Rehype plugin: makes every Markdown table reachable by keyboard. Infima lets a wide table scroll
 * sideways inside its own box (on a phone most of ours do), and a scrolling box that cannot take
 * focus cannot be scrolled without a mouse (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
type HastNode = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[]};

function visit(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'table') {
    node.properties = {...node.properties, tabIndex: 0};
  }
  node.children?.forEach(visit);
}

export default function rehypeFocusableTables() {
  return (tree: HastNode) => visit(tree);
}
