// The runner's in-browser back end (src/runner/backend.ts) for every table of the corpus the
// generator accepts: each foreign-key select of the generated form asks the back end for the records
// it offers (the program's `lookup(resource, key)`), and must get some, with the key it reads; and the
// program's own seeded rows refer only to records that select offers, so an edit form shows the value
// a row holds. Cheap in Node; the browser test (tests/e2e/codegen-run.spec.ts) then creates a record
// through one such select.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Backend, plansOf} from '@site/src/runner/backend';
import {corpusPrograms} from '../support/corpus';

type Page = {items: Record<string, unknown>[]};

/** What the generated page's form asks of other resources: `{name: 'staffId', … loadOptions: lookup('/staff', 'staffId')}`. */
const LOOKUP = /\{name: '(\w+)',[^}\n]*loadOptions: lookup\('([^']+)', '(\w+)'\)/g;

test('every foreign-key select of a generated form gets options from the in-browser back end, and the seeded rows hold them', () => {
  const failures: string[] = [];
  let lookups = 0;
  for (const program of corpusPrograms()) {
    const page = program.files.find((f) => /^web\/src\/programs\/[^/]+\/index\.tsx$/.test(f.path))!.content;
    const selects = [...page.matchAll(LOOKUP)];
    if (selects.length === 0) continue;
    const own = /resource: '([^']+)'/.exec(program.files.find((f) => f.path.endsWith('/repository.ts'))!.content)![1]!;
    const backend = new Backend(plansOf(program.sql, program.table, program.options), 'en');
    const get = (resource: string) => {
      const answer = backend.handle('GET', resource, {size: 200});
      return answer.status === 200 ? (answer.body.data as Page).items : [];
    };
    const rows = get(own);
    // The create form's and the search form's selects are the same lookups: one check each.
    const seen = new Set<string>();
    for (const [, field, resource, key] of selects) {
      if (seen.has(field!)) continue;
      seen.add(field!);
      lookups += 1;
      const offered = get(resource!).map((item) => item[key!]);
      const where = `${program.name}: ${field} (${resource} by ${key})`;
      if (offered.length === 0 || offered.some((value) => value === undefined || value === null)) {
        failures.push(`${where}: ${offered.length} options`);
        continue;
      }
      const stray = rows.map((row) => row[field!]).filter((value) => value !== null && !offered.includes(value));
      if (stray.length > 0) failures.push(`${where}: seeded rows refer to ${JSON.stringify(stray.slice(0, 3))}, not offered`);
    }
  }
  // The corpus's schemas are full of foreign keys (sakila, pagila, RuoYi, …): the pattern must find them.
  assert.ok(lookups > 50, `${lookups} foreign-key selects found`);
  assert.deepEqual(failures, []);
});
