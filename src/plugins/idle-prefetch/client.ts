/**
 * Client module: Docusaurus prefetches the code of every internal link as soon as the link scrolls
 * into view (`window.docusaurus.prefetch`, called by <Link>). On a page load that is dozens of
 * links at once, each matched against every route and turned into <link rel="prefetch"> tags,
 * all while the page is still starting: about 150 ms of a docs page's start-up at 4x CPU
 * slowdown, in long tasks. Here each prefetch waits for an idle moment instead, one link per idle
 * callback, so navigation stays instant and start-up is left alone. Hover and touch still preload
 * at once (`preload` is unchanged).
 *
 * Docusaurus assigns `window.docusaurus` after the client modules run; the accessor below wraps
 * the object it assigns.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Docusaurus = {
  readonly prefetch: (routePath: string) => false | Promise<void[]>;
  readonly preload: (routePath: string) => false | Promise<void[]>;
};

/** After the page's load and before any visitor could reach for a link, at the latest. */
const IDLE_TIMEOUT_MS = 3000;

function idlePrefetch(original: Docusaurus): Docusaurus {
  const queue: string[] = [];
  let scheduled = false;
  // Safari has no requestIdleCallback: there, the next task.
  const whenIdle = (callback: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, {timeout: IDLE_TIMEOUT_MS})
      : window.setTimeout(callback, 1);
  const next = () => {
    scheduled = false;
    const routePath = queue.shift();
    if (routePath !== undefined) void original.prefetch(routePath);
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(next);
  };
  return Object.freeze({
    ...original,
    prefetch(routePath: string) {
      if (!queue.includes(routePath)) queue.push(routePath);
      schedule();
      return false as const;
    },
  });
}

if (ExecutionEnvironment.canUseDOM) {
  let docusaurus: Docusaurus | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => docusaurus,
    set: (value: Docusaurus) => {
      docusaurus = idlePrefetch(value);
    },
  });
}

export {};
