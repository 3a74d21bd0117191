// A live demo in the server's markup of a page's content (src/components/StaticContent): the same
// as ./index.tsx does for the demo it renders, on the stage element found in the page.
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DemoName} from '@site/src/demos';
import FailedAlert from './FailedAlert';
import {useLiveDemo} from './useLiveDemo';

export default function LiveDemoIsland({stage}: {readonly stage: HTMLElement}): ReactNode {
  const demo = stage.dataset.liveDemo as DemoName;
  // The live demo renders into a box of its own, which takes the place of the stage's markup; the
  // alert of a demo whose code failed, into a box after the stage, where ./index.tsx renders it.
  const [mount] = useState(() => document.createElement('div'));
  const [alertBox] = useState(() => document.createElement('div'));
  const {Live, failed} = useLiveDemo(demo, stage, mount, false);
  useEffect(() => {
    stage.setAttribute('data-state', failed ? 'failed' : Live ? 'live' : 'static');
  }, [stage, Live, failed]);
  useEffect(() => {
    if (!failed) return undefined;
    stage.after(alertBox);
    return () => alertBox.remove();
  }, [stage, alertBox, failed]);
  return (
    <>
      {Live && createPortal(<Live />, mount)}
      {failed && createPortal(<FailedAlert />, alertBox)}
    </>
  );
}
