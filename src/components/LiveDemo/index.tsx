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
 *
 * On a page's first load the whole content is the server's markup (src/components/StaticContent):
 * there ./Island.tsx does the same on the demo's markup found in the page.
 */
import {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeSnippet, {type HighlightedSnippet} from '@site/src/components/CodeSnippet';
import type {DemoName} from '@site/src/demos';
import {serverDemos} from '@site/src/demos/server';
import FailedAlert from './FailedAlert';
import {useLiveDemo} from './useLiveDemo';
import styles from './styles.module.css';

type Props = {
  /** The demo in src/demos/index.ts. */
  readonly demo: DemoName;
  /** What the demo shows, as a heading-like caption. */
  readonly title: ReactNode;
  /** The demo's source file, imported with `?highlight`; none for a tool such as the code generator. */
  readonly source?: HighlightedSnippet;
};

export default function LiveDemo({demo, title, source}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // True when mounted after hydration (a client-side navigation): there is no server markup to keep.
  const [withoutMarkup] = useState(isBrowser);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const {Live, failed} = useLiveDemo(demo, stage, stage, withoutMarkup);
  const Server = serverDemos[demo];
  const stageProps = {ref: setStage, className: styles.stage, 'data-live-demo': demo};

  return (
    <section className={styles.liveDemo} aria-label={typeof title === 'string' ? title : undefined}>
      <p className={styles.caption}>
        <span className={styles.badge}>{translate({id: 'liveDemo.badge', message: '在线示例'})}</span> {title}
      </p>
      {Server ? (
        <div {...stageProps} data-state="static">
          <Server />
        </div>
      ) : Live ? (
        <div {...stageProps} data-state="live">
          <Live />
        </div>
      ) : (
        // The server's markup, kept as it is until the live demo replaces it (see above).
        <div {...stageProps} data-state={failed ? 'failed' : 'static'} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      )}
      {failed && <FailedAlert />}
      {source && (
        <details className={styles.source} data-demo-source="">
          <summary>
            {translate({id: 'liveDemo.source', message: '演示源码'})} <code>{source.file}</code>
          </summary>
          <CodeSnippet snippet={source} title={source.file} />
        </details>
      )}
    </section>
  );
}
