/**
 * The page behind an open drawer or modal must not scroll: the wheel over the backdrop would move
 * it, and the reader would come back to another place. The first open dialog hides the root's
 * overflow (keeping the scrollbar's space, so nothing shifts sideways); closing the last one puts
 * back what the page had. Counted, so that a modal over a drawer does not unlock early.
 */
type Root = {style: {overflow: string; scrollbarGutter: string}};

const locks = new WeakMap<Root, {count: number; overflow: string; scrollbarGutter: string}>();

/** Locks `root`'s scrolling; returns the function that releases this lock (once). */
export function lockScroll(root: Root): () => void {
  const lock = locks.get(root) ?? {count: 0, overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter};
  if (lock.count === 0) {
    lock.overflow = root.style.overflow;
    lock.scrollbarGutter = root.style.scrollbarGutter;
    root.style.overflow = 'hidden';
    root.style.scrollbarGutter = 'stable';
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
