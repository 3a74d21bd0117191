// The pages the speed bench measures and the budgets they are held to: read by scripts/bench.mjs
// (Lighthouse, `npm run bench` and the scheduled workflow) and by tests/e2e/routes.spec.ts, which
// checks the budgets that do not depend on the host's speed (first-load JS, layout shift) on every
// CI run. Data only, so that the browser tests can import it.

/** One page of each kind the issue names; each is measured at `/…` and at `/en/…`. */
export const PAGES = [
  {kind: 'home', path: '/'},
  {kind: 'tutorial', path: '/docs/tutorial/back-end/code-generation'},
  {kind: 'API page', path: '/docs/api/front-end/core-component/datagrid'},
  {kind: 'blog post', path: '/blog/long-blog-post'},
  {kind: 'pricing', path: '/pricing'},
];
/**
 * The other page types, held to the budgets that do not depend on the host (first-load JS, layout
 * shift) by tests/e2e/routes.spec.ts only: the bench's Lighthouse runs stay on PAGES.
 */
export const FIRST_LOAD_ROUTES = [
  '/docs/intro',
  '/docs/tutorial/front-end/template',
  '/blog',
  '/get-in-touch',
  '/search?q=DataGrid',
  '/no-such-page',
];
/** The budgets of issues 6, 18 and 28 (first-load JS), checked on the median of each page's runs. */
export const BUDGETS = {
  /** Performance score: at least this multiple of the reference's median page's, on any host. */
  performanceRatio: 1,
  /** Total blocking time: at most this multiple of the reference's median page's. */
  tbtRatio: 1,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  /** Compressed bytes of the scripts a page runs on first load (prefetches for other pages excluded). */
  firstLoadJsBytes: 125_000,
  cls: 0,
};
