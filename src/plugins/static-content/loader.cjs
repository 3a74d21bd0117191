// Bundler loader of ./index.ts (browser bundle, production build). It runs on a doc's or blog
// post's compiled MDX module and keeps only what the page's frame reads from it: `frontMatter`,
// `contentTitle`, `toc`, `metadata` and `assets` (with what they name). The content itself, the
// module's default export, becomes `content(load)` of ./runtime.tsx, where `load` imports the same
// file with `full` added to its query: that request skips this loader and is the whole MDX module,
// a chunk of its own. A module with no `metadata` (an MDX partial, imported by a page) is left whole.
'use strict';

const acorn = require('acorn');

/** The exports the docs and blog frames read (useDoc, useBlogPost). */
const KEPT = new Set(['frontMatter', 'contentTitle', 'toc', 'metadata', 'assets']);

/** Names an expression reads, leaving out property names (`a.b`, `{b: 1}`). */
function namesIn(node, names = new Set()) {
  if (!node || typeof node.type !== 'string') return names;
  if (node.type === 'Identifier') {
    names.add(node.name);
    return names;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    if (key === 'key' && node.type === 'Property' && !node.computed && !node.shorthand) continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof child.type === 'string') namesIn(child, names);
    }
  }
  return names;
}

/**
 * The lean module's source, or undefined when `code` is not a page's content module.
 * @param {string} code the compiled MDX module
 * @param {string} fullRequest the request of the whole module
 */
function leanModule(code, fullRequest) {
  const ast = acorn.parse(code, {ecmaVersion: 'latest', sourceType: 'module'});
  const text = (node) => code.slice(node.start, node.end);
  /** Top-level bindings: local name -> the source that declares it. */
  const imports = new Map();
  const locals = new Map();
  const exported = new Map();
  const reExports = [];
  for (const statement of ast.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) {
        const source = JSON.stringify(statement.source.value);
        const local = specifier.local.name;
        imports.set(
          local,
          specifier.type === 'ImportDefaultSpecifier'
            ? `import ${local} from ${source};`
            : specifier.type === 'ImportNamespaceSpecifier'
              ? `import * as ${local} from ${source};`
              : `import {${text(specifier.imported)} as ${local}} from ${source};`,
        );
      }
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) {
        if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
        locals.set(declarator.id.name, declarator.init);
        if (statement.type === 'ExportNamedDeclaration') exported.set(declarator.id.name, declarator.id.name);
      }
    } else if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
      locals.set(declaration.id.name, declaration);
    }
    if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      if (statement.source) {
        if (statement.specifiers.some((specifier) => KEPT.has(text(specifier.exported)))) reExports.push(text(statement));
      } else {
        for (const specifier of statement.specifiers) exported.set(text(specifier.exported), text(specifier.local));
      }
    }
  }
  const hasMetadata = exported.has('metadata') || reExports.some((statement) => /\bmetadata\b/.test(statement));
  if (!hasMetadata) return undefined;

  // What the kept exports read, followed through the module's own top-level bindings.
  const needed = new Set();
  const pending = [...exported].filter(([name]) => KEPT.has(name)).map(([, local]) => local);
  while (pending.length > 0) {
    const name = pending.pop();
    if (needed.has(name)) continue;
    needed.add(name);
    const node = locals.get(name);
    if (node) for (const read of namesIn(node.type === 'FunctionDeclaration' ? node.body : node)) pending.push(read);
  }
  const lines = ["import {content as __lexbootContent} from '@site/src/plugins/static-content/runtime';"];
  for (const [name, statement] of imports) if (needed.has(name)) lines.push(statement);
  // Declared in source order, so that a value is declared before what reads it.
  for (const [name, node] of locals) {
    if (!needed.has(name)) continue;
    lines.push(node.type === 'FunctionDeclaration' ? text(node) : `const ${name} = ${text(node)};`);
  }
  for (const [name, local] of exported) if (KEPT.has(name)) lines.push(`export {${local} as ${name}};`);
  lines.push(...reExports);
  lines.push(`export default await __lexbootContent(() => import(${JSON.stringify(fullRequest)}));`);
  return lines.join('\n');
}

/** @this {{resourcePath: string; resourceQuery: string}} */
module.exports = function staticContentLoader(source) {
  const query = this.resourceQuery || '';
  const fullRequest = `${this.resourcePath}${query ? `${query}&` : '?'}full`;
  return leanModule(source, fullRequest) ?? source;
};

module.exports.leanModule = leanModule;
