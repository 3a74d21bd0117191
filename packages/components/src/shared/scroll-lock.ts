/**
 * The page behind an open drawer or modal must not scroll: the wheel over the backdrop would move
 * it, and the reader would come back to another place. The first open dialog hides the root's
 * overflow (keeping the scrollbar's space when the page has a scrollbar, so nothing shifts sideways;
 * a page without one gets no empty gutter, which would move the page and the drawer against the right
 * edge 15 px to the left); closing the last one puts back what the page had. Counted, so that a modal
 * over a drawer does not unlock early.
 */
type Root = {style: {overflow: string; scrollbarGutter: string}};

const locks = new WeakMap<Root, {count: number; overflow: string; scrollbarGutter: string}>();

/**
 * Locks `root`'s scrolling; returns the function that releases this lock (once). `scrollbar`: whether
 * the page shows a scrollbar now (`innerWidth > clientWidth`), whose space the lock keeps.
 */
export function lockScroll(root: Root, scrollbar: boolean): () => void {
  const lock = locks.get(root) ?? {count: 0, overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter};
  if (lock.count === 0) {
    lock.overflow = root.style.overflow;
    lock.scrollbarGutter = root.style.scrollbarGutter;
    root.style.overflow = 'hidden';
    if (scrollbar) root.style.scrollbarGutter = 'stable';
  }
  lock.count += 1;
  locks.set(root, lock);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lock.count -= 1;
    if (lock.count > 0) return;
    root.style.overflow = lock.overflow;
    root.style.scrollbarGutter = lock.scrollbarGutter;
  };
}
