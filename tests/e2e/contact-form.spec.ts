import {expect, test, oneLocale} from '../support/test';
import {colorModeToggle, locales, localePath, switchLanguage, waitForInteractive} from '../support/site';
import {copy, field, fillForm} from '../support/contact-form';

// The contact form on the get-in-touch page: what needs the page itself (the draft kept through a
// switch of language, which loads the other locale's page; text typed into the server's markup
// before the page is interactive). What the form does on its own (its checks, the mailto: URL, the
// draft through a reload, blocked storage) is checked in the component tests
// (tests/components/contact-form.spec.ts).

const MESSAGE = '我们有 12 名开发者，计划今年 9 月上线案件管理系统。\n想了解专业版的报价。';

for (const locale of oneLocale('en')) {
  const t = copy[locale.name];
  test.describe(`contact form (${locale.name})`, () => {
    test('typed input survives a switch of language until it is sent', async ({page}) => {
      await page.goto(localePath(locale, '/get-in-touch'));
      await waitForInteractive(page);
      await fillForm(page, t, {name: '王律师', topic: t.technical, message: MESSAGE});
      const other = locales.find((l) => l.name !== locale.name)!;
      await switchLanguage(page, locale, other);
      await expect(page).toHaveURL(new RegExp(`${localePath(other, '/get-in-touch')}$`));
      const o = copy[other.name];
      await expect(field(page, o.name)).toHaveValue('王律师');
      await expect(field(page, o.topic)).toHaveValue('technical');
      await expect(field(page, o.message)).toHaveValue(MESSAGE);
    });

    test('what is typed before the page becomes interactive is kept', async ({page}) => {
      // Slow scripts (a phone on a poor network): the visitor types into the static form first.
      await page.route('**/assets/js/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(localePath(locale, '/get-in-touch'), {waitUntil: 'domcontentloaded'});
      await fillForm(page, t, {name: '王律师', message: MESSAGE});
      await expect(colorModeToggle(page)).toBeDisabled();
      await waitForInteractive(page);
      // Typing into another field re-renders the form; the early text must still be there.
      await fillForm(page, t, {email: 'wang@example.com'});
      await expect(field(page, t.name)).toHaveValue('王律师');
      await expect(field(page, t.message)).toHaveValue(MESSAGE);
      await page.reload();
      await expect(field(page, t.name)).toHaveValue('王律师');
      await expect(field(page, t.email)).toHaveValue('wang@example.com');
    });
  });
}
