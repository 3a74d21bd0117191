// Type-checks the TS/TSX examples of the API reference against the real components of
// src/lexboot-ui/ (typed by the declarations in src/data/lexboot-api/), with the TypeScript
// compiler, in both locales.
//
// Each page's blocks become files in a folder of their own: a block with `title="…/store.ts"` is
// written under its file name (so `import … from './store'` in another block finds it), the others as
// example-N.ts(x). Modules the page imports but does not show come from tests/fixtures/doc-examples/:
// `common/` (the CASE_MGMT program's types, repository and store that the pages build on), overlaid
// by a folder named after the page (e.g. `program-title/`) when it needs more; a page folder with a
// types.ts of its own (another program) replaces `common/`.
import {mkdtempSync, mkdirSync, writeFileSync, readFileSync, readdirSync, existsSync, cpSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {codeBlocks} from './doc-checks.mjs';

const FIXTURES = 'tests/fixtures/doc-examples';

function copyFolder(from, to) {
  if (existsSync(from)) cpSync(from, to, {recursive: true});
}

/** Writes the examples of the given docs into a temporary project; returns where each file came from. */
export function writeExamples(siteDir, docs) {
  const root = mkdtempSync(path.join(tmpdir(), 'lexboot-doc-examples-'));
  const origins = new Map();
  docs.forEach((doc, docIndex) => {
    const blocks = codeBlocks(readFileSync(path.join(siteDir, doc), 'utf8')).filter((b) => b.lang === 'ts' || b.lang === 'tsx');
    if (blocks.length === 0) return;
    const folder = path.join(root, String(docIndex));
    mkdirSync(folder);
    const page = path.basename(doc).replace(/\.mdx?$/, '').toLowerCase();
    // A page about another program (hearings, payments…) has its own types.ts and does not use CASE_MGMT's.
    const own = path.join(siteDir, FIXTURES, page);
    if (!existsSync(path.join(own, 'types.ts'))) copyFolder(path.join(siteDir, FIXTURES, 'common'), folder);
    copyFolder(own, folder);
    blocks.forEach((block, index) => {
      const title = /title="([^"]+)"/.exec(block.meta)?.[1];
      const name = title ? path.basename(title) : `example-${index + 1}.${block.lang}`;
      const file = path.join(folder, name);
      // `export {}` keeps a block without imports a module, so top-level names never clash.
      writeFileSync(file, `${block.code}\nexport {};\n`);
      origins.set(file, {doc, line: block.line + 1});
    });
  });
  return {root, origins};
}

/**
 * Strict TypeScript against the real components of @lexboot/components (packages/components, whose
 * props are its declarations' own; their CSS modules resolve as in the site). @lexboot/core stays the
 * declarations: the site implements only its program store (the rest is the application's shell).
 */
export function lexbootCompilerOptions(siteDir) {
  return {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: false,
    types: ['node', '@docusaurus/module-type-aliases'],
    typeRoots: [path.resolve(siteDir, 'node_modules/@types'), path.resolve(siteDir, 'node_modules')],
    baseUrl: siteDir,
    paths: {
      '@site/*': [path.join(path.resolve(siteDir), '*')],
      '@lexboot/core': [path.resolve(siteDir, 'packages/core/src/api/index.d.ts')],
    },
  };
}

/** TypeScript's complaints about the examples, each pointing at the doc and line they come from. */
export function typeCheckExamples(siteDir, docs) {
  const {root, origins} = writeExamples(siteDir, docs);
  const program = ts.createProgram([...origins.keys(), ...fixtureFilesUnder(root, origins)], lexbootCompilerOptions(siteDir));
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const problems = diagnostics.map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
    if (!d.file || d.start === undefined) return message;
    const {line} = d.file.getLineAndCharacterOfPosition(d.start);
    const origin = origins.get(path.resolve(d.file.fileName));
    if (origin) return `${origin.doc}:${origin.line + line}: ${message}`;
    return `${path.relative(root, d.file.fileName)} (fixture or declaration):${line + 1}: ${message}`;
  });
  return {problems, checked: origins.size};
}

function fixtureFilesUnder(root, origins) {
  return readdirSync(root, {recursive: true})
    .map((name) => path.join(root, String(name)))
    .filter((file) => /\.tsx?$/.test(file) && !origins.has(file));
}
