/**
 * Every brand fact the site prints, in one place, so that a rename is a one-file change.
 * Plain constants (no `translate()`), because `docusaurus.config.ts` imports this module too;
 * locale-dependent strings are given per locale and picked by the component that shows them.
 */

export type LocalizedText = {readonly 'zh-Hans': string; readonly en: string};

export const brand = {
  productName: 'LexBoot',
  productFullName: {
    'zh-Hans': 'LexBoot 低代码开发框架',
    en: 'LexBoot, the code-generation admin framework',
  },
  companyName: {'zh-Hans': '律启科技', en: 'LexBoot Technology'},
  /** The legal English name, printed in the copyright line of both locales. */
  companyLegalName: 'LexBoot Technology',
  siteUrl: 'https://www.lexboot.cn',
  copyrightYear: 2025,
  icp: {
    number: '沪ICP备2025000000号-1',
    lookupUrl: 'https://beian.miit.gov.cn/',
  },
  social: {
    github: 'https://github.com/lexboot',
    zhihu: 'https://www.zhihu.com/org/lexboot',
  },
  contact: {
    email: 'contact@lexboot.cn',
    salesEmail: 'sales@lexboot.cn',
    phone: '+86 21 6288 0000',
    address: {
      'zh-Hans': '上海市徐汇区漕溪北路 88 号 12 层',
      en: '12F, 88 Caoxi North Road, Xuhui District, Shanghai, China',
    },
  },
} as const;

export type Brand = typeof brand;

/** The locales the site is built in; the first is the default, served at `/`. */
export const siteLocales = ['zh-Hans', 'en'] as const;
export type SiteLocale = (typeof siteLocales)[number];

export function isSiteLocale(locale: string): locale is SiteLocale {
  return (siteLocales as readonly string[]).includes(locale);
}

/**
 * A `mailto:` link to one of the addresses above, with the subject filled in when given. A plain
 * `<a>` must carry it: Docusaurus's Link opens `mailto:` in a new, empty tab.
 */
export function mailtoHref(address: string, subject?: string): string {
  return subject === undefined ? `mailto:${address}` : `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** The dialable `tel:` link of the printed phone number: spaces and other separators removed. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Picks the text of the current locale, falling back to the default locale. */
export function localized(text: LocalizedText, locale: string): string {
  return isSiteLocale(locale) ? text[locale] : text['zh-Hans'];
}
