import {createContext} from 'react';

/**
 * What a grid's pager (and a search form) belongs to, when a page shows more than one grid (the master-detail
 * template's master and its child grids): the landmark is then named after it, so that each landmark on
 * the page has a name of its own. Internal: set by the templates, read by DataGrid.
 */
export const PagerNameContext = createContext<string | undefined>(undefined);
