import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '../support/test';
import {allSpecRoutes, localePath, locales, waitForInteractive} from '../support/site';

// axe-core on every route of both locales (the sitemap lists exactly these: routes.spec checks it),
// the search result page showing results, and the not-found page, in light and in dark mode, after
// hydration: zero violations of the rules axe runs by default (WCAG 2.x A and AA, and its best
// practices). A failure prints each violation with the elements it found.

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string[] {
  return violations.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('\n'),
  );
}

for (const locale of locales) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`axe (${locale.name}, ${mode})`, () => {
      test.beforeEach(async ({page}) => {
        // The visitor's saved choice, as the colour-mode toggle stores it.
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      });

      for (const route of [...allSpecRoutes, '/search?q=DataGrid', '/no-such-page']) {
        const path = localePath(locale, route);
        test(`${path} has no violations`, async ({page}) => {
          await page.goto(path);
          await waitForInteractive(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          // The results come after the locale's search index (1.4 MB) is fetched and loaded: 5 to 8 s
          // on a loaded CI machine, more than the default wait.
          if (route.startsWith('/search')) await expect(page.locator('main a[href*="datagrid"]').first()).toBeVisible({timeout: 20_000});
          // Legacy mode runs axe in the page itself, without the extra page the default mode opens
          // to merge frame results: the site has no frames, and this halves the time a page takes.
          const {violations} = await new AxeBuilder({page}).setLegacyMode(true).analyze();
          const problems = describe(violations);
          if (problems.length > 0) console.log(`${path} (${mode}):\n${problems.join('\n')}`);
          expect(problems, 'axe violations').toEqual([]);
        });
      }
    });
  }
}
