/**
 * What the code generator reads and writes. The generator is pure (no DOM, no I/O): a `CREATE TABLE`
 * statement and a few options go in, a list of files comes out, or problems that say where and why.
 */

export type Dialect = 'mysql' | 'postgresql';

/** A position in the visitor's input, both 1-based, as an editor shows it. */
export type Position = {readonly line: number; readonly column: number};

export type Column = {
  /** The name as written in SQL, without quotes. */
  readonly name: string;
  /** The SQL type's canonical name (see ./type-mapping), e.g. `VARCHAR`, `TIMESTAMPTZ`. */
  readonly sqlType: string;
  /** The type as written, for messages and comments, e.g. `VARCHAR(32)`. */
  readonly sqlTypeText: string;
  /** `VARCHAR(32)` → 32; `DECIMAL(12,2)` → 12. */
  readonly length: number | undefined;
  readonly scale: number | undefined;
  readonly nullable: boolean;
  /** The database fills it (AUTO_INCREMENT, IDENTITY, SERIAL). */
  readonly autoIncrement: boolean;
  /** A computed column (`GENERATED ALWAYS AS (…)`), never written by the application. */
  readonly computed: boolean;
  readonly unique: boolean;
  /** The DEFAULT clause as written, or undefined. */
  readonly defaultValue: string | undefined;
  /** The column comment, from `COMMENT '…'` (MySQL) or `COMMENT ON COLUMN` (PostgreSQL). */
  readonly comment: string | undefined;
  readonly position: Position;
};

export type Table = {
  readonly name: string;
  /** The schema (PostgreSQL) or database (MySQL) the name is qualified with, as in `legal.court_hearing`. */
  readonly schema: string | undefined;
  readonly comment: string | undefined;
  readonly columns: readonly Column[];
  /** Column names of the primary key, in key order. */
  readonly primaryKey: readonly string[];
  readonly dialect: Dialect;
  readonly position: Position;
};

export type GeneratorOptions = {
  /** Java package of the application, e.g. `com.example.lawfirm`. */
  readonly basePackage: string;
  /** Sub-package of the generated classes; the entity's name in lower case when empty. */
  readonly module: string;
  /** The program code, upper snake case, e.g. `CASE_MGMT`. */
  readonly programCode: string;
  /** The entity's class name; the table's name in PascalCase when empty. */
  readonly entityName: string;
  /** A prefix stripped from the table name before naming classes, e.g. `t_`. */
  readonly tablePrefix: string;
  /** The language of the column comments; the other language's bundle is drafted from column names. */
  readonly commentLocale: 'zh-CN' | 'en';
  /** Flyway version of the migration script, `yyyyMMddHHmmss`. */
  readonly migrationVersion: string;
};

export type GeneratedFile = {
  /** Path in the application's repository, e.g. `server/src/main/java/…/LegalCase.java`. */
  readonly path: string;
  readonly language: 'java' | 'ts' | 'tsx' | 'sql';
  readonly content: string;
  /** Which side of the application: for grouping in the file tree. */
  readonly side: 'back-end' | 'front-end' | 'database';
};

/**
 * What the parser expected where it stopped: a kind of thing (worded by the UI in the visitor's
 * language), or the literal token that had to come (`)`, `;`, a keyword such as `DEFAULT`).
 */
export type Expected =
  | 'column-name'
  | 'table-name'
  | 'table-column'
  | 'column-type'
  | 'length'
  | 'scale'
  | 'number'
  | 'default-value'
  | 'comment-string'
  | 'charset'
  | 'constraint-name'
  | 'column-end'
  | 'reference-action'
  | 'index-name'
  | 'key-name'
  | 'table-constraint'
  | 'column-definition'
  | 'comma-or-paren'
  | 'type'
  | {readonly token: string};

/** Why the input cannot be generated from; the UI words each kind in the visitor's language. */
export type Problem =
  | {readonly kind: 'empty-input'}
  | {readonly kind: 'unterminated'; readonly what: 'string' | 'comment' | 'identifier'; readonly at: Position}
  | {readonly kind: 'unexpected'; readonly expected: Expected; readonly found: string; readonly at: Position}
  | {readonly kind: 'no-table'}
  | {readonly kind: 'several-tables'; readonly names: readonly string[]; readonly at: Position}
  | {readonly kind: 'unsupported-statement'; readonly statement: string; readonly at: Position}
  | {
      readonly kind: 'unsupported-type';
      readonly column: string;
      readonly type: string;
      readonly dialect: Dialect | undefined;
      readonly at: Position;
    }
  | {readonly kind: 'duplicate-column'; readonly column: string; readonly at: Position; readonly first: Position}
  | {readonly kind: 'no-primary-key'; readonly table: string; readonly at: Position}
  | {readonly kind: 'several-primary-keys'; readonly table: string; readonly at: Position}
  | {readonly kind: 'unknown-column'; readonly column: string; readonly table: string; readonly at: Position}
  | {readonly kind: 'other-table'; readonly table: string; readonly expected: string; readonly at: Position}
  | {readonly kind: 'no-columns'; readonly table: string; readonly at: Position}
  /** A name of other characters than ASCII letters, digits and underscores: no Java name can be made of it. */
  | {readonly kind: 'unnamable'; readonly what: 'table' | 'column'; readonly name: string; readonly at: Position}
  | {readonly kind: 'name-clash'; readonly column: string; readonly other: string; readonly property: string; readonly at: Position}
  | {readonly kind: 'invalid-option'; readonly option: keyof GeneratorOptions; readonly value: string};

export type ParseResult = {readonly ok: true; readonly table: Table} | {readonly ok: false; readonly problem: Problem};

/** The names the generator chose where an option was left empty, for the form to show. */
export type GeneratedNames = {
  readonly entity: string;
  readonly module: string;
  readonly programCode: string;
  /** The program's folder under web/src/programs, e.g. `case-mgmt`. */
  readonly programFolder: string;
};

export type GenerateResult =
  | {readonly ok: true; readonly table: Table; readonly names: GeneratedNames; readonly files: readonly GeneratedFile[]}
  | {readonly ok: false; readonly problem: Problem};
