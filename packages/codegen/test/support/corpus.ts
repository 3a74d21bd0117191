// The schema files of a corpus folder (test/fixtures/corpus/*/): shared by test/corpus.test.ts and
// the site's tests that run the corpus's programs (tests/support/corpus.ts).
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

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
