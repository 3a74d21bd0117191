/**
 * A live demo on an API page, with the exact source file that runs it beneath.
 *
 * The demo is in the page's HTML (rendered by the server bundle), so it shows at once and nothing
 * moves. Its code is a chunk of its own that the browser loads only when the reader reaches for it:
 * a pointer over it, a touch, focus (Tab) inside it, or scrolling it into view. Until then the server's
 * markup stays as it is (React leaves `dangerouslySetInnerHTML` alone while hydrating), so the demo
 * costs the page's start-up nothing. When the code arrives the demo renders live in its place, and
 * the element that had focus, or that was clicked meanwhile, gets focus or the click again.
 * Mounted by a client-side navigation, there is no server markup: the demo loads straight away.
 */
import {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode, type SyntheticEvent} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeSnippet, {type HighlightedSnippet} from '@site/src/components/CodeSnippet';
import {DEMOS, type DemoEntry, type DemoName} from '@site/src/demos';
import {serverDemos} from '@site/src/demos/server';
import styles from './styles.module.css';

type Props = {
  /** The demo in src/demos/index.ts. */
  readonly demo: DemoName;
  /** What the demo shows, as a heading-like caption. */
  readonly title: ReactNode;
  /** The demo's source file, imported with `?highlight`; none for a tool such as the code generator. */
  readonly source?: HighlightedSnippet;
};

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

export default function LiveDemo({demo, title, source}: Props): ReactNode {
  const entry: DemoEntry = DEMOS[demo];
  const isBrowser = useIsBrowser();
  // True when mounted after hydration (a client-side navigation): there is no server markup to keep.
  const [withoutMarkup] = useState(isBrowser);
  const [Live, setLive] = useState<ComponentType>();
  const [failed, setFailed] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const pending = useRef<{focus?: number[]; click?: number[]}>({});
  const loadedAt = useRef(0);

  const activate = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    entry.load().then(
      (module) => {
        loadedAt.current = performance.now();
        setLive(() => module.default);
      },
      () => setFailed(true),
    );
  }, [entry]);

  useEffect(() => {
    if (withoutMarkup || entry.loadAtOnce?.()) {
      activate();
      return undefined;
    }
    // Scrolled into view: only once the reader scrolls, so that a demo on the first screen waits for
    // a pointer or focus rather than weighing on the page's start-up.
    let observer: IntersectionObserver | undefined;
    const onScroll = () => {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && activate(), {rootMargin: '200px 0px'});
      if (stage.current) observer.observe(stage.current);
    };
    window.addEventListener('scroll', onScroll, {once: true, passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [withoutMarkup, activate, entry]);

  // The live demo replaces the server's markup: give back focus and a click that landed meanwhile.
  useLayoutEffect(() => {
    const root = stage.current;
    if (!Live || !root) return;
    // How long the live demo took to render, from its code's arrival: in DevTools' Performance panel
    // as `live demo <name>`, and read by the tests.
    performance.measure(`live demo ${demo}`, {start: loadedAt.current});
    const {focus, click} = pending.current;
    pending.current = {};
    if (focus && (document.activeElement === document.body || !document.activeElement?.isConnected)) elementAt(root, focus)?.focus();
    if (click) elementAt(root, click)?.click();
  }, [Live, demo]);

  const waiting = !Live;
  // What happens on the server's markup before the live demo takes over is replayed on the live one.
  const remember = (kind: 'focus' | 'click', event: SyntheticEvent) => {
    if (!waiting || !stage.current) return;
    activate();
    const path = pathTo(stage.current, event.target);
    if (!path) return;
    pending.current[kind] = path;
    if (kind === 'click') event.preventDefault();
  };

  const Server = serverDemos[demo];
  const staticStage = {
    ref: stage,
    className: styles.stage,
    'data-live-demo': demo,
    'data-state': failed ? 'failed' : 'static',
    onPointerOver: activate,
    onTouchStart: activate,
    onKeyDown: activate,
    onFocus: (event: SyntheticEvent) => remember('focus', event),
    onClickCapture: (event: SyntheticEvent) => remember('click', event),
  };

  return (
    <section className={styles.liveDemo} aria-label={typeof title === 'string' ? title : undefined}>
      <p className={styles.caption}>
        <span className={styles.badge}>{translate({id: 'liveDemo.badge', message: '在线示例'})}</span> {title}
      </p>
      {Server ? (
        <div {...staticStage}>
          <Server />
        </div>
      ) : Live ? (
        <div ref={stage} className={styles.stage} data-live-demo={demo} data-state="live">
          <Live />
        </div>
      ) : (
        // The server's markup, kept as it is until the live demo replaces it (see above).
        <div {...staticStage} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      )}
      {failed && (
        <p role="alert" className={styles.failed}>
          {translate({id: 'liveDemo.failed', message: '演示代码加载失败，请检查网络后刷新页面。上面显示的是演示的初始状态。'})}
        </p>
      )}
      {source && (
        <details className={styles.source}>
          <summary>
            {translate({id: 'liveDemo.source', message: '演示源码'})} <code>{source.file}</code>
          </summary>
          <CodeSnippet snippet={source} title={source.file} />
        </details>
      )}
    </section>
  );
}
