import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * axe-core on a page, as every browser test runs it: in legacy mode, in the page itself, without
 * the extra page the default mode opens to merge frame results (the site has no frames; this halves
 * the time), and reporting violations only. By default axe also builds a selector and an HTML
 * excerpt for each of the thousands of elements that pass and sends them all back; with
 * `resultTypes: ['violations']` every rule still runs on every element and every violation is
 * reported in full, while passes, incomplete and inapplicable results keep one element each. On a
 * long tutorial that was 4,678 passing elements, and about 30 % of axe's CPU time.
 * `options` are axe's run options (`rules`, …), added to these.
 */
export function axe(page: Page, options: Parameters<AxeBuilder['options']>[0] = {}): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations'], ...options});
}
