/**
 * Highlighting in the browser, for the rare code block that arrives without build-time tokens (one
 * written in JSX with a literal string, or one whose lines a magic comment changed). Loaded on
 * demand, so that Prism and its grammars reach only the pages that need them.
 */
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export function highlight(code: string, language: string | undefined): Token[][] {
  const grammar = language ? Prism.languages[language.toLowerCase()] : undefined;
  return normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
}
