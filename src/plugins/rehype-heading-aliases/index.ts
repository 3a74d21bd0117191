/**
 * Rehype plugin: a section keeps the deep links written before its heading had an explicit id.
 *
 * A heading's id is its explicit id (`## 常见问题 {/* #common-errors *\/}`), the same in both
 * languages, so that the language menu, which keeps the `#fragment`, opens the same section. Before
 * issue 28 a Chinese heading's id was the slug of its text (`#常见问题`), and links, bookmarks and
 * shared addresses still carry those: the Chinese page opened at its top, and so did the English page
 * the language menu led to with the same fragment. Each heading of a doc, post or Markdown page now
 * has, right before it, an empty `<span id>` for each slug its text gave in either language, where
 * that slug is not its id, on both languages' pages: `#常见问题` lands on 常见问题 and, after a switch, on Common
 * errors. The slugs are those Docusaurus gave (its slugger, one per page, over every heading in order).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {HastNode} from '../hast';

/** Where each kind of content lives in the default locale (zh-Hans) and in English. */
const ROOTS = [
  {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'},
  {zh: 'blog', en: 'i18n/en/docusaurus-plugin-content-blog'},
  {zh: 'src/pages', en: 'i18n/en/docusaurus-plugin-content-pages'},
] as const;

/** The class of the alias targets (custom.css gives them the headings' scroll margin). */
export const ALIAS_CLASS = 'heading-alias';

/**
 * For each heading of a Markdown/MDX text that has an explicit id, the slug its text had as an id
 * without one (`## 常见问题 {/* #common-errors *\/}`: common-errors → 常见问题). Headings inside
 * fenced code and the front matter are not headings.
 */
export function textSlugs(markdown: string): Map<string, string> {
  const slugger = createSlugger();
  const slugs = new Map<string, string>();
  let fence: string | undefined;
  const lines = markdown.split('\n');
  const frontMatterEnd = lines[0]?.trim() === '---' ? lines.findIndex((line, index) => index > 0 && line.trim() === '---') : -1;
  for (const [index, line] of lines.entries()) {
    if (index <= frontMatterEnd) continue;
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === undefined) fence = marker;
      else if (marker.startsWith(fence.charAt(0)) && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const explicit = /\s*(?:\{\/\*\s*#([\w-]+)\s*\*\/\}|\{#([\w-]+)\})$/.exec(heading);
    // The heading's text as the page shows it: links, code spans and emphasis reduced to their text.
    const shown = heading
      .slice(0, explicit?.index ?? heading.length)
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`|\*\*?/g, '');
    const slug = slugger.slug(shown);
    const id = explicit?.[1] ?? explicit?.[2];
    if (id !== undefined) slugs.set(id, slug);
  }
  return slugs;
}

/** The file of each language of a content file (relative to the site), or none for other files. */
export function twins(relative: string): {zh: string; en: string} | undefined {
  const file = relative.split(path.sep).join('/');
  for (const root of ROOTS) {
    for (const own of [root.en, root.zh]) {
      if (file.startsWith(`${own}/`)) {
        const rest = file.slice(own.length + 1);
        return {zh: `${root.zh}/${rest}`, en: `${root.en}/${rest}`};
      }
    }
  }
  return undefined;
}

/** For each explicit id of a content file's headings, the other ids its section answers to. */
export function headingAliases(siteDir: string, relative: string): Map<string, string[]> {
  const aliases = new Map<string, string[]>();
  const pair = twins(relative);
  if (!pair) return aliases;
  for (const file of [pair.zh, pair.en]) {
    const absolute = path.join(siteDir, file);
    if (!existsSync(absolute)) continue;
    for (const [id, slug] of textSlugs(readFileSync(absolute, 'utf8'))) {
      const known = aliases.get(id) ?? [];
      if (slug !== id && !known.includes(slug)) aliases.set(id, [...known, slug]);
    }
  }
  return aliases;
}

function ids(node: HastNode, found: Set<string>): Set<string> {
  const id = node.properties?.id;
  if (typeof id === 'string') found.add(id);
  node.children?.forEach((child) => ids(child, found));
  return found;
}

function isHeadingWithAliases(node: HastNode, aliases: Map<string, string[]>): node is HastNode & {properties: {id: string}} {
  const id = node.properties?.id;
  return node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '') && typeof id === 'string' && aliases.has(id);
}

/**
 * Puts the targets right before their heading, not inside it: the theme's heading names its "#"
 * link after its text only when that text is all it holds (otherwise after its id), and a block
 * of its own would be laid out late on a first load (custom.css, `content-visibility`), where an
 * empty inline element is not. An empty inline element between blocks takes no room.
 */
function addAliases(node: HastNode, aliases: Map<string, string[]>, taken: Set<string>): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (!isHeadingWithAliases(child, aliases)) {
      addAliases(child, aliases, taken);
      return [child];
    }
    const targets: HastNode[] = (aliases.get(child.properties.id) ?? [])
      .filter((alias) => !taken.has(alias))
      .map((alias) => {
        taken.add(alias);
        return {type: 'element', tagName: 'span', properties: {id: alias, className: [ALIAS_CLASS]}, children: []};
      });
    return [...targets, child];
  });
}

export default function rehypeHeadingAliases() {
  return (tree: HastNode, file: {path?: string; cwd?: string}) => {
    if (!file.path) return;
    const siteDir = file.cwd ?? process.cwd();
    const aliases = headingAliases(siteDir, path.relative(siteDir, file.path));
    if (aliases.size > 0) addAliases(tree, aliases, ids(tree, new Set()));
  };
}
