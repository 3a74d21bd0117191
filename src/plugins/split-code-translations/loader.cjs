// Bundler loader of ./index.ts, over every module of both bundles: a module that names some moved
// translation ids gets their messages, registered into Docusaurus's translations object before the
// module's own code runs (imports are evaluated first, then the module's statements in order).
'use strict';

const {literalIds} = require('./literals.cjs');

/** @this {{getOptions(): {translations: Record<string, string>}}} */
module.exports = function splitTranslationsLoader(source) {
  const {translations} = this.getOptions();
  const own = {};
  for (const id of literalIds(source)) if (Object.hasOwn(translations, id)) own[id] = translations[id];
  if (Object.keys(own).length === 0) return source;
  const messages = JSON.stringify(own);
  // A CommonJS module (no import or export statement) takes the object by require().
  if (!/^\s*(import|export)\b/m.test(source)) return `Object.assign(require('@generated/codeTranslations'), ${messages});\n${source}`;
  return `import __lexbootCodeTranslations from '@generated/codeTranslations';\nObject.assign(__lexbootCodeTranslations, ${messages});\n${source}`;
};
