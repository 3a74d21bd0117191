/**
 * Every `lexboot.*` configuration property the docs name, in one list: the starter's, the user
 * module's, the Excel converter's and the code generator's (whose properties are also its
 * command-line flags, `-Dlexboot.codegen.<name>=<value>`). The configuration tables of the docs
 * are built from it (`<ConfigTable group="…" />`, src/plugins/remark-config-table), and
 * tests/docs/doc-config-properties.test.ts fails when a doc or post names a property that is not
 * here. Descriptions and defaults may hold `code` and [links](#anchor); `<name>` in a name stands for one
 * segment (`lexboot.system.endpoints.files.enabled`).
 */

/** Which table a property is listed in, and on which page. */
export type ConfigGroup =
  /** The starter: docs/api/back-end/system-api.md, "配置项". */
  | 'system'
  /** The user module: docs/api/module-builtin/user.md. */
  | 'user'
  /** The Excel converter: docs/api/module-additional/excel-converter.md. */
  | 'excel'
  /** The generator's options: docs/tutorial/back-end/code-generation.md, "生成器选项". */
  | 'codegen'
  /** How the Maven plugin writes the generated files: the same page, "写入文件". */
  | 'codegen-files'
  /** What the generated code reads in the application: the same page, "生成的代码读取的配置". */
  | 'generated';

export const CONFIG_GROUPS: readonly ConfigGroup[] = ['system', 'user', 'excel', 'codegen', 'codegen-files', 'generated'];

export type ConfigProperty = {
  name: string;
  group: ConfigGroup;
  /** The Java type, or the values it takes. */
  type: string;
  default: {zh: string; en: string};
  description: {zh: string; en: string};
};

export const CONFIG_PROPERTIES: readonly ConfigProperty[] = [
  {
    name: 'lexboot.security.jwt.secret',
    group: 'system',
    type: 'String',
    default: {zh: '无，必须配置', en: 'none; required'},
    description: {
      zh: '令牌的 HS256 签名密钥，至少 32 字节；生产环境通过环境变量 `LEXBOOT_JWT_SECRET` 注入，多个实例必须使用同一个密钥',
      en: 'The HS256 signing secret of the tokens, at least 32 bytes; in production pass it in through the `LEXBOOT_JWT_SECRET` environment variable, and give every instance the same secret',
    },
  },
  {
    name: 'lexboot.security.jwt.issuer',
    group: 'system',
    type: 'String',
    default: {zh: '`lexboot`', en: '`lexboot`'},
    description: {
      zh: '写入令牌 `iss` 的签发方',
      en: "The issuer written to the tokens' `iss`",
    },
  },
  {
    name: 'lexboot.security.jwt.access-token-ttl',
    group: 'system',
    type: 'Duration',
    default: {zh: '`30m`', en: '`30m`'},
    description: {
      zh: '访问令牌的有效期，也是登录响应中 `expiresIn` 的秒数',
      en: 'How long an access token is valid; also `expiresIn` of the sign-in response, in seconds',
    },
  },
  {
    name: 'lexboot.security.jwt.refresh-token-ttl',
    group: 'system',
    type: 'Duration',
    default: {zh: '`7d`', en: '`7d`'},
    description: {
      zh: '刷新令牌的有效期',
      en: 'How long a refresh token is valid',
    },
  },
  {
    name: 'lexboot.security.permit-paths',
    group: 'system',
    type: 'List<String>',
    default: {zh: '`[]`', en: '`[]`'},
    description: {
      zh: '无需登录即可访问的路径，支持 `/**` 通配；profile 文件中的列表会整个替换而不是追加',
      en: 'Paths that need no sign-in, with `/**` wildcards; a list in a profile file replaces this one rather than adding to it',
    },
  },
  {
    name: 'lexboot.system.endpoints.<name>.enabled',
    group: 'system',
    type: 'boolean',
    default: {zh: '`true`', en: '`true`'},
    description: {
      zh: '关闭一组系统接口，名称见上文的「行为说明」；认证接口不能关闭',
      en: 'Switches a group of system endpoints off; the names are under Behaviour above. Authentication cannot be switched off',
    },
  },
  {
    name: 'lexboot.system.files.max-size',
    group: 'system',
    type: 'DataSize',
    default: {zh: '`10MB`', en: '`10MB`'},
    description: {
      zh: '单个上传文件的大小上限，超出时返回 `FILE_TOO_LARGE`；`spring.servlet.multipart.max-file-size` 和 `max-request-size` 必须不小于它，Spring 自己的默认值只有 1MB',
      en: "The largest file an upload may be, above which it gets `FILE_TOO_LARGE`; `spring.servlet.multipart.max-file-size` and `max-request-size` must be at least as large, and Spring's own default is only 1MB",
    },
  },
  {
    name: 'lexboot.system.files.allowed-types',
    group: 'system',
    type: 'List<String>',
    default: {zh: '`[]`', en: '`[]`'},
    description: {
      zh: '允许上传的扩展名，例如 `[pdf, docx]`；为空时不限制，不在其中时返回 `FILE_TYPE_NOT_ALLOWED`',
      en: 'The file extensions uploads may have, such as `[pdf, docx]`; empty means any, otherwise others get `FILE_TYPE_NOT_ALLOWED`',
    },
  },
  {
    name: 'lexboot.system.audit.retention-days',
    group: 'system',
    type: 'int',
    default: {zh: '`180`', en: '`180`'},
    description: {
      zh: '审计日志的保留天数，过期的记录每天凌晨清理',
      en: 'How many days audit entries are kept; older ones are removed every night',
    },
  },
  {
    name: 'lexboot.user.admin.initial-password',
    group: 'user',
    type: 'String',
    default: {zh: '`admin123`', en: '`admin123`'},
    description: {
      zh: '管理员的初始密码，只在首次启动时使用；系统不强制修改，请在首次登录后立即从用户菜单中修改。生产环境写成 `${LEXBOOT_ADMIN_PASSWORD:admin123}`，用环境变量注入',
      en: "The administrator's initial password, used only at first start; the system does not force a change, so change it from the user menu straight after the first sign-in. In production write it as `${LEXBOOT_ADMIN_PASSWORD:admin123}` and inject it from the environment",
    },
  },
  {
    name: 'lexboot.crypto.credential-key',
    group: 'generated',
    type: 'String',
    default: {zh: '无；表中有连接其他系统的凭据时必须配置', en: 'none; required when a table holds credentials for other systems'},
    description: {
      zh: '生成的 `CredentialConverter` 加密凭据（数据源、邮箱服务器的密码）所用的 AES-256 密钥：32 字节随机数的 Base64，可用 `openssl rand -base64 32` 生成；通过环境变量注入，多个实例必须相同，更换后已加密的值无法再读出',
      en: "The AES-256 key with which the generated `CredentialConverter` encrypts credentials (a data source's or a mail server's password): 32 random bytes in Base64, as `openssl rand -base64 32` prints them; pass it in from the environment, give every instance the same key, and keep it, as values encrypted with another key can no longer be read",
    },
  },
  {
    name: 'lexboot.web.time-zone',
    group: 'system',
    type: 'ZoneId',
    default: {zh: '`Asia/Shanghai`', en: '`Asia/Shanghai`'},
    description: {
      zh: '响应中日期时间所用的时区偏移',
      en: 'The time zone whose offset date-times in responses carry',
    },
  },
  {
    name: 'lexboot.user.admin.username',
    group: 'user',
    type: 'String',
    default: {zh: '`admin`', en: '`admin`'},
    description: {
      zh: '首次启动时创建的管理员用户名',
      en: 'User name of the administrator created at first start',
    },
  },
  {
    name: 'lexboot.user.password.min-length',
    group: 'user',
    type: 'int',
    default: {zh: '`8`', en: '`8`'},
    description: {
      zh: '密码最小长度',
      en: 'Minimum password length',
    },
  },
  {
    name: 'lexboot.user.password.require-letter',
    group: 'user',
    type: 'boolean',
    default: {zh: '`true`', en: '`true`'},
    description: {
      zh: '是否必须包含字母',
      en: 'Whether a letter is required',
    },
  },
  {
    name: 'lexboot.user.password.require-digit',
    group: 'user',
    type: 'boolean',
    default: {zh: '`true`', en: '`true`'},
    description: {
      zh: '是否必须包含数字',
      en: 'Whether a digit is required',
    },
  },
  {
    name: 'lexboot.user.password.require-symbol',
    group: 'user',
    type: 'boolean',
    default: {zh: '`false`', en: '`false`'},
    description: {
      zh: '是否必须包含符号',
      en: 'Whether a symbol is required',
    },
  },
  {
    name: 'lexboot.user.password.max-age',
    group: 'user',
    type: 'Duration',
    default: {zh: '`0`（不过期）', en: '`0` (never expires)'},
    description: {
      zh: '密码有效期，过期后登录时要求修改密码',
      en: 'Password lifetime; once expired, the user must change it at sign-in',
    },
  },
  {
    name: 'lexboot.user.password.history',
    group: 'user',
    type: 'int',
    default: {zh: '`0`', en: '`0`'},
    description: {
      zh: '不能与最近几次使用过的密码相同',
      en: 'How many recent passwords may not be reused',
    },
  },
  {
    name: 'lexboot.user.lockout.max-attempts',
    group: 'user',
    type: 'int',
    default: {zh: '`5`', en: '`5`'},
    description: {
      zh: '连续登录失败多少次后锁定',
      en: 'Failed sign-ins in a row before the account is locked',
    },
  },
  {
    name: 'lexboot.user.lockout.duration',
    group: 'user',
    type: 'Duration',
    default: {zh: '`15m`', en: '`15m`'},
    description: {
      zh: '锁定时长，到期自动解除；管理员也可以手动解除',
      en: 'Lockout duration; it ends automatically, and administrators can also unlock by hand',
    },
  },
  {
    name: 'lexboot.user.default-roles',
    group: 'user',
    type: 'List<String>',
    default: {zh: '`[]`', en: '`[]`'},
    description: {
      zh: '创建用户时未指定角色，则分配这些角色',
      en: 'Roles given to new users created without any role',
    },
  },
  {
    name: 'lexboot.excel.max-rows',
    group: 'excel',
    type: 'int',
    default: {zh: '`10000`', en: '`10000`'},
    description: {
      zh: '单个文件允许的最大数据行数，超出时返回 `EXCEL_TOO_MANY_ROWS`',
      en: 'Maximum data rows per file; more returns `EXCEL_TOO_MANY_ROWS`',
    },
  },
  {
    name: 'lexboot.excel.max-file-size',
    group: 'excel',
    type: 'DataSize',
    default: {zh: '`20MB`', en: '`20MB`'},
    description: {
      zh: '导入文件的大小上限；`spring.servlet.multipart.max-file-size` 和 `max-request-size` 必须不小于它',
      en: 'Size limit of import files; `spring.servlet.multipart.max-file-size` and `max-request-size` must be at least as large',
    },
  },
  {
    name: 'lexboot.excel.export-page-size',
    group: 'excel',
    type: 'int',
    default: {zh: '`200`', en: '`200`'},
    description: {
      zh: '导出时每次查询的条数，数据按页读取、逐行写出，不会一次载入内存。导出通常复用列表接口的 `Service.page`，而分页参数 `size` 最大为 200，所以它不能超过 200',
      en: "Rows per query when exporting; data is read page by page and written row by row, never loaded into memory at once. An export usually reuses the list's `Service.page`, whose `size` is at most 200, so this cannot be larger than 200",
    },
  },
  {
    name: 'lexboot.excel.import-mode',
    group: 'excel',
    type: 'all-or-nothing | skip-invalid',
    default: {zh: '`all-or-nothing`', en: '`all-or-nothing`'},
    description: {
      zh: '有错误时全部不导入，还是跳过出错的行',
      en: 'Whether any error stops the whole import, or only the faulty rows are skipped',
    },
  },
  {
    name: 'lexboot.excel.error-report',
    group: 'excel',
    type: 'boolean',
    default: {zh: '`true`', en: '`true`'},
    description: {
      zh: '导入出错时是否生成标注了错误的文件',
      en: 'Whether a file with the errors marked is produced when an import fails',
    },
  },
  {
    name: 'lexboot.codegen.tables',
    group: 'codegen',
    type: 'String',
    default: {zh: '无', en: 'none'},
    description: {
      zh: '要生成的表名，一次运行一张表（生成几张表就运行几次）。Maven 插件读取的是整个数据库，必须指定；在线版本读取的是粘贴的语句，其中只有一张表时可以省略。PostgreSQL 中同名的表写成 `schema.表名`',
      en: 'The table to generate from, one table a run (run it once for each table). The Maven plugin reads the whole database and needs it; the online version reads the statements you paste and may do without it when they define one table. On PostgreSQL, tell tables of the same name apart as `schema.table`',
    },
  },
  {
    name: 'lexboot.codegen.base-package',
    group: 'codegen',
    type: 'String',
    default: {zh: '无，必须填写', en: 'none; required'},
    description: {
      zh: '应用的 Java 包，例如 `com.example.lawfirm`',
      en: "The application's Java package, such as `com.example.lawfirm`",
    },
  },
  {
    name: 'lexboot.codegen.module',
    group: 'codegen',
    type: 'String',
    default: {zh: '实体类名的小写，如 `legalcase`', en: 'the entity name in lower case, e.g. `legalcase`'},
    description: {
      zh: '生成的类所在的子包',
      en: 'The sub-package of the generated classes',
    },
  },
  {
    name: 'lexboot.codegen.program-code',
    group: 'codegen',
    type: 'String',
    default: {
      zh: '实体类名转为大写下划线后加 `_MGMT`，如 `LEGAL_CASE_MGMT`',
      en: 'the entity name in upper snake case plus `_MGMT`, e.g. `LEGAL_CASE_MGMT`',
    },
    description: {
      zh: '程序代码，大写字母、数字和下划线。本教程在命令行上指定了更短的 `CASE_MGMT`',
      en: 'The program code: capital letters, digits and underscores. This tutorial sets the shorter `CASE_MGMT` on the command line',
    },
  },
  {
    name: 'lexboot.codegen.entity-name',
    group: 'codegen',
    type: 'String',
    default: {
      zh: '表名去掉前缀后的单数大驼峰形式，如 `LegalCase`',
      en: 'the table name without its prefix, singular, in PascalCase, e.g. `LegalCase`',
    },
    description: {
      zh: '实体类名；表名不能直接转为类名时（例如中文表名）必须指定',
      en: "The entity's class name; required when the table name cannot become one (a Chinese table name, for instance)",
    },
  },
  {
    name: 'lexboot.codegen.table-prefix',
    group: 'codegen',
    type: 'String',
    default: {zh: '空', en: 'empty'},
    description: {
      zh: '命名前从表名开头去掉的前缀，例如 `t_`，不区分大小写',
      en: 'A prefix removed from the start of the table name before naming, such as `t_`; case does not matter',
    },
  },
  {
    name: 'lexboot.codegen.comment-locale',
    group: 'codegen',
    type: 'zh-CN | en',
    default: {zh: '`zh-CN`', en: '`zh-CN`'},
    description: {
      zh: '列注释的语言，`zh-CN` 或 `en`；注释写进这种语言的语言包，另一种语言的语言包按列名起草',
      en: "The language of the column comments, `zh-CN` or `en`; the comments go into that language's bundle, and the other bundle is drafted from the column names",
    },
  },
  {
    name: 'lexboot.codegen.migration-version',
    group: 'codegen',
    type: 'String',
    default: {zh: '运行时的 UTC 时间', en: 'the UTC time of the run'},
    description: {
      zh: '迁移脚本的 Flyway 版本号，14 位数字 `yyyyMMddHHmmss`。只在一次运行的命令行上用 `-D` 指定，不要写进 `application.yml`：下一个程序会得到同一个版本号，Flyway 拒绝启动',
      en: 'The Flyway version of the migration script, 14 digits `yyyyMMddHHmmss`. Set it for one run, with `-D` on the command line, never in `application.yml`: the next program would get the same version, and Flyway refuses to start',
    },
  },
  {
    name: 'lexboot.codegen.dialect',
    group: 'codegen',
    type: 'auto | mysql | postgresql',
    default: {zh: '`auto`', en: '`auto`'},
    description: {
      zh: '输入的 SQL 方言：`auto`、`mysql` 或 `postgresql`。`auto` 按输入中第一个只属于一种数据库的写法判断（反引号、`AUTO_INCREMENT`、`::`、`SERIAL` 等），没有这类写法时按 MySQL 处理，并报告是怎样判断的；只用 `INT`、`VARCHAR`、`TEXT` 写成的 PostgreSQL 表需要写明 `postgresql`，否则表名、列名的大小写按 MySQL 处理。在线版本的「SQL 方言」即这一项，选「自动判断」时显示判断为哪种数据库',
      en: "The SQL dialect of the input: `auto`, `mysql` or `postgresql`. `auto` goes by the first construct in the input that only one of the databases accepts (a back-quote, `AUTO_INCREMENT`, `::`, `SERIAL` and the like), takes MySQL when there is none, and reports how it decided; a PostgreSQL table written only with `INT`, `VARCHAR` and `TEXT` needs `postgresql`, or the case of its names is read as MySQL keeps it. The online version's SQL dialect setting is this option; on Auto it shows which database it decided on",
    },
  },
  {
    name: 'lexboot.codegen.overwrite',
    group: 'codegen-files',
    type: 'boolean',
    default: {zh: '`false`', en: '`false`'},
    description: {
      zh: '文件已存在时是否覆盖；为 `false` 时跳过，输出中标记为 `SKIP`',
      en: 'Whether to overwrite a file that exists; with `false` it is skipped and marked `SKIP` in the output',
    },
  },
  {
    name: 'lexboot.codegen.dry-run',
    group: 'codegen-files',
    type: 'boolean',
    default: {zh: '`false`', en: '`false`'},
    description: {
      zh: '只列出将要写入的文件，不写入',
      en: 'List the files that would be written without writing them',
    },
  },
];

/** The property a name stands for (`<名称>` and `<name>` both match any one segment), or undefined. */
export function configProperty(name: string): ConfigProperty | undefined {
  const segments = name.split('.');
  return CONFIG_PROPERTIES.find((property) => {
    const declared = property.name.split('.');
    return (
      declared.length === segments.length &&
      declared.every((part, i) => part === segments[i] || (part === '<name>' && /^(<[^>]+>|[a-z0-9-]+)$/.test(segments[i] ?? '')))
    );
  });
}

/**
 * Properties of LexBoot 2.4 that 3.0 renamed or removed: only the 3.0 release notes name them
 * (src/pages/markdown-page.md and its English copy), never shown in a configuration table.
 */
export const FORMER_PROPERTIES: readonly {name: string; version: string; replacedBy?: string}[] = [
  {name: 'lexboot.generator.base-package', version: '2.4', replacedBy: 'lexboot.codegen.base-package'},
  {name: 'lexboot.generator.frontend-dir', version: '2.4'},
];
