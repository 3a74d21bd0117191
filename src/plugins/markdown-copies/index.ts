/**
 * Plain-Markdown copies of the docs, for readers that want text rather than a page: language
 * models, and anyone who pastes a page into one. For the locale being built it writes
 *
 * - a copy of each doc beside its page: /docs/intro → /docs/intro.md, /en/docs/intro → /en/docs/intro.md;
 * - llms.txt at the locale's root (https://llmstxt.org): a summary, then a link to every doc's copy,
 *   one section per sidebar and one for the docs outside the sidebars;
 * - llms-full.txt beside it: the summary and every doc in full, in sidebar order.
 *
 * The docs are converted when the content loads (see ./convert.ts), so that a doc the converter
 * cannot handle fails `docusaurus start` and the build alike; the files are written after the build.
 * Links in the copies are absolute URLs of other copies, so that a copy still works once pasted
 * elsewhere. The texts of llms.txt are translated in i18n/<locale>/lexboot-markdown-copies/llms.json.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, TranslationFileContent} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {LinkProblem, mdxToMarkdown} from './convert';

export const PLUGIN_NAME = 'lexboot-markdown-copies';

/** The texts of llms.txt, in the default locale; `section.<sidebar id>` titles a sidebar's section. */
const MESSAGES = {
  summary: {
    message:
      'LexBoot 低代码开发框架是律启科技推出的管理后台代码生成框架，后端基于 Spring Boot 3 与 Java 17，前端基于 React 和 TypeScript。' +
      '它读取数据库表结构，生成后端接口和前端程序，并提供登录与权限、菜单、分页约定、多标签页工作区和数据表格等每个管理后台都要重复实现的部分。',
    description: 'llms.txt: the one-paragraph summary of LexBoot that opens the file',
  },
  note: {
    message: '以下链接均指向文档的 Markdown 版本；llms-full.txt 按同样的顺序收录了全部文档的完整内容。',
    description: 'llms.txt: the sentence under the summary, saying what the links point to',
  },
  'section.tutorialSidebar': {message: '教程', description: 'llms.txt: the section listing the tutorial docs'},
  'section.apiSidebar': {message: 'API 参考', description: 'llms.txt: the section listing the API reference docs'},
  'section.other': {
    message: '其他文档',
    description: 'llms.txt: the section listing the docs that are in no sidebar (such as Installation)',
  },
} satisfies TranslationFileContent;

type Messages = Record<string, string>;

export type MarkdownCopy = {
  title: string;
  description: string;
  /** Absolute URL of the copy, on the site's production origin. */
  url: string;
  /** Path of the copy inside the locale's output folder. */
  file: string;
  markdown: string;
};

export type LlmsSection = {title: string; copies: MarkdownCopy[]};

/** llms.txt: the name, the summary, a note, then one list of links per section. */
export function llmsTxt(name: string, messages: Messages, sections: LlmsSection[]): string {
  const parts = [`# ${name}`, `> ${messages.summary}`, messages.note ?? ''];
  for (const section of sections) {
    const items = section.copies.map(
      (copy) => `- [${copy.title}](${copy.url})${copy.description ? `: ${copy.description.replace(/\s+/g, ' ')}` : ''}`,
    );
    parts.push(`## ${section.title}\n\n${items.join('\n')}`);
  }
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** llms-full.txt: the name and summary, then every doc in the order of the sections. */
export function llmsFullTxt(name: string, messages: Messages, sections: LlmsSection[]): string {
  const docs = sections.flatMap((section) => section.copies.map((copy) => copy.markdown.trimEnd()));
  return `${[`# ${name}`, `> ${messages.summary}`, ...docs].join('\n\n')}\n`;
}

type SidebarItem = {type: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

/** The doc ids of a sidebar, in order (category pages before their items). */
function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category') {
      const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...link, ...sidebarDocIds(item.items ?? [])];
    }
    return [];
  });
}

/** The URL a link of `doc` should have in its copy: absolute, and to the copy when it names a doc. */
export function linkResolver(doc: DocMetadata, docFile: string, copyUrlOf: Map<string, string>, context: LoadContext) {
  const pageUrl = new URL(doc.permalink, context.siteConfig.url);
  return (url: string): string => {
    if (/^[a-z][a-z\d+.-]*:|^\/\/|^#/i.test(url)) return url;
    const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
    if (pathname.startsWith('/')) return new URL(`${context.baseUrl}${pathname.slice(1)}${rest}`, pageUrl).href;
    if (/\.mdx?$/.test(pathname)) {
      const file = path.resolve(path.dirname(docFile), decodeURIComponent(pathname));
      const target = copyUrlOf.get(file);
      if (!target) {
        const where = path.relative(context.siteDir, file);
        throw new LinkProblem(
          `the link ${url} names ${where}, which ${existsSync(file) ? 'is no doc of this locale' : 'does not exist'}.`,
          'Fix the path: it is relative to this file, and names the doc of the same language.',
        );
      }
      return `${target}${rest}`;
    }
    if (/\.\w+$/.test(pathname)) {
      const file = path.resolve(path.dirname(docFile), decodeURIComponent(pathname));
      const where = path.relative(context.siteDir, file);
      const name = path.basename(file);
      throw new LinkProblem(
        existsSync(file)
          ? `the link ${url} is to ${where}, a file beside the doc: it exists, but the page's Markdown copy (/docs/….md, llms-full.txt) cannot point to it.`
          : `the link ${url} is to ${where}, which does not exist.`,
        `Put the file in static/img/ (static/img/${name}) and link it from the site root: /img/${name}.`,
      );
    }
    return new URL(url, pageUrl).href;
  };
}

export default function markdownCopies(context: LoadContext): Plugin {
  const {baseUrl, siteConfig, siteDir} = context;
  const locale = context.i18n.currentLocale.startsWith('en') ? 'en' : 'zh';
  let sections: LlmsSection[] = [];
  let copies: MarkdownCopy[] = [];

  const plugin: Plugin<Messages> = {
    name: PLUGIN_NAME,

    loadContent() {
      return Object.fromEntries(Object.entries(MESSAGES).map(([id, {message}]) => [id, message]));
    },

    getTranslationFiles() {
      return [{path: 'llms', content: MESSAGES}];
    },

    translateContent({content, translationFiles}) {
      const translated = translationFiles[0]?.content ?? {};
      return Object.fromEntries(Object.keys(content).map((id) => [id, translated[id]?.message ?? content[id]!]));
    },

    allContentLoaded({allContent}) {
      const own = allContent[PLUGIN_NAME]?.default as Messages;
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version) throw new Error(`${PLUGIN_NAME}: the docs plugin loaded no docs.`);

      const fileOf = (doc: DocMetadata) => path.join(siteDir, doc.source.replace(/^@site\//, ''));
      const urlOf = (doc: DocMetadata) => `${siteConfig.url}${doc.permalink}.md`;
      const copyUrlOf = new Map(version.docs.map((doc) => [fileOf(doc), urlOf(doc)]));

      const byId = new Map<string, MarkdownCopy>();
      for (const doc of version.docs) {
        const file = fileOf(doc);
        const inOutDir = doc.permalink.slice(baseUrl.length).replace(/(^|\/)$/, '$1index');
        byId.set(doc.id, {
          title: doc.title,
          description: doc.description,
          url: urlOf(doc),
          file: `${inOutDir}.md`,
          markdown: mdxToMarkdown(readFileSync(file, 'utf8'), {
            file: path.relative(siteDir, file),
            title: doc.title,
            locale,
            link: linkResolver(doc, file, copyUrlOf, context),
          }),
        });
      }
      copies = [...byId.values()];

      const listed = new Set<string>();
      const listedCopies = (ids: string[]) =>
        ids.flatMap((id) => {
          const copy = byId.get(id);
          const doc = version.docs.find((d) => d.id === id);
          if (!copy || !doc || doc.unlisted || listed.has(id)) return [];
          listed.add(id);
          return [copy];
        });
      sections = Object.entries(version.sidebars).map(([sidebarId, items]) => {
        const title = own[`section.${sidebarId}`];
        if (!title) {
          throw new Error(
            `${PLUGIN_NAME}: the sidebar ${sidebarId} has no section title; add section.${sidebarId} to MESSAGES in src/plugins/markdown-copies/index.ts.`,
          );
        }
        return {title, copies: listedCopies(sidebarDocIds(items))};
      });
      const others = listedCopies(version.docs.map((doc) => doc.id).sort());
      if (others.length > 0) sections.push({title: own['section.other']!, copies: others});
    },

    async postBuild({outDir, content}) {
      await Promise.all(
        copies.map(async (copy) => {
          const target = path.join(outDir, copy.file);
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, copy.markdown);
        }),
      );
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(siteConfig.title, content, sections));
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(siteConfig.title, content, sections));
    },
  };
  // The config's `plugins` takes Plugin<unknown>, which a plugin typed by its content does not match.
  return plugin as Plugin;
}
