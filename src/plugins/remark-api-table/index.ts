/**
 * Remark plugin: replaces `<ApiTable of="DataGridProps" />` in a doc with a Markdown table of that
 * interface's members, read from the typed declarations of the packages (`packages/core/src/api/`,
 * `packages/components/src/api/`). The reference
 * tables, the examples (type-checked against the same files by tests/docs/doc-examples.test.ts)
 * and, later, the live components share one source. The table is plain HTML in the page: it is
 * indexed by search and costs no JavaScript.
 *
 * Each member documents itself in JSDoc:
 *   @zh  说明（中文）             @en  description (English)
 *   @default `code`              a default that reads the same in both languages
 *   @defaultZh / @defaultEn      a default described in words
 * A property without `?` is shown as required; a method's default is a dash.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

/** This file's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

/** The documented contract of each package: its declarations, which the implementation is checked against. */
export const API_DIRS = ['core', 'components'].map((name) => path.resolve(here, '../../../packages', name, 'src/api'));

type Locale = 'zh' | 'en';

export type ApiMember = {
  name: string;
  type: string;
  optional: boolean;
  /** A method has no default: its cell shows a dash. */
  method: boolean;
  default?: string;
  defaultText: Partial<Record<Locale, string>>;
  description: Partial<Record<Locale, string>>;
};

export type ApiInterface = {name: string; file: string; members: ApiMember[]};

const HEADERS: Record<Locale, string[]> = {
  zh: ['名称', '类型', '默认值', '说明'],
  en: ['Name', 'Type', 'Default', 'Description'],
};
const REQUIRED: Record<Locale, string> = {zh: '必填', en: 'required'};
const NONE: Record<Locale, string> = {zh: '无', en: 'none'};

function listDeclarationFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.d.ts'))
    .map((name) => path.join(dir, name))
    .sort();
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\(\s/g, '(').replace(/\s\)/g, ')').trim();
}

function tagText(node: ts.Node, tagName: string): string | undefined {
  const tag = ts.getJSDocTags(node).find((t) => t.tagName.text === tagName);
  if (!tag) return undefined;
  return squash(ts.getTextOfJSDocComment(tag.comment) ?? '');
}

function memberType(member: ts.TypeElement, source: ts.SourceFile): string {
  if (ts.isMethodSignature(member)) {
    const params = member.parameters.map((p) => p.getText(source)).join(', ');
    const generics = member.typeParameters ? `<${member.typeParameters.map((p) => p.getText(source)).join(', ')}>` : '';
    return squash(`${generics}(${params}) => ${member.type?.getText(source) ?? 'void'}`);
  }
  if (ts.isPropertySignature(member) && member.type) return squash(member.type.getText(source));
  throw new Error(`${source.fileName}: member "${member.getText(source)}" has no type; give it one.`);
}

function readInterfaces(file: string): ApiInterface[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: ApiInterface[] = [];
  const visit = (node: ts.Node) => {
    let members: ts.NodeArray<ts.TypeElement> | undefined;
    let name: string | undefined;
    if (ts.isInterfaceDeclaration(node)) {
      members = node.members;
      name = node.name.text;
    } else if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) {
      members = node.type.members;
      name = node.name.text;
    }
    if (members && name) {
      found.push({
        name,
        file,
        members: members
          .filter((m) => ts.isPropertySignature(m) || ts.isMethodSignature(m))
          .map((m) => ({
            name: m.name ? m.name.getText(source) : '',
            type: memberType(m, source),
            optional: Boolean(m.questionToken),
            method: ts.isMethodSignature(m),
            default: tagText(m, 'default'),
            defaultText: {zh: tagText(m, 'defaultZh'), en: tagText(m, 'defaultEn')},
            description: {zh: tagText(m, 'zh'), en: tagText(m, 'en')},
          })),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

let cache: {stamp: string; interfaces: Map<string, ApiInterface>} | undefined;

/** Every documented interface, re-read whenever a declaration file changes (so `docusaurus start` follows edits). */
export function loadApi(dirs: readonly string[] = API_DIRS): Map<string, ApiInterface> {
  const files = dirs.flatMap(listDeclarationFiles);
  const stamp = files.map((f) => `${f}:${fs.statSync(f).mtimeMs}`).join('|');
  if (cache?.stamp === stamp) return cache.interfaces;
  const interfaces = new Map<string, ApiInterface>();
  for (const file of files) {
    for (const declared of readInterfaces(file)) interfaces.set(declared.name, declared);
  }
  cache = {stamp, interfaces};
  return interfaces;
}

/** Problems that make a table unusable, each naming the file and member and saying what to add. */
export function problemsOf(api: ApiInterface): string[] {
  const where = `${path.relative(process.cwd(), api.file)}: ${api.name}`;
  return api.members.flatMap((m) => {
    const out: string[] = [];
    if (!m.description.zh) out.push(`${where}.${m.name} has no @zh description`);
    if (!m.description.en) out.push(`${where}.${m.name} has no @en description`);
    if (Boolean(m.defaultText.zh) !== Boolean(m.defaultText.en)) {
      out.push(`${where}.${m.name} needs both @defaultZh and @defaultEn, or neither`);
    }
    return out;
  });
}

type Inline = {type: 'text'; value: string} | {type: 'inlineCode'; value: string} | {type: 'link'; url: string; children: Inline[]};

/** The inline Markdown the descriptions use: `code` and [links](./other-doc.md). */
export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push({type: 'text', value: text.slice(last, match.index)});
    if (match[1] !== undefined) nodes.push({type: 'inlineCode', value: match[1]});
    else nodes.push({type: 'link', url: match[3] ?? '', children: parseInline(match[2] ?? '')});
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({type: 'text', value: text.slice(last)});
  return nodes;
}

function cell(children: Inline[]) {
  return {type: 'tableCell', children};
}

export function tableFor(api: ApiInterface, locale: Locale, prefix = '') {
  const rows = api.members.map((m) => {
    let defaultCell: Inline[];
    if (m.default !== undefined) defaultCell = parseInline(m.default.includes('`') ? m.default : `\`${m.default}\``);
    else if (m.defaultText[locale]) defaultCell = parseInline(m.defaultText[locale] ?? '');
    else if (m.method) defaultCell = [{type: 'text', value: '—'}];
    else if (!m.optional) defaultCell = [{type: 'text', value: REQUIRED[locale]}];
    else defaultCell = [{type: 'text', value: NONE[locale]}];
    return {
      type: 'tableRow',
      children: [
        cell([{type: 'inlineCode', value: `${prefix}${m.name}`}]),
        cell([{type: 'inlineCode', value: m.type}]),
        cell(defaultCell),
        cell(parseInline(m.description[locale] ?? '')),
      ],
    };
  });
  return {
    type: 'table',
    // Styled by `.api-table` in custom.css: the name and default columns never wrap mid-word.
    data: {hProperties: {className: ['api-table']}},
    align: [null, null, null, null],
    children: [{type: 'tableRow', children: HEADERS[locale].map((h) => cell([{type: 'text', value: h}]))}, ...rows],
  };
}

type JsxAttribute = {type: string; name?: string; value?: unknown};
export type MdNode = {type: string; name?: string; attributes?: JsxAttribute[]; children?: MdNode[]};

/** A string attribute of an MDX element: `of` of `<ApiTable of="X" />`. */
export function attribute(node: MdNode, name: string): string | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** The language of a doc: English under i18n/en/, Chinese otherwise. */
export function localeOf(filePath: string): Locale {
  return filePath.split(path.sep).join('/').includes('/i18n/en/') ? 'en' : 'zh';
}

/** Replaces every block-level `<name … />` of the tree with what `build` makes of it. */
export function replaceElements(tree: MdNode, name: string, build: (element: MdNode) => unknown): void {
  tree.children?.forEach((child, index) => {
    if (child.type === 'mdxJsxFlowElement' && child.name === name) tree.children![index] = build(child) as MdNode;
    else replaceElements(child, name, build);
  });
}

export default function remarkApiTable() {
  return (tree: MdNode, file: {path: string}) => {
    const api = loadApi();
    replaceElements(tree, 'ApiTable', (element) => {
      const of = attribute(element, 'of');
      const declared = of ? api.get(of) : undefined;
      if (!declared) {
        throw new Error(
          `${file.path}: <ApiTable of="${of ?? ''}" /> names no interface declared in packages/*/src/api/. ` +
            `Declare it there (with @zh and @en on each member) or use one of: ${[...api.keys()].sort().join(', ')}`,
        );
      }
      const problems = problemsOf(declared);
      if (problems.length > 0) {
        throw new Error(`${file.path}: <ApiTable of="${of}" /> cannot be built:\n  ${problems.join('\n  ')}`);
      }
      return tableFor(declared, localeOf(file.path), attribute(element, 'prefix'));
    });
  };
}
