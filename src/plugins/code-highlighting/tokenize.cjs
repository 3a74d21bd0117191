// Highlights code at build time, in Node, with the same Prism and the same token rules that the
// classic theme would otherwise run in every visitor's browser (see ./index.ts). CommonJS, because
// the bundler's loader (./loader.cjs) requires it as well as the site's Markdown plugin.
'use strict';

const {Prism, normalizeTokens} = require('prism-react-renderer');

/** Languages already registered on the shared Prism instance. */
const registered = new Set();

/**
 * Adds Prism grammars that prism-react-renderer does not bundle (`prism.additionalLanguages`), the
 * way the theme's prism-include-languages does in the browser: prismjs components extend the Prism
 * found on the global object.
 * @param {readonly string[]} languages
 */
function registerLanguages(languages) {
  const missing = languages.filter((language) => !registered.has(language));
  if (missing.length === 0) return;
  const before = globalThis.Prism;
  globalThis.Prism = Prism;
  try {
    for (const language of missing) {
      if (language === 'php') require('prismjs/components/prism-markup-templating.js');
      require(`prismjs/components/prism-${language}`);
      registered.add(language);
    }
  } finally {
    if (before === undefined) delete globalThis.Prism;
    else globalThis.Prism = before;
  }
}

/** A Prism type or alias, safe between the separators of the encoding below. */
const TYPE = /^[\w-]+$/;

/**
 * The highlighted lines of `code`, encoded compactly for the page's JavaScript (see encodeLines).
 * Code in a language Prism does not know is one plain token per line.
 * @param {string} code
 * @param {string | undefined} language
 * @returns {string | undefined}
 */
function encodeTokens(code, language) {
  const grammar = language ? Prism.languages[language.toLowerCase()] : undefined;
  return encodeLines(normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]));
}

/**
 * Lines of tokens (prism-react-renderer's normalizeTokens) encoded: lines are separated by `|`, a
 * line's tokens by `,`, and a token is `type.type…:length` (length in base 36, the text itself is the
 * code, which the page has anyway). A token of plain text has no types; an empty line has no tokens.
 * Returns undefined if a token type could not be encoded, and the page then highlights in the browser.
 * @param {ReadonlyArray<ReadonlyArray<{types: string[], content: string, empty?: boolean}>>} lines
 * @returns {string | undefined}
 */
function encodeLines(lines) {
  const encoded = [];
  for (const line of lines) {
    if (line.length === 1 && line[0].empty) {
      encoded.push('');
      continue;
    }
    const tokens = [];
    for (const {types, content} of line) {
      const named = types.length === 1 && types[0] === 'plain' ? [] : types;
      if (!named.every((type) => TYPE.test(type))) return undefined;
      tokens.push(`${named.join('.')}:${content.length.toString(36)}`);
    }
    encoded.push(tokens.join(','));
  }
  return encoded.join('|');
}

module.exports = {encodeLines, encodeTokens, registerLanguages};
