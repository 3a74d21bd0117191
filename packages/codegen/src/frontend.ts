/**
 * The front-end program the generator writes, in web/src/programs/<program-folder>/: the types of the
 * API's DTOs, the service repository, the program store, the page (the default template,
 * ListDetailTemplate, bound to the store and the repository) and the zh-CN and en message bundles,
 * as the front-end tutorials describe each of them.
 */
import type {GeneratedFile} from './model';
import {tsComment, tsString} from './escape';
import {camelCase, pascalCase, propertyName} from './naming';
import type {Field, Plan} from './plan';

const folder = (plan: Plan) => `web/src/programs/${plan.programFolder}`;
const file = (plan: Plan, name: string, language: 'ts' | 'tsx', lines: string[]): GeneratedFile => ({
  path: `${folder(plan)}/${name}`,
  language,
  side: 'front-end',
  content: `${lines.join('\n')}\n`,
});

/** Text inside a `/** … *\/` comment: on one line, and unable to end it (see tsComment). */
const inComment = tsComment;

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
    `/** A row of \`${inComment(plan.table.name)}\`${plan.table.comment ? ` (${inComment(plan.table.comment)})` : ''}, as the list and the detail show it. */`,
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

/** A field's options in the page, where `options` is the program's `fieldOptions(t)`. */
const optionsOf = (f: Field) => `options.${f.property}`;

/** The records a foreign key may refer to, as the page's grid and search hold them (see `useLookup`). */
const lookedUp = (f: Field) => `${f.property}Options`;

function searchField(f: Field): string {
  const base = `name: '${f.property}', label: t('field.${f.property}')`;
  if (f.options) return `{${base}, type: 'select', options: ${optionsOf(f)}}`;
  // Chosen from the records it may refer to, as the form chooses it, rather than typed as an id.
  if (f.reference) return `{${base}, type: 'select', options: ${lookedUp(f)}}`;
  if (f.dict) return `{${base}, type: 'dict', dict: '${f.dict}'}`;
  return `{${base}, type: '${f.mapping.search}'}`;
}

/**
 * Whether the grid's first column names the record (a case number, an invoice number, a user name): it
 * is pinned at the grid's left edge then, so that a row stays known while a wide grid scrolls sideways.
 * A date, an amount, a status or a long text does not name a record; a grid that starts with one pins
 * nothing.
 */
const namesRecord = (f: Field) => f.mapping.cell === 'text' && !f.options && !f.dict && !f.reference && !f.audit && !f.secret && !isLong(f);

/**
 * The width of a pinned column: room for its values (up to 21 characters at the grid's font) and its sort
 * button, no more (DataGrid pins it only while it takes less than 45% of the box, not on a phone).
 */
const pinnedWidth = (f: Field) => Math.max(120, Math.min(200, Math.min(f.column.length ?? 21, 21) * 8 + 32));

function gridColumn(f: Field, first: boolean): string {
  const parts = [`field: '${f.property}'`, `title: t('field.${f.property}')`];
  if (first && namesRecord(f)) parts.push(`width: ${pinnedWidth(f)}`, "fixed: 'left'");
  // A value of a legend shows its label, as the form and the detail view do.
  if (f.options) parts.push(`render: (value) => optionLabel(${optionsOf(f)}, value)`);
  // A foreign key shows the record it refers to, named as the form's select names it.
  else if (f.reference) parts.push(`render: (value) => optionLabel(${lookedUp(f)}, value)`);
  else if (f.dict) parts.push("type: 'dict'", `dict: '${f.dict}'`);
  else if (f.mapping.cell !== 'text') parts.push(`type: '${f.mapping.cell}'`);
  const long =
    ['TEXT', 'MEDIUMTEXT', 'LONGTEXT', 'TINYTEXT', 'CITEXT', 'JSON', 'JSONB'].includes(f.column.sqlType) || (f.column.length ?? 0) > 100;
  if (long) parts.push('ellipsis: true');
  else parts.push('sortable: true');
  return `{${parts.join(', ')}}`;
}

/** The FormField type of a field: its role first (secret, options, reference, dictionary), then its column's type. */
function formType(f: Field): string {
  if (f.secret) return 'password';
  if (f.options || f.reference) return 'select';
  if (f.dict) return 'dict';
  if (f.mapping.cell === 'text') return isLong(f) ? 'textarea' : 'text';
  return f.mapping.cell;
}

const isLong = (f: Field) =>
  ['TEXT', 'MEDIUMTEXT', 'LONGTEXT', 'TINYTEXT', 'CITEXT', 'JSON', 'JSONB'].includes(f.column.sqlType) || (f.column.length ?? 0) > 100;

/** The key of a field's option `index` in the bundles: `option.<property>.o<index>`. */
const optionKey = (f: Field, index: number) => `option.${f.property}.o${index}`;

/**
 * One FormField of the form or the detail: required as the create request's `@NotNull`/`@NotBlank`
 * (a NOT NULL column without a DEFAULT), `maxLength` as its `@Size(max)`, options from the comment
 * or the ENUM, a reference's options read from the other resource.
 */
function formField(f: Field, forForm: boolean): string {
  const type = formType(f);
  const parts = [`name: '${f.property}'`, `label: t('field.${f.property}')`, `type: '${type}'`];
  if (f.dict && !f.options && !f.reference) parts.push(`dict: '${f.dict}'`);
  if (f.options) {
    parts.push(`options: ${optionsOf(f)}`);
  } else if (f.reference) {
    parts.push(`loadOptions: references.${f.property}`);
  }
  if (forForm) {
    if (!f.column.nullable && f.column.defaultValue === undefined) parts.push('required: true');
    if ((type === 'text' || type === 'textarea') && f.column.length !== undefined && ['CHAR', 'VARCHAR'].includes(f.column.sqlType))
      parts.push(`maxLength: ${f.column.length}`);
  }
  if (type === 'textarea') parts.push('span: 2');
  return `{${parts.join(', ')}}`;
}

/** The fields of the form (create, or edit without the keys) and of the detail view. */
const formFields = (plan: Plan) => plan.fields.filter((f) => f.writable && !f.databaseMaintained && !f.audit && !f.isVersion);
const detailFields = (plan: Plan) => plan.fields.filter((f) => f.inResponse && !f.secret);

/** The fields with options that the page shows somewhere: in the form, the search, the grid or the detail view. */
/** The fields with a list of values that some part of the page shows: the form, the detail view, the search or the grid. */
function fieldsWithOptions(plan: Plan): Field[] {
  const shown = new Set([...formFields(plan), ...detailFields(plan)]);
  return plan.fields.filter((f) => f.options && f.options.length > 0 && (f.searchable || isListed(f) || shown.has(f)));
}
const isListed = (f: Field) => f.listed && f.inResponse && !f.secret;

/** `fieldOptions(t)`: the values of each field whose comment or ENUM lists them, labelled from the bundle; and `optionLabel`. */
function optionsLines(plan: Plan): string[] {
  const withOptions = fieldsWithOptions(plan);
  if (withOptions.length === 0) return [];
  return [
    '/** The values of the fields whose comment lists them, each with its label. */',
    'function fieldOptions(t: Translate<typeof zhCN>) {',
    '  return {',
    ...withOptions.map(
      (f) =>
        `    ${f.property}: [${f
          .options!.map(
            (o, index) => `{value: ${typeof o.value === 'number' ? o.value : tsString(o.value)}, label: t('${optionKey(f, index)}')}`,
          )
          .join(', ')}],`,
    ),
    '  };',
    '}',
    '',
  ];
}

function page(plan: Plan): GeneratedFile {
  const n = typeNames(plan);
  const listed = plan.fields.filter(isListed);
  const writable = formFields(plan);
  const writableKeys = writable.filter((f) => f.isKey);
  const shown = detailFields(plan);
  const searchable = plan.fields.filter((f) => f.searchable);
  // The foreign keys the page shows, and those of them the grid or the search shows by the records' labels.
  const referenced = plan.fields.filter(
    (f) => f.reference && (writable.includes(f) || shown.includes(f) || listed.includes(f) || f.searchable),
  );
  const hasReference = referenced.length > 0;
  const lookups = referenced.filter((f) => listed.includes(f) || f.searchable);
  const keyOf = plan.composite ? `[${plan.keys.map((f) => `row.${f.property}`).join(', ')}].join('/')` : `row.${plan.keys[0]!.property}`;
  const hasOptions = fieldsWithOptions(plan).length > 0;
  const formHasOptions = writable.some((f) => f.options);
  // The memos that read the options depend on them too.
  const deps = (fields: readonly Field[]) => {
    const read = [
      ...(hasOptions && fields.some((f) => f.options) ? ['options'] : []),
      // The detail view reads a reference itself (its select's loadOptions), as the form does.
      ...(fields === shown ? [] : lookups.filter((f) => fields.includes(f)).map(lookedUp)),
    ];
    return `[${[...read, 't'].join(', ')}]`;
  };
  const usesOptionLabel = listed.some((f) => f.options || f.reference);
  const componentImports = [
    ...(lookups.length > 0 ? ['useLookup'] : []),
    ...(usesOptionLabel ? ['optionLabel'] : []),
    'ListDetailTemplate',
    'type DataGridColumn',
    'type FormField',
    'type ProgramAction',
    'type SearchField',
  ];
  const coreImports = hasReference
    ? 'defineProgram, http, useT, type Key, type PageResult, type Translate'
    : 'defineProgram, http, useT, type Key, type Translate';
  return file(plan, 'index.tsx', 'tsx', [
    "import {useMemo, type ReactNode} from 'react';",
    'import {',
    ...componentImports.map((name) => `  ${name},`),
    "} from '@lexboot/components';",
    `import {${coreImports}} from '@lexboot/core';`,
    "import en from './locales/en';",
    "import zhCN from './locales/zh-CN';",
    `import {${n.repository}} from './repository';`,
    `import {${n.store}} from './store';`,
    `import type {${n.detail}, ${n.form}, ${n.row}} from './types';`,
    '',
    `/** The key of a record, as the API's paths take it${plan.composite ? ' (the key columns joined by /)' : ''}. */`,
    `const keyOf = (row: ${n.row}): Key => ${keyOf};`,
    '',
    ...(hasReference
      ? [
          '/** What names a record of another resource: its name or title (`name`, `deptName`, `title`), else its key. */',
          'const nameOf = (item: Record<string, unknown>, key: string): string =>',
          '  String(',
          '    item.name ??',
          '      item.title ??',
          "      Object.entries(item).find(([field, value]) => /(?:Name|Title)$/.test(field) && typeof value === 'string' && value !== '')?.[1] ??",
          '      item[key],',
          '  );',
          '',
          '/** The records of another resource as the options of a select: the first 200, by key, named by their name or title. */',
          'const lookup = (resource: string, key: string) => () =>',
          '  http',
          '    .get<PageResult<Record<string, unknown>>>(resource, {size: 200})',
          '    .then((result) => result.items.map((item) => ({value: item[key] as string | number, label: nameOf(item, key)})));',
          '',
          '/** The records each foreign key may refer to: the form reads them when it opens; the grid and the search share one read. */',
          'const references = {',
          ...referenced.map((f) => `  ${f.property}: lookup('/${f.reference!.resource}', '${propertyName(f.reference!.column)}'),`),
          '};',
          '',
        ]
      : []),
    ...optionsLines(plan),
    ...(writableKeys.length > 0
      ? [
          '/** The fields of the create form; editing leaves out the key, which an update does not change. */',
          `function formFields(t: Translate<typeof zhCN>, editing: boolean): FormField[] {`,
          ...(formHasOptions ? ['  const options = fieldOptions(t);'] : []),
          '  const fields: FormField[] = [',
          ...writable.map((f) => `    ${formField(f, true)},`),
          '  ];',
          `  return editing ? fields.filter((field) => ![${writableKeys.map((f) => `'${f.property}'`).join(', ')}].includes(field.name)) : fields;`,
          '}',
        ]
      : [
          '/** The fields of the create and edit form. */',
          `function formFields(t: Translate<typeof zhCN>): FormField[] {`,
          ...(formHasOptions ? ['  const options = fieldOptions(t);'] : []),
          '  return [',
          ...writable.map((f) => `    ${formField(f, true)},`),
          '  ];',
          '}',
        ]),
    '',
    `function ${n.page}(): ReactNode {`,
    '  const t = useT<typeof zhCN>();',
    ...(hasOptions ? ['  const options = useMemo(() => fieldOptions(t), [t]);'] : []),
    ...lookups.map((f) => `  const ${lookedUp(f)} = useLookup(references.${f.property});`),
    '',
    '  const searchFields = useMemo<SearchField[]>(',
    '    () => [',
    ...searchable.map((f) => `      ${searchField(f)},`),
    '    ],',
    `    ${deps(searchable)},`,
    '  );',
    '',
    `  const columns = useMemo<DataGridColumn<${n.row}>[]>(`,
    '    () => [',
    ...listed.map((f, index) => `      ${gridColumn(f, index === 0)},`),
    '    ],',
    `    ${deps(listed)},`,
    '  );',
    '',
    '  const detailFields = useMemo<FormField[]>(',
    '    () => [',
    ...shown.map((f) => `      ${formField(f, false)},`),
    '    ],',
    `    ${deps(shown)},`,
    '  );',
    '',
    ...(writableKeys.length > 0 ? ['  const createFields = formFields(t, false);', '  const editFields = formFields(t, true);', ''] : []),
    '  const actions: ProgramAction[] = [',
    '    {',
    "      key: 'export',",
    "      label: t('action.export'),",
    "      icon: 'download',",
    "      permission: 'export',",
    '      // The rows of the current search, as the list shows them.',
    `      onClick: () => http.download('/${plan.resource}/export', {...${n.store}.getState().searchParams}),`,
    '    },',
    '  ];',
    '',
    '  return (',
    `    <ListDetailTemplate<${n.row}, ${n.detail}, ${n.form}>`,
    "      title={t('title')}",
    `      programCode="${plan.programCode}"`,
    `      store={${n.store}}`,
    `      repository={${n.repository}}`,
    '      searchFields={searchFields}',
    '      columns={columns}',
    '      rowKey={keyOf}',
    '      detailFields={detailFields}',
    ...(writableKeys.length > 0
      ? ['      formFields={createFields}', '      editFields={editFields}']
      : ['      formFields={formFields(t)}']),
    ...(plan.version
      ? plan.version.property === 'version'
        ? []
        : [`      versionField="${plan.version.property}"`]
      : ['      versionField={false}']),
    '      actions={actions}',
    "      emptyText={t('message.empty')}",
    '    />',
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
  zh: {
    export: '导出',
    confirmDelete: '删除选中的 {count} 条记录？',
    empty: '没有符合条件的记录',
  },
  en: {
    export: 'Export',
    confirmDelete: 'Delete the {count} selected records?',
    empty: 'No records match these filters',
  },
} as const;

function bundleLines(plan: Plan, locale: 'zh' | 'en'): string[] {
  const m = MESSAGES[locale];
  const withOptions = fieldsWithOptions(plan);
  return [
    `  title: ${tsString(plan.label[locale])},`,
    '  field: {',
    ...plan.fields.map((f) => `    ${f.property}: ${tsString(f.label[locale])},`),
    '  },',
    ...(withOptions.length > 0
      ? [
          '  option: {',
          ...withOptions.flatMap((f) => [
            `    ${f.property}: {`,
            ...f.options!.map((o, index) => `      o${index}: ${tsString(o.label[locale])},`),
            '    },',
          ]),
          '  },',
        ]
      : []),
    '  action: {',
    // The one action the page adds; the template labels its own (create, edit, details, delete).
    `    export: ${tsString(m.export)},`,
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
