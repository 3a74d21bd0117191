/** How a component bound to a program store (its `store` prop) reads the store. */
import {useSyncExternalStore} from 'react';
import type {ProgramState, ProgramStoreHook} from '@lexboot/core';
import {noSubscription} from './hooks';

/** The state of any program store, whatever its rows, detail and criteria (what `ProgramStoreHook` gives by default). */
export type AnyProgramState = ProgramState<unknown, unknown, unknown>;

const nothing = () => undefined;

/** Stands in for a store the component is not bound to: one subscription, as a store hook makes, to nothing. */
function useNoStore(): undefined {
  return useSyncExternalStore(noSubscription, nothing, nothing);
}

/**
 * A slice of the bound store's state, the component re-rendering when it changes; `undefined` when
 * the component has no store. Bound or not, the component calls the same number of hooks, so the
 * hook order stays the same if a store is bound later.
 */
export function useStoreSlice<S extends AnyProgramState, U>(
  store: ProgramStoreHook<S> | undefined,
  selector: (state: S) => U,
): U | undefined {
  const useSlice: (selector: (state: S) => U) => U | undefined = store ?? useNoStore;
  return useSlice(selector);
}

const NO_PARAMS: Readonly<Record<string, unknown>> = {};

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A store's search criteria, parameter by parameter; none when the store keeps no record of them. */
export function searchParamsOf(state: AnyProgramState): Readonly<Record<string, unknown>> {
  return isRecord(state.searchParams) ? state.searchParams : NO_PARAMS;
}
