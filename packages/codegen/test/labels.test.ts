// Labels a user would write (issue 40, item 4): a column without a comment is labelled in each bundle's
// language from its name (the word lists of src/column-words.ts), and the English drafts read as
// English: acronyms in capitals, glued words split, the table's system prefix left out of its title.
// Each test reads the generated bundles, which are what the page shows.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DEFAULT_OPTIONS, generate, type GeneratorOptions} from '../src/index';

/** The `field` labels and the title of a generated bundle, read from its source. */
function bundle(sql: string, locale: 'zh-CN' | 'en', options: Partial<GeneratorOptions> = {}): Record<string, string> {
  const result = generate(sql, {...DEFAULT_OPTIONS, ...options});
  if (!result.ok) assert.fail(JSON.stringify(result.problem));
  const source = result.files.find((f) => f.path.endsWith(`/locales/${locale}.ts`))?.content;
  assert.ok(source, `no ${locale} bundle`);
  const labels: Record<string, string> = {title: /^ {2}title: '([^']*)',$/m.exec(source)?.[1] ?? ''};
  const fields = /^ {2}field: \{\n([\s\S]*?)\n {2}\},$/m.exec(source)?.[1] ?? '';
  for (const [, property, label] of fields.matchAll(/^ {4}(\w+): '([^']*)',$/gm)) labels[property!] = label!;
  return labels;
}

/** RuoYi's sys_user as it ships in schemas that dropped the comments (a dump without them, a port to another database). */
const SYS_USER = `CREATE TABLE sys_user (
  user_id     BIGINT(20)   NOT NULL AUTO_INCREMENT,
  dept_id     BIGINT(20)   DEFAULT NULL,
  user_name   VARCHAR(30)  NOT NULL,
  nick_name   VARCHAR(30)  NOT NULL,
  user_type   VARCHAR(2)   DEFAULT '00',
  email       VARCHAR(50)  DEFAULT '',
  phonenumber VARCHAR(11)  DEFAULT '',
  sex         CHAR(1)      DEFAULT '0',
  avatar      VARCHAR(100) DEFAULT '',
  status      CHAR(1)      DEFAULT '0',
  login_ip    VARCHAR(128) DEFAULT '',
  login_date  DATETIME,
  pwd_update_date DATETIME,
  create_by   VARCHAR(64)  DEFAULT '',
  create_time DATETIME,
  update_by   VARCHAR(64)  DEFAULT '',
  update_time DATETIME,
  remark      VARCHAR(500) DEFAULT NULL,
  PRIMARY KEY (user_id)
) ENGINE=InnoDB`;

test('a Chinese page labels columns without comments in Chinese, from the words of their names', () => {
  const zh = bundle(SYS_USER, 'zh-CN');
  assert.deepEqual(zh, {
    title: '用户',
    userId: '用户 ID',
    deptId: '部门 ID',
    userName: '用户名',
    nickName: '昵称',
    userType: '用户类型',
    email: '邮箱',
    phonenumber: '手机号码',
    sex: '性别',
    avatar: '头像',
    status: '状态',
    loginIp: '登录 IP',
    loginDate: '最后登录时间',
    pwdUpdateDate: '密码更新日期',
    createBy: '创建人',
    createTime: '创建时间',
    updateBy: '更新人',
    updateTime: '更新时间',
    remark: '备注',
  });
});

test('English labels drafted from names read as English: acronyms in capitals, glued words split, no system prefix', () => {
  const en = bundle(SYS_USER, 'en');
  assert.equal(en.title, 'User');
  assert.equal(en.phonenumber, 'Phone number');
  assert.equal(en.loginIp, 'Login IP');
  assert.equal(en.nickName, 'Nickname');
  assert.equal(en.userName, 'Username');
  assert.equal(en.deptId, 'Department ID');
  assert.equal(en.createTime, 'Created at');
  // Every label in English, none a bare name.
  for (const [key, label] of Object.entries(en)) assert.match(label, /^[A-Z][A-Za-z0-9 ]*$/, key);
  // mall's and litemall's module prefixes name no record either.
  assert.equal(bundle('CREATE TABLE ums_member (id BIGINT PRIMARY KEY, username VARCHAR(64))', 'en').title, 'Member');
  assert.equal(bundle('CREATE TABLE litemall_order (id INT PRIMARY KEY, order_sn VARCHAR(63))', 'en').title, 'Order');
});

test('names of several words are labelled whole where the list knows them, else word by word in their order', () => {
  const zh = bundle(
    `CREATE TABLE oms_order (
      id BIGINT AUTO_INCREMENT PRIMARY KEY,
      order_sn VARCHAR(64),
      member_username VARCHAR(64),
      total_amount DECIMAL(10,2),
      pay_type INT,
      receiver_phone VARCHAR(32),
      order_num INT,
      is_default TINYINT(1),
      last_login_time DATETIME,
      sku_code VARCHAR(64))`,
    'zh-CN',
  );
  assert.equal(zh.title, '订单');
  assert.equal(zh.orderSn, '订单编号');
  assert.equal(zh.memberUsername, '会员用户名');
  assert.equal(zh.totalAmount, '总金额');
  assert.equal(zh.payType, '支付方式');
  assert.equal(zh.receiverPhone, '收件人电话');
  // A display order, not an order's number: the whole name decides.
  assert.equal(zh.orderNum, '显示顺序');
  assert.equal(zh.isDefault, '是否默认');
  assert.equal(zh.lastLoginTime, '最后登录时间');
  // An acronym the list has stays in capitals, set apart from the Chinese by a space.
  assert.equal(zh.skuCode, 'SKU 编码');
});

test('`_at`, `_on` and `_by` at the end say a time, a date, a person; elsewhere they are words of the name', () => {
  const sql = `CREATE TABLE litemall_goods (
    id INT AUTO_INCREMENT PRIMARY KEY,
    is_on_sale TINYINT(1) DEFAULT 1,
    shelved_on DATE,
    paid_at DATETIME,
    approved_by VARCHAR(64),
    retail_price DECIMAL(10,2))`;
  const zh = bundle(sql, 'zh-CN');
  assert.deepEqual([zh.title, zh.isOnSale, zh.paidAt, zh.approvedBy], ['商品', '是否在售', '支付时间', '审批人']);
  // A word the lists lack, at the start, leaves the English label: never "shelved 日期".
  assert.equal(zh.shelvedOn, 'Shelved on');
  assert.equal(zh.retailPrice, '零售价格');
  // Goods are not one good.
  assert.equal(bundle(sql, 'en').title, 'Goods');
  // RuoYi's login log: a glued name of the table, split.
  assert.equal(bundle('CREATE TABLE sys_logininfor (info_id BIGINT PRIMARY KEY, ipaddr VARCHAR(128))', 'en').title, 'Login information');
});

test('a name with a word the lists do not know keeps its English label in the Chinese bundle; a comment is always the label', () => {
  const zh = bundle(
    "CREATE TABLE qrtz_locks (sched_name VARCHAR(120), lock_name VARCHAR(40), xyzzy INT COMMENT '魔法数', PRIMARY KEY (sched_name, lock_name))",
    'zh-CN',
  );
  assert.equal(zh.schedName, '调度名称');
  assert.equal(zh.xyzzy, '魔法数');
  const plain = bundle('CREATE TABLE t_plugh (id INT PRIMARY KEY, frobnitz VARCHAR(20), frobnitz_code VARCHAR(20))', 'zh-CN');
  assert.equal(plain.frobnitz, 'Frobnitz');
  // Half a translation ("frobnitz 编码") reads worse than the English label.
  assert.equal(plain.frobnitzCode, 'Frobnitz code');
  assert.equal(plain.title, 'Plugh');
});

test('with English comments, the Chinese bundle still gets Chinese labels for every column it has words for', () => {
  const sql = `CREATE TABLE customer (
    id BIGINT AUTO_INCREMENT PRIMARY KEY,
    email VARCHAR(100) COMMENT 'Contact email',
    created_at DATETIME)`;
  const zh = bundle(sql, 'zh-CN', {commentLocale: 'en'});
  const en = bundle(sql, 'en', {commentLocale: 'en'});
  assert.deepEqual([zh.title, zh.email, zh.createdAt], ['客户', '邮箱', '创建时间']);
  assert.deepEqual([en.title, en.email, en.createdAt], ['Customer', 'Contact email', 'Created at']);
});

/** A RuoYi post-assignment table: each row refers to a user and a post, which the form lists by name. */
const USER_POST = `CREATE TABLE sys_user_post_log (
  id          BIGINT AUTO_INCREMENT PRIMARY KEY,
  user_id     BIGINT NOT NULL COMMENT '用户',
  post_id     BIGINT COMMENT '岗位',
  assigned_on DATE COMMENT '任职日期',
  CONSTRAINT fk_upl_user FOREIGN KEY (user_id) REFERENCES sys_user (user_id),
  CONSTRAINT fk_upl_post FOREIGN KEY (post_id) REFERENCES sys_post (post_id)
) COMMENT='任职记录'`;

/** The generated page of a table. */
function pageOf(sql: string): string {
  const result = generate(sql, DEFAULT_OPTIONS);
  if (!result.ok) assert.fail(JSON.stringify(result.problem));
  const page = result.files.find((f) => /\/index\.tsx$/.test(f.path))?.content;
  assert.ok(page, 'no page');
  return page;
}

test('a foreign key is shown in the grid by the record it refers to, and chosen from the same records in the search', () => {
  const page = pageOf(USER_POST);
  // One lookup per foreign key, read by the form, the grid and the search alike.
  assert.match(
    page,
    /const references = \{\n {2}userId: lookup\('\/sys-users', 'userId'\),\n {2}postId: lookup\('\/sys-posts', 'postId'\),\n\};/,
  );
  assert.match(page, /const userIdOptions = useLookup\(references\.userId\);/);
  // The grid shows the user's label, not the number.
  assert.match(page, /\{field: 'userId', title: t\('field\.userId'\), render: \(value\) => optionLabel\(userIdOptions, value\)/);
  // The search offers the users to choose from, as the form does, rather than asking for an id.
  assert.match(page, /\{name: 'userId', label: t\('field\.userId'\), type: 'select', options: userIdOptions\}/);
  assert.doesNotMatch(page, /\{name: '(?:userId|postId)'[^}]*type: 'number'/);
  assert.match(page, /\{name: 'postId', label: t\('field\.postId'\), type: 'select', loadOptions: references\.postId\}/);
  // The memos that read the lookups are computed again when the records arrive.
  assert.match(page, /\],\n {4}\[userIdOptions, postIdOptions, t\],\n {2}\);\n\n {2}const columns/);
  // RuoYi names a record by `userName`, `postName`: the label is that name, not the key.
  assert.match(page, /\/\(\?:Name\|Title\)\$\/\.test\(field\)/);
  assert.match(page, /^import \{\n {2}useLookup,\n {2}optionLabel,\n {2}ListDetailTemplate,/m);
});

test('the service matches a foreign key chosen in the search whole, even one held as text', () => {
  const result = generate(
    `CREATE TABLE case_note (
      id BIGINT AUTO_INCREMENT PRIMARY KEY,
      case_code VARCHAR(32) NOT NULL COMMENT '案件',
      body VARCHAR(500) COMMENT '内容',
      FOREIGN KEY (case_code) REFERENCES legal_case (case_code))`,
    DEFAULT_OPTIONS,
  );
  if (!result.ok) assert.fail(JSON.stringify(result.problem));
  const service = result.files.find((f) => f.path.endsWith('/CaseNoteService.java'))?.content ?? '';
  assert.match(service, /cb\.equal\(root\.get\("caseCode"\), query\.caseCode\(\)\)/);
  // A text column that refers to nothing is still searched by what it contains.
  assert.match(service, /cb\.like\(root\.get\("body"\), containing\(query\.body\(\)\), '\\\\'\)/);
});
