/**
 * The browser's half of build-time highlighting: turns the encoding written by ./tokenize.cjs back
 * into prism-react-renderer's lines of tokens, against the code the page shows, and the lines into
 * the HTML of a code block.
 */
import type {PrismTheme, Token} from 'prism-react-renderer';
import {parseColor} from '../../utils/color';

const NEWLINE = /\r\n|\r|\n/;

/** An empty line, as prism-react-renderer gives it to the theme's CodeBlock/Line. */
const emptyLine = (): Token[] => [{types: ['plain'], content: '\n', empty: true}];

/** Every line of `code` as a single plain token: how code looks before (or without) highlighting. */
export function plainLines(code: string): Token[][] {
  return code.split(NEWLINE).map((line) => (line === '' ? emptyLine() : [{types: ['plain'], content: line}]));
}

/**
 * The lines of `code` highlighted as `encoded` describes, or undefined when the two do not agree
 * (the code was changed after it was highlighted, for example by a magic comment that removes a
 * line), so that the caller can highlight it some other way.
 */
export function decodeTokens(code: string, encoded: string): Token[][] | undefined {
  const lines = code.split(NEWLINE);
  const encodedLines = encoded.split('|');
  if (lines.length !== encodedLines.length) return undefined;
  const result: Token[][] = [];
  for (const [index, line] of lines.entries()) {
    const encodedLine = encodedLines[index]!;
    if (encodedLine === '') {
      if (line !== '') return undefined;
      result.push(emptyLine());
      continue;
    }
    const tokens: Token[] = [];
    let position = 0;
    for (const token of encodedLine.split(',')) {
      const separator = token.lastIndexOf(':');
      const length = parseInt(token.slice(separator + 1), 36);
      if (separator < 0 || Number.isNaN(length)) return undefined;
      const types = token.slice(0, separator);
      tokens.push({types: types ? types.split('.') : ['plain'], content: line.slice(position, position + length)});
      position += length;
    }
    if (position !== line.length) return undefined;
    result.push(tokens);
  }
  return result;
}

/**
 * A theme's style of each token type in every language, as prism-react-renderer applies them: a later
 * entry for a type overrides an earlier one. Entries limited to some `languages` are left out.
 */
export function stylesByType(theme: PrismTheme): Map<string, PrismTheme['plain']> {
  const byType = new Map<string, PrismTheme['plain']>();
  for (const {types, languages, style} of theme.styles) {
    if (!languages) for (const type of types) byType.set(type, {...byType.get(type), ...style});
  }
  return byType;
}

/**
 * The token types that look different from plain code in any of `themes` (the site's light and dark
 * code themes): a style other than the plain text's colour, or a rule for some languages only. A
 * token of other types only (Prism's `punctuation` in GitHub and Dracula, a type no theme styles)
 * looks like the plain text around it.
 */
export function styledTypes(themes: readonly PrismTheme[]): ReadonlySet<string> {
  const styled = new Set<string>();
  const sameColor = (a: string, b: string) => {
    try {
      return parseColor(a).join() === parseColor(b).join();
    } catch {
      return false;
    }
  };
  for (const theme of themes) {
    for (const {types, languages} of theme.styles) if (languages) types.forEach((type) => styled.add(type));
    for (const [type, style] of stylesByType(theme)) {
      const {color, ...rest} = style;
      const plainColor = theme.plain.color;
      const differs =
        Object.values(rest).some((value) => value !== undefined) ||
        (color !== undefined && (typeof color !== 'string' || !plainColor || !sameColor(color, plainColor)));
      if (differs) styled.add(type);
    }
  }
  return styled;
}

/** Class names of the parts of a line, from the code block's CSS module. */
export type LineClasses = {
  /** Extra class names of each line (magic comments, `{1,3}` ranges), by line index. */
  readonly lineClassNames: Readonly<Record<number, readonly string[] | undefined>>;
  /** With line numbers: the line, its number and its content. */
  readonly numbered?: {readonly line: string; readonly number: string; readonly content: string};
  /**
   * The token types the code themes colour (`styledTypes`): a token of none of them is bare text. Without
   * it every token but plain text gets its span.
   */
  readonly styled?: ReadonlySet<string>;
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const classAttribute = (names: readonly (string | false | undefined)[]) =>
  escapeHtml(names.filter(Boolean).join(' ')).replace(/"/g, '&quot;');

/**
 * A line's tokens as HTML. Text that looks like plain text (plain tokens, and with `styled` those of
 * no styled type) stays bare, and neighbouring tokens of the same types share one span: a span that
 * changes nothing on screen only adds an element to lay out (the long blog post: 1,410 spans, now 604).
 */
function tokensHtml(line: readonly Token[], styled: ReadonlySet<string> | undefined): string {
  const runs: {classes: string | undefined; text: string}[] = [];
  for (const {types, content, empty} of line) {
    if (empty) continue;
    const bare = (types.length === 1 && types[0] === 'plain') || (styled !== undefined && !types.some((type) => styled.has(type)));
    const classes = bare ? undefined : classAttribute(['token', ...types]);
    const last = runs.at(-1);
    if (last && last.classes === classes) last.text += content;
    else runs.push({classes, text: content});
  }
  return runs
    .map(({classes, text}) => (classes === undefined ? escapeHtml(text) : `<span class="${classes}">${escapeHtml(text)}</span>`))
    .join('');
}

/**
 * The lines as one HTML string: React then owns a single element per code block instead of one per
 * token, which is most of the elements of a page of code, and hydrates that much faster.
 *
 * The theme's CodeBlock/Line renders each line as a `<div>`, which `<code>` may not hold (it takes
 * phrasing content only). Here a line is a `<span class="token-line">` (the code block's style sheet
 * makes it a block, so that a highlighted line's background spans the block), ended by the line break
 * itself: the text of the block is the code, newlines included, so whatever copies it (a selection,
 * a reader, a browser that ignores CSS) gets the lines. A newline that ends a block makes no line of
 * its own, so the lines look as before. Text that looks plain carries no span (see tokensHtml); the
 * last line, having no newline, gets a `<br>` if it is empty, to keep its height.
 */
export function linesToHtml(lines: readonly Token[][], classes: LineClasses): string {
  return lines
    .map((line, index) => {
      const last = index === lines.length - 1;
      const tokens = tokensHtml(line, classes.styled);
      const end = last ? (tokens === '' ? '<br>' : '') : '\n';
      const lineClass = classAttribute(['token-line', ...(classes.lineClassNames[index] ?? []), classes.numbered?.line]);
      const body = classes.numbered
        ? `<span class="${classAttribute([classes.numbered.number])}"></span><span class="${classAttribute([classes.numbered.content])}">${tokens}${end}</span>`
        : `${tokens}${end}`;
      return `<span class="${lineClass}">${body}</span>`;
    })
    .join('');
}
