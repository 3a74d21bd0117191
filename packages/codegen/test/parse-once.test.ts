// A file read once (parseSchema) gives what the SQL gives: listing its tables, parsing and generating
// each of them, in any order and more than once, is the same as calling listTables, parseCreateTable
// and generate with the SQL itself. The corpus test reads each of its files this way (a dump of 120
// tables read once instead of 240 times).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {DEFAULT_OPTIONS, generate, listTables, parseCreateTable, parseSchema, type DialectOption} from '../src/index';

/**
 * Tables whose keys are said in every way the parser knows, and that refer to each other: inline and
 * table-level primary keys, an ALTER TABLE … ADD PRIMARY KEY after the table, one- and several-column
 * unique keys, inline and table-level foreign keys (one to a table defined later), and a table the
 * generator refuses (no primary key).
 */
const MYSQL = `
CREATE TABLE firm (
  id BIGINT NOT NULL AUTO_INCREMENT,
  code VARCHAR(32) NOT NULL,
  name VARCHAR(100) NOT NULL COMMENT '律所名称',
  PRIMARY KEY (id),
  UNIQUE KEY uk_code (code)
) COMMENT='律所';
CREATE TABLE lawyer (
  id BIGINT AUTO_INCREMENT PRIMARY KEY,
  firm_id BIGINT NOT NULL REFERENCES firm (id),
  licence_no VARCHAR(32) UNIQUE,
  tenant_id BIGINT NOT NULL,
  phone VARCHAR(20),
  mentor_id BIGINT,
  UNIQUE KEY uk_tenant_phone (tenant_id, phone),
  CONSTRAINT fk_mentor FOREIGN KEY (mentor_id) REFERENCES lawyer (id)
);
CREATE TABLE legal_case (
  case_no VARCHAR(40) NOT NULL,
  lawyer_id BIGINT,
  court_id INT,
  status ENUM('open', 'closed') NOT NULL DEFAULT 'open',
  amount DECIMAL(12, 2),
  FOREIGN KEY (lawyer_id) REFERENCES lawyer (id),
  FOREIGN KEY (court_id) REFERENCES court (id)
);
ALTER TABLE legal_case ADD PRIMARY KEY (case_no);
CREATE TABLE court (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, name VARCHAR(80) NOT NULL);
CREATE TABLE audit_log (happened_at DATETIME, message TEXT);
`;

/** PostgreSQL: an enum type, keys and comments said after the table, a serial key, and a schema. */
const POSTGRES = `
CREATE TYPE case_status AS ENUM ('open', 'closed');
CREATE TABLE legal.client (id SERIAL, name TEXT NOT NULL, email VARCHAR(120));
CREATE TABLE legal.matter (
  id BIGINT GENERATED ALWAYS AS IDENTITY,
  client_id INTEGER,
  status case_status NOT NULL,
  opened_on DATE
);
ALTER TABLE ONLY legal.client ADD CONSTRAINT client_pkey PRIMARY KEY (id);
ALTER TABLE ONLY legal.client ADD CONSTRAINT client_email_key UNIQUE (email);
ALTER TABLE ONLY legal.matter ADD CONSTRAINT matter_pkey PRIMARY KEY (id);
ALTER TABLE ONLY legal.matter ADD CONSTRAINT matter_client_fkey FOREIGN KEY (client_id) REFERENCES legal.client(id);
COMMENT ON TABLE legal.matter IS '案件';
COMMENT ON COLUMN legal.matter.opened_on IS '立案日期';
`;

const SYSTEM_TABLES = readFileSync(new URL('fixtures/system-tables.sql', import.meta.url), 'utf8');

const FILES: [string, string, DialectOption][] = [
  ['MySQL', MYSQL, 'auto'],
  ['PostgreSQL', POSTGRES, 'auto'],
  ['PostgreSQL said', POSTGRES, 'postgresql'],
  ['the system tables', SYSTEM_TABLES, 'auto'],
];

for (const [label, sql, dialect] of FILES) {
  test(`${label}: every table of a file read once is listed, parsed and generated as from the SQL, in any order and again`, () => {
    const schema = parseSchema(sql, dialect);
    const listing = listTables(sql, dialect);
    assert.deepEqual(listTables(schema), listing);
    assert.ok(listing.ok);
    const picks = listing.tables.map((t) => (t.schema ? `${t.schema}.${t.name}` : t.name));
    assert.ok(picks.length >= 2, `${label}: ${picks.length} tables`);
    // Forwards, backwards, then forwards again: a table generated before must not change what another gives.
    for (const pick of [...picks, ...[...picks].reverse(), ...picks]) {
      const options = {...DEFAULT_OPTIONS, table: pick, dialect};
      assert.deepEqual(parseCreateTable(schema, pick), parseCreateTable(sql, pick, dialect), `${label} ${pick}: parsed`);
      assert.deepEqual(generate(schema, options), generate(sql, options), `${label} ${pick}: generated`);
    }
  });
}

test('the fixtures hold what the test above says: tables generated and refused, keys of every kind', () => {
  const parsed = (pick: string) => {
    const result = parseCreateTable(MYSQL, pick);
    assert.ok(result.ok, pick);
    return result.table;
  };
  assert.deepEqual(parsed('legal_case').primaryKey, ['case_no']);
  assert.equal(parsed('legal_case').columns.find((c) => c.name === 'case_no')?.nullable, false);
  assert.deepEqual(parsed('legal_case').columns.find((c) => c.name === 'court_id')?.references?.column, 'id');
  assert.equal(parsed('firm').columns.find((c) => c.name === 'code')?.unique, true);
  assert.deepEqual(parsed('lawyer').uniqueKeys, [['tenant_id', 'phone']]);
  assert.equal(parsed('lawyer').columns.find((c) => c.name === 'licence_no')?.unique, true);
  assert.equal(parsed('lawyer').columns.find((c) => c.name === 'mentor_id')?.references?.table, 'lawyer');
  assert.equal(generate(MYSQL, {...DEFAULT_OPTIONS, table: 'audit_log'}).ok, false);
  const matter = parseCreateTable(POSTGRES, 'legal.matter');
  assert.ok(matter.ok);
  assert.deepEqual(matter.table.columns.find((c) => c.name === 'status')?.enumValues, ['open', 'closed']);
  assert.equal(matter.table.columns.find((c) => c.name === 'client_id')?.references?.definition?.onlyKey, true);
});

test('a file read once answers for its dialect: another dialect in the options, or an unknown one, is an invalid option', () => {
  const schema = parseSchema(POSTGRES, 'postgresql');
  assert.deepEqual(generate(schema, {...DEFAULT_OPTIONS, table: 'legal.client', dialect: 'mysql'}), {
    ok: false,
    problem: {kind: 'invalid-option', option: 'dialect', value: 'mysql'},
  });
  assert.equal(generate(schema, {...DEFAULT_OPTIONS, table: 'legal.client', dialect: 'postgresql'}).ok, true);
  const unknown = parseSchema(POSTGRES, 'oracle' as DialectOption);
  const problem = {kind: 'invalid-option', option: 'dialect', value: 'oracle'};
  assert.deepEqual(parseCreateTable(unknown, 'legal.client'), {ok: false, problem});
  assert.deepEqual(parseCreateTable(POSTGRES, 'legal.client', 'oracle' as DialectOption), {ok: false, problem});
  assert.deepEqual(listTables(unknown), {ok: false, problem});
});

test('a file that cannot be read gives the same problem read once as from the SQL', () => {
  for (const sql of ['', '   ', "CREATE TABLE t (id INT PRIMARY KEY, note VARCHAR(10) DEFAULT 'open", 'SELECT 1;']) {
    const schema = parseSchema(sql);
    assert.deepEqual(listTables(schema), listTables(sql), JSON.stringify(sql));
    assert.deepEqual(parseCreateTable(schema), parseCreateTable(sql), JSON.stringify(sql));
    assert.deepEqual(generate(schema), generate(sql), JSON.stringify(sql));
  }
});
