/**
 * Input text (a table's or column's name, a comment, a default, a legend's label, an option) where it
 * lands in what the generator writes: one function per place, each keeping the text text. A share
 * link can carry any input, so no generator writes input into a file but through one of these: a
 * Java or TypeScript comment, a Java or TypeScript string literal, a SQL string literal of the
 * migration's dialect, a SQL `--` comment. Names that become code (classes, properties, packages,
 * paths) cannot be made safe this way; the plan refuses them instead (see ./limits).
 */
import type {Dialect} from './model';

/** Whether a character is a control character (C0, DEL, C1) or a Unicode line or paragraph separator. */
export const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
};

/** The text with each control character replaced, in one pass that copies nothing when there is none (the usual case). */
function replaceControls(text: string, replacement: (char: string) => string): string {
  let result = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (isControl(char)) {
      result += text.slice(from, i) + replacement(char);
      from = i + 1;
    }
  }
  return from === 0 ? text : result + text.slice(from);
}

const hex = (char: string, digits: number) => char.charCodeAt(0).toString(16).padStart(digits, '0');

/**
 * A string literal in Java source. Java turns `\uXXXX` into its character before it reads the
 * source, so a `\u000a` escape would still end the line: the line breaks and tabs get their letter
 * escapes, other control characters a three-digit octal escape, and U+2028/U+2029 (no line breaks to Java) a
 * Unicode escape. A backslash is doubled, so `D:\uploads` stays text.
 */
export const javaString = (text: string) =>
  `"${replaceControls(text.replace(/\\/g, '\\\\').replace(/"/g, '\\"'), (char) => {
    const named: Record<string, string> = {'\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f'};
    if (named[char]) return named[char];
    // Three octal digits, so that a digit after it is not read as part of the escape.
    return char.charCodeAt(0) <= 0xff ? `\\${char.charCodeAt(0).toString(8).padStart(3, '0')}` : `\\u${hex(char, 4)}`;
  })}"`;

/** A string literal in TypeScript source: control characters and U+2028/U+2029 as escapes. */
export const tsString = (text: string) =>
  `'${replaceControls(text.replace(/\\/g, '\\\\').replace(/'/g, "\\'"), (char) => {
    const named: Record<string, string> = {'\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f', '\v': '\\v'};
    return named[char] ?? `\\u${hex(char, 4)}`;
  })}'`;

/**
 * Text for one line of a `/** … *\/` comment in TypeScript: control characters and line separators
 * become a space, and `*\/` (which would end the comment) becomes `* /`.
 */
export const tsComment = (text: string) =>
  replaceControls(text, () => ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .replaceAll('*/', '* /');

/**
 * Text for one line of a Javadoc or block comment in Java: as tsComment, and a run of backslashes
 * before `u` doubled. Java reads `\u002a/` as `*\/` before it reads comments, so it would end the
 * comment (and `D:\uploads` would not compile); with an even run of backslashes no `\u` is an escape.
 */
export const javaComment = (text: string) => tsComment(text).replace(/\\+(?=u)/g, (run) => run + run);

/**
 * A string literal of the migration's dialect. PostgreSQL's standard strings take a quote doubled and
 * a backslash as it is. MySQL's default sql_mode reads a backslash as an escape (`\'` is a quote that
 * does not end the string), so there both are escaped: a backslash doubled, a quote doubled; with
 * NO_BACKSLASH_ESCAPES the doubled backslash is two characters of text, and the string still ends
 * where it should. Flyway replaces `${name}` placeholders everywhere in a migration, in strings too
 * (and fails on one it has no value for): a text holding `${` is written as `CONCAT('…$', '{…')`,
 * which both databases read as the text.
 */
export function sqlString(text: string, dialect: Dialect): string {
  const literal = (part: string) => `'${(dialect === 'mysql' ? part.replaceAll('\\', '\\\\') : part).replaceAll("'", "''")}'`;
  const parts = text.split('${');
  if (parts.length === 1) return literal(text);
  return `CONCAT(${parts.map((part, index) => literal(`${index === 0 ? '' : '{'}${part}${index < parts.length - 1 ? '$' : ''}`)).join(', ')})`;
}

/**
 * Text for a SQL `--` comment line: the comment ends at the end of its line (a line feed for MySQL, a
 * line feed or carriage return for PostgreSQL), so every control character and line separator becomes
 * a space; and `${` is broken, since Flyway replaces placeholders in comments too.
 */
export const sqlComment = (text: string) =>
  replaceControls(text, () => ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .replaceAll('${', '$ {');
