/**
 * Date and plural formatting for the site's two locales without the Intl API. A page's first
 * Intl.DateTimeFormat or Intl.PluralRules makes the browser load its locale data, which costs a
 * phone about a tenth of a second while the page starts (measured on blog posts). Other locales
 * fall back to Intl, so adding one stays correct; tests/unit/intl-free.test.ts holds both
 * formats to what Intl itself prints.
 */

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const isChinese = (locale: string) => locale === 'zh' || locale.startsWith('zh-');
const isEnglish = (locale: string) => locale === 'en' || locale.startsWith('en-');

/** A date as `Intl.DateTimeFormat(locale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'})` prints it. */
export function formatLongDate(isoDate: string, locale: string): string {
  const date = new Date(isoDate);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  if (isChinese(locale)) return `${year}年${month + 1}月${day}日`;
  if (isEnglish(locale)) return `${ENGLISH_MONTHS[month]} ${day}, ${year}`;
  return new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(date);
}

const PLURAL_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of a `one|other`-style message for `count`, as Docusaurus's usePluralForm picks it:
 * forms in the order of the locale's plural categories, the last one when there are fewer forms.
 */
export function selectPluralForm(forms: string, count: number, locale: string): string {
  const list = forms.split('|');
  let index: number;
  if (isChinese(locale)) index = 0;
  else if (isEnglish(locale)) index = count === 1 ? 0 : 1;
  else {
    const rules = new Intl.PluralRules(locale);
    const categories = rules.resolvedOptions().pluralCategories;
    index = PLURAL_ORDER.filter((category) => categories.includes(category)).indexOf(rules.select(count));
  }
  return list[Math.min(index, list.length - 1)]!;
}
