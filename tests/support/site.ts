import {expect, type Locator, type Page} from '@playwright/test';
import {blogPostFiles, pageRoutes, sidebarDocIds} from './content';

/**
 * What the spec (../shared/spec.md) and the product brief fix, written out independently of the
 * site's own code so that a test fails when the site drifts from them.
 */

export type LocaleCase = {
  readonly name: 'zh-Hans' | 'en';
  /** Path prefix of the locale: '' for the default locale at `/`, '/en' for English. */
  readonly prefix: string;
  readonly htmlLang: string;
  readonly navbar: {readonly product: string; readonly pricing: string; readonly contact: string};
  readonly footer: {readonly docs: string; readonly blog: string};
  readonly notFoundTitle: string;
  readonly crashTitle: string;
  readonly tryAgain: string;
  readonly closeAnnouncement: string;
  readonly toggleMobileMenu: string;
  /** The open mobile menu: a modal dialog of this name, closed by a button of that name. */
  readonly mobileMenu: {readonly name: string; readonly close: string};
  readonly localeLabel: string;
};

export const locales: readonly LocaleCase[] = [
  {
    name: 'zh-Hans',
    prefix: '',
    htmlLang: 'zh-Hans',
    navbar: {product: '产品', pricing: '价格', contact: '联系我们'},
    footer: {docs: '文档', blog: '博客'},
    notFoundTitle: '找不到页面',
    crashTitle: '页面已崩溃。',
    tryAgain: '重试',
    closeAnnouncement: '关闭',
    toggleMobileMenu: '切换导航栏',
    mobileMenu: {name: '网站导航', close: '关闭导航栏'},
    localeLabel: '简体中文',
  },
  {
    name: 'en',
    prefix: '/en',
    htmlLang: 'en',
    navbar: {product: 'Product', pricing: 'Pricing', contact: 'Contact'},
    footer: {docs: 'Docs', blog: 'Blog'},
    notFoundTitle: 'Page not found',
    crashTitle: 'This page crashed.',
    tryAgain: 'Try again',
    closeAnnouncement: 'Close',
    toggleMobileMenu: 'Toggle navigation bar',
    mobileMenu: {name: 'Site navigation', close: 'Close navigation bar'},
    localeLabel: 'English',
  },
];

/** The localized URL of a site path: `/` is the home of the locale. */
export function localePath(locale: LocaleCase, sitePath: string): string {
  return sitePath === '/' ? `${locale.prefix}/` : `${locale.prefix}${sitePath}`;
}

/**
 * The route manifest, read from the content (tests/support/content.ts): the pages of src/pages, the
 * posts of blog/ and the tags they use, the docs of the two sidebars of sidebars.ts and
 * `installation`, which the spec keeps in neither. A writer who adds a page, a post or a doc adds no
 * route here.
 */
export const marketingRoutes: readonly string[] = pageRoutes();

const posts = blogPostFiles();
export const blogTags: readonly string[] = [...new Set(posts.flatMap((post) => post.tags))].sort();
export const blogPosts: readonly string[] = posts.map((post) => post.slug).sort();

export const blogRoutes = [
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  ...blogTags.map((tag) => `/blog/tags/${tag}`),
  ...blogPosts.map((post) => `/blog/${post}`),
];

export const tutorialSidebarDocs: readonly string[] = sidebarDocIds('tutorialSidebar');
export const apiSidebarDocs: readonly string[] = sidebarDocIds('apiSidebar');

export const docRoutes = [...[...tutorialSidebarDocs, 'installation', ...apiSidebarDocs].map((id) => `/docs/${id}`)];

export const allSpecRoutes: readonly string[] = [...marketingRoutes, ...blogRoutes, ...docRoutes];

/** The only browser-storage keys the spec allows (local storage, no namespace). */
export const allowedStorageKeys = [
  'theme',
  'docs-preferred-version-default',
  'docusaurus.announcement.dismiss',
  'docusaurus.announcement.id',
] as const;

/** From the product brief: the footer's ICP filing line and where it links. */
export const icp = {number: '沪ICP备2025000000号-1', lookupUrl: 'https://beian.miit.gov.cn/'} as const;

/** The navbar's colour-mode toggle; its accessible name says the current mode, in either language. */
export function colorModeToggle(page: Page): Locator {
  return page
    .locator('.navbar')
    .getByRole('button', {name: /dark|暗黑|light|浅色/i})
    .first();
}

/**
 * Resolves once React has hydrated the page: the theme renders the colour-mode toggle disabled in the
 * static HTML and enables it on hydration. Until then keyboard shortcuts have no listener, so a test
 * that presses one must wait for this (a loaded CI machine can take seconds after `networkidle`).
 */
export async function waitForInteractive(page: Page): Promise<void> {
  await expect(colorModeToggle(page)).toBeEnabled();
}

/**
 * The rules axe-core runs by default whose checks read colours: its `cat.color` rules except
 * `color-contrast-enhanced` (WCAG AAA, off by default). A page checked with every rule in one colour
 * mode needs only these in the other (routes.spec says why, and checks that axe has no other).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The colour mode a visitor chose on an earlier visit, as the toggle stores it, set before the page's
 * scripts run. In the page only: a sandboxed frame (the code generator's runner) has no storage, and
 * an init script touching it there would throw in the frame.
 */
export async function savedColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((saved) => {
    if (window === window.top) window.localStorage.setItem('theme', saved);
  }, mode);
}

/**
 * Switches the page to the other colour mode with the navbar toggle's own click handler, as a
 * visitor's click does (it also saves the choice), with the colours at their final values. The
 * click is dispatched rather than made with the pointer, so that no hover state is left on the toggle
 * (and so that a modal dialog left open for the check does not stand in the way).
 */
export async function switchColourMode(page: Page, to: 'light' | 'dark'): Promise<void> {
  // Below the desktop breakpoint (997 px) the toggle is in the mobile menu, which renders only while
  // open: a narrow page is widened for the switch, then narrowed again.
  const size = page.viewportSize();
  const narrow = size !== null && size.width < 997;
  if (narrow) await page.setViewportSize({width: 1280, height: size.height});
  await colorModeToggle(page).dispatchEvent('click');
  await expect(page.locator('html'), 'colour mode after the toggle').toHaveAttribute('data-theme', to);
  if (narrow) await page.setViewportSize(size);
  await endColourTransitions(page);
}

/**
 * Ends at once the colours a change of mode set fading in (the theme's CSS transitions, 200 ms): the
 * end of a transition is the new mode's colour, which is what a caller goes on to check (axe's
 * colour-contrast read mid-fade colours otherwise, a flaky failure on a fast machine).
 */
export async function endColourTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
}

/**
 * Picks the other language from the navbar's menu, as a visitor with a mouse would. The menu is
 * opened with a click, which keeps it open: opened by hover alone, it closed when the pointer
 * slipped off it mid-animation (a failure seen on a loaded CI machine). The navbar hides while the
 * page is scrolled down, so the page goes back to the top first and the navbar must have slid back
 * in. On a loaded machine the menu can still be caught mid-animation (its link covered by the page),
 * so opening and clicking is retried until the other language's URL shows.
 */
export async function switchLanguage(page: Page, from: LocaleCase, to: LocaleCase): Promise<void> {
  await waitForInteractive(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const navbar = page.locator('nav.navbar');
  await expect(navbar).not.toHaveClass(/navbarHidden/);
  const toggle = navbar.getByRole('button', {name: from.localeLabel});
  const link = navbar.getByRole('link', {name: to.localeLabel});
  const arrived = () => {
    const {pathname} = new URL(page.url());
    return (pathname === '/en' || pathname.startsWith('/en/')) === (to.prefix === '/en');
  };
  // A click can land on the menu's link as the menu closes and lead nowhere: the loop ends on the URL.
  await expect(async () => {
    if (arrived()) return;
    if (!(await link.isVisible())) await toggle.click({timeout: 2_000});
    await link.click({timeout: 2_000});
    await expect.poll(arrived, {timeout: 5_000}).toBe(true);
  }).toPass({timeout: 30_000});
}

export {recordAttribute} from './dom';
