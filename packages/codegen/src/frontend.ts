/**
 * The front-end program the generator writes, in web/src/programs/<program-folder>/: the types of the
 * API's DTOs, the service repository, the program store, the page (ProgramTitle + SearchParams +
 * DataGrid bound to the store) and the zh-CN and en message bundles, as the front-end tutorials
 * describe each of them.
 */
import type {GeneratedFile} from './model';
import {camelCase, commentText, pascalCase, tsString} from './naming';
import type {Field, Plan} from './plan';

const folder = (plan: Plan) => `web/src/programs/${plan.programFolder}`;
const file = (plan: Plan, name: string, language: 'ts' | 'tsx', lines: string[]): GeneratedFile => ({
  path: `${folder(plan)}/${name}`,
  language,
  side: 'front-end',
  content: `${lines.join('\n')}\n`,
});

/** Text inside a `/** … *\/` comment: on one line, and unable to end it (see commentText). */
const inComment = commentText;

/** A field's doc comment in types.ts: its column comment, and the table a foreign key refers to. */
function fieldDoc(f: Field): string[] {
  const parts = [f.column.comment ? inComment(f.column.comment) : ''];
  if (f.reference) parts.push(`Refers to \`${inComment(f.reference.table)}.${inComment(f.reference.column)}\` (${f.reference.entity}).`);
  const text = parts.filter(Boolean).join(' ');
  return text ? [`  /** ${text} */`] : [];
}

export const typeNames = (plan: Plan) => ({
  row: `${plan.entity}Row`,
  detail: `${plan.entity}Detail`,
  search: `${plan.entity}Search`,
  form: `${plan.entity}Form`,
  store: `use${plan.entity}Store`,
  repository: `${camelCase(plan.entity)}Repository`,
  page: `${pascalCase(plan.programCode)}Page`,
});

function types(plan: Plan): GeneratedFile {
  const names = typeNames(plan);
  const lines = [
    `// The types of the ${plan.programCode} program: the DTOs of /api/${plan.resource}, as the API sends and takes them.`,
    '',
    `/** A row of \`${plan.table.name}\`${plan.table.comment ? ` (${inComment(plan.table.comment)})` : ''}, as the list and the detail show it. */`,
    `export interface ${names.row} {`,
  ];
  // Secrets and the soft-delete flag are never sent.
  for (const f of plan.fields.filter((field) => field.inResponse))
    lines.push(...fieldDoc(f), `  ${f.property}: ${f.mapping.ts}${f.column.nullable ? ' | null' : ''};`);
  lines.push('}', '', `export type ${names.detail} = ${names.row};`, '');
  lines.push(
    '/** The filters of the list, each optional; a date range is sent as `…From` and `…To`. */',
    `export interface ${names.search} {`,
  );
  for (const f of plan.fields.filter((field) => field.searchable)) {
    if (f.mapping.search === 'dateRange') lines.push(`  ${f.property}From?: string;`, `  ${f.property}To?: string;`);
    else lines.push(`  ${f.property}?: ${f.mapping.ts};`);
  }
  lines.push('}', '', '/** What a create or update request sends. */', `export interface ${names.form} {`);
  for (const f of plan.fields.filter((field) => field.writable)) {
    // A column the database fills by default may be left out; a secret is write-only, left out of an update to keep it.
    const optional = f.column.defaultValue !== undefined || f.secret ? '?' : '';
    if (f.secret) lines.push('  /** Write-only: never sent back; left out or blank in an update, the stored one stays. */');
    lines.push(`  ${f.property}${optional}: ${f.mapping.ts}${f.column.nullable ? ' | null' : ''};`);
  }
  if (plan.version) lines.push(`  /** The version read with the record; required by an update. */`, `  ${plan.version.property}?: number;`);
  lines.push('}');
  return file(plan, 'types.ts', 'ts', lines);
}

function repository(plan: Plan): GeneratedFile {
  const n = typeNames(plan);
  return file(plan, 'repository.ts', 'ts', [
    "import {createRepository} from '@lexboot/core';",
    `import type {${[n.detail, n.form, n.row, n.search].join(', ')}} from './types';`,
    '',
    `export const ${n.repository} = createRepository<${n.search}, ${n.row}, ${n.detail}, ${n.form}>({`,
    `  resource: '/${plan.resource}',`,
    '});',
  ]);
}

/** The first sort of the list: newest first when the table has an update time, else by key. */
function initialSort(plan: Plan): string {
  const updated = plan.fields.find((f) => f.audit === 'updated_at');
  return updated ? `${updated.property},desc` : `${plan.keys[0]!.property},desc`;
}

function store(plan: Plan): GeneratedFile {
  const n = typeNames(plan);
  return file(plan, 'store.ts', 'ts', [
    "import {createProgramStore} from '@lexboot/core';",
    `import {${n.repository}} from './repository';`,
    `import type {${n.search}} from './types';`,
    '',
    `const initialSearch: ${n.search} = {};`,
    '',
    `export const ${n.store} = createProgramStore({`,
    `  repository: ${n.repository},`,
    '  initialSearch,',
    `  initialSort: '${initialSort(plan)}',`,
    '  pageSize: 20,',
    '});',
  ]);
}

function searchField(f: Field): string {
  const base = `name: '${f.property}', label: t('field.${f.property}')`;
  if (f.dict) return `{${base}, type: 'dict', dict: '${f.dict}'}`;
  return `{${base}, type: '${f.mapping.search}'}`;
}

function gridColumn(f: Field): string {
  const parts = [`field: '${f.property}'`, `title: t('field.${f.property}')`];
  if (f.dict) parts.push("type: 'dict'", `dict: '${f.dict}'`);
  else if (f.mapping.cell !== 'text') parts.push(`type: '${f.mapping.cell}'`);
  const long =
    ['TEXT', 'MEDIUMTEXT', 'LONGTEXT', 'TINYTEXT', 'CITEXT', 'JSON', 'JSONB'].includes(f.column.sqlType) || (f.column.length ?? 0) > 100;
  if (long) parts.push('ellipsis: true');
  else parts.push('sortable: true');
  return `{${parts.join(', ')}}`;
}

function page(plan: Plan): GeneratedFile {
  const n = typeNames(plan);
  const shown = plan.fields.filter((f) => f.listed);
  const rowKey = plan.composite
    ? `(row) => [${plan.keys.map((f) => `row.${f.property}`).join(', ')}].join('/')`
    : `"${plan.keys[0]!.property}"`;
  return file(plan, 'index.tsx', 'tsx', [
    "import {useEffect, useMemo, type ReactNode} from 'react';",
    "import {DataGrid, modalStore, ProgramTitle, SearchParams, type DataGridColumn, type ProgramAction, type SearchField} from '@lexboot/components';",
    "import {defineProgram, useT} from '@lexboot/core';",
    "import en from './locales/en';",
    "import zhCN from './locales/zh-CN';",
    `import {${n.repository}} from './repository';`,
    `import {${n.store}} from './store';`,
    `import type {${n.row}} from './types';`,
    '',
    `function ${n.page}(): ReactNode {`,
    '  const t = useT<typeof zhCN>();',
    '',
    '  const searchFields = useMemo<SearchField[]>(',
    '    () => [',
    ...plan.fields.filter((f) => f.searchable).map((f) => `      ${searchField(f)},`),
    '    ],',
    '    [t],',
    '  );',
    '',
    `  const columns = useMemo<DataGridColumn<${n.row}>[]>(`,
    '    () => [',
    ...shown.map((f) => `      ${gridColumn(f)},`),
    '    ],',
    '    [t],',
    '  );',
    '',
    '  const actions: ProgramAction[] = [',
    '    {',
    "      key: 'delete',",
    "      label: t('action.delete'),",
    "      icon: 'delete',",
    '      danger: true,',
    "      permission: 'delete',",
    '      requiresSelection: true,',
    '      onClick: async ({selection}) => {',
    '        const confirmed = await modalStore.confirm({',
    "          title: t('message.confirmDelete', {count: selection.length}),",
    '          danger: true,',
    `          onOk: () => Promise.all(selection.map((id) => ${n.repository}.remove(id))),`,
    '        });',
    '        if (confirmed) {',
    `          ${n.store}.getState().setSelection([]);`,
    `          await ${n.store}.getState().reload();`,
    '        }',
    '      },',
    '    },',
    '  ];',
    '',
    '  // The program opens: its first query.',
    '  useEffect(() => {',
    `    void ${n.store}.getState().reload();`,
    '  }, []);',
    '',
    '  return (',
    '    <>',
    `      <ProgramTitle title={t('title')} programCode="${plan.programCode}" store={${n.store}} actions={actions} />`,
    `      <SearchParams store={${n.store}} fields={searchFields} />`,
    `      <DataGrid<${n.row}> store={${n.store}} columns={columns} rowKey=${plan.composite ? `{${rowKey}}` : rowKey} emptyText={t('message.empty')} />`,
    '    </>',
    '  );',
    '}',
    '',
    'export default defineProgram({',
    `  code: '${plan.programCode}',`,
    `  component: ${n.page},`,
    `  store: ${n.store},`,
    "  messages: {'zh-CN': zhCN, en},",
    '});',
  ]);
}

const MESSAGES = {
  zh: {delete: '删除', confirmDelete: '删除选中的 {count} 条记录？', empty: '没有符合条件的记录'},
  en: {delete: 'Delete', confirmDelete: 'Delete the {count} selected records?', empty: 'No records match these filters'},
} as const;

function bundleLines(plan: Plan, locale: 'zh' | 'en'): string[] {
  const m = MESSAGES[locale];
  return [
    `  title: ${tsString(plan.label[locale])},`,
    '  field: {',
    ...plan.fields.map((f) => `    ${f.property}: ${tsString(f.label[locale])},`),
    '  },',
    '  action: {',
    `    delete: ${tsString(m.delete)},`,
    '  },',
    '  message: {',
    `    confirmDelete: ${tsString(m.confirmDelete)},`,
    `    empty: ${tsString(m.empty)},`,
    '  },',
  ];
}

function locales(plan: Plan): GeneratedFile[] {
  return [
    file(plan, 'locales/zh-CN.ts', 'ts', ['const zhCN = {', ...bundleLines(plan, 'zh'), '};', '', 'export default zhCN;']),
    file(plan, 'locales/en.ts', 'ts', [
      "import type zhCN from './zh-CN';",
      '',
      'const en: typeof zhCN = {',
      ...bundleLines(plan, 'en'),
      '};',
      '',
      'export default en;',
    ]),
  ];
}

export function frontEndFiles(plan: Plan): GeneratedFile[] {
  return [types(plan), repository(plan), store(plan), page(plan), ...locales(plan)];
}
