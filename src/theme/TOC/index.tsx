// Change: wraps the TOC in a navigation landmark that stays in view below the navbar (sticky).
import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './landmark.module.css';

type Props = WrapperProps<typeof TOCType>;

/**
 * The table of contents as a navigation landmark: screen-reader users can jump to it, and on blog
 * posts, where it sits beside <main>, it is no longer content outside every landmark (axe's region rule).
 * The landmark is what sticks below the navbar: the theme's list is sticky only inside its parent,
 * which is now this landmark of the list's own height, so it scrolled away with the page.
 */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav
      className={styles.toc}
      aria-label={translate({
        id: 'lexboot.toc.label',
        message: '本页目录',
        description: 'The accessible name of the table of contents beside a doc or blog post',
      })}>
      <TOC {...props} />
    </nav>
  );
}
