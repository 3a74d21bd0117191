// Webpack loader for the local search plugin's result page (its SearchPage.jsx), see ./plugin.ts: the
// page's query box is named "Search" in every language (a fixed aria-label). Here the name goes
// through translate() like the page's other words, under a theme id (code.json of each locale).
'use strict';

const FIXED = 'aria-label="Search"';
const TRANSLATED =
  'aria-label={translate({id: "theme.SearchPage.inputLabel", message: "Search", description: "The accessible name of the query box of the search page"})}';

/** @param {string} source */
module.exports = function searchPageLabel(source) {
  const count = source.split(FIXED).length - 1;
  if (count !== 1 || !source.includes('import { translate } from "@docusaurus/Translate"')) {
    throw new Error(
      `src/search/search-page-label.cjs: the search page no longer names its box with ${FIXED} once (an upgrade of the plugin?); ` +
        'check its accessible name in both languages and update search-page-label.cjs.',
    );
  }
  return source.replace(FIXED, TRANSLATED);
};
