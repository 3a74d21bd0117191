/**
 * The generator's corpus (packages/codegen/test/fixtures/corpus): every table it accepts, with the
 * front-end program it writes, as the runner takes it (src/runner/protocol.ts's RunRequest). Shared
 * by the runner's Node check (tests/unit/runner-backend.test.ts) and its browser test
 * (tests/e2e/codegen-run.spec.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_OPTIONS, generate, listTables, type GeneratorOptions, type Table} from '@lexboot/codegen';
import {sqlFiles} from '../../packages/codegen/test/support/corpus';

// Relative to the repository's root, where npm and Playwright run.
const CORPUS = path.resolve('packages/codegen/test/fixtures/corpus');

export type Program = {
  /** The file under the corpus and the table, e.g. `pagila/pagila-schema.sql public.rental`. */
  name: string;
  sql: string;
  options: GeneratorOptions;
  table: Table;
  files: {path: string; content: string}[];
};

/** The program of `sql`'s table for `options`, as the runner takes it; undefined when the generator refuses it. */
export function programOf(name: string, sql: string, options: GeneratorOptions): Program | undefined {
  const result = generate(sql, options);
  if (!result.ok) return undefined;
  const files = result.files.filter((f) => f.side === 'front-end').map((f) => ({path: f.path, content: f.content}));
  return {name, sql, options, table: result.table, files};
}

/** Every table of the corpus the generator accepts, with its front-end files, in the corpus's order. */
export function corpusPrograms(): Program[] {
  const programs: Program[] = [];
  for (const file of sqlFiles(CORPUS)) {
    const sql = readFileSync(file, 'utf8');
    const listing = listTables(sql);
    if (!listing.ok) continue;
    for (const table of listing.tables) {
      const name = table.schema ? `${table.schema}.${table.name}` : table.name;
      const program = programOf(`${path.relative(CORPUS, file)} ${name}`, sql, {...DEFAULT_OPTIONS, table: name});
      if (program) programs.push(program);
    }
  }
  return programs;
}
