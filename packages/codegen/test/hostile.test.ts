// Hostile input (issue 40, audit D1, D2, D11): a table's name, its columns' names, the comments, a
// default, the labels of a legend and every option can come from a share link. Whatever they hold,
// the generator either refuses them with a problem that says where, or writes files in which they
// stay text: javac compiles only the classes the files are named after, no marker word of the input
// becomes code in Java or TypeScript, the front end type-checks, and the migration, split as the
// database lexes it, has the statements of the same table with harmless text. The concrete payloads
// of the audit come first; then a seeded property test of a few hundred generated cases, compiled in
// one javac run and one TypeScript program.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import ts from 'typescript';
import {DEFAULT_OPTIONS, generate, type Dialect, type GeneratedFile, type GeneratorOptions, type Problem} from '../src/index';
import {javacCheckStarted, typeCheck, type NamedFiles} from './support/checks';
import {statements} from './support/statements';

/** The word every code-shaped payload carries: it must never be code in what the generator writes. */
const MARKER = 'PWNED';

/** A refusal says where: a position in the input, or the option it names. */
const located = (problem: Problem) => 'at' in problem || problem.kind === 'invalid-option';

/** The Java source after Java's first step, `\uXXXX` escapes turned into characters (JLS 3.3), as javac reads it. */
function unicodeTranslated(source: string): string {
  return source.replace(/(\\+)u+([0-9a-fA-F]{4})/g, (match, run: string, hex: string) =>
    run.length % 2 === 1 ? run.slice(1) + String.fromCharCode(parseInt(hex, 16)) : match,
  );
}

/** The code of a Java source: comments, strings and characters left out (JLS 3.7, 3.10). */
function javaCode(source: string): string {
  const s = unicodeTranslated(source);
  let code = '';
  let i = 0;
  while (i < s.length) {
    if (s.startsWith('//', i)) {
      while (i < s.length && s[i] !== '\n' && s[i] !== '\r') i++;
    } else if (s.startsWith('/*', i)) {
      const close = s.indexOf('*/', i + 2);
      i = close < 0 ? s.length : close + 2;
      code += ' ';
    } else if (s.startsWith('"""', i)) {
      const close = s.indexOf('"""', i + 3);
      i = close < 0 ? s.length : close + 3;
      code += ' "" ';
    } else if (s[i] === '"' || s[i] === "'") {
      const quote = s[i];
      i++;
      while (i < s.length && s[i] !== quote && s[i] !== '\n' && s[i] !== '\r') i += s[i] === '\\' ? 2 : 1;
      i++;
      code += ' "" ';
    } else code += s[i++];
  }
  return code;
}

/** Whether the marker is an identifier or JSX text of a TypeScript file, as TypeScript parses it. */
function markerInTs(file: GeneratedFile): boolean {
  const source = ts.createSourceFile(
    file.path,
    file.content,
    ts.ScriptTarget.Latest,
    false,
    file.language === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  let found = false;
  const visit = (node: ts.Node) => {
    if ((ts.isIdentifier(node) && node.text === MARKER) || (ts.isJsxText(node) && node.text.includes(MARKER))) found = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The files in which the marker is code. */
const injected = (files: readonly GeneratedFile[]) =>
  files.filter((f) =>
    f.language === 'java' ? new RegExp(`\\b${MARKER}\\b`).test(javaCode(f.content)) : f.language === 'sql' ? false : markerInTs(f),
  );

const migrationOf = (files: readonly GeneratedFile[]) => files.find((f) => f.language === 'sql')!;

/** The path segments longer than a file system allows (255 bytes). */
const longSegments = (files: readonly GeneratedFile[]) =>
  files.flatMap((f) => f.path.split('/')).filter((segment) => Buffer.byteLength(segment, 'utf8') > 255);

// ---------------------------------------------------------------------------------------------
// The table the cases are made of

type Case = {
  readonly dialect: Dialect;
  readonly table: string;
  readonly column: string;
  readonly tableComment: string;
  readonly columnComment: string;
  readonly defaultText: string;
  readonly labels: readonly [string, string];
  readonly options: Partial<GeneratorOptions>;
};

const mysqlName = (name: string) => `\`${name.replaceAll('`', '``')}\``;
const mysqlText = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
const pgName = (name: string) => `"${name.replaceAll('"', '""')}"`;
const pgText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A realistic table of a case management system, with the case's text in its name, a column, the comments, a default and a legend. */
function sqlOf(c: Case): string {
  const legend = `状态（0${c.labels[0]} 1${c.labels[1]}）`;
  if (c.dialect === 'mysql')
    return [
      `CREATE TABLE ${mysqlName(c.table)} (`,
      "  `id` BIGINT NOT NULL AUTO_INCREMENT COMMENT '主键',",
      `  ${mysqlName(c.column)} VARCHAR(200) NOT NULL DEFAULT ${mysqlText(c.defaultText)} COMMENT ${mysqlText(c.columnComment)},`,
      `  \`status\` TINYINT NOT NULL DEFAULT 0 COMMENT ${mysqlText(legend)},`,
      '  PRIMARY KEY (`id`)',
      `) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COMMENT=${mysqlText(c.tableComment)};`,
    ].join('\n');
  return [
    "SET standard_conforming_strings = 'on';",
    `CREATE TABLE ${pgName(c.table)} (`,
    '  id BIGSERIAL PRIMARY KEY,',
    `  ${pgName(c.column)} VARCHAR(200) NOT NULL DEFAULT ${pgText(c.defaultText)},`,
    '  status SMALLINT NOT NULL DEFAULT 0',
    ');',
    `COMMENT ON TABLE ${pgName(c.table)} IS ${pgText(c.tableComment)};`,
    `COMMENT ON COLUMN ${pgName(c.table)}.${pgName(c.column)} IS ${pgText(c.columnComment)};`,
    `COMMENT ON COLUMN ${pgName(c.table)}.status IS ${pgText(legend)};`,
  ].join('\n');
}

const BENIGN: Omit<Case, 'dialect'> = {
  table: 'legal_case',
  column: 'title',
  tableComment: '案件表',
  columnComment: '标题',
  defaultText: '未命名',
  labels: ['正常', '停用'],
  options: {},
};

const optionsOf = (c: Case, index: number): GeneratorOptions => ({
  ...DEFAULT_OPTIONS,
  basePackage: `hostile.c${index}`,
  ...c.options,
  ...(c.options.basePackage !== undefined ? {basePackage: `hostile.c${index}${c.options.basePackage}`} : {}),
});

// ---------------------------------------------------------------------------------------------
// The audit's payloads (D1, D2, D11), each refused with a problem that says where, or harmless

const LEGAL_CASE_COLUMNS = [
  '  `id` BIGINT NOT NULL AUTO_INCREMENT,',
  "  `case_no` VARCHAR(32) NOT NULL COMMENT '案号',",
  "  `title` VARCHAR(200) NOT NULL COMMENT '案件名称',",
  '  PRIMARY KEY (`id`)',
];

/** The outcome of a payload: refused with a located problem, or the files it gives. */
function outcome(sql: string, options: Partial<GeneratorOptions>): readonly GeneratedFile[] | undefined {
  const result = generate(sql, {...DEFAULT_OPTIONS, ...options});
  if (!result.ok) {
    assert.ok(located(result.problem), `refused without saying where: ${JSON.stringify(result.problem)}`);
    return undefined;
  }
  return result.files;
}

test("D1: a table name holding \\u002a/ (Java's */) with entityName set never becomes a class", () => {
  const name =
    't\\u002a/ @org.springframework.stereotype.Component class Boot { Boot() throws Exception { Runtime.getRuntime().exec("id"); } } /\\u002a';
  const files = outcome(`CREATE TABLE \`${name}\` (\n${LEGAL_CASE_COLUMNS.join('\n')}\n) COMMENT='案件表';`, {entityName: 'Thing'});
  for (const file of (files ?? []).filter((f) => f.language === 'java'))
    assert.doesNotMatch(javaCode(file.content), /\bBoot\b/, `${file.path} holds the class Boot as code`);
});

test('D1: a table name holding a line break and DELETE FROM sys_user never becomes a statement of the migration', () => {
  const name = 't\nPWNED();\nDELETE FROM sys_user; -- ';
  const files = outcome(`CREATE TABLE \`${name}\` (\n${LEGAL_CASE_COLUMNS.join('\n')}\n) COMMENT='案件表';`, {entityName: 'Thing'});
  if (!files) return;
  const split = statements(migrationOf(files).content, 'mysql');
  assert.equal(split.length, 4, split.join('\n'));
  assert.ok(!split.some((s) => /DELETE FROM sys_user/.test(s)), split.join('\n'));
  assert.deepEqual(
    injected(files).map((f) => f.path),
    [],
  );
});

test('D1: tablePrefix "x*/" with the table x*/y is refused or ends no comment', () => {
  const files = outcome(`CREATE TABLE \`x*/y\` (\n${LEGAL_CASE_COLUMNS.join('\n')}\n) COMMENT='案件表';`, {tablePrefix: 'x*/'});
  for (const file of (files ?? []).filter((f) => f.language === 'java'))
    assert.doesNotMatch(javaCode(file.content), /[^\w\s]*\by\b/, `${file.path} holds the table name as code`);
  for (const file of (files ?? []).filter((f) => f.language !== 'java' && f.language !== 'sql')) {
    const source = ts.createSourceFile(file.path, file.content, ts.ScriptTarget.Latest, true);
    const diagnostics = (source as unknown as {parseDiagnostics: readonly ts.Diagnostic[]}).parseDiagnostics;
    assert.equal(diagnostics.length, 0, `${file.path} does not parse`);
  }
});

test('D2: a MySQL table COMMENT ending in a backslash gives a migration of four statements', () => {
  const files = outcome(`CREATE TABLE \`legal_case\` (\n${LEGAL_CASE_COLUMNS.join('\n')}\n) COMMENT='案件\\\\';`, {});
  assert.ok(files, 'a comment ending in a backslash is a valid comment');
  assert.equal(statements(migrationOf(files).content, 'mysql').length, 4);
});

test('D2: a crafted COMMENT with programCode OR gives no DROP TABLE', () => {
  const sql = `CREATE TABLE \`and\` (\n${LEGAL_CASE_COLUMNS.join('\n')}\n) COMMENT=', 1, TRUE; DROP TABLE sys_user; -- \\\\';`;
  const files = outcome(sql, {programCode: 'OR', commentLocale: 'zh-CN'});
  if (!files) return;
  const split = statements(migrationOf(files).content, 'mysql');
  assert.equal(split.length, 4, split.join('\n'));
  assert.ok(!split.some((s) => /DROP TABLE/i.test(s)), split.join('\n'));
});

test('a comment holding ${…} gives a migration without a Flyway placeholder, whose strings still hold the text', () => {
  const files = outcome(`CREATE TABLE \`legal_case\` (\n${LEGAL_CASE_COLUMNS.join('\n')}\n) COMMENT='案件\${fee}';`, {});
  assert.ok(files, 'a comment with ${ is a valid comment');
  const migration = migrationOf(files).content;
  assert.doesNotMatch(migration, /\$\{/);
  // MySQL and PostgreSQL both read CONCAT('案件$', '{fee}') as the comment's text.
  assert.match(migration, /CONCAT\('案件\$', '\{fee\}'\)/);
  assert.equal(statements(migration, 'mysql').length, 4);
});

test('D11: a 5,000-character table or column name is refused as too long, at the name', () => {
  const long = `case_${'x'.repeat(4995)}`;
  const table = generate(`CREATE TABLE \`${long}\` (\n${LEGAL_CASE_COLUMNS.join('\n')}\n);`);
  assert.equal(table.ok, false, `generated files named ${table.ok ? longSegments(table.files).length : 0} too long`);
  assert.deepEqual(table.ok ? undefined : {kind: table.problem.kind, at: 'at' in table.problem ? table.problem.at : undefined}, {
    kind: 'too-long',
    at: {line: 1, column: 14},
  });
  const column = generate(`CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  ${long} VARCHAR(20)\n);`);
  assert.deepEqual(column.ok ? undefined : {kind: column.problem.kind, at: 'at' in column.problem ? column.problem.at : undefined}, {
    kind: 'too-long',
    at: {line: 3, column: 3},
  });
});

// ---------------------------------------------------------------------------------------------
// The property: a few hundred seeded cases

/** Pieces of text that end comments, strings, lines and statements in one of the languages, or carry the marker as code. */
const ATOMS = [
  '*/',
  '\\u002a/',
  '\\u002A/',
  '\\uu002a/',
  '/*',
  '/**',
  '/*!',
  '\n',
  '\r',
  '\r\n',
  '\u2028',
  '\u2029',
  "'",
  "''",
  '"',
  '\\',
  '\\\\',
  '`',
  '${',
  '}',
  '</script>',
  '--',
  '-- ',
  '#',
  ';',
  '$$',
  '{@code ',
  '\t',
  '\u0007',
  ' ',
  '_',
  'a',
  '案件',
  '{count}',
  ` ${MARKER}(); `,
  ` class ${MARKER} {} `,
  ` static { ${MARKER}(); } `,
  `\${${MARKER}()}`,
  `');${MARKER}();('`,
  `");${MARKER}();("`,
  `\\u002a/ class ${MARKER} {} /\\u002a`,
  `\n${MARKER}();\nDELETE FROM sys_user; -- `,
  `', 1, TRUE; DROP TABLE sys_user; -- \\`,
];

const hostileText = fc.oneof(
  {weight: 16, arbitrary: fc.array(fc.constantFrom(...ATOMS), {minLength: 1, maxLength: 6}).map((parts) => parts.join(''))},
  // Over every limit (a name's 64 characters, a column comment's 1,024), and near them.
  {weight: 1, arbitrary: fc.constantFrom('x'.repeat(5000), '案'.repeat(1100), `a${'*/'.repeat(600)}`, 'n'.repeat(64), '案'.repeat(1000))},
  {weight: 2, arbitrary: fc.string({unit: 'binary', maxLength: 20})},
);
/** A value of the case: the benign one, or (with the weight given) hostile text. */
const either = (benign: string, hostile = 2) =>
  fc.oneof({weight: 1, arbitrary: fc.constant(benign)}, {weight: hostile, arbitrary: hostileText});
/** An option: mostly left out or a benign value, so that most cases reach the files, and hostile text one time in twenty. */
const option = (...benign: string[]) =>
  fc.oneof(
    {weight: 12, arbitrary: fc.constant(undefined)},
    {weight: 6, arbitrary: fc.constantFrom(...benign)},
    {weight: 1, arbitrary: hostileText},
  );

const caseArbitrary: fc.Arbitrary<Case> = fc.record({
  dialect: fc.constantFrom<Dialect>('mysql', 'postgresql'),
  table: either(BENIGN.table, 1),
  // A column name that is not namable is refused whatever the options: hostile one time in five.
  column: fc.oneof({weight: 4, arbitrary: fc.constant(BENIGN.column)}, {weight: 1, arbitrary: hostileText}),
  tableComment: either(BENIGN.tableComment),
  columnComment: either(BENIGN.columnComment),
  defaultText: either(BENIGN.defaultText),
  labels: fc.tuple(either(BENIGN.labels[0]), either(BENIGN.labels[1])),
  options: fc
    .record({
      // An entity name given lets a table name that names no class through: to its comments and annotations.
      entityName: fc.oneof(
        {weight: 6, arbitrary: fc.constant('Thing')},
        {weight: 3, arbitrary: fc.constant(undefined)},
        {weight: 1, arbitrary: hostileText},
      ),
      tablePrefix: option('', 'legal_', 'x'),
      module: option('', 'cases'),
      programCode: option('', 'OR', 'CASE_MGMT'),
      basePackage: option('', '.x'),
      migrationVersion: option('20250612103000'),
      commentLocale: fc.option(fc.constantFrom<'zh-CN' | 'en'>('zh-CN', 'en'), {nil: undefined}),
    })
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined)) as Partial<GeneratorOptions>),
});

const SEED = 40;
const RUNS = 300;

test(`hostile names, comments, defaults, legends and options (${RUNS} seeded cases): refused where they are, or harmless`, async () => {
  const cases = fc.sample(caseArbitrary, {seed: SEED, numRuns: RUNS});
  const failures: string[] = [];
  const accepted: (NamedFiles & {readonly index: number})[] = [];
  const refused = new Map<string, number>();
  const twins = new Map<Dialect, readonly string[]>();
  for (const dialect of ['mysql', 'postgresql'] as const) {
    const twin = generate(sqlOf({...BENIGN, dialect}), {...DEFAULT_OPTIONS, basePackage: `hostile.twin_${dialect}`});
    assert.ok(twin.ok, `the benign ${dialect} table generates`);
    twins.set(dialect, statements(migrationOf(twin.files).content, dialect));
    accepted.push({name: `twin-${dialect}`, files: twin.files, index: -1});
  }
  cases.forEach((c, index) => {
    const sql = sqlOf(c);
    const show = JSON.stringify(c, (key, value: unknown) =>
      typeof value === 'string' && value.length > 60 ? `${value.slice(0, 60)}…` : value,
    );
    let result;
    try {
      result = generate(sql, optionsOf(c, index));
    } catch (error) {
      failures.push(`case ${index} threw ${String(error)}: ${show}`);
      return;
    }
    if (!result.ok) {
      if (!located(result.problem)) failures.push(`case ${index} refused without a place: ${JSON.stringify(result.problem)}: ${show}`);
      refused.set(result.problem.kind, (refused.get(result.problem.kind) ?? 0) + 1);
      return;
    }
    const long = longSegments(result.files);
    if (long.length > 0) {
      failures.push(`case ${index}: a file name of ${Buffer.byteLength(long[0]!)} bytes: ${show}`);
      return;
    }
    for (const file of injected(result.files)) failures.push(`case ${index}: ${MARKER} is code in ${file.path}: ${show}`);
    // Flyway replaces ${…} placeholders in the whole script, and fails on one it has no value for.
    if (migrationOf(result.files).content.includes('${')) failures.push(`case ${index}: a Flyway placeholder in the migration: ${show}`);
    const split = statements(migrationOf(result.files).content, c.dialect);
    if (JSON.stringify(split) !== JSON.stringify(twins.get(c.dialect)))
      failures.push(
        `case ${index}: the migration splits into ${split.length} statements, not the benign table's ${twins.get(c.dialect)!.length} (or other ones): ${show}`,
      );
    accepted.push({name: `c${index}`, files: result.files, index});
  });

  // One javac run, each case in a package of its own, so every class file belongs to one case; it
  // compiles in a child process while TypeScript checks the front ends here.
  const compiling = javacCheckStarted(accepted);
  const checked = typeCheck(accepted);
  const compiled = await compiling;
  for (const problem of compiled.problems) failures.push(`javac: ${problem}`);
  const expected = new Set(
    accepted.flatMap((c) =>
      c.files
        .filter((f) => f.language === 'java')
        .map((f) => f.path.replace(/^server\/src\/main\/java\//, '').replace(/\.java$/, '.class')),
    ),
  );
  for (const name of compiled.classes.filter((file) => file.startsWith('hostile/'))) {
    // A nested class (a record's, an enum's) belongs to the file of its outer class.
    if (!expected.has(name.replace(/\$[^/]*\.class$/, '.class'))) failures.push(`javac wrote a class no file is named after: ${name}`);
  }
  for (const problem of checked.problems) failures.push(`tsc: ${problem}`);

  console.log(
    `hostile: ${cases.length} cases (seed ${SEED}): ${accepted.length - 2} generated, ${cases.length - accepted.length + 2} refused ` +
      `(${[...refused].map(([kind, n]) => `${kind} ${n}`).join(', ')}); ${compiled.compiled} Java files compiled, ` +
      `${compiled.classes.filter((file) => file.startsWith('hostile/')).length} classes; ${checked.checked} front-end files type-checked`,
  );
  for (const failure of failures) console.log(`hostile: ${failure.slice(0, 300)}`);
  assert.deepEqual(failures.slice(0, 30), [], `${failures.length} failures`);
});
