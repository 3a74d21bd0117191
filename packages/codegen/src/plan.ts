/**
 * The table as the generators see it: every column with its property name, its type mapping and its
 * role (key, audit, version, dictionary), and every name the files share. Worked out once, so that the
 * back end, the front end and the migration cannot disagree.
 */
import type {Column, GeneratorOptions, Note, Position, Problem, Table} from './model';
import {isControl} from './escape';
import {englishDraft, isYesNo, legendOf, namesOtherCodes} from './legend';
import {
  chineseLabel,
  englishLabel,
  isJavaIdentifier,
  isJavaPackage,
  isNamable,
  isProgramCode,
  kebabCase,
  pascalCase,
  propertyName,
  resourcePath,
  singularName,
  titleName,
  upperSnakeCase,
  words,
} from './naming';
import {mappingOf, type JavaType, type TypeMapping} from './type-mapping';

/**
 * The roles of the columns the framework fills itself (Spring Data auditing; see the code-generation
 * tutorial): never in a form or a request. Each role is named after its column in LexBoot's own tables.
 */
export const AUDIT_COLUMNS = ['created_at', 'updated_at', 'created_by', 'updated_by'] as const;
export type AuditRole = (typeof AUDIT_COLUMNS)[number];

/**
 * The audit columns of the conventions in use: LexBoot's and Spring's (`created_at`), RuoYi's
 * (`create_time`, `create_by`), MyBatis-Plus and Alibaba's guidelines (`gmt_create`, `gmt_modified`),
 * and `creator`/`updater`.
 */
export const AUDIT_NAMES: Readonly<Record<string, AuditRole>> = {
  created_at: 'created_at',
  create_time: 'created_at',
  created_time: 'created_at',
  gmt_create: 'created_at',
  updated_at: 'updated_at',
  update_time: 'updated_at',
  updated_time: 'updated_at',
  gmt_modified: 'updated_at',
  add_time: 'created_at',
  created_by: 'created_by',
  create_by: 'created_by',
  create_user: 'created_by',
  creator: 'created_by',
  updated_by: 'updated_by',
  update_by: 'updated_by',
  update_user: 'updated_by',
  updater: 'updated_by',
};

/**
 * Columns that admin frameworks fill from the signed-in user's department (RuoYi-Vue-Plus's
 * `create_dept`): Spring Data auditing has no such role, so the generated code only reads them, and
 * no form or request writes them.
 */
export const SYSTEM_COLUMNS = ['create_dept', 'update_dept'] as const;

/** The optimistic-lock column, when it holds a number (a `VARCHAR version` is an ordinary field). */
export const VERSION_COLUMN = 'version';
/** A comment that says the column is the optimistic lock, whatever its name (`version_flag COMMENT '乐观锁'`). */
const LOCK_COMMENT = /乐观锁|optimistic\s*lock/i;

/** The soft-delete flags of the conventions in use: RuoYi's `del_flag`, MyBatis-Plus's `deleted` and `is_deleted`. */
export const SOFT_DELETE_COLUMNS = ['del_flag', 'delete_flag', 'deleted', 'is_deleted', 'is_delete'] as const;

export type Field = {
  readonly column: Column;
  /** Java, JSON and TypeScript property. */
  readonly property: string;
  readonly mapping: TypeMapping;
  readonly java: JavaType;
  readonly isKey: boolean;
  /**
   * A key that is filled when the record is saved: by the database (AUTO_INCREMENT, IDENTITY, SERIAL),
   * or, for a UUID key with a DEFAULT, by JPA (which cannot leave a key to a column's default), or, for a
   * snowflake key, by the entity before its INSERT.
   */
  readonly generated: boolean;
  /**
   * A snowflake key: the one `BIGINT` key, with no AUTO_INCREMENT, sequence or DEFAULT. The server assigns
   * it (never typed into a form), and it travels as a string in JSON and TypeScript, as a JavaScript number
   * loses the digits of a 64-bit id.
   */
  readonly snowflake: boolean;
  /**
   * A 64-bit id that travels as a string in JSON and TypeScript: a snowflake key, or a foreign key to the
   * snowflake key of a table the input defines (of a table it does not define, the key is unknown: a number).
   */
  readonly stringId: boolean;
  readonly audit: (typeof AUDIT_COLUMNS)[number] | undefined;
  readonly isVersion: boolean;
  /** Dictionary code from `[dict:CODE]` in the comment. */
  readonly dict: string | undefined;
  /** The field's name on screen, in each language. */
  readonly label: {readonly zh: string; readonly en: string};
  /** In the create request and the form (and, unless a key, in the update request). */
  readonly writable: boolean;
  /** A filter of the query DTO and the search form. */
  readonly searchable: boolean;
  /** In the response DTO, the row type and the detail view (false for secrets). */
  readonly inResponse: boolean;
  /** A column of the grid. */
  readonly listed: boolean;
  /** A column of the Excel export. */
  readonly exported: boolean;
  /**
   * A password, salt, secret or token: never in a response, the grid, search or export; write-only
   * in forms (a password field) and stored hashed with the application's PasswordEncoder.
   */
  readonly secret: boolean;
  /**
   * A password written as its PasswordEncoder hash (a credential read back, a token, a key are not; nor is a
   * password column too short for the hash, which the forms never write).
   */
  readonly hashed: boolean;
  /**
   * A credential for another system (a data source's or a mail server's password): the application must read
   * it back to connect, so it is not hashed but stored encrypted with the application's key (see credentialConverter).
   */
  readonly encrypted: boolean;
  /**
   * The database fills or maintains it (DEFAULT CURRENT_TIMESTAMP, ON UPDATE, a generated column):
   * read-only, left out of create and update requests, and read back after a save.
   */
  readonly databaseMaintained: boolean;
  /** The soft-delete flag (`del_flag`, `deleted`, `is_deleted`): delete sets it, lists leave flagged rows out. */
  readonly softDelete: boolean;
  /**
   * The values of a dictionary written out in the comment ("状态（0正常 1停用）") or an ENUM: the
   * form's options and the grid's labels. Undefined for other columns.
   */
  readonly options: readonly FieldOption[] | undefined;
  /** A foreign key: a typed reference to the other table's record, looked up in the form. */
  readonly reference: Reference | undefined;
};

/** One value of a dictionary written in a comment or an ENUM, with its label in each language. */
export type FieldOption = {readonly value: string | number; readonly label: {readonly zh: string; readonly en: string}};

/** The other table of a foreign key, as the generated code names it. */
export type Reference = {
  readonly table: string;
  /** The other table's entity, e.g. `Lawyer` for `lawyer_id REFERENCES lawyer (id)`. */
  readonly entity: string;
  /** Its REST resource under /api, e.g. `lawyers`. */
  readonly resource: string;
  /** The referenced column (the other table's key). */
  readonly column: string;
};

export type Plan = {
  readonly table: Table;
  readonly options: GeneratorOptions;
  readonly entity: string;
  /** The sub-package of the generated classes, e.g. `legalcase`. */
  readonly module: string;
  /** Java package of the generated classes. */
  readonly packageName: string;
  readonly programCode: string;
  /** The program's folder under web/src/programs, e.g. `case-mgmt`. */
  readonly programFolder: string;
  /** REST resource under /api, e.g. `legal-cases`. */
  readonly resource: string;
  readonly fields: readonly Field[];
  /**
   * The columns that identify a record to JPA and in paths: the primary key's, or, when a composite key
   * has a generated column, that column alone (the database issues each of its values once). The other
   * columns of such a key keep `isKey`: set on create, never updated.
   */
  readonly keys: readonly Field[];
  /** The Java type of the primary key: the key column's, or the `…Id` record of a composite key. */
  readonly idType: JavaType;
  readonly composite: boolean;
  readonly version: Field | undefined;
  /** The soft-delete flag, when the table has one: delete is logical. */
  readonly softDelete: Field | undefined;
  /** The values of the soft-delete flag: what delete writes, and what a record that exists holds. */
  readonly softDeleteValues: SoftDeleteValues | undefined;
  readonly label: {readonly zh: string; readonly en: string};
  /** What the program does differently from the rules, column by column (see Note). */
  readonly notes: readonly Note[];
};

const DICT_MARK = /\[dict:([A-Za-z][A-Za-z0-9_]*)\]/;

/**
 * A label in each language: the comment in its own language, and in the other (or in both, without a
 * comment) a label drafted from the name in that language; the English one where no word of the name
 * has a Chinese label.
 */
function labels(name: string, comment: string | undefined, commentLocale: GeneratorOptions['commentLocale'], column = true) {
  const fromComment = comment?.replace(DICT_MARK, '').trim();
  const en = englishLabel(name, column);
  const zh = chineseLabel(name, column) ?? en;
  return commentLocale === 'zh-CN' ? {zh: fromComment || zh, en} : {zh, en: fromComment || en};
}

/** A table's title from its comment: "用户信息表" → "用户信息", "案件表" → "案件"; a lone "表" stays. */
const tableTitle = (comment: string | undefined) => comment?.trim().replace(/(?<=.)表$/, '');

/**
 * The simple names of the types the generated Java imports or takes from java.lang: an entity of one of
 * these names would be hidden by the import (`@Service` on `ServiceService`) or hide the type.
 */
export const JAVA_TYPE_NAMES: ReadonlySet<string> = new Set(
  'ArrayList AttributeConverter AuditingEntityListener Base64 BigDecimal BindException ByteBuffer Boolean Cipher Column ColumnTransformer Convert Converter CreatedBy CreationTimestamp DateTimeFormat DeleteMapping Digits Double DynamicInsert Entity EntityListeners EventType ExcelColumn ExcelConverter ExcelResponses ExcelSheet FieldError Float GCMParameterSpec Generated GeneratedValue GenerationType GeneralSecurityException GetMapping HttpServletResponse IOException Id IdClass IllegalStateException Integer JdbcTypeCode JpaRepository JpaSpecificationExecutor JsonSerialize LastModifiedBy List LocalDate LocalDateTime LocalTime LocaleContextHolder Long Math Max Min NotBlank NotFoundException NotNull Object ObjectOptimisticLockingFailureException Objects OffsetDateTime Override PageQuery PageResult Param PasswordEncoder PathVariable PostMapping PreAuthorize Predicate PrePersist PutMapping Query RequestBody RequestMapping RestController SQLDelete SQLRestriction SecretKey SecretKeySpec SecureRandom Serializable Service Short Size Specification SqlTypes StandardCharsets String System Table ToStringSerializer Transactional UUID UniqueConstraint UpdateTimestamp Valid Value Version ZoneId'.split(
    ' ',
  ),
);

/** A DEFAULT the database computes at insert: the current time or date. */
const NOW_DEFAULT =
  /^\(?\s*(?:CURRENT_TIMESTAMP|CURRENT_DATE|CURRENT_TIME|LOCALTIMESTAMP|LOCALTIME|NOW|SYSDATE|STATEMENT_TIMESTAMP|TRANSACTION_TIMESTAMP|CLOCK_TIMESTAMP)\s*(?:\(\s*[0-9]*\s*\))?\s*\)?(?:\s*::\s*[A-Za-z ]+)?$/i;
/** A DEFAULT that takes the next value of a sequence (what SERIAL means, and what pg_dump writes for it). */
const NEXTVAL_DEFAULT = /^nextval\s*\(/i;

/** The words of a password column's name: `password`, `login_pwd`, `password_hash`, `encrypted_password`. */
const PASSWORD_WORDS = ['password', 'passwd', 'pwd'];
/** What a column is called when it says it holds a hash or a cipher: `password_hash`, `password_md5`, `api_key_hash`. */
const HASH_WORDS = ['hash', 'hashed', 'digest', 'encrypted', 'enc', 'bcrypt', 'md5', 'sha', 'sha1', 'sha256', 'sha512'];
/**
 * What a hash column holds when it is a checksum of content, not of a secret: `file_md5`, `content_hash`,
 * `variation_digest` (Active Storage's), shown and searched as any other text.
 */
const CHECKSUM_WORDS = [
  'file',
  'content',
  'body',
  'data',
  'image',
  'img',
  'blob',
  'attachment',
  'object',
  'chunk',
  'variation',
  'commit',
  'etag',
];

/**
 * The length of the hash a password column holds: BCrypt's, the hash of LexBoot's PasswordEncoder
 * (see the built-in user module). A shorter column cannot hold it.
 */
export const PASSWORD_HASH_LENGTH = 60;

/**
 * The property of the application's key that the generated converter encrypts credentials with (AES-GCM):
 * 32 bytes, Base64-encoded, the same on every instance.
 */
export const CREDENTIAL_KEY_PROPERTY = 'lexboot.crypto.credential-key';

/**
 * Columns whose names say they hold a connection to another system (a data source, a mail server): a
 * password there is a credential the application must send as it was written, never a hash.
 */
const CONNECTION_COLUMNS = new Set(['url', 'jdbc_url', 'db_url', 'host', 'hostname', 'endpoint', 'port', 'smtp_host', 'server']);

/**
 * Whether a column holds a secret, by what its name says it is, not by a word it contains: a password
 * (the name ends with it, or with its hash), stored as its hash; a credential read back later (a
 * password beside a connection's URL or host), kept as written; a salt; a secret, token, API or
 * private key. `password_expire_flag` and `pwd_update_time` are about a password, not one.
 */
function secretKind(words: readonly string[], connection: boolean): 'password' | 'credential' | 'salt' | 'other' | undefined {
  const has = (...names: string[]) => names.some((name) => words.includes(name));
  const last = words.at(-1) ?? '';
  if (has('salt')) return 'salt';
  const password =
    PASSWORD_WORDS.includes(last) ||
    (HASH_WORDS.includes(last) && has(...PASSWORD_WORDS)) ||
    (HASH_WORDS.includes(words[0] ?? '') && PASSWORD_WORDS.includes(last));
  if (password) return connection ? 'credential' : 'password';
  if (has(...PASSWORD_WORDS)) return undefined;
  // The hash of a secret (`api_key_hash`, `token_sha256`) is as secret as the secret; the hash of a file is a checksum.
  if (HASH_WORDS.includes(last) && !has(...CHECKSUM_WORDS)) return 'other';
  const joined = words.join('_');
  if (has('secret', 'credential', 'credentials', 'apikey') || last === 'token' || /(?:^|_)(?:api|private|access|secret)_key$/.test(joined))
    return 'other';
  return undefined;
}

/**
 * Whether a key column is a snowflake key: the table's one key column, a `BIGINT` (a Java `Long`) that
 * nothing fills: no AUTO_INCREMENT, IDENTITY, sequence or DEFAULT (`nextval(…)` is a DEFAULT).
 */
function isSnowflakeKey(javaType: string, onlyKey: boolean, autoIncrement: boolean, defaultValue: string | undefined): boolean {
  return onlyKey && javaType === 'Long' && !autoIncrement && defaultValue === undefined;
}

/**
 * What delete writes into the soft-delete flag, what a new record gets, and whether a record that
 * exists may also hold NULL (a nullable flag: rows written before the flag, or by other programs).
 */
export type SoftDeleteValues = {
  readonly deleted: string | number | boolean;
  readonly exists: string | number | boolean;
  readonly nullExists: boolean;
};

type PlanResult = {readonly ok: true; readonly plan: Plan} | {readonly ok: false; readonly problem: Problem};

/** The value of an option as the field's type holds it: a number for a numeric field. */
const optionValue = (value: string, numeric: boolean): string | number => (numeric && /^-?[0-9]+$/.test(value) ? Number(value) : value);

/**
 * The longest name a database keeps: MySQL's identifiers hold 64 characters; PostgreSQL's 63 bytes
 * (a longer one is cut short, with only a notice). Every name the generator makes of one (a class, a
 * file, a folder) stays far below the 255 bytes a file name may have.
 */
export const NAME_LIMIT = {mysql: {length: 64, unit: 'characters'}, postgresql: {length: 63, unit: 'bytes'}} as const;
/** The longest comments MySQL keeps: 2,048 characters on a table, 1,024 on a column. PostgreSQL's have no limit of their own, and none here. */
export const COMMENT_LIMIT = {table: 2048, column: 1024} as const;
/** The longest option that names a class, a package part, a program code or a prefix: an identifier's 64 characters. */
export const OPTION_LIMIT = 64;

const sizeOf = (text: string, unit: 'characters' | 'bytes') =>
  unit === 'bytes' ? new TextEncoder().encode(text).length : [...text].length;

/** A name as a problem quotes it: cut to its first 64 characters when it is longer. */
const quoted = (name: string) => ([...name].length > 64 ? `${[...name].slice(0, 64).join('')}…` : name);

/**
 * Why a table, schema or column name cannot be used whatever the options, or undefined: too long for
 * the database, or (a table's, a schema's) holding a control character or a quote. Hibernate writes an
 * annotation's back-quoted name in the database's own quotes without escaping a quote inside, and no
 * real table has a line break in its name.
 */
function nameProblem(name: string, what: 'table' | 'column', dialect: Table['dialect'], at: Position): Problem | undefined {
  const limit = NAME_LIMIT[dialect];
  const size = sizeOf(name, limit.unit);
  if (size > limit.length) return {kind: 'too-long', what, name: quoted(name), size, limit: limit.length, unit: limit.unit, at};
  if ([...name].some((char) => isControl(char) || char === '`' || char === '"')) return {kind: 'unsafe-name', name: quoted(name), at};
  return undefined;
}

/** Why an option is invalid whatever the table, or undefined; the generated names are checked again below. */
function optionProblem(options: GeneratorOptions): keyof GeneratorOptions | undefined {
  const texts = ['table', 'basePackage', 'module', 'programCode', 'entityName', 'tablePrefix', 'migrationVersion'] as const;
  // A share link's options are JSON: a number or a list where a text belongs is invalid, not a crash.
  const wrongType = texts.find((option) => typeof options[option] !== 'string');
  if (wrongType) return wrongType;
  if (options.commentLocale !== 'zh-CN' && options.commentLocale !== 'en') return 'commentLocale';
  const long = (['module', 'programCode', 'entityName', 'tablePrefix'] as const).find(
    (option) => options[option].trim().length > OPTION_LIMIT,
  );
  if (long) return long;
  if (options.basePackage.length > 255 || options.basePackage.split('.').some((part) => part.length > OPTION_LIMIT)) return 'basePackage';
  // A prefix is part of a table name that names classes: the characters of such a name (see isNamable), or none.
  if (!/^[A-Za-z0-9_$ -]*$/.test(options.tablePrefix)) return 'tablePrefix';
  return undefined;
}

export function planOf(table: Table, options: GeneratorOptions): PlanResult {
  const invalid = (option: keyof GeneratorOptions, value: unknown): PlanResult => ({
    ok: false,
    problem: {kind: 'invalid-option', option, value: typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))},
  });
  const badOption = optionProblem(options);
  if (badOption) return invalid(badOption, options[badOption]);
  // Every name is checked whatever the options: an entity name given does not make a table name safe to write.
  const tableProblem =
    nameProblem(table.name, 'table', table.dialect, table.position) ??
    (table.schema === undefined ? undefined : nameProblem(table.schema, 'table', table.dialect, table.position));
  if (tableProblem) return {ok: false, problem: tableProblem};
  const mysql = table.dialect === 'mysql';
  if (mysql && table.comment !== undefined && [...table.comment].length > COMMENT_LIMIT.table)
    return {ok: false, problem: commentTooLong(table.name, table.comment, 'table', table.position)};
  for (const column of table.columns) {
    const columnProblem = nameProblem(column.name, 'column', table.dialect, column.position);
    if (columnProblem) return {ok: false, problem: columnProblem};
    if (mysql && column.comment !== undefined && [...column.comment].length > COMMENT_LIMIT.column)
      return {ok: false, problem: commentTooLong(column.name, column.comment, 'column', column.position)};
  }
  const stripPrefix = (name: string) =>
    options.tablePrefix && name.toLowerCase().startsWith(options.tablePrefix.toLowerCase()) ? name.slice(options.tablePrefix.length) : name;
  const stripped = stripPrefix(table.name);
  if (!options.entityName.trim() && !isNamable(stripped))
    return {ok: false, problem: {kind: 'unnamable', what: 'table', name: quoted(table.name), at: table.position}};
  // A plural table name names one record: `owners` → `Owner`, `categories` → `Category`. A name the
  // generated classes use for another type (a table `service`, `column`) is the entity's with `Entity`.
  const derived = pascalCase(singularName(stripped));
  const entity = options.entityName.trim() || (JAVA_TYPE_NAMES.has(derived) ? `${derived}Entity` : derived);
  // What the program is called everywhere but in Java: the table's name (`/api/services`, SERVICE_MGMT), not the class's.
  const named = options.entityName.trim() || derived;
  if (!isJavaIdentifier(entity) || !/^[A-Z]/.test(entity) || JAVA_TYPE_NAMES.has(entity))
    return invalid('entityName', options.entityName || entity);
  const basePackage = options.basePackage.trim();
  if (!isJavaPackage(basePackage)) return invalid('basePackage', options.basePackage);
  const module = options.module.trim() || named.toLowerCase();
  if (!isJavaPackage(module)) return invalid('module', options.module);
  const programCode = options.programCode.trim() || `${upperSnakeCase(named)}_MGMT`;
  if (!isProgramCode(programCode)) return invalid('programCode', options.programCode);
  if (!/^[0-9]{14}$/.test(options.migrationVersion)) return invalid('migrationVersion', options.migrationVersion);

  const fields: Field[] = [];
  const notes: Note[] = [];
  const connection = table.columns.some((c) => CONNECTION_COLUMNS.has(words(c.name).join('_')));
  let softDeleteValues: Plan['softDeleteValues'];
  for (const column of table.columns) {
    if (!isNamable(column.name))
      return {ok: false, problem: {kind: 'unnamable', what: 'column', name: quoted(column.name), at: column.position}};
    const property = propertyName(column.name);
    const clash = fields.find((f) => f.property === property);
    if (clash) {
      return {ok: false, problem: {kind: 'name-clash', column: column.name, other: clash.column.name, property, at: column.position}};
    }
    const lower = column.name.toLowerCase();
    const nameWords = words(column.name);
    const snake = nameWords.join('_');
    const isKey = table.primaryKey.some((key) => key.toLowerCase() === lower);
    const comment = column.comment?.replace(DICT_MARK, '').trim();
    // A legend whose values the column cannot hold ('-1：已删除' for a CHAR(1)) is no legend of it: the comment stays the label.
    const written = comment ? legendOf(comment) : undefined;
    const holds = (value: string) => !['CHAR', 'VARCHAR'].includes(column.sqlType) || value.length <= (column.length ?? Infinity);
    const legend = written?.entries.every((e) => holds(e.value)) ? written : undefined;

    // TINYINT(1) is a Boolean only when it holds 0 and 1 for no and yes: a legend with other values, or whose
    // two labels name the values (0正常 1停用), makes it a number with options; a comment naming other codes, a number.
    let mapping = mappingOf(table.dialect, column.sqlType);
    if (column.sqlType === 'TINYINT(1)' && (legend ? !isYesNo(legend) : comment !== undefined && namesOtherCodes(comment)))
      mapping = mappingOf(table.dialect, 'TINYINT');
    const numeric = mapping.ts === 'number';
    const isText = mapping.java.name === 'String';

    // Spring Data auditing fills a time into a date-time and a user into a text or an ID: a `create_time
    // VARCHAR(20)` it cannot fill stays an ordinary column, rather than a save that fails at run time.
    const auditRole = AUDIT_NAMES[snake];
    const auditFits =
      auditRole === 'created_at' || auditRole === 'updated_at'
        ? mapping.cell === 'datetime' || mapping.cell === 'date'
        : ['String', 'Long', 'Integer'].includes(mapping.java.name);
    const audit = auditFits ? auditRole : undefined;
    // Only a whole number is a version Hibernate can increment.
    const isVersion =
      (snake === VERSION_COLUMN || LOCK_COMMENT.test(column.comment ?? '')) &&
      !isKey &&
      ['Integer', 'Long', 'Short'].includes(mapping.java.name) &&
      // An entity has one @Version.
      !fields.some((f) => f.isVersion);
    const isJson = column.sqlType === 'JSON' || column.sqlType === 'JSONB';
    const nextval = column.defaultValue !== undefined && NEXTVAL_DEFAULT.test(column.defaultValue.trim());
    const databaseGenerated = column.autoIncrement || nextval;
    const snowflake = isKey && isSnowflakeKey(mapping.java.name, table.primaryKey.length === 1, column.autoIncrement, column.defaultValue);
    if (snowflake) mapping = {...mapping, ts: 'string'};
    // A foreign key to a snowflake key holds its ids: a string too, searched and shown as the text it is.
    const toSnowflake =
      !isKey &&
      mapping.java.name === 'Long' &&
      column.references?.definition !== undefined &&
      isSnowflakeKey(
        mappingOf(table.dialect, column.references.definition.sqlType).java.name,
        column.references.definition.onlyKey,
        column.references.definition.autoIncrement,
        column.references.definition.defaultValue,
      );
    if (toSnowflake) mapping = {...mapping, ts: 'string', search: 'text', cell: 'text'};
    const generated = isKey && (databaseGenerated || snowflake || (mapping.java.name === 'UUID' && column.defaultValue !== undefined));
    // The database fills it at insert (a current-time default, a sequence) or keeps it (ON UPDATE, a computed column).
    const nowDefault = column.defaultValue !== undefined && NOW_DEFAULT.test(column.defaultValue.trim());
    const databaseMaintained =
      column.computed || column.onUpdate !== undefined || (!isKey && databaseGenerated) || (nowDefault && audit !== 'updated_at');
    const softDelete = (SOFT_DELETE_COLUMNS as readonly string[]).includes(snake) && !isKey;
    // A key is never a secret: it names the record in every path, and the list needs it to tell rows apart.
    const secret = isText && !isKey ? secretKind(nameWords, connection) : undefined;
    // A password column too short for the PasswordEncoder's hash holds another program's hash (an MD5's 32
    // characters): the program is generated, and its forms never write the column (see Note).
    const shortHash =
      secret === 'password' &&
      column.length !== undefined &&
      ['CHAR', 'VARCHAR'].includes(column.sqlType) &&
      column.length < PASSWORD_HASH_LENGTH;
    if (shortHash)
      notes.push({
        kind: 'short-hash-column',
        column: column.name,
        length: column.length,
        needed: PASSWORD_HASH_LENGTH,
        at: column.position,
      });
    if (secret === 'credential')
      notes.push({kind: 'encrypted-credential', column: column.name, property: CREDENTIAL_KEY_PROPERTY, at: column.position});

    let fieldOptions: FieldOption[] | undefined;
    if (column.enumValues && column.enumValues.length > 0) {
      fieldOptions = column.enumValues.map((value) => ({value, label: {zh: value, en: englishLabel(value) || value}}));
    } else if (legend && mapping.ts !== 'boolean') {
      // The comment's own words in both bundles, the English one drafted from them (see englishDraft).
      fieldOptions = legend.entries.map((e) => ({value: optionValue(e.value, numeric), label: {zh: e.label, en: englishDraft(e.label)}}));
    }
    if (softDelete) softDeleteValues = softDeleteValuesOf(column, mapping.java.name, legend);

    const target = column.references;
    const reference: Reference | undefined = target
      ? (() => {
          const other = pascalCase(singularName(stripPrefix(target.table)));
          return {table: target.table, entity: other, resource: resourcePath(other), column: target.column ?? 'id'};
        })()
      : undefined;

    // The label: the comment without its legend ("状态（0正常 1停用）" → "状态"); a foreign key, which the page
    // shows by the record it refers to, is named after that record (`owner_id` → "Owner").
    const labelComment = legend ? legend.label.replace(/^[a-z]/, (c) => c.toUpperCase()) || undefined : column.comment;
    const label = labels(reference ? snake.replace(/_id$/, '') : column.name, labelComment, options.commentLocale);

    const systemColumn = (SYSTEM_COLUMNS as readonly string[]).includes(snake);
    const filledBySystem = !!audit || isVersion || databaseMaintained || softDelete || secret === 'salt' || shortHash || systemColumn;
    fields.push({
      column,
      property,
      mapping,
      java: mapping.java,
      isKey,
      generated,
      snowflake,
      stringId: snowflake || toSnowflake,
      audit,
      isVersion,
      dict: column.comment ? DICT_MARK.exec(column.comment)?.[1] : undefined,
      label,
      writable: !filledBySystem && !generated,
      searchable: !filledBySystem && !isJson && !generated && !secret,
      inResponse: !secret && !softDelete,
      listed: !isVersion && !generated && !secret && !softDelete,
      exported: !isVersion && !secret && !softDelete,
      secret: secret !== undefined,
      hashed: secret === 'password' && !shortHash,
      encrypted: secret === 'credential',
      databaseMaintained,
      softDelete,
      options: fieldOptions,
      reference,
    });
  }
  const primary = table.primaryKey.map((name) => fields.find((f) => f.column.name.toLowerCase() === name.toLowerCase())!);
  // A generated column of a composite key identifies the record by itself: JPA cannot generate part of a key.
  const generatedPart = primary.length > 1 ? primary.find((f) => f.generated) : undefined;
  const keys = generatedPart ? [generatedPart] : primary;
  const composite = keys.length > 1;
  const softDelete = fields.find((f) => f.softDelete);
  return {
    ok: true,
    plan: {
      table,
      options,
      entity,
      module,
      packageName: `${basePackage}.${module}`,
      programCode,
      programFolder: kebabCase(programCode),
      resource: resourcePath(named),
      fields,
      keys,
      idType: composite ? {name: `${entity}Id`} : keys[0]!.java,
      composite,
      version: fields.find((f) => f.isVersion),
      softDelete,
      softDeleteValues: softDelete ? softDeleteValues : undefined,
      label: labels(titleName(named), tableTitle(table.comment), options.commentLocale, false),
      notes,
    },
  };
}

/** A comment longer than MySQL keeps, on the table or column named. */
function commentTooLong(name: string, comment: string, what: 'table' | 'column', at: Position): Problem {
  const limit = COMMENT_LIMIT[what];
  return {kind: 'too-long', what: `${what}-comment`, name: quoted(name), size: [...comment].length, limit, unit: 'characters', at};
}

/**
 * What delete writes into the soft-delete flag, and what a record that exists holds. A legend in the
 * comment decides ("删除标志（0代表存在 2代表删除）": '2' and '0'); without one, RuoYi's text `del_flag`
 * is '2' and '0', a number 1 and 0 (MyBatis-Plus's default), a Boolean true and false. The DEFAULT, when
 * there is one, is what a record that exists holds.
 */
function softDeleteValuesOf(column: Column, javaType: string, legend: ReturnType<typeof legendOf>): SoftDeleteValues {
  const nullExists = column.nullable;
  if (javaType === 'Boolean') return {deleted: true, exists: false, nullExists};
  const numeric = javaType !== 'String';
  // Only a value of the column's type: a number for a number, and never NULL (`DEFAULT NULL` says nothing of the values).
  const fits = (text: string) => (numeric ? /^-?[0-9]+$/.test(text) : /^[0-9A-Za-z]+$/.test(text) && !/^null$/i.test(text));
  const unquoted = column.defaultValue
    ?.trim()
    .replace(/^\((.*)\)$/, '$1')
    .replace(/::.*$/, '')
    .replace(/^'(.*)'$/, '$1');
  const entries = legend?.entries.filter((e) => fits(e.value)) ?? [];
  const deletedEntry = entries.find((e) => /删除|deleted|removed/i.test(e.label) && !/未删除|not/i.test(e.label));
  const existsEntry = entries.find((e) => e !== deletedEntry && !/删除|deleted|removed/i.test(e.label.replace(/未删除|not deleted/gi, '')));
  const snake = words(column.name).join('_');
  const deleted = deletedEntry ? deletedEntry.value : snake === 'del_flag' && !numeric ? '2' : '1';
  const exists = existsEntry ? existsEntry.value : unquoted !== undefined && fits(unquoted) && unquoted !== deleted ? unquoted : '0';
  const value = (text: string) => (numeric ? Number(text) : text);
  return {deleted: value(deleted), exists: value(exists), nullExists};
}

/** A secret that is a password: stored as its PasswordEncoder hash, never as written. Other secrets (tokens, API keys, a data source's password) are kept as written. */
export const isPassword = (f: Field) => f.hashed;
