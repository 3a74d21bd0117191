// The code generator on real schema files (../shared/corpus/*/ beside the clone, each with its SOURCE.md): for
// every file it lists the tables, and for every table it generates with that table picked. Each table
// is either accepted, with its back end compiling with javac and the front-end program type-checking in
// strict TypeScript against the real components, or rejected with a problem that names what stops it (a
// type, a missing primary key, …), never a syntax complaint about SQL the database accepts. The
// per-file figures are printed for the closing note.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_OPTIONS, generate, listTables, parseSchema, type GeneratedFile, type Problem} from '../src/index';
import {parseCreateTable} from '../src/parse';
import {capital} from '../src/naming';
import {PASSWORD_HASH_LENGTH, planOf, type Plan} from '../src/plan';
import {javacCheckStarted, typeCheck, type NamedFiles} from './support/checks';
import {corpusAbsent, corpusDirOf, corpusFiles} from './support/corpus';

/** Problems that say the input could not be read or picked, rather than naming what stops a table. */
const UNREAD: ReadonlySet<Problem['kind']> = new Set([
  'unexpected',
  'unterminated',
  'empty-input',
  'no-table',
  'several-tables',
  'invalid-option',
]);

/** How a rejection is counted: its kind, and for a type the kind of construct. */
function reason(problem: Problem): string {
  if (problem.kind === 'unsupported-type') return `unsupported-type ${problem.type.replace(/\(.*\)/, '')}`;
  return problem.kind;
}

type FileReport = {
  file: string;
  tables: number;
  accepted: NamedFiles[];
  rejected: Map<string, number>;
  unread: string[];
  /** What the detectors found wrong in an accepted table (see defects). */
  defects: string[];
};

/** The components of a generated Java record with their annotations, by name. */
function recordComponents(source: string): Map<string, string> {
  const body = /public record \w+\(([\s\S]*?)\) \{/.exec(source)?.[1] ?? '';
  const found = new Map<string, string>();
  for (const line of body.split('\n')) {
    const m = /^\s*((?:@\w+(?:\([^)]*\))? )*)[\w<>.]+ (\w+)[,)]?\s*$/.exec(line);
    if (m) found.set(m[2] ?? '', (m[1] ?? '').trim());
  }
  return found;
}

/**
 * The defects the issue-26 detectors look for in one accepted table: a soft-delete value that is not
 * of its column's type or legend (NaN, 'NULL', a letter in a number, a value the CHAR cannot hold);
 * create and update requests that validate a field differently; a hashed password in a column shorter
 * than the hash; NaN anywhere in the Java.
 */
function defects(plan: Plan, files: readonly GeneratedFile[]): string[] {
  const found: string[] = [];
  const flag = plan.softDelete;
  const values = plan.softDeleteValues;
  if (flag && values) {
    for (const [which, value] of [
      ['deleted', values.deleted],
      ['exists', values.exists],
    ] as const) {
      const java = flag.java.name;
      const fits =
        java === 'Boolean'
          ? typeof value === 'boolean'
          : java === 'String'
            ? typeof value === 'string' &&
              /^[0-9A-Za-z]+$/.test(value) &&
              !/^null$/i.test(value) &&
              value.length <= (flag.column.length ?? Infinity)
            : typeof value === 'number' && Number.isInteger(value);
      if (!fits) found.push(`soft-delete ${which} value ${JSON.stringify(value)} is not a ${java} of ${flag.column.sqlTypeText}`);
      if (flag.options && !flag.options.some((o) => o.value === value))
        found.push(`soft-delete ${which} value ${JSON.stringify(value)} is not in the legend of ${flag.column.name}`);
    }
    if (values.deleted === values.exists)
      found.push(`soft-delete writes ${JSON.stringify(values.deleted)}, the value of a record that exists`);
  }
  const source = (suffix: string) => files.find((f) => f.path.endsWith(suffix))?.content ?? '';
  const create = recordComponents(source(`/${plan.entity}CreateRequest.java`));
  const update = recordComponents(source(`/${plan.entity}UpdateRequest.java`));
  for (const f of plan.fields.filter((field) => field.writable && !field.isKey && !field.secret)) {
    if (create.get(f.property) !== update.get(f.property))
      found.push(`${f.property}: create says "${create.get(f.property)}", update says "${update.get(f.property)}"`);
  }
  // A hash written into a column shorter than the hash: what the service stores, whatever the plan says of the field.
  const service = source(`/${plan.entity}Service.java`);
  for (const f of plan.fields)
    if (
      f.column.length !== undefined &&
      f.column.length < PASSWORD_HASH_LENGTH &&
      service.includes(`.set${capital(f.property)}(passwordEncoder.`)
    )
      found.push(`${f.column.name} holds ${f.column.length} characters, less than the hash written into it`);
  for (const file of files.filter((f) => f.language === 'java')) if (/\bNaN\b/.test(file.content)) found.push(`${file.path}: NaN`);
  found.push(...uncheckedUniqueKeys(plan, source(`/${plan.entity}Service.java`), source(`/${plan.entity}Repository.java`)));
  return found;
}

/**
 * The unique keys a save can break that the service does not check (a duplicate would be a database
 * error, not a field error): the primary key when the request carries it, every UNIQUE column and key of
 * several columns whose values the request carries (the soft-delete flag aside), but for a key with a
 * secret, whose field error would tell a caller that another record holds it. Each needs a query of
 * exactly its fields; with a soft-delete flag outside the key, a native count of the deleted rows too.
 */
function uncheckedUniqueKeys(plan: Plan, service: string, repository: string): string[] {
  const found: string[] = [];
  const byName = (name: string) => plan.fields.find((f) => f.column.name.toLowerCase() === name.toLowerCase());
  const keys = [
    plan.keys.map((f) => f.column.name),
    ...plan.fields.filter((f) => f.column.unique && !f.isKey).map((f) => [f.column.name]),
    ...(plan.table.uniqueKeys ?? []),
  ];
  for (const key of keys) {
    const fields = key.map(byName);
    if (fields.some((f) => f === undefined)) continue;
    const parts = fields.filter((f) => !f!.softDelete) as Plan['fields'][number][];
    const carried = parts.every(
      (f) => f.writable && !f.secret && !f.hashed && !f.encrypted && !['JSON', 'JSONB'].includes(f.column.sqlType),
    );
    if (parts.length === 0 || !carried || (key !== keys[0] && plan.keys.every((k) => parts.includes(k)))) continue;
    const queried = (line: string) =>
      parts.every((f) => line.includes(`root.get("${f.property}")`)) && (line.match(/root\.get\(/g) ?? []).length === parts.length;
    if (!service.split('\n').some((line) => line.includes('taken(self') && queried(line)))
      found.push(`unique key (${key.join(', ')}) is not checked before a save`);
    if (plan.softDelete && !fields.some((f) => f!.softDelete)) {
      const counted = repository
        .split('\n')
        .some(
          (line) =>
            line.includes('nativeQuery = true') && line.includes(' AND NOT ') && parts.every((f) => line.includes(`:${f.property}`)),
        );
      if (!counted) found.push(`unique key (${key.join(', ')}) does not look for the deleted rows that still hold it`);
    }
  }
  return found;
}

/** Why the tests below skip (a clone without ../shared/corpus), or undefined. */
const CORPUS_DIR = corpusDirOf(path.resolve(import.meta.dirname, '../../..'));
const absent = corpusAbsent(CORPUS_DIR);
console.log(absent ? `corpus: skipped, ${absent}` : `corpus: reading ${CORPUS_DIR}`);

const reports: FileReport[] = corpusFiles(CORPUS_DIR).map(({full, file}, fileIndex) => {
  // The file is read once, and every table generated from what was read (as generate(sql) reads it).
  const schema = parseSchema(readFileSync(full, 'utf8'));
  const listing = listTables(schema);
  assert.ok(listing.ok, `${file}: ${JSON.stringify(listing.ok || listing.problem)}`);
  const report: FileReport = {
    file,
    tables: listing.tables.length,
    accepted: [],
    rejected: new Map(),
    unread: [],
    defects: [],
  };
  listing.tables.forEach((table, tableIndex) => {
    const pick = table.schema ? `${table.schema}.${table.name}` : table.name;
    // A package per table, so that one javac run compiles them all (a table is in several files).
    const options = {...DEFAULT_OPTIONS, table: pick, basePackage: `corpus.f${fileIndex}t${tableIndex}`};
    const result = generate(schema, options);
    if (!result.ok) {
      const why = reason(result.problem);
      report.rejected.set(why, (report.rejected.get(why) ?? 0) + 1);
      if (UNREAD.has(result.problem.kind)) report.unread.push(`${file} ${pick}: ${JSON.stringify(result.problem)}`);
      return;
    }
    assert.equal(result.table.name, table.name, `${file}: picked ${pick}`);
    const named = {name: `f${fileIndex}t${tableIndex}`, files: result.files};
    const parsed = parseCreateTable(schema, pick);
    const planned = parsed.ok ? planOf(parsed.table, options) : undefined;
    assert.ok(planned?.ok, `${file} ${pick}: planned`);
    report.defects.push(...defects(planned.plan, result.files).map((defect) => `${file} ${pick}: ${defect}`));
    report.accepted.push(named);
  });
  return report;
});

const accepted = reports.flatMap((report) => report.accepted);
// javac compiles in a child process while TypeScript checks here: two cores, not one after the other.
const compiling = javacCheckStarted(accepted, {classFiles: false});
const typeChecked = typeCheck(accepted);
/** TypeScript problems by the generated program's name (`f3t12`). */
const tsFailures = new Map<string, string[]>();
for (const problem of typeChecked.problems) {
  const name = problem.split('/')[0] ?? '';
  tsFailures.set(name, [...(tsFailures.get(name) ?? []), problem]);
}
const compiled = await compiling;
/** javac errors by the generated program's name. */
const javacFailures = new Map<string, string[]>();
for (const problem of compiled.problems) {
  const name = problem.split('/')[0] ?? '';
  javacFailures.set(name, [...(javacFailures.get(name) ?? []), problem]);
}

test('the corpus holds at least 1,300 tables from at least 45 files of 30 origins', {skip: absent}, () => {
  const files = reports.filter((report) => report.tables > 0);
  const tables = reports.reduce((sum, report) => sum + report.tables, 0);
  const origins = new Set(reports.map((report) => report.file.split('/')[0]));
  assert.ok(files.length >= 45, `${files.length} files with tables`);
  assert.ok(origins.size >= 30, `${origins.size} origins`);
  assert.ok(tables >= 1300, `${tables} tables`);
});

test('every table of the corpus is read: a rejection names what stops it, never a syntax complaint', {skip: absent}, () => {
  assert.deepEqual(
    reports.flatMap((report) => report.unread),
    [],
  );
});

test(
  'the back end of every accepted table of the corpus compiles with javac against the stand-ins of the APIs it uses',
  {skip: absent},
  () => {
    assert.ok(compiled.compiled >= accepted.length * 8, `${compiled.compiled} Java files compiled`);
    assert.deepEqual(compiled.problems.slice(0, 10), []);
  },
);

test('the detectors find no defect in any accepted table of the corpus', {skip: absent}, () => {
  assert.deepEqual(
    reports.flatMap((report) => report.defects),
    [],
  );
});

test('the front end of every accepted table of the corpus type-checks against the real components', {skip: absent}, () => {
  assert.equal(typeChecked.checked, accepted.length * 6);
  assert.deepEqual(typeChecked.problems.slice(0, 10), []);
});

test('the figures per file', {skip: absent}, (t) => {
  const rows = reports.map((report) => {
    const ts = report.accepted.filter((named) => tsFailures.has(named.name)).length;
    const javac = report.accepted.filter((named) => javacFailures.has(named.name)).length;
    const rejected = [...report.rejected].map(([why, count]) => `${why} ×${count}`).join('; ') || '—';
    return `| ${report.file} | ${report.tables} | ${report.accepted.length} | ${rejected} | ${javac} | ${ts} | ${report.defects.length} |`;
  });
  const total = (pick: (report: FileReport) => number) => reports.reduce((sum, report) => sum + pick(report), 0);
  t.diagnostic('| file | tables | accepted | rejected by reason | javac failures | TypeScript failures | detector findings |');
  t.diagnostic('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) t.diagnostic(row);
  t.diagnostic(
    `| all ${reports.length} files | ${total((r) => r.tables)} | ${total((r) => r.accepted.length)} | ${total((r) => [...r.rejected.values()].reduce((a, b) => a + b, 0))} | ${javacFailures.size} | ${tsFailures.size} | ${total((r) => r.defects.length)} |`,
  );
  assert.equal(rows.length, reports.length);
});
