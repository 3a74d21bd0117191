// Wraps the local search box so that pages that are never searched do not pay for it: a light box
// stands in until the first focus, hover, click or Ctrl/⌘+K, then the plugin's bar is imported
// and takes over with what was typed (the plugin's module would add ~23 KB gzip to every page).
// It also translates two things the plugin leaves in English: the input's accessible name, and
// the notice under `npm start`, where no index exists.
//
// Focus: the hand-over and the plugin's focus once its index has loaded both called `.focus()`
// wherever the visitor had gone meanwhile (a Tab pressed while the code or the index loaded was
// undone). Both now take focus only from the search box itself (`useSearchBarFixes`).
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
import {isShortcut} from '@site/src/utils/search-shortcut';
import styles from './styles.module.css';

type Fixes = typeof import('@site/src/utils/search-bar-fixes');

type SearchBarComponent = ComponentType<Record<string, never>>;

// Imported, never statically: a static import would put the plugin's bar back in every page.
const AlgoliaSearchBar = lazy(() => import('@theme-original/SearchBar'));

/** Kept across page changes: once loaded, later pages render the real bar straight away. */
let loadedSearchBar: SearchBarComponent | null = null;
/** The focus guard and markup fixes applied to the loaded bar (src/utils/search-bar-fixes.ts), loaded with it. */
let loadedFixes: Fixes | null = null;
/** One import for every trigger (each hover, focus or shortcut asks again). */
let searchBarImport: Promise<SearchBarComponent> | null = null;

function importSearchBar(): Promise<SearchBarComponent> {
  searchBarImport ??= Promise.all([
    import('@theme-original/SearchBar') as Promise<{default: SearchBarComponent}>,
    import('@site/src/utils/search-bar-fixes'),
  ]).then(([module, fixes]) => {
    loadedFixes = fixes;
    loadedSearchBar = module.default;
    return loadedSearchBar;
  });
  return searchBarImport;
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

function useSearchBarFixes(container: React.RefObject<HTMLDivElement | null>, loaded: boolean): void {
  const clearLabel = translate({
    id: 'search.clear.label',
    message: '清除搜索内容',
    description: 'Accessible name of the button that empties the navbar search box',
  });
  useLayoutEffect(() => {
    const root = container.current;
    const input = root?.querySelector('input');
    if (!loaded || !root || !input || !loadedFixes) return undefined;
    const unguard = loadedFixes.guardFocusWhileLoading(input);
    const unfix = loadedFixes.fixResultsMarkup(root, clearLabel);
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

  // A reader who reached the box before the page's script ran (a tap on a slow phone) focused it, and
  // maybe typed, with no handler listening yet: the box then loads now, as on a focus, and keeps the text.
  useEffect(() => {
    const standIn = container.current?.querySelector('input');
    if (SearchBar || !standIn || document.activeElement !== standIn) return;
    if (standIn.value) {
      typedRef.current = standIn.value;
      setTyped(standIn.value);
    }
    load(true);
  }, [SearchBar, load]);

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
