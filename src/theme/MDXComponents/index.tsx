// Changes: Markdown tables render in TableScroll (src/components/TableScroll): a box that scrolls
// sideways with a visible cue and a pinned first column, instead of columns one character wide.
// Inline code that src/plugins/rehype-inline-code cut into word units (`data-inline-code`) stays
// inline code: the original `code` takes any code whose children are not all text for a code block,
// a <pre> inside the paragraph.
import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';
import TableScroll from '@site/src/components/TableScroll';

function Code(props: ComponentProps<'code'> & {'data-inline-code'?: string}): ReactNode {
  return props['data-inline-code'] === undefined ? <MDXComponents.code {...props} /> : <CodeInline {...props} />;
}

export default {
  ...MDXComponents,
  code: Code,
  table: TableScroll,
};
