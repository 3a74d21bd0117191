import {expect, test as base} from '@playwright/test';

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
