// A migration's statements as the database itself splits them: by `;` outside strings, quoted names
// and comments, with each dialect's lexing. MySQL (default sql_mode) reads `\` as an escape in '…' and
// "…" strings, `-- ` (a space or control character after the dashes), `#` and `/* … */` as comments,
// and runs the text of a `/*! … */` comment; PostgreSQL reads standard strings ('' is a quote, a
// backslash is text), E'…' strings with escapes, "…" names, $tag$ … $tag$ bodies, `--` and nested
// `/* … */` comments. Each statement comes back as its skeleton: strings as '?', comments left out,
// spaces only between words, so that two migrations with the same statements and other values compare equal.
import type {Dialect} from '../../src/index';

export function statements(sql: string, dialect: Dialect): string[] {
  const result: string[] = [];
  let current = '';
  let i = 0;
  const end = () => {
    // A text the generator splits into CONCAT('…$', '{…') (see sqlString) is one string, as its database reads it.
    const text = current
      .replace(/\s+/g, ' ')
      // A space counts only between two words.
      .replace(/ (?=\W)|(?<=\W) /g, '')
      .replace(/CONCAT\('\?'(?:,'\?')*\)/g, "'?'")
      .trim();
    if (text) result.push(text);
    current = '';
  };
  /** The index after a quoted run that starts at `i` with `quote`; `escapes` says whether a backslash escapes. */
  const closing = (from: number, quote: string, escapes: boolean) => {
    let j = from + 1;
    while (j < sql.length) {
      const c = sql[j]!;
      if (escapes && c === '\\') j += 2;
      else if (c === quote && sql[j + 1] === quote) j += 2;
      else if (c === quote) return j + 1;
      else j++;
    }
    return sql.length;
  };
  while (i < sql.length) {
    const c = sql[i]!;
    const rest = sql.slice(i, i + 3);
    if (dialect === 'mysql' && ((rest.startsWith('--') && (rest.charCodeAt(2) <= 32 || rest.length === 2)) || c === '#')) {
      i = lineEnd(sql, i, /\n/g);
    } else if (dialect === 'postgresql' && rest.startsWith('--')) {
      i = lineEnd(sql, i, /[\n\r]/g);
    } else if (rest.startsWith('/*')) {
      if (dialect === 'mysql' && rest === '/*!') {
        // MySQL runs the text of an executable comment: it stays in the statement.
        const close = sql.indexOf('*/', i + 3);
        current += ` ${sql.slice(i + 3, close < 0 ? sql.length : close)} `;
        i = close < 0 ? sql.length : close + 2;
      } else {
        i = blockEnd(sql, i, dialect === 'postgresql');
        current += ' ';
      }
    } else if (c === "'" || (dialect === 'mysql' && c === '"')) {
      i = closing(i, c, dialect === 'mysql');
      current += " '?' ";
    } else if (dialect === 'postgresql' && /^[Ee]'/.test(sql.slice(i, i + 2)) && !/[\w$]/.test(sql[i - 1] ?? '')) {
      i = closing(i + 1, "'", true);
      current += " '?' ";
    } else if (
      dialect === 'postgresql' &&
      c === '$' &&
      /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.test(sql.slice(i)) &&
      !/[\w$]/.test(sql[i - 1] ?? '')
    ) {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))![0];
      const close = sql.indexOf(tag, i + tag.length);
      i = close < 0 ? sql.length : close + tag.length;
      current += " '?' ";
    } else if (c === '`' || c === '"') {
      const close = closing(i, c, false);
      current += sql.slice(i, close);
      i = close;
    } else if (c === ';') {
      end();
      i++;
    } else {
      current += c;
      i++;
    }
  }
  end();
  return result;
}

/** The index after the line of a `--` comment: MySQL's ends at a line feed, PostgreSQL's at a line feed or a carriage return. */
const lineEnd = (sql: string, from: number, newline: RegExp) => {
  newline.lastIndex = from;
  const found = newline.exec(sql);
  return found ? found.index + 1 : sql.length;
};

/** The index after a block comment; PostgreSQL's nest. */
function blockEnd(sql: string, from: number, nested: boolean): number {
  let depth = 1;
  let j = from + 2;
  while (j < sql.length && depth > 0) {
    if (nested && sql.startsWith('/*', j)) {
      depth++;
      j += 2;
    } else if (sql.startsWith('*/', j)) {
      depth--;
      j += 2;
    } else j++;
  }
  return j;
}
