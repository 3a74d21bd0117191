/**
 * One generation in the playground, as the worker (./worker.ts) runs it, or the page itself where no
 * worker can be had: the visitor's options, where an empty one follows the table, turned into the
 * generator's options, and the files. Pure: no DOM.
 *
 * Options that follow the table: the module, the entity class and the program code are left empty
 * (the generator names them from the table), except that the tutorial's own table keeps the program
 * code the tutorial gives it (CASE_MGMT, not LEGAL_CASE_MGMT); the comments' language is Chinese when
 * the table's comments are, English when they are written in another script, the site's language
 * when there are none.
 */
import {
  generate,
  listTables,
  type DialectOption,
  type GenerateResult,
  type GeneratorOptions,
  type SchemaListing,
  type Table,
  type TableSummary,
} from '@lexboot/codegen';
import type {PlaygroundOptions} from './share';

/** The program code the tutorial gives its table, which a pasted table of another name does not inherit. */
export type Preset = {readonly table: string; readonly programCode: string};

export type GenerationRequest = {
  readonly sql: string;
  readonly options: PlaygroundOptions;
  readonly migrationVersion: string;
  readonly preset: Preset;
  /** The comments' language when the table has no comments: the site's. */
  readonly fallbackLocale: 'zh-CN' | 'en';
};

export type Generation = {
  readonly result: GenerateResult;
  /** The tables the input defines, for the table picker. */
  readonly listing: SchemaListing;
  /** The table generated from when the input defines several: the one picked, or else the first. */
  readonly table: string;
  /** The comments' language used, chosen or followed. */
  readonly commentLocale: 'zh-CN' | 'en';
};

/** The worker's answer to the request with this id. */
export type WorkerAnswer = {readonly id: number; readonly generation: Generation};

type Followed = {readonly presetApplies: boolean; readonly commentLocale: 'zh-CN' | 'en'};

const HAN = /\p{Script=Han}/u;
const FIRST_TABLE =
  /\bcreate\s+(?:(?:global\s+|local\s+)?(?:temporary|temp|unlogged)\s+)?table\s+(?:if\s+not\s+exists\s+)?(?:[`"]?[\w$]+[`"]?\.)?[`"]?([\w$]+)/i;

/** A table's name as the `table` option takes it. */
export const tableOption = (table: TableSummary) => (table.schema ? `${table.schema}.${table.name}` : table.name);

/** The listing of the last input: typing in options, or picking a table, does not read a large file again. */
let lastListing: {readonly sql: string; readonly dialect: DialectOption; readonly listing: SchemaListing} | undefined;

function listingOf(sql: string, dialect: DialectOption = 'auto'): SchemaListing {
  if (lastListing?.sql !== sql || lastListing.dialect !== dialect) lastListing = {sql, dialect, listing: listTables(sql, dialect)};
  return lastListing.listing;
}

/** The table to generate from: none to name when there is one; the visitor's pick, or else the first, when there are several. */
function tableFor(listing: SchemaListing, picked: string): string {
  const tables = listing.ok ? listing.tables : [];
  if (tables.length < 2) return '';
  const wanted = picked.trim().toLowerCase();
  const found = tables.find((t) => tableOption(t).toLowerCase() === wanted || t.name.toLowerCase() === wanted);
  return found ? tableOption(found) : tableOption(tables[0]!);
}

const unqualified = (name: string) => name.slice(name.lastIndexOf('.') + 1).replace(/[`"]/g, '');

/** A first guess from the text alone, so that most inputs are generated once; checked against the table read. */
function guess(request: GenerationRequest): Followed {
  const name = request.options.table ? unqualified(request.options.table) : FIRST_TABLE.exec(request.sql)?.[1];
  return {
    presetApplies: name?.toLowerCase() === request.preset.table.toLowerCase(),
    commentLocale: HAN.test(request.sql) ? 'zh-CN' : request.fallbackLocale,
  };
}

/** What follows from the table read. */
export function followedFrom(table: Table, preset: Preset, fallbackLocale: 'zh-CN' | 'en'): Followed {
  const comments = [table.comment, ...table.columns.map((column) => column.comment)].filter((c): c is string => !!c?.trim());
  return {
    presetApplies: table.name.toLowerCase() === preset.table.toLowerCase(),
    commentLocale: comments.length === 0 ? fallbackLocale : comments.some((c) => HAN.test(c)) ? 'zh-CN' : 'en',
  };
}

function generatorOptions(request: GenerationRequest, followed: Followed): GeneratorOptions {
  const {options, preset, migrationVersion} = request;
  return {
    ...options,
    programCode: options.programCode || (followed.presetApplies ? preset.programCode : ''),
    commentLocale: options.commentLocale || followed.commentLocale,
    migrationVersion,
  };
}

export function generateInPlayground(asked: GenerationRequest): Generation {
  const listing = listingOf(asked.sql, asked.options.dialect);
  const table = tableFor(listing, asked.options.table);
  const request = {...asked, options: {...asked.options, table}};
  let followed = guess(request);
  let result = generate(request.sql, generatorOptions(request, followed));
  if (result.ok) {
    const read = followedFrom(result.table, request.preset, request.fallbackLocale);
    const matters =
      (!request.options.programCode && read.presetApplies !== followed.presetApplies) ||
      (!request.options.commentLocale && read.commentLocale !== followed.commentLocale);
    if (matters) {
      followed = read;
      result = generate(request.sql, generatorOptions(request, followed));
    }
  }
  return {result, listing, table, commentLocale: request.options.commentLocale || followed.commentLocale};
}
