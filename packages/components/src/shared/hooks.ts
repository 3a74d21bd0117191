/** React hooks more than one component needs. */
import {useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore, type CSSProperties, type RefObject} from 'react';
import type {DictItem} from '@lexboot/core';
import {dictItems, useDicts} from '@lexboot/core/internal';
import {pinnedRun, roomToPin, type PinnableColumn} from './pinning';

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

/** The pinned columns of a grid, as its cells need them. */
export type PinnedColumns = {
  /** The index of the last pinned column (its edge casts the shadow); -1 when none is pinned. */
  readonly lastPinned: number;
  readonly isPinned: (index: number) => boolean;
  /** The style that keeps the column at its place when the grid scrolls sideways. */
  readonly stickyLeft: (index: number) => CSSProperties | undefined;
};

/**
 * The grid's pinned columns (./pinning.ts) after `start` px, kept pinned while its scroll box `ref`
 * has room for them, and scrolling with the rest while it has not. Measured before the browser
 * paints, on every change of the box's size.
 */
export function usePinnedColumns(columns: readonly PinnableColumn[], start: number, ref: RefObject<HTMLElement | null>): PinnedColumns {
  const {offsets, end} = pinnedRun(columns, start);
  const [room, setRoom] = useState(true);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || end === start) return undefined;
    const measure = () => setRoom(roomToPin(end, box.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref, start, end]);
  const pinned = room ? offsets : offsets.map(() => undefined);
  const at = (index: number) => pinned[index];
  return {
    lastPinned: pinned.filter((offset) => offset !== undefined).length - 1,
    isPinned: (index) => at(index) !== undefined,
    stickyLeft: (index) => (at(index) === undefined ? undefined : {position: 'sticky', left: at(index), zIndex: 1}),
  };
}
