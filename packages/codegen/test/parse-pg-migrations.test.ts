// PostgreSQL schemas as applications' migrations and their dumps write them (issue 40): kestra's
// generated columns read JSON with `#>>`, and idempotent migrations create their enum types inside
// `DO $$ … $$` blocks. Each snippet has the shape those files have; the test checks what the visitor
// gets: every table listed and pickable, every column of a known type.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {listTables, parseCreateTable, type Table} from '../src/index';

function tableOf(sql: string, pick: string): Table {
  const result = parseCreateTable(sql, pick);
  assert.ok(result.ok, `expected the table ${pick}, got ${JSON.stringify(result.ok ? undefined : result.problem)}`);
  return result.table;
}

/** Eight tables of kestra's schema that follow its `executions` table, as pg_dump writes them. */
const KESTRA_LATER_TABLES = ['executorstate', 'flows', 'logs', 'metrics', 'multipleconditions', 'settings', 'templates', 'triggers'];

const laterTables = KESTRA_LATER_TABLES.map(
  (name) => `CREATE TABLE public.${name} (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    namespace character varying(150) GENERATED ALWAYS AS ((value ->> 'namespace'::text)) STORED NOT NULL,
    updated timestamp without time zone DEFAULT now()
);

ALTER TABLE public.${name} OWNER TO kestra;
`,
).join('\n');

/** A pg_dump of kestra's database: generated columns read JSON paths with `#>>` (and `#>`, `#-`). */
const KESTRA_DUMP = `--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);

CREATE TYPE public.state_type AS ENUM (
    'CREATED',
    'RUNNING',
    'SUCCESS',
    'FAILED'
);

ALTER TYPE public.state_type OWNER TO kestra;

CREATE FUNCTION public.state_fromtext(text) RETURNS public.state_type
    LANGUAGE sql IMMUTABLE
    AS $_$SELECT CAST($1 AS state_type)$_$;

CREATE TABLE public.executions (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    id character varying(150) GENERATED ALWAYS AS ((value ->> 'id'::text)) STORED NOT NULL,
    state_current public.state_type GENERATED ALWAYS AS (public.state_fromtext((value #>> '{state,current}'::text[]))) STORED NOT NULL,
    start_date timestamp without time zone GENERATED ALWAYS AS (((value #>> '{state,startDate}'::text[]))::timestamp without time zone) STORED NOT NULL,
    labels jsonb GENERATED ALWAYS AS ((value #> '{labels}'::text[])) STORED,
    trimmed jsonb GENERATED ALWAYS AS ((value #- '{taskRunList}'::text[])) STORED
);

ALTER TABLE public.executions OWNER TO kestra;

${laterTables}
ALTER TABLE ONLY public.executions
    ADD CONSTRAINT executions_pkey PRIMARY KEY (key);
${KESTRA_LATER_TABLES.map((name) => `ALTER TABLE ONLY public.${name}\n    ADD CONSTRAINT ${name}_pkey PRIMARY KEY (key);\n`).join('')}`;

/** The same schema as kestra's own Flyway migration writes it: no dump header, nothing yet says PostgreSQL. */
const KESTRA_MIGRATION = `CREATE TABLE IF NOT EXISTS executions (
    key VARCHAR(250) NOT NULL PRIMARY KEY,
    value JSONB NOT NULL,
    id VARCHAR(150) NOT NULL GENERATED ALWAYS AS (value ->> 'id') STORED,
    state_current VARCHAR(50) NOT NULL GENERATED ALWAYS AS (value #>> '{state, current}') STORED,
    start_date TIMESTAMP NOT NULL GENERATED ALWAYS AS (PARSE_ISO8601_DATETIME(value #>>'{state, startDate}')) STORED,
    labels JSONB GENERATED ALWAYS AS (value #> '{labels}') STORED
);

${KESTRA_LATER_TABLES.map(
  (name) => `CREATE TABLE IF NOT EXISTS ${name} (
    key VARCHAR(250) NOT NULL PRIMARY KEY,
    value JSONB NOT NULL,
    namespace VARCHAR(150) NOT NULL GENERATED ALWAYS AS (value ->> 'namespace') STORED
);
`,
).join('\n')}`;

for (const [what, sql] of [
  ['a pg_dump of kestra', KESTRA_DUMP],
  ['kestra’s migration, before anything says PostgreSQL', KESTRA_MIGRATION],
] as const)
  test(`${what}: a generated column reading JSON with #>> does not end the file; all nine tables are listed and pickable`, () => {
    const listing = listTables(sql);
    assert.ok(listing.ok, JSON.stringify(listing));
    assert.equal(listing.dialect, 'postgresql');
    assert.deepEqual(
      listing.tables.map((t) => t.name),
      ['executions', ...KESTRA_LATER_TABLES],
    );
    const executions = tableOf(sql, 'executions');
    assert.deepEqual(executions.primaryKey, ['key']);
    assert.ok(executions.columns.find((c) => c.name === 'state_current')?.computed);
    assert.ok(executions.columns.find((c) => c.name === 'labels')?.computed);
    for (const name of KESTRA_LATER_TABLES) {
      const table = tableOf(sql, name);
      assert.deepEqual(
        table.columns.map((c) => c.name),
        ['key', 'value', 'namespace', ...(sql === KESTRA_DUMP ? ['updated'] : [])],
      );
      assert.deepEqual(table.primaryKey, ['key']);
    }
  });

test('in a MySQL file, # still starts a comment, also as #-- or #> at the end of a column line', () => {
  const sql = `# Dump of table t_order
#------------------------------------------------------------
CREATE TABLE t_order (
  id BIGINT NOT NULL AUTO_INCREMENT, #> the key
  amount DECIMAL(10,2) #-- the amount
  , PRIMARY KEY (id)
);
CREATE TABLE t_item (id BIGINT PRIMARY KEY);`;
  const listing = listTables(sql);
  assert.ok(listing.ok, JSON.stringify(listing));
  assert.deepEqual(
    listing.tables.map((t) => [t.name, t.columns]),
    [
      ['t_order', 2],
      ['t_item', 1],
    ],
  );
});

/** An idempotent migration: the enum types are created in `DO` blocks that tolerate a second run. */
const IDEMPOTENT_MIGRATION = `DO $$ BEGIN
    CREATE TYPE order_status AS ENUM ('pending', 'paid', 'shipped', 'cancelled');
EXCEPTION
    WHEN duplicate_object THEN null;
END $$;

DO $body$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_type WHERE typname = 'payment_method') THEN
        CREATE TYPE public.payment_method AS ENUM (
            'card',
            'bank_transfer'
        );
    END IF;
END
$body$;

CREATE TABLE IF NOT EXISTS orders (
    id BIGSERIAL PRIMARY KEY,
    status order_status NOT NULL DEFAULT 'pending',
    payment public.payment_method,
    total NUMERIC(12, 2) NOT NULL
);`;

test('an enum created inside DO $$ … $$ (an idempotent migration) is known to the table that uses it', () => {
  const orders = tableOf(IDEMPOTENT_MIGRATION, 'orders');
  assert.equal(orders.dialect, 'postgresql');
  const status = orders.columns.find((c) => c.name === 'status');
  assert.equal(status?.sqlType, 'ENUM');
  assert.deepEqual(status.enumValues, ['pending', 'paid', 'shipped', 'cancelled']);
  const payment = orders.columns.find((c) => c.name === 'payment');
  assert.equal(payment?.sqlType, 'ENUM');
  assert.deepEqual(payment.enumValues, ['card', 'bank_transfer']);
});
