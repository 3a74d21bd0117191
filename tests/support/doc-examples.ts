// Type-checks the TS/TSX examples of the API reference against the real components of
// @lexboot/components (packages/components, typed by the declarations in its src/api/) and the
// declared contract of @lexboot/core, with the TypeScript compiler, in both locales.
//
// Each page's blocks become files in a folder of their own: a block with `title="…/store.ts"` is
// written under its file name (so `import … from './store'` in another block finds it), the others as
// example-N.ts(x). Modules the page imports but does not show come from tests/fixtures/doc-examples/:
// the CASE_MGMT program's types.ts, repository.ts and store.ts as the generator writes them for the
// code-generation tutorial's `legal_case` table, plus `common/` (code the reader writes by hand that
// several pages use), overlaid by a folder named after the page (e.g. `program-title/`) when it needs
// more; a page folder with a types.ts of its own (another program) replaces both.
import {mkdtempSync, mkdirSync, writeFileSync, readFileSync, readdirSync, existsSync, cpSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {DEFAULT_OPTIONS, generate, type GeneratorOptions} from '@lexboot/codegen';
import {codeBlocks, type CodeBlock} from './doc-checks';
import {tutorialCategory} from './content';

const FIXTURES = 'tests/fixtures/doc-examples';

/** Where a written example came from: its doc and the doc's line of the example's first line. */
export type ExampleOrigin = {doc: string; line: number};

function copyFolder(from: string, to: string): void {
  if (existsSync(from)) cpSync(from, to, {recursive: true});
}

/** What a block's fence says about checking it: its file, and `nocheck="why"` for a block that cannot be. */
export type BlockMeta = {file?: string; nocheck?: string};

/**
 * `file="web/src/…"` places a block in the application the tutorials build (a path from the
 * project's root); `title="…/store.ts"` names a file beside the page's other examples; `nocheck="why"`
 * leaves a block out of the check, with the reason shown to whoever runs it (`nocheck` alone: '').
 */
export function blockMeta(meta: string): BlockMeta {
  const value = (key: string) => new RegExp(`(?:^|\\s)${key}(?:="([^"]*)")?(?=\\s|$)`).exec(meta);
  const nocheck = value('nocheck');
  const file = value('file')?.[1] ?? value('title')?.[1];
  return {...(file ? {file} : {}), ...(nocheck ? {nocheck: nocheck[1]?.trim() ?? ''} : {})};
}

/** A block left out of the check: where, and why. */
export type SkippedExample = {doc: string; line: number; reason: string};

const LOCALE_ROOTS = ['i18n/en/docusaurus-plugin-content-docs/current/', 'docs/'];

/** A doc's id (`tutorial/front-end/program`) and the root of its locale, or undefined for a post or page. */
function docId(doc: string): {id: string; root: string} | undefined {
  const root = LOCALE_ROOTS.find((r) => doc.startsWith(r));
  return root ? {id: doc.slice(root.length).replace(/\.mdx?$/, ''), root} : undefined;
}

/** The tutorials in the order they build on each other (sidebars.ts), back end first. */
function tutorialOrder(): string[] {
  return [...tutorialCategory('tutorial-back-end'), ...tutorialCategory('tutorial-front-end')];
}

/**
 * The options of one `./mvnw lexboot-codegen:generate` command as the Maven plugin takes them (its
 * `-Dlexboot.codegen.*` arguments over the defaults); undefined when it names no table.
 */
export function generatorOptionsOf(command: string): GeneratorOptions | undefined {
  const option = (name: string) => new RegExp(`-Dlexboot\\.codegen\\.${name}=(\\S+)`).exec(command)?.[1];
  const table = option('tables');
  if (!table) return undefined;
  return {
    ...DEFAULT_OPTIONS,
    table,
    programCode: option('program-code') ?? '',
    commentLocale: (option('comment-locale') as GeneratorOptions['commentLocale'] | undefined) ?? DEFAULT_OPTIONS.commentLocale,
  };
}

/** The options of every `./mvnw lexboot-codegen:generate` command of a page's shell blocks, in order. */
export function generatorRuns(blocks: readonly CodeBlock[]): GeneratorOptions[] {
  return blocks
    .filter((b) => b.lang === 'bash' && b.code.includes('lexboot-codegen:generate'))
    .flatMap((b) => b.code.split(/\n(?=\.\/mvnw)|\n(?=\S*mvnw)/))
    .flatMap((command) => generatorOptionsOf(command) ?? []);
}

/**
 * What the generator writes for the web/ side of each `./mvnw lexboot-codegen:generate` command of a
 * page, on the page's own `CREATE TABLE` of that table: the programs the tutorial's reader gets.
 */
function generatedWebFiles(text: string): {path: string; content: string}[] {
  const blocks = codeBlocks(text);
  return generatorRuns(blocks).flatMap((options) => {
    const {table} = options;
    const sql = blocks.find((b) => b.lang === 'sql' && new RegExp(`CREATE TABLE ${table}\\s*\\(`, 'i').test(b.code));
    if (!sql) throw new Error(`a page runs the generator on ${table} but shows no CREATE TABLE ${table}`);
    const result = generate(sql.code, options);
    if (!result.ok) throw new Error(`the generator refuses a page's ${table}: ${JSON.stringify(result)}`);
    return result.files.filter((f) => f.path.startsWith('web/'));
  });
}

/** The tutorial whose `legal_case` table gives the CASE_MGMT program that the API pages build on. */
const CASE_PROGRAM_TUTORIAL = 'docs/tutorial/back-end/code-generation.md';
const CASE_PROGRAM_FOLDER = 'web/src/programs/case-mgmt/';
const CASE_PROGRAM_MODULES = ['types.ts', 'repository.ts', 'store.ts'];

/**
 * The CASE_MGMT program's types, repository and store as the generator writes them for the
 * code-generation tutorial's `legal_case` table: what the API pages' examples import as './types',
 * './repository' and './store', so a name the generator stops writing fails their check.
 */
function caseProgramFiles(siteDir: string): {name: string; content: string}[] {
  const files = generatedWebFiles(readFileSync(path.resolve(siteDir, CASE_PROGRAM_TUTORIAL), 'utf8'));
  return CASE_PROGRAM_MODULES.map((name) => {
    const file = files.find((f) => f.path === CASE_PROGRAM_FOLDER + name);
    if (!file) throw new Error(`${CASE_PROGRAM_TUTORIAL} no longer generates ${CASE_PROGRAM_FOLDER}${name}`);
    return {name, content: file.content};
  });
}

/**
 * What a tutorial tells the reader to do in prose, between running the generator and its next block,
 * done here to the generated files (each function gets the application's root).
 */
const PROSE_STEPS: Record<string, (app: string) => void> = {
  // Step 2: the generated case page's template gets a row action (the block shows only that prop).
  'tutorial/front-end/router': (app) => {
    const file = path.join(app, 'web/src/programs/case-mgmt/index.tsx');
    const page = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      `import {HearingLink} from './HearingLink';\n${page.replace(/(\n {6}emptyText=.*\n)/, '$1      rowActions={(row) => <HearingLink caseNo={row.caseNo} />}\n')}`,
    );
  },
  // The bundles' keys the status badge reads, which the page adds in the paragraph after it.
  'tutorial/front-end/theme': (app) => {
    for (const [bundle, confirmed, pending] of [
      ['zh-CN', '已确认', '待确认'],
      ['en', 'Confirmed', 'Pending'],
    ] as const) {
      const file = path.join(app, `web/src/programs/hearing-mgmt/locales/${bundle}.ts`);
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(/\n\};\n/, `\n  status: {confirmed: '${confirmed}', pending: '${pending}'},\n};\n`),
      );
    }
  },
  // Step 1: the payment milestones move into the contract program (the merged store.ts is the page's
  // block, written after these steps); its bundles get two groups.
  'tutorial/front-end/template': (app) => {
    const from = path.join(app, 'web/src/programs/contract-payment');
    const to = path.join(app, 'web/src/programs/contract-mgmt');
    writeFileSync(path.join(to, 'payment-types.ts'), readFileSync(path.join(from, 'types.ts'), 'utf8'));
    writeFileSync(
      path.join(to, 'payment-repository.ts'),
      readFileSync(path.join(from, 'repository.ts'), 'utf8').replace("from './types'", "from './payment-types'"),
    );
    rmSync(from, {recursive: true});
    for (const [bundle, payment, tab] of [
      ['zh-CN', "{milestone: '付款节点', dueOn: '应付日期', amount: '金额'}", "{payments: '付款节点'}"],
      ['en', "{milestone: 'Milestone', dueOn: 'Due on', amount: 'Amount'}", "{payments: 'Payment milestones'}"],
    ] as const) {
      const file = path.join(to, `locales/${bundle}.ts`);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/\n\};\n/, `\n  payment: ${payment},\n  tab: ${tab},\n};\n`));
    }
  },
};

function writeBlock(file: string, code: string): void {
  mkdirSync(path.dirname(file), {recursive: true});
  // `export {}` keeps a block without imports a module, so top-level names never clash.
  writeFileSync(file, `${code}\nexport {};\n`);
}

/**
 * Writes the examples of the given docs into a temporary project; returns where each file came from
 * and the blocks marked `nocheck`. The project's node_modules is the site's, so the examples import
 * the packages by name as an application does (`@lexboot/components` through its workspace link).
 *
 * A tutorial's blocks are checked in the application the tutorials build: a folder with what the
 * generator writes for each table the tutorials so far generated, the prose steps done, and the
 * `file="…"` blocks of every tutorial before it (sidebar order, same locale); then its own blocks.
 */
export function writeExamples(
  siteDir: string,
  docs: readonly string[],
): {root: string; origins: Map<string, ExampleOrigin>; skipped: SkippedExample[]} {
  const root = mkdtempSync(path.join(tmpdir(), 'lexboot-doc-examples-'));
  symlinkSync(path.resolve(siteDir, 'node_modules'), path.join(root, 'node_modules'));
  const origins = new Map<string, ExampleOrigin>();
  const skipped: SkippedExample[] = [];
  const order = tutorialOrder();
  const read = (doc: string) => readFileSync(path.resolve(siteDir, doc), 'utf8');
  const tsBlocks = (text: string) => codeBlocks(text).filter((b) => b.lang === 'ts' || b.lang === 'tsx');
  docs.forEach((doc, docIndex) => {
    const blocks = tsBlocks(read(doc));
    if (blocks.length === 0) return;
    const folder = path.join(root, String(docIndex));
    mkdirSync(folder);
    const id = docId(doc);
    const tutorial = id && order.includes(id.id) ? id : undefined;
    if (tutorial) {
      // The application as the reader has it when the page starts, then what the page generates.
      for (const earlier of order.slice(0, order.indexOf(tutorial.id) + 1)) {
        const file = path.join(tutorial.root, `${earlier}.md`);
        if (!existsSync(path.resolve(siteDir, file))) continue;
        const text = read(file);
        for (const generated of generatedWebFiles(text)) {
          mkdirSync(path.dirname(path.join(folder, generated.path)), {recursive: true});
          writeFileSync(path.join(folder, generated.path), generated.content);
        }
        PROSE_STEPS[earlier]?.(folder);
        if (earlier === tutorial.id) break;
        for (const block of tsBlocks(text)) {
          const meta = blockMeta(block.meta);
          if (meta.file && meta.nocheck === undefined) writeBlock(path.join(folder, meta.file), block.code);
        }
      }
    } else {
      const page = path
        .basename(doc)
        .replace(/\.mdx?$/, '')
        .toLowerCase();
      // A page about another program (hearings, payments…) has its own types.ts and does not use CASE_MGMT's.
      const own = path.join(siteDir, FIXTURES, page);
      if (!existsSync(path.join(own, 'types.ts'))) {
        for (const generated of caseProgramFiles(siteDir)) writeFileSync(path.join(folder, generated.name), generated.content);
        copyFolder(path.join(siteDir, FIXTURES, 'common'), folder);
      }
      copyFolder(own, folder);
    }
    blocks.forEach((block, index) => {
      const meta = blockMeta(block.meta);
      if (meta.nocheck !== undefined) {
        skipped.push({doc, line: block.line, reason: meta.nocheck});
        return;
      }
      const name = meta.file ? (tutorial ? meta.file : path.basename(meta.file)) : `example-${index + 1}.${block.lang}`;
      const file = path.join(folder, name);
      writeBlock(file, block.code);
      origins.set(file, {doc, line: block.line + 1});
    });
  });
  return {root, origins, skipped};
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
export function typeCheckExamples(
  siteDir: string,
  docs: readonly string[],
): {problems: string[]; checked: number; skipped: SkippedExample[]} {
  const {root, origins, skipped} = writeExamples(siteDir, docs);
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
  const unexplained = skipped.filter((s) => !s.reason).map((s) => `${s.doc}:${s.line}: nocheck needs a reason: nocheck="why"`);
  return {problems: [...unexplained, ...problems], checked: origins.size, skipped};
}

/** The fixture modules copied beside the examples (not the linked node_modules). */
function fixtureFilesUnder(root: string, origins: ReadonlyMap<string, ExampleOrigin>): string[] {
  return readdirSync(root, {recursive: true})
    .map(String)
    .filter((name) => name.split(path.sep)[0] !== 'node_modules')
    .map((name) => path.join(root, name))
    .filter((file) => /\.tsx?$/.test(file) && !origins.has(file));
}
