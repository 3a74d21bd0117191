import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = ComponentProps<'table'> & {
  /** Extra class of the scrolling box. */
  readonly boxClassName?: string;
  /** The accessible name of the box while it scrolls; by default a generic "table". */
  readonly label?: string;
};

/**
 * A table in a box that scrolls sideways when the table is wider than the column (on a phone most
 * are): columns keep a readable width instead of shrinking to one character, the first column stays
 * pinned, and a shadow shows at each edge with more to see. While it scrolls, the box is a labelled
 * region in the Tab order, so it scrolls from the keyboard too (WCAG 2.1.1, axe's
 * scrollable-region-focusable); a table that fits is a plain table. The server renders the
 * scrolling state, the one that is right without script.
 */
export default function TableScroll({boxClassName, label, className, ...props}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className={clsx(styles.box, boxClassName)}
      {...(scrolls
        ? {
            role: 'region',
            tabIndex: 0,
            'aria-label':
              label ??
              translate({
                id: 'lexboot.table.scrollLabel',
                message: '表格（可左右滚动）',
                description: 'The accessible name of a wide table box that scrolls sideways',
              }),
          }
        : {})}>
      <table className={clsx(styles.table, className)} {...props} />
    </div>
  );
}
