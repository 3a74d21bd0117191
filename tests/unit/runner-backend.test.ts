// The runner's in-browser back end (src/runner/backend.ts) for every table of the corpus the
// generator accepts: each foreign-key select of the generated form and search, and the grid's label of
// it, asks the back end for the records it offers (the program's `lookup(resource, key)`), and must get
// some, with the key it reads; and a search for one of them finds the rows that refer to it; and the
// program's own seeded rows refer only to records that select offers, so an edit form shows the value
// a row holds; and it refuses a duplicate of a unique key as the generated service does, while no two
// seeded rows share one (an edit of a seeded row would otherwise be refused). Cheap in Node; the
// browser test (tests/e2e/codegen-run.spec.ts) then creates a record through one such select.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Backend, plansOf} from '@site/src/runner/backend';
import {uniqueChecks, uniqueMessages} from '../../packages/codegen/src/unique';
import {DEFAULT_OPTIONS, parseCreateTable} from '@lexboot/codegen';
import {corpusPrograms} from '../support/corpus';

type Page = {items: Record<string, unknown>[]};

/**
 * What the generated page asks of other resources, for its forms, grid and search alike: each foreign
 * key's entry of `const references = {staffId: lookup('/staff', 'staffId'), …}`.
 */
const LOOKUP = /^ {2}(\w+): lookup\('([^']+)', '(\w+)'\),$/gm;

test('every foreign-key select of a generated form gets options from the in-browser back end, and the seeded rows hold them', () => {
  const failures: string[] = [];
  let lookups = 0;
  let searched = 0;
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
      // Chosen in the search, a record finds exactly the rows that refer to it (an id is never part of another).
      if (!page.includes(`{name: '${field}', label: t('field.${field}'), type: 'select', options: ${field}Options}`)) continue;
      const chosen = rows.find((row) => row[field!] !== null && row[field!] !== undefined)?.[field!];
      if (chosen === undefined) continue;
      searched += 1;
      const found = backend.handle('GET', own, {size: 200, [field!]: chosen});
      const expected = rows.filter((row) => row[field!] === chosen).length;
      const got = found.status === 200 ? (found.body.data as Page).items : [];
      if (got.length !== expected || got.some((row) => row[field!] !== chosen))
        failures.push(`${where}: a search for ${JSON.stringify(chosen)} found ${got.length} rows, not the ${expected} that refer to it`);
    }
  }
  // The corpus's schemas are full of foreign keys (sakila, pagila, RuoYi, …): the pattern must find them.
  assert.ok(lookups > 50, `${lookups} foreign-key selects found`);
  assert.ok(searched > 30, `${searched} foreign-key searches made`);
  assert.deepEqual(failures, []);
});

test('the in-browser back end refuses a duplicate of a unique key as the generated service does, and its seeded rows hold none', () => {
  const failures: string[] = [];
  let checked = 0;
  for (const program of corpusPrograms()) {
    const plans = plansOf(program.sql, program.table, program.options);
    const plan = plans[0]!;
    const checks = uniqueChecks(plan);
    if (checks.length === 0) continue;
    const backend = new Backend(plans, 'en');
    const resource = `/${plan.resource}`;
    const rows = (backend.handle('GET', resource, {size: 200}).body.data as Page).items;
    const keyOf = (row: Record<string, unknown>) => plan.keys.map((k) => String(row[k.property])).join('/');
    for (const check of checks) {
      checked += 1;
      const where = `${program.name} (${check.fields.map((f) => f.property).join(', ')})`;
      const valuesOf = (row: Record<string, unknown>) => JSON.stringify(check.fields.map((f) => row[f.property]));
      const held = rows.filter((row) => check.fields.every((f) => row[f.property] !== null && row[f.property] !== ''));
      if (new Set(held.map(valuesOf)).size !== held.length) {
        failures.push(`${where}: seeded rows share a value`);
        continue;
      }
      const [first, second] = held;
      if (!first || !second) continue;
      // A new record with the first row's values: refused, with the message on each field of the key.
      const created = backend.handle('POST', resource, {...first});
      const errors = created.body.data as {field: string; message: string}[] | null;
      const expected = uniqueMessages(check, false)[1];
      if (created.status !== 400 || created.body.code !== 'VALIDATION_FAILED')
        failures.push(`${where}: a duplicate was created (${created.status})`);
      else if (!check.fields.every((f) => errors?.some((e) => e.field === f.property && e.message === expected)))
        failures.push(`${where}: errors ${JSON.stringify(errors)}`);
      if (check.createOnly) continue;
      // The second row given the first row's values: refused; the first saved as it is: accepted.
      const moved = {...second, ...Object.fromEntries(check.fields.map((f) => [f.property, first[f.property]]))};
      const updated = backend.handle('PUT', `${resource}/${encodeURIComponent(keyOf(second))}`, moved);
      if (updated.status !== 400) failures.push(`${where}: an update took another record's values (${updated.status})`);
      const kept = backend.handle('PUT', `${resource}/${encodeURIComponent(keyOf(first))}`, {...first});
      if (kept.status !== 200) failures.push(`${where}: a record saved unchanged was refused: ${JSON.stringify(kept.body)}`);
    }
  }
  // RuoYi's dictionaries and posts, sakila's and pagila's names, mall's codes: the corpus has many unique keys.
  assert.ok(checked > 30, `${checked} unique keys checked`);
  assert.deepEqual(failures, []);
});

test('a record saved unchanged keeps its version, as Hibernate updates nothing; a change takes the next one', () => {
  // ThingsBoard's shape: a `version BIGINT` optimistic lock, read by the edit form and sent back with it.
  const sql = `CREATE TABLE widgets_bundle (
    id uuid NOT NULL CONSTRAINT widgets_bundle_pkey PRIMARY KEY,
    tenant_id uuid,
    title varchar(255),
    version BIGINT DEFAULT 1
  );`;
  const parsed = parseCreateTable(sql, 'widgets_bundle', 'postgresql');
  assert.ok(parsed.ok);
  const options = {...DEFAULT_OPTIONS, dialect: 'postgresql' as const, table: 'widgets_bundle'};
  const backend = new Backend(plansOf(sql, parsed.table, options), 'en');
  const [first] = (backend.handle('GET', '/widgets-bundles', {}).body.data as Page).items;
  assert.ok(first);
  const path = `/widgets-bundles/${String(first.id)}`;
  // Saved twice as it was read: nothing changed, so the version the form holds is still the record's.
  for (let i = 0; i < 2; i++) {
    const kept = backend.handle('PUT', path, {...first});
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
    assert.equal((kept.body.data as Record<string, unknown>).version, first.version);
  }
  const changed = backend.handle('PUT', path, {...first, title: 'Charts'});
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  assert.equal((changed.body.data as Record<string, unknown>).version, Number(first.version) + 1);
  // The form read before that change is out of date.
  assert.equal(backend.handle('PUT', path, {...first, title: 'Gauges'}).body.code, 'VERSION_CONFLICT');
});
