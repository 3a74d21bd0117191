/**
 * Turns a doc's MDX source into self-contained Markdown, for the copy served beside each page
 * (`/docs/intro.md`) and for llms-full.txt. Line by line, and never inside a code fence:
 *
 * - the front matter goes, and `# Title` comes first when the source has no H1 of its own;
 * - `import` lines go (they only bring in the components below);
 * - `<ApiTable of="X" />` becomes the reference table the page shows (src/plugins/remark-api-table);
 * - `<Tabs>` / `<TabItem label="Maven">` become a bold label line before each tab's content;
 * - `<LiveDemo title="…" demo="…" source={demoSource} />` becomes the demo's title and its source
 *   file (the one imported as `demoSource` with `?highlight`) as a code block: a reader of the copy
 *   cannot run the demo, but can read what it does;
 * - `<TypeMappingTable dialect="…" />` becomes the code generator's type mapping, as on the page;
 * - `<ConfigTable group="…" />` becomes that group's table of `lexboot.*` properties, as on the page;
 * - a `<LiveDemo … />` without a source (a tool such as the code generator) becomes its title and a
 *   line saying it runs on the web page;
 * - `<ArchitectureDiagram description="…" />` becomes its description, the figure's text alternative;
 * - MDX comments go;
 * - a heading's explicit id (an MDX comment holding `#id` at the end of the heading) becomes an HTML anchor;
 * - links are handed to `link()`, so that the caller can make them absolute.
 *
 * Any other component, or an MDX expression, is an error naming the file and line: a copy that
 * silently dropped part of the page would be worse than none.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmTableToMarkdown} from 'mdast-util-gfm-table';
import {loadApi, problemsOf, tableFor, type ApiInterface} from '../remark-api-table';
import {isDialect, typeMappingTable} from '../remark-type-mapping';
import {CONFIG_TABLE_USAGE, configTable, isConfigGroup} from '../remark-config-table';

/** This file's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

export type ConvertOptions = {
  /** The doc's file, as the error messages name it. */
  file: string;
  /** The doc's title, written as the H1 when the source has none. */
  title: string;
  locale: 'zh' | 'en';
  /** Rewrites the URL of a link or image; by default URLs are left as written. */
  link?: (url: string) => string;
  /** The API declarations; loaded from the packages' src/api/ when not given. */
  api?: Map<string, ApiInterface>;
  /** Reads a file a doc imports (`@site/…` resolved to the site): a live demo's source. */
  readSiteFile?: (sitePath: string) => string;
};

/** What a live demo is called in the copy, by locale. */
const LIVE_DEMO_LABEL = {zh: '在线示例', en: 'Live demo'} as const;
/** Said of a live tool that has no source to show in the copy. */
const ON_THE_PAGE = {zh: '（交互式工具，请在网页上使用）', en: '(an interactive tool: use it on the web page)'} as const;

/** The components this converter knows; anything else capitalised is an error. */
const KNOWN = new Set(['ApiTable', 'TypeMappingTable', 'ConfigTable', 'Tabs', 'TabItem', 'LiveDemo', 'ArchitectureDiagram']);
const FIX =
  'Write that part in plain Markdown, or teach src/plugins/markdown-copies/convert.ts to turn it into Markdown ' +
  '(the Markdown copy of each doc and llms-full.txt are built from it).';

class ConvertError extends Error {
  constructor(file: string, line: number, what: string, fix = FIX) {
    super(`${file}:${line}: ${what} ${fix}`);
    this.name = 'MarkdownCopyError';
  }
}

/**
 * The first MDX expression (`{caseNo}`) in a line of prose, outside code spans, or undefined. MDX
 * reads an unescaped `{` in text as the start of JavaScript; `\\{` is a brace.
 */
export function proseExpression(line: string): string | undefined {
  const code = outsideCode(line);
  const match = /(?:^|[^\\])(\{[^}]*\}?)/.exec(code);
  if (!match) return undefined;
  const start = match.index + match[0].length - match[1]!.length;
  return line.slice(start, start + Math.min(match[1]!.length, 40));
}

/** What is wrong with a brace in prose, and the fix: escape it. */
export function mdxExpressionMessage(expression: string): [what: string, fix: string] {
  return [
    `\`${expression}\` is read by MDX as a JavaScript expression, not as text (in \`npm start\` the page crashes with a ReferenceError).`,
    `To show the braces, escape the opening one as \`\\${expression}\`, or put it in a code span: \`\` ${expression} \`\`.`,
  ];
}

/**
 * What `link()` throws for a URL the copy cannot have: what is wrong and the fix. The converter adds
 * the file and the line of the link.
 */
export class LinkProblem extends Error {
  constructor(
    readonly what: string,
    readonly fix: string,
  ) {
    super(`${what} ${fix}`);
    this.name = 'LinkProblem';
  }
}

/** The site's folder: this file is src/plugins/markdown-copies/convert.ts. */
const SITE_DIR = path.resolve(here, '..', '..', '..');

function readSiteFile(sitePath: string): string {
  return readFileSync(path.join(SITE_DIR, sitePath), 'utf8');
}

/** The source without its YAML front matter. */
export function stripFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  return match ? source.slice(match[0].length) : source;
}

/** The attributes of a JSX tag written with string values: `value="maven" label="Maven" default`. */
function attributesOf(tag: string, file: string, line: number): Map<string, string | true> {
  const found = new Map<string, string | true>();
  let rest = tag
    .replace(/^<\/?[\w.]+/, '')
    .replace(/\/?>$/, '')
    .trim();
  while (rest !== '') {
    const match = /^([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?(?:\s+|$)/.exec(rest);
    if (!match) {
      throw new ConvertError(file, line, `${tag} has an attribute that is not a plain string (\`${rest}\`), which has no Markdown form.`);
    }
    found.set(match[1]!, match[2] ?? match[3] ?? true);
    rest = rest.slice(match[0].length);
  }
  return found;
}

/** The line with its inline code spans blanked out, so that `<Drawer>` in code is not taken for JSX. */
function outsideCode(line: string): string {
  return line.replace(/(`+)[^`][\s\S]*?\1/g, (span) => ' '.repeat(span.length));
}

/** Rewrites the URLs of inline links, images and link definitions outside code spans. */
function rewriteLinks(line: string, link: (url: string) => string): string {
  const definition = /^(\s{0,3}\[[^\]]+\]:\s*)(<[^>]*>|\S+)(.*)$/.exec(line);
  if (definition) {
    const url = definition[2]!.replace(/^<|>$/g, '');
    return `${definition[1]}${link(url)}${definition[3]}`;
  }
  const code = outsideCode(line);
  let out = '';
  let last = 0;
  for (const match of code.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)/g)) {
    const start = match.index + match[0].length - match[1]!.length;
    const url = match[1]!.replace(/^<|>$/g, '');
    out += line.slice(last, start) + link(url);
    last = start + match[1]!.length;
  }
  return out + line.slice(last);
}

type TableNode = {type: string; url?: string; children?: TableNode[]};

function rewriteTableLinks(node: TableNode, link: (url: string) => string): void {
  if (node.type === 'link' && node.url !== undefined) node.url = link(node.url);
  node.children?.forEach((child) => rewriteTableLinks(child, link));
}

/** Where the `import` statement that starts on `lines[start]` ends (it may span lines), or -1. */
function importEnd(lines: string[], start: number): number {
  for (let i = start; i < lines.length && lines[i]!.trim() !== ''; i++) {
    if (/(?:^import\s*|\sfrom\s*)(['"])[^'"]+\1\s*;?\s*$/.test(lines[i]!)) return i;
  }
  return -1;
}

export function mdxToMarkdown(source: string, options: ConvertOptions): string {
  const {file, title, locale, link = (url) => url} = options;
  /** `link`, with a LinkProblem reported at the file and line of the link. */
  const linkAt =
    (lineNo: number) =>
    (url: string): string => {
      try {
        return link(url);
      } catch (error) {
        if (error instanceof LinkProblem) throw new ConvertError(file, lineNo, error.what, error.fix);
        throw error;
      }
    };
  const body = stripFrontMatter(source);
  const offset = source.slice(0, source.length - body.length).split('\n').length - 1;
  const lines = body.split(/\r?\n/);
  const out: string[] = [];
  let fence: {char: string; length: number} | undefined;
  let hasTitle = false;
  const openTags: string[] = [];
  /** Default imports of the doc: name → module. */
  const imports = new Map<string, string>();
  let atBlockStart = true;
  const push = (line: string) => {
    // Removed lines leave no runs of blank lines behind (outside code, where blanks are content).
    if (line.trim() === '' && (out.length === 0 || out[out.length - 1]!.trim() === '')) return;
    out.push(line);
  };
  /** A table (mdast) as GFM, between blank lines. */
  const pushTable = (table: unknown) => {
    push('');
    // No padding to align the pipes: widths counted in characters misalign Chinese text anyway.
    const extension = gfmTableToMarkdown({tablePipeAlign: false});
    const markdown = toMarkdown(table as Parameters<typeof toMarkdown>[0], {extensions: [extension]});
    // The delimiter row as people write it: `| --- |` rather than `| - |`.
    push(markdown.trimEnd().replace(/^(\| - )+\|$/m, (row) => row.replaceAll('-', '---')));
    push('');
  };

  for (let i = 0; i < lines.length; i++) {
    const source = lines[i]!;
    const lineNo = offset + i + 1;
    // A heading's explicit id (`## 类型映射 {/* #type-mapping */}`, Docusaurus's MDX syntax) is not
    // Markdown: the copy keeps the heading, and names the id in an HTML anchor, so in-page links land.
    const explicitId = fence ? null : /^(#{1,6}\s.*?)\s*\{\/\*\s*#([\w-]+)\s*\*\/\}\s*$/.exec(source);
    const line = explicitId ? `${explicitId[1]} <a id="${explicitId[2]}"></a>` : source;

    if (fence) {
      out.push(line);
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length) {
        fence = undefined;
        atBlockStart = true;
      }
      continue;
    }
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (open && !(open[1]![0] === '`' && line.slice(open[0].length).includes('`'))) {
      fence = {char: open[1]![0]!, length: open[1]!.length};
      atBlockStart = false;
      out.push(line);
      continue;
    }

    const trimmed = line.trim();
    // MDX reads `import` and `export` as JavaScript only at the start of a block.
    const blockStart = atBlockStart;
    atBlockStart = trimmed === '';
    if (blockStart && /^import\s/.test(line)) {
      const end = importEnd(lines, i);
      if (end < 0) throw new ConvertError(file, lineNo, "an `import` does not end in `from '…'` before the next blank line.");
      const statement = lines.slice(i, end + 1).join(' ');
      const defaultImport = /^import\s+(\w+)\s+from\s+(['"])([^'"]+)\2/.exec(statement);
      if (defaultImport) imports.set(defaultImport[1]!, defaultImport[3]!);
      i = end;
      atBlockStart = true;
      continue;
    }
    if (blockStart && /^export\s/.test(line)) {
      throw new ConvertError(file, lineNo, 'an MDX `export` has no Markdown form.');
    }
    if (/^\{\/\*[\s\S]*\*\/\}$/.test(trimmed)) continue;

    const tag = /^<(\/?)([A-Z][\w.]*)\b[^<>]*?(\/?)>$/.exec(trimmed);
    if (tag && KNOWN.has(tag[2]!)) {
      const [, closing, name, selfClosing] = tag;
      if (name === 'ApiTable') {
        const attributes = attributesOf(trimmed, file, lineNo);
        const of = attributes.get('of');
        const prefix = attributes.get('prefix');
        const api = options.api ?? loadApi();
        const declared = typeof of === 'string' ? api.get(of) : undefined;
        const problems = declared ? problemsOf(declared) : [];
        if (!declared || problems.length > 0) {
          const what = declared ? `${trimmed} cannot be built (${problems.join('; ')}).` : `${trimmed} names no declared interface.`;
          throw new ConvertError(
            file,
            lineNo,
            what,
            'Declare it in packages/core/src/api/ or packages/components/src/api/, with @zh and @en on each member.',
          );
        }
        const table = tableFor(declared, locale, typeof prefix === 'string' ? prefix : '');
        rewriteTableLinks(table, linkAt(lineNo));
        pushTable(table);
      } else if (name === 'TypeMappingTable') {
        const dialect = attributesOf(trimmed, file, lineNo).get('dialect');
        if (!isDialect(dialect)) throw new ConvertError(file, lineNo, `${trimmed} needs dialect="mysql" or dialect="postgresql".`);
        pushTable(typeMappingTable(dialect, locale));
      } else if (name === 'ConfigTable') {
        const group = attributesOf(trimmed, file, lineNo).get('group');
        if (!isConfigGroup(group)) throw new ConvertError(file, lineNo, `${trimmed} ${CONFIG_TABLE_USAGE}.`);
        pushTable(configTable(group, locale));
      } else if (name === 'ArchitectureDiagram') {
        const description = attributesOf(trimmed, file, lineNo).get('description');
        if (!selfClosing || typeof description !== 'string' || description.trim() === '') {
          throw new ConvertError(
            file,
            lineNo,
            `${trimmed} needs to be one self-closing tag with description="…", the figure's text alternative.`,
            'See src/components/ArchitectureDiagram.',
          );
        }
        push('');
        push(description);
        push('');
      } else if (name === 'LiveDemo' && !closing && selfClosing && !/\bsource=/.test(trimmed)) {
        const title = /\btitle="([^"]*)"/.exec(trimmed)?.[1];
        if (title === undefined) throw new ConvertError(file, lineNo, `${trimmed} needs title="…".`, 'See src/components/LiveDemo.');
        push('');
        push(`**${LIVE_DEMO_LABEL[locale]}: ${title}** ${ON_THE_PAGE[locale]}`);
        push('');
      } else if (name === 'LiveDemo' && !closing) {
        const title = /\btitle="([^"]*)"/.exec(trimmed)?.[1];
        const sourceName = /\bsource=\{(\w+)\}/.exec(trimmed)?.[1];
        const module = sourceName === undefined ? undefined : imports.get(sourceName);
        if (!selfClosing || title === undefined || module === undefined || !/^@site\/.+\?highlight$/.test(module)) {
          throw new ConvertError(
            file,
            lineNo,
            `${trimmed} needs to be one self-closing tag with title="…" and source={name}, where name is the default import of a '@site/…?highlight' module.`,
            'Write it as the other API pages do (see src/components/LiveDemo).',
          );
        }
        const sitePath = module.slice('@site/'.length, -'?highlight'.length);
        const code = (options.readSiteFile ?? readSiteFile)(sitePath).replace(/\r?\n$/, '');
        const fenceMark = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
        push('');
        push(`**${LIVE_DEMO_LABEL[locale]}: ${title}** (\`${sitePath}\`)`);
        push('');
        push(`${fenceMark}${sitePath.split('.').pop()} title="${sitePath}"`);
        for (const codeLine of code.split('\n')) out.push(codeLine);
        push(fenceMark);
        push('');
        atBlockStart = true;
      } else if (closing) {
        if (openTags.pop() !== name) throw new ConvertError(file, lineNo, `</${name}> closes nothing.`);
      } else if (!selfClosing) {
        openTags.push(name!);
        if (name === 'TabItem') {
          const attributes = attributesOf(trimmed, file, lineNo);
          const label = attributes.get('label') ?? attributes.get('value');
          if (typeof label !== 'string') throw new ConvertError(file, lineNo, `${trimmed} has no label.`);
          push('');
          push(`**${label}**`);
          push('');
        }
      }
      continue;
    }

    const code = outsideCode(line);
    const component = /<\/?([A-Z][\w.]*)/.exec(code);
    if (component) {
      const known = KNOWN.has(component[1]!);
      throw new ConvertError(
        file,
        lineNo,
        known
          ? `<${component[1]}> must stand on a line of its own to be converted to Markdown.`
          : `the component <${component[1]}> has no Markdown form.`,
      );
    }
    const expression = proseExpression(line);
    if (expression !== undefined) throw new ConvertError(file, lineNo, ...mdxExpressionMessage(expression));
    if (/^#\s/.test(line)) hasTitle = true;
    push(rewriteLinks(line, linkAt(lineNo)));
  }
  if (fence) throw new ConvertError(file, offset + lines.length, 'a code fence is never closed.');
  if (openTags.length > 0) throw new ConvertError(file, offset + lines.length, `<${openTags.at(-1)}> is never closed.`);

  while (out.length > 0 && out[out.length - 1]!.trim() === '') out.pop();
  const markdown = out.join('\n');
  return `${hasTitle ? '' : `# ${title}\n\n`}${markdown}\n`;
}
