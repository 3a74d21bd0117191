/**
 * The statements the playground starts with, in each language of the site: the code-generation
 * tutorial's `legal_case` table, word for word as the tutorial shows it (tests/unit/codegen-docs.test.ts
 * compares them), and the home page's shorter one (src/pages/_home/legal_case.sql, legal_case.en.sql in English).
 */
export type Sample = {readonly sql: string; readonly commentLocale: 'zh-CN' | 'en'};
export type SiteLocale = 'zh-Hans' | 'en';

export const TUTORIAL_SAMPLES: Readonly<Record<SiteLocale, Sample>> = {
  'zh-Hans': {
    commentLocale: 'zh-CN',
    sql: `CREATE TABLE legal_case (
  id              BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  case_no         VARCHAR(32)  NOT NULL UNIQUE COMMENT '案号',
  title           VARCHAR(200) NOT NULL COMMENT '案件名称',
  case_type       VARCHAR(20)  NOT NULL COMMENT '案件类型 [dict:CASE_TYPE]',
  status          VARCHAR(20)  NOT NULL COMMENT '状态 [dict:CASE_STATUS]',
  filed_on        DATE         NULL     COMMENT '立案日期',
  lead_lawyer_id  BIGINT       NULL     COMMENT '主办律师',
  version         INT          NOT NULL DEFAULT 0 COMMENT '版本号',
  created_at      DATETIME(3)  NOT NULL COMMENT '创建时间',
  updated_at      DATETIME(3)  NOT NULL COMMENT '更新时间'
) COMMENT = '案件';
`,
  },
  en: {
    commentLocale: 'en',
    sql: `CREATE TABLE legal_case (
  id              BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  case_no         VARCHAR(32)  NOT NULL UNIQUE COMMENT 'Case no.',
  title           VARCHAR(200) NOT NULL COMMENT 'Case title',
  case_type       VARCHAR(20)  NOT NULL COMMENT 'Case type [dict:CASE_TYPE]',
  status          VARCHAR(20)  NOT NULL COMMENT 'Status [dict:CASE_STATUS]',
  filed_on        DATE         NULL     COMMENT 'Filed on',
  lead_lawyer_id  BIGINT       NULL     COMMENT 'Lead lawyer',
  version         INT          NOT NULL DEFAULT 0 COMMENT 'Version',
  created_at      DATETIME(3)  NOT NULL COMMENT 'Created at',
  updated_at      DATETIME(3)  NOT NULL COMMENT 'Updated at'
) COMMENT = 'Cases';
`,
  },
};

export const HOME_SAMPLES: Readonly<Record<SiteLocale, Sample>> = {
  'zh-Hans': {
    commentLocale: 'zh-CN',
    sql: `CREATE TABLE legal_case (
  id          BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  case_no     VARCHAR(32)  NOT NULL UNIQUE COMMENT '案号',
  title       VARCHAR(200) NOT NULL COMMENT '案件名称',
  status      VARCHAR(20)  NOT NULL COMMENT '状态 [dict:CASE_STATUS]',
  filed_on    DATE         NULL     COMMENT '立案日期'
) COMMENT = '案件';
`,
  },
  en: {
    commentLocale: 'en',
    sql: `CREATE TABLE legal_case (
  id          BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  case_no     VARCHAR(32)  NOT NULL UNIQUE COMMENT 'Case no.',
  title       VARCHAR(200) NOT NULL COMMENT 'Case title',
  status      VARCHAR(20)  NOT NULL COMMENT 'Status [dict:CASE_STATUS]',
  filed_on    DATE         NULL     COMMENT 'Filed on'
) COMMENT = 'Cases';
`,
  },
};
