/** React hooks more than one component needs. */
import {useSyncExternalStore} from 'react';
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
