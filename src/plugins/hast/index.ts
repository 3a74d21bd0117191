/** What the site's rehype plugins read of a HAST node (and of MDX's JSX elements in it). */
export type HastNode = {
  type: string;
  tagName?: string;
  /** An MDX JSX element's name (`mdxJsxFlowElement`). */
  name?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** A node's text: its own, or its descendants' in order. */
export function text(node: HastNode): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(text).join('');
}
