// Tables of running applications that the generator refused or got wrong (issue 40, item 3), one test each
// on a table shaped as the application's own schema has it: the program is generated, says what it does
// where it cannot follow its rules, keeps secrets out of every response, and compiles (javac against the
// stand-ins, strict TypeScript against the real components).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DEFAULT_OPTIONS, generate, type GeneratedFile, type GenerateResult, type GeneratorOptions} from '../src/index';
import {JAVA_TYPE_NAMES} from '../src/plan';
import {JAVAC_JVM_FLAGS, javacCheck, typeCheck} from './support/checks';

type Generated = Extract<GenerateResult, {ok: true}>;

function generated(sql: string, options: Partial<GeneratorOptions> = {}): Generated {
  const result = generate(sql, {...DEFAULT_OPTIONS, ...options});
  if (!result.ok) assert.fail(`refused: ${JSON.stringify(result.problem)}`);
  return result;
}

function fileOf(files: readonly GeneratedFile[], suffix: string): string {
  const file = files.find((f) => f.path.endsWith(suffix));
  assert.ok(file, `no file ending with ${suffix}: ${files.map((f) => f.path).join(', ')}`);
  return file.content;
}

/** The components of a generated Java record, by name. */
function components(source: string): string[] {
  const body = /public record \w+\(([\s\S]*?)\) \{/.exec(source)?.[1] ?? '';
  return [...body.replace(/@\w+\([^)]*\)/g, '').matchAll(/(\w+)\s*(?:,|$)/g)].map((m) => m[1] ?? '');
}

/** The part of the generated page that lists the grid's columns, the search's fields, or the detail view's. */
function pageSection(page: string, start: string): string {
  const at = page.indexOf(start);
  assert.ok(at >= 0, start);
  return page.slice(at, page.indexOf('\n    ],', at));
}

/** Where a property may be seen or searched: the response DTO, the query DTO, the Excel row, the row type, the grid, the search. */
function exposures(result: Generated, property: string): string[] {
  const {entity} = result.names;
  const page = fileOf(result.files, '/index.tsx');
  const row = fileOf(result.files, '/types.ts').split('export interface')[1] ?? '';
  return [
    components(fileOf(result.files, `/${entity}Dto.java`)).includes(property) && 'response DTO',
    components(fileOf(result.files, `/${entity}Query.java`)).includes(property) && 'query DTO',
    components(fileOf(result.files, `/${entity}ExcelRow.java`)).includes(property) && 'export',
    new RegExp(`\\b${property}\\b`).test(row) && 'row type',
    pageSection(page, 'const columns').includes(`'${property}'`) && 'grid',
    pageSection(page, 'const searchFields').includes(`'${property}'`) && 'search',
  ].filter((where): where is string => where !== false);
}

function compiles(cases: {name: string; result: Generated}[]) {
  const javac = javacCheck(cases.map((c) => ({name: c.name, files: c.result.files})));
  assert.deepEqual(javac.problems, []);
}

// newbee-mall's administrators and users: the login password is a 32-character MD5 in a varchar(50), and
// `password_md5` in a varchar(32).
const NEWBEE_ADMIN = `CREATE TABLE \`tb_newbee_mall_admin_user\`  (
  \`admin_user_id\` int(11) NOT NULL AUTO_INCREMENT COMMENT '管理员id',
  \`login_user_name\` varchar(50) CHARACTER SET utf8 COLLATE utf8_general_ci NOT NULL COMMENT '管理员登陆名称',
  \`login_password\` varchar(50) CHARACTER SET utf8 COLLATE utf8_general_ci NOT NULL COMMENT '管理员登陆密码',
  \`nick_name\` varchar(50) CHARACTER SET utf8 COLLATE utf8_general_ci NOT NULL COMMENT '管理员显示昵称',
  \`locked\` tinyint(4) NULL DEFAULT 0 COMMENT '是否锁定 0未锁定 1已锁定无法登陆',
  PRIMARY KEY (\`admin_user_id\`) USING BTREE
) ENGINE = InnoDB AUTO_INCREMENT = 4 CHARACTER SET = utf8 COLLATE = utf8_general_ci ROW_FORMAT = Dynamic;`;

const NEWBEE_USER = `CREATE TABLE \`tb_newbee_mall_user\`  (
  \`user_id\` bigint(20) NOT NULL AUTO_INCREMENT COMMENT '用户主键id',
  \`nick_name\` varchar(50) CHARACTER SET utf8 COLLATE utf8_general_ci NOT NULL DEFAULT '' COMMENT '用户昵称',
  \`login_name\` varchar(11) CHARACTER SET utf8 COLLATE utf8_general_ci NOT NULL DEFAULT '' COMMENT '登陆名称(默认为手机号)',
  \`password_md5\` varchar(32) CHARACTER SET utf8 COLLATE utf8_general_ci NOT NULL DEFAULT '' COMMENT 'MD5加密后的密码',
  \`introduce_sign\` varchar(100) CHARACTER SET utf8 COLLATE utf8_general_ci NOT NULL DEFAULT '' COMMENT '个性签名',
  \`is_deleted\` tinyint(4) NOT NULL DEFAULT 0 COMMENT '注销标识字段(0-正常 1-已注销)',
  \`create_time\` datetime NOT NULL DEFAULT CURRENT_TIMESTAMP COMMENT '注册时间',
  PRIMARY KEY (\`user_id\`) USING BTREE
) ENGINE = InnoDB CHARACTER SET = utf8 COLLATE = utf8_general_ci ROW_FORMAT = Dynamic;`;

test('a password column too short for the hash is generated: never written by the forms, never shown, and the result says so', () => {
  const admin = generated(NEWBEE_ADMIN);
  assert.deepEqual(admin.notes, [{kind: 'short-hash-column', column: 'login_password', length: 50, needed: 60, at: {line: 4, column: 3}}]);
  const entity = 'TbNewbeeMallAdminUser';
  // The forms and requests never carry it: the program cannot store a hash the column cannot hold.
  assert.ok(!components(fileOf(admin.files, `/${entity}CreateRequest.java`)).includes('loginPassword'));
  assert.ok(!components(fileOf(admin.files, `/${entity}UpdateRequest.java`)).includes('loginPassword'));
  assert.doesNotMatch(fileOf(admin.files, '/types.ts').split('export interface TbNewbeeMallAdminUserForm')[1] ?? '', /loginPassword/);
  const service = fileOf(admin.files, `/${entity}Service.java`);
  assert.doesNotMatch(service, /setLoginPassword|PasswordEncoder/);
  assert.deepEqual(exposures(admin, 'loginPassword'), []);
  // The entity says what it does with it; a NOT NULL column without a default starts empty, so that a new record can be saved.
  assert.match(
    fileOf(admin.files, `/${entity}.java`),
    /\/\*\* 管理员登陆密码 \(a password hash of 50 characters, too short for the PasswordEncoder's 60: the generated forms never write it, and it is never in a response\) \*\/\n {4}@Column\(name = "login_password", nullable = false, length = 50\)\n {4}private String loginPassword = "";/,
  );

  const user = generated(NEWBEE_USER);
  assert.deepEqual(
    user.notes.map((n) => n.kind === 'short-hash-column' && [n.column, n.length]),
    [['password_md5', 32]],
  );
  assert.deepEqual(exposures(user, 'passwordMd5'), []);
  compiles([
    {name: 'admin', result: admin},
    {name: 'user', result: user},
  ]);
});

test('a key named like a secret stays in the row type that keyOf reads, and the front end compiles', () => {
  // An OAuth token store whose token is the primary key.
  const tokens = generated(`CREATE TABLE oauth_access_token (
    token VARCHAR(256) NOT NULL COMMENT '访问令牌',
    user_name VARCHAR(64) COMMENT '用户名',
    client_id VARCHAR(64) NOT NULL COMMENT '客户端',
    expires_at DATETIME NOT NULL COMMENT '过期时间',
    PRIMARY KEY (token))`);
  assert.ok(components(fileOf(tokens.files, '/OauthAccessTokenDto.java')).includes('token'));
  assert.match(fileOf(tokens.files, '/index.tsx'), /const keyOf = \(row: OauthAccessTokenRow\): Key => row\.token;/);
  const checked = typeCheck([{name: 'tokens', files: tokens.files}]);
  assert.deepEqual(checked.problems, []);
});

test('a hash named as one (password_md5, api_key_hash, pwd) is a secret: never in a response, the grid, the search or the export', () => {
  // pig's API keys keep the SHA-256 of the key; a checksum of a file is no secret.
  const keys = generated(`CREATE TABLE \`sys_api_key\` (
   \`id\` bigint NOT NULL AUTO_INCREMENT COMMENT '主键',
   \`user_id\` bigint NOT NULL COMMENT '所属用户ID',
   \`name\` varchar(64) NOT NULL COMMENT 'Key名称',
   \`api_key_hash\` varchar(64) NOT NULL COMMENT 'SHA-256哈希值',
   \`pwd\` varchar(255) DEFAULT NULL COMMENT '访问密码',
   \`file_md5\` varchar(32) DEFAULT NULL COMMENT '证书文件MD5',
   PRIMARY KEY (\`id\`),
   UNIQUE KEY \`uk_api_key_hash\` (\`api_key_hash\`)
  ) ENGINE=InnoDB COMMENT='API密钥管理表';`);
  for (const secret of ['apiKeyHash', 'pwd']) assert.deepEqual(exposures(keys, secret), [], secret);
  assert.deepEqual(exposures(keys, 'fileMd5'), ['response DTO', 'query DTO', 'export', 'row type', 'grid', 'search']);
  const user = generated(NEWBEE_USER);
  assert.deepEqual(exposures(user, 'passwordMd5'), []);
  compiles([{name: 'keys', result: keys}]);
});

test('a table named like a name of the generated code (repository, service, query) compiles', () => {
  const cases = [
    // A code repository (GitLab-like), whose record variable would hide the service's repository.
    `CREATE TABLE repository (
      id BIGINT NOT NULL AUTO_INCREMENT COMMENT '主键',
      name VARCHAR(100) NOT NULL COMMENT '仓库名称',
      query VARCHAR(200) COMMENT '默认查询',
      request VARCHAR(64) UNIQUE COMMENT '申请编号',
      PRIMARY KEY (id))`,
    // A service catalogue: `Service` would be hidden by Spring's @Service, and a key named `service` by the controller's field.
    `CREATE TABLE service (
      service VARCHAR(64) NOT NULL COMMENT '服务编码',
      title VARCHAR(100) NOT NULL COMMENT '服务名称',
      PRIMARY KEY (service))`,
    `CREATE TABLE query (id INT AUTO_INCREMENT PRIMARY KEY, root VARCHAR(50) UNIQUE, cb VARCHAR(50))`,
    `CREATE TABLE column (id INT AUTO_INCREMENT PRIMARY KEY, table_name VARCHAR(64) NOT NULL)`,
  ].map((sql, index) => ({name: `case${index}`, result: generated(sql)}));
  assert.deepEqual(
    cases.map((c) => c.result.names.entity),
    ['Repository', 'ServiceEntity', 'QueryEntity', 'ColumnEntity'],
  );
  assert.match(fileOf(cases[0]!.result.files, '/RepositoryService.java'), /Repository repositoryEntity = new Repository\(\);/);
  // Only the Java class is renamed: the program, its path and its title are the table's.
  const service = cases[1]!.result;
  assert.deepEqual([service.names.programCode, service.names.module], ['SERVICE_MGMT', 'service']);
  assert.match(fileOf(service.files, '/ServiceEntityController.java'), /@RequestMapping\("\/api\/services"\)/);
  // A snowflake table with a `sequence` column: the entity's id generator keeps its own sequence apart.
  cases.push({
    name: 'steps',
    result: generated(`CREATE TABLE flow_step (
      id BIGINT NOT NULL COMMENT '主键',
      flow_id BIGINT NOT NULL COMMENT '流程ID',
      sequence INT NOT NULL DEFAULT 0 COMMENT '顺序',
      last_millis BIGINT COMMENT '耗时（毫秒）',
      PRIMARY KEY (id))`),
  });
  compiles(cases);
  // Typed, such a name is refused rather than rewritten.
  const typed = generate('CREATE TABLE srv (id INT AUTO_INCREMENT PRIMARY KEY)', {...DEFAULT_OPTIONS, entityName: 'Service'});
  assert.deepEqual(typed.ok ? undefined : typed.problem, {kind: 'invalid-option', option: 'entityName', value: 'Service'});
});

// ruoyi-vue-pro's mail accounts: the application signs in to the SMTP server with this password.
const MAIL_ACCOUNT = `CREATE TABLE \`system_mail_account\`  (
  \`id\` bigint NOT NULL AUTO_INCREMENT COMMENT '主键',
  \`mail\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL COMMENT '邮箱',
  \`username\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL COMMENT '用户名',
  \`password\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL COMMENT '密码',
  \`host\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL COMMENT 'SMTP 服务器域名',
  \`port\` int NOT NULL COMMENT 'SMTP 服务器端口',
  \`create_time\` datetime NOT NULL DEFAULT CURRENT_TIMESTAMP COMMENT '创建时间',
  PRIMARY KEY (\`id\`) USING BTREE
) ENGINE = InnoDB COMMENT = '邮箱账号表';`;

test("a credential for another system is stored encrypted with the application's key, write-only", () => {
  const mail = generated(MAIL_ACCOUNT);
  assert.deepEqual(mail.notes, [
    {kind: 'encrypted-credential', column: 'password', property: 'lexboot.crypto.credential-key', at: {line: 5, column: 3}},
  ]);
  const entity = fileOf(mail.files, '/SystemMailAccount.java');
  assert.match(
    entity,
    /@Convert\(converter = CredentialConverter\.class\)\n {4}@Column\(name = "password", nullable = false, length = 255\)\n {4}private String password;/,
  );
  const converter = fileOf(mail.files, '/systemmailaccount/CredentialConverter.java');
  assert.match(converter, /@Value\("\$\{lexboot\.crypto\.credential-key\}"\) String key/);
  assert.match(converter, /AES\/GCM\/NoPadding/);
  // Write-only: in the requests (never hashed), never in a response.
  assert.deepEqual(exposures(mail, 'password'), []);
  const service = fileOf(mail.files, '/SystemMailAccountService.java');
  assert.doesNotMatch(service, /PasswordEncoder/);
  // 255 characters of Base64 hold 189 bytes: the nonce (12), the credential and the tag (16).
  assert.match(fileOf(mail.files, '/SystemMailAccountCreateRequest.java'), /@NotBlank @Size\(max = 161\) String password,/);
  compiles([{name: 'mail', result: mail}]);

  // A user table's password is its users' login: hashed, never encrypted.
  const users = generated(NEWBEE_USER.replace('`password_md5` varchar(32)', '`password` varchar(100)'));
  assert.ok(!users.files.some((f) => f.path.endsWith('/CredentialConverter.java')));
  assert.match(fileOf(users.files, '/TbNewbeeMallUserService.java'), /passwordEncoder\.encode\(request\.password\(\)\)/);
});

test('the credential converter encrypts each value anew, decrypts it, and reads a value stored before it as it is', () => {
  const converter = fileOf(generated(MAIL_ACCOUNT).files, '/CredentialConverter.java');
  const root = mkdtempSync(path.join(tmpdir(), 'lexboot-converter-'));
  try {
    const dir = path.join(root, 'com/example/lawfirm/systemmailaccount');
    mkdirSync(dir, {recursive: true});
    writeFileSync(path.join(dir, 'CredentialConverter.java'), converter);
    writeFileSync(
      path.join(dir, 'RoundTrip.java'),
      `package com.example.lawfirm.systemmailaccount;
public class RoundTrip {
    public static void main(String[] args) {
        CredentialConverter c = new CredentialConverter(java.util.Base64.getEncoder().encodeToString(new byte[32]));
        String a = c.convertToDatabaseColumn("smtp-密码");
        String b = c.convertToDatabaseColumn("smtp-密码");
        System.out.println(String.join("|", String.valueOf(a.equals(b)), String.valueOf(a.contains("smtp")),
                c.convertToEntityAttribute(a), c.convertToEntityAttribute("plain-old"), String.valueOf(a.length())));
    }
}
`,
    );
    const stubs = path.resolve(import.meta.dirname, 'fixtures/java-stubs');
    const out = path.join(root, 'out');
    const javac = spawnSync(
      process.env.JAVAC ?? 'javac',
      [
        ...JAVAC_JVM_FLAGS,
        '-encoding',
        'UTF-8',
        '-d',
        out,
        '-sourcepath',
        `${root}${path.delimiter}${stubs}`,
        path.join(dir, 'RoundTrip.java'),
      ],
      {encoding: 'utf8'},
    );
    assert.equal(javac.status, 0, javac.stderr);
    const run = spawnSync(
      'java',
      ['-Dfile.encoding=UTF-8', '-Dstdout.encoding=UTF-8', '-cp', out, 'com.example.lawfirm.systemmailaccount.RoundTrip'],
      {encoding: 'utf8'},
    );
    assert.equal(run.status, 0, run.stderr);
    // 12 + 11 bytes of UTF-8 + 16 = 39 bytes: 52 characters of Base64.
    assert.equal(run.stdout.trim(), 'false|false|smtp-密码|plain-old|52');
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test("a date range over DATETIME begins at midnight in the application's zone, not the server's", () => {
  // RuoYi's login log, searched by the day of the login.
  const log = generated(`CREATE TABLE sys_logininfor (
    info_id BIGINT(20) NOT NULL AUTO_INCREMENT COMMENT '访问ID',
    user_name VARCHAR(50) DEFAULT '' COMMENT '用户账号',
    ipaddr VARCHAR(128) DEFAULT '' COMMENT '登录IP地址',
    login_time DATETIME COMMENT '访问时间',
    PRIMARY KEY (info_id)) ENGINE=InnoDB COMMENT='系统访问记录'`);
  const service = fileOf(log.files, '/SysLogininforService.java');
  assert.doesNotMatch(service, /systemDefault/);
  assert.match(
    service,
    /public SysLogininforService\(SysLogininforRepository repository, @Value\("\$\{lexboot\.web\.time-zone:Asia\/Shanghai\}"\) ZoneId zone\)/,
  );
  assert.match(service, /query\.loginTimeFrom\(\)\.atStartOfDay\(zone\)\.toOffsetDateTime\(\)/);
  assert.match(service, /query\.loginTimeTo\(\)\.plusDays\(1\)\.atStartOfDay\(zone\)\.toOffsetDateTime\(\)/);
  compiles([{name: 'log', result: log}]);
});

test('in a table of snowflake keys, every id goes into the export as text', () => {
  // pig's users: a snowflake key, and the department's and creator's ids from the same generator.
  const users = generated(`CREATE TABLE \`sys_user\` (
  \`user_id\` bigint(20) NOT NULL COMMENT '用户ID',
  \`username\` varchar(64) DEFAULT NULL COMMENT '用户名',
  \`dept_id\` bigint(20) DEFAULT NULL COMMENT '主部门ID',
  \`tenant_id\` bigint(20) NOT NULL DEFAULT '0' COMMENT '所属租户ID',
  \`create_by\` bigint(20) DEFAULT NULL COMMENT '创建人',
  \`login_count\` bigint(20) DEFAULT '0' COMMENT '登录次数',
  PRIMARY KEY (\`user_id\`) USING BTREE
) ENGINE=InnoDB COMMENT='用户表';`);
  const row = fileOf(users.files, '/SysUserExcelRow.java');
  for (const id of ['userId', 'deptId', 'tenantId', 'createBy']) assert.match(row, new RegExp(`\\) String ${id}[,)]`), id);
  // A count is a number.
  assert.match(row, /\) Long loginCount\) \{/);
  assert.match(row, /Objects\.toString\(dto\.deptId\(\), null\)/);
  compiles([{name: 'users', result: users}]);
});

test('every type the generated Java imports is in the list of names an entity may not take', () => {
  const golden = path.resolve(import.meta.dirname, 'fixtures/golden');
  const results = [
    ...[NEWBEE_ADMIN, NEWBEE_USER, MAIL_ACCOUNT].map((sql) => generated(sql)),
    ...readdirSync(golden).map((name) => {
      const options = JSON.parse(readFileSync(path.join(golden, name, 'options.json'), 'utf8')) as Partial<GeneratorOptions>;
      return generated(readFileSync(path.join(golden, name, 'input.sql'), 'utf8'), options);
    }),
  ];
  const missing = new Set<string>();
  for (const file of results.flatMap((r) => r.files).filter((f) => f.language === 'java')) {
    // The program's own classes (the DTOs, the Excel row) live under the package of its service.
    const own = /^package ([\w.]+?)(?:\.dto|\.excel)?;$/m.exec(file.content)?.[1] ?? '';
    for (const m of file.content.matchAll(/^import ([\w.]+)\.(\w+);$/gm))
      if (!m[1]!.startsWith(own) && !JAVA_TYPE_NAMES.has(m[2]!)) missing.add(`${m[1]}.${m[2]}`);
  }
  assert.deepEqual([...missing], []);
});
