import {expect, test, type Page} from '@playwright/test';
import {brand} from '../../src/data/brand';
import {copy, field, fillForm} from '../support/contact-form';

// The contact form of the get-in-touch page (src/pages/_components/ContactForm), mounted alone: what
// it checks before it sends, the mailto: URL it hands to the mail client, the draft it keeps in
// session storage (and does without when storage is blocked). In the source locale only: the
// gallery's <Translate> stand-in shows the Chinese each message holds. What needs the page (a switch
// of language keeping the draft, text typed before the page is interactive) stays in
// tests/e2e/contact-form.spec.ts.

const MESSAGE = '我们有 12 名开发者，计划今年 9 月上线案件管理系统。\n想了解专业版的报价。';

/** Records the mailto: URL the form hands to the mail client instead of leaving the page. */
async function captureMailto(page: Page) {
  // Before the gallery's scripts, on the navigation mount() makes.
  await page.addInitScript(() => {
    HTMLAnchorElement.prototype.click = function recordMailto(this: HTMLAnchorElement) {
      (window as unknown as {openedMailto: string[]}).openedMailto ??= [];
      (window as unknown as {openedMailto: string[]}).openedMailto.push(this.href);
    };
  });
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as {openedMailto?: string[]}).openedMailto ?? []);

for (const locale of ['zh-Hans'] as const) {
  const t = copy[locale];
  test.describe(`contact form (${locale})`, () => {
    test('an empty submit lists every problem, marks the fields and sends nothing', async ({page, mount}) => {
      await captureMailto(page);
      await mount('pages/ContactForm', {locale});
      await page.getByRole('button', {name: t.submit}).click();
      const summary = page.getByText(t.summary).locator('..');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveCount(4);
      const name = field(page, t.name);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(t.nameRequired);
      await expect(field(page, t.topic)).toHaveAccessibleDescription(t.topicRequired);
      await expect(field(page, t.company)).not.toHaveAttribute('aria-invalid', 'true');
      // Keyboard: a link of the summary takes focus to its field.
      await summary.getByRole('link', {name: t.topicRequired}).press('Enter');
      await expect(field(page, t.topic)).toBeFocused();
      expect(await opened(page)).toEqual([]);
    });

    test('a validation error keeps what was typed, and a fixed field loses its message', async ({page, mount}) => {
      await captureMailto(page);
      await mount('pages/ContactForm', {locale});
      await fillForm(page, t, {name: '王律师', email: 'wang@lawfirm', topic: t.technical, message: '太短了'});
      await page.getByRole('button', {name: t.submit}).click();
      await expect(field(page, t.email)).toHaveAccessibleDescription(new RegExp(t.emailInvalid));
      await expect(field(page, t.message)).toHaveAccessibleDescription(new RegExp(t.messageTooShort));
      await expect(field(page, t.name)).toHaveValue('王律师');
      await expect(field(page, t.email)).toHaveValue('wang@lawfirm');
      await expect(field(page, t.message)).toHaveValue('太短了');
      await expect(page.getByText(t.summaryTwo)).toBeVisible();
      await field(page, t.email).fill('wang@lawfirm.cn');
      await expect(field(page, t.email)).not.toHaveAttribute('aria-invalid', 'true');
      // The summary counts what is left, in the singular for one.
      await expect(page.getByText(t.summaryOne)).toBeVisible();
      expect(await opened(page)).toEqual([]);
    });

    test('a valid message opens the mail client with everything filled in, then clears the draft', async ({page, mount}) => {
      await captureMailto(page);
      await mount('pages/ContactForm', {locale});
      await fillForm(page, t, {
        name: '王律师',
        email: 'wang@example.com',
        company: '某律师事务所',
        topic: t.purchase,
        message: MESSAGE,
      });
      await page.getByRole('button', {name: t.submit}).click();

      await expect(page.getByRole('heading', {name: t.sentTitle})).toBeVisible();
      const urls = await opened(page);
      expect(urls).toHaveLength(1);
      const url = urls[0]!;
      expect(url.startsWith(`mailto:${brand.contact.salesEmail}?`)).toBe(true);
      // Percent-encoding as mail clients expect: %20 for spaces, CRLF line breaks, no '+'.
      expect(url).not.toContain('+');
      expect(url).toContain('%0D%0A');
      const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
      expect(params.get('subject')).toBe(t.subject);
      const body = params.get('body') ?? '';
      expect(body).toContain(MESSAGE.replace('\n', '\r\n'));
      expect(body).toContain(t.bodyName);
      expect(body).toContain('wang@example.com');
      expect(body).toContain('某律师事务所');
      // The fallback link is the same message, for a visitor whose mail client did not open.
      await expect(page.getByRole('link', {name: t.again})).toHaveAttribute('href', url);
      expect(await page.evaluate(() => sessionStorage.getItem('lexboot.contact-draft'))).toBeNull();
      // Opened again (a reload): the draft is gone.
      await mount('pages/ContactForm', {locale});
      await expect(field(page, t.name)).toHaveValue('');
    });

    test('typed input survives a reload until it is sent', async ({page, mount}) => {
      await mount('pages/ContactForm', {locale});
      await fillForm(page, t, {name: '王律师', topic: t.technical, message: MESSAGE});
      // Opened again (a reload): the draft is back.
      await mount('pages/ContactForm', {locale});
      await expect(field(page, t.name)).toHaveValue('王律师');
      await expect(field(page, t.topic)).toHaveValue('technical');
      await expect(field(page, t.message)).toHaveValue(MESSAGE);
    });

    test('with session storage blocked the form still validates and sends', async ({page, mount}) => {
      await captureMailto(page);
      await page.addInitScript(() => {
        Object.defineProperty(window, 'sessionStorage', {
          get() {
            throw new DOMException('blocked', 'SecurityError');
          },
        });
      });
      await mount('pages/ContactForm', {locale});
      await fillForm(page, t, {name: '王律师', email: 'wang@example.com', topic: t.technical, message: MESSAGE});
      await page.getByRole('button', {name: t.submit}).click();
      await expect(page.getByRole('heading', {name: t.sentTitle})).toBeVisible();
      const urls = await opened(page);
      expect(urls[0]?.startsWith(`mailto:${brand.contact.email}?`)).toBe(true);
    });
  });
}
