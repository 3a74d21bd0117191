/**
 * Front matter keys the content plugins know. Docusaurus ignores a key it does not know, so a typo
 * (`titel:`) would pass the build and leave the page with a title taken from its first heading. The
 * site's `markdown.parseFrontMatter` (docusaurus.config.ts) runs `frontMatterProblems` on every
 * Markdown file and fails on an unknown key, naming the file, the line and the nearest known key.
 *
 * The docs' keys are read from the docs plugin's own Joi schema. The blog and pages plugins keep
 * their schemas private, so their keys are listed here, checked by the type checker against the
 * plugins' declared front matter types in both directions (a key Docusaurus adds or drops is a
 * type error here).
 */
import path from 'node:path';
import {DocFrontMatterSchema} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import type {BlogPostFrontMatter} from '@docusaurus/plugin-content-blog';
import type {PageFrontMatter} from '@docusaurus/plugin-content-pages';

export type ContentKind = 'doc' | 'blog post' | 'page';

const BLOG_KEYS = {
  id: true,
  title: true,
  title_meta: true,
  description: true,
  sidebar_label: true,
  tags: true,
  slug: true,
  draft: true,
  unlisted: true,
  date: true,
  authors: true,
  author: true,
  author_title: true,
  author_url: true,
  author_image_url: true,
  authorTitle: true,
  authorURL: true,
  authorImageURL: true,
  image: true,
  keywords: true,
  hide_table_of_contents: true,
  toc_min_heading_level: true,
  toc_max_heading_level: true,
  last_update: true,
} satisfies Record<keyof BlogPostFrontMatter, true>;

const PAGE_KEYS = {
  title: true,
  description: true,
  image: true,
  slug: true,
  keywords: true,
  wrapperClassName: true,
  hide_table_of_contents: true,
  toc_min_heading_level: true,
  toc_max_heading_level: true,
  draft: true,
  unlisted: true,
  last_update: true,
} satisfies Record<keyof PageFrontMatter, true>;

function docKeys(): string[] {
  const description = DocFrontMatterSchema.describe() as {keys?: Record<string, unknown>};
  return Object.keys(description.keys ?? {});
}

/** The keys the content plugin of `kind` reads from front matter. */
export function knownKeys(kind: ContentKind): string[] {
  if (kind === 'doc') return docKeys();
  return Object.keys(kind === 'blog post' ? BLOG_KEYS : PAGE_KEYS);
}

/** Which content plugin reads the file (a path relative to the site), or undefined for none. */
export function contentKind(file: string): ContentKind | undefined {
  const posix = file.split(path.sep).join('/');
  if (/^(docs\/|i18n\/[^/]+\/docusaurus-plugin-content-docs\/)/.test(posix)) return 'doc';
  if (/^(blog\/|i18n\/[^/]+\/docusaurus-plugin-content-blog\/)/.test(posix)) return 'blog post';
  if (/^(src\/pages\/|i18n\/[^/]+\/docusaurus-plugin-content-pages\/)/.test(posix)) return 'page';
  return undefined;
}

/** Edit distance between two keys (insertions, deletions, substitutions, and swaps of neighbours). */
function distance(a: string, b: string): number {
  const d = Array.from({length: a.length + 1}, (_, i) => Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The known key closest to `key`, when it is close enough to be the one meant. */
export function nearestKey(key: string, known: readonly string[]): string | undefined {
  const normalized = key.toLowerCase().replace(/-/g, '_');
  let best: {key: string; distance: number} | undefined;
  for (const candidate of known) {
    const d = distance(normalized, candidate.toLowerCase());
    if (!best || d < best.distance) best = {key: candidate, distance: d};
  }
  return best && best.distance <= Math.max(2, Math.floor(key.length / 3)) ? best.key : undefined;
}

/**
 * One message per front matter key the plugin reading `file` does not know, naming the file, the
 * key's line and what to write instead. `file` is relative to the site; `source` is the file's text.
 */
export function frontMatterProblems(file: string, source: string, frontMatter: Record<string, unknown>): string[] {
  const kind = contentKind(file);
  if (!kind) return [];
  const known = knownKeys(kind);
  const lines = source.split(/\r?\n/);
  return Object.keys(frontMatter)
    .filter((key) => !known.includes(key))
    .map((key) => {
      const index = lines.findIndex((line, i) => i > 0 && line.startsWith(`${key}:`));
      const where = index < 0 ? file : `${file}:${index + 1}`;
      const nearest = nearestKey(key, known);
      const fix = nearest
        ? `did you mean "${nearest}"? Rename the key.`
        : `remove it, or use one of the keys a ${kind} takes: ${[...known].sort().join(', ')}.`;
      return `${where}: the front matter key "${key}" is not one Docusaurus reads for a ${kind}; ${fix}`;
    });
}

type ParseFrontMatterParams = {
  filePath: string;
  fileContent: string;
  defaultParseFrontMatter: (params: {filePath: string; fileContent: string}) => Promise<{
    frontMatter: Record<string, unknown>;
    content: string;
  }>;
};

/**
 * The site's `markdown.parseFrontMatter`: Docusaurus's own parser, then the check above. A YAML
 * error is reported with the file's path relative to the site.
 */
export function checkedFrontMatter(siteDir: string) {
  return async ({filePath, fileContent, defaultParseFrontMatter}: ParseFrontMatterParams) => {
    const file = path.relative(siteDir, filePath);
    const result = await defaultParseFrontMatter({filePath, fileContent});
    const problems = frontMatterProblems(file, fileContent, result.frontMatter);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return result;
  };
}
