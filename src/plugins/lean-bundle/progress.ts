/**
 * The bar that shows a route change is under way, in place of the nprogress library in the browser
 * bundle (see ./index.ts). The classic theme's client module (theme-classic/lib/nprogress.js) calls
 * `configure`, then `start` when a new page's code has not arrived after 200 ms and `done` once the
 * page is shown, and styles `#nprogress .bar` and its `.peg` (theme-classic/lib/nprogress.css): the
 * same elements are made here. Where nprogress moves the bar forward on a timer, the bar here creeps
 * toward the end with one long CSS transition and completes with a short one; no timer runs while
 * a page loads. It is decoration (the new page's title is what a screen reader hears), so it is
 * hidden from assistive technology, which nprogress's `role="bar"` (no such role) was not.
 */

type Bar = {root: HTMLElement; bar: HTMLElement};

let shown: Bar | undefined;
let finishing: number | undefined;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function place(bar: HTMLElement, done: number, transition: string): void {
  bar.style.transition = reducedMotion() ? 'none' : transition;
  bar.style.transform = `translate3d(${(done - 1) * 100}%, 0, 0)`;
}

/** Shows the bar, a little way in, creeping toward nine tenths; a bar already shown goes on. */
function start(): void {
  if (finishing !== undefined) {
    window.clearTimeout(finishing);
    finishing = undefined;
    shown?.root.remove();
    shown = undefined;
  }
  if (shown) return;
  const root = document.createElement('div');
  root.id = 'nprogress';
  root.setAttribute('aria-hidden', 'true');
  const bar = document.createElement('div');
  bar.className = 'bar';
  const peg = document.createElement('div');
  peg.className = 'peg';
  bar.append(peg);
  root.append(bar);
  place(bar, 0.08, 'none');
  document.body.append(root);
  shown = {root, bar};
  // The first position is laid out before the long transition starts from it.
  void bar.offsetWidth;
  place(bar, 0.9, 'transform 8s cubic-bezier(0.1, 0.6, 0.3, 1)');
}

/** Completes the bar, fades it out and removes it; nothing when no bar is shown. */
function done(): void {
  const current = shown;
  if (!current || finishing !== undefined) return;
  place(current.bar, 1, 'transform 200ms ease');
  current.root.style.transition = reducedMotion() ? 'none' : 'opacity 200ms linear 200ms';
  current.root.style.opacity = '0';
  finishing = window.setTimeout(
    () => {
      current.root.remove();
      if (shown === current) shown = undefined;
      finishing = undefined;
    },
    reducedMotion() ? 0 : 400,
  );
}

/** nprogress's options: the theme turns its spinner off, which this bar never has. */
function configure(): typeof progress {
  return progress;
}

const progress = {configure, start, done};
export default progress;
