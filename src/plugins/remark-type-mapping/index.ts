/**
 * Remark plugin: replaces `<TypeMappingTable dialect="mysql" />` (or `"postgresql"`) in a doc with
 * the generator's type mapping as a Markdown table, in the page's language. The table is built from
 * src/codegen/type-mapping.ts, the very table the generator reads, so the docs cannot drift from
 * what the generator writes. A missing or unknown dialect fails the build, naming the file.
 */
import {TYPE_MAPPINGS, type TypeMapping} from '@lexboot/codegen';
import type {Dialect} from '@lexboot/codegen';
import {attribute, localeOf, replaceElements, type MdNode} from '../remark-api-table';

type Locale = ReturnType<typeof localeOf>;
type Inline = {type: string; value?: string; children?: Inline[]};

const HEADERS: Record<Locale, string[]> = {
  zh: ['SQL 类型', 'Java 类型', 'TypeScript 类型', '查询表单字段', '表格列', '说明'],
  en: ['SQL type', 'Java type', 'TypeScript type', 'Search field', 'Grid column', 'Notes'],
};

const DIALECTS: readonly Dialect[] = ['mysql', 'postgresql'];

const code = (value: string): Inline => ({type: 'inlineCode', value});
const cell = (children: Inline[]) => ({type: 'tableCell', children});

/** `a` and `b` as inline code, separated by commas. */
function codes(values: readonly string[]): Inline[] {
  return values.flatMap((value, index) => (index === 0 ? [code(value)] : [{type: 'text', value: ', '}, code(value)]));
}

/** Inline code written with backticks in a note, as its own nodes. */
function noteCell(text: string): Inline[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('`') ? code(part.slice(1, -1)) : {type: 'text', value: part}));
}

export function typeMappingTable(dialect: Dialect, locale: Locale) {
  const rows = TYPE_MAPPINGS[dialect].map((row: TypeMapping) => ({
    type: 'tableRow',
    children: [
      cell(codes(row.sql)),
      cell([code(row.java.import ?? row.java.name)]),
      cell([code(row.ts)]),
      cell([code(row.search)]),
      cell([code(row.cell)]),
      cell(row.note ? noteCell(row.note[locale]) : [{type: 'text', value: '—'}]),
    ],
  }));
  return {
    type: 'table',
    align: [null, null, null, null, null, null],
    children: [{type: 'tableRow', children: HEADERS[locale].map((h) => cell([{type: 'text', value: h}]))}, ...rows],
  };
}

export function isDialect(value: unknown): value is Dialect {
  return typeof value === 'string' && (DIALECTS as readonly string[]).includes(value);
}

export default function remarkTypeMapping() {
  return (tree: MdNode, file: {path: string}) => {
    replaceElements(tree, 'TypeMappingTable', (element) => {
      const dialect = attribute(element, 'dialect');
      if (!isDialect(dialect)) {
        throw new Error(`${file.path}: <TypeMappingTable dialect="${dialect ?? ''}" /> needs dialect="mysql" or dialect="postgresql".`);
      }
      return typeMappingTable(dialect, localeOf(file.path));
    });
  };
}
