// Checks shared by the tests on generated code (test/output.test.ts on the golden cases,
// test/corpus.test.ts on real schemas): Java that parses, and front-end programs that type-check in
// strict TypeScript against the real components and the declared contract of @lexboot/core.
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse as parseJava} from 'java-parser';
import ts from 'typescript';
import type {GeneratedFile} from '../../src/index';

const PACKAGE = path.resolve(import.meta.dirname, '../..');

/** Generated files under a name of their own (a golden case, a table of the corpus). */
export type NamedFiles = {readonly name: string; readonly files: readonly GeneratedFile[]};

/**
 * The parser's complaint about a Java source, or undefined when it parses. java-parser does not do
 * Java's first step, turning `\uXXXX` escapes into characters anywhere in the source (comments too),
 * so a backslash-u that is not an escape is looked for here: it does not compile (`D:\uploads`).
 */
export function javaSyntaxError(source: string): string | undefined {
  for (const m of source.matchAll(/(\\+)u+/g)) {
    // Only a backslash preceded by an even number of backslashes begins an escape.
    const after = m.index + m[0].length;
    if ((m[1] ?? '').length % 2 === 1 && !/^[0-9a-fA-F]{4}/.test(source.slice(after))) {
      const line = source.slice(0, m.index).split('\n').length;
      return `illegal unicode escape at line ${line}: ${m[0]}${source.slice(after, after + 4)}`;
    }
  }
  try {
    parseJava(source);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error);
  }
}

/** The node_modules folder that Node's resolution finds `name` in, from this package: the workspace's, where @lexboot/components is linked. */
function nodeModulesHolding(name: string): string {
  for (let dir = PACKAGE; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules');
    if (existsSync(path.join(candidate, name))) return candidate;
    assert.notEqual(path.dirname(dir), dir, `no node_modules above ${PACKAGE} holds ${name}`);
  }
}

/**
 * Strict TypeScript as a LexBoot application compiles a program: @lexboot/components, React and the
 * rest as installed (the Node types too, for the `process.env.NODE_ENV` the bundler replaces), and
 * CSS modules declared as the bundler provides them.
 */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  types: ['node'],
};

const CSS_MODULES = "declare module '*.module.css' {\n  const classes: Readonly<Record<string, string>>;\n  export default classes;\n}\n";

/** Source files outside the generated ones, by name, as parsed by the first program that read them. */
const SHARED_SOURCES = new Map<string, ts.SourceFile>();

/** The declared contract of @lexboot/core: the declaration file that its export `@lexboot/core/api` names. */
function coreContract(): string {
  const contract = ts.resolveModuleName('@lexboot/core/api', path.join(PACKAGE, 'package.json'), COMPILER_OPTIONS, ts.sys).resolvedModule
    ?.resolvedFileName;
  assert.ok(
    contract !== undefined && contract.endsWith('.d.ts'),
    `@lexboot/core/api resolves to ${contract ?? 'nothing'}, not the declared contract`,
  );
  return contract;
}

/**
 * Type-checks the front-end files of the cases in a temporary folder, each case in a folder of its
 * own, in one program (the components are read once). The folder links the workspace's node_modules,
 * so that packages resolve there as in an application; only for the generated files is
 * `@lexboot/core` its declared contract (the application's shell implements the rest), while the
 * components keep the real package they are built on. Returns every diagnostic as `case/file:line: message`.
 */
export function typeCheck(cases: readonly NamedFiles[]): {problems: string[]; checked: number} {
  const root = mkdtempSync(path.join(tmpdir(), 'lexboot-codegen-'));
  try {
    symlinkSync(nodeModulesHolding('@lexboot/components'), path.join(root, 'node_modules'), 'dir');
    const declarations = path.join(root, 'css-modules.d.ts');
    writeFileSync(declarations, CSS_MODULES);
    const written = new Map<string, string>();
    for (const c of cases) {
      for (const file of c.files.filter((f) => f.side === 'front-end')) {
        const target = path.join(root, c.name, file.path);
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, file.content);
        written.set(target, `${c.name}/${file.path}`);
      }
    }
    const contract = coreContract();
    const host = ts.createCompilerHost(COMPILER_OPTIONS);
    // The libraries' and packages' files are parsed once in the process, whichever program asks first:
    // every program of a test file reads the same ones.
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, ...rest) => {
      if (written.has(path.resolve(fileName)) || fileName === declarations) return read(fileName, languageVersion, ...rest);
      const file = SHARED_SOURCES.get(fileName) ?? read(fileName, languageVersion, ...rest);
      if (file) SHARED_SOURCES.set(fileName, file);
      return file;
    };
    host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, options) =>
      literals.map((literal) =>
        literal.text === '@lexboot/core' && written.has(path.resolve(containingFile))
          ? {resolvedModule: {resolvedFileName: contract, extension: ts.Extension.Dts, isExternalLibraryImport: true}}
          : ts.resolveModuleName(literal.text, containingFile, options, host, undefined, redirectedReference),
      );
    const program = ts.createProgram([declarations, ...written.keys()], COMPILER_OPTIONS, host);
    // The generated files are checked, and what they use of the packages as far as they use it: the
    // packages' own sources are checked by their typecheck, and checking them again here, in every
    // program, took most of this function's time.
    const generated = [...written.keys()].map((file) => program.getSourceFile(file)!);
    const diagnostics = [
      ...program.getConfigFileParsingDiagnostics(),
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...generated.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
    ];
    const problems = diagnostics.map((d) => {
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
      if (!d.file || d.start === undefined) return message;
      const {line} = d.file.getLineAndCharacterOfPosition(d.start);
      const name = written.get(path.resolve(d.file.fileName)) ?? path.relative(PACKAGE, d.file.fileName);
      return `${name}:${line + 1}: ${message}`;
    });
    return {problems, checked: written.size};
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

/** The stand-ins of the APIs the generated back end uses (see test/fixtures/java-stubs/README.md). */
const JAVA_STUBS = path.join(PACKAGE, 'test/fixtures/java-stubs');
/** The JDK's compiler: JAVAC, or javac on the PATH (Debian's default-jdk-headless installs it). */
const JAVAC = process.env.JAVAC ?? 'javac';

/**
 * The JVM of a javac run: the quick compiler only, and the serial collector. javac runs once over
 * the sources and exits, and HotSpot's optimizing compiler and parallel collector cost more CPU in that
 * time than they save: on 612 files of the corpus, 24 s of CPU against 8 s, the same errors and classes.
 */
export const JAVAC_JVM_FLAGS = ['-J-XX:TieredStopAtLevel=1', '-J-XX:+UseSerialGC'];

/** The package a generated Java file declares. */
const javaPackage = (source: string) => /^package ([\w.]+);/m.exec(source)?.[1] ?? '';

/**
 * How javac runs. `classFiles: false` stops it once the sources are attributed and their flow analysed
 * (javac's hidden `-XDshould-stop.ifNoError=FLOW`): every error of the language, types and definite
 * assignment is reported, and no class file is written. On the corpus's 10,548 files that is 26 s of
 * CPU against 45 s. Left out are only the limits javac checks while writing a class (a method over
 * 64 KB, more than 255 parameters), which the golden and hostile compiles still reach.
 */
export interface JavacOptions {
  classFiles?: boolean;
}

/** The javac runs that compile some cases: their sources written under `root`, one run per group. */
interface JavacJob {
  root: string;
  /** Each source's `case/file` name, by its path under root. */
  names: Map<string, string>;
  runs: {args: string[]; out: string}[];
}

/** What a javac run printed, and how it ended. */
interface JavacOutput {
  stdout: string;
  stderr: string;
  status: number | null;
}

/** The result of compiling cases: every error as `case/file:line: message`, and the class files written. */
export interface JavacResult {
  problems: string[];
  compiled: number;
  classes: string[];
}

/**
 * Writes the back-end Java of the cases under a new folder, each case in a folder of its own, for
 * one javac run over every case, or one per group of cases whose packages do not clash (two golden
 * cases of the same table).
 */
function javacJob(cases: readonly NamedFiles[], {classFiles = true}: JavacOptions = {}): JavacJob {
  const version = spawnSync(JAVAC, ['-version'], {encoding: 'utf8'});
  assert.equal(
    version.status,
    0,
    `${JAVAC} -version failed (${version.error?.message ?? version.stderr}): install a JDK (apt-get install default-jdk-headless) or set JAVAC`,
  );
  const root = mkdtempSync(path.join(tmpdir(), 'lexboot-javac-'));
  const groups: {packages: Set<string>; files: string[]}[] = [];
  const names = new Map<string, string>();
  for (const c of cases) {
    const javaFiles = c.files.filter((f) => f.language === 'java');
    const packages = new Set(javaFiles.map((f) => javaPackage(f.content)));
    let group = groups.find((g) => ![...packages].some((p) => g.packages.has(p)));
    if (!group) groups.push((group = {packages: new Set(), files: []}));
    for (const p of packages) group.packages.add(p);
    for (const file of javaFiles) {
      const target = path.join(root, 'src', c.name, file.path);
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, file.content);
      group.files.push(target);
      names.set(target, `${c.name}/${file.path}`);
    }
  }
  const runs = groups.map((group, index) => {
    const argfile = path.join(root, `files-${index}.txt`);
    writeFileSync(argfile, group.files.map((f) => JSON.stringify(f)).join('\n'));
    const out = path.join(root, `out-${index}`);
    const args = [
      ...JAVAC_JVM_FLAGS,
      '-proc:none',
      '-encoding',
      'UTF-8',
      '-Xmaxerrs',
      '10000',
      '-d',
      out,
      '-sourcepath',
      JAVA_STUBS,
      ...(classFiles ? [] : ['-XDshould-stop.ifNoError=FLOW']),
      `@${argfile}`,
    ];
    return {args, out};
  });
  return {root, names, runs};
}

/** Reads what the job's runs printed and wrote, then removes its folder. */
function javacOutcome({root, names, runs}: JavacJob, outputs: readonly JavacOutput[]): JavacResult {
  try {
    const problems: string[] = [];
    const classes: string[] = [];
    runs.forEach(({out}, index) => {
      const run = outputs[index]!;
      for (const m of `${run.stdout}${run.stderr}`.matchAll(/^(.+\.java):(\d+): error: (.*)$/gm)) {
        const file = m[1] ?? '';
        problems.push(`${names.get(file) ?? path.relative(PACKAGE, file)}:${m[2]}: ${m[3]}`);
      }
      if (run.status !== 0 && problems.length === 0) problems.push(`javac exited with ${run.status}: ${run.stderr.slice(0, 2000)}`);
      if (existsSync(out))
        classes.push(
          ...readdirSync(out, {recursive: true, encoding: 'utf8'})
            .filter((file) => file.endsWith('.class'))
            .map((file) => file.split(path.sep).join('/')),
        );
    });
    return {problems, compiled: names.size, classes};
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

/**
 * Compiles the back-end Java of the cases with the JDK's javac against the stand-ins. Returns every
 * error as `case/file:line: message`, and the class files javac wrote, as `package/path/Name.class`
 * (the stand-ins' among them).
 */
export function javacCheck(cases: readonly NamedFiles[]): JavacResult {
  const job = javacJob(cases);
  return javacOutcome(
    job,
    job.runs.map(({args}) => spawnSync(JAVAC, args, {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024})),
  );
}

/**
 * javacCheck in a child process that runs while this one goes on: a check that also type-checks
 * the front end in this process (TypeScript, one thread) uses the machine's second core for javac.
 */
export function javacCheckStarted(cases: readonly NamedFiles[], options: JavacOptions = {}): Promise<JavacResult> {
  const job = javacJob(cases, options);
  const runs = job.runs.map(
    ({args}) =>
      new Promise<JavacOutput>((resolve, reject) => {
        const child = spawn(JAVAC, args);
        const stdout: Buffer[] = [];
        const stderr: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
        child.on('error', reject);
        child.on('close', (status) =>
          resolve({stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8'), status}),
        );
      }),
  );
  return Promise.all(runs).then(
    (outputs) => javacOutcome(job, outputs),
    (error: unknown) => {
      rmSync(job.root, {recursive: true, force: true});
      throw error;
    },
  );
}
