// Checks on the Markdown sources of the docs, blog and Markdown pages: that both locales have every
// file with the same outline, and that code blocks declare a language and parse. Used by the docs
// checks in tests/docs/; each function returns readable problems instead of throwing,
// so that one run names every file that needs fixing.
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse as parseYaml, parseAllDocuments} from 'yaml';
import sqlParser from 'node-sql-parser';
import {createSlugger} from '@docusaurus/utils';
import {blogPostFiles, frontMatter, pageRoutes} from './content';
import {mdxExpressionMessage, proseExpression} from '../../src/plugins/markdown-copies/convert';

/** A kind of content, where it lives in the default locale (zh-Hans) and in English. */
export type ContentRoot = {kind: string; zh: string; en: string};

/** One content file of either locale, with its counterpart's path (which may be missing). */
export type ContentPair = {kind: string; zh: string; en: string; zhExists: boolean; enExists: boolean};

/**
 * A fenced code block: its language and the rest of its info string (`meta`), the 1-based lines of its
 * opening and closing fences, its text, and whether the file ends before the block is closed.
 */
export type CodeBlock = {lang: string; meta: string; line: number; end: number; code: string; unclosed?: true};

/** What both locales of a page must share. */
export type Outline = {h2: number; h3: number; languages: string[]};

/** Where each kind of content lives in the default locale (zh-Hans) and in English. */
export const CONTENT_ROOTS: readonly ContentRoot[] = [
  {kind: 'doc', zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'},
  {kind: 'blog post', zh: 'blog', en: 'i18n/en/docusaurus-plugin-content-blog'},
  {kind: 'Markdown page', zh: 'src/pages', en: 'i18n/en/docusaurus-plugin-content-pages'},
];

/** Languages a fenced code block may declare; anything else is probably a typo. */
export const KNOWN_LANGUAGES = new Set([
  'bash',
  'shell',
  'text',
  'java',
  'kotlin',
  'groovy',
  'xml',
  'properties',
  'yaml',
  'json',
  'sql',
  'ts',
  'tsx',
  'js',
  'jsx',
  'css',
  'http',
  'diff',
  'nginx',
  'ini',
  'dockerfile',
  'powershell',
]);

/** The Markdown/MDX files under `root`, relative to it. */
function markdownFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, {recursive: true})
    .map(String)
    .filter((name) => /\.mdx?$/.test(name));
}

/** Every content file of either locale, paired with its counterpart (which may be missing). */
export function contentPairs(siteDir: string): ContentPair[] {
  return CONTENT_ROOTS.flatMap(({kind, zh, en}) => {
    const names = new Set([...markdownFiles(path.join(siteDir, zh)), ...markdownFiles(path.join(siteDir, en))]);
    return [...names].sort().map((name) => ({
      kind,
      zh: path.join(zh, name),
      en: path.join(en, name),
      zhExists: existsSync(path.join(siteDir, zh, name)),
      enExists: existsSync(path.join(siteDir, en, name)),
    }));
  });
}

/**
 * The fenced code blocks of a Markdown/MDX text, with the 1-based lines of their opening and closing
 * fences (`line`, `end`). Lines inside blocks are not headings; the outline below relies on that.
 */
export function codeBlocks(text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  let open: {marker: string; lang: string; meta: string; line: number; body: string[]} | undefined;
  for (const [index, line] of lines.entries()) {
    const fence = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    // The groups always take part in a match: a fence's marker, and its info string (maybe empty).
    const marker = fence?.[2] ?? '';
    const info = (fence?.[3] ?? '').trim();
    if (!open) {
      if (fence) {
        const [lang = '', ...meta] = info.split(/\s+/);
        open = {marker, lang, meta: meta.join(' '), line: index + 1, body: []};
      }
    } else if (fence && marker.startsWith(open.marker.charAt(0)) && marker.length >= open.marker.length && !info) {
      blocks.push({lang: open.lang, meta: open.meta, line: open.line, end: index + 1, code: open.body.join('\n')});
      open = undefined;
    } else {
      open.body.push(line);
    }
  }
  if (open) {
    blocks.push({lang: open.lang, meta: open.meta, line: open.line, end: lines.length, code: open.body.join('\n'), unclosed: true});
  }
  return blocks;
}

/** h2/h3 counts and the code-block languages in order: what both locales of a page must share. */
export function outline(text: string): Outline {
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  const blocks = codeBlocks(body);
  const inBlock = (lineNumber: number) => blocks.some((b) => lineNumber >= b.line && lineNumber <= b.end);
  const headings = body.split('\n').filter((line, index) => !inBlock(index + 1));
  return {
    h2: headings.filter((line) => line.startsWith('## ')).length,
    h3: headings.filter((line) => line.startsWith('### ')).length,
    languages: blocks.map((b) => b.lang || '(none)'),
  };
}

/** What differs between the two locales of each page, one line per file. */
export function parityProblems(siteDir: string, pairs: readonly ContentPair[] = contentPairs(siteDir)): string[] {
  return pairs.flatMap((pair) => {
    if (!pair.zhExists) return [`${pair.en}: ${pair.kind} has no Chinese version at ${pair.zh}`];
    if (!pair.enExists) return [`${pair.zh}: ${pair.kind} has no English version at ${pair.en}`];
    const zh = outline(readFileSync(path.join(siteDir, pair.zh), 'utf8'));
    const en = outline(readFileSync(path.join(siteDir, pair.en), 'utf8'));
    const problems: string[] = [];
    if (zh.h2 !== en.h2 || zh.h3 !== en.h3) {
      problems.push(`${pair.zh} has ${zh.h2} h2 and ${zh.h3} h3 headings; ${pair.en} has ${en.h2} and ${en.h3}`);
    }
    if (zh.languages.join(',') !== en.languages.join(',')) {
      problems.push(`${pair.zh} has code blocks [${zh.languages.join(', ')}]; ${pair.en} has [${en.languages.join(', ')}]`);
    }
    return problems;
  });
}

const sql = new sqlParser.Parser();

/** The first line of the message of what a parser threw (JSON.parse, yaml and node-sql-parser throw errors). */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : (error as {message?: unknown}).message;
  return String(message).split('\n')[0] ?? '';
}

/** Parses a SQL block as MySQL 8 or PostgreSQL; the error of the closer dialect otherwise. */
function sqlProblem(code: string, meta: string): string | undefined {
  const dialects = /postgres/i.test(meta) ? ['PostgreSQL'] : /mysql/i.test(meta) ? ['MySQL'] : ['MySQL', 'PostgreSQL'];
  const errors: string[] = [];
  for (const database of dialects) {
    try {
      sql.astify(code, {database});
      return undefined;
    } catch (error) {
      errors.push(`${database}: ${firstLine(error)}`);
    }
  }
  return errors.join('; ');
}

/** Problems of each code block of one file: no language, an unknown one, or content that does not parse. */
export function codeBlockProblems(file: string, text: string): string[] {
  return codeBlocks(text).flatMap((block) => {
    const where = `${file}:${block.line}`;
    if (block.unclosed) return [`${where}: code block is never closed`];
    if (!block.lang) return [`${where}: code block declares no language (write \`\`\`ts, \`\`\`bash, …)`];
    if (!KNOWN_LANGUAGES.has(block.lang)) return [`${where}: unknown code-block language "${block.lang}"`];
    try {
      if (block.lang === 'json') JSON.parse(block.code);
      if (block.lang === 'yaml') {
        // A block may hold several documents (`---`), as a multi-profile application.yml does.
        const [failed] = parseAllDocuments(block.code).flatMap((doc) => doc.errors);
        if (failed) throw failed;
      }
    } catch (error) {
      return [`${where}: ${block.lang} does not parse: ${firstLine(error)}`];
    }
    if (block.lang === 'sql') {
      const problem = sqlProblem(block.code, block.meta);
      if (problem) return [`${where}: SQL does not parse (${problem})`];
    }
    return [];
  });
}

/** Every content file of both locales, for the code-block checks. */
export function allContentFiles(siteDir: string): string[] {
  return contentPairs(siteDir).flatMap((pair) => [...(pair.zhExists ? [pair.zh] : []), ...(pair.enExists ? [pair.en] : [])]);
}

/** The doc ids of a category of the tutorial sidebar: read from sidebars.ts by tests/support/content.ts. */
export {tutorialCategory} from './content';

/**
 * Braces in prose that MDX would read as JavaScript (`{caseNo}`), each with its line and the fix, as
 * the build's Markdown copies report them (src/plugins/markdown-copies/convert.ts). Code blocks, code
 * spans, JSX lines, import/export lines, MDX comments and headings' explicit ids are not prose.
 */
export function mdxExpressionProblems(file: string, text: string): string[] {
  const frontMatterLines = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)?.[0].split('\n').length ?? 0;
  const blocks = codeBlocks(text);
  const inBlock = (lineNumber: number) => blocks.some((b) => lineNumber >= b.line && lineNumber <= b.end);
  return text.split('\n').flatMap((line, index) => {
    const lineNumber = index + 1;
    if (index < frontMatterLines - 1 || inBlock(lineNumber)) return [];
    const trimmed = line.trim();
    if (/^(<|import\s|export\s)/.test(trimmed) || /^\{\/\*[\s\S]*\*\/\}$/.test(trimmed)) return [];
    const expression = proseExpression(line.replace(/\s*\{\/\*\s*#[\w-]+\s*\*\/\}\s*$/, '').replace(/\{\/\*.*?\*\/\}/g, ''));
    return expression === undefined ? [] : [`${file}:${lineNumber}: ${mdxExpressionMessage(expression).join(' ')}`];
  });
}

/** The lines of a text outside its front matter and code blocks, 1-based, with code spans blanked. */
function proseLines(text: string): Array<{line: number; text: string; raw: string}> {
  const frontMatterLines = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)?.[0].split('\n').length ?? 0;
  const blocks = codeBlocks(text);
  return text
    .split('\n')
    .map((line, index) => ({line: index + 1, text: line}))
    .filter(({line}) => line >= frontMatterLines && !blocks.some((b) => line >= b.line && line <= b.end))
    .map(({line, text: raw}) => ({line, raw, text: raw.replace(/(`+)[^`][\s\S]*?\1/g, (span) => span.replace(/[^`]/g, ' '))}));
}

/** A Markdown heading line without its explicit id: `## 术语 {/* #glossary *\/}` reads `## 术语`. */
export function withoutHeadingId(line: string): string {
  return line.replace(/\s*(?:\{\/\*\s*#[\w-]+\s*\*\/\}|\{#[\w-]+\})\s*$/, '');
}

/** A heading's text as the page shows it: code spans, emphasis and links reduced to their text. */
function shownText(heading: string): string {
  return heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`|\*\*?/g, '');
}

/**
 * The ids a page's headings get, as Docusaurus gives them (its slugger, @docusaurus/utils): an
 * explicit id (`## 标题 {/* #id *\/}`) or the slug of the heading's text; and the `id="…"` of HTML.
 */
export function headingIds(text: string): Set<string> {
  const slugger = createSlugger();
  const ids = new Set<string>();
  for (const {text: line, raw} of proseLines(text)) {
    for (const match of line.matchAll(/\bid="([^"]+)"/g)) ids.add(match[1]!);
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(raw);
    if (!heading) continue;
    const explicit = /\{\/\*\s*#([\w-]+)\s*\*\/\}$|\{#([\w-]+)\}$/.exec(heading[1]!);
    if (explicit) {
      ids.add(slugger.slug(explicit[1] ?? explicit[2]!, {maintainCase: true}));
      continue;
    }
    ids.add(slugger.slug(shownText(heading[1]!)));
  }
  return ids;
}

/**
 * Each heading with an explicit id, with the id Docusaurus would give it without one (the slug of
 * its text, by the same slugger run over every heading of the page in order): the id its deep links
 * had before it was given one (`## 常见问题 {/* #common-errors *\/}`: common-errors, 常见问题).
 */
export function headingTextSlugs(text: string): Array<{id: string; slug: string}> {
  const slugger = createSlugger();
  const found: Array<{id: string; slug: string}> = [];
  for (const {raw} of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(raw);
    if (!heading) continue;
    const slug = slugger.slug(shownText(withoutHeadingId(heading[1]!)));
    const explicit = /\{\/\*\s*#([\w-]+)\s*\*\/\}$|\{#([\w-]+)\}$/.exec(heading[1]!);
    if (explicit) found.push({id: explicit[1] ?? explicit[2]!, slug});
  }
  return found;
}

/** Which locale's tree a content file is in, and the root of that locale's docs. */
function docsRootOf(file: string): string {
  return file.startsWith('i18n/en/') ? 'i18n/en/docusaurus-plugin-content-docs/current' : 'docs';
}

const routesOf = new Map<string, {posts: string[]; pages: string[]}>();

/** The slugs of the posts and the paths of the pages of a site, read once per site. */
function siteRoutes(siteDir: string): {posts: string[]; pages: string[]} {
  let routes = routesOf.get(siteDir);
  if (!routes) {
    routes = {posts: blogPostFiles(siteDir).map((post) => post.slug), pages: pageRoutes(siteDir)};
    routesOf.set(siteDir, routes);
  }
  return routes;
}

/**
 * Links of a content file (relative to `siteDir`) that lead nowhere: a doc path with no file, a
 * site path (`/docs/…`, `/blog/…`, a page, a file of static/) with no content, or a `#fragment` that
 * no heading of the target has. Each names the file and line and says what to change. Links to
 * other hosts, and fragments of React pages, are not checked here (the build and the link crawl do).
 */
export function linkProblems(siteDir: string, file: string, text: string): string[] {
  const problems: string[] = [];
  const docsRoot = docsRootOf(file);
  const exists = (relative: string) => existsSync(path.join(siteDir, relative));
  const read = (relative: string) => readFileSync(path.join(siteDir, relative), 'utf8');
  const docFile = (id: string) =>
    [`${id}.md`, `${id}.mdx`, `${id}/index.md`, `${id}/index.mdx`].map((name) => path.posix.join(docsRoot, name)).find(exists);
  const {posts, pages} = siteRoutes(siteDir);
  for (const {line, text: prose} of proseLines(text)) {
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)) {
      const url = match[1]!;
      if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) continue;
      const where = `${file}:${line}: the link ${url}`;
      const [, pathname = '', fragment] = /^([^#?]*)(?:\?[^#]*)?(?:#(.*))?$/.exec(url) ?? [];
      let target: string | undefined;
      if (pathname === '') target = file;
      else if (/\.mdx?$/.test(pathname)) {
        target = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(pathname)));
        if (!exists(target)) {
          problems.push(`${where} names ${target}, which does not exist; fix the path (it is relative to ${file}).`);
          continue;
        }
      } else if (pathname.startsWith('/')) {
        const sitePath = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
        const doc = /^\/docs\/(.+)$/.exec(sitePath);
        const post = /^\/blog\/([^/]+)$/.exec(sitePath);
        if (doc) {
          target = docFile(doc[1]!);
          if (!target)
            problems.push(
              `${where} names no doc: there is no ${docsRoot}/${doc[1]}.md; fix the id, or link the file (${path.posix.relative(path.posix.dirname(file), docsRoot)}/…/page.md).`,
            );
        } else if (post && !['archive', 'authors', 'tags'].includes(post[1]!)) {
          if (!posts.includes(post[1]!))
            problems.push(`${where} names no post: no file in blog/ has the slug "${post[1]}" (they are: ${posts.join(', ')}).`);
        } else if (/\.\w+$/.test(sitePath)) {
          if (!exists(path.join('static', sitePath)))
            problems.push(`${where} names static${sitePath}, which does not exist; put the file there or fix the path.`);
        } else if (!sitePath.startsWith('/blog') && !sitePath.startsWith('/search') && !pages.includes(sitePath)) {
          problems.push(`${where} names no page: src/pages has no ${sitePath.slice(1)}.tsx or .md (the pages are: ${pages.join(', ')}).`);
        }
        if (!target || !/\.mdx?$/.test(target)) continue;
      } else continue;
      if (fragment === undefined || fragment === '') continue;
      const ids = headingIds(read(target));
      const id = decodeURIComponent(fragment);
      if (!ids.has(id)) {
        problems.push(
          `${where}: ${target === file ? 'this page' : target} has no heading with the id "${id}"; link one of its ids (${[...ids].join(', ')}), ` +
            'or give the heading an explicit id: `## Heading {/* #' +
            id +
            ' */}`.',
        );
      }
    }
  }
  return problems;
}

/**
 * What the blog plugin would refuse in a post (src/plugins/blog-feeds runs it with onInlineAuthors,
 * onInlineTags and onUntruncatedBlogPosts set to throw), found on the Markdown: authors that are not
 * keys of blog/authors.yml, tags that are not keys of blog/tags.yml, no truncate marker.
 */
export function blogPostProblems(siteDir: string, file: string, text: string): string[] {
  const keysOf = (yamlFile: string) => Object.keys((parseYaml(readFileSync(path.join(siteDir, yamlFile), 'utf8')) as object | null) ?? {});
  const authors = keysOf('blog/authors.yml');
  const tags = keysOf('blog/tags.yml');
  const data = frontMatter(text);
  const lines = text.split('\n');
  const lineOf = (key: string) => lines.findIndex((line) => line.startsWith(`${key}:`)) + 1;
  const problems: string[] = [];
  for (const [key, known, list] of [
    ['authors', authors, 'blog/authors.yml'],
    ['tags', tags, 'blog/tags.yml'],
  ] as const) {
    const value: unknown = data[key];
    const given = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (given.length === 0)
      problems.push(`${file}: no ${key} in the front matter; add \`${key}: [${known[0] ?? '…'}]\` (the keys of ${list})`);
    for (const entry of given) {
      if (typeof entry !== 'string' || !known.includes(entry)) {
        problems.push(
          `${file}:${lineOf(key)}: ${JSON.stringify(entry)} is not a key of ${list}; use one of ${known.join(', ')}, or add it to ${list} first`,
        );
      }
    }
  }
  // The plugin's default marker: either form, in .md and .mdx alike (README says which to write).
  const marker = file.endsWith('.mdx') ? '{/* truncate */}' : '<!-- truncate -->';
  if (!proseLines(text).some(({raw}) => /^(<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})$/.test(raw.trim()))) {
    problems.push(
      `${file}: no \`${marker}\` line; put one after the summary (the first paragraph or two), which the blog's list and the feeds show`,
    );
  }
  return problems;
}

/** A temporary site folder for a check's bad input, and a function that writes a file into it. */
export function scratchSite(name: string): {site: string; write: (file: string, text: string) => void} {
  const site = mkdtempSync(path.join(tmpdir(), `lexboot-${name}-`));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    writeFileSync(path.join(site, file), text);
  };
  return {site, write};
}
