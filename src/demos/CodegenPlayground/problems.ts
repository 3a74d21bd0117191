/**
 * The generator's problems in the visitor's language: what is wrong, where (line and column), and
 * what to do about it. Text from the input (a name, a type, a value, a word found) is never part of
 * the site's sentence: it is a quotation in it, shown as such (./ProblemText.tsx), so that a table
 * named like a notice from the site reads as a name and not as the site speaking (issue 40).
 */
import {translate} from '@docusaurus/Translate';
import type {Expected, Position, Problem} from '@lexboot/codegen';
import {supportedTypes, unsupportedTypeKind} from '@lexboot/codegen';

/** Text from the input, quoted in a message. */
export type Quote = {readonly quote: string};
/** A message: the site's words, with the input's quoted. */
export type Message = readonly (string | Quote)[];

/** Stands for a quotation in a translated sentence until it is split into parts (never in a message's own text). */
const MARK = '\u0000';

/** The longest quotation shown whole, in characters: a longer one is cut, with an ellipsis. */
export const QUOTE_LIMIT = 60;

/** Characters that would not show, break the line or turn the sentence around: written out as escapes. */
const INVISIBLE = /[\p{Cc}\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/gu;

/** Input text as its quotation shows it: invisible characters written out (`\n`, `\u202e`), cut after QUOTE_LIMIT characters. */
export function quotedText(text: string): string {
  const characters = Array.from(text);
  const shown = characters.length > QUOTE_LIMIT ? `${characters.slice(0, QUOTE_LIMIT).join('')}…` : text;
  return shown.replace(INVISIBLE, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`,
  );
}

/** The marks a quotation stands between in the page's language: 「」 in Chinese, “” in English. */
export function quoteMarks(): readonly [string, string] {
  const [open = '', close = ''] = translate(
    {id: 'codegen.problem.quote', message: '「{text}」', description: 'A quotation of the input (a name, a value) in a problem'},
    {text: MARK},
  ).split(MARK);
  return [open, close];
}

/** The message as plain text, each quotation between its marks. */
export function messageText(message: Message): string {
  const [open, close] = quoteMarks();
  return message.map((part) => (typeof part === 'string' ? part : `${open}${quotedText(part.quote)}${close}`)).join('');
}

export function problemPosition(problem: Problem | undefined): Position | undefined {
  return problem && 'at' in problem ? problem.at : undefined;
}

function expectedText(expected: Expected): string {
  if (typeof expected === 'object') return `“${expected.token}”`;
  switch (expected) {
    case 'column-name':
      return translate({id: 'codegen.expected.columnName', message: '列名'});
    case 'table-name':
      return translate({id: 'codegen.expected.tableName', message: '表名'});
    case 'table-column':
      return translate({id: 'codegen.expected.tableColumn', message: '“表名.列名”'});
    case 'column-type':
    case 'type':
      return translate({id: 'codegen.expected.columnType', message: '列的类型'});
    case 'length':
      return translate({id: 'codegen.expected.length', message: '长度（数字）'});
    case 'scale':
      return translate({id: 'codegen.expected.scale', message: '小数位数（数字）'});
    case 'number':
      return translate({id: 'codegen.expected.number', message: '数字'});
    case 'default-value':
      return translate({id: 'codegen.expected.defaultValue', message: '默认值'});
    case 'comment-string':
      return translate({id: 'codegen.expected.comment', message: '用单引号括起的注释'});
    case 'charset':
      return translate({id: 'codegen.expected.charset', message: '字符集或排序规则的名称'});
    case 'constraint-name':
      return translate({id: 'codegen.expected.constraintName', message: '约束名'});
    case 'column-end':
      return translate({id: 'codegen.expected.columnEnd', message: '列定义之后的“,”或“)”'});
    case 'reference-action':
      return translate({id: 'codegen.expected.referenceAction', message: 'CASCADE、RESTRICT、SET NULL、SET DEFAULT 或 NO ACTION'});
    case 'index-name':
    case 'key-name':
      return translate({id: 'codegen.expected.indexName', message: '索引名'});
    case 'table-constraint':
      return translate({id: 'codegen.expected.tableConstraint', message: 'PRIMARY KEY、UNIQUE、FOREIGN KEY 或 CHECK'});
    case 'column-definition':
      return translate({id: 'codegen.expected.columnDefinition', message: '列定义（多余的逗号？）'});
    case 'comma-or-paren':
      return translate({id: 'codegen.expected.commaOrParen', message: '“,”或“)”'});
  }
}

function foundText(found: string, q: (text: string) => string): string {
  return found === 'end' ? translate({id: 'codegen.found.end', message: '语句结束'}) : q(found);
}

const OPTION_LABELS = {
  table: () => translate({id: 'codegen.problem.option.table', message: '输入中没有所选的表，请在表列表中重新选择。'}),
  basePackage: () =>
    translate({
      id: 'codegen.problem.option.basePackage',
      message: '基础包名应为小写的 Java 包名，用点分隔，每段不超过 64 个字符，例如 com.example.lawfirm。',
    }),
  module: () =>
    translate({id: 'codegen.problem.option.module', message: '模块应为不超过 64 个字符的小写 Java 包名，例如 legalcase，或留空。'}),
  programCode: () =>
    translate({
      id: 'codegen.problem.option.programCode',
      message: '程序代码应为大写字母、数字和下划线，以字母开头，不超过 64 个字符，例如 CASE_MGMT。',
    }),
  entityName: () =>
    translate({
      id: 'codegen.problem.option.entityName',
      message: '实体类名应为以大写字母开头、不超过 64 个字符的 Java 类名，例如 LegalCase，或留空。',
    }),
  tablePrefix: () =>
    translate({
      id: 'codegen.problem.option.tablePrefix',
      message: '表名前缀只能含英文字母、数字、下划线、$、连字符和空格，不超过 64 个字符，例如 t_。',
    }),
  commentLocale: () => translate({id: 'codegen.problem.option.commentLocale', message: '列注释的语言应为 zh-CN 或 en。'}),
  migrationVersion: () =>
    translate({id: 'codegen.problem.option.migrationVersion', message: '迁移版本号应为 14 位数字（yyyyMMddHHmmss）。'}),
  dialect: () => translate({id: 'codegen.problem.option.dialect', message: 'SQL 方言应为 auto、mysql 或 postgresql。'}),
} as const;

/**
 * A message of the site's words with the input's text in it as quotations: `write` builds the text,
 * passing each piece of input through `q`, which marks it; the marks become the message's quotes.
 */
export function quoting(write: (q: (text: string) => string) => string): Message {
  const quotes: string[] = [];
  const q = (text: string) => `${MARK}${quotes.push(text) - 1}${MARK}`;
  return write(q)
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? {quote: quotes[Number(part)]!} : part))
    .filter((part) => part !== '');
}

/** One sentence (or two) for the problem, starting with where it is, the input's text quoted. */
export const describeProblem = (problem: Problem): Message => quoting((q) => sentence(problem, q));

/** The problem's sentence, each text from the input in it as `q` gives it (a mark for describeProblem). */
function sentence(problem: Problem, q: (text: string) => string): string {
  const where = (at: Position) =>
    translate({id: 'codegen.problem.at', message: '第 {line} 行第 {column} 列：'}, {line: at.line, column: at.column});
  switch (problem.kind) {
    case 'empty-input':
      return translate({id: 'codegen.problem.empty', message: '还没有建表语句。请粘贴一条 CREATE TABLE 语句，或点击“恢复示例”。'});
    case 'unterminated': {
      const what = {
        string: translate({id: 'codegen.problem.unterminated.string', message: '这个字符串没有结束的单引号。'}),
        comment: translate({id: 'codegen.problem.unterminated.comment', message: '这段注释缺少结尾的 */。'}),
        identifier: translate({id: 'codegen.problem.unterminated.identifier', message: '这个带引号的名称没有结束的引号。'}),
      }[problem.what];
      return where(problem.at) + what;
    }
    case 'unexpected':
      return (
        where(problem.at) +
        translate(
          {id: 'codegen.problem.unexpected', message: '这里应为{expected}，实际是{found}。'},
          {expected: expectedText(problem.expected), found: foundText(problem.found, q)},
        )
      );
    case 'no-table':
      return translate({id: 'codegen.problem.noTable', message: '没有找到 CREATE TABLE 语句。生成器从一张表的定义生成程序。'});
    case 'several-tables':
      return (
        where(problem.at) +
        translate(
          {
            id: 'codegen.problem.severalTables',
            message: '这里定义了多张表（{names}）。每次从一张表生成一个程序，请在表列表中选出一张。',
          },
          {names: problem.names.map(q).join('、')},
        )
      );
    case 'unsupported-statement':
      return (
        where(problem.at) +
        translate(
          {
            id: 'codegen.problem.unsupportedStatement',
            message:
              '这是一条{statement}语句，输入中却没有建表语句。生成器根据 CREATE TABLE 生成程序：请粘贴表的定义，整个建库脚本或导出文件也可以。',
          },
          {statement: q(problem.statement)},
        )
      );
    case 'unsupported-type': {
      const values = {column: q(problem.column), type: q(problem.type)};
      switch (unsupportedTypeKind(problem.type)) {
        case 'spatial':
          return (
            where(problem.at) +
            translate(
              {
                id: 'codegen.problem.unsupportedType.spatial',
                message:
                  '列{column}的类型{type}是空间类型，生成器不支持。请先从语句中删去这一列再生成，然后在实体中手工加上它（例如用 Hibernate Spatial 映射）。',
              },
              values,
            )
          );
        case 'array':
          return (
            where(problem.at) +
            translate(
              {
                id: 'codegen.problem.unsupportedType.array',
                message: '列{column}是数组类型{type}，生成器不支持。请改用一张子表，每个元素一行；或先删去这一列再生成，之后手工补上。',
              },
              values,
            )
          );
        case 'binary':
          return (
            where(problem.at) +
            translate(
              {
                id: 'codegen.problem.unsupportedType.binary',
                message:
                  '列{column}的类型{type}存放二进制数据，生成器不支持。文件宜存放在文件服务中，表里只存路径（VARCHAR）；或先删去这一列再生成。',
              },
              values,
            )
          );
        case 'full-text':
          return (
            where(problem.at) +
            translate(
              {
                id: 'codegen.problem.unsupportedType.fullText',
                message: '列{column}的类型{type}是全文检索向量，由数据库维护，程序用不到它。请先从语句中删去这一列再生成。',
              },
              values,
            )
          );
        case 'other':
          return (
            where(problem.at) +
            translate(
              {
                id: 'codegen.problem.unsupportedType',
                message:
                  '列{column}的类型{type}不受支持。可用的类型：{types}。如果它是 CREATE TYPE 或 CREATE DOMAIN 定义的类型，请把那条语句一起粘贴进来。',
              },
              {...values, types: supportedTypes(problem.dialect ?? 'mysql').join(', ')},
            )
          );
      }
      break;
    }
    case 'duplicate-column':
      return (
        where(problem.at) +
        translate(
          {id: 'codegen.problem.duplicateColumn', message: '列{column}重复定义，第一次出现在第 {line} 行。'},
          {column: q(problem.column), line: problem.first.line},
        )
      );
    case 'no-primary-key':
      return (
        where(problem.at) +
        translate(
          {id: 'codegen.problem.noPrimaryKey', message: '表{table}没有主键。请为它加上主键，例如 id BIGINT AUTO_INCREMENT PRIMARY KEY。'},
          {table: q(problem.table)},
        )
      );
    case 'several-primary-keys':
      return (
        where(problem.at) +
        translate(
          {id: 'codegen.problem.severalPrimaryKeys', message: '表{table}声明了不止一个主键。联合主键请写成 PRIMARY KEY (列1, 列2)。'},
          {table: q(problem.table)},
        )
      );
    case 'unknown-column':
      return (
        where(problem.at) +
        translate(
          {id: 'codegen.problem.unknownColumn', message: '表{table}中没有列{column}。'},
          {table: q(problem.table), column: q(problem.column)},
        )
      );
    case 'other-table':
      return (
        where(problem.at) +
        translate(
          {id: 'codegen.problem.otherTable', message: '这条注释写给表{table}，但生成的是表{expected}。'},
          {table: q(problem.table), expected: q(problem.expected)},
        )
      );
    case 'no-columns':
      return where(problem.at) + translate({id: 'codegen.problem.noColumns', message: '表{table}没有列。'}, {table: q(problem.table)});
    case 'unnamable':
      return (
        where(problem.at) +
        (problem.what === 'column'
          ? translate(
              {
                id: 'codegen.problem.unnamableColumn',
                message:
                  '列名{name}含有英文字母、数字和下划线以外的字符，生成不了 Java 属性名。请改用英文列名（如 case_no），把中文名称写进列注释。',
              },
              {name: q(problem.name)},
            )
          : translate(
              {
                id: 'codegen.problem.unnamableTable',
                message: '表名{name}含有英文字母、数字和下划线以外的字符，生成不了类名。请改用英文表名，或在选项中填写实体类名。',
              },
              {name: q(problem.name)},
            ))
      );
    case 'too-long': {
      const unit =
        problem.unit === 'bytes'
          ? translate({id: 'codegen.problem.tooLong.bytes', message: '个字节'})
          : translate({id: 'codegen.problem.tooLong.characters', message: '个字符'});
      const values = {name: q(problem.name), size: String(problem.size), limit: String(problem.limit), unit};
      const message = {
        table: () =>
          translate(
            {
              id: 'codegen.problem.tooLong.table',
              message: '表名{name}长 {size} {unit}，超出数据库允许的 {limit} {unit}。请改用较短的表名。',
            },
            values,
          ),
        column: () =>
          translate(
            {
              id: 'codegen.problem.tooLong.column',
              message: '列名{name}长 {size} {unit}，超出数据库允许的 {limit} {unit}。请改用较短的列名。',
            },
            values,
          ),
        'table-comment': () =>
          translate(
            {
              id: 'codegen.problem.tooLong.tableComment',
              message: '表{name}的注释长 {size} {unit}，超出 MySQL 允许的 {limit} {unit}。请缩短注释。',
            },
            values,
          ),
        'column-comment': () =>
          translate(
            {
              id: 'codegen.problem.tooLong.columnComment',
              message: '列{name}的注释长 {size} {unit}，超出 MySQL 允许的 {limit} {unit}。请缩短注释。',
            },
            values,
          ),
      }[problem.what];
      return where(problem.at) + message();
    }
    case 'unsafe-name':
      return (
        where(problem.at) +
        translate(
          {
            id: 'codegen.problem.unsafeName',
            message: '表名{name}含有换行等控制字符或引号，生成的代码和 SQL 无法安全地引用它。请为表改名。',
          },
          {name: q(problem.name)},
        )
      );
    case 'name-clash':
      return (
        where(problem.at) +
        translate(
          {id: 'codegen.problem.nameClash', message: '列{column}与列{other}都会生成属性{property}。请为其中一列改名。'},
          {column: q(problem.column), other: q(problem.other), property: q(problem.property)},
        )
      );
    case 'invalid-option':
      // The value as given (typed, or from a link) first: the field may be folded away, or hold a value from a link.
      return (
        (problem.value.trim() ? translate({id: 'codegen.problem.option.value', message: '{value}无效。'}, {value: q(problem.value)}) : '') +
        OPTION_LABELS[problem.option]()
      );
  }
}
