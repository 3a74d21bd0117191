// Accessible names in the page's language, read over build/ without a browser: on every Chinese page,
// each name a screen reader says (aria-label, aria-description, title, alt, and text hidden for screen
// readers only) holds Chinese, unless it is a proper name or code (the allowlist); on every English
// page, none holds Chinese. The theme's zh-Hans pack leaves some names in English ("(opens in new
// tab)", "Expand the dropdown"): i18n/zh-Hans/code.json translates them. Names that only scripts
// render (the mobile menu's) are checked in the translations themselves, below.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse, type DefaultTreeAdapterMap} from 'parse5';
import {builtPages, readBuilt} from '../support/built-html';

const HAN = /\p{Script=Han}/u;

/**
 * Names that are the same in both languages: the product's and other proper names, and code (a file
 * or a component). A name made only of these words (and punctuation, digits) needs no Chinese.
 */
const SAME_IN_BOTH = [
  /^LexBoot$/,
  /^(GitHub|Gitee|RSS|Atom|JSON|LexBoot|DataGrid|ICP)$/,
  // A file path, or a file or a type name as code: web/src/theme.ts, LegalCaseController.java.
  /^[\w@.-]+(\/[\w@.-]+)*\.(java|ts|tsx|sql|xml|yml|yaml|json|md|mdx|properties|gradle|kts)$/,
];

function sameInBoth(name: string): boolean {
  return SAME_IN_BOTH.some((pattern) => pattern.test(name));
}

const NAMING = ['aria-label', 'aria-description', 'aria-roledescription', 'title', 'alt'];
/** Classes of text shown only to screen readers (Docusaurus's and the site's). */
const SCREEN_READER_ONLY = /(^|\s)(sr-only|visually-hidden|visuallyHidden[\w-]*)(\s|$)/;
/** Code blocks (their titles are file names, their text code), scripts and styles: no names. */
const SKIPPED = new Set(['script', 'style', 'pre', 'template', 'noscript']);

interface Name {
  kind: string;
  name: string;
}

type Node = DefaultTreeAdapterMap['node'];

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

/**
 * The names in a page's body, read by parse5 (the HTML standard's parser): the naming attributes of
 * every element, and the text of screen-reader-only elements, outside code blocks and scripts.
 */
export function accessibleNames(html: string): Name[] {
  const names: Name[] = [];
  const visit = (node: Node): void => {
    if (!('tagName' in node)) return;
    if (SKIPPED.has(node.tagName)) return;
    const attribute = (name: string) => node.attrs.find((a) => a.name === name)?.value;
    for (const key of NAMING) {
      const value = attribute(key)?.trim();
      if (value) names.push({kind: key, name: value});
    }
    if (SCREEN_READER_ONLY.test(attribute('class') ?? '')) {
      const text = textOf(node).replace(/\s+/g, ' ').trim();
      if (text) names.push({kind: 'screen-reader text', name: text});
      return;
    }
    node.childNodes.forEach(visit);
  };
  const body = parse(html).childNodes.find((n) => n.nodeName === 'html');
  if (body && 'childNodes' in body) body.childNodes.filter((n) => n.nodeName === 'body').forEach(visit);
  return names;
}

/** Words a reader would read: letters of any script, digits and signs dropped. */
const hasWords = (name: string) => /\p{L}{2,}/u.test(name);

const pages = builtPages().filter((page) => !page.startsWith(`en${path.sep}`));
const englishPages = builtPages('en');

test('every Chinese page: each accessible name is in Chinese, unless a proper name or code', () => {
  assert.ok(pages.length > 40, `pages: ${pages.length}`);
  const found = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const {kind, name} of accessibleNames(readBuilt(page))) {
      if (HAN.test(name) || !hasWords(name) || sameInBoth(name)) continue;
      const key = `${kind}: "${name}"`;
      if (!found.has(key)) found.set(key, new Set());
      found.get(key)!.add(page);
    }
  }
  const report = [...found].map(([key, where]) => `${key} on ${where.size} page(s), e.g. ${[...where][0]}`);
  assert.deepEqual(report, []);
});

test('every English page: no accessible name holds Chinese', () => {
  assert.ok(englishPages.length > 40, `pages: ${englishPages.length}`);
  const found = new Set<string>();
  for (const page of englishPages) {
    for (const {kind, name} of accessibleNames(readBuilt(page))) {
      if (HAN.test(name)) found.add(`${page}: ${kind}: "${name}"`);
    }
  }
  assert.deepEqual([...found], []);
});

test('the theme names that only scripts render (menus, buttons) are translated for Chinese pages', () => {
  // Every name the theme has (its base pack), in Chinese as the build merges them: the site's
  // translation, else the theme's zh-Hans pack, else the theme's English.
  const packs = path.join(import.meta.dirname, '../../node_modules/@docusaurus/theme-translations/locales');
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const base = read(path.join(packs, 'base/theme-common.json'));
  const zh = read(path.join(packs, 'zh-Hans/theme-common.json'));
  const site = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../i18n/zh-Hans/code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  const english: string[] = [];
  for (const [id, message] of Object.entries(base)) {
    // Names: the keys of ARIA labels, titles and button texts.
    if (id.endsWith('___DESCRIPTION') || !/aria|label|title|button|close|copy|toggle|skip|expand|collapse/i.test(id)) continue;
    const text = site[id]?.message ?? zh[id] ?? message;
    if (!HAN.test(text) && hasWords(text.replace(/\{\w+\}/g, ''))) english.push(`${id}: "${text}"`);
  }
  assert.deepEqual(english, []);
});
