import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {blog} from './src/data/blog';
import {brand, type SiteLocale} from './src/data/brand';
import {darkCodeTheme, highlightedLineTint, lightCodeTheme} from './src/data/code-themes';
import markdownCopies from './src/plugins/markdown-copies';
import {checkedFrontMatter} from './src/plugins/front-matter';
import remarkApiTable from './src/plugins/remark-api-table';
import remarkTypeMapping from './src/plugins/remark-type-mapping';
import remarkConfigTable from './src/plugins/remark-config-table';
import upstream from './src/plugins/upstream';
import hydrationTransitions from './src/plugins/hydration-transitions';
import liveDemos from './src/plugins/live-demos';
import searchRanking from './src/search/plugin';
import {searchTheme} from './src/search/adapter';
import robotsTxt from './src/plugins/robots-txt';
import splitCodeTranslations from './src/plugins/split-code-translations';
import leanBundle from './src/plugins/lean-bundle';
import staticContent from './src/plugins/static-content';
import codeHighlighting, {type Options as CodeHighlightingOptions} from './src/plugins/code-highlighting';
import remarkHighlightCode from './src/plugins/code-highlighting/remark';
import rehypeInlineCode from './src/plugins/rehype-inline-code';
import rehypeFirstScreen from './src/plugins/rehype-first-screen';
import rehypeHeadingAliases from './src/plugins/rehype-heading-aliases';

/**
 * Bump this whenever the announcement text changes: a new id shows the bar again
 * to visitors who dismissed the previous one.
 */
const ANNOUNCEMENT_ID = 'lexboot-community-2025';

/**
 * Algolia DocSearch, opt-in: with all three variables set at build time the site uses it and builds
 * no local index. Without them (the default), search is local, built at build time, and makes no
 * request to any other host.
 */
const ALGOLIA =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_SEARCH_API_KEY && process.env.ALGOLIA_INDEX_NAME
    ? {
        appId: process.env.ALGOLIA_APP_ID,
        apiKey: process.env.ALGOLIA_SEARCH_API_KEY,
        indexName: process.env.ALGOLIA_INDEX_NAME,
        // Filters results by the visitor's locale (and docs version).
        contextualSearch: true,
      }
    : undefined;

/**
 * The locale being built: Docusaurus sets the variable before it loads this file for each locale.
 * It picks the social card (`themeConfig.image`) and the words of the blog's feeds, which have no
 * translation file of their own.
 */
const LOCALE: SiteLocale = process.env.DOCUSAURUS_CURRENT_LOCALE === 'en' ? 'en' : 'zh-Hans';
const SOCIAL_CARD = LOCALE === 'en' ? 'img/social-card-en.png' : 'img/social-card-zh.png';

/**
 * The hreflang alternates of a sitemap entry, from its URL in the locale being built (whose base
 * URL is `localeBaseUrl`). Every page exists in both locales, Chinese at the root and English under
 * /en/; the Chinese page is also the one for visitors of any other language.
 */
function localeAlternates(url: string, localeBaseUrl: string): {lang: string; url: string}[] {
  const sitePath = new URL(url).pathname.slice(localeBaseUrl.length - 1);
  const zh = `${brand.siteUrl}${sitePath}`;
  return [
    {lang: 'zh-Hans', url: zh},
    {lang: 'en', url: `${brand.siteUrl}/en${sitePath}`},
    {lang: 'x-default', url: zh},
  ];
}

/** Prism grammars beyond the ones prism-react-renderer bundles. */
const PRISM_LANGUAGES = ['java', 'bash', 'sql', 'properties', 'groovy'];

/** Fenced code is highlighted at build time (src/plugins/code-highlighting). */
const highlightCode = [remarkHighlightCode, {additionalLanguages: PRISM_LANGUAGES}] as const;

/** The blog's options (src/plugins/blog-feeds takes the stock plugin's). */
const blogOptions = {
  blogTitle: '博客',
  remarkPlugins: [highlightCode],
  rehypePlugins: [rehypeInlineCode, rehypeFirstScreen, rehypeHeadingAliases],
  blogDescription: blog.description['zh-Hans'],
  showReadingTime: true,
  blogSidebarCount: 'ALL',
  blogSidebarTitle: '全部文章',
  postsPerPage: 10,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  feedOptions: {
    type: ['rss', 'atom'],
    // In the feed's own language: the plugin would call both feeds "LexBoot Blog" and repeat that
    // as the description. RSS readers know Chinese by the region form (zh-CN), not by script.
    title: blog.feedTitle[LOCALE],
    description: blog.description[LOCALE],
    language: LOCALE === 'en' ? 'en' : 'zh-CN',
    copyright: `Copyright © ${brand.copyrightYear} ${brand.companyLegalName}`,
  },
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
} satisfies BlogOptions;

const config: Config = {
  title: brand.productName,
  tagline: '从数据表到可运行的管理系统：Spring Boot + React 代码生成框架',
  favicon: 'img/favicon.svg',
  url: brand.siteUrl,
  baseUrl: '/',
  // Pages are emitted as `page.html` and linked without a trailing slash; the
  // production web server resolves clean URLs with the same rule.
  trailingSlash: false,
  titleDelimiter: '|',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    // v4 turns MDX 1 compatibility off; keep HTML comments so that posts can use the
    // documented `<!-- truncate -->` marker.
    mdx1Compat: {comments: true},
    // Docusaurus ignores front matter keys it does not know: a typo (`titel:`) fails the build here
    // instead, naming the file, the line and the nearest known key (src/plugins/front-matter).
    parseFrontMatter: checkedFrontMatter(path.dirname(fileURLToPath(import.meta.url))),
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    v4: true,
    faster: true,
  },
  // The spec fixes the storage keys (`theme`, `docusaurus.announcement.*`,
  // `docs-preferred-version-default`): no namespace, although v4 would add one.
  storage: {
    type: 'localStorage',
    namespace: false,
  },

  i18n: {
    defaultLocale: 'zh-Hans',
    locales: ['zh-Hans', 'en'],
    localeConfigs: {
      'zh-Hans': {
        label: '简体中文',
        direction: 'ltr',
        htmlLang: 'zh-Hans',
        path: 'zh-Hans',
      },
      en: {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en',
        path: 'en',
      },
    },
  },

  headTags: [
    {
      // Hold the first paint until the navbar is parsed in full: a slow parser could otherwise
      // paint the right-hand items before the colour-mode toggle arrives and then move them left
      // (a layout shift the blog test caught on a loaded CI machine). Chromium-only, and harmless elsewhere.
      tagName: 'link',
      attributes: {rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render'},
    },
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // A single version, "current", labelled Next (the spec's version entry).
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          // `<ApiTable of="…" />` becomes the reference table of a declared interface, and
          // `<TypeMappingTable dialect="…" />` the code generator's type mapping, and
          // `<ConfigTable group="…" />` a group of the lexboot.* properties (src/data/config-properties.ts).
          beforeDefaultRemarkPlugins: [remarkApiTable, remarkTypeMapping, remarkConfigTable],
          remarkPlugins: [highlightCode],
          rehypePlugins: [rehypeInlineCode, rehypeFirstScreen, rehypeHeadingAliases],
        },
        // The blog is src/plugins/blog-feeds, the stock plugin with complete feeds (see `plugins`).
        blog: false,
        pages: {
          remarkPlugins: [highlightCode],
          rehypePlugins: [rehypeInlineCode, rehypeHeadingAliases],
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          // The search result page is for visitors, not for search engines.
          ignorePatterns: ['/search', '/*/search'],
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            (await defaultCreateSitemapItems(params)).map((item) => ({
              ...item,
              links: localeAlternates(item.url, params.siteConfig.baseUrl),
            })),
        },
      } satisfies Preset.Options,
    ],
  ],

  // Link prefetching waits for idle time instead of competing with start-up.
  clientModules: ['./src/plugins/idle-prefetch/client.ts'],

  plugins: [
    // First: stops the build when two copies of a Docusaurus package are installed.
    upstream,
    [
      codeHighlighting,
      {
        lightTheme: lightCodeTheme,
        darkTheme: darkCodeTheme,
        highlightedLineTint,
        additionalLanguages: PRISM_LANGUAGES,
      } satisfies CodeHighlightingOptions,
    ],
    ['./src/plugins/blog-feeds/index.ts', blogOptions],
    robotsTxt,
    markdownCopies,
    hydrationTransitions,
    liveDemos,
    ...(ALGOLIA ? [] : [searchRanking]),
    splitCodeTranslations,
    leanBundle,
    staticContent,
  ],

  // Local search (src/search): the plugin and its options are in src/search/adapter.
  themes: ALGOLIA ? [] : [searchTheme],

  themeConfig: {
    ...(ALGOLIA ? {algolia: ALGOLIA} : {}),
    image: SOCIAL_CARD,
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      // The text shown is translated in `src/theme/AnnouncementBar/Content`;
      // this copy is what screen readers of the raw config would see.
      content: 'LexBoot 社区版已开源，可免费用于商业项目。',
      // Colours from custom.css, so the bar follows the colour mode.
      backgroundColor: 'var(--lexboot-announcement-background)',
      textColor: 'var(--lexboot-announcement-color)',
      isCloseable: true,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      hideOnScroll: true,
      logo: {
        alt: 'LexBoot',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 164,
        height: 32,
      },
      items: [
        {to: '/product', label: '产品', position: 'left'},
        {to: '/pricing', label: '价格', position: 'left'},
        {to: '/get-in-touch', label: '联系我们', position: 'left'},
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: '学习',
          items: [
            {label: '文档', to: '/docs/intro'},
            {label: '博客', to: '/blog'},
          ],
        },
        {
          title: '社区',
          items: [
            {label: 'GitHub', href: brand.social.github},
            {label: '知乎', href: brand.social.zhihu},
          ],
        },
      ],
      // Rendered by `src/theme/Footer/Copyright`, which adds the ICP filing link.
      copyright: `Copyright © ${brand.copyrightYear} ${brand.companyLegalName}`,
    },
    prism: {
      // GitHub and Dracula, with token colours raised to WCAG AA contrast.
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: PRISM_LANGUAGES,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
