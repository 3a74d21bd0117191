/**
 * Reads a whole SQL file in MySQL 8 or PostgreSQL 15+ syntax, as a visitor pastes it: one
 * `CREATE TABLE`, a framework's install script, a mysqldump or a pg_dump. It finds every table with
 * what the file says about it elsewhere (`COMMENT ON`, pg_dump's `ALTER TABLE ONLY … ADD CONSTRAINT`
 * keys, `ALTER … SET DEFAULT nextval(…)`, phpMyAdmin's `ALTER TABLE … ADD PRIMARY KEY`, `CREATE TYPE
 * … AS ENUM`, `CREATE DOMAIN`), and passes over, counting them, the statements it does not need
 * (`INSERT`, `COPY` with its data, `SET`, functions, triggers, views, grants, …). The parser never
 * throws: every outcome is a result.
 *
 * It is a focused parser rather than a general SQL one: it understands the column definitions, keys
 * and comments the generator needs, and passes over what it does not (CHECK, index and storage
 * options, partitions) by matching their parentheses.
 */
import {describe, INNER_SEMICOLON, tokenize, type Token} from './lexer';
import type {
  Column,
  Dialect,
  DialectDecision,
  DialectOption,
  Expected,
  ForeignKeyTarget,
  ParseResult,
  Position,
  Problem,
  SchemaListing,
  Table,
} from './model';
import {canonicalType, SERIAL_TYPES} from './type-mapping';

/**
 * Thrown inside the parser only, and always turned into a result. Without a stack trace: a problem
 * in one statement of a dump is recovered from, and should cost no more than reading on.
 */
class Stop extends Error {
  override readonly name = 'Stop';
  readonly problem: Problem;

  constructor(problem: Problem) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(problem.kind);
    Error.stackTraceLimit = limit;
    this.problem = problem;
  }
}

type Name = {name: string; at: Position; quoted: boolean};
type QualifiedName = Name & {schema: string | undefined};

type TypeInfo = {
  /** The type's words in upper case, e.g. `CHARACTER VARYING`; for a user-defined type, its name in upper case. */
  written: string;
  /** The last part of the name as written (for user-defined types and domains). */
  ownName: string;
  schema: string | undefined;
  text: string;
  length: number | undefined;
  scale: number | undefined;
  array: boolean;
  enumValues: string[] | undefined;
  at: Position;
};

type Draft = {
  name: string;
  quoted: boolean;
  type: TypeInfo;
  notNull: boolean;
  primaryKey: boolean;
  autoIncrement: boolean;
  computed: boolean;
  unique: boolean;
  defaultValue: string | undefined;
  comment: string | undefined;
  onUpdate: string | undefined;
  references: ForeignKeyTarget | undefined;
  position: Position;
};

type Keys = {
  primary: {names: Name[]; at: Position}[];
  unique: Name[][];
  foreign: {columns: Name[]; target: ForeignKeyTarget}[];
};

type TableDraft = {
  name: string;
  schema: string | undefined;
  quoted: boolean;
  position: Position;
  /** Where its `CREATE` is. */
  start: Position;
  comment: string | undefined;
  drafts: Draft[];
  keys: Keys;
  /** The first problem found in its statement or in a statement about it. */
  problem: Problem | undefined;
};

type UserType = {kind: 'enum'; schema: string | undefined; values: string[]} | {kind: 'domain'; schema: string | undefined; base: TypeInfo};

/** What a file holds, before a table is picked. */
type FileContents = {
  tables: TableDraft[];
  dialect: Dialect;
  dialectDecision: DialectDecision;
  types: Map<string, UserType>;
  skipped: Map<string, number>;
  /** The first statement that is neither DDL nor a client setting, for a file without tables. */
  firstForeign: {statement: string; at: Position} | undefined;
  /** Problems in statements about no table of the file, or outside any table. */
  problems: Problem[];
};

/** Type names of several words, by their first word (the zones of TIMESTAMP and TIME come after the precision). */
const TWO_WORD_TYPES: Readonly<Record<string, readonly string[]>> = {
  CHARACTER: ['VARYING'],
  CHAR: ['VARYING'],
  BIT: ['VARYING'],
  DOUBLE: ['PRECISION'],
  NATIONAL: ['CHAR', 'CHARACTER', 'VARCHAR'],
  LONG: ['VARCHAR', 'VARBINARY'],
};

/** Signs of one dialect that the other does not accept. */
const MYSQL_TYPES = new Set([
  'DATETIME',
  'TINYINT',
  'MEDIUMINT',
  'TINYTEXT',
  'MEDIUMTEXT',
  'LONGTEXT',
  'ENUM',
  'YEAR',
  'LONGBLOB',
  'MEDIUMBLOB',
  'TINYBLOB',
]);
const POSTGRESQL_TYPES = new Set([
  'TIMESTAMPTZ',
  'TIMESTAMP WITH TIME ZONE',
  'TIMESTAMP WITHOUT TIME ZONE',
  'SERIAL',
  'BIGSERIAL',
  'SMALLSERIAL',
  'JSONB',
  'UUID',
  'CITEXT',
  'INT2',
  'INT4',
  'INT8',
  'FLOAT4',
  'FLOAT8',
  'BOOL',
  'BYTEA',
  'TSVECTOR',
]);

/** The object words of `CREATE …` statements that are passed over, for counting them. */
const CREATE_OBJECTS = new Set([
  'INDEX',
  'VIEW',
  'FUNCTION',
  'PROCEDURE',
  'TRIGGER',
  'SEQUENCE',
  'TYPE',
  'DOMAIN',
  'EXTENSION',
  'SCHEMA',
  'DATABASE',
  'POLICY',
  'RULE',
  'EVENT',
  'AGGREGATE',
  'OPERATOR',
  'ROLE',
  'USER',
  'TABLESPACE',
  'PUBLICATION',
  'SUBSCRIPTION',
  'SERVER',
  'COLLATION',
  'CAST',
  'STATISTICS',
  'TEXT',
  'LANGUAGE',
  'CONVERSION',
  'TRANSFORM',
  'ACCESS',
  'FOREIGN',
  'MATERIALIZED',
]);

/** Statements of a schema file (DDL and client settings), as opposed to queries pasted by mistake. */
const SCHEMA_STATEMENTS = new Set([
  'CREATE',
  'ALTER',
  'DROP',
  'COMMENT',
  'SET',
  'USE',
  'GRANT',
  'REVOKE',
  'LOCK',
  'UNLOCK',
  'BEGIN',
  'COMMIT',
  'START',
]);

const lower = (text: string) => text.toLowerCase();

class Parser {
  private index = 0;
  private mysqlSign: Position | undefined;
  private postgresSign: Position | undefined;
  private readonly tables: TableDraft[] = [];
  private readonly types = new Map<string, UserType>();
  private readonly skipped = new Map<string, number>();
  private firstForeign: {statement: string; at: Position} | undefined;
  private readonly problems: Problem[] = [];
  /** The table whose `CREATE TABLE` is being read: a problem inside it is that table's. */
  private reading: TableDraft | undefined;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly dialectOption: DialectOption = 'auto',
  ) {}

  /** The current token (a method, not a getter, so that TypeScript does not narrow it across `take()`). */
  private current(): Token {
    return this.tokens[this.index]!;
  }

  private peek(offset = 1): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)]!;
  }

  private isWord(...words: string[]): boolean {
    for (let offset = 0; offset < words.length; offset++) {
      const token = this.peek(offset);
      if (token.kind !== 'word' || token.upper !== words[offset]) return false;
    }
    return true;
  }

  private isSymbol(text: string, token: Token = this.current()): boolean {
    return token.kind === 'symbol' && token.text === text;
  }

  private atStatementEnd(): boolean {
    return this.current().kind === 'end' || this.isSymbol(';');
  }

  private take(): Token {
    const token = this.current();
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private fail(expected: Expected, token: Token = this.current()): never {
    throw new Stop({kind: 'unexpected', expected, found: describe(token), at: token.at});
  }

  private expectWord(...words: string[]): void {
    for (const word of words) {
      if (!this.isWord(word)) this.fail({token: word});
      this.take();
    }
  }

  private expectSymbol(text: string): void {
    if (!this.isSymbol(text)) this.fail({token: text});
    this.take();
  }

  private acceptWord(...words: string[]): boolean {
    if (!this.isWord(...words)) return false;
    this.index += words.length;
    return true;
  }

  private acceptSymbol(text: string): boolean {
    if (!this.isSymbol(text)) return false;
    this.take();
    return true;
  }

  private markMysql(at: Position): void {
    this.mysqlSign ??= at;
  }

  private markPostgres(at: Position): void {
    this.postgresSign ??= at;
  }

  private isIdentifier(token: Token = this.current()): boolean {
    return token.kind === 'word' || token.kind === 'quoted';
  }

  /** An identifier, bare or quoted; `` ` `` marks MySQL and `"` PostgreSQL. */
  private identifier(what: Expected): Name {
    const token = this.current();
    if (token.kind === 'word') {
      this.take();
      return {name: token.text, at: token.at, quoted: false};
    }
    if (token.kind === 'quoted') {
      this.take();
      if (token.quote === '`') this.markMysql(token.at);
      else this.markPostgres(token.at);
      return {name: token.text, at: token.at, quoted: true};
    }
    return this.fail(what);
  }

  /** `a`, `schema.a` or `db.schema.a`: the last part, qualified by the one before it. */
  private qualifiedName(what: Expected): QualifiedName & {parts: string[]} {
    const first = this.identifier(what);
    const parts = [first.name];
    let last = first;
    while (this.acceptSymbol('.')) {
      last = this.identifier(what);
      parts.push(last.name);
    }
    return {name: last.name, quoted: last.quoted, at: first.at, schema: parts.length > 1 ? parts[parts.length - 2] : undefined, parts};
  }

  /** Skips a parenthesised group (the current token is its `(`), returning its text. */
  private skipGroup(): string {
    const open = this.current();
    this.expectSymbol('(');
    const parts: string[] = ['('];
    let depth = 1;
    while (depth > 0) {
      const token = this.take();
      if (token.kind === 'end') throw new Stop({kind: 'unexpected', expected: {token: ')'}, found: 'end', at: open.at});
      if (token.kind === 'symbol' && token.text === '(') depth++;
      if (token.kind === 'symbol' && token.text === ')') depth--;
      parts.push(token.kind === 'string' ? `'${token.text.replaceAll("'", "''")}'` : describe(token));
    }
    return parts.join(' ').replace(/\( /g, '(').replace(/ \)/g, ')').replace(/ , /g, ', ');
  }

  /** Skips to the end of the current statement (`;` or the end), noting signs of the dialect on the way. */
  private skipStatement(): void {
    while (!this.atStatementEnd()) {
      const token = this.take();
      if (token.kind === 'symbol' && token.text === '::') this.markPostgres(token.at);
      else if (token.kind === 'quoted' && token.quote === '`') this.markMysql(token.at);
      else if (token.kind === 'word' && token.upper === 'PG_CATALOG') this.markPostgres(token.at);
    }
  }

  private count(kind: string): void {
    this.skipped.set(kind, (this.skipped.get(kind) ?? 0) + 1);
  }

  private columnList(): Name[] {
    this.expectSymbol('(');
    const names: Name[] = [];
    do {
      // MySQL 8's functional key parts: `((lower(email)))`.
      if (this.isSymbol('(')) this.skipGroup();
      else names.push(this.identifier('column-name'));
      // Index parts may carry a prefix length, an order, an operator class or a collation: `name(10) DESC`.
      if (this.isSymbol('(')) this.skipGroup();
      while (!this.isSymbol(',') && !this.isSymbol(')') && this.current().kind === 'word') {
        if (this.acceptWord('COLLATE')) this.qualifiedName('charset');
        else if (
          !this.acceptWord('ASC') &&
          !this.acceptWord('DESC') &&
          !this.acceptWord('NULLS', 'FIRST') &&
          !this.acceptWord('NULLS', 'LAST')
        )
          break;
      }
    } while (this.acceptSymbol(','));
    this.expectSymbol(')');
    return names;
  }

  /** A string literal; MySQL also takes a double-quoted one where a string must be. */
  private stringLiteral(what: Expected): string {
    const token = this.current();
    if (token.kind === 'quoted' && token.quote === '"') {
      this.take();
      this.markMysql(token.at);
      return token.text;
    }
    if (token.kind !== 'string') this.fail(what);
    this.take();
    return token.text;
  }

  /** One operand of a DEFAULT expression. */
  private defaultOperand(): string {
    const token = this.current();
    if (token.kind === 'symbol' && token.text === '(') return this.skipGroup();
    if (token.kind === 'symbol' && (token.text === '-' || token.text === '+')) {
      this.take();
      return `${token.text}${this.defaultOperand()}`;
    }
    if (token.kind === 'string') {
      this.take();
      return `'${token.text.replaceAll("'", "''")}'`;
    }
    if (token.kind === 'quoted' && token.quote === '"') {
      // MySQL's double-quoted string (a PostgreSQL default cannot name a column).
      this.take();
      this.markMysql(token.at);
      return `'${token.text.replaceAll("'", "''")}'`;
    }
    if (token.kind === 'number') {
      this.take();
      return token.text;
    }
    if (token.kind === 'word') {
      this.take();
      let text = token.text;
      // A qualified function (`pg_catalog.now()`), a call, an array (`ARRAY[]`) or a typed literal (`DATE '2000-01-01'`).
      while (this.isSymbol('.') && this.isIdentifier(this.peek())) {
        this.take();
        text += `.${this.identifier('default-value').name}`;
      }
      if (this.isSymbol('(')) text += this.skipGroup();
      else if (this.isSymbol('[') || this.isSymbol('[]')) text += this.skipBrackets();
      else if (this.current().kind === 'string' && token.upper !== 'NULL') text += ` ${this.defaultOperand()}`;
      return text;
    }
    return this.fail('default-value');
  }

  private skipBrackets(): string {
    if (this.acceptSymbol('[]')) return '[]';
    const open = this.current();
    this.expectSymbol('[');
    let depth = 1;
    const parts = ['['];
    while (depth > 0) {
      const token = this.take();
      if (token.kind === 'end') throw new Stop({kind: 'unexpected', expected: {token: ']'}, found: 'end', at: open.at});
      if (this.isSymbol('[', token)) depth++;
      if (this.isSymbol(']', token)) depth--;
      parts.push(token.kind === 'string' ? `'${token.text}'` : describe(token));
    }
    return parts.join('');
  }

  /** A DEFAULT (or ON UPDATE) expression: operands joined by operators, with `::type` casts. */
  private defaultExpression(): string {
    let text = this.defaultOperand();
    for (;;) {
      if (this.isSymbol('::')) {
        this.markPostgres(this.current().at);
        this.take();
        const type = this.typeName();
        text += `::${type.ownName === type.written ? type.written.toLowerCase() : type.ownName}${type.array ? '[]' : ''}`;
      } else if (this.isWord('AT', 'TIME', 'ZONE')) {
        this.index += 3;
        text += ` AT TIME ZONE ${this.defaultOperand()}`;
      } else if (['+', '-', '*', '/', '|', '%'].some((op) => this.isSymbol(op))) {
        let operator = this.take().text;
        if (operator === '|' && this.acceptSymbol('|')) operator = '||';
        text += ` ${operator} ${this.defaultOperand()}`;
      } else return text;
    }
  }

  /** A column's type, built-in or user-defined (`public.mpaa_rating`), with its size and MySQL attributes. */
  private typeName(): TypeInfo {
    const first = this.current();
    const at = first.at;
    if (!this.isIdentifier(first)) this.fail('column-type');
    let named = this.identifier('column-type');
    let schema: string | undefined;
    while (this.isSymbol('.') && this.isIdentifier(this.peek())) {
      this.take();
      schema = named.name;
      named = this.identifier('column-type');
    }
    const words = [named.quoted ? named.name : named.name.toUpperCase()];
    const second = named.quoted || schema ? undefined : TWO_WORD_TYPES[words[0]!]?.find((word) => this.isWord(word));
    if (second) {
      words.push(second);
      this.take();
      if (words[0] === 'NATIONAL' && this.acceptWord('VARYING')) words.push('VARYING');
    }
    let length: number | undefined;
    let scale: number | undefined;
    let args = '';
    let enumValues: string[] | undefined;
    if (this.isSymbol('(')) {
      if (words[0] === 'ENUM' || words[0] === 'SET') {
        // The values of ENUM('A','B') are not sizes.
        const start = this.index;
        args = this.skipGroup();
        enumValues = this.tokens
          .slice(start, this.index)
          .filter((token) => token.kind === 'string')
          .map((token) => token.text);
      } else if (this.peek().kind === 'number') {
        this.take();
        const size = this.take();
        length = Number(size.text);
        if (this.acceptSymbol(',')) {
          const next = this.current();
          if (next.kind !== 'number') this.fail('scale');
          this.take();
          scale = Number(next.text);
        }
        this.expectSymbol(')');
        args = scale === undefined ? `(${length})` : `(${length},${scale})`;
      } else if (this.peek().kind === 'symbol' && this.peek().text !== ')') {
        this.take();
        this.fail('length');
      } else {
        // `geometry(Point,4326)`, `varchar(max)`: not sizes the generator uses.
        args = this.skipGroup();
      }
    }
    // `TIMESTAMP(3) WITH TIME ZONE` puts the precision before the zone; INTERVAL takes fields.
    if (words[0] === 'TIMESTAMP' || words[0] === 'TIME') {
      if (this.acceptWord('WITH', 'TIME', 'ZONE')) words.push('WITH', 'TIME', 'ZONE');
      else if (this.acceptWord('WITHOUT', 'TIME', 'ZONE')) words.push('WITHOUT', 'TIME', 'ZONE');
    }
    if (words[0] === 'INTERVAL') {
      while (['YEAR', 'MONTH', 'DAY', 'HOUR', 'MINUTE', 'SECOND', 'TO'].some((word) => this.isWord(word))) this.take();
      if (this.isSymbol('(')) args += this.skipGroup();
    }
    // MySQL's numeric attributes. An unsigned INT holds up to 4,294,967,295, more than a Java Integer,
    // so `INT UNSIGNED` is a type of its own (see ./type-mapping); other unsigned types map as signed.
    let unsigned = false;
    for (;;) {
      if (this.acceptWord('UNSIGNED')) unsigned = true;
      else if (!this.acceptWord('SIGNED') && !this.acceptWord('ZEROFILL')) break;
      this.markMysql(at);
    }
    const base = words.join(' ');
    const shown = named.quoted || schema ? (schema ? `${schema}.${named.name}` : named.name) : base;
    if (unsigned && (base === 'INT' || base === 'INTEGER')) words.push('UNSIGNED');
    let array = false;
    while (this.isSymbol('[]') || this.isSymbol('[') || this.isWord('ARRAY')) {
      array = true;
      if (this.acceptSymbol('[]') || this.acceptWord('ARRAY')) continue;
      this.take();
      if (this.current().kind === 'number') this.take();
      this.expectSymbol(']');
    }
    return {
      written: words.join(' '),
      ownName: named.name,
      schema,
      text: `${shown}${args}${unsigned ? ' UNSIGNED' : ''}${array ? '[]' : ''}`,
      length,
      scale,
      array,
      enumValues,
      at,
    };
  }

  /** A column definition; it ends before a `,`, or before one of `enders` (`)` in a table, `;` in an ALTER). */
  private column(ender: ')' | ';'): Draft {
    const {name, at: position, quoted} = this.identifier('column-name');
    const type = this.typeName();
    if (MYSQL_TYPES.has(type.written)) this.markMysql(type.at);
    if (POSTGRESQL_TYPES.has(type.written)) this.markPostgres(type.at);
    const draft: Draft = {
      name,
      quoted,
      type,
      notNull: false,
      primaryKey: false,
      autoIncrement: SERIAL_TYPES.has(type.written) || ['SERIAL2', 'SERIAL4', 'SERIAL8'].includes(type.written),
      computed: false,
      unique: false,
      defaultValue: undefined,
      comment: undefined,
      onUpdate: undefined,
      references: undefined,
      position,
    };
    for (;;) {
      const token = this.current();
      if (this.acceptWord('NOT', 'NULL')) draft.notNull = true;
      else if (this.acceptWord('NULL')) draft.notNull = false;
      else if (this.acceptWord('PRIMARY', 'KEY')) draft.primaryKey = true;
      else if (this.acceptWord('UNIQUE')) {
        this.acceptWord('KEY');
        if (this.acceptWord('NULLS')) {
          this.acceptWord('NOT');
          this.expectWord('DISTINCT');
        }
        draft.unique = true;
      } else if (this.acceptWord('AUTO_INCREMENT')) {
        this.markMysql(token.at);
        draft.autoIncrement = true;
      } else if (this.acceptWord('DEFAULT')) {
        draft.defaultValue = this.defaultExpression();
        if (/^nextval\(/i.test(draft.defaultValue)) {
          this.markPostgres(token.at);
          draft.autoIncrement = true;
        }
      } else if (this.acceptWord('SERIAL', 'DEFAULT', 'VALUE')) {
        draft.autoIncrement = true;
      } else if (this.acceptWord('COMMENT')) {
        this.markMysql(token.at);
        draft.comment = this.stringLiteral('comment-string');
      } else if (this.acceptWord('GENERATED')) {
        if (this.acceptWord('ALWAYS')) {
          // `GENERATED ALWAYS AS IDENTITY` or a computed column `GENERATED ALWAYS AS (expr) STORED`.
        } else {
          this.expectWord('BY', 'DEFAULT');
          this.acceptWord('ON', 'NULL');
        }
        this.expectWord('AS');
        if (this.acceptWord('IDENTITY')) {
          this.markPostgres(token.at);
          draft.autoIncrement = true;
          if (this.isSymbol('(')) this.skipGroup();
        } else {
          this.skipGroup();
          draft.computed = true;
          if (!this.acceptWord('STORED')) this.acceptWord('VIRTUAL');
        }
      } else if (this.acceptWord('AS')) {
        // MySQL's short form of a computed column.
        this.skipGroup();
        draft.computed = true;
        if (!this.acceptWord('STORED')) this.acceptWord('VIRTUAL');
      } else if (this.acceptWord('ON', 'UPDATE')) {
        this.markMysql(token.at);
        draft.onUpdate = this.defaultExpression();
      } else if (this.acceptWord('CHARACTER', 'SET') || this.acceptWord('CHARSET') || this.acceptWord('COLLATE')) {
        if (this.current().kind === 'string') this.take();
        else this.qualifiedName('charset');
      } else if (this.acceptWord('BINARY') || this.acceptWord('ASCII') || this.acceptWord('UNICODE')) {
        // MySQL's `VARCHAR(64) BINARY`: a binary collation of the column's character set.
        this.markMysql(token.at);
      } else if (this.acceptWord('REFERENCES')) {
        draft.references = this.referenceTarget();
      } else if (this.acceptWord('CHECK')) {
        this.skipGroup();
        this.checkOptions();
      } else if (this.acceptWord('CONSTRAINT')) {
        this.identifier('constraint-name');
      } else if (this.acceptWord('VISIBLE') || this.acceptWord('INVISIBLE')) {
        this.markMysql(token.at);
      } else if (this.acceptWord('SRID')) {
        this.markMysql(token.at);
        if (this.current().kind !== 'number') this.fail('number');
        this.take();
      } else if (this.acceptWord('STORAGE') || this.acceptWord('COLUMN_FORMAT') || this.acceptWord('COMPRESSION')) {
        this.identifier('column-end');
      } else if (this.acceptWord('ENGINE_ATTRIBUTE') || this.acceptWord('SECONDARY_ENGINE_ATTRIBUTE')) {
        this.acceptSymbol('=');
        this.stringLiteral('comment-string');
      } else if (this.acceptWord('DEFERRABLE') || this.acceptWord('NOT', 'DEFERRABLE') || this.acceptWord('INITIALLY')) {
        if (!this.acceptWord('DEFERRED')) this.acceptWord('IMMEDIATE');
      } else if (ender === ';' && (this.acceptWord('FIRST') || this.acceptWord('AFTER'))) {
        // MySQL's ALTER TABLE … ADD COLUMN … AFTER other.
        if (this.tokens[this.index - 1]!.kind === 'word' && (this.tokens[this.index - 1] as {upper: string}).upper === 'AFTER')
          this.identifier('column-name');
      } else if (this.acceptWord('NOT')) {
        // NOT NULL misspelt (`NOT NUL`): point at the word after NOT, not at NOT.
        this.fail({token: 'NULL'});
      } else break;
    }
    if (!this.isSymbol(',') && !(ender === ')' ? this.isSymbol(')') : this.atStatementEnd())) this.fail('column-end');
    return draft;
  }

  /** After `CHECK (…)`: MySQL's `[NOT] ENFORCED`, PostgreSQL's `NO INHERIT` / `NOT VALID`. */
  private checkOptions(): void {
    for (;;) {
      if (
        this.acceptWord('ENFORCED') ||
        this.acceptWord('NOT', 'ENFORCED') ||
        this.acceptWord('NO', 'INHERIT') ||
        this.acceptWord('NOT', 'VALID')
      )
        continue;
      return;
    }
  }

  /** `REFERENCES t [(c)] [actions]`, after REFERENCES. */
  private referenceTarget(): ForeignKeyTarget {
    const table = this.qualifiedName('table-name');
    const columns = this.isSymbol('(') ? this.columnList() : [];
    this.referenceActions();
    return {table: table.name, schema: table.schema, column: columns.length === 1 ? columns[0]!.name : undefined};
  }

  private referenceActions(): void {
    for (;;) {
      if (this.acceptWord('ON', 'DELETE') || this.acceptWord('ON', 'UPDATE')) {
        if (!(
          this.acceptWord('CASCADE') ||
          this.acceptWord('RESTRICT') ||
          this.acceptWord('SET', 'NULL') ||
          this.acceptWord('SET', 'DEFAULT') ||
          this.acceptWord('NO', 'ACTION')
        )) {
          this.fail('reference-action');
        }
        if (this.isSymbol('(')) this.columnList();
      } else if (this.acceptWord('MATCH')) this.take();
      else if (this.acceptWord('DEFERRABLE') || this.acceptWord('NOT', 'DEFERRABLE') || this.acceptWord('INITIALLY')) {
        if (!this.acceptWord('DEFERRED')) this.acceptWord('IMMEDIATE');
      } else if (this.acceptWord('NOT', 'VALID') || this.acceptWord('NOT', 'ENFORCED') || this.acceptWord('ENFORCED')) continue;
      else return;
    }
  }

  /**
   * Whether a `KEY`/`INDEX`/`FULLTEXT`/`SPATIAL` word starts an index rather than a column of that
   * name (`key VARCHAR(64)`, allowed where the word is not reserved): an index has its column list,
   * or a name and its column list, or `USING`.
   */
  private startsIndex(): boolean {
    const next = this.peek();
    if (next.kind === 'word' && ['KEY', 'INDEX', 'USING'].includes(next.upper)) return true;
    if (this.isSymbol('(', next)) return true;
    if (!this.isIdentifier(next)) return false;
    const after = this.peek(2);
    if (after.kind === 'word' && after.upper === 'USING') return true;
    return this.isSymbol('(', after) && this.peek(3).kind !== 'number';
  }

  /** A table-level element that is not a column: keys, constraints, indexes. */
  private tableConstraint(keys: Keys): boolean {
    const start = this.current();
    if (this.acceptWord('CONSTRAINT')) {
      if (!['PRIMARY', 'UNIQUE', 'FOREIGN', 'CHECK', 'EXCLUDE'].some((word) => this.isWord(word))) this.identifier('constraint-name');
    }
    if (this.acceptWord('PRIMARY', 'KEY')) {
      this.indexOptions();
      keys.primary.push({names: this.columnList(), at: start.at});
      this.indexOptions();
      return true;
    }
    if (this.acceptWord('UNIQUE')) {
      if (!this.acceptWord('KEY')) this.acceptWord('INDEX');
      if (this.acceptWord('NULLS')) {
        this.acceptWord('NOT');
        this.expectWord('DISTINCT');
      }
      if (!this.isSymbol('(') && !this.isWord('USING')) this.identifier('index-name');
      this.indexOptions();
      keys.unique.push(this.columnList());
      this.indexOptions();
      return true;
    }
    if (this.acceptWord('FOREIGN', 'KEY')) {
      if (!this.isSymbol('(')) this.identifier('key-name');
      const columns = this.columnList();
      this.expectWord('REFERENCES');
      keys.foreign.push({columns, target: this.referenceTarget()});
      return true;
    }
    if (this.acceptWord('CHECK')) {
      this.skipGroup();
      this.checkOptions();
      return true;
    }
    if (this.isWord('EXCLUDE') && (this.isSymbol('(', this.peek()) || this.isWord('EXCLUDE', 'USING'))) {
      this.take();
      while (!this.isSymbol(',') && !this.isSymbol(')') && this.current().kind !== 'end') {
        if (this.isSymbol('(')) this.skipGroup();
        else this.take();
      }
      return true;
    }
    if (start === this.current() && this.isWord('LIKE') && this.isIdentifier(this.peek())) {
      // PostgreSQL's `LIKE other_table INCLUDING ALL`: the columns are the other table's.
      this.take();
      this.qualifiedName('table-name');
      while (this.acceptWord('INCLUDING') || this.acceptWord('EXCLUDING')) this.take();
      return true;
    }
    if (['KEY', 'INDEX', 'FULLTEXT', 'SPATIAL'].some((word) => this.isWord(word)) && (start !== this.current() || this.startsIndex())) {
      this.markMysql(start.at);
      this.take();
      if (!this.acceptWord('KEY')) this.acceptWord('INDEX');
      if (!this.isSymbol('(') && !this.isWord('USING')) this.identifier('index-name');
      this.indexOptions();
      this.columnList();
      this.indexOptions();
      return true;
    }
    if (start !== this.current()) this.fail('table-constraint');
    return false;
  }

  private indexOptions(): void {
    for (;;) {
      if (this.acceptWord('USING', 'INDEX', 'TABLESPACE')) this.identifier('index-name');
      else if (this.acceptWord('USING')) this.take();
      else if (this.acceptWord('COMMENT')) this.stringLiteral('comment-string');
      else if (this.acceptWord('VISIBLE') || this.acceptWord('INVISIBLE')) continue;
      else if (this.acceptWord('KEY_BLOCK_SIZE')) {
        this.acceptSymbol('=');
        this.take();
      } else if (this.acceptWord('WITH', 'PARSER')) this.identifier('index-name');
      else if (this.acceptWord('ENGINE_ATTRIBUTE') || this.acceptWord('SECONDARY_ENGINE_ATTRIBUTE')) {
        this.acceptSymbol('=');
        this.stringLiteral('comment-string');
      } else if ((this.isWord('WITH') || this.isWord('INCLUDE')) && this.isSymbol('(', this.peek())) {
        this.take();
        this.skipGroup();
      } else if (this.acceptWord('DEFERRABLE') || this.acceptWord('NOT', 'DEFERRABLE') || this.acceptWord('INITIALLY')) {
        if (!this.acceptWord('DEFERRED')) this.acceptWord('IMMEDIATE');
      } else return;
    }
  }

  /** `CREATE … TABLE name`, after TABLE: the table, with its problem when it cannot be read. */
  private createTable(start: Token, inSchema?: string): void {
    this.acceptWord('IF', 'NOT', 'EXISTS');
    const name = this.qualifiedName('table-name');
    if (!this.isSymbol('(')) {
      // `CREATE TABLE t AS SELECT …`, `… LIKE other`, `… PARTITION OF parent …`: no columns of its own here.
      while (!this.atElementEnd()) {
        if (this.isSymbol('(')) this.skipGroup();
        else this.take();
      }
      this.count('CREATE TABLE');
      return;
    }
    const table: TableDraft = {
      name: name.name,
      schema: name.schema ?? inSchema,
      quoted: name.quoted,
      position: name.at,
      start: start.at,
      comment: undefined,
      drafts: [],
      keys: {primary: [], unique: [], foreign: []},
      problem: undefined,
    };
    this.tables.push(table);
    const named = this.byName.get(lower(table.name));
    if (named) named.push(table);
    else this.byName.set(lower(table.name), [table]);
    this.reading = table;
    this.take();
    // The columns so far by lower-case name: a wide table is checked for duplicates in linear time.
    const columns = new Map<string, Draft>();
    for (;;) {
      if (!this.tableConstraint(table.keys)) {
        if (this.isSymbol(')')) this.fail('column-definition');
        const draft = this.column(')');
        const earlier = columns.get(lower(draft.name));
        if (earlier) throw new Stop({kind: 'duplicate-column', column: draft.name, at: draft.position, first: earlier.position});
        columns.set(lower(draft.name), draft);
        table.drafts.push(draft);
      }
      if (this.acceptSymbol(',')) continue;
      if (this.isSymbol(')')) break;
      this.fail('comma-or-paren');
    }
    this.take();
    // Table options: MySQL's `ENGINE=InnoDB`, `COMMENT='…'`, `DEFAULT CHARSET=…`, `PARTITION BY …`;
    // PostgreSQL's `WITH (…)`, `TABLESPACE x`, `INHERITS (…)`, `PARTITION BY …`.
    while (!this.atElementEnd()) {
      const token = this.current();
      if (this.acceptWord('COMMENT')) {
        this.markMysql(token.at);
        this.acceptSymbol('=');
        table.comment = this.stringLiteral('comment-string');
      } else if (this.acceptWord('INHERITS')) {
        // PostgreSQL's table inheritance: the parents' columns come first (their keys are not inherited).
        this.expectSymbol('(');
        const inherited: Draft[] = [];
        do {
          const parent = this.qualifiedName('table-name');
          for (const found of this.tablesNamed(parent).slice(0, 1))
            inherited.push(...found.drafts.map((d) => ({...d, primaryKey: false, unique: false})));
        } while (this.acceptSymbol(','));
        this.expectSymbol(')');
        table.drafts.unshift(...inherited.filter((d) => !table.drafts.some((own) => lower(own.name) === lower(d.name))));
      } else if (this.isSymbol('(')) this.skipGroup();
      else {
        if (token.kind === 'word' && (token.upper === 'ENGINE' || token.upper === 'AUTO_INCREMENT')) this.markMysql(token.at);
        this.take();
      }
    }
    this.reading = undefined;
  }

  /** The tables a statement about `target` applies to: same name (exact case preferred), same schema when both say. */
  private tablesNamed(target: {name: string; schema: string | undefined}): TableDraft[] {
    const named = this.byName.get(lower(target.name));
    return named ? matching(named, target.name, target.schema) : [];
  }

  /** The tables by their name in lower case, for the statements about them (a dump has thousands). */
  private readonly byName = new Map<string, TableDraft[]>();

  /** Runs `change` on each table named `target`; a problem becomes that table's. */
  private applyTo(target: {name: string; schema: string | undefined}, change: (table: TableDraft) => void): boolean {
    const tables = this.tablesNamed(target);
    for (const table of tables) {
      try {
        change(table);
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
        table.problem ??= error.problem;
      }
    }
    return tables.length > 0;
  }

  /** `ALTER TABLE [ONLY] t action, …`, after TABLE. Actions the generator needs are applied; others are passed over. */
  private alterTable(start: Token): void {
    this.acceptWord('IF', 'EXISTS');
    if (this.acceptWord('ONLY')) this.markPostgres(start.at);
    const target = this.qualifiedName('table-name');
    this.acceptSymbol('*');
    const changes: ((table: TableDraft) => void)[] = [];
    do {
      const change = this.alterAction();
      if (change) changes.push(change);
    } while (this.acceptSymbol(','));
    if (!this.atStatementEnd()) this.fail({token: ';'});
    if (changes.length === 0) this.count('ALTER TABLE');
    else if (!this.applyTo(target, (table) => changes.forEach((change) => change(table)))) this.count('ALTER TABLE');
  }

  private alterAction(): ((table: TableDraft) => void) | undefined {
    const start = this.current();
    if (this.acceptWord('ADD')) {
      const keyWords = ['CONSTRAINT', 'PRIMARY', 'UNIQUE', 'FOREIGN', 'CHECK', 'EXCLUDE'];
      if (
        keyWords.some((word) => this.isWord(word)) ||
        (['KEY', 'INDEX', 'FULLTEXT', 'SPATIAL'].some((word) => this.isWord(word)) && this.startsIndex())
      ) {
        const keys: Keys = {primary: [], unique: [], foreign: []};
        this.tableConstraint(keys);
        this.indexOptions();
        this.checkOptions();
        return (table) => {
          table.keys.primary.push(...keys.primary);
          table.keys.unique.push(...keys.unique);
          table.keys.foreign.push(...keys.foreign);
        };
      }
      this.acceptWord('COLUMN');
      this.acceptWord('IF', 'NOT', 'EXISTS');
      const draft = this.column(';');
      return (table) => {
        const earlier = table.drafts.find((d) => lower(d.name) === lower(draft.name));
        if (earlier) throw new Stop({kind: 'duplicate-column', column: draft.name, at: draft.position, first: earlier.position});
        table.drafts.push(draft);
      };
    }
    if (this.isWord('MODIFY') || this.isWord('CHANGE')) {
      this.markMysql(start.at);
      const change = this.take().kind === 'word' && (start as {upper: string}).upper === 'CHANGE';
      this.acceptWord('COLUMN');
      const old = change ? this.identifier('column-name') : undefined;
      const draft = this.column(';');
      return (table) => {
        const name = old ?? draft;
        const index = table.drafts.findIndex((d) => lower(d.name) === lower(name.name));
        if (index < 0) throw new Stop({kind: 'unknown-column', column: name.name, table: table.name, at: old?.at ?? draft.position});
        table.drafts[index] = {...draft, position: table.drafts[index]!.position};
      };
    }
    if (this.acceptWord('ALTER')) {
      this.acceptWord('COLUMN');
      const column = this.identifier('column-name');
      const at = this.current().at;
      const withDraft = (change: (draft: Draft) => void) => (table: TableDraft) => {
        const draft = table.drafts.find((d) => lower(d.name) === lower(column.name));
        if (!draft) throw new Stop({kind: 'unknown-column', column: column.name, table: table.name, at: column.at});
        change(draft);
      };
      if (this.acceptWord('SET', 'DEFAULT')) {
        const value = this.defaultExpression();
        const generated = /^nextval\(/i.test(value);
        if (generated) this.markPostgres(at);
        return withDraft((draft) => {
          draft.defaultValue = value;
          if (generated) draft.autoIncrement = true;
        });
      }
      if (this.acceptWord('DROP', 'DEFAULT')) return withDraft((draft) => (draft.defaultValue = undefined));
      if (this.acceptWord('SET', 'NOT', 'NULL')) return withDraft((draft) => (draft.notNull = true));
      if (this.acceptWord('DROP', 'NOT', 'NULL')) return withDraft((draft) => (draft.notNull = false));
      if (this.acceptWord('ADD', 'GENERATED')) {
        this.markPostgres(at);
        this.skipAction();
        return withDraft((draft) => (draft.autoIncrement = true));
      }
    }
    // OWNER TO, ENABLE TRIGGER, SET (…), CLUSTER ON, DROP …, RENAME …: nothing the generator needs.
    this.skipAction();
    if (this.isWord('OWNER', 'TO')) this.markPostgres(start.at);
    return undefined;
  }

  /** Skips one action of an ALTER TABLE, up to its `,` or the statement's end. */
  private skipAction(): void {
    while (!this.atStatementEnd() && !this.isSymbol(',')) {
      if (this.isSymbol('(')) this.skipGroup();
      else this.take();
    }
  }

  /** `COMMENT ON TABLE t IS '…'` or `COMMENT ON COLUMN t.c IS '…'`, after ON; other objects are passed over. */
  private commentOn(start: Token): void {
    let on: 'table' | 'column';
    if (this.acceptWord('TABLE')) on = 'table';
    else if (this.acceptWord('COLUMN')) on = 'column';
    else {
      const what = this.current();
      this.skipStatement();
      this.count(`COMMENT ON ${what.kind === 'word' ? what.upper : describe(what)}`);
      return;
    }
    this.markPostgres(start.at);
    const {parts, at} = this.qualifiedName(on === 'table' ? 'table-name' : 'table-column');
    if (on === 'column' && parts.length < 2) this.fail('table-column', this.tokens[this.index - 1]);
    this.expectWord('IS');
    const text = this.acceptWord('NULL') ? undefined : this.stringLiteral('comment-string');
    const tableName = on === 'table' ? parts[parts.length - 1]! : parts[parts.length - 2]!;
    const schema = parts.length > (on === 'table' ? 1 : 2) ? parts[parts.length - (on === 'table' ? 2 : 3)] : undefined;
    const found = this.applyTo({name: tableName, schema}, (table) => {
      if (on === 'table') table.comment = text;
      else {
        const columnName = parts[parts.length - 1]!;
        const draft = table.drafts.find((d) => lower(d.name) === lower(columnName));
        if (!draft) throw new Stop({kind: 'unknown-column', column: columnName, table: table.name, at});
        draft.comment = text;
      }
    });
    if (!found) this.orphanComments.push({table: tableName, at});
  }

  /** `COMMENT ON` statements naming a table the file does not define (so far). */
  readonly orphanComments: {table: string; at: Position}[] = [];

  /** `CREATE …` after CREATE. */
  private create(start: Token): void {
    this.acceptWord('OR', 'REPLACE');
    while (['GLOBAL', 'LOCAL', 'TEMPORARY', 'TEMP', 'UNLOGGED'].some((word) => this.isWord(word))) this.take();
    if (this.acceptWord('TABLE')) return this.createTable(start);
    if (this.isWord('SCHEMA') && this.schemaElements === undefined) return this.createSchema(start);
    if (this.isWord('TYPE') || this.isWord('DOMAIN')) {
      this.markPostgres(start.at);
      const domain = this.take().kind === 'word' && this.tokens[this.index - 1]!.text.toUpperCase() === 'DOMAIN';
      const name = this.qualifiedName('type');
      if (domain) {
        this.acceptWord('AS');
        const base = this.typeName();
        this.types.set(lower(name.name), {kind: 'domain', schema: name.schema, base});
        this.skipStatement();
        return;
      }
      if (this.acceptWord('AS', 'ENUM')) {
        const open = this.index;
        this.skipGroup();
        const values = this.tokens
          .slice(open, this.index)
          .filter((token) => token.kind === 'string')
          .map((token) => token.text);
        this.types.set(lower(name.name), {kind: 'enum', schema: name.schema, values});
        return;
      }
      this.skipStatement();
      this.count('CREATE TYPE');
      return;
    }
    // `CREATE UNIQUE INDEX`, `CREATE DEFINER=`root`@`%` TRIGGER`, `CREATE MATERIALIZED VIEW`, …
    let kind = 'CREATE';
    while (!this.atStatementEnd()) {
      const token = this.take();
      if (token.kind === 'word' && CREATE_OBJECTS.has(token.upper)) {
        kind = `CREATE ${token.upper === 'MATERIALIZED' ? 'VIEW' : token.upper}`;
        if (['SEQUENCE', 'EXTENSION'].includes(token.upper)) this.markPostgres(start.at);
        break;
      }
    }
    this.skipStatement();
    this.count(kind);
  }

  /**
   * The schema whose `CREATE SCHEMA name CREATE TABLE … CREATE VIEW …` is being read: its elements
   * end at the next `CREATE` or `GRANT` rather than at a `;`, and its tables are in that schema.
   */
  private schemaElements: string | undefined;

  /** Whether the current token ends the current statement or, inside `CREATE SCHEMA`, the current element. */
  private atElementEnd(): boolean {
    return this.atStatementEnd() || (this.schemaElements !== undefined && (this.isWord('CREATE') || this.isWord('GRANT')));
  }

  /**
   * `CREATE SCHEMA [IF NOT EXISTS] [name] [AUTHORIZATION role] [element …]`, after CREATE: PostgreSQL
   * (and the SQL standard) let one statement create a schema's tables, views, indexes and grants.
   */
  private createSchema(start: Token): void {
    this.take();
    this.acceptWord('IF', 'NOT', 'EXISTS');
    let schema: string | undefined;
    if (this.isIdentifier() && !this.isWord('AUTHORIZATION') && !this.isWord('CREATE')) schema = this.identifier('table-name').name;
    if (this.acceptWord('AUTHORIZATION')) {
      this.markPostgres(start.at);
      const role = this.identifier('table-name').name;
      schema ??= role;
    }
    // MySQL's CREATE SCHEMA is CREATE DATABASE: its options (`DEFAULT CHARACTER SET …`) come here.
    if (!this.isWord('CREATE') && !this.isWord('GRANT')) {
      this.skipStatement();
      this.count('CREATE SCHEMA');
      return;
    }
    this.markPostgres(start.at);
    this.count('CREATE SCHEMA');
    this.schemaElements = schema ?? '';
    try {
      while (!this.atStatementEnd()) {
        const element = this.current();
        if (this.acceptWord('CREATE', 'TABLE')) {
          this.createTable(element, schema);
          continue;
        }
        // A view, an index, a sequence, a trigger or a grant: passed over to the next element.
        this.take();
        const object = this.current();
        const kind =
          element.kind === 'word' && element.upper === 'GRANT' ? 'GRANT' : `CREATE ${object.kind === 'word' ? object.upper : ''}`.trim();
        while (!this.atElementEnd()) {
          if (this.isSymbol('(')) this.skipGroup();
          else this.take();
        }
        this.count(kind);
      }
    } finally {
      this.schemaElements = undefined;
    }
  }

  /**
   * PostgreSQL's `DO $$ … $$`: passed over, but the enum types its body creates are the file's, as in
   * the idempotent migration `DO $$ BEGIN CREATE TYPE status AS ENUM (…); EXCEPTION WHEN
   * duplicate_object THEN null; END $$;`. (MySQL's `DO expr` has no body to read.)
   */
  private doBlock(start: Token): void {
    this.take();
    while (!this.atStatementEnd()) {
      const token = this.take();
      if (token.kind !== 'string') continue;
      const lexed = tokenize(token.text, 'postgresql');
      if (!lexed.ok) continue;
      const body = new Parser(lexed.tokens, 'postgresql');
      for (let k = 0; k + 1 < lexed.tokens.length; k++) {
        const [create, type] = [lexed.tokens[k]!, lexed.tokens[k + 1]!];
        if (create.kind !== 'word' || create.upper !== 'CREATE' || type.kind !== 'word' || type.upper !== 'TYPE') continue;
        body.index = k + 1;
        try {
          body.create(create);
        } catch (error) {
          if (!(error instanceof Stop)) throw error;
        }
      }
      for (const [name, type] of body.types) {
        this.types.set(name, type);
        this.markPostgres(start.at);
      }
    }
    this.count('DO');
  }

  /** Reads every statement of the file. */
  parseFile(): FileContents {
    while (this.current().kind !== 'end') {
      if (this.acceptSymbol(';') || this.acceptSymbol(INNER_SEMICOLON)) continue;
      const start = this.current();
      try {
        this.statement(start);
        if (!this.atStatementEnd()) this.fail({token: ';'});
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
        if (this.reading) this.reading.problem ??= error.problem;
        else this.problems.push(error.problem);
        this.reading = undefined;
        this.skipStatement();
      }
    }
    // The option decides; else, with both kinds of sign, the first one; with none, MySQL, the more common of the two.
    const postgres = this.postgresSign && (!this.mysqlSign || before(this.postgresSign, this.mysqlSign));
    const sign = postgres ? this.postgresSign : this.mysqlSign;
    const dialect: Dialect = this.dialectOption !== 'auto' ? this.dialectOption : postgres ? 'postgresql' : 'mysql';
    const dialectDecision: DialectDecision =
      this.dialectOption !== 'auto' ? {by: 'option'} : sign ? {by: 'sign', at: sign} : {by: 'default'};
    return {
      tables: this.tables,
      dialect,
      dialectDecision,
      types: this.types,
      skipped: this.skipped,
      firstForeign: this.firstForeign,
      problems: this.problems,
    };
  }

  private statement(start: Token): void {
    if (this.acceptWord('CREATE')) return this.create(start);
    if (this.acceptWord('ALTER', 'TABLE')) return this.alterTable(start);
    if (this.acceptWord('COMMENT', 'ON')) return this.commentOn(start);
    if (this.isWord('DO')) return this.doBlock(start);
    const word = start.kind === 'word' ? start.upper : describe(start);
    let kind = word;
    if (start.kind === 'word' && ['DROP', 'ALTER', 'TRUNCATE'].includes(word) && this.peek().kind === 'word')
      kind = `${word} ${(this.peek() as {upper: string}).upper}`;
    if (word === 'LOCK' || word === 'UNLOCK') this.markMysql(start.at);
    if (word === 'COPY') this.markPostgres(start.at);
    if (start.kind !== 'word' || !SCHEMA_STATEMENTS.has(word)) this.firstForeign ??= {statement: word, at: start.at};
    this.skipStatement();
    this.count(kind);
  }
}

/** The tables named `name` (and `schema` when both say one): exact-case matches when there are any. */
function matching(tables: readonly TableDraft[], name: string, schema: string | undefined): TableDraft[] {
  const candidates = tables.filter(
    (table) =>
      lower(table.name) === lower(name) && (schema === undefined || table.schema === undefined || lower(table.schema) === lower(schema)),
  );
  const exact = candidates.filter(
    (table) => table.name === name && (schema === undefined || table.schema === undefined || table.schema === schema),
  );
  return exact.length > 0 ? exact : candidates;
}

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.column < b.column);
}

/**
 * A foreign key's target with its column: `REFERENCES customers` means the primary key of `customers`,
 * named here when the file defines that table with a one-column key (left undefined otherwise); and,
 * when the file defines the referenced column, what it is (its type, whether it is the table's one key,
 * filled by the database or by a DEFAULT), for the generator to type the key as that column is typed.
 */
function resolvedTarget(target: ForeignKeyTarget, contents: FileContents): ForeignKeyTarget {
  const [other] = matching(contents.tables, target.table, target.schema);
  if (!other) return target;
  const keys = other.keys.primary[0]?.names.map((ref) => ref.name) ?? other.drafts.filter((d) => d.primaryKey).map((d) => d.name);
  const column = target.column ?? (keys.length === 1 ? keys[0] : undefined);
  const referenced = column === undefined ? undefined : other.drafts.find((d) => lower(d.name) === lower(column));
  const sqlType = referenced && columnType(referenced, contents)?.sqlType;
  if (!referenced || !sqlType) return column === target.column ? target : {...target, column};
  return {
    ...target,
    column,
    definition: {
      sqlType,
      onlyKey: keys.length === 1 && lower(keys[0]!) === lower(referenced.name),
      autoIncrement: referenced.autoIncrement,
      defaultValue: referenced.defaultValue,
    },
  };
}

/** A column's canonical SQL type (see ./type-mapping), through the file's enum types and domains; undefined when unsupported. */
function columnType(draft: Draft, contents: FileContents): {sqlType: string; type: TypeInfo; enumValues: string[] | undefined} | undefined {
  const {dialect} = contents;
  let type = draft.type;
  let enumValues = type.enumValues;
  const userType = type.array ? undefined : contents.types.get(lower(type.ownName));
  let sqlType: string | undefined;
  if (userType && (userType.schema === undefined || type.schema === undefined || lower(userType.schema) === lower(type.schema))) {
    if (userType.kind === 'enum') {
      sqlType = canonicalType(dialect, 'ENUM', undefined);
      enumValues = userType.values;
    } else {
      type = {...userType.base, text: type.text};
      enumValues = type.enumValues;
    }
  }
  sqlType ??= type.array ? undefined : canonicalType(dialect, type.written, type.length);
  return sqlType ? {sqlType, type, enumValues} : undefined;
}

/**
 * The table of a draft, or its first problem. It leaves the drafts as the parser wrote them (what the
 * table's keys say of a column is kept here), so that a file read once can be finished table after table.
 */
function finish(table: TableDraft, contents: FileContents): Table {
  if (table.problem) throw new Stop(table.problem);
  const {drafts, keys, name} = table;
  const {dialect} = contents;
  const columnNamed = (ref: Name) => {
    const found = drafts.find((d) => lower(d.name) === lower(ref.name));
    if (!found) throw new Stop({kind: 'unknown-column', column: ref.name, table: name, at: ref.at});
    return found;
  };
  const inline = drafts.filter((d) => d.primaryKey);
  if (keys.primary.length + (inline.length > 0 ? 1 : 0) > 1 || inline.length > 1) {
    const second = keys.primary[inline.length > 0 ? 0 : 1]?.at ?? inline[1]!.position;
    throw new Stop({kind: 'several-primary-keys', table: name, at: second});
  }
  const keyed = new Set<Draft>(inline);
  let primaryKey = inline.map((d) => d.name);
  if (keys.primary[0]) {
    primaryKey = keys.primary[0].names.map((ref) => {
      const found = columnNamed(ref);
      keyed.add(found);
      return found.name;
    });
  }
  const uniqueKeys: string[][] = [];
  const unique = new Set<Draft>(drafts.filter((d) => d.unique));
  for (const key of keys.unique) {
    if (key.length === 1) unique.add(columnNamed(key[0]!));
    else uniqueKeys.push(key.map((ref) => columnNamed(ref).name));
  }
  const references = new Map<Draft, ForeignKeyTarget>();
  for (const draft of drafts) if (draft.references) references.set(draft, draft.references);
  for (const foreign of keys.foreign) {
    const columns = foreign.columns.map(columnNamed);
    if (columns.length === 1) references.set(columns[0]!, foreign.target);
  }
  if (drafts.length === 0) throw new Stop({kind: 'no-columns', table: name, at: table.position});
  const columns: Column[] = drafts.map((draft) => {
    const resolved = columnType(draft, contents);
    if (!resolved) throw new Stop({kind: 'unsupported-type', column: draft.name, type: draft.type.text, dialect, at: draft.type.at});
    const {sqlType, type, enumValues} = resolved;
    const target = references.get(draft);
    return {
      name: draft.name,
      sqlType,
      sqlTypeText: draft.type.text,
      length: type.length,
      scale: type.scale,
      nullable: !draft.notNull && !keyed.has(draft),
      autoIncrement: draft.autoIncrement,
      computed: draft.computed,
      unique: unique.has(draft),
      defaultValue: draft.defaultValue,
      comment: draft.comment?.trim() || undefined,
      onUpdate: draft.onUpdate,
      enumValues,
      references: target && resolvedTarget(target, contents),
      quoted: draft.quoted,
      position: draft.position,
    };
  });
  if (primaryKey.length === 0) throw new Stop({kind: 'no-primary-key', table: name, at: table.position});
  return {
    name,
    schema: table.schema,
    comment: table.comment?.trim() || undefined,
    columns,
    primaryKey,
    dialect,
    dialectDecision: contents.dialectDecision,
    uniqueKeys,
    quoted: table.quoted,
    position: table.position,
  };
}

type Read = {ok: true; contents: FileContents; orphans: {table: string; at: Position}[]} | {ok: false; problem: Problem};

function read(sql: string, dialect: DialectOption): Read {
  const lexed = tokenize(sql, dialect);
  if (!lexed.ok) return lexed;
  if (lexed.tokens.length === 1) return {ok: false, problem: {kind: 'empty-input'}};
  const parser = new Parser(lexed.tokens, dialect);
  return {ok: true, contents: parser.parseFile(), orphans: parser.orphanComments};
}

const READ: unique symbol = Symbol('read');

/**
 * A file read once (see parseSchema), with the dialect option it was read with: its tables are listed,
 * parsed and generated from without reading the file again. Opaque; made only by parseSchema.
 */
export type ParsedSchema = {readonly dialect: DialectOption; readonly [READ]: Read};

const DIALECT_OPTIONS: readonly string[] = ['auto', 'mysql', 'postgresql'];

/**
 * Reads a whole file once, for a caller that lists its tables and then parses or generates several of
 * them (`listTables`, `parseCreateTable` and `generate` take the result in place of the SQL): a dump of
 * a hundred tables is then read once rather than once a table. Never throws: a file that cannot be read
 * gives the same problem each of them would give for the SQL.
 */
export function parseSchema(sql: string, dialect: DialectOption = 'auto'): ParsedSchema {
  const result: Read = DIALECT_OPTIONS.includes(dialect)
    ? read(sql, dialect)
    : {ok: false, problem: {kind: 'invalid-option', option: 'dialect', value: dialect}};
  return {dialect, [READ]: result};
}

/** The file read, from the SQL (read now) or from a ParsedSchema (read before, with its own dialect). */
const readOf = (input: string | ParsedSchema, dialect: DialectOption): Read =>
  typeof input === 'string' ? read(input, dialect) : input[READ];

const qualified = (table: TableDraft) => (table.schema ? `${table.schema}.${table.name}` : table.name);

/**
 * The tables a file defines, in order, with the statements passed over counted by kind. Only input
 * that cannot be read at all (empty, an unterminated string or comment) is a problem.
 */
export function listTables(sql: string, dialect?: DialectOption): SchemaListing;
/** The tables of a file read before (see parseSchema). */
export function listTables(schema: ParsedSchema): SchemaListing;
export function listTables(input: string | ParsedSchema, dialect: DialectOption = 'auto'): SchemaListing {
  const result = readOf(input, dialect);
  if (!result.ok) return result;
  const {contents} = result;
  const byKind: Record<string, number> = {};
  let total = 0;
  for (const [kind, count] of contents.skipped) {
    byKind[kind] = count;
    total += count;
  }
  return {
    ok: true,
    dialect: contents.dialect,
    dialectDecision: contents.dialectDecision,
    tables: contents.tables.map((table) => ({
      name: table.name,
      schema: table.schema,
      comment: table.comment?.trim() || undefined,
      columns: table.drafts.length,
      position: table.start,
    })),
    skipped: {total, byKind},
  };
}

/**
 * The table of a `CREATE TABLE` statement, or of the one named `table` (`name` or `schema.name`,
 * matched without regard to case when that is unambiguous) in a file that defines several; or the
 * first problem found in it.
 */
export function parseCreateTable(sql: string, table?: string, dialect?: DialectOption): ParseResult;
/** The table named `table` (or the one table) of a file read before (see parseSchema). */
export function parseCreateTable(schema: ParsedSchema, table?: string): ParseResult;
export function parseCreateTable(input: string | ParsedSchema, table = '', dialect: DialectOption = 'auto'): ParseResult {
  if (typeof input === 'string' && !DIALECT_OPTIONS.includes(dialect))
    return {ok: false, problem: {kind: 'invalid-option', option: 'dialect', value: dialect}};
  const result = readOf(input, dialect);
  if (!result.ok) return result;
  const {contents, orphans} = result;
  const {tables} = contents;
  try {
    let picked: TableDraft;
    const wanted = table.trim();
    if (tables.length === 0) {
      if (contents.problems[0]) return {ok: false, problem: contents.problems[0]};
      if (contents.firstForeign) return {ok: false, problem: {kind: 'unsupported-statement', ...contents.firstForeign}};
      return {ok: false, problem: {kind: 'no-table'}};
    }
    if (wanted) {
      const dot = wanted.indexOf('.');
      const found = dot > 0 ? matching(tables, wanted.slice(dot + 1), wanted.slice(0, dot)) : matching(tables, wanted, undefined);
      if (found.length === 0) return {ok: false, problem: {kind: 'invalid-option', option: 'table', value: table}};
      if (found.length > 1) return {ok: false, problem: {kind: 'several-tables', names: found.map(qualified), at: found[1]!.start}};
      picked = found[0]!;
    } else if (tables.length > 1) {
      return {ok: false, problem: {kind: 'several-tables', names: tables.map((t) => t.name), at: tables[1]!.start}};
    } else {
      picked = tables[0]!;
      // One table: a statement that could not be read, or a comment on a table that is not there
      // (often the table renamed and its comments not), is the visitor's mistake to see.
      if (contents.problems[0]) return {ok: false, problem: contents.problems[0]};
      if (!picked.problem && orphans[0]) {
        return {ok: false, problem: {kind: 'other-table', table: orphans[0].table, expected: picked.name, at: orphans[0].at}};
      }
    }
    return {ok: true, table: finish(picked, contents)};
  } catch (error) {
    if (error instanceof Stop) return {ok: false, problem: error.problem};
    throw error;
  }
}
