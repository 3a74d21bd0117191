// Wrapped to keep the closed mobile drawer out of a phone's start-up: the theme renders it, with
// the whole docs or blog sidebar inside, as soon as the page hydrates on a narrow screen, in one
// long task. Here it renders in an idle moment, as an interruptible transition, or at once if the
// visitor opens the menu first.
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!shouldRender || ready) return undefined;
    const render = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(render, 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(render, {timeout: 3000});
    return () => window.cancelIdleCallback(handle);
  }, [shouldRender, ready]);
  return ready || shown ? <MobileSidebar {...props} /> : null;
}
