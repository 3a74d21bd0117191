// Wraps the local search box so that pages that are never searched do not pay for it: a light box
// stands in until the first focus, hover, click or Ctrl/⌘+K, then the plugin's bar is imported
// and takes over with what was typed (the plugin's module would add ~23 KB gzip to every page).
// It also translates two things the plugin leaves in English: the input's accessible name, and
// the notice under `npm start`, where no index exists.
//
// Focus: the hand-over and the plugin's focus once its index has loaded both called `.focus()`
// wherever the visitor had gone meanwhile (a Tab pressed while the code or the index loaded was
// undone). Both now take focus only from the search box itself (`useNoFocusTheft`).
//
// Accessibility of the results (axe): the combobox names its listbox by `aria-controls` as ARIA 1.2
// asks, the listbox holds only the options (the "see all results" link is outside it), and the
// clear button has a name and a 24 px target (styles.module.css, with the colours in custom.css).
import React, {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

type SearchBarComponent = ComponentType<Record<string, never>>;

// Imported, never statically: a static import would put the plugin's bar back in every page.
const AlgoliaSearchBar = lazy(() => import('@theme-original/SearchBar'));

/** Kept across page changes: once loaded, later pages render the real bar straight away. */
let loadedSearchBar: SearchBarComponent | null = null;
/** One import for every trigger (each hover, focus or shortcut asks again). */
let searchBarImport: Promise<SearchBarComponent> | null = null;

function importSearchBar(): Promise<SearchBarComponent> {
  searchBarImport ??= (import('@theme-original/SearchBar') as Promise<{default: SearchBarComponent}>).then((module) => {
    loadedSearchBar = module.default;
    return loadedSearchBar;
  });
  return searchBarImport;
}

function isShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
}

function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Focuses the plugin's input and, once autocomplete is attached (the input becomes a combobox),
 * types into it what was typed before: in the stand-in box (`typed`) and in the plugin's input
 * while its index loaded, which the plugin would otherwise ignore.
 */
function focusAndReplay(input: HTMLInputElement, typed: string): void {
  const observer = new MutationObserver(() => {
    if (input.getAttribute('role') !== 'combobox') {
      return;
    }
    observer.disconnect();
    const text = typed + input.value;
    if (text) {
      typeInto(input, text);
    }
  });
  observer.observe(input, {attributes: true, attributeFilter: ['role']});
  input.focus();
}

/**
 * Stops the plugin's input from taking focus back once its index has loaded when the visitor left
 * it while the index loaded (its `focusAfterIndexLoaded` is never reset on blur). Focusing the box
 * again, or the shortcut, lets it focus as before.
 */
function guardFocusWhileLoading(input: HTMLInputElement): () => void {
  let left = false;
  const isLive = () => input.getAttribute('role') === 'combobox';
  const onFocusOut = () => {
    if (!isLive()) left = true;
  };
  const onFocusIn = () => {
    left = false;
  };
  // Capturing on the document: runs before the plugin's own shortcut listener focuses the input.
  const onKeyDown = (event: KeyboardEvent) => {
    if (isShortcut(event)) left = false;
  };
  const observer = new MutationObserver(() => {
    // The plugin sets the role, then focuses, in one task: the guard has done its work by now.
    if (isLive()) left = false;
  });
  input.focus = function focusUnlessLeft(this: HTMLInputElement, options?: FocusOptions) {
    if (!left) HTMLElement.prototype.focus.call(this, options);
  };
  input.addEventListener('focusout', onFocusOut);
  input.addEventListener('focusin', onFocusIn);
  document.addEventListener('keydown', onKeyDown, true);
  observer.observe(input, {attributes: true, attributeFilter: ['role']});
  return () => {
    Reflect.deleteProperty(input, 'focus');
    input.removeEventListener('focusout', onFocusOut);
    input.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('keydown', onKeyDown, true);
    observer.disconnect();
  };
}

/**
 * What autocomplete.js renders, made valid: `aria-controls` beside its `aria-owns`, the listbox
 * role on the element that holds the options (the dropdown also holds the "see all results" link
 * and the "no results" text, which a listbox may not), and a name for the plugin's clear button.
 */
function fixResultsMarkup(root: HTMLElement, clearLabel: string): () => void {
  const fix = () => {
    const input = root.querySelector<HTMLInputElement>('input[role="combobox"]');
    const listboxId = input?.getAttribute('aria-owns');
    if (input && listboxId) {
      const dropdown = root.querySelector<HTMLElement>('[data-lexboot-dropdown]') ?? document.getElementById(listboxId);
      if (dropdown) {
        dropdown.setAttribute('data-lexboot-dropdown', '');
        const options = dropdown.querySelector('[role="option"]')?.parentElement;
        const listbox = options ?? dropdown;
        for (const element of Array.from(dropdown.querySelectorAll('[role="listbox"]'))) {
          if (element !== listbox) element.removeAttribute('role');
        }
        if (listbox !== dropdown) dropdown.removeAttribute('role');
        if (dropdown.id === listboxId && listbox !== dropdown) dropdown.removeAttribute('id');
        if (listbox.id !== listboxId) listbox.id = listboxId;
        if (listbox.getAttribute('role') !== 'listbox') listbox.setAttribute('role', 'listbox');
        if (input.getAttribute('aria-controls') !== listboxId) input.setAttribute('aria-controls', listboxId);
      }
    }
    for (const button of Array.from(root.querySelectorAll('button:not([aria-label])'))) {
      button.setAttribute('aria-label', clearLabel);
    }
  };
  const observer = new MutationObserver(fix);
  observer.observe(root, {childList: true, subtree: true, attributes: true, attributeFilter: ['role']});
  fix();
  return () => observer.disconnect();
}

function useSearchBarFixes(container: React.RefObject<HTMLDivElement | null>, loaded: boolean): void {
  const clearLabel = translate({
    id: 'search.clear.label',
    message: '清除搜索内容',
    description: 'Accessible name of the button that empties the navbar search box',
  });
  useLayoutEffect(() => {
    const root = container.current;
    const input = root?.querySelector('input');
    if (!loaded || !root || !input) return undefined;
    const unguard = guardFocusWhileLoading(input);
    const unfix = fixResultsMarkup(root, clearLabel);
    return () => {
      unguard();
      unfix();
    };
  }, [container, loaded, clearLabel]);
}

const subscribeToNothing = () => () => {};
const isApplePlatform = () => /mac|iphone|ipad/i.test(navigator.platform);

function LazyLocalSearchBar({label}: {label: string}): ReactNode {
  const location = useLocation();
  const [SearchBar, setSearchBar] = useState<SearchBarComponent | null>(() => loadedSearchBar);
  const [typed, setTyped] = useState('');
  // What the hand-over replays into the plugin's input: kept in step with `typed` by onChange.
  const typedRef = useRef('');
  // The shortcut's key as the reader's keyboard labels it; the server's HTML says ctrl.
  const isMac = useSyncExternalStore(subscribeToNothing, isApplePlatform, () => false);
  const container = useRef<HTMLDivElement>(null);
  const handOverPending = useRef(false);

  const load = useCallback((takeFocus: boolean) => {
    handOverPending.current ||= takeFocus;
    void importSearchBar().then((component) => {
      // The visitor may have tabbed or clicked away while the code loaded: then the stand-in no
      // longer has focus, and the real box must not take it back.
      const standIn = container.current?.querySelector('input');
      if (standIn && document.activeElement !== standIn) handOverPending.current = false;
      setSearchBar(() => component);
    });
  }, []);

  // A page reached from a search result highlights the terms: that is the plugin's job.
  useEffect(() => {
    if (!SearchBar && location.search.includes('_highlight=')) {
      load(false);
    }
  }, [SearchBar, location.search, load]);

  useEffect(() => {
    if (SearchBar) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (isShortcut(event)) {
        event.preventDefault();
        // Focusing the stand-in loads the real bar (its onFocus).
        container.current?.querySelector('input')?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [SearchBar]);

  useLayoutEffect(() => {
    container.current?.querySelector('input')?.setAttribute('aria-label', label);
  }, [SearchBar, label]);

  // A layout effect: the plugin's input takes focus in the same task that removes the stand-in,
  // so a key pressed in between cannot land on the page and be lost (seen on a slow CI machine:
  // "optimistic locking" arrived as "optimic locking").
  useLayoutEffect(() => {
    const input = container.current?.querySelector('input');
    if (SearchBar && input && handOverPending.current) {
      handOverPending.current = false;
      // The stand-in that had focus is gone, so focus is on <body> unless it moved meanwhile.
      if (document.activeElement === null || document.activeElement === document.body) {
        focusAndReplay(input, typedRef.current);
      }
    }
  }, [SearchBar]);

  useSearchBarFixes(container, SearchBar !== null);

  if (SearchBar) {
    return (
      <div ref={container} className={styles.container}>
        <SearchBar />
      </div>
    );
  }
  return (
    <div ref={container} className={`navbar__search ${styles.stand}`}>
      <input
        className={`navbar__search-input ${styles.input}`}
        placeholder={translate({id: 'theme.SearchBar.label', message: 'Search'})}
        aria-label={label}
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          typedRef.current = event.target.value;
          setTyped(event.target.value);
        }}
        onFocus={() => load(true)}
        onMouseEnter={() => load(false)}
        onTouchStart={() => load(false)}
      />
      <span className={styles.hints} aria-hidden="true">
        <kbd>{isMac ? '⌘' : 'ctrl'}</kbd>
        <kbd>K</kbd>
      </span>
    </div>
  );
}

export default function SearchBarWrapper(): ReactNode {
  const {themeConfig} = useDocusaurusContext().siteConfig;
  const label = translate({
    id: 'search.input.label',
    message: '搜索文档和博客',
    description: 'Accessible name of the navbar search box',
  });
  if ('algolia' in themeConfig) {
    return (
      <Suspense fallback={null}>
        <AlgoliaSearchBar />
      </Suspense>
    );
  }
  if (process.env.NODE_ENV !== 'production') {
    return (
      <span className={styles.devNotice} role="note">
        {translate({
          id: 'search.devNotice',
          message: '搜索需要生产构建：运行 npm run site 后可用',
          description: 'Shown instead of the search box under `npm start`, where no search index exists',
        })}
      </span>
    );
  }
  return <LazyLocalSearchBar label={label} />;
}
