/**
 * The box of a doc's or blog post's content: `<div className="markdown">`.
 *
 * On the page's first load the content is the server's HTML, already on screen, and its module was
 * left out of the page's script (src/plugins/static-content). The box then keeps that HTML as it is
 * (React leaves an element with `dangerouslySetInnerHTML` alone while hydrating) and gives what acts
 * in it handlers of its own:
 * - a link to another page of the site moves within the site, as the theme's links do, and
 *   preloads that page when the pointer is over it;
 * - code blocks get their Copy and word-wrap buttons, the theme's own (./CodeBlockButtons.tsx), when
 *   the reader reaches for the block (the theme shows them only then: on hover or focus);
 * - tabs switch (./tabs.ts), wide tables keep their scrolling state (TableScroll's `watchTableBox`)
 *   and live demos load when the reader reaches for them (LiveDemo's `LiveDemoIsland`).
 * The first page shown again later (Back) is that HTML again, as the server sent it, at once and at
 * its full height, so that the browser puts the reader back where they were. Everywhere else (a
 * move to another page, `docusaurus start`) React renders the content as usual.
 *
 * On that first page the blocks far from the screen are laid out only when the reader scrolls near
 * them (`data-first-load`, custom.css): until then each has a size that stands in for its own, and
 * the page's height is the sum of those sizes. So that Back puts the reader on the same lines, the
 * box keeps each block's size as the reader left it, and the page shown again gives its blocks those
 * sizes before the browser scrolls. When the colour mode changes, the whole content is laid out
 * (`data-whole-layout`): Chromium does not restyle the blocks it has not laid out, and reports their
 * old colours to whatever reads them (an accessibility checker) until the reader scrolls near them.
 */
import {isValidElement, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {matchPath, useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import routes from '@generated/routes';
import {blockSizes, isStaticContent, keepBlockSizes, keepServerHtml, serverHtml} from '@site/src/plugins/static-content/runtime';
import {watchTableBox} from '@site/src/components/TableScroll';
import LiveDemoIsland from '@site/src/components/LiveDemo/Island';
import {wireTabs} from './tabs';

// Loaded when the reader reaches for a code block (the theme shows its buttons only then).
const CodeBlockButtons = lazy(() => import('./CodeBlockButtons'));

type Props = {
  readonly className: string;
  readonly id?: string;
  /** The MDX content element: whether it is the first page's stand-in decides how the box renders. */
  readonly content: ReactNode;
  /** What the box holds when React renders the content. */
  readonly children: ReactNode;
};

type Route = {readonly path?: string | readonly string[]; readonly exact?: boolean; readonly routes?: readonly Route[]};

/** Whether `pathname` is a page of this site's build (not only the catch-all "not found" route). */
function isRoute(pathname: string, list: readonly Route[] = routes): boolean {
  return list.some((route) => {
    if (route.path === '*' || !matchPath(pathname, {path: route.path as string | string[], exact: route.exact && !route.routes}))
      return false;
    return route.routes ? isRoute(pathname, route.routes) : true;
  });
}

/** The in-site path an event's link leads to, or undefined when the browser should follow it itself. */
function sitePath(event: Event, box: HTMLElement): string | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !box.contains(link)) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || !isRoute(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

type Islands = {codeBlocks: HTMLPreElement[]; demos: HTMLElement[]};

type BoxProps = Pick<Props, 'className' | 'id'> & {
  /** The server's HTML of the content: none while hydrating the first page, which already shows it. */
  readonly html?: string;
  /** Keeps the server's HTML for a later visit, while hydrating the first page. */
  readonly keep?: (html: string) => void;
  /** The content blocks' sizes when the reader left the page, for the page shown again. */
  readonly sizes?: readonly number[];
  /** Keeps the blocks' sizes when the reader leaves the page. */
  readonly keepSizes: (sizes: readonly number[]) => void;
};

/** The block size of each of the box's blocks: its content's, which `contain-intrinsic-block-size` sets. */
function contentBlockSizes(root: HTMLElement): number[] {
  return Array.from(root.children, (block) => {
    const style = getComputedStyle(block);
    const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
    return edges.reduce((size, edge) => size - parseFloat(style[edge]), block.getBoundingClientRect().height);
  });
}

function StaticBox({className, id, html, keep, sizes, keepSizes}: BoxProps): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const [islands, setIslands] = useState<Islands>({codeBlocks: [], demos: []});

  // In the commit that hydrates the page (a layout effect): links, tabs, tables and code blocks act
  // when the rest of the page does, so no click falls between. The demos' islands follow (below).
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return undefined;
    // Shown again: each block as large as the reader left it, before the browser scrolls to where they were.
    if (sizes?.length === root.children.length)
      Array.from(root.children as HTMLCollectionOf<HTMLElement>).forEach((block, index) => {
        block.style.containIntrinsicBlockSize = `auto ${sizes[index]}px`;
      });
    // As the server sent it, before any handler below changes it (a demo gone live, a table's state).
    keep?.(root.innerHTML);
    const inDemo = (element: Element) => element.closest('[data-live-demo]') !== null;
    const cleanups = [wireTabs(root), ...Array.from(root.querySelectorAll<HTMLElement>('[data-table-scroll]'), watchTableBox)];
    // The reader reaches for something (a pointer, a touch or focus): a code block gets its buttons, and
    // a link to a page of the site loads that page's code.
    const reach = (event: Event) => {
      const block = event.target instanceof Element ? event.target.closest('.theme-code-block') : null;
      const pre = block?.querySelector('pre.prism-code');
      if (pre instanceof HTMLPreElement && !inDemo(pre))
        setIslands((current) => (current.codeBlocks.includes(pre) ? current : {...current, codeBlocks: [...current.codeBlocks, pre]}));
      const path = sitePath(event, root);
      if (path !== undefined) void window.docusaurus.preload(path.split(/[?#]/)[0]!);
    };
    // ... and a move within the site when it is followed, as the theme's links do.
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const path = sitePath(event, root);
      if (path === undefined) return;
      const here = window.location;
      // A link within the page (a heading's anchor) is the browser's to follow.
      if (path.includes('#') && path.split('#')[0] === here.pathname + here.search) return;
      event.preventDefault();
      history.push(path);
    };
    const listeners = [
      ['pointerover', reach],
      ['touchstart', reach],
      ['focusin', reach],
      ['click', follow],
    ] as const;
    for (const [kind, listener] of listeners) root.addEventListener(kind, listener as EventListener, {passive: kind !== 'click'});
    return () => {
      // The reader leaves the page (its box is still in the document).
      keepSizes(contentBlockSizes(root));
      for (const [kind, listener] of listeners) root.removeEventListener(kind, listener as EventListener);
      cleanups.forEach((cleanup) => cleanup());
    };
  }, [history, keep, sizes, keepSizes]);

  // A change of colour mode lays the whole content out (see above), for as long as the document lasts.
  useEffect(() => {
    const root = document.documentElement;
    const watcher = new MutationObserver((records) => {
      if (records.every((record) => record.oldValue === root.getAttribute('data-theme'))) return;
      root.setAttribute('data-whole-layout', '');
      watcher.disconnect();
    });
    watcher.observe(root, {attributeFilter: ['data-theme'], attributeOldValue: true});
    return () => watcher.disconnect();
  }, []);

  // The demos' islands render in the task after the commit, before the renders that follow hydration
  // (transitions, such as the one that enables the colour-mode toggle): an update from a passive effect
  // comes first. Set from the layout effect above, the update was synchronous: React rendered the
  // islands in the commit's task and then ran the whole page's passive effects there too, one long
  // task at start-up. Until they render, a demo is its server markup, as before hydration.
  useEffect(() => {
    const demos = Array.from(box.current?.querySelectorAll<HTMLElement>('[data-live-demo]') ?? []);
    if (demos.length > 0) setIslands((current) => ({...current, demos}));
  }, []);

  return (
    <>
      <div
        ref={box}
        className={className}
        id={id}
        data-first-load=""
        // The server's HTML of the content: kept as it is while hydrating (see above), set again later.
        dangerouslySetInnerHTML={{__html: html ?? ''}}
        suppressHydrationWarning
      />
      {/* Each in a boundary of its own: one loading hides nothing of another. */}
      {islands.codeBlocks.map((pre, index) => (
        <Suspense key={`code-${index}`} fallback={null}>
          <CodeBlockButtons pre={pre} />
        </Suspense>
      ))}
      {islands.demos.map((stage, index) => (
        <LiveDemoIsland key={index} stage={stage} />
      ))}
    </>
  );
}

export default function StaticContent({className, id, content, children}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const standIn = isValidElement(content) && isStaticContent(content.type) ? content.type : undefined;
  // Decided once: the box hydrating the first page keeps the server's HTML for as long as it shows,
  // and keeps a copy of it; the first page shown again later shows that copy.
  const [box] = useState(() => {
    if (!standIn) return undefined;
    const keepSizes = (sizes: readonly number[]) => keepBlockSizes(standIn, sizes);
    if (!isBrowser) return {keep: (html: string) => keepServerHtml(standIn, html), keepSizes};
    const html = serverHtml(standIn);
    return html === undefined ? undefined : {html, sizes: blockSizes(standIn), keepSizes};
  });
  if (box) return <StaticBox className={className} id={id} {...box} />;
  return (
    // The server's render is the first load's (StaticBox hydrates it); React renders a later page's.
    <div className={className} id={id} data-first-load={isBrowser ? undefined : ''}>
      {/* The first page's content without a copy of its HTML: its module loads first. */}
      {standIn ? <Suspense fallback={null}>{children}</Suspense> : children}
    </div>
  );
}
