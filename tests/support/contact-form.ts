// What a visitor sees of the contact form (src/pages/_components/ContactForm), per locale: shared by
// its component tests (tests/components/contact-form.spec.ts) and its page tests
// (tests/e2e/contact-form.spec.ts), with the two ways they reach its fields.
import type {Page} from '@playwright/test';

/** What a visitor sees of the form, per locale. */
export const copy = {
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
    again: '再次打开邮件客户端',
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
    again: 'Open my mail client again',
  },
} as const;

/** A form control by the start of its label (the label goes on with "(required)" or "(optional)"). */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** Fills the given fields in the form's order, as a visitor would; the topic is chosen by its label. */
export async function fillForm(
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
