/**
 * Renders the dialogs of a stack (drawers or modals) as native `<dialog>` elements opened with
 * `showModal()`: the browser puts them in the top layer, makes the rest of the page inert and
 * stacks a later dialog above an earlier one. What the browser leaves to us: Escape goes through
 * the `cancel` event (so `closeOnEscape` and `beforeClose` can refuse), Tab wraps inside rather
 * than escaping to the browser's toolbar, and focus returns to the element that opened the dialog.
 *
 * A host renders nothing until it has mounted, so the server and the first render in the browser
 * agree; dialogs only ever open in the browser.
 */
import {
  Component,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {useMessages} from '@lexboot/core/internal';
import type {DialogEntry, DialogStack, DismissOptions} from './dialog-stack';
import {MESSAGES} from './messages';
import {lockScroll} from '../shared/scroll-lock';
import styles from './styles.module.css';

export type DialogKind = 'drawer' | 'modal';

/** The options a frame reads: DrawerOptions and ModalOptions, plus what `confirm` asks of it. */
export interface FrameOptions extends DismissOptions {
  title?: ReactNode;
  width?: number | string;
  placement?: 'right' | 'left';
  maskClosable?: boolean;
  closeOnEscape?: boolean;
  scope?: 'tab' | 'global';
  /**
   * A confirmation: `alertdialog`, no close button (Cancel is the way out), and described by its
   * content (the element with `dialogDomId(id, 'content')`) when it has some.
   */
  alert?: {described: boolean};
}

const DEFAULTS: Record<DialogKind, {width: number; maskClosable: boolean; idProp: string}> = {
  drawer: {width: 560, maskClosable: true, idProp: 'drawerId'},
  modal: {width: 480, maskClosable: false, idProp: 'modalId'},
};

/** The DOM id of a part of a dialog (`title`, `content`), for ARIA references between them. */
export function dialogDomId(id: string, part: string): string {
  return `lexboot-${id}-${part}`;
}

const FOCUSABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], [contenteditable]:not([contenteditable="false"])';

/** What Tab reaches inside `root`, in order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
  );
}

type HostProps<O extends FrameOptions> = {readonly stack: DialogStack<O>; readonly kind: DialogKind};

export function DialogHost<O extends FrameOptions>({stack, kind}: HostProps<O>): ReactNode {
  const host = useId();
  // Registered once mounted: until then (on the server, while hydrating) the host renders nothing.
  useEffect(() => stack.attachHost(host), [stack, host]);
  const active = stack.store.use((state) => state.hosts[0] === host);
  const entries = stack.store.use((state) => state.entries);
  if (!active) return null;
  return entries.map((entry, index) => (
    <DialogFrame key={entry.id} stack={stack} kind={kind} entry={entry} depth={entries.length - 1 - index} />
  ));
}

type FrameProps<O extends FrameOptions> = {
  readonly stack: DialogStack<O>;
  readonly kind: DialogKind;
  readonly entry: DialogEntry<O>;
  /** How many dialogs of the same stack lie above this one. */
  readonly depth: number;
};

function DialogFrame<O extends FrameOptions>({stack, kind, entry, depth}: FrameProps<O>): ReactNode {
  const messages = useMessages(MESSAGES);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressedOnMask = useRef(false);
  const {id, options} = entry;
  const defaults = DEFAULTS[kind];
  const closeOnEscape = options.closeOnEscape !== false;
  const maskClosable = options.maskClosable ?? defaults.maskClosable;
  const hasTitle = options.title !== undefined && options.title !== null && options.title !== '';

  // The page behind stays where it is while the dialog is open.
  useLayoutEffect(() => lockScroll(document.documentElement, window.innerWidth > document.documentElement.clientWidth), []);

  const focusInitial = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const target =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      (bodyRef.current && tabbables(bodyRef.current)[0]) ??
      closeRef.current ??
      dialog;
    target.focus();
  }, []);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    focusInitial();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may have gone with another dialog closing in the same update.
      if (opener?.isConnected) opener.focus();
    };
  }, [focusInitial]);

  const close = useCallback((result?: unknown) => stack.close(id, result), [stack, id]);
  const dismiss = useCallback(() => void stack.dismiss(id), [stack, id]);

  function handleCancel(event: {preventDefault(): void}) {
    event.preventDefault();
    if (closeOnEscape) dismiss();
  }

  // Chrome closes a dialog without asking on a repeated Escape with no other input between
  // (its close-watcher rule). The store still decides: a refused dismissal opens it again.
  function handleClose() {
    const dialog = dialogRef.current;
    if (!dialog || !stack.isOpen(id)) return;
    const reopen = () => {
      if (stack.isOpen(id) && dialog.isConnected && !dialog.open) {
        dialog.showModal();
        focusInitial();
      }
    };
    if (!closeOnEscape) reopen();
    else void stack.dismiss(id).then((closed) => closed || reopen());
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const items = tabbables(event.currentTarget);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A click on the ::backdrop reaches the dialog element itself, outside its box.
  function onMask(event: MouseEvent<HTMLDialogElement>): boolean {
    if (event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  }

  const width = options.width ?? defaults.width;
  const style = {
    '--lexboot-dialog-width': typeof width === 'number' ? `${width}px` : width,
    '--lexboot-dialog-depth': depth,
  } as CSSProperties;
  const classes = [
    styles.dialog,
    kind === 'drawer' ? styles.drawer : styles.modal,
    kind === 'drawer' && (options.placement === 'left' ? styles.left : styles.right),
  ]
    .filter(Boolean)
    .join(' ');
  const content = <entry.component {...entry.props} close={close} {...{[defaults.idProp]: id}} />;

  return (
    <dialog
      ref={dialogRef}
      className={classes}
      style={style}
      role={options.alert ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={hasTitle ? dialogDomId(id, 'title') : undefined}
      aria-label={hasTitle ? undefined : messages.untitled}
      aria-describedby={options.alert?.described ? dialogDomId(id, 'content') : undefined}
      tabIndex={-1}
      data-dialog-id={id}
      onCancel={handleCancel}
      onClose={handleClose}
      onKeyDown={handleKeyDown}
      onPointerDown={(event) => {
        pressedOnMask.current = onMask(event);
      }}
      onClick={(event) => {
        if (pressedOnMask.current && onMask(event) && maskClosable) dismiss();
        pressedOnMask.current = false;
      }}>
      <div className={styles.frame}>
        {(hasTitle || !options.alert) && (
          <div className={styles.header}>
            {hasTitle && (
              <h2 id={dialogDomId(id, 'title')} className={styles.title}>
                {options.title}
              </h2>
            )}
            {!options.alert && (
              <button ref={closeRef} type="button" className={styles.close} aria-label={messages.close} onClick={dismiss}>
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </div>
        )}
        <div ref={bodyRef} className={styles.body}>
          <ContentBoundary message={messages.failed}>{content}</ContentBoundary>
        </div>
      </div>
    </dialog>
  );
}

/**
 * A content component that throws while rendering shows a message in its dialog, which can still
 * be closed; the opener's promise is not rejected, as the pages promise. React itself reports the
 * error to the console.
 */
class ContentBoundary extends Component<{message: string; children: ReactNode}, {failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <p role="alert" className={styles.failed}>
        {this.props.message}
      </p>
    ) : (
      this.props.children
    );
  }
}
