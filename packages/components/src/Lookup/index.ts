import {useCallback, useSyncExternalStore} from 'react';
import {lookupOptions, NO_OPTIONS, subscribeLookup, type LoadOptions, type LookupOption} from './lookup';

/** The options `load` reads, shared by the grid and the search of a page: none until they arrive. */
export function useLookup(load: LoadOptions): LookupOption[] {
  const subscribe = useCallback((listener: () => void) => subscribeLookup(load, listener), [load]);
  return useSyncExternalStore(
    subscribe,
    () => lookupOptions(load),
    () => NO_OPTIONS,
  );
}

export {optionLabel} from './lookup';
