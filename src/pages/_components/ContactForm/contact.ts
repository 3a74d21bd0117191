/**
 * The contact form's rules, with no React and no DOM: what a valid message is, how a draft is kept
 * between page loads, and the mailto: URL a valid message becomes. The site has no server, so a
 * message is sent by the visitor's own mail client.
 */

export const topicIds = ['purchase', 'evaluation', 'technical', 'partnership', 'other'] as const;
export type TopicId = (typeof topicIds)[number];

export type ContactDraft = {
  name: string;
  email: string;
  company: string;
  topic: TopicId | '';
  message: string;
};

export type ContactField = keyof ContactDraft;

/** Fields in the order the form shows them: the first invalid one is where the summary points first. */
export const contactFields: readonly ContactField[] = ['name', 'email', 'company', 'topic', 'message'];

export const emptyDraft: ContactDraft = {name: '', email: '', company: '', topic: '', message: ''};

/** Lengths in characters (code points, so that a Chinese character counts as one). */
export const limits = {name: 50, company: 100, messageMin: 10, messageMax: 2000} as const;

export type FieldProblem = 'required' | 'invalid' | 'tooShort' | 'tooLong';
export type ContactErrors = Partial<Record<ContactField, FieldProblem>>;

/** Length in characters as the visitor counts them: code points, leading and trailing spaces left out. */
export const textLength = (text: string) => Array.from(text.trim()).length;

/** The fields a message cannot go without; the form marks them and the summary names them. */
export const requiredFields: readonly ContactField[] = ['name', 'email', 'topic', 'message'];

/** The same shape of address a mail client accepts: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of requiredFields) {
    if (textLength(draft[field]) === 0) errors[field] = 'required';
  }
  if (!errors.name && textLength(draft.name) > limits.name) errors.name = 'tooLong';
  if (!errors.email && !EMAIL.test(draft.email.trim())) errors.email = 'invalid';
  if (textLength(draft.company) > limits.company) errors.company = 'tooLong';
  const messageLength = textLength(draft.message);
  if (!errors.message && messageLength < limits.messageMin) errors.message = 'tooShort';
  if (!errors.message && messageLength > limits.messageMax) errors.message = 'tooLong';
  return errors;
}

/**
 * sessionStorage key of the unsent draft. One key for both locales: the two languages are pages of
 * one origin, so switching language keeps what was typed.
 */
export const DRAFT_KEY = 'lexboot.contact-draft';

/** Reads a stored draft, keeping only well-formed fields; anything else gives the empty draft. */
export function parseDraft(raw: string | null): ContactDraft {
  if (!raw) return {...emptyDraft};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return {...emptyDraft};
    const record = value as Record<string, unknown>;
    const text = (key: ContactField) => (typeof record[key] === 'string' ? record[key] : '');
    const topic = text('topic');
    return {
      name: text('name'),
      email: text('email'),
      company: text('company'),
      topic: (topicIds as readonly string[]).includes(topic) ? (topic as TopicId) : '',
      message: text('message'),
    };
  } catch {
    return {...emptyDraft};
  }
}

/**
 * A draft field by field: `typed` where it is not blank, `kept` elsewhere. Used when the page
 * becomes interactive, to keep what was typed into the static form over the stored draft.
 */
export function mergeDraft(kept: ContactDraft, typed: ContactDraft): ContactDraft {
  const pick = <F extends ContactField>(field: F): ContactDraft[F] => (typed[field].trim() ? typed[field] : kept[field]);
  return {name: pick('name'), email: pick('email'), company: pick('company'), topic: pick('topic'), message: pick('message')};
}

export function isEmptyDraft(draft: ContactDraft): boolean {
  return contactFields.every((field) => draft[field].trim() === '');
}

/** Purchases go to sales; everything else to the general address. */
export function recipientFor(topic: TopicId, addresses: {sales: string; general: string}): string {
  return topic === 'purchase' ? addresses.sales : addresses.general;
}

export type MailMessage = {to: string; subject: string; body: string};

/**
 * The mailto: URL of a message (RFC 6068): subject and body percent-encoded, line breaks as CRLF
 * (`%0D%0A`), spaces as `%20` (never `+`, which mail clients show as a plus sign).
 */
export function mailtoUrl({to, subject, body}: MailMessage): string {
  const crlf = body.replace(/\r?\n/g, '\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlf)}`;
}
