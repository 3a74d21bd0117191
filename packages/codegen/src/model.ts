/**
 * What the code generator reads and writes. The generator is pure (no DOM, no I/O): a `CREATE TABLE`
 * statement and a few options go in, a list of files comes out, or problems that say where and why.
 */

export type Dialect = 'mysql' | 'postgresql';

/** The dialect option: one of the two, or `auto`, to read it from the SQL. */
export type DialectOption = 'auto' | Dialect;

/**
 * How the dialect was decided: by the option; by the first sign in the SQL that only one of the
 * two accepts (a back-quote, `AUTO_INCREMENT`, `::`, `SERIAL`, …), with where it is; or, with no
 * sign at all, MySQL by default.
 */
export type DialectDecision = {readonly by: 'option'} | {readonly by: 'sign'; readonly at: Position} | {readonly by: 'default'};

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
  /** MySQL's `ON UPDATE …` expression as written (e.g. `CURRENT_TIMESTAMP`), or undefined. */
  readonly onUpdate: string | undefined;
  /** The values of an `ENUM(…)` or `SET(…)` column, in order; undefined for other types. */
  readonly enumValues: readonly string[] | undefined;
  /** The table this column refers to, from a column or table `FOREIGN KEY`/`REFERENCES` or an `ALTER TABLE … ADD CONSTRAINT … FOREIGN KEY`. */
  readonly references: ForeignKeyTarget | undefined;
  /** Whether the name was quoted in SQL: PostgreSQL folds an unquoted name to lower case and keeps a quoted one. */
  readonly quoted: boolean;
  readonly position: Position;
};

/** The other end of a foreign key. */
export type ForeignKeyTarget = {
  readonly table: string;
  readonly schema: string | undefined;
  /** The referenced column; undefined when the key names none (then it is the other table's primary key). */
  readonly column: string | undefined;
  /**
   * The referenced column as the input defines it, when the input holds that table: its canonical SQL
   * type, whether it is the table's one key column, and whether the database (AUTO_INCREMENT, IDENTITY,
   * SERIAL) or a DEFAULT fills it. A foreign key to a snowflake key travels as a string, as that key does.
   */
  readonly definition?: {
    readonly sqlType: string;
    readonly onlyKey: boolean;
    readonly autoIncrement: boolean;
    readonly defaultValue: string | undefined;
  };
};

export type Table = {
  readonly name: string;
  /** The schema (PostgreSQL) or database (MySQL) the name is qualified with, as in `legal.court_hearing`. */
  readonly schema: string | undefined;
  readonly comment: string | undefined;
  readonly columns: readonly Column[];
  /** Column names of the primary key, in key order. */
  readonly primaryKey: readonly string[];
  /** The unique keys of several columns (`UNIQUE KEY uk (tenant_id, code)`), each in key order; a one-column key is `Column.unique`. */
  readonly uniqueKeys?: readonly (readonly string[])[];
  readonly dialect: Dialect;
  /** How `dialect` was decided (see DialectDecision); undefined for a table made by hand. */
  readonly dialectDecision?: DialectDecision;
  /** Whether the table name was quoted in SQL (see `Column.quoted`). */
  readonly quoted: boolean;
  readonly position: Position;
};

/** A table that a file defines, for the table picker: what the visitor needs to tell tables apart. */
export type TableSummary = {
  readonly name: string;
  readonly schema: string | undefined;
  readonly comment: string | undefined;
  readonly columns: number;
  readonly position: Position;
};

/**
 * The tables of a whole file (a dump, an install script): every `CREATE TABLE`, in order, with the
 * statements passed over counted by their first words (`INSERT`, `DROP TABLE`, `CREATE FUNCTION`, …).
 */
export type SchemaListing =
  | {
      readonly ok: true;
      readonly dialect: Dialect;
      readonly dialectDecision: DialectDecision;
      readonly tables: readonly TableSummary[];
      readonly skipped: {readonly total: number; readonly byKind: Readonly<Record<string, number>>};
    }
  | {readonly ok: false; readonly problem: Problem};

export type GeneratorOptions = {
  /**
   * The table to generate from when the input defines several (its name as written, unqualified or
   * `schema.name`); empty when the input defines one. `lexboot.codegen.tables` in application.yml.
   */
  readonly table: string;
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
  /**
   * The SQL dialect of the input: `auto` (the default, also when left out) reads it from the SQL, and
   * the result says how it decided (`Table.dialectDecision`); `mysql` or `postgresql` says it, for a
   * statement with no sign of either (a PostgreSQL `CREATE TABLE` of `INT`, `VARCHAR` and `TEXT`).
   */
  readonly dialect?: DialectOption;
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
  /**
   * A name or comment longer than the database keeps (`unit` says how it counts): a table's or column's
   * name (of 64 characters in MySQL, 63 bytes in PostgreSQL), a MySQL table's comment (2,048 characters),
   * a MySQL column's (1,024). `name` is the table's or column's name, cut to 64 characters.
   */
  | {
      readonly kind: 'too-long';
      readonly what: 'table' | 'column' | 'table-comment' | 'column-comment';
      readonly name: string;
      readonly size: number;
      readonly limit: number;
      readonly unit: 'characters' | 'bytes';
      readonly at: Position;
    }
  /** A table or schema name holding a control character (a line break) or a quote: no generated code or SQL can name it safely. */
  | {readonly kind: 'unsafe-name'; readonly name: string; readonly at: Position}
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

/**
 * What the generated program does differently from the generator's rules for a column of this table, so
 * that the visitor knows before using it; the UI words each kind in the visitor's language, and the
 * generated code says it too (Javadoc of the field).
 */
export type Note =
  /**
   * A password column too short for the hash of the application's PasswordEncoder (`needed` characters):
   * it holds another program's hash (an MD5's 32 characters), so the generated forms never write it, and
   * it stays out of every response, the grid, the search and the export.
   */
  | {readonly kind: 'short-hash-column'; readonly column: string; readonly length: number; readonly needed: number; readonly at: Position}
  /**
   * A credential for another system (a data source's, a mail server's password): stored encrypted with the
   * application's key (`property`), which the application must be given before it starts.
   */
  | {readonly kind: 'encrypted-credential'; readonly column: string; readonly property: string; readonly at: Position};

export type GenerateResult =
  | {
      readonly ok: true;
      readonly table: Table;
      readonly names: GeneratedNames;
      readonly files: readonly GeneratedFile[];
      /** What the program does differently from the rules, column by column (empty for most tables). */
      readonly notes: readonly Note[];
    }
  | {readonly ok: false; readonly problem: Problem};
