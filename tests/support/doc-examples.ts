// Type-checks the TS/TSX examples of the API reference against the real components of
// @lexboot/components (packages/components, typed by the declarations in its src/api/) and the
// declared contract of @lexboot/core, with the TypeScript compiler, in both locales.
//
// Each page's blocks become files in a folder of their own: a block with `title="…/store.ts"` is
// written under its file name (so `import … from './store'` in another block finds it), the others as
// example-N.ts(x). Modules the page imports but does not show come from tests/fixtures/doc-examples/:
// `common/` (the CASE_MGMT program's types, repository and store that the pages build on), overlaid
// by a folder named after the page (e.g. `program-title/`) when it needs more; a page folder with a
// types.ts of its own (another program) replaces `common/`.
import {mkdtempSync, mkdirSync, writeFileSync, readFileSync, readdirSync, existsSync, cpSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {codeBlocks} from './doc-checks';

const FIXTURES = 'tests/fixtures/doc-examples';

/** Where a written example came from: its doc and the doc's line of the example's first line. */
export type ExampleOrigin = {doc: string; line: number};

function copyFolder(from: string, to: string): void {
  if (existsSync(from)) cpSync(from, to, {recursive: true});
}

/**
 * Writes the examples of the given docs into a temporary project; returns where each file came from.
 * The project's node_modules is the site's, so the examples import the packages by name as an
 * application does (`@lexboot/components` through its workspace link).
 */
export function writeExamples(siteDir: string, docs: readonly string[]): {root: string; origins: Map<string, ExampleOrigin>} {
  const root = mkdtempSync(path.join(tmpdir(), 'lexboot-doc-examples-'));
  symlinkSync(path.resolve(siteDir, 'node_modules'), path.join(root, 'node_modules'));
  const origins = new Map<string, ExampleOrigin>();
  docs.forEach((doc, docIndex) => {
    const blocks = codeBlocks(readFileSync(path.resolve(siteDir, doc), 'utf8')).filter((b) => b.lang === 'ts' || b.lang === 'tsx');
    if (blocks.length === 0) return;
    const folder = path.join(root, String(docIndex));
    mkdirSync(folder);
    const page = path
      .basename(doc)
      .replace(/\.mdx?$/, '')
      .toLowerCase();
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
 * Strict TypeScript against the real components of @lexboot/components, resolved through the
 * workspace link in node_modules (packages/components, whose props are its declarations' own; their
 * CSS modules resolve as in the site). @lexboot/core stays its declared contract, what the
 * `@lexboot/core/api` export declares (packages/core/src/api/index.d.ts): the site implements only
 * its program store (the rest is the application's shell).
 */
export function lexbootCompilerOptions(siteDir: string): ts.CompilerOptions {
  const options: ts.CompilerOptions = {
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
  };
  const contract = ts.resolveModuleName('@lexboot/core/api', path.resolve(siteDir, 'package.json'), options, ts.sys).resolvedModule;
  if (!contract?.resolvedFileName.endsWith('.d.ts')) {
    throw new Error(`@lexboot/core/api resolves to ${contract?.resolvedFileName ?? 'nothing'} from ${siteDir}, not the declared contract`);
  }
  return {
    ...options,
    paths: {
      '@site/*': [path.join(path.resolve(siteDir), '*')],
      '@lexboot/core': [contract.resolvedFileName],
    },
  };
}

/**
 * A compiler host that gives the examples (and their fixtures) under `root` the options' module
 * resolution, @lexboot/core as its contract; every other file, the packages' own sources among them,
 * resolves its imports as installed, so @lexboot/components compiles against the @lexboot/core it
 * really depends on.
 */
function examplesHost(root: string, options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const asInstalled: ts.CompilerOptions = {
    ...options,
    paths: Object.fromEntries(Object.entries(options.paths ?? {}).filter(([specifier]) => specifier !== '@lexboot/core')),
  };
  const cacheFor = (each: ts.CompilerOptions) =>
    ts.createModuleResolutionCache(host.getCurrentDirectory(), (name) => host.getCanonicalFileName(name), each);
  const examples = {options, cache: cacheFor(options)};
  const installed = {options: asInstalled, cache: cacheFor(asInstalled)};
  host.resolveModuleNameLiterals = (literals, containingFile, redirected) => {
    const {options: own, cache} = path.relative(root, containingFile).startsWith('..') ? installed : examples;
    return literals.map((literal) => ts.resolveModuleName(literal.text, containingFile, own, host, cache, redirected));
  };
  return host;
}

/** TypeScript's complaints about the examples, each pointing at the doc and line they come from. */
export function typeCheckExamples(siteDir: string, docs: readonly string[]): {problems: string[]; checked: number} {
  const {root, origins} = writeExamples(siteDir, docs);
  const options = lexbootCompilerOptions(siteDir);
  const program = ts.createProgram([...origins.keys(), ...fixtureFilesUnder(root, origins)], options, examplesHost(root, options));
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

/** The fixture modules copied beside the examples (not the linked node_modules). */
function fixtureFilesUnder(root: string, origins: ReadonlyMap<string, ExampleOrigin>): string[] {
  return readdirSync(root, {recursive: true})
    .map(String)
    .filter((name) => name.split(path.sep)[0] !== 'node_modules')
    .map((name) => path.join(root, name))
    .filter((file) => /\.tsx?$/.test(file) && !origins.has(file));
}
