/**
 * Docusaurus's blog plugin, with what its feeds lack:
 *
 * - each feed names its own address (`rel="self"`): RSS 2.0 by an `atom:link` in the channel,
 *   Atom 1.0 by a `<link rel="self">`, as feed validators ask. The plugin's feed library could write
 *   them, but the plugin gives it no address, so they are added to the XML once it is written;
 * - the `<link rel="alternate">` of each feed in the page heads is titled in the page's language
 *   (the plugin writes "LexBoot RSS Feed" on Chinese pages too);
 * - the Atom feed says its language (`xml:lang` on `<feed>`); the feed library writes the feed
 *   option `language` into RSS's `<language>` only.
 *
 * The feeds' own title, description and language are plain feed options (docusaurus.config.ts).
 * Used in place of the preset's blog, with the same options, named by its path in the site's
 * configuration so that Docusaurus finds `validateOptions` beside it.
 */
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import type {HtmlTags, LoadContext, Plugin} from '@docusaurus/types';
import {blog} from '../../data/blog';
import {localized} from '../../data/brand';

const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';

/** The feeds this plugin completes: file name in the blog's folder and media type. */
export const FEEDS = {
  rss: {file: 'rss.xml', type: 'application/rss+xml'},
  atom: {file: 'atom.xml', type: 'application/atom+xml'},
} as const;
type CompletedFeed = keyof typeof FEEDS;

function isCompletedFeed(type: string): type is CompletedFeed {
  return Object.hasOwn(FEEDS, type);
}

/** Text as an XML attribute value. */
function xmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * An RSS 2.0 document with an `<atom:link rel="self">` to `href` first in its channel and the Atom
 * namespace declared on its root; unchanged when the channel already has one.
 */
export function addRssSelfLink(xml: string, href: string): string {
  if (/<atom:link\b[^>]*\brel="self"/.test(xml)) return xml;
  const root = /<rss\b[^>]*>/.exec(xml);
  const channel = /<channel>(\s*)/.exec(xml);
  if (!root || !channel) throw new Error('Not an RSS 2.0 document: no <rss> root with a <channel>');
  const rootTag = /\sxmlns:atom=/.test(root[0]) ? root[0] : root[0].replace(/\s*>$/, ` xmlns:atom="${ATOM_NAMESPACE}">`);
  const indent = channel[1] || '\n';
  const link = `<atom:link href="${xmlAttribute(href)}" rel="self" type="${FEEDS.rss.type}"/>`;
  const withLink = `${xml.slice(0, channel.index)}<channel>${indent}${link}${indent}${xml.slice(channel.index + channel[0].length)}`;
  return withLink.replace(root[0], rootTag);
}

/**
 * An Atom 1.0 document with a `<link rel="self">` to `href` beside its other feed-level link (or
 * after its id); unchanged when the feed already has one.
 */
export function addAtomSelfLink(xml: string, href: string): string {
  const entryAt = xml.search(/<entry\b/);
  const head = entryAt === -1 ? xml : xml.slice(0, entryAt);
  if (!/<feed\b[^>]*>/.test(head)) throw new Error('Not an Atom 1.0 document: no <feed> root');
  if (/<link\b[^>]*\brel="self"/.test(head)) return xml;
  const anchor = /(\s*)<link\b[^>]*\brel="alternate"[^>]*\/>/.exec(head) ?? /(\s*)<id>[^<]*<\/id>/.exec(head);
  if (!anchor) throw new Error('An Atom feed without an <id>');
  const at = anchor.index + anchor[0].length;
  const link = `<link rel="self" type="${FEEDS.atom.type}" href="${xmlAttribute(href)}"/>`;
  return `${xml.slice(0, at)}${anchor[1] || '\n'}${link}${xml.slice(at)}`;
}

/** An Atom 1.0 document whose root says `xml:lang="language"`; unchanged when it says one already. */
export function addAtomLanguage(xml: string, language: string): string {
  const root = /<feed\b[^>]*>/.exec(xml);
  if (!root) throw new Error('Not an Atom 1.0 document: no <feed> root');
  if (/\sxml:lang=/.test(root[0])) return xml;
  return xml.replace(root[0], root[0].replace(/\s*(\/?)>$/, ` xml:lang="${xmlAttribute(language)}"$1>`));
}

/** The feed links of the plugin's head tags, titled in `locale`; other tags as they are. */
export function titleFeedLinks(tags: HtmlTags | undefined, locale: string): HtmlTags | undefined {
  if (!Array.isArray(tags)) return tags;
  return tags.map((tag) => {
    if (typeof tag === 'string' || tag.tagName !== 'link' || tag.attributes?.rel !== 'alternate') return tag;
    const feed = Object.entries(FEEDS).find(([, {type}]) => type === tag.attributes?.type)?.[0];
    if (feed === undefined || !isCompletedFeed(feed))
      throw new Error(`No title in src/data/blog.ts for the feed link of type ${String(tag.attributes?.type)}`);
    return {...tag, attributes: {...tag.attributes, title: localized(blog.feedLinkTitle[feed], locale)}};
  });
}

export default async function blogFeedsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const plugin = await blogPlugin(context, options);
  const {siteConfig, i18n} = context;
  return {
    ...plugin,
    injectHtmlTags(args) {
      const injected = plugin.injectHtmlTags?.(args) ?? {};
      return {...injected, headTags: titleFeedLinks(injected.headTags, i18n.currentLocale)};
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      for (const type of options.feedOptions.type ?? []) {
        if (!isCompletedFeed(type)) continue;
        const {file} = FEEDS[type];
        const feedFile = path.join(props.outDir, options.routeBasePath, file);
        // No posts (or none listed): the plugin writes no feed.
        if (!existsSync(feedFile)) continue;
        const href = `${siteConfig.url}${siteConfig.baseUrl}${options.routeBasePath}/${file}`;
        const xml = await readFile(feedFile, 'utf8');
        const {language} = options.feedOptions;
        const atom = (text: string) => (language ? addAtomLanguage(text, language) : text);
        await writeFile(feedFile, type === 'rss' ? addRssSelfLink(xml, href) : atom(addAtomSelfLink(xml, href)));
      }
    },
  };
}

/** The stock plugin's: the options are the same. */
export {validateOptions};
