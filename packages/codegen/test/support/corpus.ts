// The generator's corpus: real schema files kept beside the project, in `../shared/corpus/` (one folder
// per origin, each with its SOURCE.md and licence). Files fetched from public repositories are not
// committed here, so a clone without that folder (a user's) has no corpus: the tests that read it say
// so and skip. Shared by test/corpus.test.ts, scripts/bench.ts and the site's tests that run the
// corpus's programs (tests/support/corpus.ts).
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * Where the corpus is for the clone at `root`: `shared/corpus` beside the clone's folder. The callers
 * say where the clone is (this module is also loaded by Playwright, which compiles it without
 * `import.meta`).
 */
export const corpusDirOf = (root: string) => path.resolve(root, '../shared/corpus');

/** Why the corpus tests skip on this clone, or undefined when the corpus is there. */
export const corpusAbsent = (dir: string): string | undefined =>
  existsSync(dir) ? undefined : `no corpus at ${dir} (the steering repository's shared/corpus/, beside this clone)`;

/** Every `.sql` file under `dir`, sorted, folders recursed into. */
export function sqlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sqlFiles(full);
      return name.endsWith('.sql') ? [full] : [];
    });
}

/** The corpus's schema files, `file` relative to the corpus (`ruoyi-vue/ry_20260417.sql`); none when it is absent. */
export function corpusFiles(dir: string): {full: string; file: string}[] {
  if (corpusAbsent(dir)) return [];
  return sqlFiles(dir).map((full) => ({full, file: path.relative(dir, full)}));
}
