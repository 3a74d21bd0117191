/**
 * Splits SQL into tokens, each with the line and column where it starts, so that every problem the
 * parser finds can point at the visitor's input. Comments (`-- …`, `# …` in MySQL, `/* … *\/`) are
 * dropped; quoted identifiers (`` `name` ``, `"name"`) keep their text without the quotes.
 */
import type {Position, Problem} from './model';

export type Token =
  | {readonly kind: 'word'; readonly text: string; readonly upper: string; readonly at: Position}
  | {readonly kind: 'quoted'; readonly text: string; readonly quote: '`' | '"'; readonly at: Position}
  | {readonly kind: 'string'; readonly text: string; readonly at: Position}
  | {readonly kind: 'number'; readonly text: string; readonly at: Position}
  | {readonly kind: 'symbol'; readonly text: string; readonly at: Position}
  | {readonly kind: 'end'; readonly text: ''; readonly at: Position};

export type LexResult = {readonly ok: true; readonly tokens: Token[]} | {readonly ok: false; readonly problem: Problem};

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const DIGIT = /[0-9]/;

export function tokenize(sql: string): LexResult {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const here = (index: number): Position => ({line, column: index - lineStart + 1});
  /** Moves past `count` characters, counting new lines. */
  const advance = (to: number) => {
    for (; i < to; i++) {
      if (sql[i] === '\n') {
        line++;
        lineStart = i + 1;
      }
    }
  };

  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (/\s/.test(c)) {
      advance(i + 1);
    } else if ((c === '-' && next === '-') || c === '#') {
      const end = sql.indexOf('\n', i);
      advance(end < 0 ? sql.length : end);
    } else if (c === '/' && next === '*') {
      const at = here(i);
      const end = sql.indexOf('*/', i + 2);
      if (end < 0) return {ok: false, problem: {kind: 'unterminated', what: 'comment', at}};
      advance(end + 2);
    } else if (c === "'") {
      const at = here(i);
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= sql.length) return {ok: false, problem: {kind: 'unterminated', what: 'string', at}};
        const d = sql[j]!;
        if (d === "'" && sql[j + 1] === "'") {
          value += "'";
          j += 2;
        } else if (d === '\\' && j + 1 < sql.length) {
          // MySQL's escapes; PostgreSQL strings have none by default, and a backslash there is itself.
          const escaped = sql[j + 1]!;
          value += ({n: '\n', t: '\t', r: '\r', '0': '\0'} as Record<string, string>)[escaped] ?? escaped;
          j += 2;
        } else if (d === "'") {
          j += 1;
          break;
        } else {
          value += d;
          j += 1;
        }
      }
      tokens.push({kind: 'string', text: value, at});
      advance(j);
    } else if (c === '`' || c === '"') {
      const at = here(i);
      const end = sql.indexOf(c, i + 1);
      if (end < 0) return {ok: false, problem: {kind: 'unterminated', what: 'identifier', at}};
      tokens.push({kind: 'quoted', text: sql.slice(i + 1, end), quote: c, at});
      advance(end + 1);
    } else if (DIGIT.test(c) || (c === '.' && next !== undefined && DIGIT.test(next))) {
      const match = /^[0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?|^[0-9]+\.?/.exec(sql.slice(i))!;
      tokens.push({kind: 'number', text: match[0], at: here(i)});
      advance(i + match[0].length);
    } else if (WORD_START.test(c)) {
      let j = i + 1;
      while (j < sql.length && WORD_PART.test(sql[j]!)) j++;
      const text = sql.slice(i, j);
      tokens.push({kind: 'word', text, upper: text.toUpperCase(), at: here(i)});
      advance(j);
    } else {
      const two = sql.slice(i, i + 2);
      const text = two === '::' || two === '[]' ? two : c;
      tokens.push({kind: 'symbol', text, at: here(i)});
      advance(i + text.length);
    }
  }
  tokens.push({kind: 'end', text: '', at: here(i)});
  return {ok: true, tokens};
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
      return token.text;
  }
}
