/**
 * LexBoot's code generator, as the site runs it in the browser: a `CREATE TABLE` statement (MySQL 8
 * or PostgreSQL 15+) and the generator's options in, the files of a working program out: JPA entity,
 * repository, service, controller and DTOs; the front-end program; the migration that registers it.
 * Pure functions, no DOM: the playground, the docs and the tests all call `generate`; the site's
 * runner (the generated front end run against an in-browser back end) plans the table with `planOf`
 * and refuses duplicates with `uniqueChecks`, as the generated back end does.
 */
import {backEndFiles} from './java';
import {frontEndFiles} from './frontend';
import {migrationFile} from './migration';
import type {GenerateResult, GeneratorOptions} from './model';
import {parseCreateTable, type ParsedSchema} from './parse';
import {planOf} from './plan';

export type {
  Column,
  Dialect,
  DialectDecision,
  DialectOption,
  Expected,
  ForeignKeyTarget,
  GeneratedFile,
  GeneratedNames,
  GenerateResult,
  GeneratorOptions,
  Note,
  Position,
  Problem,
  SchemaListing,
  Table,
  TableSummary,
} from './model';
export {listTables, parseCreateTable, parseSchema, type ParsedSchema} from './parse';
export {GENERATED_PERMISSION_ACTIONS} from './migration';
export {planOf, type Field, type Plan, type Reference} from './plan';
export {propertyName, words} from './naming';
export {uniqueChecks, uniqueMessages, type UniqueCheck} from './unique';
export {TYPE_MAPPINGS, supportedTypes, unsupportedTypeKind, type TypeMapping, type UnsupportedTypeKind} from './type-mapping';
export {zip, crc32, type ZipEntry} from './zip';

/** The options of the code-generation tutorial (`lexboot.codegen.*` in application.yml). */
export const DEFAULT_OPTIONS: GeneratorOptions = {
  table: '',
  basePackage: 'com.example.lawfirm',
  module: '',
  programCode: '',
  entityName: '',
  tablePrefix: '',
  commentLocale: 'zh-CN',
  migrationVersion: '20250612103000',
  dialect: 'auto',
};

/** A Flyway version for "now": `yyyyMMddHHmmss` in UTC. */
export function migrationVersionAt(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * The program of the input's table: `sql`, or a file read once with parseSchema (whose dialect is the
 * one it was read with: `options.dialect` must then be left out or say the same).
 */
export function generate(input: string | ParsedSchema, options: GeneratorOptions = DEFAULT_OPTIONS): GenerateResult {
  if (typeof input !== 'string' && (options.dialect ?? 'auto') !== input.dialect)
    return {ok: false, problem: {kind: 'invalid-option', option: 'dialect', value: String(options.dialect)}};
  const parsed =
    typeof input === 'string' ? parseCreateTable(input, options.table, options.dialect) : parseCreateTable(input, options.table);
  if (!parsed.ok) return parsed;
  const planned = planOf(parsed.table, options);
  if (!planned.ok) return planned;
  const {plan} = planned;
  const names = {entity: plan.entity, module: plan.module, programCode: plan.programCode, programFolder: plan.programFolder};
  return {
    ok: true,
    table: parsed.table,
    names,
    files: [...backEndFiles(plan), migrationFile(plan), ...frontEndFiles(plan)],
    notes: plan.notes,
  };
}
