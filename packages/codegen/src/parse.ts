/**
 * Reads one `CREATE TABLE` statement in MySQL 8 or PostgreSQL 15+ syntax, with the `COMMENT ON TABLE`
 * and `COMMENT ON COLUMN` statements that PostgreSQL uses for comments. `CREATE INDEX`, `DROP TABLE`,
 * `SET` and `ALTER TABLE … OWNER TO`-style statements around it are skipped; anything else is a problem
 * that names its line and column. The parser never throws: every outcome is a `ParseResult`.
 *
 * It is a focused parser rather than a general SQL one: it understands the column definitions, keys
 * and comments the generator needs, and passes over what it does not (CHECK, REFERENCES, index and
 * storage options) by matching their parentheses.
 */
import {describe, tokenize, type Token} from './lexer';
import type {Column, Dialect, Expected, ParseResult, Position, Problem, Table} from './model';
import {canonicalType, SERIAL_TYPES} from './type-mapping';

/** Thrown inside the parser only, and always turned into a `ParseResult`. */
class Stop extends Error {
  override readonly name = 'Stop';

  constructor(readonly problem: Problem) {
    super(problem.kind);
  }
}

type Draft = {
  name: string;
  sqlTypeWritten: string;
  sqlTypeText: string;
  length: number | undefined;
  scale: number | undefined;
  array: boolean;
  notNull: boolean;
  primaryKey: boolean;
  autoIncrement: boolean;
  computed: boolean;
  unique: boolean;
  defaultValue: string | undefined;
  comment: string | undefined;
  typeAt: Position;
  position: Position;
};

/** Type names of two words, by their first word (the zones of TIMESTAMP and TIME come after the precision). */
const TWO_WORD_TYPES: Readonly<Record<string, readonly string[]>> = {
  CHARACTER: ['VARYING'],
  DOUBLE: ['PRECISION'],
  NATIONAL: ['CHAR', 'CHARACTER', 'VARCHAR'],
};

/** Signs of one dialect that the other does not accept. */
const MYSQL_TYPES = new Set(['DATETIME', 'TINYINT', 'MEDIUMINT', 'TINYTEXT', 'MEDIUMTEXT', 'LONGTEXT', 'ENUM', 'YEAR']);
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
]);

class Parser {
  private index = 0;
  private mysqlSign: Position | undefined;
  private postgresSign: Position | undefined;

  constructor(private readonly tokens: readonly Token[]) {}

  /** The current token (a method, not a getter, so that TypeScript does not narrow it across `take()`). */
  private current(): Token {
    return this.tokens[this.index]!;
  }

  private peek(offset = 1): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)]!;
  }

  private isWord(...words: string[]): boolean {
    return words.every((word, offset) => {
      const token = this.peek(offset);
      return token.kind === 'word' && token.upper === word;
    });
  }

  private isSymbol(text: string): boolean {
    return this.current().kind === 'symbol' && this.current().text === text;
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

  /** An identifier, bare or quoted; `` ` `` marks MySQL and `"` PostgreSQL. */
  private identifier(what: Expected): {name: string; at: Position} {
    const token = this.current();
    if (token.kind === 'word') {
      this.take();
      return {name: token.text, at: token.at};
    }
    if (token.kind === 'quoted') {
      this.take();
      if (token.quote === '`') this.markMysql(token.at);
      else this.markPostgres(token.at);
      return {name: token.text, at: token.at};
    }
    return this.fail(what);
  }

  /** `a`, `schema.a` or `db.schema.a`: the last part. */
  private qualifiedName(what: Expected): {name: string; parts: string[]; at: Position} {
    const first = this.identifier(what);
    const parts = [first.name];
    while (this.acceptSymbol('.')) parts.push(this.identifier(what).name);
    return {name: parts[parts.length - 1]!, parts, at: first.at};
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

  /** Skips to the end of the current statement (`;` or the end), over parenthesised groups. */
  private skipStatement(): void {
    while (this.current().kind !== 'end' && !this.isSymbol(';')) {
      if (this.isSymbol('(')) this.skipGroup();
      else this.take();
    }
  }

  private columnList(): {name: string; at: Position}[] {
    this.expectSymbol('(');
    const names = [this.identifier('column-name')];
    // MySQL index parts may carry a prefix length or an order: `name(10) DESC`.
    const skipPart = () => {
      if (this.isSymbol('(')) this.skipGroup();
      if (!this.acceptWord('ASC')) this.acceptWord('DESC');
    };
    skipPart();
    while (this.acceptSymbol(',')) {
      names.push(this.identifier('column-name'));
      skipPart();
    }
    this.expectSymbol(')');
    return names;
  }

  private stringLiteral(what: Expected): string {
    const token = this.current();
    if (token.kind !== 'string') this.fail(what);
    this.take();
    return token.text;
  }

  /** A DEFAULT value: a literal, a function call, a parenthesised expression, with an optional `::type`. */
  private defaultExpression(): string {
    const parts: string[] = [];
    const token = this.current();
    if (token.kind === 'symbol' && token.text === '(') parts.push(this.skipGroup());
    else if (token.kind === 'symbol' && (token.text === '-' || token.text === '+')) {
      this.take();
      const number = this.current();
      if (number.kind !== 'number') this.fail('number');
      this.take();
      parts.push(`${token.text}${number.text}`);
    } else if (token.kind === 'string') {
      this.take();
      parts.push(`'${token.text.replaceAll("'", "''")}'`);
    } else if (token.kind === 'number') {
      this.take();
      parts.push(token.text);
    } else if (token.kind === 'word') {
      this.take();
      parts.push(token.text);
      if (this.isSymbol('(')) parts.push(this.skipGroup());
    } else {
      this.fail('default-value');
    }
    while (this.isSymbol('::')) {
      this.markPostgres(this.current().at);
      this.take();
      parts.push(`::${this.identifier('type').name}`);
      if (this.isSymbol('(')) parts.push(this.skipGroup());
    }
    return parts.join('');
  }

  private typeName(): {written: string; text: string; length?: number; scale?: number; array: boolean; at: Position} {
    const first = this.current();
    const at = first.at;
    if (first.kind !== 'word') this.fail('column-type');
    const words = [first.upper];
    this.take();
    const second = TWO_WORD_TYPES[words[0]!]?.find((word) => this.isWord(word));
    if (second) {
      words.push(second);
      this.take();
    }
    let length: number | undefined;
    let scale: number | undefined;
    let args = '';
    if (this.isSymbol('(')) {
      if (words[0] === 'ENUM' || words[0] === 'SET') {
        // The values of ENUM('A','B') are not sizes.
        args = this.skipGroup();
      } else {
        this.take();
        const first = this.current();
        if (first.kind !== 'number') this.fail('length');
        this.take();
        length = Number(first.text);
        if (this.acceptSymbol(',')) {
          const next = this.current();
          if (next.kind !== 'number') this.fail('scale');
          this.take();
          scale = Number(next.text);
        }
        this.expectSymbol(')');
        args = scale === undefined ? `(${length})` : `(${length},${scale})`;
      }
    }
    // `TIMESTAMP(3) WITH TIME ZONE` puts the precision before the zone.
    if (words[0] === 'TIMESTAMP' || words[0] === 'TIME') {
      if (this.acceptWord('WITH', 'TIME', 'ZONE')) words.push('WITH', 'TIME', 'ZONE');
      else if (this.acceptWord('WITHOUT', 'TIME', 'ZONE')) words.push('WITHOUT', 'TIME', 'ZONE');
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
    if (unsigned && (base === 'INT' || base === 'INTEGER')) words.push('UNSIGNED');
    let array = false;
    while (this.isSymbol('[]') || this.isSymbol('[')) {
      array = true;
      if (this.acceptSymbol('[]')) continue;
      this.take();
      if (this.current().kind === 'number') this.take();
      this.expectSymbol(']');
    }
    const written = words.join(' ');
    return {written, text: `${base}${args}${unsigned ? ' UNSIGNED' : ''}${array ? '[]' : ''}`, length, scale, array, at};
  }

  private column(): Draft {
    const {name, at: position} = this.identifier('column-name');
    const type = this.typeName();
    if (MYSQL_TYPES.has(type.written)) this.markMysql(type.at);
    if (POSTGRESQL_TYPES.has(type.written)) this.markPostgres(type.at);
    const draft: Draft = {
      name,
      sqlTypeWritten: type.written,
      sqlTypeText: type.text,
      length: type.length,
      scale: type.scale,
      array: type.array,
      notNull: false,
      primaryKey: false,
      autoIncrement: SERIAL_TYPES.has(type.written) || ['SERIAL2', 'SERIAL4', 'SERIAL8'].includes(type.written),
      computed: false,
      unique: false,
      defaultValue: undefined,
      comment: undefined,
      typeAt: type.at,
      position,
    };
    for (;;) {
      const token = this.current();
      if (this.acceptWord('NOT', 'NULL')) draft.notNull = true;
      else if (this.acceptWord('NULL')) draft.notNull = false;
      else if (this.acceptWord('PRIMARY', 'KEY')) draft.primaryKey = true;
      else if (this.acceptWord('UNIQUE')) {
        this.acceptWord('KEY');
        draft.unique = true;
      } else if (this.acceptWord('AUTO_INCREMENT')) {
        this.markMysql(token.at);
        draft.autoIncrement = true;
      } else if (this.acceptWord('DEFAULT')) draft.defaultValue = this.defaultExpression();
      else if (this.acceptWord('COMMENT')) {
        this.markMysql(token.at);
        draft.comment = this.stringLiteral('comment-string');
      } else if (this.acceptWord('GENERATED')) {
        if (this.acceptWord('ALWAYS')) {
          // `GENERATED ALWAYS AS IDENTITY` or a computed column `GENERATED ALWAYS AS (expr) STORED`.
        } else {
          this.expectWord('BY', 'DEFAULT');
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
        this.defaultExpression();
      } else if (this.acceptWord('CHARACTER', 'SET') || this.acceptWord('CHARSET') || this.acceptWord('COLLATE')) {
        this.identifier('charset');
      } else if (this.acceptWord('REFERENCES')) {
        this.qualifiedName('table-name');
        if (this.isSymbol('(')) this.columnList();
        this.referenceActions();
      } else if (this.acceptWord('CHECK')) {
        this.skipGroup();
      } else if (this.acceptWord('CONSTRAINT')) {
        this.identifier('constraint-name');
      } else if (this.acceptWord('VISIBLE') || this.acceptWord('INVISIBLE')) {
        this.markMysql(token.at);
      } else if (this.acceptWord('NOT')) {
        // NOT NULL misspelt (`NOT NUL`): point at the word after NOT, not at NOT.
        this.fail({token: 'NULL'});
      } else break;
    }
    if (!this.isSymbol(',') && !this.isSymbol(')')) this.fail('column-end');
    return draft;
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
      } else if (this.acceptWord('MATCH')) this.take();
      else if (this.acceptWord('DEFERRABLE') || this.acceptWord('NOT', 'DEFERRABLE') || this.acceptWord('INITIALLY')) {
        if (!this.acceptWord('DEFERRED')) this.acceptWord('IMMEDIATE');
      } else return;
    }
  }

  /** A table-level element that is not a column: keys, constraints, indexes. */
  private tableConstraint(keys: {primary: {names: {name: string; at: Position}[]; at: Position}[]; unique: string[][]}): boolean {
    const start = this.current();
    if (this.acceptWord('CONSTRAINT')) {
      if (!this.isWord('PRIMARY') && !this.isWord('UNIQUE') && !this.isWord('FOREIGN') && !this.isWord('CHECK'))
        this.identifier('constraint-name');
    }
    if (this.acceptWord('PRIMARY', 'KEY')) {
      keys.primary.push({names: this.columnList(), at: start.at});
      this.indexOptions();
      return true;
    }
    if (this.acceptWord('UNIQUE')) {
      if (!this.acceptWord('KEY')) this.acceptWord('INDEX');
      if (!this.isSymbol('(')) this.identifier('index-name');
      keys.unique.push(this.columnList().map((c) => c.name));
      this.indexOptions();
      return true;
    }
    if (this.acceptWord('FOREIGN', 'KEY')) {
      if (!this.isSymbol('(')) this.identifier('key-name');
      this.columnList();
      this.expectWord('REFERENCES');
      this.qualifiedName('table-name');
      if (this.isSymbol('(')) this.columnList();
      this.referenceActions();
      return true;
    }
    if (this.acceptWord('CHECK')) {
      this.skipGroup();
      return true;
    }
    if (this.isWord('KEY') || this.isWord('INDEX') || this.isWord('FULLTEXT') || this.isWord('SPATIAL')) {
      this.markMysql(start.at);
      this.take();
      if (!this.acceptWord('KEY')) this.acceptWord('INDEX');
      if (!this.isSymbol('(')) this.identifier('index-name');
      this.columnList();
      this.indexOptions();
      return true;
    }
    if (start !== this.current()) this.fail('table-constraint');
    return false;
  }

  private indexOptions(): void {
    for (;;) {
      if (this.acceptWord('USING')) this.take();
      else if (this.acceptWord('COMMENT')) this.stringLiteral('comment-string');
      else if (this.acceptWord('VISIBLE') || this.acceptWord('INVISIBLE')) continue;
      else return;
    }
  }

  private createTable(start: Token): {table: Omit<Table, 'dialect'>; drafts: Draft[]} {
    this.acceptWord('IF', 'NOT', 'EXISTS');
    const {name, parts, at} = this.qualifiedName('table-name');
    const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
    this.expectSymbol('(');
    const drafts: Draft[] = [];
    const keys = {primary: [] as {names: {name: string; at: Position}[]; at: Position}[], unique: [] as string[][]};
    for (;;) {
      if (!this.tableConstraint(keys)) {
        if (this.isSymbol(')')) this.fail('column-definition');
        const draft = this.column();
        const earlier = drafts.find((d) => d.name.toLowerCase() === draft.name.toLowerCase());
        if (earlier) throw new Stop({kind: 'duplicate-column', column: draft.name, at: draft.position, first: earlier.position});
        drafts.push(draft);
      }
      if (this.acceptSymbol(',')) continue;
      if (this.isSymbol(')')) break;
      this.fail('comma-or-paren');
    }
    this.take();
    let comment: string | undefined;
    // Table options: MySQL's `ENGINE=InnoDB`, `COMMENT='…'`, `DEFAULT CHARSET=…`; PostgreSQL's `WITH (…)`, `TABLESPACE x`.
    while (this.current().kind !== 'end' && !this.isSymbol(';')) {
      if (this.acceptWord('COMMENT')) {
        this.markMysql(this.tokens[this.index - 1]!.at);
        this.acceptSymbol('=');
        comment = this.stringLiteral('comment-string');
      } else if (this.isSymbol('(')) this.skipGroup();
      else this.take();
    }

    const columnNamed = (ref: {name: string; at: Position}) => {
      const found = drafts.find((d) => d.name.toLowerCase() === ref.name.toLowerCase());
      if (!found) throw new Stop({kind: 'unknown-column', column: ref.name, table: name, at: ref.at});
      return found;
    };
    const inline = drafts.filter((d) => d.primaryKey);
    if (keys.primary.length + (inline.length > 0 ? 1 : 0) > 1 || inline.length > 1) {
      const second = keys.primary[inline.length > 0 ? 0 : 1]?.at ?? inline[1]!.position;
      throw new Stop({kind: 'several-primary-keys', table: name, at: second});
    }
    let primaryKey = inline.map((d) => d.name);
    if (keys.primary[0]) {
      primaryKey = keys.primary[0].names.map((ref) => {
        const found = columnNamed(ref);
        found.primaryKey = true;
        return found.name;
      });
    }
    for (const unique of keys.unique) {
      if (unique.length === 1) columnNamed({name: unique[0]!, at}).unique = true;
    }
    void start;
    return {table: {name, schema, comment, columns: [], primaryKey, position: at, quoted: false}, drafts};
  }

  /** `COMMENT ON TABLE t IS '…'` or `COMMENT ON COLUMN t.c IS '…'`. */
  private commentOn(): {on: 'table' | 'column'; parts: string[]; at: Position; text: string | undefined} {
    let on: 'table' | 'column';
    if (this.acceptWord('TABLE')) on = 'table';
    else if (this.acceptWord('COLUMN')) on = 'column';
    else
      throw new Stop({
        kind: 'unsupported-statement',
        statement: `COMMENT ON ${describe(this.current()).toUpperCase()}`,
        at: this.current().at,
      });
    const {parts, at} = this.qualifiedName(on === 'table' ? 'table-name' : 'table-column');
    if (on === 'column' && parts.length < 2) this.fail('table-column', this.tokens[this.index - 1]);
    this.expectWord('IS');
    const text = this.acceptWord('NULL') ? undefined : this.stringLiteral('comment-string');
    return {on, parts, at, text};
  }

  parse(): Table {
    if (this.current().kind === 'end') throw new Stop({kind: 'empty-input'});
    let created: ReturnType<Parser['createTable']> | undefined;
    const tables: {name: string; at: Position}[] = [];
    const comments: ReturnType<Parser['commentOn']>[] = [];
    while (this.current().kind !== 'end') {
      if (this.acceptSymbol(';')) continue;
      const start = this.current();
      if (this.acceptWord('CREATE')) {
        if (!this.acceptWord('TEMPORARY')) this.acceptWord('UNLOGGED');
        if (this.acceptWord('TABLE')) {
          const table = this.createTable(start);
          tables.push({name: table.table.name, at: start.at});
          created ??= table;
        } else if (this.isWord('INDEX') || this.isWord('UNIQUE') || this.isWord('SEQUENCE') || this.isWord('EXTENSION')) {
          this.skipStatement();
        } else {
          throw new Stop({kind: 'unsupported-statement', statement: `CREATE ${describe(this.current()).toUpperCase()}`, at: start.at});
        }
      } else if (this.acceptWord('COMMENT', 'ON')) {
        this.markPostgres(start.at);
        comments.push(this.commentOn());
      } else if (this.isWord('DROP') || this.isWord('SET') || this.isWord('USE')) {
        this.skipStatement();
      } else {
        const word = start.kind === 'word' ? start.upper : describe(start);
        throw new Stop({kind: 'unsupported-statement', statement: word, at: start.at});
      }
      if (!this.isSymbol(';') && this.current().kind !== 'end') this.fail({token: ';'});
    }
    if (!created) throw new Stop({kind: 'no-table'});
    if (tables.length > 1) throw new Stop({kind: 'several-tables', names: tables.map((t) => t.name), at: tables[1]!.at});
    const {table, drafts} = created;

    let tableComment = table.comment;
    for (const comment of comments) {
      const tableName = comment.on === 'table' ? comment.parts[comment.parts.length - 1]! : comment.parts[comment.parts.length - 2]!;
      if (tableName.toLowerCase() !== table.name.toLowerCase()) {
        throw new Stop({kind: 'other-table', table: tableName, expected: table.name, at: comment.at});
      }
      if (comment.on === 'table') tableComment = comment.text;
      else {
        const columnName = comment.parts[comment.parts.length - 1]!;
        const draft = drafts.find((d) => d.name.toLowerCase() === columnName.toLowerCase());
        if (!draft) throw new Stop({kind: 'unknown-column', column: columnName, table: table.name, at: comment.at});
        draft.comment = comment.text;
      }
    }

    // With both kinds of sign, the first one decides; with none, MySQL, the more common of the two.
    const dialect: Dialect = this.postgresSign && (!this.mysqlSign || before(this.postgresSign, this.mysqlSign)) ? 'postgresql' : 'mysql';
    if (drafts.length === 0) throw new Stop({kind: 'no-columns', table: table.name, at: table.position});
    const columns: Column[] = drafts.map((draft) => {
      const sqlType = draft.array ? undefined : canonicalType(dialect, draft.sqlTypeWritten, draft.length);
      if (!sqlType) throw new Stop({kind: 'unsupported-type', column: draft.name, type: draft.sqlTypeText, dialect, at: draft.typeAt});
      return {
        name: draft.name,
        sqlType,
        sqlTypeText: draft.sqlTypeText,
        length: draft.length,
        scale: draft.scale,
        nullable: !draft.notNull && !draft.primaryKey,
        autoIncrement: draft.autoIncrement,
        computed: draft.computed,
        unique: draft.unique,
        defaultValue: draft.defaultValue,
        comment: draft.comment?.trim() || undefined,
        onUpdate: undefined,
        enumValues: undefined,
        references: undefined,
        quoted: false,
        position: draft.position,
      };
    });
    if (table.primaryKey.length === 0) throw new Stop({kind: 'no-primary-key', table: table.name, at: table.position});
    return {...table, comment: tableComment?.trim() || undefined, columns, dialect};
  }
}

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.column < b.column);
}

/** The table of a `CREATE TABLE` statement, or the first problem found in it. */
export function parseCreateTable(sql: string): ParseResult {
  const lexed = tokenize(sql);
  if (!lexed.ok) return lexed;
  try {
    return {ok: true, table: new Parser(lexed.tokens).parse()};
  } catch (error) {
    if (error instanceof Stop) return {ok: false, problem: error.problem};
    throw error;
  }
}
