/**
 * The generator's corpus (../shared/corpus beside the clone; see packages/codegen/test/support/corpus.ts):
 * every table it accepts, with the
 * front-end program it writes, as the runner takes it (src/runner/protocol.ts's RunRequest). Shared
 * by the runner's Node check (tests/unit/runner-backend.test.ts) and its browser test
 * (tests/e2e/codegen-run.spec.ts).
 */
import {readFileSync} from 'node:fs';
import {DEFAULT_OPTIONS, generate, listTables, parseSchema, type GeneratorOptions, type ParsedSchema, type Table} from '@lexboot/codegen';
import {corpusDirOf, corpusFiles} from '../../packages/codegen/test/support/corpus';

// The clone is where npm and Playwright run.
const CORPUS_DIR = corpusDirOf(process.cwd());

export type Program = {
  /** The file under the corpus and the table, e.g. `pagila/pagila-schema.sql public.rental`. */
  name: string;
  sql: string;
  /** The SQL as parseSchema read it, shared by the programs of one file (plansOf takes either). */
  schema: string | ParsedSchema;
  options: GeneratorOptions;
  table: Table;
  files: {path: string; content: string}[];
};

/**
 * The program of `sql`'s table for `options`, as the runner takes it; undefined when the generator
 * refuses it. `schema`: the same SQL read once before (parseSchema), for a caller that generates
 * every table of a file.
 */
export function programOf(name: string, sql: string, options: GeneratorOptions, schema: string | ParsedSchema = sql): Program | undefined {
  const result = generate(schema, options);
  if (!result.ok) return undefined;
  const files = result.files.filter((f) => f.side === 'front-end').map((f) => ({path: f.path, content: f.content}));
  return {name, sql, schema, options, table: result.table, files};
}

/**
 * The origins whose programs the runner's tests run: the corpus's first twelve (Chinese admin
 * frameworks, dumps, sample databases and the Spring ecosystem's tables).
 */
export const RUN_ORIGINS = [
  'eladmin',
  'mall',
  'mysqldump',
  'pagila',
  'pg_dump',
  'quartz',
  'ruoyi-vue',
  'ruoyi-vue-pro',
  'sakila-jooq',
  'spring-batch',
  'spring-petclinic',
  'test-db',
];

/**
 * Every table of the corpus the generator accepts, with its front-end files, in the corpus's order;
 * with `origins`, only those of the files of these origins (the corpus's top folders).
 */
export function corpusPrograms(origins?: readonly string[]): Program[] {
  const key = origins?.join(',') ?? '';
  const known = generated.get(key);
  if (known) return known;
  const programs: Program[] = [];
  for (const {full, file} of corpusFiles(CORPUS_DIR)) {
    if (origins && !origins.includes(file.split('/')[0]!)) continue;
    const sql = readFileSync(full, 'utf8');
    // Read once, every table generated from what was read (a dump of 120 tables is not read 120 times).
    const schema = parseSchema(sql);
    const listing = listTables(schema);
    if (!listing.ok) continue;
    for (const table of listing.tables) {
      const name = table.schema ? `${table.schema}.${table.name}` : table.name;
      const program = programOf(`${file} ${name}`, sql, {...DEFAULT_OPTIONS, table: name}, schema);
      if (program) programs.push(program);
    }
  }
  generated.set(key, programs);
  return programs;
}

/** The programs generated so far, by the origins asked for: a file of tests that asks twice generates once. */
const generated = new Map<string, Program[]>();

/** Words that a column may be named and that JavaScript, TypeScript or the generated code also use. */
const TAKEN_WORDS = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await any boolean number string symbol type key keyOf name label title value options render field item items id constructor prototype toString valueOf'.split(
    ' ',
  ),
);

/**
 * What in a program can make the runner compile or render it differently: its origin and dialect;
 * each column's type (nullable or not, filled by the database, unique, with a default, an enum, a
 * foreign key and the type of what it names); the key's size and types; the names that are also
 * words of the language or of the generated code; and, in the generated files, each package name
 * imported and each kind of search field, form field and grid column with the properties it is given.
 */
function programFeatures(program: Program): Set<string> {
  const features = new Set<string>();
  const {table} = program;
  features.add(`origin:${program.name.split('/')[0]}`);
  features.add(`dialect:${table.dialect}`);
  features.add(`key size:${table.primaryKey.length}`);
  if (table.uniqueKeys?.length) features.add('unique key of several columns');
  if (table.schema) features.add('schema-qualified');
  for (const column of table.columns) {
    const type = column.sqlType;
    features.add(`type:${type}:${column.nullable ? 'null' : 'not null'}`);
    if (table.primaryKey.includes(column.name)) features.add(`key:${type}`);
    if (column.autoIncrement) features.add(`filled by the database:${type}`);
    if (column.computed) features.add('computed');
    if (column.unique) features.add(`unique:${type}`);
    if (column.defaultValue !== undefined) features.add(`default:${type}`);
    if (column.enumValues) features.add(`enum:${type}`);
    if (column.onUpdate) features.add('on update');
    if (column.references) {
      features.add(`foreign key to:${column.references.definition?.sqlType ?? 'a table outside the file'}`);
      if (column.references.table === table.name) features.add('foreign key to its own table');
    }
    const word = column.name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    if (TAKEN_WORDS.has(word)) features.add(`named:${word}`);
  }
  for (const file of program.files) {
    for (const [, names, from] of file.content.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^'.][^']*)'/g)) {
      for (const name of names!.split(',')) if (name.trim()) features.add(`import:${from}:${name.trim()}`);
    }
    // The entries of the search, the form and the grid, one line each: `{name: …` or `{field: …`.
    let list = '';
    for (const line of file.content.split('\n')) {
      const starts = /function (formFields)|(searchFields) = |(columns) = /.exec(line);
      if (starts) list = starts[1] ?? starts[2] ?? starts[3]!;
      if (!/^\s*\{(name|field):/.test(line)) continue;
      for (const [, property] of line.matchAll(/(\w+): /g)) features.add(`${list}:${property}`);
      for (const [, kind] of line.matchAll(/type: '(\w+)'/g)) features.add(`${list}:type:${kind}`);
    }
  }
  return features;
}

/**
 * A sample of `programs` that holds every feature of theirs (programFeatures) at least `times` times
 * (or as often as they hold it), picked greedily in their order, with every `stride`th program besides:
 * the runner's browser test runs it on every change, and the whole corpus on a schedule.
 */
export function coveringSample(
  programs: readonly Program[],
  {times = 2, stride = 12, only = () => true}: {times?: number; stride?: number; only?: (feature: string) => boolean} = {},
): Program[] {
  const featuresOf = programs.map((program) => new Set([...programFeatures(program)].filter(only)));
  const wanted = new Map<string, number>();
  for (const features of featuresOf) for (const feature of features) wanted.set(feature, (wanted.get(feature) ?? 0) + 1);
  for (const [feature, count] of wanted) wanted.set(feature, Math.min(count, times));
  const chosen = new Set<number>(programs.map((_, i) => i).filter((i) => i % stride === 0));
  const take = (i: number) => {
    chosen.add(i);
    for (const feature of featuresOf[i]!) wanted.set(feature, wanted.get(feature)! - 1);
  };
  for (const i of chosen) take(i);
  for (;;) {
    let best = -1;
    let bestGain = 0;
    featuresOf.forEach((features, i) => {
      if (chosen.has(i)) return;
      let gain = 0;
      for (const feature of features) if ((wanted.get(feature) ?? 0) > 0) gain++;
      if (gain > bestGain) [best, bestGain] = [i, gain];
    });
    if (best < 0) break;
    take(best);
  }
  return programs.filter((_, i) => chosen.has(i));
}
