// Imports a site module (src/data/*.ts, the pure logic beside components, the local plugins) from a Node test.
// Node 20 cannot load TypeScript, and the site's modules import through Docusaurus aliases, so each
// module is transpiled into node_modules/.cache/lexboot-unit/ with its imports rewritten:
// `@site/…` and relative paths to their transpiled copies, `@docusaurus/Translate` to a stand-in whose
// translate() returns the default (Chinese) message with its {placeholders} filled in.
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';

const SITE = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(SITE, 'node_modules/.cache/lexboot-unit');

const TRANSLATE_STUB = `
export function translate({message}, values) {
  return message.replace(/{(\\w+)}/g, (match, key) => (values && key in values ? String(values[key]) : match));
}
export default function Translate() {
  throw new Error('<Translate> is for components; data modules use translate()');
}
`;

function resolveSource(from) {
  const found = [from, `${from}.ts`, `${from}.tsx`, path.join(from, 'index.ts'), path.join(from, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  if (!found) throw new Error(`cannot resolve ${from}`);
  return found;
}

const done = new Map();

function transpile(source) {
  if (done.has(source)) return done.get(source);
  const target = path.join(OUT, path.relative(SITE, source)).replace(/\.tsx?$/, '.mjs');
  done.set(source, target);
  const {outputText} = ts.transpileModule(readFileSync(source, 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX},
    fileName: source,
  });
  // Module specifiers only: `from '…'` with no quote before it on its line (so not inside a string,
  // as in the code generator's templates), `import '…'` and `import('…')`.
  const rewritten = outputText.replace(/^([^'"`\n]*?\bfrom\s+|^\s*import\s*|\bimport\s*\(\s*)(['"])([^'"]+)\2/gm, (match, lead, quote, spec) => {
    let replacement = spec;
    if (spec === '@docusaurus/Translate') replacement = pathToFileURL(path.join(OUT, 'translate-stub.mjs')).href;
    else if (spec.endsWith('.css')) replacement = pathToFileURL(path.join(OUT, 'css-stub.mjs')).href;
    else if (spec.startsWith('@site/')) replacement = pathToFileURL(transpile(resolveSource(path.join(SITE, spec.slice(6))))).href;
    // CommonJS beside a plugin runs in Node as it is.
    else if (spec.startsWith('.') && spec.endsWith('.cjs')) replacement = pathToFileURL(path.resolve(path.dirname(source), spec)).href;
    else if (spec.startsWith('.')) replacement = pathToFileURL(transpile(resolveSource(path.resolve(path.dirname(source), spec)))).href;
    return `${lead}${quote}${replacement}${quote}`;
  });
  // Build-time modules (src/plugins/) are CommonJS to Docusaurus and may use __dirname: keep it the source's folder.
  const dirname = /\b__dirname\b/.test(rewritten) ? `const __dirname = ${JSON.stringify(path.dirname(source))};\n` : '';
  mkdirSync(path.dirname(target), {recursive: true});
  writeFileSync(target, dirname + rewritten);
  return target;
}

/** The module at `file` (relative to the site), with its imports. */
export async function importSiteModule(file) {
  mkdirSync(OUT, {recursive: true});
  writeFileSync(path.join(OUT, 'translate-stub.mjs'), TRANSLATE_STUB);
  writeFileSync(path.join(OUT, 'css-stub.mjs'), 'export default new Proxy({}, {get: (_, key) => String(key)});\n');
  return import(pathToFileURL(transpile(path.join(SITE, file))).href);
}
