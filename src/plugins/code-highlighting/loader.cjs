// Bundler loader for `import snippet from './File.java?highlight'`: the module becomes the file's
// text, its path in the site, its language (from the extension, or `?highlight&language=…`) and its build-time tokens
// (./tokenize.cjs), for src/components/CodeSnippet. A page can thus show a real source file,
// highlighted, without shipping Prism.
'use strict';

const path = require('node:path');
const {encodeTokens, registerLanguages} = require('./tokenize.cjs');

/** File extensions whose Prism language has another name. */
const LANGUAGES = {
  cjs: 'javascript',
  js: 'javascript',
  mjs: 'javascript',
  sh: 'bash',
  ts: 'typescript',
  yml: 'yaml',
};

/** @this {{resourcePath: string, resourceQuery: string, rootContext: string, getOptions(): {additionalLanguages: string[]}}} */
module.exports = function highlightLoader(source) {
  registerLanguages(this.getOptions().additionalLanguages);
  const extension = path.extname(this.resourcePath).slice(1).toLowerCase();
  const language = new URLSearchParams(this.resourceQuery.slice(1)).get('language') || LANGUAGES[extension] || extension;
  // A file's final newline is not a line of the code block.
  const code = source.replace(/\r?\n$/, '');
  const tokens = encodeTokens(code, language);
  // Where the file is in the site, with forward slashes, for a code block's title.
  const file = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
  return `export default ${JSON.stringify({code, language, tokens, file})};\n`;
};
