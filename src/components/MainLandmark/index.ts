import {createContext} from 'react';

/**
 * True under a page whose own markup has no <main>: src/theme/Layout then puts the page's content
 * in one. The local search's result page is such a page (src/theme/SearchPage).
 */
export const NeedsMainLandmark = createContext(false);
