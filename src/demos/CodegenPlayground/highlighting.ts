/**
 * The file the playground shows first, highlighted in the page's HTML.
 *
 * A generated file is new code, so it has no build-time tokens (src/plugins/code-highlighting): in
 * the browser a code block without them shows plain text and is coloured once Prism has loaded. The
 * sample's first file, though, is known when the page is built. The server bundle highlights it
 * (./highlight-on-server.ts, given through `ServerHighlighting`), so the page's HTML shows it coloured;
 * and the live playground, taking over from that markup, reads the tokens back from it instead of
 * loading Prism to colour the same file again. Neither the page's start-up nor the swap runs Prism.
 */
import {createContext} from 'react';
import {ROOT_ATTRIBUTE} from './takeover';

/** Encoded tokens of `code` in `language`, as src/plugins/code-highlighting/tokenize.cjs writes them. */
export type Highlighter = (code: string, language: string) => string | undefined;

/** Set by the server bundle alone (src/demos/server.ts); the browser has none. */
export const ServerHighlighting = createContext<Highlighter | undefined>(undefined);

/** On the shown file's code block, in the server's markup: its encoded tokens. */
export const TOKENS_ATTRIBUTE = 'data-codegen-tokens';

export type MarkupTokens = {readonly code: string; readonly tokens: string};

/** The code and tokens of the file the server's markup of this playground (`full` or `compact`) shows highlighted. */
export function tokensInMarkup(kind: string): MarkupTokens | undefined {
  if (typeof document === 'undefined') return undefined;
  const block = document.querySelector(`[${ROOT_ATTRIBUTE}="static"][data-kind="${kind}"] [${TOKENS_ATTRIBUTE}]`);
  const tokens = block?.getAttribute(TOKENS_ATTRIBUTE);
  const code = block?.querySelector('pre code')?.textContent;
  return tokens && code !== null && code !== undefined ? {code, tokens} : undefined;
}

/** A file's text as its code block shows it, and as its tokens must cover it: without the final newline (the theme's parseLines). */
export const shownCode = (content: string): string => content.replace(/\r?\n$/, '');

/** Whether the markup's tokens were made for `content`. */
export const sameCode = (markup: MarkupTokens | undefined, content: string): markup is MarkupTokens =>
  markup !== undefined && markup.code === shownCode(content);
