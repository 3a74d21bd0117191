import Link from '@docusaurus/Link';
import React, {useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {selectPluralForm} from '@site/src/utils/intl-free';
import {brand} from '@site/src/data/brand';
import {
  DRAFT_KEY,
  contactFields,
  emptyDraft,
  isEmptyDraft,
  limits,
  mailtoUrl,
  mergeDraft,
  parseDraft,
  recipientFor,
  requiredFields,
  textLength,
  topicIds,
  validateContact,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
  type FieldProblem,
  type MailMessage,
  type TopicId,
} from './contact';
import styles from './styles.module.css';

function topicLabel(topic: TopicId): string {
  switch (topic) {
    case 'purchase':
      return translate({id: 'contact.form.topic.purchase', message: '购买专业版或企业版'});
    case 'evaluation':
      return translate({id: 'contact.form.topic.evaluation', message: '评估与试用'});
    case 'technical':
      return translate({id: 'contact.form.topic.technical', message: '技术问题'});
    case 'partnership':
      return translate({id: 'contact.form.topic.partnership', message: '合作与媒体'});
    case 'other':
      return translate({id: 'contact.form.topic.other', message: '其他'});
  }
}

function fieldLabel(field: ContactField): string {
  switch (field) {
    case 'name':
      return translate({id: 'contact.form.name.label', message: '姓名'});
    case 'email':
      return translate({id: 'contact.form.email.label', message: '邮箱'});
    case 'company':
      return translate({id: 'contact.form.company.label', message: '单位'});
    case 'topic':
      return translate({id: 'contact.form.topic.label', message: '咨询类型'});
    case 'message':
      return translate({id: 'contact.form.message.label', message: '内容'});
  }
}

function problemText(field: ContactField, problem: FieldProblem): string {
  if (problem === 'required') {
    switch (field) {
      case 'name':
        return translate({id: 'contact.form.name.required', message: '请填写你的姓名'});
      case 'email':
        return translate({id: 'contact.form.email.required', message: '请填写邮箱地址，我们会回复到这里'});
      case 'topic':
        return translate({id: 'contact.form.topic.required', message: '请选择咨询类型'});
      default:
        return translate({id: 'contact.form.message.required', message: '请写下你想咨询的内容'});
    }
  }
  if (problem === 'invalid') {
    return translate({id: 'contact.form.email.invalid', message: '邮箱地址格式不正确，应类似 name@example.com'});
  }
  if (problem === 'tooShort') {
    return translate({id: 'contact.form.message.tooShort', message: '内容至少 {min} 个字，便于我们准确答复'}, {min: limits.messageMin});
  }
  const max = field === 'name' ? limits.name : field === 'company' ? limits.company : limits.messageMax;
  return translate(
    {
      id: 'contact.form.tooLong',
      message: '{field}不能超过 {max} 个字',
      description: 'Error when a field is too long; {field} is the field label',
    },
    {field: fieldLabel(field), max},
  );
}

/** The e-mail a valid draft becomes, written in the language of the page. */
function composeMessage(draft: ContactDraft & {topic: TopicId}): MailMessage {
  const topic = topicLabel(draft.topic);
  const sender = draft.company.trim() || draft.name.trim();
  return {
    to: recipientFor(draft.topic, {sales: brand.contact.salesEmail, general: brand.contact.email}),
    subject: translate(
      {
        id: 'contact.form.mail.subject',
        message: 'LexBoot 咨询：{topic}（{sender}）',
        description: 'Subject of the e-mail; {sender} is the company, or the name when no company was given',
      },
      {topic, sender},
    ),
    body: translate(
      {
        id: 'contact.form.mail.body',
        message: '{message}\n\n——\n姓名：{name}\n邮箱：{email}\n单位：{company}\n咨询类型：{topic}',
        description: 'Body of the e-mail: the message, then the sender details',
      },
      {
        message: draft.message.trim(),
        name: draft.name.trim(),
        email: draft.email.trim(),
        company:
          draft.company.trim() || translate({id: 'contact.form.mail.noCompany', message: '未填写', description: 'Company left empty'}),
        topic,
      },
    ),
  };
}

/** sessionStorage, or null when the browser blocks it; the form then works without keeping a draft. */
function draftStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function saveDraft(draft: ContactDraft): void {
  try {
    const storage = draftStorage();
    if (!storage) return;
    if (isEmptyDraft(draft)) storage.removeItem(DRAFT_KEY);
    else storage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft stays in the page.
  }
}

/** Opens the visitor's mail client, as a click on a mailto: link would. */
function openMailClient(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.click();
}

const fieldId = (field: ContactField) => `contact-${field}`;

export default function ContactForm(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const [draft, setDraft] = useState<ContactDraft>(emptyDraft);
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState<MailMessage | null>(null);
  const [copied, setCopied] = useState(false);
  const restored = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const errors: ContactErrors = attempted ? validateContact(draft) : {};
  const problems = contactFields.filter((field) => errors[field] !== undefined);

  useEffect(() => {
    const stored = parseDraft(draftStorage()?.getItem(DRAFT_KEY) ?? null);
    // What was typed before React took over the page is only in the DOM: the next render would
    // overwrite it with the state, so it joins the state here, ahead of the stored draft.
    const data = formRef.current ? new FormData(formRef.current) : undefined;
    const typed = parseDraft(JSON.stringify(Object.fromEntries(contactFields.map((field) => [field, data?.get(field)]))));
    const draftNow = mergeDraft(stored, typed);
    if (!isEmptyDraft(draftNow)) setDraft(draftNow);
    restored.current = true;
  }, []);

  useEffect(() => {
    if (restored.current) saveDraft(draft);
  }, [draft]);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const update = (field: ContactField, value: string) => setDraft((current) => ({...current, [field]: value}));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const found = validateContact(draft);
    if (Object.keys(found).length > 0 || draft.topic === '') {
      // Wait for the summary to render, then take the visitor to it.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const message = composeMessage({...draft, topic: draft.topic});
    openMailClient(mailtoUrl(message));
    setSent(message);
    // Sent: the kept draft goes (the draft itself stays in the page for "back to edit").
    saveDraft(emptyDraft);
  }

  function startOver() {
    setDraft(emptyDraft);
    setAttempted(false);
    setSent(null);
    setCopied(false);
  }

  async function copyMessage(message: MailMessage) {
    try {
      await navigator.clipboard.writeText(`${message.subject}\n\n${message.body}`);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  if (sent) {
    return (
      <div className={styles.sent} ref={sentRef} tabIndex={-1} aria-labelledby="contact-sent-title">
        <Heading as="h3" id="contact-sent-title" className={styles.sentTitle}>
          <Translate id="contact.form.sent.title">邮件已交给你的邮件客户端</Translate>
        </Heading>
        <p>
          <Translate
            id="contact.form.sent.body"
            description="{to} is the address the e-mail goes to"
            values={{to: <strong>{sent.to}</strong>}}>
            {
              '请在邮件客户端中检查并发送这封写给 {to} 的邮件。如果邮件客户端没有打开，可以点击下面的按钮再试一次，或者复制邮件内容，用你常用的邮箱发送。'
            }
          </Translate>
        </p>
        <pre className={styles.preview} aria-label={translate({id: 'contact.form.sent.preview', message: '邮件内容'})}>
          {`${sent.subject}\n\n${sent.body}`}
        </pre>
        <div className={styles.actions}>
          <Link className="button button--primary" href={mailtoUrl(sent)} target="_self">
            <Translate id="contact.form.sent.reopen">再次打开邮件客户端</Translate>
          </Link>
          <button type="button" className="button button--secondary" onClick={() => void copyMessage(sent)}>
            <Translate id="contact.form.sent.copy">复制邮件内容</Translate>
          </button>
          <button type="button" className="button button--link" onClick={() => setSent(null)}>
            <Translate id="contact.form.sent.edit">返回修改</Translate>
          </button>
          <button type="button" className="button button--link" onClick={startOver}>
            <Translate id="contact.form.sent.new">写一封新邮件</Translate>
          </button>
        </div>
        <p className={styles.copied} role="status">
          {copied ? <Translate id="contact.form.sent.copied">已复制到剪贴板</Translate> : null}
        </p>
      </div>
    );
  }

  const errorId = (field: ContactField) => `${fieldId(field)}-error`;

  const errorText = (field: ContactField) => {
    const problem = errors[field];
    return problem ? (
      <p id={errorId(field)} className={styles.error}>
        {problemText(field, problem)}
      </p>
    ) : null;
  };

  const label = (field: ContactField) => (
    <label htmlFor={fieldId(field)}>
      {fieldLabel(field)}
      <span className={styles.marker}>
        {requiredFields.includes(field) ? (
          <Translate id="contact.form.required" description="Marks a required field">
            （必填）
          </Translate>
        ) : (
          <Translate id="contact.form.optional" description="Marks an optional field">
            （选填）
          </Translate>
        )}
      </span>
    </label>
  );

  /** What every control shares: its id (the label's target), its value, and its required and error states. */
  const control = (field: ContactField, hint?: string) => ({
    id: fieldId(field),
    name: field,
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => update(field, event.target.value),
    'aria-required': requiredFields.includes(field) || undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': clsx(hint, errors[field] && errorId(field)) || undefined,
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-label={translate({id: 'contact.form.title', message: '在线写信', description: 'Accessible name of the contact form'})}>
      {problems.length > 0 ? (
        <div className={styles.summary} ref={summaryRef} tabIndex={-1} aria-labelledby="contact-summary-title">
          <p id="contact-summary-title" className={styles.summaryTitle}>
            {selectPluralForm(
              translate(
                {
                  id: 'contact.form.summary.title',
                  description: '{count} is the number of fields to fix; plural forms separated by |',
                  message: '还有 {count} 处需要修改，改好后再提交：',
                },
                {count: problems.length},
              ),
              problems.length,
              currentLocale,
            )}
          </p>
          <ul>
            {problems.map((field) => (
              <li key={field}>
                <Link
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(field))?.focus();
                  }}>
                  {problemText(field, errors[field]!)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className={styles.row}>
        <div className={styles.field}>
          {label('name')}
          <input {...control('name')} type="text" autoComplete="name" />
          {errorText('name')}
        </div>
        <div className={styles.field}>
          {label('email')}
          <input {...control('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} />
          {errorText('email')}
        </div>
      </div>

      <div className={styles.row}>
        <div className={styles.field}>
          {label('company')}
          <input {...control('company')} type="text" autoComplete="organization" />
          {errorText('company')}
        </div>
        <div className={styles.field}>
          {label('topic')}
          <select {...control('topic')}>
            <option value="">{translate({id: 'contact.form.topic.placeholder', message: '请选择'})}</option>
            {topicIds.map((topic) => (
              <option key={topic} value={topic}>
                {topicLabel(topic)}
              </option>
            ))}
          </select>
          {errorText('topic')}
        </div>
      </div>

      <div className={styles.field}>
        {label('message')}
        <p id="contact-message-hint" className={styles.hint}>
          <Translate id="contact.form.message.hint">
            写上要做的系统（例如案件管理、合同管理）、开发团队的人数和计划上线时间，我们的第一封回复就能给出建议和报价。
          </Translate>
        </p>
        <textarea {...control('message', 'contact-message-hint contact-message-count')} rows={7} />
        <p id="contact-message-count" className={clsx(styles.hint, styles.count)}>
          <Translate
            id="contact.form.message.count"
            description="Character counter under the message; {count} typed of {max}"
            values={{count: textLength(draft.message), max: limits.messageMax}}>
            {'{count} / {max} 字'}
          </Translate>
        </p>
        {errorText('message')}
      </div>

      <div className={styles.submitRow}>
        <button type="submit" className="button button--primary button--lg">
          <Translate id="contact.form.submit" description="Submit button; it opens the visitor's mail client">
            用邮件客户端发送
          </Translate>
        </button>
        <p className={styles.privacy}>
          <Translate id="contact.form.privacy">
            本站没有服务器，不收集你填写的任何内容：提交后由你自己的邮件客户端发送。未发送的内容只暂存在当前浏览器标签页中，关闭标签页或发送后即清除。
          </Translate>
        </p>
      </div>
    </form>
  );
}
