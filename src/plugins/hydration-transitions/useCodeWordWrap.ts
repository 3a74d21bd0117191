/**
 * Stands in for @docusaurus/theme-common's useCodeWordWrap (see ./index.ts), with the same contract:
 * `isCodeScrollable` says whether the code block overflows sideways (and so shows the word-wrap
 * button), `toggle` turns wrapping on and off.
 *
 * The original measures each block (`scrollWidth`) in an effect right after hydration, which makes
 * the browser lay out the whole page inside React's task: on a docs page that was the longest part
 * of start-up at 4x CPU slowdown. Here a ResizeObserver measures instead: its callback runs after
 * the browser's own layout, when reading sizes costs nothing, and again whenever the block's size
 * changes, which also covers a window resize and a hidden tab becoming visible (the original's
 * resize listener and MutationObserver). The button appearing is a transition, sliced into short
 * tasks like the other updates that follow hydration.
 */
import {startTransition, useCallback, useEffect, useRef, useState, type RefObject} from 'react';

type CodeWordWrap = {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
};

/** `block`: a code block already in the page (src/components/StaticContent), instead of one React renders. */
export function useCodeWordWrap(block: HTMLPreElement | null = null): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(block);

  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current!.querySelector('code')!;
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      // Very long words and tokens wrap too, so that no scrollbar is left.
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block || typeof ResizeObserver === 'undefined') return undefined;
    const code = block.querySelector('code');
    const observer = new ResizeObserver(() => {
      const scrollable = block.scrollWidth > block.clientWidth || !!code?.hasAttribute('style');
      startTransition(() => setIsCodeScrollable(scrollable));
    });
    observer.observe(block);
    if (code) observer.observe(code);
    return () => observer.disconnect();
  }, []);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
