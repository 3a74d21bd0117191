// What the site's content adds up to, read from the content itself: the doc ids of each sidebar
// (sidebars.ts), the blog's posts and the tags they use (blog/), the pages (src/pages). The route
// manifest of tests/support/site.ts and the docs checks derive from these, so that a writer who adds a
// doc, a post or a page edits the content and the sidebar, never a test.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import sidebars from '../../sidebars';

/** The site's folder: this file is tests/support/content.ts. */
export const SITE_DIR = path.resolve(import.meta.dirname, '..', '..');

type SidebarCategory = {type: 'category'; key?: string; label?: string; items: unknown[]};

const isCategory = (item: unknown): item is SidebarCategory =>
  typeof item === 'object' && item !== null && (item as {type?: unknown}).type === 'category';

function sidebarItems(name: string): unknown[] {
  const items = (sidebars as Record<string, unknown>)[name];
  if (!Array.isArray(items)) throw new Error(`sidebars.ts has no sidebar "${name}"`);
  return items;
}

/** Every doc id of a sidebar of sidebars.ts, in reading order, categories flattened. */
export function sidebarDocIds(name: string): string[] {
  const walk = (items: unknown[]): string[] =>
    items.flatMap((item) =>
      typeof item === 'string'
        ? [item]
        : isCategory(item)
          ? walk(item.items)
          : typeof item === 'object' && item !== null && (item as {type?: unknown}).type === 'doc'
            ? [String((item as {id: unknown}).id)]
            : [],
    );
  return walk(sidebarItems(name));
}

/** The doc ids of a category of the tutorial sidebar (sidebars.ts, by its `key`), in reading order. */
export function tutorialCategory(key: string): string[] {
  const category = sidebarItems('tutorialSidebar')
    .filter(isCategory)
    .find((item) => item.key === key);
  if (!category) throw new Error(`sidebars.ts has no category with key: '${key}' in tutorialSidebar; add it, or fix the key`);
  return category.items.filter((entry): entry is string => typeof entry === 'string');
}

/** The YAML front matter of a Markdown/MDX text, or {} when it has none. */
export function frontMatter(text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  const data: unknown = match ? parseYaml(match[1] ?? '') : {};
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

export type BlogPost = {file: string; slug: string; tags: string[]};

/** The posts of blog/ (the default locale's, which the English ones mirror), by file name. */
export function blogPostFiles(siteDir = SITE_DIR): BlogPost[] {
  const dir = path.join(siteDir, 'blog');
  return readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => {
      const data = frontMatter(readFileSync(path.join(dir, name), 'utf8'));
      // Without a `slug`, the plugin takes the file name less its date and extension.
      const slug = typeof data.slug === 'string' ? data.slug : name.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '');
      const tags = Array.isArray(data.tags) ? data.tags.map(String) : [];
      return {file: `blog/${name}`, slug: slug.replace(/^\//, ''), tags};
    });
}

/** The site paths of src/pages (`/` for index), private folders (`_…`) and CSS modules aside. */
export function pageRoutes(siteDir = SITE_DIR): string[] {
  const dir = path.join(siteDir, 'src/pages');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true})
    .map(String)
    .filter((name) => /\.(tsx|jsx|js|md|mdx)$/.test(name) && !name.split(path.sep).some((part) => part.startsWith('_')))
    .map((name) => `/${name.replace(/\.(tsx|jsx|js|md|mdx)$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1'))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}
