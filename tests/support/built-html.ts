// Reads the production build in build/ as crawlers and link previews get it: the HTML of its
// pages (minified: attribute values are often unquoted) and its feeds, without a browser.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const BUILD = path.resolve(import.meta.dirname, '..', '..', process.env.BUILD_DIR ?? 'build');

/**
 * The built pages under `dir` (relative to the build), as paths relative to the build. The runner
 * (run/index.html, scripts/runner.mjs) is no page: a document only ever shown inside a frame.
 */
export function builtPages(dir = ''): string[] {
  return readdirSync(path.join(BUILD, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && !path.join(dir, file).startsWith(`run${path.sep}`))
    .map((file) => path.join(dir, file));
}

export function readBuilt(file: string): string {
  return readFileSync(path.join(BUILD, file), 'utf8');
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * The attributes of an opening tag's inside (`name=value`, quoted or not). As in HTML, an unquoted
 * value ends at a space or `>` only: `href=https://www.lexboot.cn/ />` is `https://www.lexboot.cn/`.
 */
function attributes(inside: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of inside.matchAll(/([\w:.-]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
    const raw = match[2] ?? '';
    found[match[1]!.toLowerCase()] = decode(/^["']/.test(raw) ? raw.slice(1, -1) : raw);
  }
  return found;
}

/** The attributes of every `<tag>` in the document's head. */
export function headTags(html: string, tag: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${tag}\\s([^>]*?)\\/?>`, 'gi'))].map((match) => attributes(match[1]!));
}

/** The `content` of each `<meta>` whose `key` attribute (name or property) is `value`. */
export function metaContents(html: string, key: 'name' | 'property', value: string): string[] {
  return headTags(html, 'meta')
    .filter((meta) => meta[key] === value)
    .map((meta) => meta.content ?? '');
}

/** The parsed JSON-LD blocks of a page. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** Every link of the page's body: its attributes and its visible text (tags dropped, spaces collapsed). */
export function links(html: string): {attributes: Record<string, string>; text: string}[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<a(\s[^>]*)?>([\s\S]*?)<\/a>/g)].map((match) => ({
    attributes: attributes(match[1] ?? ''),
    text: decode(match[2]!.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}
