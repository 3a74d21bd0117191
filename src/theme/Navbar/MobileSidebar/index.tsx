// Wrapped for two reasons.
//
// Start-up: the theme renders the closed drawer, with the whole docs or blog sidebar inside, as
// soon as the page hydrates on a narrow screen, in one long task. Here it renders in an idle
// moment, as an interruptible transition, or at once if the visitor opens the menu first.
//
// Keyboard and screen readers: the open drawer covers the page but the theme leaves it a plain
// <div>: Tab walked on into the navbar and the page behind the backdrop, Escape did nothing, and
// closing it left focus on <body>. Here the open drawer is a modal dialog (role, aria-modal, a
// name), the rest of the page is inert, Tab and Shift+Tab cycle inside it, Escape closes it, and
// focus moves to its close button on opening and back to the menu button on closing.
import React, {startTransition, useEffect, useRef, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {inertOutside, tabbableElements} from '@site/src/utils/focus';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MobileSidebarType>;

/** Keeps focus in the open drawer, closes it on Escape, and hands focus back on closing. */
function useModalDrawer(dialog: React.RefObject<HTMLDivElement | null>, shown: boolean, close: () => void): void {
  useEffect(() => {
    const element = dialog.current;
    if (!shown || !element) return undefined;
    const toggle = element.closest('nav')?.querySelector<HTMLElement>('.navbar__toggle');
    const undoInert = inertOutside(element, (sibling) => sibling.classList.contains('navbar-sidebar__backdrop'));
    (element.querySelector<HTMLElement>('.navbar-sidebar__close') ?? tabbableElements(element)[0])?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableElements(element);
      const first = tabbable[0];
      const last = tabbable.at(-1);
      const active = document.activeElement;
      if (!first || !last) return;
      if (!element.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      undoInert();
      // Closed by its button, Escape, the backdrop or a link: focus was in the drawer (or already
      // fell to <body>). A route change that moved focus on its own keeps it there.
      const active = document.activeElement;
      if (!active || active === document.body || element.contains(active)) toggle?.focus();
    };
  }, [dialog, shown, close]);
}

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shouldRender, shown, toggle} = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
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
  useModalDrawer(dialog, shown, toggle);
  if (!ready && !shown) return null;
  return (
    <div
      ref={dialog}
      className={styles.dialog}
      {...(shown && {
        role: 'dialog',
        'aria-modal': true,
        'aria-label': translate({
          id: 'navbar.mobileMenu.label',
          message: '网站导航',
          description: 'Accessible name of the open mobile menu (a dialog over the page)',
        }),
      })}>
      <MobileSidebar {...props} />
    </div>
  );
}
