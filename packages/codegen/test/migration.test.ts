// The migration of every golden case, run in a real PostgreSQL (PGlite, PostgreSQL 17 compiled to
// WebAssembly) on the system tables with their keys: once, as a first run applies it, and again, as
// Flyway applies the migration that a second run of the generator writes for the same program (a
// new file, its version being the run's time). The second must succeed and change nothing, or the
// back end would not start after a re-run (tutorial: code-generation, "Running it again").
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {PGlite} from '@electric-sql/pglite';
import {generateCase, goldenCases} from '../scripts/golden';

const SYSTEM_TABLES = readFileSync(new URL('fixtures/system-tables.sql', import.meta.url), 'utf8');
const TABLES = ['sys_program', 'sys_menu', 'sys_permission', 'sys_role_permission'] as const;

async function counts(db: PGlite): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const {rows} = await db.query<{n: number}>(`SELECT count(*)::int AS n FROM ${table}`);
    result[table] = rows[0]?.n ?? -1;
  }
  return result;
}

test('every golden migration runs twice on PostgreSQL: the second run adds nothing and fails nothing', async () => {
  const db = await PGlite.create();
  await db.exec(SYSTEM_TABLES);
  const cases = goldenCases();
  assert.ok(cases.length >= 7);
  // What one program registers.
  const expected = {sys_program: 1, sys_menu: 1, sys_permission: 5, sys_role_permission: 5};
  for (const golden of cases) {
    const migration = generateCase(golden).find((file) => file.language === 'sql');
    assert.ok(migration, `${golden.name}: a migration`);
    // Each case on empty tables: two cases may generate the same program.
    await db.exec(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY`);
    await db.exec(migration.content);
    assert.deepEqual(await counts(db), expected, `${golden.name}: the first run registers the program, its menu and 5 permissions`);
    await db.exec(migration.content).catch((error: unknown) => {
      assert.fail(`${golden.name}: the second run's migration fails: ${error instanceof Error ? error.message : String(error)}`);
    });
    assert.deepEqual(await counts(db), expected, `${golden.name}: the second run's migration adds nothing`);
  }
  await db.close();
});
