/**
 * Highlighting for the server bundle alone (src/demos/server.ts gives it to the playground through
 * `ServerHighlighting`, ./highlighting.ts): the browser bundle never imports this module, so Prism
 * reaches no page's start-up through it. It is the highlighting a code block without build-time
 * tokens gets in the browser (highlight-in-browser: the same Prism, grammars and token rules),
 * encoded as the build encodes Markdown code.
 */
import {highlight} from '@site/src/plugins/code-highlighting/highlight-in-browser';
import {encodeLines} from '@site/src/plugins/code-highlighting/tokenize.cjs';
import type {Highlighter} from './highlighting';

export const highlightOnServer: Highlighter = (code, language) => encodeLines(highlight(code, language));
