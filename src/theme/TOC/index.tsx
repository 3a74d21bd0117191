import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof TOCType>;

/**
 * The table of contents as a navigation landmark: screen-reader users can jump to it, and on blog
 * posts, where it sits beside <main>, it is no longer content outside every landmark (axe's region rule).
 */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav
      aria-label={translate({
        id: 'lexboot.toc.label',
        message: '本页目录',
        description: 'The accessible name of the table of contents beside a doc or blog post',
      })}>
      <TOC {...props} />
    </nav>
  );
}
