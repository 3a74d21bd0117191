/**
 * What the generated program does differently from the generator's rules for a column (the result's
 * `notes`), in the visitor's language: shown above the files, so that it is read before the code is used.
 */
import {translate} from '@docusaurus/Translate';
import type {Note} from '@lexboot/codegen';
import {quoting, type Message} from './problems';

/** The note in the visitor's language, the column's name quoted as input (see ./problems). */
export const describeNote = (note: Note): Message => quoting((q) => sentence(note, q));

function sentence(note: Note, q: (text: string) => string): string {
  switch (note.kind) {
    case 'short-hash-column':
      return translate(
        {
          id: 'codegen.note.shortHashColumn',
          message:
            '密码列{column}只有 {length} 个字符，放不下生成的代码用 PasswordEncoder 保存的散列（{needed} 个字符），其中存的应是别的程序算出的散列（如 32 个字符的 MD5）。生成的表单和接口不写这一列，响应、列表、查询条件和导出中也没有它；设置密码请沿用原系统的做法，或把这一列加长到至少 {needed} 个字符后重新生成。',
        },
        {column: q(note.column), length: String(note.length), needed: String(note.needed)},
      );
    case 'encrypted-credential':
      return translate(
        {
          id: 'codegen.note.encryptedCredential',
          message:
            '列{column}是连接其他系统用的凭据，应用要读回原文，所以不做散列：生成的 CredentialConverter 用应用的密钥（AES-GCM）加密后保存，接口只写不读。启动应用前须配置 {property}（32 字节随机数的 Base64，如 openssl rand -base64 32 的输出）；已有的明文值照常读出，下次保存时加密。',
        },
        {column: q(note.column), property: note.property},
      );
  }
}
