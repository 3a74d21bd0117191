// The rules that keep real schemas from giving a wrong program silently (issue 17, item 2), one test
// each: a realistic table goes in, and what the generated code does is asserted (which fields the
// requests carry, what the entity maps, what the service stores). Where today's parser does not yet
// fill a fact of the column contract (ON UPDATE, ENUM values, foreign keys, quoting), the parsed table
// is given that fact, as the parser will. Every Java file written here must also parse.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse as parseJava} from 'java-parser';
import {DEFAULT_OPTIONS, generate, listTables, type Column, type GeneratedFile, type GeneratorOptions, type Table} from '../src/index';
import {backEndFiles} from '../src/java';
import {frontEndFiles} from '../src/frontend';
import {javaString, tsString} from '../src/escape';
import {plural, singular} from '../src/naming';
import {parseCreateTable} from '../src/parse';
import {planOf, type Field, type Plan} from '../src/plan';
import {javacCheck} from './support/checks';

/** The table of a CREATE TABLE statement, with some columns' facts set as the parser will set them. */
function table(sql: string, facts: Readonly<Record<string, Partial<Column>>> = {}, tableFacts: Partial<Table> = {}): Table {
  const parsed = parseCreateTable(sql);
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.problem));
  for (const name of Object.keys(facts))
    assert.ok(
      parsed.table.columns.some((c) => c.name === name),
      `no column ${name}`,
    );
  return {...parsed.table, ...tableFacts, columns: parsed.table.columns.map((c) => ({...c, ...facts[c.name]}))};
}

function planFor(t: Table, options: Partial<GeneratorOptions> = {}): Plan {
  const planned = planOf(t, {...DEFAULT_OPTIONS, ...options});
  if (!planned.ok) assert.fail(JSON.stringify(planned.problem));
  return planned.plan;
}

function field(plan: Plan, column: string): Field {
  const found = plan.fields.find((f) => f.column.name === column);
  assert.ok(found, `no field for ${column}`);
  return found;
}

/** The generated file whose path ends with `suffix`; each Java file must parse. */
function fileOf(files: readonly GeneratedFile[], suffix: string): string {
  const file = files.find((f) => f.path.endsWith(suffix));
  assert.ok(file, `no file ending with ${suffix}: ${files.map((f) => f.path).join(', ')}`);
  if (file.language === 'java') parseJava(file.content);
  return file.content;
}

const files = (plan: Plan) => [...backEndFiles(plan), ...frontEndFiles(plan)];

/** The components of a generated Java record, by name. */
function components(source: string): string[] {
  const body = /public record \w+\(([\s\S]*?)\) \{/.exec(source)?.[1] ?? '';
  // Annotations' arguments (`@Digits(integer = 8, fraction = 2)`) are no components.
  return [...body.replace(/@\w+\([^)]*\)/g, '').matchAll(/(\w+)\s*(?:,|$)/g)].map((m) => m[1] ?? '');
}

/** The annotations and the declaration of an entity's field, from its first annotation to its `;`. */
function entityField(source: string, property: string): string {
  const match = new RegExp(String.raw`((?:    @[^\n]+\n)*)    private \w+ ${property}\b[^;]*;`).exec(source);
  assert.ok(match, `no field ${property} in the entity`);
  return match[0];
}

test('rule 1: a serial, identity or nextval key is generated; a generated column of a composite key identifies the record alone', () => {
  // pg_dump writes a serial key as an integer with a nextval default.
  const dumped = planFor(
    table(`CREATE TABLE invoice_line (
      id integer DEFAULT nextval('invoice_line_id_seq'::regclass) NOT NULL PRIMARY KEY,
      description varchar(200) NOT NULL)`),
  );
  assert.equal(field(dumped, 'id').generated, true);
  const out = files(dumped);
  assert.match(entityField(fileOf(out, '/InvoiceLine.java'), 'id'), /@Id\n {4}@GeneratedValue\(strategy = GenerationType.IDENTITY\)/);
  assert.deepEqual(components(fileOf(out, '/InvoiceLineCreateRequest.java')), ['description']);

  // MySQL: an AUTO_INCREMENT column inside a composite key (the per-tenant numbering of old schemas).
  const composite = planFor(
    table(`CREATE TABLE tenant_order (
      tenant_id BIGINT NOT NULL,
      order_id BIGINT NOT NULL AUTO_INCREMENT,
      amount DECIMAL(12,2) NOT NULL,
      PRIMARY KEY (tenant_id, order_id),
      KEY idx_order (order_id))`),
  );
  assert.equal(composite.composite, false);
  assert.deepEqual(
    composite.keys.map((f) => f.column.name),
    ['order_id'],
  );
  const c = files(composite);
  const entity = fileOf(c, '/TenantOrder.java');
  assert.doesNotMatch(entity, /@IdClass/);
  assert.match(entityField(entity, 'orderId'), /@Id\n {4}@GeneratedValue\(strategy = GenerationType.IDENTITY\)/);
  // The other key column is set once, on create, and never updated.
  assert.match(entityField(entity, 'tenantId'), /updatable = false/);
  assert.doesNotMatch(entityField(entity, 'tenantId'), /@Id/);
  assert.deepEqual(components(fileOf(c, '/TenantOrderCreateRequest.java')), ['tenantId', 'amount']);
  assert.deepEqual(components(fileOf(c, '/TenantOrderUpdateRequest.java')), ['amount']);
  assert.equal(
    c.some((f) => f.path.endsWith('/TenantOrderId.java')),
    false,
  );
  assert.match(fileOf(c, '/TenantOrderService.java'), /public TenantOrderDto get\(Long id\)/);
});

test('rule 2: TINYINT(1) is a Boolean only for 0 and 1; a legend with other values makes it a number with options', () => {
  const plan = planFor(
    table(`CREATE TABLE member (
      id BIGINT AUTO_INCREMENT PRIMARY KEY,
      gender TINYINT(1) NOT NULL DEFAULT 0 COMMENT '0 未知 1 男 2 女',
      enabled TINYINT(1) NOT NULL DEFAULT 1 COMMENT '是否启用（0否 1是）')`),
  );
  const gender = field(plan, 'gender');
  assert.equal(gender.java.name, 'Integer');
  assert.equal(gender.mapping.ts, 'number');
  assert.deepEqual(gender.options, [
    {value: 0, label: {zh: '未知', en: 'Unknown'}},
    {value: 1, label: {zh: '男', en: 'Male'}},
    {value: 2, label: {zh: '女', en: 'Female'}},
  ]);
  assert.equal(field(plan, 'enabled').java.name, 'Boolean');
  const out = files(plan);
  assert.match(fileOf(out, '/Member.java'), /private Integer gender;/);
  assert.match(fileOf(out, '/types.ts'), /gender: number;/);
  assert.match(fileOf(out, '/types.ts'), /enabled: boolean;/);
});

test('issue 40: a TINYINT(1) legend of more than two codes, or of two that are not yes and no, keeps its labels in grid, search and form', () => {
  const plan = planFor(
    table(`CREATE TABLE oms_order (
      id BIGINT AUTO_INCREMENT PRIMARY KEY,
      order_status TINYINT(1) NOT NULL DEFAULT 0 COMMENT '订单状态 0 待发货 1 待收货 2 已取消 3 已完成',
      pay_status tinyint(1) DEFAULT NULL COMMENT '支付状态:0.未支付,1.支付成功,-1:支付失败',
      status TINYINT(1) NOT NULL DEFAULT 0 COMMENT '0-正常 1-停用',
      control TINYINT(1) DEFAULT NULL COMMENT '3可编辑 5可见(仅支持两种状态值3,5)',
      urgent TINYINT(1) NOT NULL DEFAULT 0 COMMENT '是否紧急 0否1是',
      expired TINYINT(1) DEFAULT NULL COMMENT '是否过期(0未过期，1已过期)',
      confirmed TINYINT(1) NOT NULL DEFAULT 0 COMMENT '已确认')`),
  );
  // Statuses 2 and 3 are numbers, shown and chosen by their labels; -1 is a value like the others.
  const orderStatus = field(plan, 'order_status');
  assert.equal(orderStatus.java.name, 'Integer');
  assert.deepEqual(
    orderStatus.options?.map((o) => [o.value, o.label.zh]),
    [
      [0, '待发货'],
      [1, '待收货'],
      [2, '已取消'],
      [3, '已完成'],
    ],
  );
  assert.deepEqual(
    field(plan, 'pay_status').options?.map((o) => o.value),
    [0, 1, -1],
  );
  // Two codes whose labels are not yes and no: 正常 and 停用 stay the labels.
  const status = field(plan, 'status');
  assert.equal(status.java.name, 'Integer');
  assert.deepEqual(status.options, [
    {value: 0, label: {zh: '正常', en: 'Normal'}},
    {value: 1, label: {zh: '停用', en: 'Disabled'}},
  ]);
  // A comment that names codes 3 and 5 without a legend the generator reads: a number, never true.
  assert.equal(field(plan, 'control').java.name, 'Integer');
  // Yes and no, however written, and no legend at all: a Boolean.
  for (const name of ['urgent', 'expired', 'confirmed']) assert.equal(field(plan, name).java.name, 'Boolean', name);
  const out = files(plan);
  const types = fileOf(out, '/types.ts');
  assert.match(types, /orderStatus: number;/);
  assert.match(types, /status: number;/);
  assert.match(types, /urgent: boolean;/);
  const page = fileOf(out, '/index.tsx');
  // The grid shows the label; the search and the form offer the labelled values.
  for (const property of ['orderStatus', 'status']) {
    assert.match(
      page,
      new RegExp(String.raw`\{field: '${property}',[^\n]*render: \(value\) => optionLabel\(options\.${property}, value\)`),
    );
    assert.ok(
      page
        .split('\n')
        .filter((line) => line.includes(`{name: '${property}',`) && line.includes(`type: 'select', options: options.${property}`)).length >=
        2,
      `${property} is no select in the search and the form`,
    );
  }
  const zh = fileOf(out, '/locales/zh-CN.ts');
  for (const label of ['待发货', '已完成', '正常', '停用']) assert.ok(zh.includes(`'${label}'`), label);
});

test('issue 40: a TINYINT(1) or small-int option column takes only the range of its options: another value is a validation error', () => {
  const plan = planFor(
    table(`CREATE TABLE oms_order (
      id BIGINT AUTO_INCREMENT PRIMARY KEY,
      order_status TINYINT(1) NOT NULL DEFAULT 0 COMMENT '订单状态 0 待发货 1 待收货 2 已取消 3 已完成',
      status TINYINT(1) NOT NULL COMMENT '0-正常 1-停用',
      pay_status SMALLINT DEFAULT NULL COMMENT '支付状态:0.未支付,1.支付成功,-1:支付失败',
      source TINYINT UNSIGNED COMMENT '订单来源：0->PC订单；1->app订单',
      urgent TINYINT(1) NOT NULL DEFAULT 0 COMMENT '是否紧急 0否1是')`),
  );
  const out = files(plan);
  for (const request of ['/OmsOrderCreateRequest.java', '/OmsOrderUpdateRequest.java']) {
    const source = fileOf(out, request);
    assert.match(source, /@Min\(0\) @Max\(3\) Integer orderStatus,/, request);
    assert.match(source, /@NotNull @Min\(0\) @Max\(1\) Integer status,/, request);
    assert.match(source, /@Min\(-1\) @Max\(1\) Integer payStatus,/, request);
    assert.match(source, /@Min\(0\) @Max\(1\) Integer source,/, request);
    assert.match(source, /[ (]Boolean urgent\)/, request);
    assert.match(source, /^import jakarta\.validation\.constraints\.Max;$/m, request);
  }
  assert.deepEqual(javacCheck([{name: 'oms-order', files: out}]).problems, []);
});

test('issue 40: a legend whose values the column cannot hold is no legend of it: pig’s CHAR(1) del_flag with -1：已删除', () => {
  const plan = planFor(
    table(`CREATE TABLE sys_post (
      post_id BIGINT NOT NULL PRIMARY KEY,
      post_name VARCHAR(50) NOT NULL COMMENT '岗位名称',
      del_flag CHAR(1) NOT NULL DEFAULT '0' COMMENT '是否删除  -1：已删除  0：正常')`),
  );
  const flag = field(plan, 'del_flag');
  assert.equal(flag.options, undefined);
  assert.equal(flag.label.zh, '是否删除  -1：已删除  0：正常');
  // What delete writes fits the CHAR(1) and differs from what a record that exists holds.
  assert.equal(plan.softDeleteValues?.exists, '0');
  assert.equal(String(plan.softDeleteValues?.deleted).length, 1);
  assert.notEqual(plan.softDeleteValues?.deleted, '0');
});

test('rule 3: only a numeric version column is an optimistic lock', () => {
  const numeric = planFor(table('CREATE TABLE doc (id BIGINT AUTO_INCREMENT PRIMARY KEY, version INT NOT NULL DEFAULT 0)'));
  assert.match(fileOf(backEndFiles(numeric), '/Doc.java'), /@Version\n/);
  const text = planFor(
    table("CREATE TABLE app_release (id BIGINT AUTO_INCREMENT PRIMARY KEY, version VARCHAR(20) NOT NULL COMMENT '版本号，如 1.2.0')"),
  );
  assert.equal(text.version, undefined);
  const out = backEndFiles(text);
  assert.doesNotMatch(fileOf(out, '/AppRelease.java'), /@Version/);
  // An ordinary field: written on create and update, compared by nobody.
  assert.deepEqual(components(fileOf(out, '/AppReleaseCreateRequest.java')), ['version']);
  assert.doesNotMatch(fileOf(out, '/AppReleaseService.java'), /OptimisticLocking/);
});

/** The control characters in a text, by code: C0, DEL, C1, U+2028 and U+2029. */
const controls = (text: string) =>
  Array.from(text, (c) => c.charCodeAt(0)).filter(
    (code) => code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029,
  );

test('rule 4: control characters in comments are escaped in Java and TypeScript strings and cannot break a comment', () => {
  const nasty = '状态\r\n\t说明\u2028第二行\u2029\u0000\u0007\u0085 */ D:\\uploads';
  // The TypeScript literal reads back as the text.
  assert.equal(eval(tsString(nasty)), nasty);
  assert.deepEqual(controls(tsString(nasty)), []);
  assert.deepEqual(controls(javaString(nasty)), []);
  // No \u escape for a line break in Java: Java turns it into a real line break before reading the string.
  assert.doesNotMatch(javaString(nasty), /\\u000[ad]/i);
  assert.match(javaString('a\u0001b1'), /^"a\\001b1"$/);

  const plan = planFor(
    table(`CREATE TABLE note (id BIGINT AUTO_INCREMENT PRIMARY KEY, body VARCHAR(50) COMMENT '${nasty.replace(/\\/g, '\\\\').replace(/'/g, "''")}')
      COMMENT='便签\r\n表'`),
  );
  assert.equal(field(plan, 'body').label.zh, nasty);
  const out = files(plan);
  for (const name of ['/Note.java', '/types.ts', '/locales/zh-CN.ts']) {
    const source = fileOf(out, name);
    // Line breaks between lines, and no other control character anywhere.
    assert.deepEqual(controls(source.replaceAll('\n', '')), [], name);
  }
  // The comment stays one comment: its `*/` cannot end it, and the field after it is still code.
  assert.match(fileOf(out, '/Note.java'), /\/\*\* 状态 说明 第二行 \* \/ D:\\\\uploads \*\/\n {4}@Column\(name = "body"/);
  assert.match(fileOf(out, '/types.ts'), /\/\*\* 状态 说明 第二行 \* \/ D:\\uploads \*\/\n {2}body: string \| null;/);
  assert.match(fileOf(out, '/locales/zh-CN.ts'), /body: '状态\\r\\n\\t说明\\u2028第二行\\u2029\\u0000\\u0007\\u0085 \*\/ D:\\\\uploads',/);
});

test('rule 5: columns the database maintains are read-only and read back after a save', () => {
  const plan = planFor(
    table(
      `CREATE TABLE payment (
        id BIGINT AUTO_INCREMENT PRIMARY KEY,
        amount DECIMAL(12,2) NOT NULL,
        paid_on DATE GENERATED ALWAYS AS (DATE(paid_at)) STORED,
        paid_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
        touched_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP)`,
      {touched_at: {onUpdate: 'CURRENT_TIMESTAMP'}},
    ),
  );
  for (const name of ['paid_on', 'paid_at', 'touched_at']) assert.equal(field(plan, name).databaseMaintained, true, name);
  const out = files(plan);
  const entity = fileOf(out, '/Payment.java');
  assert.match(entityField(entity, 'paidAt'), /@Generated\(event = EventType.INSERT\)\n.*insertable = false, updatable = false/);
  assert.match(
    entityField(entity, 'touchedAt'),
    /@Generated\(event = \{EventType.INSERT, EventType.UPDATE\}\)\n.*insertable = false, updatable = false/,
  );
  assert.match(entityField(entity, 'paidOn'), /@Generated\(event = \{EventType.INSERT, EventType.UPDATE\}\)/);
  assert.deepEqual(components(fileOf(out, '/PaymentCreateRequest.java')), ['amount']);
  assert.deepEqual(components(fileOf(out, '/PaymentUpdateRequest.java')), ['amount']);
  // Flushed, so that the values the database wrote are in the returned DTO.
  assert.match(
    fileOf(out, '/PaymentService.java'),
    /return toDto\(repository.saveAndFlush\(payment\)\);\n {4}\}\n\n {4}@Transactional\n {4}public PaymentDto update/,
  );
  assert.deepEqual(components(fileOf(out, '/PaymentDto.java')), ['id', 'amount', 'paidOn', 'paidAt', 'touchedAt']);
});

/** A user table in the style of RuoYi, the most copied Chinese admin framework. */
const RUOYI_USER = `CREATE TABLE sys_user (
  user_id      BIGINT(20)   NOT NULL AUTO_INCREMENT COMMENT '用户ID',
  user_name    VARCHAR(30)  NOT NULL COMMENT '用户账号',
  password     VARCHAR(100) NOT NULL COMMENT '密码',
  salt         VARCHAR(20)  DEFAULT '' COMMENT '盐加密',
  status       CHAR(1)      DEFAULT '0' COMMENT '帐号状态（0正常 1停用）',
  del_flag     CHAR(1)      DEFAULT '0' COMMENT '删除标志（0代表存在 2代表删除）',
  create_by    VARCHAR(64)  DEFAULT '' COMMENT '创建者',
  create_time  DATETIME     COMMENT '创建时间',
  update_by    VARCHAR(64)  DEFAULT '' COMMENT '更新者',
  update_time  DATETIME     COMMENT '更新时间',
  PRIMARY KEY (user_id)
) ENGINE=InnoDB COMMENT='用户信息表'`;

test('rule 6: audit columns of every convention are filled by Hibernate (times) and Spring Data auditing (users), and delete is logical', () => {
  const plan = planFor(table(RUOYI_USER));
  assert.deepEqual(
    plan.fields.filter((f) => f.audit).map((f) => [f.column.name, f.audit]),
    [
      ['create_by', 'created_by'],
      ['create_time', 'created_at'],
      ['update_by', 'updated_by'],
      ['update_time', 'updated_at'],
    ],
  );
  const out = files(plan);
  const entity = fileOf(out, '/SysUser.java');
  assert.match(entity, /@EntityListeners\(AuditingEntityListener.class\)/);
  assert.match(entityField(entity, 'createBy'), /@CreatedBy\n.*updatable = false/);
  assert.match(entityField(entity, 'createTime'), /@CreationTimestamp\n/);
  assert.match(entityField(entity, 'updateBy'), /@LastModifiedBy\n/);
  assert.match(entityField(entity, 'updateTime'), /@UpdateTimestamp\n/);
  // RuoYi's legend says '2' is deleted and '0' exists; the flag is nullable, so a row holding NULL exists too.
  assert.match(
    entity,
    /@SQLDelete\(sql = "UPDATE sys_user SET del_flag = '2' WHERE user_id = \?"\)\n@SQLRestriction\("\(del_flag = '0' OR del_flag IS NULL\)"\)/,
  );
  assert.match(entityField(entity, 'delFlag'), /private String delFlag = "0";/);
  for (const request of ['/SysUserCreateRequest.java', '/SysUserUpdateRequest.java', '/SysUserQuery.java']) {
    const names = components(fileOf(out, request));
    for (const name of ['createBy', 'createTime', 'updateBy', 'updateTime', 'delFlag'])
      assert.ok(!names.includes(name), `${request}: ${name}`);
  }
  assert.ok(!components(fileOf(out, '/SysUserDto.java')).includes('delFlag'));

  // Other conventions: gmt_create/gmt_modified, creator/updater, and MyBatis-Plus's numeric deleted flag.
  const mp = planFor(
    table(`CREATE TABLE t_article (
      id BIGINT AUTO_INCREMENT PRIMARY KEY, title VARCHAR(100) NOT NULL,
      creator BIGINT, updater BIGINT, gmt_create DATETIME, gmt_modified DATETIME,
      deleted TINYINT NOT NULL DEFAULT 0,
      version INT NOT NULL DEFAULT 0)`),
    {tablePrefix: 't_'},
  );
  assert.deepEqual(
    mp.fields.filter((f) => f.audit).map((f) => f.audit),
    ['created_by', 'updated_by', 'created_at', 'updated_at'],
  );
  assert.deepEqual(mp.softDeleteValues, {deleted: 1, exists: 0, nullExists: false});
  // With a version, Hibernate binds it after the key.
  assert.match(
    fileOf(backEndFiles(mp), '/Article.java'),
    /@SQLDelete\(sql = "UPDATE t_article SET deleted = 1 WHERE id = \? AND version = \?"\)\n@SQLRestriction\("deleted = 0"\)/,
  );
  assert.deepEqual(components(fileOf(backEndFiles(mp), '/ArticleCreateRequest.java')), ['title']);
});

test('rule 7: secrets never leave the server; a password is stored as its PasswordEncoder hash and kept when left blank', () => {
  const plan = planFor(table(RUOYI_USER));
  const password = field(plan, 'password');
  assert.deepEqual(
    [password.secret, password.inResponse, password.listed, password.searchable, password.exported, password.writable],
    [true, false, false, false, false, true],
  );
  // A salt is PasswordEncoder's business: nobody writes it, nobody reads it.
  const salt = field(plan, 'salt');
  assert.deepEqual([salt.secret, salt.writable, salt.inResponse], [true, false, false]);
  // A NOT NULL salt without a default still gets a value on insert.
  const strictSalt = planFor(
    table('CREATE TABLE account (id BIGINT AUTO_INCREMENT PRIMARY KEY, password VARCHAR(100) NOT NULL, salt VARCHAR(20) NOT NULL)'),
  );
  assert.match(entityField(fileOf(backEndFiles(strictSalt), '/Account.java'), 'salt'), /private String salt = "";/);
  const out = files(plan);
  assert.ok(!components(fileOf(out, '/SysUserDto.java')).includes('password'));
  assert.ok(!components(fileOf(out, '/SysUserQuery.java')).includes('password'));
  assert.doesNotMatch(fileOf(out, '/types.ts').split('export interface SysUserForm')[0] ?? '', /password|salt/);
  assert.match(fileOf(out, '/SysUserCreateRequest.java'), /@NotBlank String password,/);
  // Blank in an update means "keep it": neither required nor bounded by the hash's column length.
  assert.match(fileOf(out, '/SysUserUpdateRequest.java'), /^ {8}String password,$/m);
  const service = fileOf(out, '/SysUserService.java');
  assert.match(service, /import org.springframework.security.crypto.password.PasswordEncoder;/);
  const hashed =
    /if \(request.password\(\) != null && !request.password\(\).isBlank\(\)\) \{\n {12}sysUser.setPassword\(passwordEncoder.encode\(request.password\(\)\)\);\n {8}\}/g;
  assert.equal([...service.matchAll(hashed)].length, 2, 'create and update both hash');
  assert.doesNotMatch(service, /setPassword\(request.password\(\)\)|getPassword\(\)|getSalt\(\)/);
  const page = fileOf(out, '/index.tsx');
  assert.match(page, /field: 'userName'/);
  // The form writes the password into a password input; the grid, the search and the detail view never show it.
  const section = (start: string) => page.slice(page.indexOf(start), page.indexOf('\n    ],', page.indexOf(start)));
  const form = page.slice(page.indexOf('function formFields'), page.indexOf('\n  ];', page.indexOf('function formFields')));
  assert.match(form, /\{name: 'password', label: t\('field.password'\), type: 'password'[,}]/);
  assert.doesNotMatch(form, /'salt'/);
  for (const start of ['const searchFields', 'const columns', 'const detailFields']) {
    assert.ok(page.includes(start), start);
    assert.doesNotMatch(section(start), /'password'|'salt'/, start);
  }

  // Other secrets by name; a count of tokens is not one.
  const other = planFor(
    table(
      'CREATE TABLE api_client (id BIGINT AUTO_INCREMENT PRIMARY KEY, api_key VARCHAR(64), access_token VARCHAR(200), client_secret VARCHAR(64), token_count INT, pwd VARCHAR(100))',
    ),
  );
  assert.deepEqual(
    other.fields.filter((f) => f.secret).map((f) => f.column.name),
    ['api_key', 'access_token', 'client_secret', 'pwd'],
  );
});

test('rule 8: @Table and @Column name what the database holds under Spring Boot 3 naming', () => {
  // PostgreSQL folds an unquoted UserName to username, and keeps a quoted "DisplayName".
  const pg = planFor(
    table('CREATE TABLE ClientAccount (id BIGSERIAL PRIMARY KEY, UserName VARCHAR(50) NOT NULL, "DisplayName" VARCHAR(100), "order" INT)', {
      DisplayName: {quoted: true},
      order: {quoted: true},
    }),
  );
  const entity = fileOf(backEndFiles(pg), '/ClientAccount.java');
  assert.match(entity, /@Table\(name = "clientaccount"\)/);
  assert.match(entity, /@Column\(name = "username", nullable = false, length = 50\)\n {4}private String userName;/);
  assert.match(entity, /@Column\(name = "`DisplayName`", length = 100\)/);
  assert.match(entity, /@Column\(name = "`order`"\)/);
  // Spring Boot 3's strategy lower-cases even quoted names: the entity says what it needs.
  assert.match(entity, /\{@code DisplayName\} keeps its capitals[\s\S]*PhysicalNamingStrategyStandardImpl/);

  // MySQL keeps names as written; its column names compare without case, so lower case is right under any strategy.
  const mysql = planFor(table('CREATE TABLE `Customer` (`Id` BIGINT AUTO_INCREMENT PRIMARY KEY, `FirstName` VARCHAR(50))'));
  const mysqlEntity = fileOf(backEndFiles(mysql), '/Customer.java');
  assert.match(mysqlEntity, /@Column\(name = "firstname", length = 50\)/);
  assert.match(mysqlEntity, /@Table\(name = "`Customer`"\)/);
  assert.match(mysqlEntity, /\{@code Customer\} keeps its capitals/);
  // Lower snake case needs nothing.
  assert.doesNotMatch(fileOf(backEndFiles(planFor(table(RUOYI_USER))), '/SysUser.java'), /capitals|`/);
});

test('rule 9: plural table names give singular entities and plural paths; a trailing 表 leaves the title', () => {
  const cases: [string, string, string][] = [
    ['owners', 'Owner', 'owners'],
    ['categories', 'Category', 'categories'],
    ['addresses', 'Address', 'addresses'],
    ['statuses', 'Status', 'statuses'],
    ['order_statuses', 'OrderStatus', 'order-statuses'],
    ['news', 'News', 'news'],
    ['series', 'Series', 'series'],
    ['data', 'Data', 'data'],
    ['legal_case', 'LegalCase', 'legal-cases'],
    ['boxes', 'Box', 'boxes'],
    ['movies', 'Movie', 'movies'],
    ['people', 'Person', 'people'],
    ['UserRoles', 'UserRole', 'user-roles'],
  ];
  for (const [name, entity, resource] of cases) {
    const plan = planFor(table(`CREATE TABLE ${name} (id BIGINT AUTO_INCREMENT PRIMARY KEY)`));
    assert.deepEqual([plan.entity, plan.resource], [entity, resource], name);
    assert.match(fileOf(backEndFiles(plan), `/${entity}Controller.java`), new RegExp(`@RequestMapping\\("/api/${resource}"\\)`));
  }
  assert.deepEqual(
    [singular('case'), singular('address'), singular('status'), plural('status'), plural('news')],
    ['case', 'address', 'status', 'statuses', 'news'],
  );
  assert.equal(planFor(table(RUOYI_USER)).label.zh, '用户信息');
  assert.equal(planFor(table("CREATE TABLE t (id INT PRIMARY KEY) COMMENT='表'")).label.zh, '表');
  assert.match(fileOf(frontEndFiles(planFor(table(RUOYI_USER))), '/locales/zh-CN.ts'), /title: '用户信息',/);
});

test('rule 10: a legend in a comment gives the label and options; an ENUM gives options', () => {
  const plan = planFor(
    table(
      `CREATE TABLE customer (
        id BIGINT AUTO_INCREMENT PRIMARY KEY,
        status CHAR(1) DEFAULT '0' COMMENT '状态（0正常 1停用）',
        sex CHAR(1) COMMENT '性别（0男 1女 2未知）',
        kind INT COMMENT '类型(1:个人,2:企业)',
        menu_type CHAR(1) COMMENT '菜单类型（M目录 C菜单 F按钮）',
        timeout INT COMMENT '超时（30秒）',
        mobile VARCHAR(11) COMMENT '手机号 11位',
        source INT COMMENT '来源 1官网 2门店',
        level ENUM('bronze','silver','gold_plus') COMMENT '等级')`,
      {level: {enumValues: ['bronze', 'silver', 'gold_plus']}},
    ),
  );
  const status = field(plan, 'status');
  assert.deepEqual(status.label, {zh: '状态', en: 'Status'});
  assert.deepEqual(status.options, [
    {value: '0', label: {zh: '正常', en: 'Normal'}},
    {value: '1', label: {zh: '停用', en: 'Disabled'}},
  ]);
  assert.deepEqual(
    field(plan, 'sex').options?.map((o) => o.label.zh),
    ['男', '女', '未知'],
  );
  assert.deepEqual(field(plan, 'kind').options, [
    {value: 1, label: {zh: '个人', en: 'Individual'}},
    {value: 2, label: {zh: '企业', en: 'Enterprise'}},
  ]);
  assert.deepEqual(
    field(plan, 'menu_type').options?.map((o) => o.value),
    ['M', 'C', 'F'],
  );
  // One value in brackets is a unit, not a dictionary.
  assert.equal(field(plan, 'timeout').options, undefined);
  assert.equal(field(plan, 'timeout').label.zh, '超时（30秒）');
  assert.equal(field(plan, 'mobile').options, undefined);
  assert.deepEqual(
    [field(plan, 'source').label.zh, field(plan, 'source').options?.map((o) => [o.value, o.label.zh])],
    [
      '来源',
      [
        [1, '官网'],
        [2, '门店'],
      ],
    ],
  );
  assert.deepEqual(
    field(plan, 'level').options?.map((o) => [o.value, o.label.en]),
    [
      ['bronze', 'Bronze'],
      ['silver', 'Silver'],
      ['gold_plus', 'Gold plus'],
    ],
  );
  // An option is matched exactly in the list's query, not as a substring ('1' would find '10').
  assert.match(fileOf(backEndFiles(plan), '/CustomerService.java'), /cb.equal\(root.get\("status"\), query.status\(\)\)/);
  assert.match(fileOf(frontEndFiles(plan), '/locales/zh-CN.ts'), /status: '状态',/);

  // English comments, as "status: 1=active, 2=locked".
  const en = planFor(table("CREATE TABLE account (id BIGINT AUTO_INCREMENT PRIMARY KEY, state INT COMMENT 'status: 1=active, 2=locked')"), {
    commentLocale: 'en',
  });
  assert.deepEqual(field(en, 'state').label.en, 'Status');
  assert.deepEqual(field(en, 'state').options, [
    {value: 1, label: {zh: 'active', en: 'Active'}},
    {value: 2, label: {zh: 'locked', en: 'Locked'}},
  ]);
});

test('rule 11: a foreign key is a typed reference to the other table, kept as its id in the Java', () => {
  const plan = planFor(
    table(
      `CREATE TABLE t_pet (
        id BIGINT AUTO_INCREMENT PRIMARY KEY,
        name VARCHAR(30) NOT NULL,
        owner_id BIGINT NOT NULL,
        type_id INT COMMENT '品种')`,
      {
        owner_id: {references: {table: 't_owners', schema: undefined, column: 'id'}},
        type_id: {references: {table: 'types', schema: undefined, column: undefined}},
      },
    ),
    {tablePrefix: 't_'},
  );
  assert.deepEqual(field(plan, 'owner_id').reference, {table: 't_owners', entity: 'Owner', resource: 'owners', column: 'id'});
  assert.deepEqual(field(plan, 'type_id').reference, {table: 'types', entity: 'Type', resource: 'types', column: 'id'});
  // Named after the other table when the column has no comment of its own, in each language.
  assert.deepEqual(field(plan, 'owner_id').label, {zh: '所有者', en: 'Owner'});
  assert.equal(field(plan, 'type_id').label.zh, '品种');
  const out = files(plan);
  const entity = fileOf(out, '/Pet.java');
  assert.match(
    entity,
    /\/\*\* Refers to \{@code t_owners.id\} \(Owner\). \*\/\n {4}@Column\(name = "owner_id", nullable = false\)\n {4}private Long ownerId;/,
  );
  assert.doesNotMatch(entity, /@ManyToOne/);
  assert.match(fileOf(out, '/types.ts'), /\/\*\* Refers to `t_owners.id` \(Owner\). \*\/\n {2}ownerId: number;/);
  assert.deepEqual(components(fileOf(out, '/PetCreateRequest.java')), ['name', 'ownerId', 'typeId']);
});

test('a column of a PostgreSQL enum type is a select of its values, written with a cast to the type', () => {
  const sql = [
    "CREATE TYPE public.mpaa_rating AS ENUM ('G', 'PG', 'PG-13', 'R', 'NC-17');",
    'CREATE TABLE public.film (',
    '    film_id integer NOT NULL,',
    '    title text NOT NULL,',
    "    rating public.mpaa_rating DEFAULT 'G'::public.mpaa_rating",
    ');',
    'ALTER TABLE ONLY public.film ADD CONSTRAINT film_pkey PRIMARY KEY (film_id);',
  ].join('\n');
  const plan = planFor(table(sql));
  assert.deepEqual(
    field(plan, 'rating').options?.map((o) => o.value),
    ['G', 'PG', 'PG-13', 'R', 'NC-17'],
  );
  const entity = fileOf(backEndFiles(plan), '/Film.java');
  // Without the cast PostgreSQL refuses the insert: column "rating" is of type mpaa_rating but expression is of type character varying.
  assert.match(
    entity,
    /@ColumnTransformer\(write = "\?::public\.mpaa_rating"\)\n {4}@Column\(name = "rating"\)\n {4}private String rating;/,
  );
  assert.match(entity, /^import org\.hibernate\.annotations\.ColumnTransformer;$/m);
  assert.doesNotMatch(entity.split('private String rating')[0]!.split('private String title')[1]!, /JdbcTypeCode/);
});

test('rule 6: an audit name on a column auditing cannot fill (a time kept as text) is an ordinary column', () => {
  const plan = planFor(
    table(
      "CREATE TABLE notice (id BIGINT AUTO_INCREMENT PRIMARY KEY, title VARCHAR(50) NOT NULL, create_time VARCHAR(20) COMMENT '创建时间', create_by BIGINT, update_time DATETIME)",
    ),
  );
  assert.deepEqual(
    plan.fields.filter((f) => f.audit).map((f) => [f.column.name, f.audit]),
    [
      ['create_by', 'created_by'],
      ['update_time', 'updated_at'],
    ],
  );
  const createTime = field(plan, 'create_time');
  assert.equal(createTime.writable, true);
  const entity = fileOf(files(plan), '/Notice.java');
  assert.doesNotMatch(entityField(entity, 'createTime'), /@CreationTimestamp|@CreatedDate/);
  assert.match(entityField(entity, 'createBy'), /@CreatedBy\n/);
  assert.match(entityField(entity, 'updateTime'), /@UpdateTimestamp\n/);
});

// ---------------------------------------------------------------------------------------------
// Issue 26: schemas the generator had never seen.

test('issue 26.1: the tables of one CREATE SCHEMA … CREATE TABLE … CREATE TABLE … statement are listed, in that schema', () => {
  // PostgreSQL's schema elements, as a hand-written install script has them, followed by a query.
  const sql = `CREATE SCHEMA billing AUTHORIZATION app_owner
  CREATE TABLE customers (
    customer_id BIGSERIAL PRIMARY KEY,
    name VARCHAR(200) NOT NULL
  )
  CREATE TABLE invoices (
    id BIGSERIAL PRIMARY KEY,
    customer_id BIGINT NOT NULL REFERENCES customers,
    amount NUMERIC(12,2) NOT NULL
  )
  CREATE VIEW open_invoices AS SELECT * FROM invoices WHERE amount > 0
  GRANT SELECT ON invoices TO reporting;
SELECT count(*) FROM billing.invoices;`;
  const listing = listTables(sql);
  assert.ok(listing.ok);
  assert.deepEqual(
    listing.tables.map((t) => `${t.schema}.${t.name} (${t.columns})`),
    ['billing.customers (2)', 'billing.invoices (3)'],
  );
  assert.equal(listing.dialect, 'postgresql');
  assert.deepEqual(listing.skipped.byKind, {'CREATE SCHEMA': 1, 'CREATE VIEW': 1, GRANT: 1, SELECT: 1});
  const invoices = table2(sql, 'billing.invoices');
  assert.equal(invoices.schema, 'billing');
  assert.deepEqual(
    invoices.columns.map((c) => c.name),
    ['id', 'customer_id', 'amount'],
  );
  // MySQL's CREATE SCHEMA is CREATE DATABASE: its options are no tables.
  const mysql = listTables('CREATE SCHEMA IF NOT EXISTS shop DEFAULT CHARACTER SET utf8mb4;\nCREATE TABLE shop.item (id INT PRIMARY KEY);');
  assert.ok(mysql.ok);
  assert.deepEqual(
    mysql.tables.map((t) => t.name),
    ['item'],
  );
});

/** The table named `name` of a file that defines several. */
function table2(sql: string, name: string): Table {
  const parsed = parseCreateTable(sql, name);
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.problem));
  return parsed.table;
}

test('issue 26.2: a soft-delete flag deletes and keeps values of its type: a nullable flag, DEFAULT NULL, a legend of letters', () => {
  // MyBatis-Plus style, nullable with DEFAULT NULL: no NaN, and a row holding NULL exists.
  const mp = planFor(
    table(`CREATE TABLE cms_article (
      id BIGINT NOT NULL AUTO_INCREMENT, title VARCHAR(200) NOT NULL,
      is_deleted INT NULL DEFAULT NULL COMMENT '是否删除',
      PRIMARY KEY (id))`),
  );
  assert.deepEqual(mp.softDeleteValues, {deleted: 1, exists: 0, nullExists: true});
  const article = fileOf(backEndFiles(mp), '/CmsArticle.java');
  assert.match(
    article,
    /@SQLDelete\(sql = "UPDATE cms_article SET is_deleted = 1 WHERE id = \?"\)\n@SQLRestriction\("\(is_deleted = 0 OR is_deleted IS NULL\)"\)/,
  );
  assert.match(entityField(article, 'isDeleted'), /private Integer isDeleted = 0;/);
  assert.doesNotMatch(article, /NaN/);

  // A CHAR flag with DEFAULT NULL and a legend of letters: 'Y' deletes, 'N' exists, never 'NULL'.
  const lettered = planFor(
    table(`CREATE TABLE bas_customer (
      id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, cust_name VARCHAR(100) NOT NULL,
      del_flag CHAR(1) DEFAULT NULL COMMENT '删除标记：Y-已删除，N-未删除')`),
  );
  assert.deepEqual(lettered.softDeleteValues, {deleted: 'Y', exists: 'N', nullExists: true});
  const customer = fileOf(backEndFiles(lettered), '/BasCustomer.java');
  assert.match(customer, /@SQLDelete\(sql = "UPDATE bas_customer SET del_flag = 'Y' WHERE id = \?"\)/);
  assert.match(customer, /@SQLRestriction\("\(del_flag = 'N' OR del_flag IS NULL\)"\)/);
  assert.doesNotMatch(customer, /'NULL'|"NULL"/);

  // Without a legend, DEFAULT NULL says nothing: RuoYi's '2' and '0'.
  const bare = planFor(table(`CREATE TABLE t_note (id INT PRIMARY KEY, body TEXT, del_flag CHAR(1) DEFAULT NULL)`));
  assert.deepEqual(bare.softDeleteValues, {deleted: '2', exists: '0', nullExists: true});
});

test('issue 26.3: a secret by what the name says: a salt is never written, a flag is no secret, a data source password is kept as written', () => {
  const user = planFor(
    table(`CREATE TABLE sys_user (
      user_id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
      user_name VARCHAR(30) NOT NULL,
      password VARCHAR(100) DEFAULT '' COMMENT '密码',
      password_salt VARCHAR(20) DEFAULT '' COMMENT '盐加密',
      password_expire_flag CHAR(1) DEFAULT '0' COMMENT '密码过期（0否 1是）',
      pwd_update_date DATETIME COMMENT '密码最后更新时间')`),
  );
  const summary = (plan: Plan) =>
    plan.fields.map((f) => `${f.column.name}:${f.secret ? (f.hashed ? 'hashed' : 'secret') : 'plain'}${f.writable ? '' : ':unwritten'}`);
  assert.deepEqual(summary(user), [
    'user_id:plain:unwritten',
    'user_name:plain',
    'password:hashed',
    'password_salt:secret:unwritten',
    'password_expire_flag:plain',
    'pwd_update_date:plain',
  ]);
  const service = fileOf(backEndFiles(user), '/SysUserService.java');
  assert.doesNotMatch(service, /encode\(request\.(passwordSalt|passwordExpireFlag)\(\)\)/);
  assert.match(service, /setPasswordExpireFlag\(request\.passwordExpireFlag\(\)\)/);

  // ruoyi-vue-pro's data source: the application connects with this password, so it is kept as written (write-only).
  const dataSource = planFor(
    table(`CREATE TABLE infra_data_source_config (
      id BIGINT NOT NULL AUTO_INCREMENT COMMENT '主键编号',
      name VARCHAR(100) NOT NULL DEFAULT '' COMMENT '参数名称',
      url VARCHAR(1024) NOT NULL COMMENT '数据源连接',
      username VARCHAR(255) NOT NULL COMMENT '用户名',
      password VARCHAR(255) NOT NULL DEFAULT '' COMMENT '密码',
      PRIMARY KEY (id))`),
  );
  assert.deepEqual(summary(dataSource).slice(3), ['username:plain', 'password:secret']);
  const dsFiles = backEndFiles(dataSource);
  assert.doesNotMatch(fileOf(dsFiles, '/InfraDataSourceConfigService.java'), /PasswordEncoder/);
  assert.ok(!components(fileOf(dsFiles, '/InfraDataSourceConfigDto.java')).includes('password'));
});

test('issue 26.4: a NOT NULL column with a DEFAULT is optional in create and update alike, and an update that leaves it out keeps it', () => {
  const plan = planFor(
    table(`CREATE TABLE sys_post (
      post_id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
      post_code VARCHAR(64) NOT NULL COMMENT '岗位编码',
      remark VARCHAR(500) NOT NULL DEFAULT '' COMMENT '备注',
      sort INT NOT NULL DEFAULT 0)`),
  );
  const out = backEndFiles(plan);
  const create = fileOf(out, '/SysPostCreateRequest.java');
  const update = fileOf(out, '/SysPostUpdateRequest.java');
  for (const request of [create, update]) {
    assert.match(request, /@NotBlank @Size\(max = 64\) String postCode,/);
    assert.match(request, /^ {8}@Size\(max = 500\) String remark,$/m);
    assert.match(request, /^ {8}Integer sort\) \{$/m);
  }
  const service = fileOf(out, '/SysPostService.java');
  assert.match(service, /if \(request\.remark\(\) != null\) \{\n {12}sysPost\.setRemark\(request\.remark\(\)\);\n {8}\}/);
  assert.match(service, /if \(request\.sort\(\) != null\) \{\n {12}sysPost\.setSort\(request\.sort\(\)\);/);
});

test('issue 26.5: a foreign key that names no column refers to the other table’s primary key', () => {
  const sql = `CREATE TABLE customers (customer_no BIGINT PRIMARY KEY, name VARCHAR(100));
CREATE TABLE orders (id BIGINT PRIMARY KEY, customer BIGINT REFERENCES customers, placed_by BIGINT REFERENCES staff);`;
  const orders = table2(sql, 'orders');
  assert.deepEqual(orders.columns[1]!.references, {
    table: 'customers',
    schema: undefined,
    column: 'customer_no',
    definition: {sqlType: 'BIGINT', onlyKey: true, autoIncrement: false, defaultValue: undefined},
  });
  const plan = planFor(orders);
  assert.equal(field(plan, 'customer').reference?.column, 'customer_no');
  assert.match(fileOf(frontEndFiles(plan), '/index.tsx'), /lookup\('\/customers', 'customerNo'\)/);
  // A table the file does not define: its key is unknown, and the convention (`id`) stays.
  assert.equal(field(plan, 'placed_by').reference?.column, 'id');
});

test('issue 26.6: columns named after reserved words of the dialect are quoted in the entity and in native SQL', () => {
  // ruoyi-vue-pro's infra_codegen and similar tables: MySQL 8 reserves usage, sql and database.
  const mysql = planFor(
    table(`CREATE TABLE infra_db_usage (
      id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
      \`database\` VARCHAR(64) NOT NULL COMMENT '数据库',
      \`usage\` VARCHAR(32) COMMENT '用途',
      \`sql\` TEXT COMMENT 'SQL',
      \`rank\` INT,
      deleted BIT(1) NOT NULL DEFAULT b'0',
      status TINYINT)`),
  );
  const entity = fileOf(backEndFiles(mysql), '/InfraDbUsage.java');
  for (const name of ['database', 'usage', 'sql', 'rank']) assert.match(entity, new RegExp(`@Column\\(name = "\`${name}\`"`), name);
  assert.match(entity, /@Column\(name = "status"\)/);
  // PostgreSQL reserves none of these: they stay bare there.
  const pg = planFor(table('CREATE TABLE db_usage (id BIGSERIAL PRIMARY KEY, usage VARCHAR(32), sql TEXT, "database" VARCHAR(64))'));
  const pgEntity = fileOf(backEndFiles(pg), '/DbUsage.java');
  assert.match(pgEntity, /@Column\(name = "usage", length = 32\)/);
  assert.match(pgEntity, /@Column\(name = "sql"\)/);
});

test('issue 26.7: the dialect option says what the SQL cannot, and auto reports how it decided', () => {
  // Plain SQL both databases accept, written for PostgreSQL: mixed-case names that PostgreSQL folds.
  const sql = 'CREATE TABLE ClientAccount (AccountId INT PRIMARY KEY, FullName VARCHAR(100) NOT NULL)';
  const auto = generate(sql, DEFAULT_OPTIONS);
  assert.ok(auto.ok);
  assert.equal(auto.table.dialect, 'mysql');
  assert.deepEqual(auto.table.dialectDecision, {by: 'default'});
  assert.match(fileOf(auto.files, '/ClientAccount.java'), /@Table\(name = "`ClientAccount`"\)/);

  const pg = generate(sql, {...DEFAULT_OPTIONS, dialect: 'postgresql'});
  assert.ok(pg.ok);
  assert.equal(pg.table.dialect, 'postgresql');
  assert.deepEqual(pg.table.dialectDecision, {by: 'option'});
  const entity = fileOf(pg.files, '/ClientAccount.java');
  assert.match(entity, /@Table\(name = "clientaccount"\)/);
  assert.match(entity, /@Column\(name = "fullname", nullable = false, length = 100\)/);

  // A sign decides auto, and the decision says where it is.
  const listing = listTables('CREATE TABLE note (\n  id BIGSERIAL PRIMARY KEY,\n  body TEXT\n);');
  assert.ok(listing.ok);
  assert.deepEqual([listing.dialect, listing.dialectDecision], ['postgresql', {by: 'sign', at: {line: 2, column: 6}}]);
  assert.deepEqual(listTables('CREATE TABLE note (id INT PRIMARY KEY);', 'postgresql'), {
    ok: true,
    dialect: 'postgresql',
    dialectDecision: {by: 'option'},
    tables: [{name: 'note', schema: undefined, comment: undefined, columns: 1, position: {line: 1, column: 1}}],
    skipped: {total: 0, byKind: {}},
  });
  // An unknown dialect is an invalid option.
  const wrong = generate(sql, {...DEFAULT_OPTIONS, dialect: 'oracle' as GeneratorOptions['dialect']});
  assert.deepEqual(wrong.ok ? undefined : wrong.problem, {kind: 'invalid-option', option: 'dialect', value: 'oracle'});
});

test('issue 26.8: Chinese admin conventions: create_user, update_user and add_time are audit columns, a 乐观锁 comment is the lock, letter legends are options', () => {
  const plan = planFor(
    table(`CREATE TABLE wms_product (
      id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
      goods_name VARCHAR(100) NOT NULL COMMENT '商品名称',
      gender CHAR(1) COMMENT '性别：M-男，F-女',
      value_type INT COMMENT '参数类型 0: String，1: Number',
      version_flag INT NOT NULL DEFAULT 0 COMMENT '乐观锁',
      create_user VARCHAR(64) COMMENT '创建人',
      update_user VARCHAR(64) COMMENT '修改人',
      add_time DATETIME COMMENT '添加时间')`),
  );
  assert.deepEqual(
    plan.fields.filter((f) => f.audit).map((f) => [f.column.name, f.audit]),
    [
      ['create_user', 'created_by'],
      ['update_user', 'updated_by'],
      ['add_time', 'created_at'],
    ],
  );
  assert.equal(plan.version?.column.name, 'version_flag');
  const out = backEndFiles(plan);
  assert.match(entityField(fileOf(out, '/WmsProduct.java'), 'versionFlag'), /@Version\n/);
  assert.deepEqual(components(fileOf(out, '/WmsProductCreateRequest.java')), ['goodsName', 'gender', 'valueType']);
  assert.deepEqual(field(plan, 'gender').options, [
    {value: 'M', label: {zh: '男', en: 'Male'}},
    {value: 'F', label: {zh: '女', en: 'Female'}},
  ]);
  assert.deepEqual(
    field(plan, 'value_type').options?.map((o) => [o.value, o.label.en]),
    [
      [0, 'String'],
      [1, 'Number'],
    ],
  );
  assert.equal(field(plan, 'value_type').label.zh, '参数类型');
  // One @Version: a second column that says 乐观锁 beside `version` is an ordinary field.
  const two = planFor(table("CREATE TABLE t (id INT PRIMARY KEY, version INT, lock_no INT COMMENT '乐观锁')"));
  assert.deepEqual(
    two.fields.filter((f) => f.isVersion).map((f) => f.column.name),
    ['version'],
  );
});

test('issue 26.8: a snowflake key is assigned by the server and a string in JSON and TypeScript; create_dept is no form field', () => {
  // RuoYi-Vue-Plus's shape: a BIGINT key without AUTO_INCREMENT, filled by a snowflake generator; dept and user filled from the login.
  const plan = planFor(
    table(`CREATE TABLE sys_notice (
      notice_id BIGINT NOT NULL COMMENT '公告ID',
      tenant_id VARCHAR(20) DEFAULT '000000' COMMENT '租户编号',
      notice_title VARCHAR(50) NOT NULL COMMENT '公告标题',
      create_dept BIGINT COMMENT '创建部门',
      create_by BIGINT COMMENT '创建者',
      create_time DATETIME COMMENT '创建时间',
      update_by BIGINT COMMENT '更新者',
      update_time DATETIME COMMENT '更新时间',
      PRIMARY KEY (notice_id))`),
  );
  const out = files(plan);
  assert.deepEqual(components(fileOf(out, '/SysNoticeCreateRequest.java')), ['tenantId', 'noticeTitle']);
  assert.deepEqual(components(fileOf(out, '/SysNoticeUpdateRequest.java')), ['tenantId', 'noticeTitle']);
  assert.ok(!field(plan, 'create_dept').searchable);
  const entity = fileOf(out, '/SysNotice.java');
  assert.doesNotMatch(entity, /@GeneratedValue/);
  assert.match(entity, / {4}@PrePersist\n {4}void assignNoticeId\(\) \{\n {8}if \(noticeId == null\) \{\n {12}noticeId = nextId\(\);/);
  assert.match(fileOf(out, '/SysNoticeDto.java'), /@JsonSerialize\(using = ToStringSerializer\.class\) Long noticeId,/);
  const types = fileOf(out, '/types.ts');
  assert.match(types, / {2}noticeId: string;/);
  assert.doesNotMatch(types, /noticeId\??: number/);
  // The form has no key to type.
  assert.doesNotMatch(/export interface SysNoticeForm \{[^}]*\}/.exec(types)?.[0] ?? assert.fail(types), /noticeId|createDept/);
  // An AUTO_INCREMENT key is the database's, a number as before.
  const counted = planFor(table('CREATE TABLE t (id BIGINT AUTO_INCREMENT PRIMARY KEY, name VARCHAR(20))'));
  assert.equal(field(counted, 'id').snowflake, false);
  assert.match(fileOf(files(counted), '/types.ts'), / {2}id: number;/);
});

/** RuoYi-Vue-Plus's shape, with the foreign keys declared: snowflake keys, and users in departments. */
const RUOYI_USERS = `CREATE TABLE sys_dept (
  dept_id   BIGINT(20)  NOT NULL COMMENT '部门id',
  dept_name VARCHAR(30) DEFAULT '' COMMENT '部门名称',
  PRIMARY KEY (dept_id)
) COMMENT = '部门表';
CREATE TABLE sys_role (
  role_id   BIGINT(20)  NOT NULL AUTO_INCREMENT COMMENT '角色ID',
  role_name VARCHAR(30) NOT NULL COMMENT '角色名称',
  PRIMARY KEY (role_id)
) COMMENT = '角色信息表';
CREATE TABLE sys_user (
  user_id   BIGINT(20)  NOT NULL COMMENT '用户ID',
  dept_id   BIGINT(20)  DEFAULT NULL COMMENT '部门ID',
  role_id   BIGINT(20)  DEFAULT NULL COMMENT '角色ID',
  leader_id BIGINT(20)  DEFAULT NULL COMMENT '上级',
  user_name VARCHAR(30) NOT NULL COMMENT '用户账号',
  PRIMARY KEY (user_id),
  CONSTRAINT fk_user_dept FOREIGN KEY (dept_id) REFERENCES sys_dept (dept_id),
  CONSTRAINT fk_user_role FOREIGN KEY (role_id) REFERENCES sys_role (role_id),
  CONSTRAINT fk_user_leader FOREIGN KEY (leader_id) REFERENCES sys_staff (staff_id)
) COMMENT = '用户信息表';`;

test('issue 26.8: a foreign key to a snowflake key of the same input is a string in TypeScript and in the Java DTO', () => {
  const plan = planFor(table2(RUOYI_USERS, 'sys_user'));
  const out = files(plan);
  const types = fileOf(out, '/types.ts');
  // The department's key is a snowflake: its ids, and so the user's deptId, travel as strings.
  assert.match(/export interface SysUserRow \{[^}]*\}/.exec(types)?.[0] ?? assert.fail(types), / {2}deptId: string \| null;/);
  assert.match(/export interface SysUserSearch \{[^}]*\}/.exec(types)?.[0] ?? assert.fail(types), / {2}deptId\?: string;/);
  assert.match(/export interface SysUserForm \{[^}]*\}/.exec(types)?.[0] ?? assert.fail(types), / {2}deptId\?: string \| null;/);
  const dto = fileOf(out, '/SysUserDto.java');
  assert.match(dto, /@JsonSerialize\(using = ToStringSerializer\.class\) Long deptId,/);
  // The search chooses a department, whose id the lookup reads as the API sends it: a string, never a number.
  assert.match(fileOf(out, '/index.tsx'), /\{name: 'deptId', label: t\('field\.deptId'\), type: 'select', options: deptIdOptions\}/);
  assert.equal(field(plan, 'dept_id').stringId, true);
  // An AUTO_INCREMENT key is the database's and a number; so is the key of a table the input does not define.
  for (const column of ['role_id', 'leader_id']) {
    assert.equal(field(plan, column).stringId, false, column);
    assert.match(types, new RegExp(` {2}${field(plan, column).property}: number \\| null;`));
    assert.match(dto, new RegExp(`\n {8}Long ${field(plan, column).property},`));
  }
});

test('the Excel export writes a 64-bit id as text: Excel keeps 15 digits of a number, and a snowflake id has 19', () => {
  const out = backEndFiles(planFor(table2(RUOYI_USERS, 'sys_user')));
  const row = fileOf(out, '/SysUserExcelRow.java');
  // The key and the foreign key to a snowflake key are text cells, filled from the DTO's Long (null stays empty).
  assert.match(row, /@ExcelColumn\(header = "用户ID", order = 1\) String userId,/);
  assert.match(row, /@ExcelColumn\(header = "部门ID", order = 2\) String deptId,/);
  assert.match(row, /Objects\.toString\(dto\.userId\(\), null\), Objects\.toString\(dto\.deptId\(\), null\)/);
  assert.match(row, /\nimport java\.util\.Objects;\n/);
  // A foreign key to an AUTO_INCREMENT key is a number; one to a table the input does not define, in a table
  // of snowflake keys, is taken for another snowflake id (issue 40).
  assert.match(row, /@ExcelColumn\(header = "角色ID", order = 3\) Long roleId,/);
  assert.match(row, /@ExcelColumn\(header = "上级", order = 4\) String leaderId,/);
  assert.match(row, /, dto\.roleId\(\), Objects\.toString\(dto\.leaderId\(\), null\),/);
  // A table without 64-bit ids imports nothing for it.
  const plain = planFor(table('CREATE TABLE note (id BIGINT AUTO_INCREMENT PRIMARY KEY, body VARCHAR(200))'));
  const plainRow = fileOf(backEndFiles(plain), '/NoteExcelRow.java');
  assert.doesNotMatch(plainRow, /Objects/);
  assert.match(plainRow, / Long id,/);
  assert.deepEqual(javacCheck([{name: 'sys-user', files: out}]).problems, []);
});

test('issue 26.9: date keys in paths are ISO dates, search text matches literally, numbers keep their range and digits', () => {
  const plan = planFor(
    table(`CREATE TABLE court_calendar (
      sitting_date DATE NOT NULL COMMENT '开庭日期',
      courtroom VARCHAR(20) NOT NULL COMMENT '法庭',
      note VARCHAR(200) COMMENT '备注',
      seats TINYINT UNSIGNED COMMENT '座位数',
      floor SMALLINT NOT NULL,
      visitors INT UNSIGNED,
      fee DECIMAL(10,2) COMMENT '费用',
      PRIMARY KEY (sitting_date, courtroom))`),
  );
  const out = backEndFiles(plan);
  const controller = fileOf(out, '/CourtCalendarController.java');
  assert.match(
    controller,
    /@PathVariable @DateTimeFormat\(iso = DateTimeFormat\.ISO\.DATE\) LocalDate sittingDate, @PathVariable String courtroom/,
  );
  assert.match(controller, /^import org\.springframework\.format\.annotation\.DateTimeFormat;$/m);
  // "100%" and "a_b" are searched for as written: % and _ escaped, with \ as the escape character.
  const service = fileOf(out, '/CourtCalendarService.java');
  assert.match(service, /cb\.like\(root\.get\("note"\), containing\(query\.note\(\)\), '\\\\'\)/);
  assert.ok(
    service.includes(
      String.raw`    private static String containing(String text) {
        return "%" + text.trim().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";`,
    ),
    service,
  );
  const create = fileOf(out, '/CourtCalendarCreateRequest.java');
  assert.match(create, /@Min\(0\) @Max\(255\) Integer seats,/);
  assert.match(create, /@NotNull @Min\(-32768\) @Max\(32767\) Integer floor,/);
  assert.match(create, /@Min\(0\) Long visitors,/);
  assert.match(create, /@Digits\(integer = 8, fraction = 2\) BigDecimal fee\)/);
});

test('issue 26.9: an OffsetDateTime creation and update time is filled without a DateTimeProvider; only user columns need the auditing listener', () => {
  // Spring Data's default DateTimeProvider gives a LocalDateTime, which @CreatedDate cannot put into an OffsetDateTime.
  const plan = planFor(
    table(`CREATE TABLE court_notice (
      id BIGSERIAL PRIMARY KEY,
      title VARCHAR(100) NOT NULL,
      created_at TIMESTAMPTZ NOT NULL,
      updated_at TIMESTAMP WITHOUT TIME ZONE)`),
  );
  const entity = fileOf(backEndFiles(plan), '/CourtNotice.java');
  assert.match(
    entityField(entity, 'createdAt'),
    / {4}@CreationTimestamp\n {4}@Column\(name = "created_at", nullable = false, updatable = false\)\n {4}private OffsetDateTime createdAt;/,
  );
  assert.match(entityField(entity, 'updatedAt'), / {4}@UpdateTimestamp\n[^;]*private OffsetDateTime updatedAt;/);
  assert.doesNotMatch(entity, /@CreatedDate|@LastModifiedDate|AuditingEntityListener/);
  assert.match(entity, /^import org\.hibernate\.annotations\.CreationTimestamp;$/m);
});

test('issue 26.9: a unique key of several columns is declared on the entity', () => {
  const plan = planFor(
    table(`CREATE TABLE sys_dict_data (
      dict_code BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
      dict_type VARCHAR(100) NOT NULL,
      dict_value VARCHAR(100) NOT NULL,
      tenant_id BIGINT NOT NULL,
      UNIQUE KEY uk_type_value (dict_type, dict_value, tenant_id))`),
  );
  assert.deepEqual(plan.table.uniqueKeys, [['dict_type', 'dict_value', 'tenant_id']]);
  const entity = fileOf(backEndFiles(plan), '/SysDictData.java');
  assert.match(
    entity,
    /@Table\(name = "sys_dict_data", uniqueConstraints = @UniqueConstraint\(columnNames = \{"dict_type", "dict_value", "tenant_id"\}\)\)/,
  );
  assert.match(entity, /^import jakarta\.persistence\.UniqueConstraint;$/m);
});

test('issue 26.9: every unique key is checked before a save: a duplicate is VALIDATION_FAILED on its fields, a deleted holder says so', () => {
  // RuoYi-Vue-Plus's shape: a tenant's post codes are unique, rows are deleted logically (del_flag '2').
  const sql = `CREATE TABLE sys_post (
  post_id   BIGINT(20)  NOT NULL AUTO_INCREMENT COMMENT '岗位ID',
  tenant_id VARCHAR(20) DEFAULT '000000' COMMENT '租户编号',
  dept_id   BIGINT(20)  DEFAULT NULL COMMENT '部门id',
  post_code VARCHAR(64) NOT NULL COMMENT '岗位编码',
  post_name VARCHAR(50) NOT NULL COMMENT '岗位名称',
  post_sort INT(4)      NOT NULL COMMENT '显示顺序',
  del_flag  CHAR(1)     DEFAULT '0' COMMENT '删除标志（0代表存在 2代表删除）',
  PRIMARY KEY (post_id),
  UNIQUE KEY uk_tenant_post_code (tenant_id, post_code),
  UNIQUE KEY uk_post_name (post_name, del_flag),
  UNIQUE KEY uk_dept_sort (dept_id, post_sort)
) COMMENT = '岗位信息表';`;
  const plan = planFor(table(sql));
  const out = backEndFiles(plan);
  const service = fileOf(out, '/SysPostService.java');
  const check = /private void checkUniqueKeys\([\s\S]*?\n {4}\}\n/.exec(service)?.[0] ?? assert.fail(service);
  // Create checks before the record exists; a tenant left out gets the column's DEFAULT, so that is the value checked.
  assert.match(
    service,
    /create\(SysPostCreateRequest request\) throws BindException \{\n {8}checkUniqueKeys\(request, null, request\.tenantId\(\) != null \? request\.tenantId\(\) : "000000", request\.deptId\(\), request\.postCode\(\), request\.postName\(\), request\.postSort\(\)\);\n {8}SysPost sysPost = new SysPost\(\);/,
  );
  // Update checks the values it will store, leaving the record itself out, before they reach the entity.
  assert.match(
    service,
    /update\(Long id, SysPostUpdateRequest request\) throws BindException \{\n {8}SysPost sysPost = find\(id\);\n {8}checkUniqueKeys\(request, sysPost, request\.tenantId\(\), request\.deptId\(\), request\.postCode\(\), request\.postName\(\), request\.postSort\(\)\);\n {8}sysPost\.setTenantId/,
  );
  assert.match(service, /return repository\.findAll\(sameKey\)\.stream\(\)\.anyMatch\(other -> other != self\);/);
  // Two columns: an error on each, in both languages, naming them; a deleted row holding them is told apart.
  assert.ok(
    check.includes(`        if (tenantId != null && postCode != null) {
            if (taken(self, (root, query, cb) -> cb.and(cb.equal(root.get("tenantId"), tenantId), cb.equal(root.get("postCode"), postCode)))) {
                reject(errors, "已有记录使用这组值（租户编号、岗位编码）", "Another record already has these values (Tenant ID, Post code)", "tenantId", "postCode");
            } else if (repository.countDeletedByTenantIdAndPostCode(tenantId, postCode) > 0) {
                reject(errors, "已删除的记录仍占用这组值（租户编号、岗位编码），请换一组", "A deleted record still holds these values (Tenant ID, Post code); choose others", "tenantId", "postCode");
            }
        }`),
    check,
  );
  // A nullable part: NULL conflicts with nothing, as in SQL.
  assert.match(check, /if \(deptId != null && postSort != null\) \{/);
  // The flag is part of uk_post_name: deleted rows hold the deleted value and never conflict.
  assert.ok(
    check.includes(`        if (postName != null) {
            if (taken(self, (root, query, cb) -> cb.equal(root.get("postName"), postName))) {
                reject(errors, "已有记录使用这个值", "Another record already has this value", "postName");
            }
        }`),
    check,
  );
  assert.match(check, /if \(errors\.hasErrors\(\)\) \{\n {12}throw errors;/);
  assert.match(service, /String message = "en"\.equals\(LocaleContextHolder\.getLocale\(\)\.getLanguage\(\)\) \? en : zh;/);
  assert.match(service, /errors\.addError\(new FieldError\(errors\.getObjectName\(\), field, message\)\);/);
  // The deleted rows are read with native SQL, which @SQLRestriction does not filter.
  const repository = fileOf(out, '/SysPostRepository.java');
  assert.ok(
    repository.includes(
      `    @Query(value = "SELECT COUNT(*) FROM sys_post WHERE tenant_id = :tenantId AND post_code = :postCode AND NOT (del_flag = '0' OR del_flag IS NULL)", nativeQuery = true)
    long countDeletedByTenantIdAndPostCode(@Param("tenantId") String tenantId, @Param("postCode") String postCode);`,
    ),
    repository,
  );
  assert.doesNotMatch(repository, /countDeletedByPostName/);
  const controller = fileOf(out, '/SysPostController.java');
  assert.match(controller, /create\(@Valid @RequestBody SysPostCreateRequest request\) throws BindException \{/);
  assert.match(controller, /^import org\.springframework\.validation\.BindException;$/m);

  // A key the visitor types is checked on create (the record would be merged into the other); an update cannot change it.
  const lawyer = planFor(
    table(`CREATE TABLE lawyer (
      bar_no VARCHAR(20) NOT NULL COMMENT '执业证号',
      name   VARCHAR(50) NOT NULL COMMENT '姓名',
      email  VARCHAR(100) UNIQUE COMMENT '邮箱',
      PRIMARY KEY (bar_no))`),
  );
  const lawyerService = fileOf(backEndFiles(lawyer), '/LawyerService.java');
  assert.match(
    lawyerService,
    /if \(self == null\) \{\n {12}if \(barNo != null\) \{\n {16}if \(taken\(self, \(root, query, cb\) -> cb\.equal\(root\.get\("barNo"\), barNo\)\)\) \{/,
  );
  assert.match(lawyerService, /checkUniqueKeys\(request, lawyer, lawyer\.getBarNo\(\), request\.email\(\)\);/);
  // Without a soft-delete flag there are no deleted rows to look for.
  assert.doesNotMatch(fileOf(backEndFiles(lawyer), '/LawyerRepository.java'), /@Query/);

  // A table without unique keys (a generated id) has no check and throws nothing new.
  const plain = planFor(table('CREATE TABLE note (id BIGINT AUTO_INCREMENT PRIMARY KEY, body VARCHAR(200))'));
  assert.doesNotMatch(fileOf(backEndFiles(plain), '/NoteService.java'), /checkUniqueKeys|BindException/);

  // All of it compiles against the stand-ins of Spring's BindException, FieldError, LocaleContextHolder and Spring Data's @Query.
  const compiled = javacCheck([
    {name: 'post', files: out},
    {name: 'lawyer', files: backEndFiles(lawyer)},
  ]);
  assert.deepEqual(compiled.problems, []);
});

test('issue 40: a legend after a label and a space is read from its first value: "生成方式  0：zip压缩包 1：自定义目录" offers 0 and 1', () => {
  // pig's code-generation table: the first value sits after the label, before the first colon.
  const plan = planFor(
    table(`CREATE TABLE gen_table (
      id BIGINT NOT NULL COMMENT 'id',
      table_name VARCHAR(200) DEFAULT NULL COMMENT '表名',
      generator_type CHAR(1) DEFAULT '0' COMMENT '生成方式  0：zip压缩包   1：自定义目录',
      ds_name VARCHAR(200) DEFAULT NULL COMMENT '数据源ID',
      PRIMARY KEY (id),
      UNIQUE KEY table_name_idx (table_name, ds_name))`),
  );
  const generatorType = field(plan, 'generator_type');
  assert.equal(generatorType.label.zh, '生成方式');
  // The values the CHAR(1) column holds, each with its label: no "zip" that the request's @Size(max = 1) would refuse.
  assert.deepEqual(
    generatorType.options?.map((o) => [o.value, o.label.zh]),
    [
      ['0', 'zip压缩包'],
      ['1', '自定义目录'],
    ],
  );
});

test('issue 40: a unique key with a secret is left to the database: the service never tells a caller that another record holds a token', () => {
  // ThingsBoard's user credentials and Apollo's consumer tokens: tokens kept as written, unique.
  const credentials = planFor(
    table(
      `CREATE TABLE user_credentials (
      id UUID NOT NULL PRIMARY KEY,
      activate_token VARCHAR(255) UNIQUE,
      enabled BOOLEAN,
      reset_token VARCHAR(255) UNIQUE,
      user_id UUID UNIQUE)`,
    ),
  );
  const out = backEndFiles(credentials);
  const service = fileOf(out, '/UserCredentialService.java');
  // The user's record is still checked; the tokens are not, on create or update.
  assert.match(
    service,
    /if \(userId != null\) \{\n {12}if \(taken\(self, \(root, query, cb\) -> cb\.equal\(root\.get\("userId"\), userId\)\)\) \{/,
  );
  assert.doesNotMatch(service, /cb\.equal\(root\.get\("(?:activateToken|resetToken)"\)/);
  assert.match(service, /checkUniqueKeys\(request, null, request\.id\(\), request\.userId\(\)\);/);
  // The database still refuses a duplicate token: the entity declares the constraint.
  assert.match(
    entityField(fileOf(out, '/UserCredential.java'), 'resetToken'),
    /@Column\(name = "reset_token", unique = true, length = 255\)/,
  );

  const tokens = planFor(
    table(`CREATE TABLE consumer_token (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT,
      consumer_id INT UNSIGNED DEFAULT NULL,
      token VARCHAR(128) NOT NULL DEFAULT '' COMMENT 'token',
      is_deleted BIT(1) NOT NULL DEFAULT b'0' COMMENT '1: deleted, 0: normal',
      deleted_at BIGINT NOT NULL DEFAULT '0' COMMENT 'Delete timestamp based on milliseconds',
      PRIMARY KEY (id),
      UNIQUE KEY uk_token_deleted_at (token, deleted_at))`),
  );
  const tokenOut = backEndFiles(tokens);
  assert.doesNotMatch(fileOf(tokenOut, '/ConsumerTokenService.java'), /checkUniqueKeys|BindException/);
  assert.doesNotMatch(fileOf(tokenOut, '/ConsumerTokenRepository.java'), /countDeleted/);
  assert.match(fileOf(tokenOut, '/ConsumerToken.java'), /@UniqueConstraint\(columnNames = \{"token", "deleted_at"\}\)/);
});
