import {useEffect, useRef, type ComponentProps, type ReactNode} from 'react';
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
 * pinned (unless it would fill the box), and a shadow shows at the edge with more to see. While it scrolls, the box is a labelled
 * group in the Tab order (a group, not a region: a page of many tables would have many landmarks of one name), so it scrolls from the keyboard too (WCAG 2.1.1, axe's
 * scrollable-region-focusable); a table that fits is a plain table. The server renders the
 * scrolling state, the one that is right without script.
 */
/** The widest share of the box a pinned first column may take. */
const MAX_PINNED_SHARE = 0.45;

type Watched = {readonly box: HTMLElement; readonly label: string | null};

/** The watched boxes, by each element observed for them (the box and its table). */
const watched = new Map<Element, Watched>();
let observer: ResizeObserver | undefined;

/** Whether a box's table is laid out: not while it waits, far from the screen, to be (`content-visibility: auto`). */
function laidOut(box: HTMLElement): boolean {
  const table = box.firstElementChild ?? box;
  return typeof table.checkVisibility !== 'function' || table.checkVisibility({contentVisibilityAuto: true});
}

/**
 * The state of the boxes whose size changed: all of them are measured first, then all are changed,
 * so that the browser lays the page out once for the lot, not twice a table (a page of several
 * tables spent tens of milliseconds of its start-up in those layouts on a phone). A box not laid out
 * takes the server's state (it scrolls, its first column pinned) without being measured, which would
 * lay it out; it is measured when it is laid out (see `watchTableBox`).
 */
function update(items: Iterable<Watched>): void {
  const states = [...new Set(items)].map((item) => {
    const {box} = item;
    if (!laidOut(box)) return {item, scrolls: true, pinned: true};
    const first = box.querySelector('tr > :first-child');
    return {
      item,
      scrolls: box.scrollWidth > box.clientWidth + 1,
      // A first column that would cover most of the box (a long property name on a phone) is not
      // pinned: the columns scrolling under it would have no room to show.
      pinned: !first || first.getBoundingClientRect().width <= box.clientWidth * MAX_PINNED_SHARE,
    };
  });
  for (const {item, scrolls, pinned} of states) {
    const {box, label} = item;
    const attributes: Record<string, string | null> =
      scrolls && label !== null ? {role: 'group', tabindex: '0', 'aria-label': label} : {role: null, tabindex: null, 'aria-label': null};
    for (const [name, value] of Object.entries(attributes)) {
      if (box.getAttribute(name) === value) continue;
      if (value === null) box.removeAttribute(name);
      else box.setAttribute(name, value);
    }
    box.classList.toggle(styles.pinned!, pinned);
  }
}

/**
 * Keeps a box's scrolling state right as its size changes: the role, Tab stop and name of a box
 * that scrolls, and whether the first column is pinned. It works on the element itself, so that it
 * serves the server's markup of a page's content as well (src/components/StaticContent). One
 * observer serves every box.
 */
export function watchTableBox(element: HTMLElement): () => void {
  if (!observer) {
    observer = new ResizeObserver((entries) => update(entries.flatMap(({target}) => watched.get(target) ?? [])));
    // A block far down a page's first load is laid out when the reader comes near it (custom.css): its
    // boxes are measured then. Their size may not change, so the observer would not tell.
    document.addEventListener(
      'contentvisibilityautostatechange',
      (event) => {
        if ((event as Event & {skipped?: boolean}).skipped !== false || !(event.target instanceof Node)) return;
        const block = event.target;
        update([...watched.values()].filter(({box}) => block.contains(box)));
      },
      {capture: true},
    );
  }
  const item: Watched = {box: element, label: element.getAttribute('aria-label')};
  const targets = [element, element.firstElementChild].filter((target): target is Element => target !== null);
  for (const target of targets) {
    watched.set(target, item);
    observer.observe(target);
  }
  return () => {
    for (const target of targets) {
      if (watched.get(target) !== item) continue;
      watched.delete(target);
      observer?.unobserve(target);
    }
  };
}

export default function TableScroll({boxClassName, label, className, ...props}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => (box.current ? watchTableBox(box.current) : undefined), []);
  return (
    <div
      ref={box}
      data-table-scroll=""
      className={clsx(styles.box, styles.pinned, boxClassName)}
      role="group"
      // A box that scrolls takes focus, to be scrolled from the keyboard (see above); watchTableBox
      // takes it away from a box that does not scroll.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={
        label ??
        translate({
          id: 'lexboot.table.scrollLabel',
          message: '表格（可左右滚动）',
          description: 'The accessible name of a wide table box that scrolls sideways',
        })
      }>
      <table className={clsx(styles.table, className)} {...props} />
    </div>
  );
}
