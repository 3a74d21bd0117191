/**
 * The table as the generators see it: every column with its property name, its type mapping and its
 * role (key, audit, version, dictionary), and every name the files share. Worked out once, so that the
 * back end, the front end and the migration cannot disagree.
 */
import type {Column, GeneratorOptions, Problem, Table} from './model';
import {
  humanize,
  isJavaIdentifier,
  isJavaPackage,
  isNamable,
  isProgramCode,
  kebabCase,
  pascalCase,
  propertyName,
  resourcePath,
  upperSnakeCase,
} from './naming';
import {mappingOf, type JavaType, type TypeMapping} from './type-mapping';

/** Columns the framework fills itself (see the code-generation tutorial): never in a form. */
export const AUDIT_COLUMNS = ['created_at', 'updated_at', 'created_by', 'updated_by'] as const;
/** The optimistic-lock column. */
export const VERSION_COLUMN = 'version';

export type Field = {
  readonly column: Column;
  /** Java, JSON and TypeScript property. */
  readonly property: string;
  readonly mapping: TypeMapping;
  readonly java: JavaType;
  readonly isKey: boolean;
  /**
   * A key that is filled when the record is saved: by the database (AUTO_INCREMENT, IDENTITY, SERIAL),
   * or, for a UUID key with a DEFAULT, by JPA (which cannot leave a key to a column's default).
   */
  readonly generated: boolean;
  readonly audit: (typeof AUDIT_COLUMNS)[number] | undefined;
  readonly isVersion: boolean;
  /** Dictionary code from `[dict:CODE]` in the comment. */
  readonly dict: string | undefined;
  /** The field's name on screen, in each language. */
  readonly label: {readonly zh: string; readonly en: string};
  /** In the create request and the form (and, unless a key, in the update request). */
  readonly writable: boolean;
  /** A filter of the query DTO and the search form. */
  readonly searchable: boolean;
  /** In the response DTO, the row type and the detail view (false for secrets). */
  readonly inResponse: boolean;
  /** A column of the grid. */
  readonly listed: boolean;
  /** A column of the Excel export. */
  readonly exported: boolean;
  /**
   * A password, salt, secret or token: never in a response, the grid, search or export; write-only
   * in forms (a password field) and stored hashed with the application's PasswordEncoder.
   */
  readonly secret: boolean;
  /**
   * The database fills or maintains it (DEFAULT CURRENT_TIMESTAMP, ON UPDATE, a generated column):
   * read-only, left out of create and update requests, and read back after a save.
   */
  readonly databaseMaintained: boolean;
  /** The soft-delete flag (`del_flag`, `deleted`, `is_deleted`): delete sets it, lists leave flagged rows out. */
  readonly softDelete: boolean;
  /**
   * The values of a dictionary written out in the comment ("状态（0正常 1停用）") or an ENUM: the
   * form's options and the grid's labels. Undefined for other columns.
   */
  readonly options: readonly FieldOption[] | undefined;
  /** A foreign key: a typed reference to the other table's record, looked up in the form. */
  readonly reference: Reference | undefined;
};

/** One value of a dictionary written in a comment or an ENUM, with its label in each language. */
export type FieldOption = {readonly value: string | number; readonly label: {readonly zh: string; readonly en: string}};

/** The other table of a foreign key, as the generated code names it. */
export type Reference = {
  readonly table: string;
  /** The other table's entity, e.g. `Lawyer` for `lawyer_id REFERENCES lawyer (id)`. */
  readonly entity: string;
  /** Its REST resource under /api, e.g. `lawyers`. */
  readonly resource: string;
  /** The referenced column (the other table's key). */
  readonly column: string;
};

export type Plan = {
  readonly table: Table;
  readonly options: GeneratorOptions;
  readonly entity: string;
  /** The sub-package of the generated classes, e.g. `legalcase`. */
  readonly module: string;
  /** Java package of the generated classes. */
  readonly packageName: string;
  readonly programCode: string;
  /** The program's folder under web/src/programs, e.g. `case-mgmt`. */
  readonly programFolder: string;
  /** REST resource under /api, e.g. `legal-cases`. */
  readonly resource: string;
  readonly fields: readonly Field[];
  readonly keys: readonly Field[];
  /** The Java type of the primary key: the key column's, or the `…Id` record of a composite key. */
  readonly idType: JavaType;
  readonly composite: boolean;
  readonly version: Field | undefined;
  /** The soft-delete flag, when the table has one: delete is logical. */
  readonly softDelete: Field | undefined;
  readonly label: {readonly zh: string; readonly en: string};
};

const DICT_MARK = /\[dict:([A-Za-z][A-Za-z0-9_]*)\]/;

function labels(name: string, comment: string | undefined, commentLocale: GeneratorOptions['commentLocale']) {
  const fromComment = comment?.replace(DICT_MARK, '').trim();
  const drafted = humanize(name);
  return commentLocale === 'zh-CN' ? {zh: fromComment || drafted, en: drafted} : {zh: drafted, en: fromComment || drafted};
}

type PlanResult = {readonly ok: true; readonly plan: Plan} | {readonly ok: false; readonly problem: Problem};

export function planOf(table: Table, options: GeneratorOptions): PlanResult {
  const invalid = (option: keyof GeneratorOptions, value: string): PlanResult => ({
    ok: false,
    problem: {kind: 'invalid-option', option, value},
  });
  const stripped =
    options.tablePrefix && table.name.toLowerCase().startsWith(options.tablePrefix.toLowerCase())
      ? table.name.slice(options.tablePrefix.length)
      : table.name;
  if (!options.entityName.trim() && !isNamable(stripped))
    return {ok: false, problem: {kind: 'unnamable', what: 'table', name: table.name, at: table.position}};
  const entity = options.entityName.trim() || pascalCase(stripped);
  if (!isJavaIdentifier(entity) || !/^[A-Z]/.test(entity)) return invalid('entityName', options.entityName || entity);
  const basePackage = options.basePackage.trim();
  if (!isJavaPackage(basePackage)) return invalid('basePackage', options.basePackage);
  const module = options.module.trim() || entity.toLowerCase();
  if (!isJavaPackage(module)) return invalid('module', options.module);
  const programCode = options.programCode.trim() || `${upperSnakeCase(entity)}_MGMT`;
  if (!isProgramCode(programCode)) return invalid('programCode', options.programCode);
  if (!/^[0-9]{14}$/.test(options.migrationVersion)) return invalid('migrationVersion', options.migrationVersion);

  const fields: Field[] = [];
  for (const column of table.columns) {
    if (!isNamable(column.name)) return {ok: false, problem: {kind: 'unnamable', what: 'column', name: column.name, at: column.position}};
    const property = propertyName(column.name);
    const clash = fields.find((f) => f.property === property);
    if (clash) {
      return {ok: false, problem: {kind: 'name-clash', column: column.name, other: clash.column.name, property, at: column.position}};
    }
    const lower = column.name.toLowerCase();
    const isKey = table.primaryKey.some((key) => key.toLowerCase() === lower);
    const audit = AUDIT_COLUMNS.find((name) => name === lower);
    const isVersion = lower === VERSION_COLUMN && !isKey;
    const mapping = mappingOf(table.dialect, column.sqlType);
    const isJson = column.sqlType === 'JSON' || column.sqlType === 'JSONB';
    const generated = isKey && (column.autoIncrement || (mapping.java.name === 'UUID' && column.defaultValue !== undefined));
    fields.push({
      column,
      property,
      mapping,
      java: mapping.java,
      isKey,
      generated,
      audit,
      isVersion,
      dict: column.comment ? DICT_MARK.exec(column.comment)?.[1] : undefined,
      label: labels(column.name, column.comment, options.commentLocale),
      writable: !audit && !isVersion && !column.computed && !generated,
      searchable: !audit && !isVersion && !isJson && !generated,
      inResponse: true,
      listed: !isVersion && !generated,
      exported: !isVersion,
      secret: false,
      databaseMaintained: column.computed,
      softDelete: false,
      options: undefined,
      reference: undefined,
    });
  }
  const keys = table.primaryKey.map((name) => fields.find((f) => f.column.name.toLowerCase() === name.toLowerCase())!);
  const composite = keys.length > 1;
  return {
    ok: true,
    plan: {
      table,
      options,
      entity,
      module,
      packageName: `${basePackage}.${module}`,
      programCode,
      programFolder: kebabCase(programCode),
      resource: resourcePath(entity),
      fields,
      keys,
      idType: composite ? {name: `${entity}Id`} : keys[0]!.java,
      composite,
      version: fields.find((f) => f.isVersion),
      softDelete: fields.find((f) => f.softDelete),
      label: labels(entity, table.comment, options.commentLocale),
    },
  };
}
