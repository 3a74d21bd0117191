// What brings a live demo live, shared by the demo React renders (./index.tsx) and the demo found in
// the server's markup of a page's content (./Island.tsx).
import {useCallback, useLayoutEffect, useRef, useState, type ComponentType} from 'react';
import {flushSync} from 'react-dom';
import {DEMOS, type DemoEntry, type DemoName} from '@site/src/demos';

/** Child indexes from `root` down to `node`; undefined when `node` is not inside `root`. */
function pathTo(root: Element, node: EventTarget | null): number[] | undefined {
  const path: number[] = [];
  let current = node instanceof Element ? node : null;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : undefined;
}

function elementAt(root: Element, path: readonly number[]): HTMLElement | undefined {
  let current: Element | undefined = root;
  for (const index of path) current = current?.children[index];
  return current instanceof HTMLElement ? current : undefined;
}

type Live = {readonly Live?: ComponentType; readonly failed: boolean};

/**
 * What brings a demo live, on its stage element (the server's markup until then): the reader
 * reaching for it loads its code, and focus or a click that landed meanwhile is given again to the
 * same element of the live demo. `mount` is where the live demo renders: the stage itself, or a box
 * that takes the place of the stage's markup when the demo goes live.
 */
export function useLiveDemo(demo: DemoName, stage: HTMLElement | null, mount: HTMLElement | null, loadNow: boolean): Live {
  const entry: DemoEntry = DEMOS[demo];
  const [Live, setLive] = useState<ComponentType>();
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);
  const live = useRef(false);
  const pending = useRef<{focus?: number[]; click?: number[]}>({});
  const loadedAt = useRef(0);
  // A press on the server's markup: the live demo waits until it ends, so that the click it makes
  // lands on that markup (and is replayed) rather than between markup about to go and the live one.
  const pressed = useRef(false);
  const arrived = useRef<ComponentType>(undefined);

  const goLive = useCallback(() => {
    const Component = arrived.current;
    if (!Component || pressed.current) return;
    arrived.current = undefined;
    loadedAt.current = performance.now();
    // Rendered and committed now, in this task: a press that came between a scheduled render and its
    // commit would begin on the server's markup and end on the live demo, and the browser sends no
    // click for a press whose element was removed meanwhile (the click would be lost, not replayed).
    flushSync(() => setLive(() => Component));
  }, []);

  const activate = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    entry.load().then(
      (module) => {
        arrived.current = module.default;
        goLive();
      },
      () => setFailed(true),
    );
  }, [entry, goLive]);

  // A layout effect: listening from the commit that shows the stage, before any click can land on it.
  useLayoutEffect(() => {
    if (!stage) return undefined;
    if (loadNow || entry.loadAtOnce?.()) {
      activate();
      return undefined;
    }
    // What happens on the server's markup before the live demo takes over is replayed on the live one.
    const remember = (kind: 'focus' | 'click', event: Event) => {
      if (live.current) return;
      activate();
      const path = pathTo(stage, event.target);
      if (!path) return;
      pending.current[kind] = path;
      if (kind === 'click') event.preventDefault();
    };
    const onFocus = (event: Event) => remember('focus', event);
    const onClick = (event: Event) => remember('click', event);
    // Scrolled into view: only once the reader scrolls, so that a demo on the first screen waits for
    // a pointer or focus rather than weighing on the page's start-up.
    let observer: IntersectionObserver | undefined;
    const onScroll = () => {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && activate(), {rootMargin: '200px 0px'});
      observer.observe(stage);
    };
    const onPress = () => {
      if (!live.current) pressed.current = true;
    };
    // The click follows the release in the same task: the live demo comes after it.
    const onRelease = () => {
      if (!pressed.current) return;
      pressed.current = false;
      setTimeout(goLive, 0);
    };
    const reach = ['pointerover', 'touchstart', 'keydown'] as const;
    for (const type of reach) stage.addEventListener(type, activate, {passive: true});
    stage.addEventListener('focusin', onFocus);
    stage.addEventListener('click', onClick, true);
    stage.addEventListener('pointerdown', onPress, true);
    window.addEventListener('pointerup', onRelease, true);
    window.addEventListener('pointercancel', onRelease, true);
    window.addEventListener('scroll', onScroll, {once: true, passive: true});
    return () => {
      for (const type of reach) stage.removeEventListener(type, activate);
      stage.removeEventListener('focusin', onFocus);
      stage.removeEventListener('click', onClick, true);
      stage.removeEventListener('pointerdown', onPress, true);
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointercancel', onRelease, true);
      window.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [stage, loadNow, activate, goLive, entry]);

  // The live demo replaces the server's markup: give back focus and a click that landed meanwhile.
  useLayoutEffect(() => {
    if (!Live || !stage || !mount) return;
    if (mount !== stage) stage.replaceChildren(mount);
    live.current = true;
    // How long the live demo took to render, from its code's arrival: in DevTools' Performance panel
    // as `live demo <name>`, and read by the tests.
    performance.measure(`live demo ${demo}`, {start: loadedAt.current});
    const {focus, click} = pending.current;
    pending.current = {};
    if (focus && (document.activeElement === document.body || !document.activeElement?.isConnected)) elementAt(mount, focus)?.focus();
    if (click) elementAt(mount, click)?.click();
  }, [Live, demo, stage, mount]);

  return {Live, failed};
}
