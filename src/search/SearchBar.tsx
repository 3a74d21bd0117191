// The navbar's search box (src/theme/SearchBar makes it around the plugin's), so that pages that are
// never searched do not pay for it: a light box stands in until the first focus, hover, click,
// Ctrl/⌘+K or `/`, then the plugin's bar is imported (the plugin's module would add ~23 KB gzip to
// every page). It also translates what the plugin
// leaves in English: the input's accessible name, the "no results" status, and the notice under
// `npm start`, where no index exists.
//
// The hand-over: the plugin's bar is mounted hidden and loads its index while the stand-in keeps
// focus and every key (value, caret and selection, and Chinese typed through an input method). Once
// the plugin's input has become a combobox, one synchronous step shows it, hides the stand-in and
// moves the text, the caret and the focus over: no key can fall between the two boxes. (Showing the
// plugin's input at once lost keys: the plugin empties its box a moment after it mounts, and keys
// typed there before its index loaded were not searched; "grid" arrived as "rid".) A composition in
// progress is finished in the stand-in first. A visitor who has left the box meanwhile keeps their place.
//
// Accessibility of the results (axe): the combobox names its listbox by `aria-controls` as ARIA 1.2
// asks, the listbox holds only the options (the "see all results" link is outside it), "no results" is
// a status, not an empty listbox, Escape closes the list and keeps focus in the box, and the clear
// button has a name and a 24 px target (./bar-fixes.ts; ./SearchBar.module.css).
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
import {isShortcut, isSlashShortcut} from './shortcut';
import styles from './SearchBar.module.css';

type Fixes = typeof import('./bar-fixes');

type SearchBarComponent = ComponentType<Record<string, never>>;

/** The theme's original SearchBar (the plugin's, or Algolia's), imported by the wrap in src/theme. */
export type ImportOriginal = () => Promise<{default: SearchBarComponent}>;

/** Kept across page changes: once loaded, later pages mount the real bar straight away. */
let loadedSearchBar: SearchBarComponent | null = null;
/** The markup fixes applied to the loaded bar (./bar-fixes.ts), loaded with it. */
let loadedFixes: Fixes | null = null;
/** One import for every trigger (each hover, focus or shortcut asks again). */
let searchBarImport: Promise<SearchBarComponent> | null = null;

function importSearchBar(importOriginal: ImportOriginal): Promise<SearchBarComponent> {
  searchBarImport ??= Promise.all([importOriginal(), import('./bar-fixes')]).then(([module, fixes]) => {
    loadedFixes = fixes;
    loadedSearchBar = module.default;
    return loadedSearchBar;
  });
  return searchBarImport;
}

/** Hides the plugin's bar while it loads, and the stand-in once it has handed over. */
const waiting = styles.waiting ?? 'waiting';

const subscribeToNothing = () => () => {};
const isApplePlatform = () => /mac|iphone|ipad/i.test(navigator.platform);

function LazyLocalSearchBar({label, importOriginal}: {label: string; importOriginal: ImportOriginal}): ReactNode {
  const location = useLocation();
  const [SearchBar, setSearchBar] = useState<SearchBarComponent | null>(() => loadedSearchBar);
  // The plugin's input has become a combobox and taken over from the stand-in.
  const [live, setLive] = useState(false);
  // The shortcut's key as the reader's keyboard labels it; the server's HTML says ctrl.
  const isMac = useSyncExternalStore(subscribeToNothing, isApplePlatform, () => false);
  const standInRef = useRef<HTMLInputElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLSpanElement>(null);
  // The visitor has asked for the search (focus, hover, a shortcut): the plugin loads its index.
  const [wanted, setWanted] = useState(false);
  const composing = useRef(false);
  const handOverWaiting = useRef(false);

  const clearLabel = translate({
    id: 'search.clear.label',
    message: '清除搜索内容',
    description: 'Accessible name of the button that empties the navbar search box',
  });
  const noResults = translate({
    id: 'search.noResults.status',
    message: '没有找到与“{query}”相关的内容',
    description: 'Announced (a status) when the navbar search finds nothing; {query} is what was typed',
  });

  const load = useCallback(() => {
    setWanted(true);
    void importSearchBar(importOriginal).then((component) => setSearchBar(() => component));
  }, [importOriginal]);

  // A reader who reached the box before the page's script ran (a tap on a slow phone) focused it, and
  // maybe typed, with no handler listening yet: the box then loads now, as on a focus, and keeps the text.
  useEffect(() => {
    const standIn = standInRef.current;
    if (standIn && (document.activeElement === standIn || standIn.value)) load();
  }, [load]);

  // A page reached from a search result highlights the terms: that is the plugin's job (it needs no index).
  useEffect(() => {
    if (!SearchBar && location.search.includes('_highlight=')) {
      void importSearchBar(importOriginal).then((component) => setSearchBar(() => component));
    }
  }, [SearchBar, location.search, importOriginal]);

  // Until the hand-over the shortcuts focus the stand-in; then the plugin's input (Ctrl/⌘+K is the plugin's).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const slash = isSlashShortcut(event);
      if (!slash && (live || !isShortcut(event))) return;
      event.preventDefault();
      const input = live ? bar.current?.querySelector('input') : standInRef.current;
      // Focusing the stand-in loads the real bar (its onFocus).
      input?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [live]);

  // The hand-over's DOM work is loaded with the plugin (./bar-fixes.ts): no page pays for it unsearched.
  const handOver = useCallback(() => {
    if (composing.current) {
      // Finished by compositionend: the text being composed is not the stand-in's value yet.
      handOverWaiting.current = true;
      return;
    }
    handOverWaiting.current = false;
    if (loadedFixes?.handOver(standInRef.current, bar.current, label, waiting)) setLive(true);
  }, [label]);

  // The plugin's bar, mounted hidden: its name, its markup fixes, and the hand-over once it is live.
  useLayoutEffect(() => {
    const root = bar.current;
    const input = root?.querySelector('input');
    if (!SearchBar || !root || !input || !loadedFixes) return undefined;
    if (live) input.setAttribute('aria-label', label);
    const unfix = loadedFixes.fixResultsMarkup(root, {clearLabel, status: status.current, noResults});
    const unescape = loadedFixes.keepFocusOnEscape(input);
    const unwatch = live ? undefined : loadedFixes.whenCombobox(input, handOver);
    return () => {
      unwatch?.();
      unfix();
      unescape();
    };
  }, [SearchBar, label, clearLabel, noResults, live, handOver]);

  // The plugin loads its index when the pointer enters its input, which is hidden until then: told so
  // here, after the plugin's own start-up (its mount empties the box in a timer: this one runs after it).
  useEffect(() => {
    const input = bar.current?.querySelector('input');
    if (!SearchBar || !wanted || live || !input) return undefined;
    const timer = setTimeout(() => input.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: null})));
    return () => clearTimeout(timer);
  }, [SearchBar, wanted, live]);

  return (
    <div className={styles.container}>
      {!live && (
        <div className={`navbar__search ${styles.stand}`}>
          <input
            ref={standInRef}
            className={`navbar__search-input ${styles.input}`}
            placeholder={translate({id: 'theme.SearchBar.label', message: 'Search'})}
            aria-label={label}
            autoComplete="off"
            onFocus={load}
            onMouseEnter={load}
            onTouchStart={load}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={() => {
              composing.current = false;
              if (handOverWaiting.current) handOver();
            }}
          />
          <span className={styles.hints} aria-hidden="true">
            <kbd>{isMac ? '⌘' : 'ctrl'}</kbd>
            <kbd>K</kbd>
          </span>
        </div>
      )}
      {SearchBar && (
        <div ref={bar} className={live ? styles.container : `${styles.container} ${waiting}`}>
          <SearchBar />
        </div>
      )}
      <span ref={status} role="status" className={styles.status} />
    </div>
  );
}

/**
 * The navbar's search box, given how to import the theme's original (a function, never a static
 * import: that would put the plugin's bar back in every page). Made once, in src/theme/SearchBar.
 */
export function createSearchBar(importOriginal: ImportOriginal): () => ReactNode {
  const AlgoliaSearchBar = lazy(importOriginal);
  return function SearchBarWrapper(): ReactNode {
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
    return <LazyLocalSearchBar label={label} importOriginal={importOriginal} />;
  };
}
