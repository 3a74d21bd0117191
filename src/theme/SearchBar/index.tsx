// Wraps the search bar: pages carry a light stand-in until a visitor reaches for the search, then the
// original (the local search plugin's, or Algolia's DocSearch) loads and takes over. The box, the
// hand-over and the fixes to the plugin's markup are in src/search/SearchBar.tsx.
import {createSearchBar} from '@site/src/search/SearchBar';

// A function, never a static import: that would put the plugin's bar back in every page.
export default createSearchBar(() => import('@theme-original/SearchBar'));
