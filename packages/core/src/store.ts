/**
 * A minimal external store for React (subscribe, get, set), read with useSyncExternalStore. The
 * program store and the drawer and modal stores are built on it; a library would add nothing they
 * use.
 */
import {useSyncExternalStore} from 'react';

export interface Store<S> {
  get(): S;
  set(next: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
  /** Reads a slice in a component, re-rendering it when the slice changes. */
  use<U>(selector: (state: S) => U): U;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  // One function for the store's lifetime: useSyncExternalStore subscribes again whenever it changes.
  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }
  return {
    get: () => state,
    set(next) {
      const patch = typeof next === 'function' ? next(state) : next;
      state = {...state, ...patch};
      for (const listener of [...listeners]) listener();
    },
    subscribe,
    use<U>(selector: (state: S) => U): U {
      return useSyncExternalStore(
        subscribe,
        () => selector(state),
        () => selector(state),
      );
    },
  };
}
