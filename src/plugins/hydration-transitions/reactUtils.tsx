/**
 * Stands in for @docusaurus/theme-common's utils/reactUtils (see ./index.ts), with the same exports
 * and behaviour but one: useShallowMemoObject orders an object's keys by code point instead of
 * `localeCompare`. The keys are property names, so the order only needs to be stable, and the
 * first `localeCompare` of a page builds an ICU collator: on a docs page (whose mobile sidebar
 * memoizes its props this way) that was about 50 ms of start-up at 4x CPU slowdown.
 */
import {useCallback, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/** A stable function that always calls the latest `callback` (safe in effect dependencies). */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: Parameters<T>) => ref.current(...args), []) as T;
}

/** The value of the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** Thrown by a hook used outside its provider; the hook's name comes from the stack. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    const hook = this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? '';
    this.message = `Hook ${hook} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

const byKey = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** The same object as last render while its keys and values are the same, in any key order. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const entries = Object.entries(obj).sort(byKey).flat();
  const [memo, setMemo] = useState({obj, entries});
  const same = entries.length === memo.entries.length && entries.every((value, i) => Object.is(value, memo.entries[i]));
  // A changed object is kept for the renders that follow (React's pattern for state derived from props).
  if (!same) setMemo({obj, entries});
  return same ? memo.obj : obj;
}

/** One provider made of several, the first outermost. */
export function composeProviders(providers: ComponentType<{children: ReactNode}>[]): ComponentType<{children: ReactNode}> {
  return function ComposedProviders({children}: {children: ReactNode}) {
    return (
      <>
        {providers.reduceRight<ReactNode>(
          (element, Provider) => (
            <Provider>{element}</Provider>
          ),
          children,
        )}
      </>
    );
  };
}
