// A live demo in the server's markup of a page's content (src/components/StaticContent): the same
// as ./index.tsx does for the demo it renders, on the stage element found in the page.
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DemoName} from '@site/src/demos';
import {failedMessage, useLiveDemo} from './useLiveDemo';
import styles from './styles.module.css';

export default function LiveDemoIsland({stage}: {readonly stage: HTMLElement}): ReactNode {
  const demo = stage.dataset.liveDemo as DemoName;
  // The live demo renders into a box of its own, which takes the place of the stage's markup.
  const [mount] = useState(() => document.createElement('div'));
  const {Live, failed} = useLiveDemo(demo, stage, mount, false);
  useEffect(() => {
    stage.setAttribute('data-state', failed ? 'failed' : Live ? 'live' : 'static');
    if (!failed) return undefined;
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.className = styles.failed!;
    alert.textContent = failedMessage();
    stage.after(alert);
    return () => alert.remove();
  }, [stage, Live, failed]);
  return Live ? createPortal(<Live />, mount) : null;
}
