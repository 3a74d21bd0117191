// Issue 19, "What to do" 5: the @lexboot/core API a developer evaluating LexBoot looks for is
// documented as reference tables on the tutorial page that introduces each export, in both locales,
// and the tables cannot drift from the package: every parameter, return type and member a table
// lists is read here from the declarations (packages/core/src/api/index.d.ts) with the TypeScript
// compiler, and the interfaces a signature names must be rendered from those declarations by
// <ApiTable of="…" /> in the same section.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {withoutHeadingId} from '../support/doc-checks';

const CORE_API = 'packages/core/src/api/index.d.ts';

/** The exports the issue names, and the tutorial that introduces each (where its table belongs). */
const INTRODUCED_ON: Record<string, string> = {
  AdminApp: 'tutorial/front-end/page-frame.md',
  defineProgram: 'tutorial/front-end/program.md',
  createProgramStore: 'tutorial/front-end/program-store.md',
  createRepository: 'tutorial/front-end/service-repository.md',
  http: 'tutorial/front-end/service-repository.md',
  ApiError: 'tutorial/front-end/service-repository.md',
  useProgramNavigate: 'tutorial/front-end/router.md',
  useT: 'tutorial/front-end/i18n.md',
  defineTheme: 'tutorial/front-end/theme.md',
};

const LOCALES = [
  {dir: 'docs', returns: '返回值'},
  {dir: 'i18n/en/docusaurus-plugin-content-docs/current', returns: 'Returns'},
];

type Row = {name: string; type: string};
/** What the source says a table must list: rows (parameters and `returns`, or a class's members) and the interfaces to render. */
type Declared = {kind: 'function' | 'class' | 'const'; line: number; rows: Row[]; returns?: string; interfaces: string[]};

const squash = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/([<({[]) /g, '$1')
    .replace(/ ([>)}\]])/g, '$1')
    .trim();

/** The exported functions, classes and constants of a declaration file, with the interfaces their signatures name. */
export function readDeclarations(file: string): Map<string, Declared> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaceNames = new Set(source.statements.filter(ts.isInterfaceDeclaration).map((d) => d.name.text));
  const named = (node: ts.Node | undefined): string[] => {
    const found: string[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isTypeReferenceNode(n) && ts.isIdentifier(n.typeName) && interfaceNames.has(n.typeName.text)) found.push(n.typeName.text);
      ts.forEachChild(n, visit);
    };
    if (node) visit(node);
    return found;
  };
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const declared = new Map<string, Declared>();
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      const parameters = statement.parameters.map((p) => ({
        name: p.name.getText(source),
        type: squash(p.type?.getText(source) ?? 'unknown'),
      }));
      declared.set(statement.name.text, {
        kind: 'function',
        line: lineOf(statement),
        rows: parameters,
        returns: squash(statement.type?.getText(source) ?? 'void'),
        interfaces: [...new Set([...statement.parameters.flatMap((p) => named(p.type)), ...named(statement.type)])],
      });
    } else if (ts.isClassDeclaration(statement) && statement.name) {
      const members = statement.members
        .filter(ts.isPropertyDeclaration)
        .map((m) => ({name: m.name.getText(source), type: squash(m.type?.getText(source) ?? 'unknown')}));
      declared.set(statement.name.text, {kind: 'class', line: lineOf(statement), rows: members, interfaces: []});
    } else if (ts.isVariableStatement(statement)) {
      for (const variable of statement.declarationList.declarations) {
        declared.set(variable.name.getText(source), {kind: 'const', line: lineOf(variable), rows: [], interfaces: named(variable.type)});
      }
    }
  }
  return declared;
}

/** A Markdown table row's cells; `\|` inside a cell (a union type in a code span) is not a separator. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));
}

const code = (cell: string | undefined) => /^`([^`]+)`$/.exec(cell ?? '')?.[1];

/** The lines of the section under the heading that names `name` as code (`### \`name\``), to the next heading as high. */
function section(lines: string[], name: string): {start: number; lines: string[]} | undefined {
  let inFence = false;
  const headings: Array<{index: number; level: number; text: string}> = [];
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = !inFence && /^(#{2,6})\s+(.*?)\s*$/.exec(withoutHeadingId(line));
    if (match) headings.push({index, level: match[1]!.length, text: match[2]!});
  });
  const at = headings.findIndex((h) => h.text === `\`${name}\``);
  if (at < 0) return undefined;
  const {index, level} = headings[at]!;
  const end = headings.slice(at + 1).find((h) => h.level <= level)?.index ?? lines.length;
  return {start: index, lines: lines.slice(index, end)};
}

/** Every way the reference tables of `siteDir` differ from the declarations of `apiFile`, each naming the doc line and the fix. */
export function referenceProblems(siteDir: string, apiFile: string, introducedOn: Record<string, string>): string[] {
  const declared = readDeclarations(path.join(siteDir, apiFile));
  const problems: string[] = [];
  for (const [name, page] of Object.entries(introducedOn)) {
    const source = declared.get(name);
    if (!source) {
      problems.push(
        `${apiFile}: @lexboot/core no longer exports \`${name}\`; the reference on ${page} documents it: remove it there, or restore the export`,
      );
      continue;
    }
    const where = `${apiFile}:${source.line}`;
    for (const locale of LOCALES) {
      const doc = path.join(locale.dir, page);
      const file = path.join(siteDir, doc);
      if (!existsSync(file)) {
        problems.push(`${doc}: missing; it should hold the reference of \`${name}\``);
        continue;
      }
      const lines = readFileSync(file, 'utf8').split('\n');
      const found = section(lines, name);
      if (!found) {
        problems.push(`${doc}: no "### \`${name}\`" section; add one with the reference table of \`${name}\` (declared at ${where})`);
        continue;
      }
      const lineNo = (offset: number) => found.start + offset + 1;
      for (const interfaceName of source.interfaces) {
        if (!found.lines.some((l) => new RegExp(`^<ApiTable of="${interfaceName}"( prefix="[^"]*")? />$`).test(l.trim()))) {
          problems.push(
            `${doc}:${lineNo(0)}: the \`${name}\` section has no <ApiTable of="${interfaceName}" />, though its signature (${where}) uses ${interfaceName}; add it`,
          );
        }
      }
      if (source.kind === 'const') continue;
      const tableAt = found.lines.findIndex((l) => /^\s*\|/.test(l));
      if (tableAt < 0) {
        problems.push(
          `${doc}:${lineNo(0)}: the \`${name}\` section has no table of its ${source.kind === 'class' ? 'members' : 'parameters and return type'}`,
        );
        continue;
      }
      const rows: Array<Row & {line: number}> = [];
      let returns: {type: string; line: number} | undefined;
      for (let i = tableAt + 2; i < found.lines.length && /^\s*\|/.test(found.lines[i]!); i += 1) {
        const [first, second] = cells(found.lines[i]!);
        const type = squash(code(second) ?? second ?? '');
        if (first === locale.returns) returns = {type, line: lineNo(i)};
        else rows.push({name: code(first) ?? first ?? '', type, line: lineNo(i)});
      }
      const listed = rows.map((r) => `${r.name}: ${r.type}`);
      const expected = source.rows.map((r) => `${r.name}: ${r.type}`);
      if (listed.join('; ') !== expected.join('; ')) {
        const what = source.kind === 'class' ? 'members' : 'parameters';
        problems.push(
          `${doc}:${lineNo(tableAt)}: the \`${name}\` table lists the ${what} [${listed.join('; ')}], but ${where} declares [${expected.join('; ')}]; make the rows say that`,
        );
      }
      if (source.kind === 'function') {
        if (!returns)
          problems.push(
            `${doc}:${lineNo(tableAt)}: the \`${name}\` table has no "${locale.returns}" row; add one with \`${source.returns}\``,
          );
        else if (returns.type !== source.returns) {
          problems.push(
            `${doc}:${returns.line}: \`${name}\` returns \`${returns.type}\` in the table, but \`${source.returns}\` at ${where}; correct the row`,
          );
        }
      }
    }
  }
  return problems;
}

test('every @lexboot/core export the issue names is declared by the package', () => {
  const declared = readDeclarations(CORE_API);
  const missing = Object.keys(INTRODUCED_ON).filter((name) => !declared.has(name));
  assert.deepEqual(missing, [], `${CORE_API} does not export: ${missing.join(', ')}`);
});

test('the reference tables of the front-end tutorials list exactly what packages/core/src/api declares, in both locales', () => {
  const problems = referenceProblems('.', CORE_API, INTRODUCED_ON);
  assert.deepEqual(problems, [], `Reference tables that differ from the package:\n${problems.join('\n')}`);
});

test('a table with a stale parameter, a wrong return type or a missing interface table is reported at its doc line', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'lexboot-core-ref-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    writeFileSync(path.join(site, file), text);
  };
  write(
    'api.d.ts',
    [
      'export interface Options {',
      '  size?: number;',
      '}',
      'export declare function make(options: Options, name: string): string;',
      'export declare class Failure extends Error {',
      '  readonly code: string;',
      '}',
    ].join('\n'),
  );
  const page = (returns: string, params: string, members: string) =>
    [
      '# Page',
      '',
      '## Reference',
      '',
      '### `make`',
      '',
      '| P | T | D |',
      '| --- | --- | --- |',
      params,
      `| ${returns} | \`number\` | text |`,
      '',
      '### `Failure`',
      '',
      '| P | T | D |',
      '| --- | --- | --- |',
      members,
      '',
    ].join('\n');
  write('docs/p.md', page('返回值', '| `options` | `Options` | text |', '| `code` | `string` | text |'));
  write(
    'i18n/en/docusaurus-plugin-content-docs/current/p.md',
    page('Returns', '| `options` | `Options` | text |\n| `name` | `string` | text |', '| `code` | `number` | text |'),
  );
  assert.deepEqual(referenceProblems(site, 'api.d.ts', {make: 'p.md', Failure: 'p.md', gone: 'p.md'}), [
    'docs/p.md:5: the `make` section has no <ApiTable of="Options" />, though its signature (api.d.ts:4) uses Options; add it',
    'docs/p.md:7: the `make` table lists the parameters [options: Options], but api.d.ts:4 declares [options: Options; name: string]; make the rows say that',
    'docs/p.md:10: `make` returns `number` in the table, but `string` at api.d.ts:4; correct the row',
    'i18n/en/docusaurus-plugin-content-docs/current/p.md:5: the `make` section has no <ApiTable of="Options" />, though its signature (api.d.ts:4) uses Options; add it',
    'i18n/en/docusaurus-plugin-content-docs/current/p.md:11: `make` returns `number` in the table, but `string` at api.d.ts:4; correct the row',
    'i18n/en/docusaurus-plugin-content-docs/current/p.md:15: the `Failure` table lists the members [code: number], but api.d.ts:5 declares [code: string]; make the rows say that',
    'api.d.ts: @lexboot/core no longer exports `gone`; the reference on p.md documents it: remove it there, or restore the export',
  ]);
});
