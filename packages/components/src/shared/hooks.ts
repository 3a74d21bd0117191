/** React hooks more than one component needs. */
import {useCallback, useEffect, useState, useSyncExternalStore, type RefObject} from 'react';
import type {DictItem} from '@lexboot/core';
import {dictItems, useDicts} from '@lexboot/core/internal';

/** For useSyncExternalStore on a value that never changes once read (nothing to subscribe to). */
export const noSubscription = () => () => {};

/** False while rendering on the server and hydrating, true afterwards. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The `dict` items of each column (or dimension, or field), in the columns' order, read once per
 * column rather than once per cell; `[]` for an entry without a dictionary. One hook call, however
 * many columns.
 */
export function useColumnDicts(columns: ReadonlyArray<{readonly dict?: string | undefined} | undefined>): Array<readonly DictItem[]> {
  const dicts = useDicts();
  return columns.map((column) => dictItems(dicts, column?.dict));
}

/**
 * Which sides of a scroll box have content out of view, measured on scroll (call `measure`) and
 * when the box or its table changes size. The grids show it as a fade at that edge and a shadow
 * beside their pinned columns, so that a grid wider than the page says that it scrolls.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): {start: boolean; end: boolean; measure: () => void} {
  const [edges, setEdges] = useState({start: false, end: false});
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const start = box.scrollLeft > 0;
    const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setEdges((old) => (old.start === start && old.end === end ? old : {start, end}));
  }, [ref]);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref, measure]);
  return {...edges, measure};
}
