import {expect, test} from '../support/test';
import {runnerRequests, watchErrors} from '../support/runner';
import {localePath, locales, switchColourMode, waitForInteractive} from '../support/site';

// Issue 29, item 4: the home page shows the product. Its playground opens on Run, so the admin screen
// the generator writes for the home page's table is simply there, running on the real components, when
// the visitor scrolls to it or follows the hero's button; nothing of the runner loads before that.

const TEXT = {
  'zh-Hans': {button: '运行生成的管理界面', run: '运行', files: '文件', ran: /生成的页面正在运行/, column: '案件名称'},
  en: {button: 'Run a generated admin screen', run: 'Run', files: 'Files', ran: /The generated page is running/, column: 'Case title'},
} as const;

for (const locale of locales) {
  const text = TEXT[locale.name];

  test(`${locale.name}: the hero's button leads in one step to the generated admin screen, running, in the colour mode of the page`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const requests = runnerRequests(page);
    await page.goto(localePath(locale, '/'));
    await waitForInteractive(page);
    await switchColourMode(page, 'dark');
    // The first screen costs nothing of the runner.
    expect(requests).toEqual([]);
    const playground = page.locator('[data-live-demo="CodegenHome"]');
    // Run is the playground's first tab, already in the server's markup.
    await expect(playground.getByRole('tab', {name: text.run})).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('link', {name: text.button}).click();
    await expect(playground).toBeInViewport();
    await expect(playground.getByRole('status').filter({hasText: text.ran})).toBeVisible({timeout: 20_000});
    const frame = page.frameLocator('[data-live-demo="CodegenHome"] iframe[sandbox~="allow-scripts"]');
    // The generated page itself: its grid with the table's columns and seeded rows.
    await expect(frame.getByRole('columnheader', {name: text.column})).toBeVisible();
    expect(await frame.locator('table[role="grid"] tbody tr[aria-rowindex]').count()).toBeGreaterThan(0);
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
    // On the site's own ground colour, not Infima's (the frame has its own style sheet).
    const background = () => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.backgroundColor = 'var(--ifm-background-color)';
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    };
    const frameBackground = () => frame.locator('html').evaluate(background);
    await expect.poll(frameBackground).toBe(await page.evaluate(background));
    expect(requests.length).toBeGreaterThan(0);
    // It follows the page's colour mode while it runs.
    await switchColourMode(page, 'light');
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(frameBackground).toBe(await page.evaluate(background));

    // Only the chosen tab's panel shows: the generated files are not listed under the running screen.
    await expect(playground.getByRole('navigation')).toBeHidden();
    // The code is one tab away, by keyboard as WAI-ARIA tabs are.
    await playground.getByRole('tab', {name: text.run}).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(playground.getByRole('tab', {name: text.files})).toHaveAttribute('aria-selected', 'true');
    await expect(playground.getByRole('navigation')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('zh-Hans: scrolling to the playground is enough: the generated screen runs without a click', async ({page}) => {
  const text = TEXT['zh-Hans'];
  const requests = runnerRequests(page);
  await page.goto('/');
  await waitForInteractive(page);
  expect(requests).toEqual([]);
  const playground = page.locator('[data-live-demo="CodegenHome"]');
  await playground.scrollIntoViewIfNeeded();
  await expect(
    page.frameLocator('[data-live-demo="CodegenHome"] iframe[sandbox~="allow-scripts"]').getByRole('columnheader', {name: text.column}),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.frameLocator('[data-live-demo="CodegenHome"] iframe[sandbox~="allow-scripts"]').locator('html')).toHaveAttribute(
    'data-theme',
    'light',
  );
});
