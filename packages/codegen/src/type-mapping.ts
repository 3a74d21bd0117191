/**
 * SQL type → Java type → TypeScript type, and how a column of that type is searched and shown.
 * The one source of the mapping: the generator reads it, and the code-generation tutorial's tables are
 * built from it (`<TypeMappingTable dialect="…" />`, src/plugins/remark-type-mapping).
 */
import type {Dialect} from './model';

/** A Java type the generated classes use, with the import it needs (none for java.lang). */
export type JavaType = {readonly name: string; readonly import?: string};

export type TsType = 'string' | 'number' | 'boolean';

/** The SearchParams field type and the DataGrid cell type for a column (see their API pages). */
export type SearchType = 'text' | 'number' | 'dateRange' | 'boolean';
export type CellType = 'text' | 'number' | 'date' | 'datetime' | 'boolean';

export type TypeMapping = {
  /** Canonical SQL names this row covers, in the order the docs list them. */
  readonly sql: readonly string[];
  readonly java: JavaType;
  readonly ts: TsType;
  readonly search: SearchType;
  readonly cell: CellType;
  /** A remark shown in the docs' table, in both languages. */
  readonly note?: {readonly zh: string; readonly en: string};
};

const STRING: JavaType = {name: 'String'};
const INTEGER: JavaType = {name: 'Integer'};
const LONG: JavaType = {name: 'Long'};
const BIG_DECIMAL: JavaType = {name: 'BigDecimal', import: 'java.math.BigDecimal'};
const FLOAT: JavaType = {name: 'Float'};
const DOUBLE: JavaType = {name: 'Double'};
const BOOLEAN: JavaType = {name: 'Boolean'};
const LOCAL_DATE: JavaType = {name: 'LocalDate', import: 'java.time.LocalDate'};
const LOCAL_TIME: JavaType = {name: 'LocalTime', import: 'java.time.LocalTime'};
const OFFSET_DATE_TIME: JavaType = {name: 'OffsetDateTime', import: 'java.time.OffsetDateTime'};
const UUID: JavaType = {name: 'UUID', import: 'java.util.UUID'};

const text = (sql: string[], note?: TypeMapping['note']): TypeMapping => ({
  sql,
  java: STRING,
  ts: 'string',
  search: 'text',
  cell: 'text',
  note,
});
const whole = (sql: string[], java: JavaType, note?: TypeMapping['note']): TypeMapping => ({
  sql,
  java,
  ts: 'number',
  search: 'number',
  cell: 'number',
  note,
});
const bool = (sql: string[], note?: TypeMapping['note']): TypeMapping => ({
  sql,
  java: BOOLEAN,
  ts: 'boolean',
  search: 'boolean',
  cell: 'boolean',
  note,
});
const date: TypeMapping = {
  sql: ['DATE'],
  java: LOCAL_DATE,
  ts: 'string',
  search: 'dateRange',
  cell: 'date',
  note: {zh: '格式 `YYYY-MM-DD`；查询条件为起止日期', en: '`YYYY-MM-DD`; searched as a date range'},
};
const time: TypeMapping = {
  sql: ['TIME'],
  java: LOCAL_TIME,
  ts: 'string',
  search: 'text',
  cell: 'text',
  note: {zh: '格式 `HH:mm:ss`', en: '`HH:mm:ss`'},
};
const dateTime = (sql: string[]): TypeMapping => ({
  sql,
  java: OFFSET_DATE_TIME,
  ts: 'string',
  search: 'dateRange',
  cell: 'datetime',
  note: {zh: 'ISO-8601 并带时区偏移；查询条件为起止日期', en: 'ISO-8601 with an offset; searched as a date range'},
});

/** MySQL 8. `TINYINT(1)` is a boolean, as Connector/J reads it; other `TINYINT`s are numbers. */
const MYSQL: readonly TypeMapping[] = [
  text(['CHAR', 'VARCHAR', 'TINYTEXT', 'TEXT', 'MEDIUMTEXT', 'LONGTEXT']),
  text(['ENUM', 'SET'], {
    zh: '取值成为字段的选项；`SET` 可存多个取值，以逗号分隔的文本读写',
    en: 'Its values become the field’s options; a `SET` holds several, read and written as comma-separated text',
  }),
  text(['JSON'], {zh: '以 JSON 文本读写', en: 'Read and written as JSON text'}),
  bool(['BOOLEAN', 'BOOL', 'TINYINT(1)', 'BIT(1)'], {
    zh: '注释列出 0、1 以外取值的 `TINYINT(1)` 为 `Integer`；不写宽度的 `BIT` 即 `BIT(1)`',
    en: 'A `TINYINT(1)` whose comment lists values other than 0 and 1 is an `Integer`; `BIT` without a width is `BIT(1)`',
  }),
  whole(['TINYINT', 'SMALLINT', 'MEDIUMINT', 'INT', 'INTEGER', 'YEAR'], INTEGER),
  whole(['BIGINT', 'INT UNSIGNED', 'BIT'], LONG, {zh: '这里的 `BIT` 指 `BIT(2)` 到 `BIT(64)`', en: '`BIT` here is `BIT(2)` to `BIT(64)`'}),
  whole(['DECIMAL', 'NUMERIC'], BIG_DECIMAL, {
    zh: '前端为 `number`，金额在 15 位有效数字以内可以精确表示',
    en: '`number` in the front end: exact up to 15 significant digits',
  }),
  whole(['FLOAT'], FLOAT),
  whole(['DOUBLE', 'REAL'], DOUBLE),
  date,
  time,
  dateTime(['DATETIME', 'TIMESTAMP']),
];

const POSTGRESQL: readonly TypeMapping[] = [
  text(['CHAR', 'VARCHAR', 'TEXT', 'CITEXT']),
  text(['ENUM'], {
    zh: '`CREATE TYPE … AS ENUM` 定义的类型，取值成为字段的选项',
    en: 'A type made by `CREATE TYPE … AS ENUM`; its values become the field’s options',
  }),
  text(['JSON', 'JSONB'], {zh: '以 JSON 文本读写', en: 'Read and written as JSON text'}),
  {sql: ['UUID'], java: UUID, ts: 'string', search: 'text', cell: 'text'},
  bool(['BOOLEAN']),
  whole(['SMALLINT', 'INTEGER', 'SMALLSERIAL', 'SERIAL'], INTEGER),
  whole(['BIGINT', 'BIGSERIAL'], LONG),
  whole(['NUMERIC'], BIG_DECIMAL, {
    zh: '前端为 `number`，金额在 15 位有效数字以内可以精确表示',
    en: '`number` in the front end: exact up to 15 significant digits',
  }),
  whole(['REAL'], FLOAT),
  whole(['DOUBLE PRECISION'], DOUBLE),
  date,
  time,
  dateTime(['TIMESTAMP', 'TIMESTAMPTZ']),
];

export const TYPE_MAPPINGS: Readonly<Record<Dialect, readonly TypeMapping[]>> = {mysql: MYSQL, postgresql: POSTGRESQL};

/**
 * Other spellings of the same type, to the canonical name the tables above use. The generated code
 * and the docs only ever show canonical names.
 */
const ALIASES: Readonly<Record<Dialect, Readonly<Record<string, string>>>> = {
  mysql: {
    CHARACTER: 'CHAR',
    'CHARACTER VARYING': 'VARCHAR',
    'NATIONAL CHAR': 'CHAR',
    'NATIONAL CHARACTER': 'CHAR',
    'NATIONAL VARCHAR': 'VARCHAR',
    NCHAR: 'CHAR',
    NVARCHAR: 'VARCHAR',
    DEC: 'DECIMAL',
    FIXED: 'DECIMAL',
    'DOUBLE PRECISION': 'DOUBLE',
    INT4: 'INT',
    INT8: 'BIGINT',
    'INTEGER UNSIGNED': 'INT UNSIGNED',
  },
  postgresql: {
    CHARACTER: 'CHAR',
    BPCHAR: 'CHAR',
    'CHARACTER VARYING': 'VARCHAR',
    INT: 'INTEGER',
    INT4: 'INTEGER',
    INT2: 'SMALLINT',
    INT8: 'BIGINT',
    SERIAL4: 'SERIAL',
    SERIAL2: 'SMALLSERIAL',
    SERIAL8: 'BIGSERIAL',
    DECIMAL: 'NUMERIC',
    FLOAT4: 'REAL',
    FLOAT8: 'DOUBLE PRECISION',
    FLOAT: 'DOUBLE PRECISION',
    BOOL: 'BOOLEAN',
    'TIMESTAMP WITHOUT TIME ZONE': 'TIMESTAMP',
    'TIMESTAMP WITH TIME ZONE': 'TIMESTAMPTZ',
    'TIME WITHOUT TIME ZONE': 'TIME',
  },
};

/** Types whose columns the database fills from a sequence. */
export const SERIAL_TYPES: ReadonlySet<string> = new Set(['SMALLSERIAL', 'SERIAL', 'BIGSERIAL']);

/** The canonical name of a type as written (upper case, words joined by one space), or undefined. */
export function canonicalType(dialect: Dialect, written: string, length: number | undefined): string | undefined {
  const name = ALIASES[dialect][written] ?? written;
  if (dialect === 'mysql' && name === 'TINYINT' && length === 1) return 'TINYINT(1)';
  // MySQL's BIT is BIT(1) when no width is written: one bit, a boolean.
  if (dialect === 'mysql' && name === 'BIT' && (length === 1 || length === undefined)) return 'BIT(1)';
  return TYPE_MAPPINGS[dialect].some((row) => row.sql.includes(name)) ? name : undefined;
}

/** The mapping of a canonical type name in a dialect. */
export function mappingOf(dialect: Dialect, canonical: string): TypeMapping {
  const found = TYPE_MAPPINGS[dialect].find((row) => row.sql.includes(canonical));
  if (!found) throw new Error(`no mapping for ${dialect} type ${canonical}`);
  return found;
}

/** Every type name a dialect accepts, canonical first, for the "supported types" message. */
export function supportedTypes(dialect: Dialect): string[] {
  return TYPE_MAPPINGS[dialect].flatMap((row) => row.sql);
}

/** Spatial types of MySQL and PostgreSQL (and PostGIS): no Java or TypeScript type the generator writes holds them. */
const SPATIAL = new Set([
  'GEOMETRY',
  'GEOGRAPHY',
  'POINT',
  'LINESTRING',
  'POLYGON',
  'MULTIPOINT',
  'MULTILINESTRING',
  'MULTIPOLYGON',
  'GEOMETRYCOLLECTION',
  'GEOMCOLLECTION',
  'LINE',
  'LSEG',
  'BOX',
  'PATH',
  'CIRCLE',
]);
const BINARY = new Set(['BINARY', 'VARBINARY', 'TINYBLOB', 'BLOB', 'MEDIUMBLOB', 'LONGBLOB', 'BYTEA', 'LONG VARBINARY']);
const FULL_TEXT = new Set(['TSVECTOR', 'TSQUERY']);

/**
 * What kind of construct an unsupported type is, for the message that says what to do: a spatial
 * type, an array, binary data, a full-text search vector, or another type.
 */
export type UnsupportedTypeKind = 'spatial' | 'array' | 'binary' | 'full-text' | 'other';

/** The kind of an unsupported type as the problem writes it (`TEXT[]`, `GEOMETRY`, `public.geometry(Point,4326)`). */
export function unsupportedTypeKind(type: string): UnsupportedTypeKind {
  if (type.endsWith('[]')) return 'array';
  const name = type
    .replace(/\(.*$/, '')
    .replace(/ UNSIGNED$/, '')
    .replace(/^.*\./, '')
    .trim()
    .toUpperCase();
  if (SPATIAL.has(name)) return 'spatial';
  if (BINARY.has(name)) return 'binary';
  if (FULL_TEXT.has(name)) return 'full-text';
  return 'other';
}
