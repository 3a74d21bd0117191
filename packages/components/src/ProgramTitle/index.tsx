/**
 * ProgramTitle: the title bar of a program (breadcrumbs, title, actions), as
 * docs/api/front-end/core-component/program-title.md documents it. Which actions show and where
 * they sit is decided in ./actions.ts; the narrow layout (below 768 px) is pure CSS, so the server
 * and the browser render the same markup and nothing shifts when the page hydrates.
 */
import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import type {BreadcrumbItem, ProgramAction, ProgramTitleProps} from '../api/ProgramTitle';
import {fill, useMessages} from '@lexboot/core/internal';
import {matchTypeahead, nextMenuIndex, planActions, type Blocked, type Placement, type PlannedAction} from './actions';
import {ActionIcon, Spinner, hasIcon} from './icons';
import {MESSAGES} from './messages';
import {useStoreSlice} from '../shared/store-state';
import styles from './styles.module.css';

type Messages = (typeof MESSAGES)[keyof typeof MESSAGES];
type Failure = {action: ReactNode; reason: string};

const NO_ACTIONS: ProgramAction[] = [];
const NOTHING_RUNNING: ReadonlySet<string> = new Set();
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

function isPromise(value: unknown): value is PromiseLike<void> {
  return typeof (value as PromiseLike<void> | undefined)?.then === 'function';
}

/** The class that shows an element only in the layout(s) where it belongs to `where`. */
function layoutClass(wide: Placement, narrow: Placement, where: Placement): string | undefined {
  if (wide === where && narrow !== where) return styles.wideOnly;
  if (wide !== where && narrow === where) return styles.narrowOnly;
  return undefined;
}

function hintOf(blocked: Blocked, busy: boolean, m: Messages): string | undefined {
  if (blocked === 'select-one') return m.selectOne;
  if (blocked === 'select-only-one') return m.selectOnlyOne;
  return busy ? m.busy : undefined;
}

export function ProgramTitle(props: ProgramTitleProps): ReactNode {
  const {title, subtitle, breadcrumbs, extra, actions = NO_ACTIONS, maxVisibleActions, store, showRefresh, onBack} = props;
  const m = useMessages(MESSAGES);
  const id = useId();
  const selectionCount = useStoreSlice(store, (state) => state.selection.length) ?? 0;
  const loading = useStoreSlice(store, (state) => state.list.loading) ?? false;
  const plan = planActions(actions, {
    selectionCount,
    permissions: props.permissions,
    programCode: props.programCode,
    maxVisibleActions,
  });

  // The ref guards against a second click before React has re-rendered; the state draws the spinner.
  const running = useRef(new Set<string>());
  const [pending, setPending] = useState(NOTHING_RUNNING);
  const reloading = useRef(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [dismissedHint, setDismissedHint] = useState<string | null>(null);

  const [menuOpen, setMenuOpen] = useState(false);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const moreWrap = useRef<HTMLDivElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = `${id}-menu`;
  const moreId = `${id}-more`;

  /** The menu items of the current layout: those of the other one are not displayed. */
  const menuItems = (): HTMLElement[] =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []).filter((item) => item.getClientRects().length > 0);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const items = menuItems();
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!moreWrap.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [menuOpen]);

  function openMenu(focus: 'first' | 'last') {
    if (menuOpen) {
      const items = menuItems();
      (focus === 'last' ? items[items.length - 1] : items[0])?.focus();
      return;
    }
    focusOnOpen.current = focus;
    setMenuOpen(true);
  }

  function closeMenu(returnFocus: boolean) {
    setMenuOpen(false);
    if (returnFocus) moreButton.current?.focus();
  }

  function run(action: ProgramAction, blocked: Blocked) {
    if (blocked !== null || running.current.has(action.key)) return;
    const selection = store ? [...store.getState().selection] : [];
    setFailure(null);
    let result: void | Promise<void>;
    try {
      result = action.onClick({selection});
    } catch (error) {
      setFailure({action: action.label, reason: reasonOf(error)});
      return;
    }
    if (!isPromise(result)) return;
    running.current.add(action.key);
    setPending(new Set(running.current));
    const settle = () => {
      running.current.delete(action.key);
      setPending(new Set(running.current));
    };
    result.then(settle, (error: unknown) => {
      settle();
      setFailure({action: action.label, reason: reasonOf(error)});
    });
  }

  function reload() {
    if (!store || reloading.current || loading) return;
    reloading.current = true;
    setFailure(null);
    Promise.resolve()
      .then(() => store.getState().reload())
      .catch((error: unknown) => setFailure({action: null, reason: reasonOf(error)}))
      .finally(() => {
        reloading.current = false;
      });
  }

  function onMoreKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // Enter and Space reach onClick as a click, like any button's.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = menuItems();
    const current = items.indexOf(event.target as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeMenu(true);
      return;
    }
    if (event.key === 'Tab') {
      // From the menu button, the browser's own Tab handling moves on to the next control (or,
      // with Shift, to the previous one), which is where Tab from an item of its menu belongs.
      closeMenu(true);
      return;
    }
    const next = nextMenuIndex(event.key, current, items.length);
    if (next !== undefined) {
      event.preventDefault();
      items[next]?.focus();
      return;
    }
    if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const labels = items.map((item) => item.querySelector('[data-label]')?.textContent ?? item.textContent ?? '');
      const match = matchTypeahead(labels, current, event.key);
      if (match !== undefined) {
        event.preventDefault();
        items[match]?.focus();
      }
    }
  }

  const bar = plan.actions.filter((p) => p.wide === 'bar' || p.narrow === 'bar');
  const inMenu = plan.actions.filter((p) => p.wide === 'menu' || p.narrow === 'menu');
  const refresh = store !== undefined && showRefresh !== false;
  const hasToolbar = bar.length > 0 || inMenu.length > 0 || refresh;
  const Heading = HEADINGS[Math.min(6, Math.max(1, Math.floor(props.headingLevel ?? 1))) - 1] ?? 'h1';
  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';

  function renderBarAction(planned: PlannedAction<ProgramAction>, index: number): ReactNode {
    const {action, blocked} = planned;
    const busy = pending.has(action.key);
    const hint = hintOf(blocked, busy, m);
    const hintId = `${id}-hint-${index}`;
    return (
      <span
        key={action.key}
        className={clsx(styles.actionWrap, layoutClass(planned.wide, planned.narrow, 'bar'))}
        data-hint-dismissed={dismissedHint === action.key || undefined}
        onMouseLeave={() => setDismissedHint(null)}>
        <button
          type="button"
          className={clsx(
            styles.button,
            blocked === null ? [action.type === 'primary' && styles.primary, action.danger && styles.danger] : styles.inactive,
            hasIcon(action.icon) && styles.iconOnNarrow,
          )}
          disabled={blocked === 'disabled'}
          aria-disabled={blocked !== null || busy ? true : undefined}
          aria-busy={busy || undefined}
          aria-describedby={hint ? hintId : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && hint) setDismissedHint(action.key);
          }}
          onBlur={() => setDismissedHint(null)}
          onClick={() => run(action, busy ? 'disabled' : blocked)}>
          {busy ? <Spinner className={styles.spinner} /> : <ActionIcon name={action.icon} className={styles.icon} />}
          <span className={styles.label}>{action.label}</span>
        </button>
        {hint && (
          <span id={hintId} role="tooltip" className={styles.hint}>
            <span className={styles.bubble}>{hint}</span>
          </span>
        )}
      </span>
    );
  }

  function renderMenuItem(planned: PlannedAction<ProgramAction>, index: number): ReactNode {
    const {action, blocked} = planned;
    const busy = pending.has(action.key);
    const reason = hintOf(blocked, busy, m);
    const inactive = blocked !== null || busy;
    return (
      <button
        key={action.key}
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={clsx(styles.menuItem, action.danger && !inactive && styles.danger, layoutClass(planned.wide, planned.narrow, 'menu'))}
        // Even a disabled item stays focusable, so that arrowing through the menu reads it.
        aria-disabled={inactive || undefined}
        aria-labelledby={`${id}-label-${index}`}
        aria-describedby={reason ? `${id}-reason-${index}` : undefined}
        onClick={() => {
          if (inactive) return;
          closeMenu(true);
          run(action, blocked);
        }}>
        {busy ? <Spinner className={styles.spinner} /> : <ActionIcon name={action.icon} className={styles.icon} />}
        <span className={styles.menuText}>
          <span id={`${id}-label-${index}`} data-label>
            {action.label}
          </span>
          {reason && (
            <span id={`${id}-reason-${index}`} className={styles.reason}>
              {reason}
            </span>
          )}
        </span>
      </button>
    );
  }

  return (
    <div className={styles.programTitle}>
      <div className={styles.head}>
        {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} label={m.breadcrumb} />}
        <div className={styles.titleRow}>
          {onBack && (
            <button type="button" className={styles.iconButton} aria-label={m.back} title={m.back} onClick={onBack}>
              <ActionIcon name="back" className={styles.icon} />
            </button>
          )}
          {hasTitle && <Heading className={styles.title}>{title}</Heading>}
          {extra !== undefined && extra !== null && extra !== false && <div className={styles.extra}>{extra}</div>}
        </div>
        {subtitle !== undefined && subtitle !== null && subtitle !== false && <div className={styles.subtitle}>{subtitle}</div>}
      </div>
      {hasToolbar && (
        <div className={styles.toolbar}>
          {bar.map((planned) => renderBarAction(planned, plan.actions.indexOf(planned)))}
          {inMenu.length > 0 && (
            <div
              ref={moreWrap}
              className={clsx(styles.moreWrap, !plan.more.wide && styles.narrowOnly, !plan.more.narrow && styles.wideOnly)}
              onBlur={(event) => {
                if (menuOpen && !event.currentTarget.contains(event.relatedTarget)) setMenuOpen(false);
              }}>
              <button
                ref={moreButton}
                type="button"
                id={moreId}
                className={styles.button}
                aria-haspopup="menu"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onKeyDown={onMoreKeyDown}
                onClick={() => (menuOpen ? closeMenu(false) : openMenu('first'))}>
                <span className={styles.label}>{m.more}</span>
                <ActionIcon name="chevronDown" className={clsx(styles.icon, menuOpen && styles.flipped)} />
              </button>
              <div
                ref={menu}
                id={menuId}
                role="menu"
                aria-labelledby={moreId}
                // Focusable by script, as a menu is, though its items take the focus; not a Tab stop.
                tabIndex={-1}
                className={styles.menu}
                hidden={!menuOpen}
                onKeyDown={onMenuKeyDown}>
                {inMenu.map((planned) => renderMenuItem(planned, plan.actions.indexOf(planned)))}
              </div>
            </div>
          )}
          {refresh && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={m.refresh}
              title={m.refresh}
              aria-busy={loading || undefined}
              onClick={reload}>
              <ActionIcon name="refresh" className={clsx(styles.icon, loading && styles.spinning)} />
            </button>
          )}
        </div>
      )}
      {failure && (
        <div role="alert" className={styles.failure}>
          <span>
            {failure.action === null
              ? fill(m.refreshFailed, {reason: failure.reason || m.unknownError})
              : withAction(m.actionFailed, failure.action, failure.reason || m.unknownError)}
          </span>
          <button type="button" className={styles.iconButton} aria-label={m.dismiss} title={m.dismiss} onClick={() => setFailure(null)}>
            <ActionIcon name="close" className={styles.icon} />
          </button>
        </div>
      )}
    </div>
  );
}

/** A message with `{action}` filled by an action's label, which may be any node. */
function withAction(template: string, action: ReactNode, reason: string): ReactNode {
  const [before, after = ''] = fill(template, {reason}).split('{action}');
  return (
    <>
      {before}
      {action}
      {after}
    </>
  );
}

function Breadcrumbs({items, label}: {items: BreadcrumbItem[]; label: string}): ReactNode {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol className={styles.crumbs}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            // A breadcrumb trail is a path: a level's position is its identity.
            <li key={index} className={styles.crumb}>
              {index > 0 && (
                <span className={styles.separator} aria-hidden="true">
                  /
                </span>
              )}
              {current ? (
                <span aria-current="page">{item.title}</span>
              ) : item.onClick ? (
                <button type="button" className={styles.crumbLink} onClick={item.onClick}>
                  {item.title}
                </button>
              ) : (
                // A `programCode` alone needs the page frame to open that program; outside it
                // (as on this site) the level is shown as text rather than as a control that does nothing.
                <span>{item.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
