// What the code generator makes of its input. Bad input gets a specific problem, with the line and
// column an editor shows, and never an exception: an empty paste, malformed SQL, a table without a
// primary key, unsupported types, duplicate columns, several tables, other statements, comments on
// another table or an unknown column, two columns that make one property, and invalid options.
// Every prefix and a few seeded random mutations of each golden input return a result. And the
// naming, request and filter rules that the code-generation tutorial states hold for what the
// generator writes from the tutorial's table (the golden cases mysql-legal-case and
// postgresql-legal-case, which the site's tests/unit/codegen-tutorial.test.ts checks are the
// tutorial's statements).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DEFAULT_OPTIONS, generate, type GeneratedFile, type GeneratorOptions, type Position, type Problem, type Table} from '../src/index';
import {goldenCases} from '../scripts/golden';

const OPTIONS: GeneratorOptions = {...DEFAULT_OPTIONS, programCode: 'CASE_MGMT'};

/** The problem `generate` reports for `sql`; fails the test when it generates instead. */
function problemOf(sql: string, options: GeneratorOptions = OPTIONS): Problem {
  const result = generate(sql, options);
  assert.equal(result.ok, false, `expected a problem for:\n${sql}`);
  return result.problem;
}

/** What `generate` makes of `sql`; fails the test when it reports a problem instead. */
function generated(sql: string, options: GeneratorOptions = OPTIONS): {readonly table: Table; readonly files: readonly GeneratedFile[]} {
  const result = generate(sql, options);
  assert.ok(result.ok, `expected files for:\n${sql}\ngot ${JSON.stringify(result.ok ? undefined : result.problem)}`);
  return result;
}

/** The content of the generated file whose path ends with `suffix`; fails the test when there is none. */
function fileEnding(files: readonly GeneratedFile[], suffix: string): string {
  const file = files.find((f) => f.path.endsWith(suffix));
  assert.ok(file, `no generated file ends with ${suffix}`);
  return file.content;
}

/** The first group of `pattern` in `text`; fails the test when it does not match. */
function captured(pattern: RegExp, text: string): string {
  const match = pattern.exec(text);
  assert.ok(match?.[1] !== undefined, `${pattern} does not match`);
  return match[1];
}

// ---------------------------------------------------------------------------------------------
// Empty input

test('an empty paste, white space only or comments only is empty-input', () => {
  for (const sql of ['', '   ', '\n\t \r\n', '-- 案件表\n', '/* 还没写 */', '# MySQL comment\n-- another\n/* and a block */\n\n']) {
    assert.deepEqual(problemOf(sql), {kind: 'empty-input'}, JSON.stringify(sql));
  }
});

// ---------------------------------------------------------------------------------------------
// Malformed SQL: the exact line and column (1-based; a CJK character is one column)

test('a missing closing parenthesis of a type points at what came instead', () => {
  const sql = 'CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  title VARCHAR(200 NOT NULL\n);\n';
  assert.deepEqual(problemOf(sql), {kind: 'unexpected', expected: {token: ')'}, found: 'NOT', at: {line: 3, column: 21}});
});

test('a table whose closing parenthesis is missing ends where the parser needed it', () => {
  const sql = 'CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  title VARCHAR(200) NOT NULL\n';
  assert.deepEqual(problemOf(sql), {kind: 'unexpected', expected: 'column-end', found: 'end', at: {line: 4, column: 1}});
});

test('a stray comma before the closing parenthesis points at the parenthesis', () => {
  const sql = 'CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  title VARCHAR(200) NOT NULL,\n);\n';
  assert.deepEqual(problemOf(sql), {kind: 'unexpected', expected: 'column-definition', found: ')', at: {line: 4, column: 1}});
});

test('a misspelt NOT NUL points at the misspelt word', () => {
  const sql = 'CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  title VARCHAR(200) NOT NUL,\n  filed_on DATE\n);\n';
  assert.deepEqual(problemOf(sql), {kind: 'unexpected', expected: {token: 'NULL'}, found: 'NUL', at: {line: 3, column: 26}});
});

test('an unterminated string points at its opening quote, counting a Chinese character as one column', () => {
  const sql = "CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  note TEXT COMMENT '备注', memo TEXT COMMENT 'oops\n);\n";
  assert.deepEqual(problemOf(sql), {kind: 'unterminated', what: 'string', at: {line: 3, column: 45}});
});

test('an unterminated block comment and an unterminated quoted name point at where they open', () => {
  const comment = 'CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY, /* 主键\n  title VARCHAR(200)\n);\n';
  assert.deepEqual(problemOf(comment), {kind: 'unterminated', what: 'comment', at: {line: 2, column: 26}});
  const identifier = 'CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  "order INTEGER\n);\n';
  assert.deepEqual(problemOf(identifier), {kind: 'unterminated', what: 'identifier', at: {line: 3, column: 3}});
});

// ---------------------------------------------------------------------------------------------
// Tables the generator cannot work from

test('a table without a primary key is no-primary-key at the table name', () => {
  const sql = 'CREATE TABLE case_note (\n  case_id BIGINT NOT NULL,\n  note TEXT\n);';
  assert.deepEqual(problemOf(sql), {kind: 'no-primary-key', table: 'case_note', at: {line: 1, column: 14}});
});

test('two primary keys are several-primary-keys', () => {
  const sql = 'CREATE TABLE case_party (\n  case_id BIGINT PRIMARY KEY,\n  party_no INT,\n  PRIMARY KEY (case_id, party_no)\n);';
  assert.deepEqual(problemOf(sql), {kind: 'several-primary-keys', table: 'case_party', at: {line: 4, column: 3}});
});

test('unsupported types name the column, the type as written and the dialect, at the type', () => {
  const cases: ReadonlyArray<readonly [sql: string, column: string, type: string, dialect: 'mysql' | 'postgresql', at: Position]> = [
    [
      "CREATE TABLE case_file (\n  id BIGINT AUTO_INCREMENT PRIMARY KEY,\n  scan BLOB COMMENT '扫描件'\n);",
      'scan',
      'BLOB',
      'mysql',
      {line: 3, column: 8},
    ],
    [
      'CREATE TABLE court (\n  id BIGINT AUTO_INCREMENT PRIMARY KEY,\n  location GEOMETRY NOT NULL\n) ENGINE=InnoDB;',
      'location',
      'GEOMETRY',
      'mysql',
      {line: 3, column: 12},
    ],
    ['CREATE TABLE case_file (\n  id BIGSERIAL PRIMARY KEY,\n  scan BYTEA\n);', 'scan', 'BYTEA', 'postgresql', {line: 3, column: 8}],
    [
      'CREATE TABLE legal_case (\n  id BIGSERIAL PRIMARY KEY,\n  tags TEXT[] NOT NULL\n);',
      'tags',
      'TEXT[]',
      'postgresql',
      {line: 3, column: 8},
    ],
    [
      'CREATE TABLE hearing (\n  id UUID PRIMARY KEY,\n  grace_period INTERVAL\n);',
      'grace_period',
      'INTERVAL',
      'postgresql',
      {line: 3, column: 16},
    ],
  ];
  for (const [sql, column, type, dialect, at] of cases) {
    assert.deepEqual(problemOf(sql), {kind: 'unsupported-type', column, type, dialect, at}, type);
  }
});

test('a duplicate column, also one differing only in case, gives both positions', () => {
  const same = 'CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  title VARCHAR(200),\n  title VARCHAR(100)\n);';
  assert.deepEqual(problemOf(same), {kind: 'duplicate-column', column: 'title', at: {line: 4, column: 3}, first: {line: 3, column: 3}});
  const cased = 'CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  Title VARCHAR(200),\n    `TITLE` VARCHAR(100)\n);';
  assert.deepEqual(problemOf(cased), {kind: 'duplicate-column', column: 'TITLE', at: {line: 4, column: 5}, first: {line: 3, column: 3}});
});

test('two CREATE TABLE statements are several-tables, at the second', () => {
  const sql = 'CREATE TABLE legal_case (id BIGINT PRIMARY KEY);\nCREATE TABLE case_party (id BIGINT PRIMARY KEY);';
  assert.deepEqual(problemOf(sql), {kind: 'several-tables', names: ['legal_case', 'case_party'], at: {line: 2, column: 1}});
});

test('a SELECT alone is unsupported-statement; after a table it is passed over, as in a script; an index alone is no-table', () => {
  assert.deepEqual(problemOf('SELECT * FROM legal_case;'), {kind: 'unsupported-statement', statement: 'SELECT', at: {line: 1, column: 1}});
  assert.deepEqual(generated('CREATE TABLE legal_case (id BIGINT PRIMARY KEY);\n  SELECT 1;').table.name, 'legal_case');
  assert.deepEqual(problemOf('CREATE INDEX idx_case_no ON legal_case (case_no);'), {kind: 'no-table'});
});

test('COMMENT ON another table is other-table, on an unknown column unknown-column', () => {
  const table = 'CREATE TABLE legal_case (\n  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,\n  title VARCHAR(200)\n);\n';
  assert.deepEqual(problemOf(`${table}COMMENT ON TABLE legal_case IS '案件';\nCOMMENT ON COLUMN legal_cases.title IS '案件名称';`), {
    kind: 'other-table',
    table: 'legal_cases',
    expected: 'legal_case',
    at: {line: 6, column: 19},
  });
  assert.deepEqual(problemOf(`${table}COMMENT ON TABLE case_party IS '当事人';`), {
    kind: 'other-table',
    table: 'case_party',
    expected: 'legal_case',
    at: {line: 5, column: 18},
  });
  assert.deepEqual(problemOf(`${table}COMMENT ON COLUMN legal_case.titel IS '案件名称';`), {
    kind: 'unknown-column',
    column: 'titel',
    table: 'legal_case',
    at: {line: 5, column: 19},
  });
});

test('two columns that give one property (case_no and caseNo) are a name-clash', () => {
  const sql = 'CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  case_no VARCHAR(32),\n  caseNo VARCHAR(32)\n);';
  assert.deepEqual(problemOf(sql), {kind: 'name-clash', column: 'caseNo', other: 'case_no', property: 'caseNo', at: {line: 4, column: 3}});
});

test('a Chinese column or table name, from which no Java name can be made, is unnamable, at the name', () => {
  const column = 'CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  `案号` VARCHAR(32)\n);';
  assert.deepEqual(problemOf(column), {kind: 'unnamable', what: 'column', name: '案号', at: {line: 3, column: 3}});
  // A name that keeps some ASCII but loses the rest would give a misleading property just as well.
  assert.equal(problemOf('CREATE TABLE t (id INT PRIMARY KEY, `案号_no` VARCHAR(32))').kind, 'unnamable');
  const table = 'CREATE TABLE `案件` (id BIGINT PRIMARY KEY);';
  assert.deepEqual(problemOf(table), {kind: 'unnamable', what: 'table', name: '案件', at: {line: 1, column: 14}});
  // With an entity class given, the table's own name does not matter.
  assert.equal(generate(table, {...OPTIONS, entityName: 'LegalCase'}).ok, true);
});

test('invalid options are invalid-option, naming the option and the value', () => {
  const sql = 'CREATE TABLE legal_case (id BIGINT AUTO_INCREMENT PRIMARY KEY, title VARCHAR(200));';
  assert.equal(generate(sql, OPTIONS).ok, true);
  const invalid: ReadonlyArray<readonly [option: Exclude<keyof GeneratorOptions, 'commentLocale'>, value: string]> = [
    ['basePackage', 'Com.Example'],
    ['basePackage', 'com.example.class'],
    ['programCode', 'case-mgmt'],
    ['entityName', 'legalCase'],
    ['entityName', 'Legal Case'],
    ['module', 'Case-Mgmt'],
    ['migrationVersion', '2025'],
    ['migrationVersion', '2025-06-12 10:30'],
  ];
  for (const [option, value] of invalid) {
    assert.deepEqual(problemOf(sql, {...OPTIONS, [option]: value}), {kind: 'invalid-option', option, value}, `${option}: ${value}`);
  }
});

test('an option from a share link gets the checks of a typed one: prefix, comment language, type and length (issue 40)', () => {
  const sql = 'CREATE TABLE t_legal_case (id BIGINT AUTO_INCREMENT PRIMARY KEY, title VARCHAR(200));';
  assert.equal(generate(sql, {...OPTIONS, tablePrefix: 't_'}).ok, true);
  const long = 'A'.repeat(65);
  const invalid: ReadonlyArray<readonly [option: keyof GeneratorOptions, value: string]> = [
    // A prefix that strips the bad part of a name would let it through to the comments (audit D1).
    ['tablePrefix', 'x*/'],
    ['tablePrefix', 't_\n'],
    ['commentLocale', 'fr'],
    ['entityName', long],
    ['module', long.toLowerCase()],
    ['programCode', long],
    ['basePackage', `com.${'a'.repeat(65)}`],
  ];
  for (const [option, value] of invalid)
    assert.deepEqual(problemOf(sql, {...OPTIONS, [option]: value}), {kind: 'invalid-option', option, value}, `${option}: ${value}`);
  // A share link is JSON: a number where a text belongs is refused, not a crash.
  const numeric = {...OPTIONS, basePackage: 42} as unknown as GeneratorOptions;
  assert.deepEqual(problemOf(sql, numeric), {kind: 'invalid-option', option: 'basePackage', value: '42'});
});

test('a table name with a line break or a quote is unsafe-name at the name, even with an entity class given (issue 40)', () => {
  const columns = '(\n  id BIGINT AUTO_INCREMENT PRIMARY KEY,\n  title VARCHAR(200)\n);';
  const withEntity = {...OPTIONS, entityName: 'LegalCase'};
  // A back-quote doubled is one back-quote of the name, which Hibernate would write into its SQL unescaped.
  assert.deepEqual(problemOf(`CREATE TABLE \`legal\`\`case\` ${columns}`, withEntity), {
    kind: 'unsafe-name',
    name: 'legal`case',
    at: {line: 1, column: 14},
  });
  assert.deepEqual(problemOf(`CREATE TABLE "legal""case" ${columns}`, withEntity), {
    kind: 'unsafe-name',
    name: 'legal"case',
    at: {line: 1, column: 14},
  });
  assert.equal(problemOf(`CREATE TABLE \`legal\ncase\` ${columns}`, withEntity).kind, 'unsafe-name');
});

test("names and comments longer than the database keeps are too-long, at the name: MySQL's 64 characters, PostgreSQL's 63 bytes", () => {
  const name64 = `case_${'x'.repeat(59)}`;
  assert.equal(generate(`CREATE TABLE ${name64} (id BIGINT AUTO_INCREMENT PRIMARY KEY);`, OPTIONS).ok, true);
  assert.deepEqual(problemOf(`CREATE TABLE ${name64}x (id BIGINT AUTO_INCREMENT PRIMARY KEY);`), {
    kind: 'too-long',
    what: 'table',
    // A problem quotes a long name by its first 64 characters.
    name: `${name64}…`,
    size: 65,
    limit: 64,
    unit: 'characters',
    at: {line: 1, column: 14},
  });
  // 22 Chinese characters are 66 bytes: a PostgreSQL name of them would be cut short by the database.
  const chinese = '案'.repeat(22);
  const pg = `CREATE TABLE "${chinese}" (id BIGSERIAL PRIMARY KEY);`;
  assert.deepEqual(problemOf(pg, {...OPTIONS, entityName: 'LegalCase', dialect: 'postgresql'}), {
    kind: 'too-long',
    what: 'table',
    name: chinese,
    size: 66,
    limit: 63,
    unit: 'bytes',
    at: {line: 1, column: 14},
  });
  const comment =
    "CREATE TABLE legal_case (\n  id BIGINT AUTO_INCREMENT PRIMARY KEY,\n  title VARCHAR(200) COMMENT '" + '案'.repeat(1025) + "'\n);";
  assert.deepEqual(problemOf(comment), {
    kind: 'too-long',
    what: 'column-comment',
    name: 'title',
    size: 1025,
    limit: 1024,
    unit: 'characters',
    at: {line: 3, column: 3},
  });
  // PostgreSQL keeps a comment of any length: the same comment there is generated from.
  const pgComment = `CREATE TABLE legal_case (id BIGSERIAL PRIMARY KEY, title VARCHAR(200));\nCOMMENT ON COLUMN legal_case.title IS '${'案'.repeat(1025)}';`;
  assert.equal(generate(pgComment, {...OPTIONS, dialect: 'postgresql'}).ok, true);
});

test('the longest names the limits allow give file names far below 255 bytes', () => {
  const name = `case_${'x'.repeat(59)}`;
  const result = generate(`CREATE TABLE ${name} (id BIGINT AUTO_INCREMENT PRIMARY KEY, title VARCHAR(200));`, {
    ...OPTIONS,
    programCode: '',
    basePackage: Array.from({length: 3}, () => 'p'.repeat(64)).join('.'),
  });
  assert.ok(result.ok, JSON.stringify(result.ok || result.problem));
  const longest = Math.max(...result.files.flatMap((f) => f.path.split('/')).map((segment) => Buffer.byteLength(segment)));
  assert.ok(longest <= 255, `a path segment of ${longest} bytes`);
});

// ---------------------------------------------------------------------------------------------
// Robustness: whatever the input, a result

const KINDS: ReadonlySet<string> = new Set<Problem['kind']>([
  'empty-input',
  'unterminated',
  'unexpected',
  'no-table',
  'several-tables',
  'unsupported-statement',
  'unsupported-type',
  'duplicate-column',
  'no-primary-key',
  'several-primary-keys',
  'unknown-column',
  'other-table',
  'no-columns',
  'unnamable',
  'name-clash',
  'too-long',
  'unsafe-name',
  'invalid-option',
]);

/** `value[key]` when `value` is an object, else undefined: for results whose shape is to be checked, not trusted. */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** Why `generate(sql)` is not a proper result (it threw, or a problem points outside the input), or undefined. */
function misbehaviour(sql: string, options: GeneratorOptions, seen = new Set<unknown>()): string | undefined {
  let result: unknown;
  try {
    result = generate(sql, options);
  } catch (error) {
    return `threw ${error instanceof Error ? error.stack : String(error)}`;
  }
  seen.add(field(result, 'ok') ? 'ok' : field(field(result, 'problem'), 'kind'));
  return improperResult(sql, result);
}

/** Why `result` is not a proper result of `generate(sql)`, or undefined. */
function improperResult(sql: string, result: unknown): string | undefined {
  const ok = field(result, 'ok');
  if (typeof result !== 'object' || result === null || typeof ok !== 'boolean') return `returned ${JSON.stringify(result)}`;
  if (ok) {
    const files = field(result, 'files');
    return Array.isArray(files) && files.length > 0 ? undefined : 'ok without files';
  }
  const problem = field(result, 'problem');
  const kind = field(problem, 'kind');
  if (typeof kind !== 'string' || !KINDS.has(kind)) return `unknown problem ${JSON.stringify(problem)}`;
  // A position is on a line of the input, at most one column past its end.
  for (const at of [field(problem, 'at'), field(problem, 'first')].filter(Boolean)) {
    const lineNumber = field(at, 'line');
    const column = field(at, 'column');
    const line = typeof lineNumber === 'number' ? sql.split('\n')[lineNumber - 1] : undefined;
    if (line === undefined || typeof column !== 'number' || column < 1 || column > line.length + 1)
      return `${kind} points outside the input: ${JSON.stringify(at)}`;
  }
  return undefined;
}

/** A small seeded PRNG (mulberry32), so that a failure can be reproduced. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SQL_BITS = [
  '(',
  ')',
  ',',
  ';',
  "'",
  '"',
  '`',
  '--',
  '/*',
  '*/',
  '[]',
  '::',
  '.',
  ' ',
  '\n',
  'NOT',
  'NULL',
  'PRIMARY KEY',
  'DEFAULT',
  'COMMENT',
  'CREATE TABLE x (',
  'é',
  '案',
];

function mutate(sql: string, next: () => number): string {
  const at = Math.floor(next() * sql.length);
  const span = 1 + Math.floor(next() * 12);
  switch (Math.floor(next() * 4)) {
    case 0: // delete a span
      return sql.slice(0, at) + sql.slice(at + span);
    case 1: // insert a piece of SQL
      return sql.slice(0, at) + SQL_BITS[Math.floor(next() * SQL_BITS.length)]! + sql.slice(at);
    case 2: // duplicate a span
      return sql.slice(0, at + span) + sql.slice(at, at + span) + sql.slice(at + span);
    default: {
      // swap two spans
      const other = Math.floor(next() * sql.length);
      const [a, b] = at < other ? [at, other] : [other, at];
      return sql.slice(0, a) + sql.slice(b, b + span) + sql.slice(a + span, b) + sql.slice(a, a + span) + sql.slice(b + span);
    }
  }
}

test('every prefix of each golden input (cut at each token boundary) and seeded mutations of it return a result, never throw', (t) => {
  const started = performance.now();
  const problems: string[] = [];
  const seen = new Set<unknown>();
  let runs = 0;
  for (const golden of goldenCases()) {
    const {sql, options} = golden;
    // Token boundaries: wherever a word character meets a non-word one, and at every symbol.
    const cuts: number[] = [];
    for (let i = 0; i <= sql.length; i++) {
      if (i === 0 || i === sql.length || /\w/.test(sql.charAt(i - 1)) !== /\w/.test(sql.charAt(i)) || /[^\w\s]/.test(sql.charAt(i)))
        cuts.push(i);
    }
    for (const cut of cuts) {
      runs++;
      const why = misbehaviour(sql.slice(0, cut), options, seen);
      if (why) problems.push(`${golden.name}, prefix of ${cut} characters: ${why}`);
    }
    const next = random(golden.name.length * 7919 + sql.length);
    for (let i = 0; i < 150; i++) {
      let mutated = mutate(sql, next);
      if (next() < 0.5) mutated = mutate(mutated, next);
      runs++;
      const why = misbehaviour(mutated, options, seen);
      if (why) problems.push(`${golden.name}, mutation ${i}: ${why}\n${mutated}`);
    }
  }
  assert.deepEqual(problems.slice(0, 5), []);
  assert.ok(runs > 2000, `only ${runs} inputs tried`);
  // The inputs reach far into the generator: whole programs, and many kinds of problem.
  assert.ok(seen.has('ok') && seen.size >= 8, `outcomes: ${[...seen].join(', ')}`);
  // The time is reported, not judged: a wall-clock bound fails whenever the machine is busy. The
  // generator's speed has its budgets in scripts/bench.ts (`npm run bench -w @lexboot/codegen`).
  t.diagnostic(`${runs} inputs in ${Math.round(performance.now() - started)} ms; outcomes: ${[...seen].map(String).sort().join(', ')}`);
});

test('the robustness check itself notices an exception, an unknown problem and a position outside the input', () => {
  const sql = 'CREATE TABLE t (id BIGINT PRIMARY KEY)';
  assert.equal(misbehaviour(sql, OPTIONS), undefined);
  const throwing: GeneratorOptions = {
    ...OPTIONS,
    get basePackage(): string {
      throw new Error('boom');
    },
  };
  assert.match(misbehaviour(sql, throwing) ?? '', /^threw Error: boom/);
  assert.equal(
    improperResult(sql, {ok: false, problem: {kind: 'unexpected', expected: {token: ')'}, found: 'end', at: {line: 1, column: 39}}}),
    undefined,
  );
  assert.match(
    improperResult(sql, {ok: false, problem: {kind: 'unexpected', expected: {token: ')'}, found: 'end', at: {line: 1, column: 40}}}) ?? '',
    /outside the input/,
  );
  assert.match(
    improperResult(sql, {
      ok: false,
      problem: {kind: 'duplicate-column', column: 'id', at: {line: 1, column: 17}, first: {line: 2, column: 1}},
    }) ?? '',
    /outside the input/,
  );
  assert.match(improperResult(sql, {ok: false, problem: {kind: 'oops'}}) ?? '', /unknown problem/);
  assert.match(improperResult(sql, undefined) ?? '', /returned/);
});

// ---------------------------------------------------------------------------------------------
// What the generator keeps from a good input

test("a qualified table name keeps its qualifier: PostgreSQL's schema, MySQL's database (a JPA catalog)", () => {
  const entity = (sql: string) => fileEnding(generated(sql).files, '/LegalCase.java');
  assert.match(entity('CREATE TABLE legal.legal_case (id BIGSERIAL PRIMARY KEY);'), /\n@Table\(name = "legal_case", schema = "legal"\)\n/);
  assert.match(
    entity('CREATE TABLE `lexboot`.`legal_case` (id BIGINT AUTO_INCREMENT PRIMARY KEY);'),
    /\n@Table\(name = "legal_case", catalog = "lexboot"\)\n/,
  );
  assert.match(entity('CREATE TABLE legal_case (id BIGINT AUTO_INCREMENT PRIMARY KEY);'), /\n@Table\(name = "legal_case"\)\n/);
});

test('INT UNSIGNED, whose values go beyond a Java Integer, is a Long; other unsigned integers keep their type', () => {
  const result = generate(
    'CREATE TABLE fee_item (\n  id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,\n  pages INTEGER UNSIGNED,\n  hours SMALLINT UNSIGNED,\n  amount BIGINT UNSIGNED\n);',
    OPTIONS,
  );
  assert.ok(result.ok);
  assert.deepEqual(
    result.table.columns.map((c) => [c.sqlType, c.sqlTypeText]),
    [
      ['INT UNSIGNED', 'INT UNSIGNED'],
      ['INT UNSIGNED', 'INTEGER UNSIGNED'],
      ['SMALLINT', 'SMALLINT UNSIGNED'],
      ['BIGINT', 'BIGINT UNSIGNED'],
    ],
  );
  const dto = fileEnding(result.files, '/FeeItemDto.java');
  assert.match(dto, /Long id,\n\s+Long pages,\n\s+Integer hours,\n\s+Long amount\)/);
});

// ---------------------------------------------------------------------------------------------
// The code-generation tutorial's rules, on the tutorial's table

/** The tutorial's `CREATE TABLE legal_case` for `database`: the golden case's input. */
function tutorialSql(database: 'MySQL' | 'PostgreSQL'): string {
  const name = database === 'MySQL' ? 'mysql-legal-case' : 'postgresql-legal-case';
  const golden = goldenCases().find((c) => c.name === name);
  assert.ok(golden, `no golden case ${name}`);
  return golden.sql;
}

test("the tutorial's naming: legal_case is LegalCase at /api/legal-cases, in package legalcase, program folder case-mgmt", () => {
  for (const database of ['MySQL', 'PostgreSQL'] as const) {
    const result = generate(tutorialSql(database), OPTIONS);
    assert.ok(result.ok, database);
    const paths = result.files.map((f) => f.path);
    const java = 'server/src/main/java/com/example/lawfirm/legalcase';
    for (const name of ['LegalCase', 'LegalCaseRepository', 'LegalCaseService', 'LegalCaseController'])
      assert.ok(paths.includes(`${java}/${name}.java`), `${database}: ${name}`);
    for (const name of ['LegalCaseDto', 'LegalCaseQuery', 'LegalCaseCreateRequest', 'LegalCaseUpdateRequest'])
      assert.ok(paths.includes(`${java}/dto/${name}.java`), `${database}: dto/${name}`);
    assert.ok(
      paths.includes('server/src/main/resources/db/migration/V20250612103000__program_case_mgmt.sql'),
      'the migration named in the tutorial',
    );
    for (const name of ['index.tsx', 'store.ts', 'repository.ts', 'types.ts', 'locales/zh-CN.ts', 'locales/en.ts'])
      assert.ok(paths.includes(`web/src/programs/case-mgmt/${name}`), name);
    const controller = fileEnding(result.files, '/LegalCaseController.java');
    assert.match(controller, /@RequestMapping\("\/api\/legal-cases"\)/);
    assert.match(controller, /public LegalCaseDto get\(@PathVariable Long id\)/);
    assert.match(fileEnding(result.files, '/repository.ts'), /resource: '\/legal-cases'/);
  }
});

/** The components of a Java record, `Type name` each, in order. */
function recordComponents(source: string): string[] {
  const body = captured(/public record \w+\(([\s\S]*?)\) \{/, source);
  return body
    .split(',')
    .map((part) => part.trim().split(/\s+/).slice(-2).join(' '))
    .filter(Boolean);
}

test('audit columns are in neither request; version is in the update request only; every other column is in both', () => {
  for (const database of ['MySQL', 'PostgreSQL'] as const) {
    const result = generated(tutorialSql(database));
    const file = (name: string) => fileEnding(result.files, `/${name}.java`);
    const create = recordComponents(file('LegalCaseCreateRequest'));
    const update = recordComponents(file('LegalCaseUpdateRequest'));
    const columns = ['String caseNo', 'String title', 'String caseType', 'String status', 'LocalDate filedOn', 'Long leadLawyerId'];
    assert.deepEqual(create, columns, `${database}: create request`);
    assert.deepEqual(update, [...columns, 'Integer version'], `${database}: update request`);
    // The audit columns are in the DTO the API returns, and filled by Spring Data's auditing.
    assert.deepEqual(recordComponents(file('LegalCaseDto')).slice(-3), [
      'Integer version',
      'OffsetDateTime createdAt',
      'OffsetDateTime updatedAt',
    ]);
    assert.match(file('LegalCase'), /@CreationTimestamp\n {4}@Column\(name = "created_at", nullable = false, updatable = false\)/);
    assert.match(file('LegalCase'), /@Version\n {4}@Column\(name = "version"/);
    // Not in the front end's form either, except the version an update sends back.
    const types = fileEnding(result.files, '/types.ts');
    const form = captured(/export interface LegalCaseForm \{([\s\S]*?)\n\}/, types);
    assert.doesNotMatch(form, /createdAt|updatedAt/);
    assert.match(form, /\n {2}version\?: number;/);
    // A stale version is the starter's VERSION_CONFLICT.
    assert.match(file('LegalCaseService'), /throw new ObjectOptimisticLockingFailureException\(LegalCase\.class, id\);/);
  }
});

test('NOT NULL and lengths become @NotBlank, @NotNull and @Size; each non-audit column is an optional filter, e.g. LegalCaseQuery.leadLawyerId', () => {
  const result = generated(tutorialSql('MySQL'));
  const file = (name: string) => fileEnding(result.files, `/${name}.java`);
  assert.match(file('LegalCaseCreateRequest'), /@NotBlank @Size\(max = 32\) String caseNo,/);
  assert.match(file('LegalCaseUpdateRequest'), /@NotNull Integer version\)/);
  assert.deepEqual(recordComponents(file('LegalCaseQuery')), [
    'String caseNo',
    'String title',
    'String caseType',
    'String status',
    'LocalDate filedOnFrom',
    'LocalDate filedOnTo',
    'Long leadLawyerId',
  ]);
});

test('a [dict:CASE_STATUS] comment makes a dict column of the grid and a dict field of the search form, matched by equality', () => {
  for (const database of ['MySQL', 'PostgreSQL'] as const) {
    const result = generated(tutorialSql(database));
    const page = fileEnding(result.files, '/index.tsx');
    assert.match(page, /\{name: 'status', label: t\('field\.status'\), type: 'dict', dict: 'CASE_STATUS'\}/, database);
    assert.match(page, /\{field: 'status', title: t\('field\.status'\), type: 'dict', dict: 'CASE_STATUS'/, database);
    assert.match(page, /\{name: 'caseType', label: t\('field\.caseType'\), type: 'dict', dict: 'CASE_TYPE'\}/, database);
    // A dictionary code is matched exactly, free text by substring.
    const service = fileEnding(result.files, '/LegalCaseService.java');
    assert.match(service, /cb\.equal\(root\.get\("status"\), query\.status\(\)\)/);
    assert.match(service, /cb\.like\(root\.get\("title"\)/);
    // The marker is not part of the label.
    const zh = fileEnding(result.files, '/locales/zh-CN.ts');
    assert.match(zh, /\n {4}status: '状态',\n/);
  }
});
