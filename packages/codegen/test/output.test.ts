// The code generator's output is valid code, for every golden case of test/fixtures/golden/: each
// generated Java file parses (java-parser) and uses every type it imports; the front-end program
// type-checks in strict TypeScript against the real components (@lexboot/components) and the
// declared contract of @lexboot/core (@lexboot/core/api); the migration parses as MySQL and as
// PostgreSQL (node-sql-parser), and so does each case's input in its own dialect. Each check also
// proves once that it can fail.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {generate, type GeneratedFile} from '../src/index';
import {generateCase, goldenCases, type GoldenCase} from '../scripts/golden';
import {javaSyntaxError, typeCheck} from './support/checks';

// node-sql-parser is CommonJS whose named exports Node cannot see from an ES module.
const {Parser: SqlParser} = createRequire(import.meta.url)('node-sql-parser') as typeof import('node-sql-parser');

type GeneratedCase = GoldenCase & {readonly files: readonly GeneratedFile[]};
const CASES: readonly GeneratedCase[] = goldenCases().map((golden) => ({...golden, files: generateCase(golden)}));
const FIRST = CASES[0];
assert.ok(FIRST, 'no golden case');

/** The file of `files` that `predicate` picks; fails the test when there is none. */
function pick(files: readonly GeneratedFile[], predicate: (file: GeneratedFile) => boolean, what: string): GeneratedFile {
  const file = files.find(predicate);
  assert.ok(file, `no ${what} among the generated files`);
  return file;
}

test('there are golden cases of both dialects, each with Java, TypeScript and SQL output', () => {
  assert.ok(CASES.length >= 7, `only ${CASES.length} golden cases`);
  assert.ok(CASES.some((c) => c.name.startsWith('mysql-')) && CASES.some((c) => c.name.startsWith('postgresql-')));
  for (const c of CASES) {
    const languages = new Set(c.files.map((f) => f.language));
    assert.deepEqual([...languages].sort(), ['java', 'sql', 'ts', 'tsx'], c.name);
  }
});

// ---------------------------------------------------------------------------------------------
// Java

test('every generated Java file parses', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const c of CASES) {
    for (const file of c.files.filter((f) => f.language === 'java')) {
      checked++;
      const error = javaSyntaxError(file.content);
      if (error) problems.push(`${c.name}/${file.path}: ${error}`);
    }
  }
  assert.ok(checked >= CASES.length * 8, `only ${checked} Java files`);
  assert.deepEqual(problems, []);
});

test('the Java check rejects a generated file with a syntax error introduced', () => {
  const entity = pick(FIRST.files, (f) => f.language === 'java', 'Java file');
  assert.equal(javaSyntaxError(entity.content), undefined);
  // A missing semicolon after the first field, and an unbalanced brace: both must be caught.
  const noSemicolon = entity.content.replace(/(private [^;]+);/, '$1');
  assert.notEqual(noSemicolon, entity.content);
  assert.match(javaSyntaxError(noSemicolon) ?? 'parsed', /line: \d+, column: \d+/);
  const noBrace = entity.content.replace(/\}\s*$/, '');
  assert.notEqual(javaSyntaxError(noBrace), undefined);
  // A Windows path in a comment: `\u` must be a Unicode escape, even there; `\\u` is two characters.
  const windowsPath = entity.content.replace('public class', '/** D:\\uploads */\npublic class');
  assert.match(javaSyntaxError(windowsPath) ?? 'parsed', /^illegal unicode escape at line \d+: \\uploa/);
  assert.equal(javaSyntaxError(entity.content.replace('public class', '/** D:\\\\uploads \\u0041 */\npublic class')), undefined);
});

/** The simple name of a qualified Java name: `java.util.List` → `List`. */
const simpleName = (name: string): string => name.split('.').at(-1) ?? name;

/** The simple names of the imports of a Java source that its body (after the imports) never names. */
function unusedImports(source: string): string[] {
  const imports = [...source.matchAll(/^import (?:static )?([\w.]+);$/gm)].map((m) => m[1] ?? '');
  const lastImport = [...source.matchAll(/^import .*;$/gm)].at(-1);
  const body = lastImport ? source.slice(lastImport.index + lastImport[0].length) : source;
  // Comments do not count as a use (a type named only in Javadoc would still warn).
  const code = body.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return imports.filter((name) => !new RegExp(`\\b${simpleName(name)}\\b`).test(code));
}

/** Capitalised names a Java source uses as types without importing them (java.lang and its own package aside). */
function unimportedTypes(source: string, ownTypes: ReadonlySet<string>): string[] {
  const imported = new Set([...source.matchAll(/^import ([\w.]+);$/gm)].map((m) => simpleName(m[1] ?? '')));
  const code = source
    .replace(/^(package|import) .*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/"(?:[^"\\]|\\.)*"/g, '""');
  // Types in the positions a generated file uses them: annotations, declarations, generics, `new`, `X.class`, `X::m`, `X.CONSTANT`.
  const used = new Set<string>();
  for (const m of code.matchAll(
    /@([A-Z]\w*)|(?<!\.)\b([A-Z]\w*)(?=\s+[a-z]\w*\s*[,;=)(])|(?<!\.)\b([A-Z]\w*)<|<([A-Z]\w*)|,\s*([A-Z]\w*)>|\bnew ([A-Z]\w*)|(?<!\.)\b([A-Z]\w*)(?=\.class\b|::|\.[A-Z_]+\b|\[\])/g,
  )) {
    const name = m.slice(1).find(Boolean);
    if (name) used.add(name);
  }
  return [...used].filter((name) => !imported.has(name) && !JAVA_LANG.has(name) && !ownTypes.has(name));
}

const JAVA_LANG: ReadonlySet<string> = new Set([
  'String',
  'Integer',
  'Long',
  'Boolean',
  'Float',
  'Double',
  'Object',
  'Override',
  'Class',
  'Math',
]);

/** The package a Java source declares; fails the test when it declares none. */
function javaPackage(source: string, file: string): string {
  const name = /^package ([\w.]+);/m.exec(source)?.[1];
  assert.ok(name, `${file} declares no package`);
  return name;
}

test('every import of a generated Java file is used, and every type it names is imported or its own', () => {
  const problems: string[] = [];
  for (const c of CASES) {
    const javaFiles = c.files.filter((f) => f.language === 'java');
    // Types of the generated classes' own packages, which need no import from a file in the same package.
    const own = new Map<string, Set<string>>();
    for (const file of javaFiles) {
      const pkg = javaPackage(file.content, file.path);
      const types = own.get(pkg) ?? new Set<string>();
      types.add(path.basename(file.path, '.java'));
      own.set(pkg, types);
    }
    for (const file of javaFiles) {
      const pkg = javaPackage(file.content, file.path);
      for (const name of unusedImports(file.content)) problems.push(`${c.name}/${file.path}: unused import ${name}`);
      for (const name of unimportedTypes(file.content, own.get(pkg) ?? new Set()))
        problems.push(`${c.name}/${file.path}: ${name} is neither imported nor in java.lang or ${pkg}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('the import check notices an unused import and a type that is not imported', () => {
  const source =
    'package a;\n\nimport java.util.List;\nimport java.util.Map;\n\n/** A {@link Map}. */\npublic class A {\n    private List<String> names;\n    private LocalDate day;\n    private Page<A> page;\n}\n';
  assert.deepEqual(unusedImports(source), ['java.util.Map']);
  assert.deepEqual(unimportedTypes(source, new Set(['A'])), ['LocalDate', 'Page']);
  // On a generated file: an import taken away is noticed, and so is one added.
  const service = pick(FIRST.files, (f) => f.path.endsWith('Service.java'), 'service').content;
  assert.deepEqual(
    unimportedTypes(service.replace('import java.util.List;\n', ''), new Set()).filter((n) => n === 'List'),
    ['List'],
  );
  assert.deepEqual(unusedImports(service.replace('import java.util.List;\n', 'import java.util.List;\nimport java.util.Set;\n')), [
    'java.util.Set',
  ]);
});

// ---------------------------------------------------------------------------------------------
// TypeScript

const FRONT_END = /\/(types|repository|store)\.ts$|\/index\.tsx$|\/locales\/[\w-]+\.ts$/;

/** A copy of the first case whose page has two mistakes: a grid column that is not a field of the row, and a message key not in the bundle. */
const BROKEN: GeneratedCase = {
  ...FIRST,
  name: `${FIRST.name}-broken`,
  files: FIRST.files.map((file) => {
    if (!file.path.endsWith('/index.tsx')) return file;
    const content = file.content.replace(/\{field: '(\w+)'/, "{field: '$1Typo'").replace("t('title')", "t('titel')");
    assert.notEqual(content, file.content);
    return {...file, content};
  }),
};

const typeChecked = typeCheck([...CASES, BROKEN]);
const isBroken = (problem: string) => problem.startsWith(`${BROKEN.name}/`);

test('the generated front-end programs type-check against @lexboot/components and @lexboot/core', () => {
  for (const c of CASES) {
    const frontEnd = c.files.filter((f) => f.side === 'front-end');
    const names = frontEnd.map((f) => f.path.replace(/^.*\/programs\/[^/]+\//, ''));
    assert.deepEqual(names.sort(), ['index.tsx', 'locales/en.ts', 'locales/zh-CN.ts', 'repository.ts', 'store.ts', 'types.ts'], c.name);
    assert.ok(
      frontEnd.every((f) => FRONT_END.test(f.path) && f.path.startsWith('web/src/programs/')),
      c.name,
    );
  }
  assert.equal(typeChecked.checked, (CASES.length + 1) * 6);
  assert.deepEqual(
    typeChecked.problems.filter((p) => !isBroken(p)),
    [],
  );
});

test('the type check catches a grid column that is not a field of the row, and a message key not in the bundle', () => {
  const problems = typeChecked.problems.filter(isBroken);
  assert.equal(problems.length, 2, problems.join('\n'));
  const page = `${BROKEN.name}/web/src/programs/[\\w-]+/index\\.tsx:\\d+: `;
  assert.match(problems[0] ?? '', new RegExp(`^${page}Type '"\\w+Typo"' is not assignable`));
  assert.match(problems[1] ?? '', new RegExp(`^${page}.*'"titel"'`));
});

// ---------------------------------------------------------------------------------------------
// SQL

type SqlDatabase = 'MySQL' | 'PostgresQL';

/** node-sql-parser's complaint about `sql` in `database`, or undefined when it parses. */
function sqlSyntaxError(sql: string, database: SqlDatabase): string | undefined {
  try {
    new SqlParser().astify(sql, {database});
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

test("every action label of a generated program's bundles is one its page reads (the template brings its own)", () => {
  for (const golden of CASES) {
    const page = pick(golden.files, (f) => f.path.endsWith('/index.tsx'), `${golden.name} page`).content;
    for (const bundle of golden.files.filter((f) => /\/locales\/[^/]+\.ts$/.test(f.path))) {
      const group = /\n {2}action: \{\n([\s\S]*?)\n {2}\},/.exec(bundle.content)?.[1] ?? '';
      const keys = [...group.matchAll(/^ {4}(\w+):/gm)].map((m) => `action.${m[1] ?? ''}`);
      assert.ok(keys.length > 0, `${golden.name} ${bundle.path}: no action group`);
      const unused = keys.filter((key) => !page.includes(`t('${key}')`));
      assert.deepEqual(unused, [], `${golden.name} ${bundle.path}: action labels the page never reads`);
    }
  }
});

test('every generated migration parses as MySQL and as PostgreSQL', () => {
  const problems: string[] = [];
  for (const c of CASES) {
    const migrations = c.files.filter((f) => f.language === 'sql');
    assert.equal(migrations.length, 1, c.name);
    const [migration] = migrations;
    assert.ok(migration);
    for (const database of ['MySQL', 'PostgresQL'] as const) {
      const error = sqlSyntaxError(migration.content, database);
      if (error) problems.push(`${c.name}/${migration.path} (${database}): ${error}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('the SQL check rejects a migration with a syntax error introduced', () => {
  const migration = pick(FIRST.files, (f) => f.language === 'sql', 'migration').content;
  const broken = migration.replace('FROM (SELECT 1 AS one)', 'FROM ((SELECT 1 AS one)');
  assert.notEqual(broken, migration);
  assert.notEqual(sqlSyntaxError(broken, 'MySQL'), undefined);
  assert.notEqual(sqlSyntaxError(broken, 'PostgresQL'), undefined);
});

/**
 * Inputs that are valid SQL but that node-sql-parser 5.4 cannot read, so their cross-check is left
 * out; the test below still requires that the parser fails on them, so that an upgrade that reads
 * them shows the exemption is no longer needed.
 */
const NOT_READ_BY_NODE_SQL_PARSER: Readonly<Record<string, RegExp>> = {
  // `GENERATED ALWAYS AS IDENTITY` (PostgreSQL 10+): node-sql-parser only knows `GENERATED BY DEFAULT AS IDENTITY`.
  'postgresql-court-order': /Expected .*"BY".* but "A" found/,
};

test('each golden input parses with node-sql-parser in its own dialect (the generator agrees it is SQL)', () => {
  const problems: string[] = [];
  for (const c of CASES) {
    const database: SqlDatabase = c.name.startsWith('mysql-') ? 'MySQL' : 'PostgresQL';
    const error = sqlSyntaxError(c.sql, database);
    const known = NOT_READ_BY_NODE_SQL_PARSER[c.name];
    if (known) {
      if (!error || !known.test(error))
        problems.push(`${c.name}: expected node-sql-parser to fail as before (remove the exemption?), got ${error ?? 'no error'}`);
    } else if (error) {
      problems.push(`${c.name}/input.sql (${database}): ${error}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('each golden input is of the dialect its name says (the one node-sql-parser reads it as above)', () => {
  for (const c of CASES) {
    const dialect = c.name.startsWith('mysql-') ? 'mysql' : 'postgresql';
    const result = generate(c.sql, c.options);
    assert.equal(result.ok && result.table.dialect, dialect, c.name);
  }
});
