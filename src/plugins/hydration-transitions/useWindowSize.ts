/**
 * Stands in for @docusaurus/theme-common's useWindowSize (see ./index.ts), with the same contract:
 * `'ssr'` until hydration, then `'desktop'` or `'mobile'` by the same breakpoint as Infima's CSS.
 * The first switch after hydration (the docs sidebar and the table of contents change to their
 * mobile form on a phone) is a transition, sliced into short tasks; later changes, on resize,
 * apply at once.
 */
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint; theme-common uses the same value. */
const DESKTOP_BREAKPOINT = 996;

function currentWindowSize(desktopBreakpoint: number): WindowSize {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // A constant first value, so that hydration matches the server's HTML.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    startTransition(() => setWindowSize(currentWindowSize(desktopBreakpoint)));
    const onResize = () => setWindowSize(currentWindowSize(desktopBreakpoint));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [desktopBreakpoint]);
  return windowSize;
}
