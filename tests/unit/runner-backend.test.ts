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
import {DEFAULT_OPTIONS, parseCreateTable, uniqueChecks, uniqueMessages} from '@lexboot/codegen';
import {corpusPrograms} from '../support/corpus';
import {HOME_SAMPLES, TUTORIAL_SAMPLES} from '@site/src/demos/CodegenPlayground/samples';

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
    const backend = new Backend(plansOf(program.schema, program.table, program.options), 'en');
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
    const plans = plansOf(program.schema, program.table, program.options);
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

// What a visitor reads in the Run view: the seeded records read as real ones for what each column means,
// in the page's language; never a column's label with the row's number after it ("案号 23"), nor a
// dictionary item called "选项 2".
const SYS_USER = `CREATE TABLE sys_user (
  user_id     BIGINT(20)   NOT NULL AUTO_INCREMENT COMMENT '用户ID',
  user_name   VARCHAR(30)  NOT NULL UNIQUE COMMENT '用户账号',
  nick_name   VARCHAR(30)  NOT NULL COMMENT '用户昵称',
  email       VARCHAR(50)  DEFAULT '' COMMENT '用户邮箱',
  phonenumber VARCHAR(11)  DEFAULT '' COMMENT '手机号码',
  sex         CHAR(1)      DEFAULT '0' COMMENT '用户性别（0男 1女 2未知）',
  status      CHAR(1)      DEFAULT '0' COMMENT '帐号状态（0正常 1停用）',
  login_ip    VARCHAR(128) DEFAULT '' COMMENT '最后登录IP',
  login_date  DATETIME     COMMENT '最后登录时间',
  remark      VARCHAR(500) DEFAULT NULL COMMENT '备注',
  PRIMARY KEY (user_id)
) ENGINE=InnoDB COMMENT='用户信息表';`;

/** The back end of a table of `sql`, for a page in `locale`, and its first page of 20 rows. */
function seeded(sql: string, commentLocale: 'zh-CN' | 'en', locale: 'zh-CN' | 'en') {
  const table = /CREATE TABLE (\w+)/.exec(sql)![1]!;
  const parsed = parseCreateTable(sql, table, 'mysql');
  assert.ok(parsed.ok);
  const options = {...DEFAULT_OPTIONS, dialect: 'mysql' as const, table, commentLocale};
  const plans = plansOf(sql, parsed.table, options);
  const backend = new Backend(plans, locale);
  const rows = (backend.handle('GET', `/${plans[0]!.resource}`, {}).body.data as Page).items;
  return {backend, plan: plans[0]!, rows};
}

/** Values shaped as a placeholder: the field's label (either language) followed by a number, or an "Option n". */
function placeholders(plan: ReturnType<typeof plansOf>[number], rows: Record<string, unknown>[]): string[] {
  const found: string[] = [];
  for (const f of plan.fields)
    for (const row of rows) {
      const value = row[f.property];
      if (typeof value !== 'string') continue;
      const shaped = [f.label.zh, f.label.en].some((label) => value.startsWith(`${label} `) && /\d+$/.test(value));
      if (shaped || /^(选项|Option) \d+$/.test(value)) found.push(`${f.property}: ${value}`);
    }
  return found;
}

const CASE_NO = {'zh-CN': /^\(20\d\d\)[\u4e00-\u9fa5]\d{4}[\u4e00-\u9fa5]{1,2}\d{3,5}号$/, en: /^20\d\d-CV-\d{5}$/};
const CHINESE_NAME = /^[\u4e00-\u9fa5]{2,3}$/;
const ENGLISH_NAME = /^[A-Z][a-z]+ [A-Z][a-z]+$/;

for (const [site, locale] of [
  ['zh-Hans', 'zh-CN'],
  ['en', 'en'],
] as const) {
  test(`the home page's cases read as real ones (${locale}): case numbers, titles, statuses from the dictionary it seeds`, () => {
    for (const samples of [HOME_SAMPLES, TUTORIAL_SAMPLES]) {
      const {backend, plan, rows} = seeded(samples[site].sql, samples[site].commentLocale, locale);
      assert.equal(rows.length, 20);
      assert.deepEqual(placeholders(plan, rows), []);
      for (const row of rows) {
        assert.match(String(row.caseNo), CASE_NO[locale]);
        // A party against a party, and what the dispute is about.
        assert.match(String(row.title), locale === 'en' ? /^[A-Z][a-z]+ v\. .+/ : /^[\u4e00-\u9fa5]{2,3}诉.+(纠纷|争议)$/);
        if (typeof row.filedOn === 'string') assert.match(row.filedOn, /^202[45]-\d\d-\d\d$/);
      }
      assert.equal(new Set(rows.map((row) => row.caseNo)).size, rows.length, 'case numbers are unique');
      // The statuses a case goes through, in the page's language.
      const labels = backend.dicts.CASE_STATUS!.map((item) => item.label);
      assert.deepEqual(labels.slice(0, 3), locale === 'en' ? ['Open', 'In progress', 'Closed'] : ['待立案', '审理中', '已结案']);
      const values = new Set(backend.dicts.CASE_STATUS!.map((item) => item.value));
      assert.ok(rows.every((row) => values.has(row.status as string)));
    }
  });

  test(`a user table's records read as real ones (${locale}): names, logins, mobiles, e-mails, the legend's values`, () => {
    const {backend, plan, rows} = seeded(SYS_USER, 'zh-CN', locale);
    assert.deepEqual(placeholders(plan, rows), []);
    for (const row of rows) {
      assert.match(String(row.nickName), locale === 'en' ? ENGLISH_NAME : CHINESE_NAME);
      assert.match(String(row.userName), locale === 'en' ? /^[a-z]+\.[a-z]+$/ : /^[a-z]{4,16}$/);
      // Mainland mobiles of 11 digits; in English, the fictional 555-01xx numbers.
      assert.match(String(row.phonenumber), locale === 'en' ? /^555-01\d\d$/ : /^1[3-9]\d{9}$/);
      assert.match(String(row.email), /^[a-z.]+@example\.(com|cn)$/);
      assert.match(String(row.loginIp), /^192\.168\.\d{1,3}\.\d{1,3}$/);
      assert.ok(['0', '1', '2'].includes(String(row.sex)), `sex ${String(row.sex)} is a value of the legend`);
      assert.ok(['0', '1'].includes(String(row.status)), `status ${String(row.status)} is a value of the legend`);
      assert.notEqual(String(row.remark), '');
    }
    assert.equal(new Set(rows.map((row) => row.userName)).size, rows.length);
    assert.deepEqual(backend.dicts, {});
  });
}

test('every table of the corpus seeds records that its generated validation accepts, within their columns, with no placeholder', () => {
  const failures: string[] = [];
  let checked = 0;
  for (const program of corpusPrograms()) {
    const plans = plansOf(program.schema, program.table, program.options);
    const plan = plans[0]!;
    for (const locale of ['zh-CN', 'en'] as const) {
      const backend = new Backend(plans, locale);
      const resource = `/${plan.resource}`;
      const rows = (backend.handle('GET', resource, {size: 200}).body.data as Page).items;
      const where = `${program.name} (${locale})`;
      const shaped = placeholders(plan, rows);
      if (shaped.length > 0) failures.push(`${where}: ${shaped.slice(0, 3).join('; ')}`);
      for (const row of rows) {
        for (const f of plan.fields) {
          const value = row[f.property];
          const c = f.column;
          if (typeof value === 'string' && c.length !== undefined && ['CHAR', 'VARCHAR'].includes(c.sqlType) && value.length > c.length)
            failures.push(`${where}: ${f.property} ${JSON.stringify(value)} is longer than ${c.length}`);
          if (typeof value === 'number' && c.scale !== undefined && c.length !== undefined) {
            const [whole, fraction = ''] = String(Math.abs(value)).split('.');
            if (whole!.replace(/^0$/, '').length > c.length - c.scale || fraction.length > c.scale)
              failures.push(`${where}: ${f.property} ${value} does not fit ${c.sqlTypeText}`);
          }
          if (typeof value === 'number' && c.sqlType === 'TINYINT' && (value > 127 || value < -128))
            failures.push(`${where}: ${f.property} ${value} is not a TINYINT`);
        }
        // Saved back as it was read, a seeded record passes the generated service's checks.
        const key = plan.keys.map((k) => String(row[k.property])).join('/');
        const saved = backend.handle('PUT', `${resource}/${encodeURIComponent(key)}`, {...row});
        if (saved.status !== 200) failures.push(`${where}: record ${key} refused: ${JSON.stringify(saved.body.data)}`);
        checked += 1;
      }
    }
  }
  assert.ok(checked > 1000, `${checked} records checked`);
  assert.deepEqual(failures.slice(0, 40), []);
});
