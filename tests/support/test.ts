import {expect, test as base} from '@playwright/test';
import {locales, type LocaleCase} from './site';

/**
 * Playwright's `test`, with one check added to every test: no page it opens reports a
 * Content-Security-Policy violation. The tests run against nginx with the production headers
 * (deploy/nginx/), so a blocked inline script, worker, style or request fails the test that caused
 * it, whatever the test was looking at.
 */
export const test = base.extend<{cspViolations: string[]}>({
  cspViolations: [
    async ({page}, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__lexbootCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as {__lexbootCspViolation: (text: string) => void}).__lexbootCspViolation;
          report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script or style'}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
export type {Page, Request} from '@playwright/test';

/**
 * The one locale a behaviour spec runs in. What a spec drives (keyboard, focus, dialogs, forms,
 * failures) is the same code in both locales; running it twice doubled the browser tests for no
 * check (issue 25: 98 % of their time was in tests run once per locale). Every route of both
 * locales still gets its full pass (routes.spec), and the specs alternate between zh-Hans and en
 * so that each locale's strings are read by some behaviour spec. Returns a one-element list, so a
 * spec keeps its `for (const locale of …)` and its test titles.
 */
export function oneLocale(name: LocaleCase['name']): readonly LocaleCase[] {
  return locales.filter((locale) => locale.name === name);
}
