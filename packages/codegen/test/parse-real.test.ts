// The parser on DDL as real schema files write it (issue 17, item 1): mysqldump and Navicat exports,
// pg_dump output, framework install scripts. Each construct has a snippet in the shape those tools
// write, and the test checks what the visitor gets from it: the table and its columns, or a problem
// that names the construct, with its line and column.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {listTables, parseCreateTable, type Column, type Problem, type Table} from '../src/index';

function tableOf(sql: string, pick = ''): Table {
  const result = parseCreateTable(sql, pick);
  assert.ok(result.ok, `expected a table, got ${JSON.stringify(result.ok ? undefined : result.problem)}`);
  return result.table;
}

function problemOf(sql: string, pick = ''): Problem {
  const result = parseCreateTable(sql, pick);
  assert.equal(result.ok, false, 'expected a problem');
  return result.ok ? assert.fail() : result.problem;
}

/** The 1-based line of the first line of `sql` that starts with `start`. */
function lineOf(sql: string, start: string): number {
  const index = sql.split('\n').findIndex((line) => line.startsWith(start));
  assert.ok(index >= 0, `no line starts with ${start}`);
  return index + 1;
}

function column(table: Table, name: string): Column {
  const found = table.columns.find((c) => c.name === name);
  assert.ok(found, `no column ${name} in ${table.columns.map((c) => c.name).join(', ')}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// MySQL

const MYSQLDUMP = `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!50503 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
DROP TABLE IF EXISTS \`sys_user\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
CREATE TABLE \`sys_user\` (
  \`user_id\` bigint NOT NULL AUTO_INCREMENT COMMENT '用户ID',
  \`user_name\` varchar(30) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL COMMENT '用户账号',
  \`login_code\` varchar(64) BINARY DEFAULT NULL,
  \`enabled\` bit(1) NOT NULL DEFAULT b'1' COMMENT '状态：1启用、0禁用',
  \`flags\` bit(8) DEFAULT x'0F',
  \`sex\` enum('0','1','2') DEFAULT '0' COMMENT '用户性别（0男 1女 2未知）',
  \`roles\` set('admin','editor') DEFAULT NULL,
  \`key\` varchar(64) DEFAULT NULL,
  type varchar(20) DEFAULT NULL,
  status char(1) DEFAULT '0',
  comment varchar(500) DEFAULT NULL,
  \`update_time\` datetime DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP COMMENT '更新时间',
  \`dept_id\` bigint DEFAULT NULL,
  PRIMARY KEY (\`user_id\`) USING BTREE,
  UNIQUE KEY \`uk_user_name\` (\`user_name\`),
  KEY \`idx_key\` (\`key\`),
  FULLTEXT KEY \`ft_comment\` (\`comment\`) /*!50100 WITH PARSER \`ngram\` */ ,
  CONSTRAINT \`fk_user_dept\` FOREIGN KEY (\`dept_id\`) REFERENCES \`sys_dept\` (\`dept_id\`) ON DELETE SET NULL
) ENGINE=InnoDB AUTO_INCREMENT=100 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci ROW_FORMAT=DYNAMIC COMMENT='用户信息表'
/*!50100 PARTITION BY HASH (\`user_id\`)
PARTITIONS 4 */;
/*!40101 SET character_set_client = @saved_cs_client */;
LOCK TABLES \`sys_user\` WRITE;
/*!40000 ALTER TABLE \`sys_user\` DISABLE KEYS */;
INSERT INTO \`sys_user\` VALUES (1,'admin',NULL,_binary '\\0',NULL,'0',NULL,NULL,NULL,'0','管理员; 不是 CREATE TABLE x (',NOW(),NULL),(2,'ry','it''s',b'1',NULL,'1','admin',NULL,NULL,'0','\\'quoted\\' ; ) (',NOW(),NULL);
/*!40000 ALTER TABLE \`sys_user\` ENABLE KEYS */;
UNLOCK TABLES;
DELIMITER ;;
/*!50003 CREATE*/ /*!50017 DEFINER=\`root\`@\`localhost\`*/ /*!50003 TRIGGER \`user_audit\` AFTER INSERT ON \`sys_user\` FOR EACH ROW BEGIN
    INSERT INTO sys_log (msg) VALUES ('created; (');
    SET @n = @n + 1;
  END */;;
DELIMITER ;
CREATE TABLE sys_dept (dept_id BIGINT PRIMARY KEY, dept_name VARCHAR(30));
`;

test('a mysqldump file: the tables, with INSERT rows, LOCK TABLES, versioned comments and a DELIMITER trigger passed over and counted', () => {
  const listing = listTables(MYSQLDUMP);
  assert.ok(listing.ok);
  assert.equal(listing.dialect, 'mysql');
  assert.deepEqual(
    listing.tables.map((t) => [t.name, t.comment, t.columns, t.position]),
    [
      ['sys_user', '用户信息表', 13, {line: 7, column: 1}],
      ['sys_dept', undefined, 2, {line: lineOf(MYSQLDUMP, 'CREATE TABLE sys_dept'), column: 1}],
    ],
  );
  assert.equal(listing.skipped.byKind['INSERT'], 1);
  assert.equal(listing.skipped.byKind['LOCK'], 1);
  assert.equal(listing.skipped.byKind['UNLOCK'], 1);
  assert.equal(listing.skipped.byKind['CREATE TRIGGER'], 1);
  assert.equal(listing.skipped.byKind['DROP TABLE'], 1);
});

test('mysqldump columns: BIT(1) with b literals, VARCHAR BINARY, ENUM and SET values, ON UPDATE, charset and collation', () => {
  const table = tableOf(MYSQLDUMP, 'sys_user');
  assert.equal(table.comment, '用户信息表');
  assert.deepEqual(table.primaryKey, ['user_id']);
  assert.equal(column(table, 'enabled').sqlType, 'BIT(1)');
  assert.equal(column(table, 'enabled').defaultValue, "b'1'");
  assert.equal(column(table, 'flags').sqlType, 'BIT');
  assert.equal(column(table, 'login_code').sqlType, 'VARCHAR');
  assert.equal(column(table, 'login_code').length, 64);
  assert.deepEqual(column(table, 'sex').enumValues, ['0', '1', '2']);
  assert.deepEqual(column(table, 'roles').enumValues, ['admin', 'editor']);
  assert.equal(column(table, 'roles').sqlType, 'SET');
  assert.equal(column(table, 'update_time').onUpdate, 'CURRENT_TIMESTAMP');
  assert.equal(column(table, 'user_name').unique, true);
  assert.equal(column(table, 'user_name').nullable, false);
});

test('a column named key (quoted) or type, status, comment (bare) is a column; KEY `idx` (…) is an index', () => {
  const table = tableOf(MYSQLDUMP, 'sys_user');
  for (const name of ['key', 'type', 'status', 'comment'])
    assert.equal(column(table, name).sqlType, name === 'status' ? 'CHAR' : 'VARCHAR');
  assert.equal(column(table, 'key').quoted, true);
  assert.equal(column(table, 'type').quoted, false);
  // PostgreSQL does not reserve `key`: a bare column of that name, beside a MySQL-style index.
  const bare = tableOf('CREATE TABLE setting (\n  id INT PRIMARY KEY,\n  key VARCHAR(64) NOT NULL,\n  index INT,\n  KEY idx_key (key)\n);');
  assert.deepEqual(
    bare.columns.map((c) => [c.name, c.sqlType]),
    [
      ['id', 'INT'],
      ['key', 'VARCHAR'],
      ['index', 'INT'],
    ],
  );
});

test('foreign keys: a table FOREIGN KEY, a column REFERENCES and pg_dump’s ALTER TABLE … ADD CONSTRAINT fill Column.references', () => {
  // The file defines sys_dept: what its key is comes along (a BIGINT nothing fills, a snowflake key).
  assert.deepEqual(column(tableOf(MYSQLDUMP, 'sys_user'), 'dept_id').references, {
    table: 'sys_dept',
    schema: undefined,
    column: 'dept_id',
    definition: {sqlType: 'BIGINT', onlyKey: true, autoIncrement: false, defaultValue: undefined},
  });
  const inline = tableOf('CREATE TABLE visit (id SERIAL PRIMARY KEY, pet_id INT REFERENCES clinic.pets ON DELETE CASCADE);');
  assert.deepEqual(column(inline, 'pet_id').references, {table: 'pets', schema: 'clinic', column: undefined});
  assert.deepEqual(column(tableOf(PG_DUMP, 'public.film'), 'language_id').references, {
    table: 'language',
    schema: 'public',
    column: 'language_id',
    definition: {sqlType: 'INTEGER', onlyKey: true, autoIncrement: true, defaultValue: undefined},
  });
});

test('a spatial column is unsupported-type at its type, also with an SRID in a versioned comment', () => {
  const sql =
    'CREATE TABLE address (\n  address_id SMALLINT UNSIGNED NOT NULL AUTO_INCREMENT,\n  location GEOMETRY NOT NULL /*!80003 SRID 0 */,\n  PRIMARY KEY (address_id),\n  SPATIAL KEY idx_location (location)\n) ENGINE=InnoDB;';
  assert.deepEqual(problemOf(sql), {
    kind: 'unsupported-type',
    column: 'location',
    type: 'GEOMETRY',
    dialect: 'mysql',
    at: {line: 3, column: 12},
  });
});

test('range partitions and a Navicat script with SET, BEGIN/COMMIT and a MySQL double-quoted comment are read', () => {
  const sql = `SET NAMES utf8mb4;\nSET FOREIGN_KEY_CHECKS = 0;\nBEGIN;\nCREATE TABLE \`log\` (\n  \`id\` int(11) NOT NULL AUTO_INCREMENT,\n  \`at\` datetime(3) NOT NULL,\n  PRIMARY KEY (\`id\`,\`at\`)\n) ENGINE=InnoDB COMMENT "日志表"\nPARTITION BY RANGE (YEAR(at)) (\n  PARTITION p2024 VALUES LESS THAN (2025),\n  PARTITION pmax VALUES LESS THAN MAXVALUE\n);\nCOMMIT;\nSET FOREIGN_KEY_CHECKS = 1;`;
  const table = tableOf(sql);
  assert.deepEqual(table.primaryKey, ['id', 'at']);
  assert.equal(table.comment, '日志表');
});

test('phpMyAdmin’s keys and AUTO_INCREMENT, written after the table as ALTER TABLE … ADD PRIMARY KEY / MODIFY', () => {
  const sql =
    'CREATE TABLE `post` (\n  `id` int(11) NOT NULL,\n  `title` varchar(200) NOT NULL\n) ENGINE=InnoDB;\nALTER TABLE `post`\n  ADD PRIMARY KEY (`id`),\n  ADD UNIQUE KEY `title` (`title`);\nALTER TABLE `post`\n  MODIFY `id` int(11) NOT NULL AUTO_INCREMENT, AUTO_INCREMENT=5;\nCOMMIT;';
  const table = tableOf(sql);
  assert.deepEqual(table.primaryKey, ['id']);
  assert.equal(column(table, 'id').autoIncrement, true);
  assert.equal(column(table, 'title').unique, true);
});

// ---------------------------------------------------------------------------------------------
// PostgreSQL

const PG_DUMP = `--
-- PostgreSQL database dump
--

\\restrict abc123

SET statement_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;

CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA public;
COMMENT ON EXTENSION pgcrypto IS 'cryptographic functions';

CREATE TYPE public.mpaa_rating AS ENUM (
    'G',
    'PG',
    'NC-17'
);
ALTER TYPE public.mpaa_rating OWNER TO postgres;

CREATE DOMAIN public.year AS integer
	CONSTRAINT year_check CHECK (((VALUE >= 1901) AND (VALUE <= 2155)));

CREATE FUNCTION public.last_updated() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    NEW.last_update = CURRENT_TIMESTAMP; -- it's a ( and a ;
    RETURN NEW;
END $$;

DO $body$ BEGIN RAISE NOTICE 'x;'; END $body$;

CREATE SEQUENCE public.film_film_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

CREATE TABLE public.film (
    film_id integer NOT NULL,
    title character varying(255) NOT NULL,
    description text,
    release_year public.year,
    language_id integer NOT NULL,
    rating public.mpaa_rating DEFAULT 'G'::public.mpaa_rating,
    last_update timestamp with time zone DEFAULT now() NOT NULL,
    "Special" text DEFAULT 'x'::character varying
);

ALTER TABLE public.film OWNER TO postgres;
ALTER SEQUENCE public.film_film_id_seq OWNED BY public.film.film_id;

CREATE TABLE public.language (
    language_id integer GENERATED ALWAYS AS IDENTITY,
    name character(20) NOT NULL
);

COMMENT ON TABLE public.film IS '影片';
COMMENT ON COLUMN public.film.title IS 'The title';

ALTER TABLE ONLY public.film ALTER COLUMN film_id SET DEFAULT nextval('public.film_film_id_seq'::regclass);

COPY public.film (film_id, title) FROM stdin;
1	ACADEMY DINOSAUR; it's (
2	ACE GOLDFINGER \\' "
\\.

ALTER TABLE ONLY public.film
    ADD CONSTRAINT film_pkey PRIMARY KEY (film_id);
ALTER TABLE ONLY public.film
    ADD CONSTRAINT film_title_key UNIQUE (title);
ALTER TABLE ONLY public.language
    ADD CONSTRAINT language_pkey PRIMARY KEY (language_id);
CREATE INDEX film_fulltext_idx ON public.film USING gist (title);
CREATE TRIGGER last_updated BEFORE UPDATE ON public.film FOR EACH ROW EXECUTE FUNCTION public.last_updated();
CREATE VIEW public.films AS SELECT film.title FROM public.film;
CREATE RULE r AS ON DELETE TO public.films DO INSTEAD NOTHING;
CREATE POLICY p ON public.film USING (true);
ALTER TABLE ONLY public.film
    ADD CONSTRAINT film_language_id_fkey FOREIGN KEY (language_id) REFERENCES public.language(language_id) ON UPDATE CASCADE ON DELETE RESTRICT;
REVOKE USAGE ON SCHEMA public FROM PUBLIC;
GRANT ALL ON SCHEMA public TO PUBLIC;

\\unrestrict abc123
`;

test('a pg_dump file: the tables with their schema, everything else passed over and counted, COPY data included', () => {
  const listing = listTables(PG_DUMP);
  assert.ok(listing.ok);
  assert.equal(listing.dialect, 'postgresql');
  assert.deepEqual(
    listing.tables.map((t) => [t.schema, t.name, t.comment, t.columns]),
    [
      ['public', 'film', '影片', 8],
      ['public', 'language', undefined, 2],
    ],
  );
  const kinds = listing.skipped.byKind;
  for (const kind of [
    'SET',
    'SELECT',
    'CREATE FUNCTION',
    'DO',
    'CREATE SEQUENCE',
    'ALTER SEQUENCE',
    'COPY',
    'CREATE INDEX',
    'CREATE TRIGGER',
    'CREATE VIEW',
    'CREATE RULE',
    'CREATE POLICY',
    'GRANT',
    'REVOKE',
    'CREATE EXTENSION',
    'COMMENT ON EXTENSION',
  ])
    assert.ok((kinds[kind] ?? 0) > 0, `${kind} not counted: ${JSON.stringify(kinds)}`);
});

test('pg_dump’s keys in ALTER TABLE ONLY, its nextval default, the enum type and the domain make the table', () => {
  const film = tableOf(PG_DUMP, 'film');
  assert.equal(film.schema, 'public');
  assert.deepEqual(film.primaryKey, ['film_id']);
  assert.equal(column(film, 'film_id').autoIncrement, true);
  assert.equal(column(film, 'film_id').nullable, false);
  assert.equal(column(film, 'title').unique, true);
  assert.equal(column(film, 'title').comment, 'The title');
  assert.equal(column(film, 'release_year').sqlType, 'INTEGER');
  assert.equal(column(film, 'rating').sqlType, 'ENUM');
  assert.deepEqual(column(film, 'rating').enumValues, ['G', 'PG', 'NC-17']);
  assert.equal(column(film, 'Special').quoted, true);
  assert.equal(film.quoted, false);
  const language = tableOf(PG_DUMP, 'PUBLIC.Language');
  assert.equal(column(language, 'language_id').autoIncrement, true);
  assert.deepEqual(language.primaryKey, ['language_id']);
});

test('a picked table that is not in the file is invalid-option table; without a pick, several tables are several-tables', () => {
  assert.deepEqual(problemOf(PG_DUMP, 'actor'), {kind: 'invalid-option', option: 'table', value: 'actor'});
  assert.deepEqual(problemOf(PG_DUMP), {
    kind: 'several-tables',
    names: ['film', 'language'],
    at: {line: lineOf(PG_DUMP, 'CREATE TABLE public.language'), column: 1},
  });
  const twoSchemas = 'CREATE TABLE a.t (id INT PRIMARY KEY);\nCREATE TABLE b.t (id INT PRIMARY KEY, x INT);';
  assert.deepEqual(problemOf(twoSchemas, 't'), {kind: 'several-tables', names: ['a.t', 'b.t'], at: {line: 2, column: 1}});
  assert.equal(tableOf(twoSchemas, 'b.t').columns.length, 2);
});

test('an array, a tsvector and a type the file does not define are unsupported-type, named as written', () => {
  const sql = (type: string) => `CREATE TABLE public.film (\n    film_id integer PRIMARY KEY,\n    extra ${type}\n);`;
  for (const type of ['text[]', 'tsvector', 'public.geometry(Point,4326)']) {
    const problem = problemOf(sql(type));
    assert.equal(problem.kind, 'unsupported-type');
    assert.deepEqual(problem.kind === 'unsupported-type' && [problem.column, problem.type, problem.at], [
      'extra',
      type === 'tsvector' ? 'TSVECTOR' : type === 'text[]' ? 'TEXT[]' : 'public.geometry(Point, 4326)',
      {line: 3, column: 11},
    ]);
  }
});

test('a comment on a table not in a one-table file is other-table; in a file of several tables, comments and keys of others are ignored', () => {
  const one = "CREATE TABLE film (id INT PRIMARY KEY);\nCOMMENT ON TABLE films IS 'x';";
  assert.deepEqual(problemOf(one), {kind: 'other-table', table: 'films', expected: 'film', at: {line: 2, column: 18}});
  const several = `${one}\nCREATE TABLE actor (id INT PRIMARY KEY);\nALTER TABLE ONLY public.staff ADD CONSTRAINT staff_pkey PRIMARY KEY (staff_id);`;
  assert.equal(tableOf(several, 'film').name, 'film');
});

test('a table that cannot be read keeps its problem, and the other tables of the file stay listed and usable', () => {
  const sql =
    'CREATE TABLE good (id INT PRIMARY KEY);\nCREATE TABLE bad (id INT PRIMARY KEY, name VARCHAR(20) NOT NUL);\nCREATE TABLE later (id INT PRIMARY KEY);';
  const listing = listTables(sql);
  assert.ok(listing.ok);
  assert.deepEqual(
    listing.tables.map((t) => t.name),
    ['good', 'bad', 'later'],
  );
  assert.deepEqual(problemOf(sql, 'bad'), {
    kind: 'unexpected',
    expected: {token: 'NULL'},
    found: 'NUL',
    at: {line: 2, column: sql.split('\n')[1]!.indexOf('NUL)') + 1},
  });
  assert.equal(tableOf(sql, 'later').name, 'later');
});
