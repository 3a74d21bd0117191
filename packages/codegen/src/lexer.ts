/**
 * Splits SQL into tokens, each with the line and column where it starts, so that every problem the
 * parser finds can point at the visitor's input. It reads whole files as the database clients do:
 *
 * - comments (`-- …`, `# …` in MySQL, `/* … *\/`) are dropped, but MySQL's versioned comments
 *   (`/*!40101 … *\/`, `/*!50705 … *\/`) are read as SQL, since MySQL executes them; in PostgreSQL `#`
 *   is an operator (`value #>> '{a,b}'`, `#>`, `#-`, the XOR `#`), also in a file whose dialect nothing
 *   has shown yet when it stands between two operands as those JSON operators do;
 * - quoted identifiers (`` `name` ``, `"name"`) keep their text without the quotes;
 * - strings are `'…'`, also `N'…'`, `E'…'` and charset-introduced (`_utf8mb4'…'`); PostgreSQL's
 *   dollar-quoted bodies (`$$ … $$`, `$body$ … $body$`) are one string token;
 * - bit and hex literals (`b'0'`, `x'1F'`) are number tokens written as in SQL;
 * - the mysql client's `DELIMITER ;;` changes what ends a statement (a `;` inside such a block is the
 *   symbol `<;>`, so that a trigger's body stays one statement); psql's `\connect`-style lines are dropped;
 * - the rows of an `INSERT`/`REPLACE` are passed over without making tokens (a dump is mostly rows), and
 *   so are the data lines of `COPY … FROM stdin;` up to `\.`.
 *
 * One pass, linear in the input.
 */
import type {DialectOption, Position, Problem} from './model';

export type Token =
  | {readonly kind: 'word'; readonly text: string; readonly upper: string; readonly at: Position}
  | {readonly kind: 'quoted'; readonly text: string; readonly quote: '`' | '"'; readonly at: Position}
  | {readonly kind: 'string'; readonly text: string; readonly at: Position}
  | {readonly kind: 'number'; readonly text: string; readonly at: Position}
  | {readonly kind: 'symbol'; readonly text: string; readonly at: Position}
  | {readonly kind: 'end'; readonly text: ''; readonly at: Position};

export type LexResult = {readonly ok: true; readonly tokens: Token[]} | {readonly ok: false; readonly problem: Problem};

/** A `;` inside a `DELIMITER` block: not the end of a statement. */
export const INNER_SEMICOLON = '<;>';

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isWordStart = (code: number) => isLetter(code) || code === 95 || code >= 0x80;
const isWordPart = (code: number) => isWordStart(code) || isDigit(code) || code === 36;
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0xfeff || code === 0x3000;

/**
 * Whether backslashes escape in strings. MySQL's do; PostgreSQL's do not (with
 * `standard_conforming_strings`, on by default and set by every pg_dump), except in `E'…'`.
 */
function backslashEscapesIn(sql: string): boolean {
  const setting = sql.indexOf('standard_conforming_strings');
  if (setting >= 0 && /^standard_conforming_strings\s*=\s*'?on/i.test(sql.slice(setting, setting + 64))) return false;
  return !isPgDump(sql);
}

const isPgDump = (sql: string) => /^\s*--\s*PostgreSQL database dump/.test(sql.slice(0, 200));

/** Whether the file says it is PostgreSQL before any statement: pg_dump's header or its `standard_conforming_strings`. */
function saysPostgres(sql: string): boolean {
  return isPgDump(sql) || /\bstandard_conforming_strings\s*=/i.test(sql);
}

export function tokenize(sql: string, dialect: DialectOption = 'auto'): LexResult {
  const hashIs: HashReading = dialect === 'mysql' ? 'comment' : dialect === 'postgresql' || saysPostgres(sql) ? 'operator' : 'undecided';
  const first = lex(sql, backslashEscapesIn(sql), hashIs);
  // A PostgreSQL string ending in a backslash (`'C:\'`) reads as unterminated with MySQL's escapes.
  if (!first.ok && first.problem.kind === 'unterminated' && sql.includes('\\')) {
    const second = lex(sql, false, hashIs);
    if (second.ok) return second;
  }
  return first;
}

const ESCAPES: Readonly<Record<string, string>> = {n: '\n', t: '\t', r: '\r', '0': '\0', b: '\b', Z: '\x1a'};

/** What `#` is: MySQL's comment, PostgreSQL's operator, or, while the file has not shown its dialect, decided where it stands. */
type HashReading = 'comment' | 'operator' | 'undecided';

/** An operand of a JSON path operator: a string (`'{a,b}'`), a group, a parameter or an `ARRAY[…]`. */
const PATH_OPERAND = /^\s*(?:['($]|ARRAY\s*\[)/i;

function lex(sql: string, backslashEscapes: boolean, hashReading: HashReading): LexResult {
  const tokens: Token[] = [];
  const length = sql.length;
  let i = 0;
  let line = 1;
  let lineStart = 0;
  let delimiter = ';';
  let inVersionedComment = false;
  let hashIs = hashReading;
  /** Index in `tokens` of the current statement's first token. */
  let statementStart = 0;
  // Lines are counted when a position is needed, from one new line to the next (positions only grow).
  let nextNewline = sql.indexOf('\n');
  const here = (index: number): Position => {
    while (nextNewline >= 0 && nextNewline < index) {
      line++;
      lineStart = nextNewline + 1;
      nextNewline = sql.indexOf('\n', lineStart);
    }
    return {line, column: index - lineStart + 1};
  };
  const advance = (to: number) => {
    i = to;
  };
  const unterminated = (what: 'string' | 'comment' | 'identifier', at: Position): LexResult => ({
    ok: false,
    problem: {kind: 'unterminated', what, at},
  });
  /** The end (after the closing quote) of a quoted run opening at `from`, or -1; its text in `out`. */
  const out = {text: ''};
  const scanQuoted = (from: number, quote: number, escapes: boolean): number => {
    const parts: string[] = [];
    let j = from + 1;
    let chunk = j;
    for (;;) {
      if (j >= length) return -1;
      const d = sql.charCodeAt(j);
      if (d === quote) {
        if (sql.charCodeAt(j + 1) === quote) {
          parts.push(sql.slice(chunk, j + 1));
          j += 2;
          chunk = j;
          continue;
        }
        parts.push(sql.slice(chunk, j));
        out.text = parts.length === 1 ? parts[0]! : parts.join('');
        return j + 1;
      }
      if (d === 92 && escapes && j + 1 < length) {
        parts.push(sql.slice(chunk, j));
        const escaped = sql[j + 1]!;
        parts.push(ESCAPES[escaped] ?? escaped);
        j += 2;
        chunk = j;
        continue;
      }
      j++;
    }
  };
  const statementBegins = () => statementStart === tokens.length;
  const endStatement = (at: number, text: string) => {
    tokens.push({kind: 'symbol', text: ';', at: here(at)});
    const first = tokens[statementStart];
    // `COPY … FROM stdin;` is followed by its data, up to a line `\.`.
    if (
      first?.kind === 'word' &&
      first.upper === 'COPY' &&
      tokens.some((t, k) => k > statementStart && t.kind === 'word' && t.upper === 'STDIN')
    ) {
      advance(at + text.length);
      let end = sql.indexOf('\n\\.', i - 1);
      if (end < 0) end = length;
      else end = end + 3;
      advance(end);
    } else {
      advance(at + text.length);
    }
    statementStart = tokens.length;
  };
  /** Passes over the rest of an INSERT/REPLACE statement, up to (not over) its delimiter. */
  /** Where the quoted run opening at `from` ends (after its closing quote), or -1; no text is made. */
  const skipQuoted = (from: number, quote: string, escapes: boolean): number => {
    let j = from + 1;
    for (;;) {
      const end = sql.indexOf(quote, j);
      if (end < 0) return -1;
      if (escapes) {
        // An odd run of backslashes before the quote escapes it.
        let k = end - 1;
        while (k >= j && sql.charCodeAt(k) === 92) k--;
        if ((end - 1 - k) % 2 === 1) {
          j = end + 1;
          continue;
        }
      }
      if (sql.charCodeAt(end + 1) === quote.charCodeAt(0)) {
        j = end + 2;
        continue;
      }
      return end + 1;
    }
  };
  /** Passes over the rest of an INSERT/REPLACE statement, up to (not over) its delimiter; strings are jumped over with indexOf. */
  const skipRows = (): LexResult | undefined => {
    const text = sql;
    const custom = delimiter !== ';';
    let j = i;
    for (;;) {
      // Letters, digits, commas, parentheses and spaces: nothing to look at.
      let d = text.charCodeAt(j);
      while (j < length && (d > 96 || (d >= 48 && d <= 57) || d === 44 || d === 32 || d === 40 || d === 41 || d === 10))
        d = text.charCodeAt(++j);
      if (j >= length) break;
      if (custom && text.startsWith(delimiter, j)) break;
      if (d === 39 || d === 34 || d === 96) {
        const end = skipQuoted(j, sql[j]!, d !== 96 && backslashEscapes);
        if (end < 0) {
          advance(j);
          return unterminated(d === 39 ? 'string' : 'identifier', here(j));
        }
        j = end;
      } else if (d === 59 && !custom) {
        break;
      } else if (d === 45 && sql.charCodeAt(j + 1) === 45) {
        const end = sql.indexOf('\n', j);
        j = end < 0 ? length : end;
      } else if (d === 47 && sql.charCodeAt(j + 1) === 42) {
        const end = sql.indexOf('*/', j + 2);
        if (end < 0) {
          advance(j);
          return unterminated('comment', here(j));
        }
        j = end + 2;
      } else j++;
    }
    advance(Math.min(j, length));
    return undefined;
  };

  /**
   * Whether the `#` at `at` is PostgreSQL's `#>>`, `#>` or `#-` between two operands on one line
   * (`value #>> '{state,current}'`); a MySQL comment follows a `,`, starts a line or reads `#--`.
   */
  const isPathOperator = (at: number): boolean => {
    const previous = tokens.length > statementStart ? tokens[tokens.length - 1]! : undefined;
    if (!previous || previous.at.line !== here(at).line) return false;
    const afterOperand = previous.kind === 'symbol' ? previous.text === ')' || previous.text === ']' : previous.kind !== 'end';
    const operator = /^#(?:>>?|-(?!-))/.exec(sql.slice(at, at + 3));
    return afterOperand && operator !== null && PATH_OPERAND.test(sql.slice(at + operator[0].length, at + operator[0].length + 16));
  };

  while (i < length) {
    const code = sql.charCodeAt(i);
    if (delimiter !== ';' && sql.startsWith(delimiter, i)) {
      endStatement(i, delimiter);
    } else if (isSpace(code)) {
      let j = i + 1;
      while (j < length && isSpace(sql.charCodeAt(j))) j++;
      advance(j);
    } else if (code === 35 && (hashIs === 'operator' || (hashIs === 'undecided' && isPathOperator(i)))) {
      tokens.push({kind: 'symbol', text: '#', at: here(i)});
      advance(i + 1);
    } else if ((code === 45 && sql.charCodeAt(i + 1) === 45) || code === 35) {
      const end = sql.indexOf('\n', i);
      advance(end < 0 ? length : end);
    } else if (code === 92 && (i === 0 || sql.charCodeAt(i - 1) === 10)) {
      // A psql meta-command (`\connect db`, `\restrict …`): a line of its own.
      const end = sql.indexOf('\n', i);
      advance(end < 0 ? length : end);
    } else if (code === 47 && sql.charCodeAt(i + 1) === 42) {
      const at = here(i);
      if (sql.charCodeAt(i + 2) === 33) {
        // `/*!50705 … */`: MySQL runs what is inside (the version is the one that understands it).
        let j = i + 3;
        while (j < length && isDigit(sql.charCodeAt(j))) j++;
        inVersionedComment = true;
        advance(j);
      } else {
        const end = sql.indexOf('*/', i + 2);
        if (end < 0) return unterminated('comment', at);
        advance(end + 2);
      }
    } else if (inVersionedComment && code === 42 && sql.charCodeAt(i + 1) === 47) {
      inVersionedComment = false;
      advance(i + 2);
    } else if (code === 39) {
      const end = scanQuoted(i, 39, backslashEscapes);
      if (end < 0) return unterminated('string', here(i));
      tokens.push({kind: 'string', text: out.text, at: here(i)});
      advance(end);
    } else if (code === 96 || code === 34) {
      const quote = code === 96 ? '`' : '"';
      // A quote doubled is one quote of the name (`a``b` is a`b), as both databases read it.
      let end = sql.indexOf(quote, i + 1);
      while (end >= 0 && sql.charCodeAt(end + 1) === code) end = sql.indexOf(quote, end + 2);
      if (end < 0) return unterminated('identifier', here(i));
      tokens.push({kind: 'quoted', text: sql.slice(i + 1, end).replaceAll(quote + quote, quote), quote, at: here(i)});
      advance(end + 1);
    } else if (code === 36 && dollarTag(sql, i) !== undefined) {
      const tag = dollarTag(sql, i)!;
      const end = sql.indexOf(tag, i + tag.length);
      if (end < 0) return unterminated('string', here(i));
      tokens.push({kind: 'string', text: sql.slice(i + tag.length, end), at: here(i)});
      advance(end + tag.length);
      // Dollar quotes and `::` casts are PostgreSQL's alone: from here on `#` is an operator.
      if (hashIs === 'undecided') hashIs = 'operator';
    } else if (isDigit(code) || (code === 46 && isDigit(sql.charCodeAt(i + 1)))) {
      let j = i;
      while (isDigit(sql.charCodeAt(j))) j++;
      if (sql.charCodeAt(j) === 46) {
        j++;
        while (isDigit(sql.charCodeAt(j))) j++;
      }
      const e = sql.charCodeAt(j);
      if (e === 69 || e === 101) {
        let k = j + 1;
        const sign = sql.charCodeAt(k);
        if (sign === 43 || sign === 45) k++;
        if (isDigit(sql.charCodeAt(k))) {
          while (isDigit(sql.charCodeAt(k))) k++;
          j = k;
        }
      }
      tokens.push({kind: 'number', text: sql.slice(i, j), at: here(i)});
      advance(j);
    } else if (isWordStart(code)) {
      let j = i + 1;
      while (j < length && isWordPart(sql.charCodeAt(j))) j++;
      const text = sql.slice(i, j);
      const upper = text.toUpperCase();
      if (sql.charCodeAt(j) === 39 && (upper === 'N' || upper === 'E' || upper === 'B' || upper === 'X' || text.charCodeAt(0) === 95)) {
        // N'…', E'…' (escapes on), _utf8mb4'…'; b'0101' and x'1F' are numbers.
        const end = scanQuoted(j, 39, upper === 'E' || backslashEscapes);
        if (end < 0) return unterminated('string', here(i));
        if (upper === 'B' || upper === 'X') tokens.push({kind: 'number', text: `${text.toLowerCase()}'${out.text}'`, at: here(i)});
        else tokens.push({kind: 'string', text: out.text, at: here(i)});
        advance(end);
      } else if (upper === 'DELIMITER' && statementBegins() && !inVersionedComment) {
        // The mysql client's command: the rest of the line is the new delimiter.
        let end = sql.indexOf('\n', j);
        if (end < 0) end = length;
        const value = sql.slice(j, end).trim();
        if (value) delimiter = value;
        advance(end);
      } else {
        const statementWord = statementBegins();
        tokens.push({kind: 'word', text, upper, at: here(i)});
        advance(j);
        if (statementWord && (upper === 'INSERT' || upper === 'REPLACE')) {
          const failed = skipRows();
          if (failed) return failed;
        }
      }
    } else if (code === 59) {
      if (delimiter === ';') endStatement(i, ';');
      else {
        tokens.push({kind: 'symbol', text: INNER_SEMICOLON, at: here(i)});
        advance(i + 1);
      }
    } else {
      const next = sql.charCodeAt(i + 1);
      const text = code === 58 && next === 58 ? '::' : code === 91 && next === 93 ? '[]' : sql[i]!;
      if (text === '::' && hashIs === 'undecided') hashIs = 'operator';
      tokens.push({kind: 'symbol', text, at: here(i)});
      advance(i + text.length);
    }
  }
  tokens.push({kind: 'end', text: '', at: here(i)});
  return {ok: true, tokens};
}

/** The opening tag of a dollar-quoted string at `i` (`$$`, `$body$`), or undefined (`$1`). */
function dollarTag(sql: string, i: number): string | undefined {
  let j = i + 1;
  while (j < sql.length && (isLetter(sql.charCodeAt(j)) || sql.charCodeAt(j) === 95 || (j > i + 1 && isDigit(sql.charCodeAt(j))))) j++;
  return sql.charCodeAt(j) === 36 ? sql.slice(i, j + 1) : undefined;
}

/** How a token reads in a message: `'…'` for strings, the text otherwise, "the end of the input" as `end`. */
export function describe(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'end';
    case 'string':
      return `'${token.text}'`;
    case 'quoted':
      return `${token.quote}${token.text}${token.quote}`;
    default:
      return token.text === INNER_SEMICOLON ? ';' : token.text;
  }
}
