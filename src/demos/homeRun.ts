/**
 * The home page's anchor of its playground section: going to it (the hero's "see it run" button)
 * opens the playground's Run tab. A module of its own, so that the home page imports one string.
 */
export const HOME_RUN_HASH = 'see-it-run';
