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
