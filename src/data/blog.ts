/**
 * The blog's words outside its pages: its description and what its feeds are called, per locale.
 * `docusaurus.config.ts` imports this module, so it holds plain strings (no `translate()`).
 */
import {brand, type LocalizedText} from './brand';

export const blog = {
  /**
   * The blog's description: the meta description of the blog index and the description of its
   * feeds. The English text is also the translation in i18n/en/docusaurus-plugin-content-blog/options.json
   * (a unit test keeps the two equal).
   */
  description: {
    'zh-Hans': '律启科技团队关于 LexBoot 框架、代码生成与法律科技工程实践的文章。',
    en: 'Articles from the LexBoot Technology team on the LexBoot framework, code generation and engineering for legal technology.',
  },
  /** The title of each feed (RSS `<title>`, Atom `<title>`). */
  feedTitle: {'zh-Hans': `${brand.productName} 博客`, en: `${brand.productName} Blog`},
  /** The `title` of the `<link rel="alternate">` of each feed in page heads, which browsers and feed readers list. */
  feedLinkTitle: {
    rss: {'zh-Hans': `${brand.productName} 博客（RSS 订阅）`, en: `${brand.productName} Blog (RSS feed)`},
    atom: {'zh-Hans': `${brand.productName} 博客（Atom 订阅）`, en: `${brand.productName} Blog (Atom feed)`},
  },
} as const satisfies {
  description: LocalizedText;
  feedTitle: LocalizedText;
  feedLinkTitle: {rss: LocalizedText; atom: LocalizedText};
};
