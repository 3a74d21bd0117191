// Change: Markdown tables render in TableScroll (src/components/TableScroll): a box that scrolls
// sideways with a visible cue and a pinned first column, instead of columns one character wide.
import MDXComponents from '@theme-original/MDXComponents';
import TableScroll from '@site/src/components/TableScroll';

export default {
  ...MDXComponents,
  table: TableScroll,
};
