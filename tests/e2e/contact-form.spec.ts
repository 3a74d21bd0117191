import {expect, test, type Page, oneLocale} from '../support/test';
import {colorModeToggle, locales, localePath, switchLanguage, waitForInteractive} from '../support/site';

// The contact form on the get-in-touch page: what needs the page itself (the draft kept through a
// switch of language, which loads the other locale's page; text typed into the server's markup
// before the page is interactive). What the form does on its own (its checks, the mailto: URL, the
// draft through a reload, blocked storage) is checked in the component tests
// (tests/components/contact-form.spec.ts).

/** What a visitor sees of the form, per locale. */
const copy = {
  'zh-Hans': {
    name: '姓名',
    email: '邮箱',
    company: '单位',
    topic: '咨询类型',
    message: '内容',
    purchase: '购买专业版或企业版',
    technical: '技术问题',
    submit: '用邮件客户端发送',
    summary: '还有 4 处需要修改',
    summaryTwo: '还有 2 处需要修改',
    summaryOne: '还有 1 处需要修改',
    nameRequired: '请填写你的姓名',
    emailInvalid: '邮箱地址格式不正确',
    topicRequired: '请选择咨询类型',
    messageTooShort: '内容至少 10 个字',
    sentTitle: '邮件已交给你的邮件客户端',
    subject: 'LexBoot 咨询：购买专业版或企业版（某律师事务所）',
    bodyName: '姓名：王律师',
  },
  en: {
    name: 'Name',
    email: 'E-mail',
    company: 'Company or organisation',
    topic: 'Topic',
    message: 'Message',
    purchase: 'Buying Professional or Enterprise',
    technical: 'Technical question',
    submit: 'Send with my mail client',
    summary: '4 things to fix before you send',
    summaryTwo: '2 things to fix before you send',
    summaryOne: 'One thing to fix before you send',
    nameRequired: 'Enter your name',
    emailInvalid: 'Enter an e-mail address in the form name@example.com',
    topicRequired: 'Choose a topic',
    messageTooShort: 'Write at least 10 characters',
    sentTitle: 'Your mail client has the message',
    subject: 'LexBoot enquiry: Buying Professional or Enterprise (某律师事务所)',
    bodyName: 'Name: 王律师',
  },
} as const;

const MESSAGE = '我们有 12 名开发者，计划今年 9 月上线案件管理系统。\n想了解专业版的报价。';

/** A form control by the start of its label (the label goes on with "(required)" or "(optional)"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** Fills the given fields in the form's order, as a visitor would; the topic is chosen by its label. */
async function fillForm(
  page: Page,
  t: (typeof copy)[keyof typeof copy],
  values: Partial<Record<'name' | 'email' | 'company' | 'topic' | 'message', string>>,
) {
  for (const key of ['name', 'email', 'company', 'topic', 'message'] as const) {
    const value = values[key];
    if (value === undefined) continue;
    if (key === 'topic') await field(page, t.topic).selectOption({label: value});
    else await field(page, t[key]).fill(value);
  }
}

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
