// What the playground says of a program that does something differently for a column (the result's
// notes, src/demos/CodegenPlayground/notes.ts): a login table whose password column is too short for
// the hash, and a mail account whose password is encrypted, each worded in both languages.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {DEFAULT_OPTIONS, generate, type Note} from '@lexboot/codegen';
import {describeNote} from '@site/src/demos/CodegenPlayground/notes';
import {messageText} from '@site/src/demos/CodegenPlayground/problems';

const ADMIN = `CREATE TABLE tb_newbee_mall_admin_user (
  admin_user_id INT NOT NULL AUTO_INCREMENT COMMENT '管理员id',
  login_user_name VARCHAR(50) NOT NULL COMMENT '管理员登陆名称',
  login_password VARCHAR(50) NOT NULL COMMENT '管理员登陆密码',
  PRIMARY KEY (admin_user_id))`;

const MAIL = `CREATE TABLE system_mail_account (
  id BIGINT NOT NULL AUTO_INCREMENT COMMENT '主键',
  username VARCHAR(255) NOT NULL COMMENT '用户名',
  password VARCHAR(255) NOT NULL COMMENT '密码',
  host VARCHAR(255) NOT NULL COMMENT 'SMTP 服务器域名',
  PRIMARY KEY (id))`;

function notesOf(sql: string): readonly Note[] {
  const result = generate(sql, DEFAULT_OPTIONS);
  assert.ok(result.ok, 'generated');
  return result.notes;
}

const english = JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>;

test('a password column too short for the hash: the program is generated, and the note says the forms never write it', () => {
  const [note, ...rest] = notesOf(ADMIN);
  assert.ok(note);
  assert.deepEqual(rest, []);
  const text = messageText(describeNote(note));
  assert.match(text, /^密码列「login_password」只有 50 个字符，放不下.*（60 个字符）/);
  assert.match(text, /生成的表单和接口不写这一列/);
  assert.match(
    english['codegen.note.shortHashColumn']?.message ?? '',
    /^The password column \{column\} holds \{length\} characters.*never write this column/,
  );
});

test("a credential for another system: the note names the application's key to configure", () => {
  const [note] = notesOf(MAIL);
  assert.ok(note);
  assert.match(messageText(describeNote(note)), /^列「password」是连接其他系统用的凭据.*启动应用前须配置 lexboot\.crypto\.credential-key/);
  assert.match(english['codegen.note.encryptedCredential']?.message ?? '', /Set \{property\} before starting the application/);
  // Without the connection's host, the password is the users' own: hashed, with nothing to note.
  assert.deepEqual(notesOf(MAIL.replace(/\n {2}host .*/, '')), []);
});
