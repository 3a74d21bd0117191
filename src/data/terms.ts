/**
 * The terms the docs use for LexBoot's concepts, one word per idea in each language. The intro's
 * glossary (docs/intro.md and its English copy) lists each preferred term, and
 * tests/docs/terms.test.ts flags the rejected variants anywhere in the site's text, naming the
 * file, the line and the word to use instead.
 */
export type Term = {
  readonly id: string;
  /** The word the docs use. */
  readonly zh: string;
  readonly en: string;
  /** Words for the same idea that the docs do not use, as regular expressions over one line. */
  readonly rejectedZh: readonly RegExp[];
  readonly rejectedEn: readonly RegExp[];
};

export const terms: readonly Term[] = [
  {id: 'program-code', zh: '程序代码', en: 'program code', rejectedZh: [/程序编码/], rejectedEn: [/\bprogram IDs?\b/i]},
  {
    id: 'envelope',
    zh: '统一响应结构',
    en: 'response envelope',
    // 「信封」is a calque of "envelope"; Chinese back-end developers say 统一响应结构.
    rejectedZh: [/信封/],
    rejectedEn: [/\bresponse wrapper\b/i],
  },
  {id: 'code-dictionary', zh: '代码字典', en: 'code dictionary', rejectedZh: [/数据字典/], rejectedEn: [/\bdata dictionar(?:y|ies)\b/i]},
  {
    id: 'program-store',
    zh: '程序 Store',
    en: 'program store',
    rejectedZh: [/程序状态/, /程序仓库/],
    rejectedEn: [/\bprogram state store\b/i],
  },
  {id: 'service-repository', zh: 'Service Repository', en: 'Service Repository', rejectedZh: [/服务仓库/], rejectedEn: []},
  {
    id: 'api-specification',
    zh: '系统接口规范',
    en: 'system API specification',
    rejectedZh: [/系统 ?API ?规范/],
    rejectedEn: [/\bsystem interface specification\b/i],
  },
  {id: 'tab-stop', zh: 'Tab 停靠点', en: 'tab stop', rejectedZh: [/停留点|停止点/], rejectedEn: []},
  {
    id: 'disable-account',
    // A user or account is 停用; 禁用 stays the word for a control that cannot be used (a disabled button).
    zh: '停用',
    en: 'disable',
    rejectedZh: [/禁用(?:的)?(?:用户|账号|账户|帐号)|(?:用户|账号|账户|帐号)(?:被|已)?禁用/],
    rejectedEn: [/\bdeactivat(?:e|ed|es|ing|ion)\b/i],
  },
];
