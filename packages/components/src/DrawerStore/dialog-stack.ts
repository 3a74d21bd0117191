/**
 * The state behind `drawerStore` and `modalStore`: a stack of open dialogs, each with the promise
 * its opener awaits. It knows nothing of the DOM; a host component (./DialogHost.tsx) renders the
 * entries and reports what the user does (Escape, the mask, the close button) through `dismiss`.
 */
import type {ComponentType} from 'react';
import {createStore, type Store} from '@lexboot/core/internal';

/** What every dialog kind accepts: a veto on the user giving up. */
export interface DismissOptions {
  beforeClose?: () => boolean | Promise<boolean>;
}

/**
 * A content component as the stack carries it: the host renders it with one record of props, the
 * opener's and the ones it injects (`close`, the dialog's id). `open` is where they are checked
 * against the component's own props (`drawerStore.open`, `modalStore.open`).
 */
export type ContentComponent = ComponentType<Record<string, unknown>>;

export interface DialogEntry<O> {
  readonly id: string;
  readonly component: ContentComponent;
  readonly props: object;
  readonly options: O;
}

export interface DialogStackState<O> {
  /** Bottom first: the last entry is the dialog on top. */
  readonly entries: readonly DialogEntry<O>[];
  /** The mounted hosts by their ids, oldest first; only the oldest renders, so a second host never doubles a dialog. */
  readonly hosts: readonly string[];
}

export interface DialogStack<O extends DismissOptions> {
  readonly store: Store<DialogStackState<O>>;
  /** Adds a dialog on top; resolves with what it is closed with, `undefined` when the user gives up. */
  open<P extends object>(component: ComponentType<P>, props: object, options: O): Promise<unknown>;
  /** Closes a dialog with a result, without asking `beforeClose`: the caller decided. */
  close(id: string, result?: unknown): void;
  /**
   * The user gives up (Escape, the mask, the close button): asks `beforeClose`, then closes with
   * `undefined`. Resolves with whether the dialog closed.
   */
  dismiss(id: string): Promise<boolean>;
  /** Closes every dialog with `undefined`, without asking. */
  closeAll(): void;
  isOpen(id: string): boolean;
  /**
   * Registers a mounted host by an id of its own (a host component's `useId()`); the function it
   * returns unregisters it, and the last host to go closes what is open.
   */
  attachHost(host: string): () => void;
}

export function createDialogStack<O extends DismissOptions>(kind: string): DialogStack<O> {
  const store = createStore<DialogStackState<O>>({entries: [], hosts: []});
  const resolvers = new Map<string, (result: unknown) => void>();
  // A dismissal awaiting `beforeClose`: a second Escape meanwhile must not ask again.
  const dismissing = new Set<string>();
  let lastId = 0;

  function close(id: string, result?: unknown): void {
    const resolve = resolvers.get(id);
    if (!resolve) return;
    resolvers.delete(id);
    dismissing.delete(id);
    store.set((state) => ({entries: state.entries.filter((entry) => entry.id !== id)}));
    resolve(result);
  }

  function closeAll(): void {
    const open = [...resolvers.entries()];
    resolvers.clear();
    dismissing.clear();
    store.set({entries: []});
    for (const [, resolve] of open) resolve(undefined);
  }

  return {
    store,
    open(component, props, options) {
      if (store.get().hosts.length === 0) {
        if (process.env.NODE_ENV !== 'production') {
          console.warn(`LexBoot: ${kind}Store.open() was called with no host mounted; render the ${kind} host once (AdminApp does).`);
        }
        return Promise.resolve(undefined);
      }
      lastId += 1;
      const id = `${kind}-${lastId}`;
      return new Promise((resolve) => {
        resolvers.set(id, resolve);
        store.set((state) => ({entries: [...state.entries, {id, component: component as ContentComponent, props, options}]}));
      });
    },
    close,
    async dismiss(id) {
      const entry = store.get().entries.find((candidate) => candidate.id === id);
      if (!entry || dismissing.has(id)) return false;
      const {beforeClose} = entry.options;
      if (beforeClose) {
        dismissing.add(id);
        let allowed: boolean;
        try {
          allowed = (await beforeClose()) !== false;
        } catch {
          // A check that fails cannot vouch that nothing is lost: stay open.
          allowed = false;
        }
        dismissing.delete(id);
        if (!allowed || !resolvers.has(id)) return false;
      }
      close(id, undefined);
      return true;
    },
    closeAll,
    isOpen: (id) => resolvers.has(id),
    attachHost(host) {
      store.set((state) => ({hosts: [...state.hosts, host]}));
      return () => {
        store.set((state) => ({hosts: state.hosts.filter((other) => other !== host)}));
        // Nothing is left to show them (the page went away): end their promises rather than leave them hanging.
        if (store.get().hosts.length === 0) closeAll();
      };
    },
  };
}
