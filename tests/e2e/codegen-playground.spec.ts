import {execFileSync} from 'node:child_process';
import {statSync} from 'node:fs';
import type {Locator, Route} from '@playwright/test';
import {expect, test as base, type Page, oneLocale} from '../support/test';
import {runnerRequests} from '../support/runner';
import {axe} from '../support/axe';
import {
  COLOUR_RULES,
  localePath,
  locales,
  recordAttribute,
  savedColourMode,
  switchColourMode,
  waitForInteractive,
  type LocaleCase,
} from '../support/site';
import {mysqlDump} from '../support/codegen-dump';
import {layoutShifts, watchLayoutShifts} from '../support/layout-shifts';

// The code generator in the page (src/demos/CodegenPlayground), on the code-generation tutorial
// (demo `Codegen`) and on the home page (demo `CodegenHome`, compact), in both languages: in the
// served HTML, live when the reader reaches for it, a pasted table turned into files that can be
// read, copied one by one and downloaded as a zip; the input kept in a link that restores it; bad
// input explained with its line and column and never thrown away; usable by keyboard alone;
// accessible in both colour modes and at phone width. Every test also fails on a console error, an
// uncaught exception, or a request that leaves the origin: the generator runs in the browser and
// nothing is uploaded.

const TUTORIAL = '/docs/tutorial/back-end/code-generation';

/** The text a visitor reads, in each language (the Chinese is in the component, the English in i18n/en/code.json). */
const TEXT = {
  'zh-Hans': {
    section: '在线试用',
    homeSection: '在浏览器里试一试',
    input: '建表语句（MySQL 8 或 PostgreSQL 15+）',
    files: '生成的文件',
    options: ['基础包名', '模块（子包）', '程序代码', '实体类名', '表名前缀', '列注释的语言', 'SQL 方言'],
    tableFilter: '筛选表（名称或注释）',
    tableFilterCount: (shown: number, total: number) => `列出 ${shown} 张，共 ${total} 张`,
    dialect: {label: 'SQL 方言', autoNow: (d: string) => `自动判断（现为 ${d}）`},
    programCode: '程序代码',
    programCodeHint: '大写下划线格式，如 CASE_MGMT；留空时由表名生成',
    programCodeProblem: '程序代码应为大写字母、数字和下划线，以字母开头，不超过 64 个字符，例如 CASE_MGMT。',
    /** An option's value, quoted, before what the option takes. */
    invalidValue: (value: string) => `「${value}」无效。`,
    optionsSummary: '生成选项：包名、程序代码、实体类名',
    summary: (count: number, entity: string, programCode: string) => `${count} 个文件：${entity}，程序代码 ${programCode}`,
    copy: '复制此文件',
    copied: (file: string) => `已复制 ${file}`,
    download: '下载全部（.zip）',
    downloaded: (name: string, count: number) => `已下载 ${name}，共 ${count} 个文件`,
    share: '复制分享链接',
    filesTab: '文件',
    shared: '链接已复制：打开它会恢复当前的建表语句和选项。',
    badLink: '链接中的建表语句无法读取（可能被截断了），已载入示例。',
    restore: '恢复示例',
    restored: '已恢复示例。可以撤销，找回刚才的输入。',
    undo: '撤销，找回我的输入',
    goTo: '定位到出错处',
    stale: '修正上面的问题后更新；下面仍是上一次生成的结果。',
    empty: '还没有建表语句。请粘贴一条 CREATE TABLE 语句，或点击“恢复示例”。',
    notNul: (line: number, column: number) => `第 ${line} 行第 ${column} 列：这里应为“NULL”，实际是「NUL」。`,
    /** A table from a share link: the notice above the playground, and the Run tab until the visitor runs it. */
    sharedNotice: '这段建表语句来自分享链接，不是 LexBoot 官方内容。请先检查，再运行。',
    runHeld: '这个程序由分享链接中的建表语句生成，还没有运行。请先检查建表语句和生成选项，再决定是否运行。',
    runStart: '运行分享的程序',
    runSharedData: '下面页面的标题和数据由分享链接中的建表语句生成，不是 LexBoot 的内容。',
    runTab: '运行',
    ran: /生成的页面正在运行/,
    unnamableTable: (name: string) =>
      `第 1 行第 14 列：表名「${name}」含有英文字母、数字和下划线以外的字符，生成不了类名。请改用英文表名，或在选项中填写实体类名。`,
    /** The language pack that takes the column comments (the sample's comments are Chinese). */
    commentPack: 'locales/zh-CN.ts',
    courtroom: '法庭',
    hearingAt: '开庭时间',
    hearingTable: '庭审',
    homeLabels: {caseNo: '案号', title: '案件名称', status: '状态', filedOn: '立案日期'},
    newColumn: {sql: "  court_name  VARCHAR(100) NULL     COMMENT '受理法院',", line: "courtName: '受理法院'"},
    followComments: (now: 'zh' | 'en') => (now === 'zh' ? '按注释判断（现为中文）' : '按注释判断（现为英文）'),
    tablePicker: '要生成程序的表',
    tableComment: '案件',
    tableOption: (name: string, comment: string, count: number) => `${name}：${comment}（${count} 列）`,
    tablesSkipped: (tables: number, total: number, kinds: string[]) =>
      `文件中有 ${tables} 张表，请选择一张。生成用不到的 ${total} 条语句已跳过：${kinds.join('、')}。`,
    tooLarge: (size: string, name: string) =>
      `输入有 ${size}，放不进链接（链接最多容纳约 24 KB 的建表语句）。已下载为 ${name}：把文件发给对方，对方粘贴进来即可。`,
  },
  en: {
    section: 'Try it in the browser',
    homeSection: 'Try it in your browser',
    input: 'CREATE TABLE statement (MySQL 8 or PostgreSQL 15+)',
    files: 'Generated files',
    options: [
      'Base package',
      'Module (sub-package)',
      'Program code',
      'Entity class',
      'Table prefix',
      'Language of the column comments',
      'SQL dialect',
    ],
    tableFilter: 'Filter the tables (name or comment)',
    tableFilterCount: (shown: number, total: number) => `${shown} of ${total} tables listed`,
    dialect: {label: 'SQL dialect', autoNow: (d: string) => `Auto (now ${d})`},
    programCode: 'Program code',
    programCodeHint: 'Upper snake case, e.g. CASE_MGMT; named after the table when empty',
    programCodeProblem:
      'The program code takes capital letters, digits and underscores, starting with a letter, at most 64 characters, e.g. CASE_MGMT.',
    invalidValue: (value: string) => `“${value}” is not valid. `,
    optionsSummary: 'Options: package, program code, entity class',
    summary: (count: number, entity: string, programCode: string) => `${count} files for ${entity}, program code ${programCode}`,
    copy: 'Copy this file',
    copied: (file: string) => `Copied ${file}`,
    download: 'Download all (.zip)',
    downloaded: (name: string, count: number) => `Downloaded ${name} with ${count} files`,
    share: 'Copy a link to share',
    filesTab: 'Files',
    shared: 'Link copied: opening it restores this statement and these options.',
    badLink: 'The statement in the link could not be read (it may have been cut short), so the sample is loaded instead.',
    restore: 'Restore the sample',
    restored: 'The sample is back. Undo brings back what you had typed.',
    undo: 'Undo: bring back my input',
    goTo: 'Go to the problem',
    stale: 'Fix the problem above to update; below is still the last output that worked.',
    empty: 'There is no statement yet. Paste a CREATE TABLE statement, or choose “Restore the sample”.',
    notNul: (line: number, column: number) => `Line ${line}, column ${column}: expected “NULL” here, but found “NUL”.`,
    sharedNotice: 'This table came from a shared link, not from LexBoot. Review it before you run it.',
    runHeld:
      'This program is generated from the table in a shared link and has not been run. Check the statement and the options first, then decide whether to run it.',
    runStart: 'Run the shared program',
    runSharedData: 'The heading and the data of the page below come from the table in a shared link, not from LexBoot.',
    runTab: 'Run',
    ran: /The generated page is running/,
    unnamableTable: (name: string) =>
      `Line 1, column 14: the table name “${name}” has characters other than ASCII letters, digits and underscores, so no class can be named after it. Use an English table name, or fill in the entity class option.`,
    commentPack: 'locales/en.ts',
    courtroom: 'Courtroom',
    hearingAt: 'Hearing time',
    hearingTable: 'Court hearings',
    homeLabels: {caseNo: 'Case no.', title: 'Case title', status: 'Status', filedOn: 'Filed on'},
    newColumn: {sql: "  court_name  VARCHAR(100) NULL     COMMENT 'Court',", line: "courtName: 'Court'"},
    followComments: (now: 'zh' | 'en') => (now === 'zh' ? 'From the comments (now Chinese)' : 'From the comments (now English)'),
    tablePicker: 'Table to generate a program from',
    tableComment: 'Cases',
    tableOption: (name: string, comment: string, count: number) => `${name}: ${comment} (${count} columns)`,
    tablesSkipped: (tables: number, total: number, kinds: string[]) =>
      `The file defines ${tables} tables: pick one. ${total} statements the generator does not need were skipped: ${kinds.join(', ')}.`,
    tooLarge: (size: string, name: string) =>
      `The input is ${size}, too large for a link (a link holds about 24 KB of SQL). It has been downloaded as ${name}: send the file, and whoever gets it pastes it in.`,
  },
} as const;

/** The tutorial's `legal_case` table, which the tutorial's playground starts from. */
const TUTORIAL_SAMPLE = {
  'zh-Hans': `CREATE TABLE legal_case (
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
  en: `CREATE TABLE legal_case (
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
} as const;

/** The home page's shorter `legal_case` table: five columns. */
const HOME_SAMPLE = {
  'zh-Hans': `CREATE TABLE legal_case (
  id          BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  case_no     VARCHAR(32)  NOT NULL UNIQUE COMMENT '案号',
  title       VARCHAR(200) NOT NULL COMMENT '案件名称',
  status      VARCHAR(20)  NOT NULL COMMENT '状态 [dict:CASE_STATUS]',
  filed_on    DATE         NULL     COMMENT '立案日期'
) COMMENT = '案件';
`,
  en: `CREATE TABLE legal_case (
  id          BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  case_no     VARCHAR(32)  NOT NULL UNIQUE COMMENT 'Case no.',
  title       VARCHAR(200) NOT NULL COMMENT 'Case title',
  status      VARCHAR(20)  NOT NULL COMMENT 'Status [dict:CASE_STATUS]',
  filed_on    DATE         NULL     COMMENT 'Filed on'
) COMMENT = 'Cases';
`,
} as const;

/** A PostgreSQL table with a composite key and its comments in COMMENT ON statements. */
function courtHearingSql(locale: LocaleCase): string {
  const text = TEXT[locale.name];
  return `CREATE TABLE court_hearing (
  case_id    BIGINT       NOT NULL,
  hearing_no INTEGER      NOT NULL,
  courtroom  VARCHAR(64)  NOT NULL,
  hearing_at TIMESTAMPTZ  NOT NULL,
  judge_name VARCHAR(100),
  PRIMARY KEY (case_id, hearing_no)
);
COMMENT ON TABLE court_hearing IS '${text.hearingTable}';
COMMENT ON COLUMN court_hearing.courtroom IS '${text.courtroom}';
COMMENT ON COLUMN court_hearing.hearing_at IS '${text.hearingAt}';
`;
}

/** The court_hearing program's files: the composite key adds CourtHearingId.java. */
const COURT_HEARING_FILES = [
  'CourtHearing.java',
  'CourtHearingId.java',
  'CourtHearingRepository.java',
  'CourtHearingService.java',
  'CourtHearingController.java',
  'dto/CourtHearingDto.java',
  'dto/CourtHearingQuery.java',
  'dto/CourtHearingCreateRequest.java',
  'dto/CourtHearingUpdateRequest.java',
] as const;

/** A statement typed with a mistake on line 3: `NOT NUL`, whose `NUL` starts at column 31. */
const MISTYPED = `CREATE TABLE court_hearing (
  id         BIGINT       PRIMARY KEY,
  courtroom  VARCHAR(64)  NOT NUL,
  hearing_at TIMESTAMPTZ  NOT NULL
);`;
const MISTAKE = {line: 3, column: 31} as const;

/**
 * Every test fails on a console error or an uncaught exception in any page of its context, and on
 * any request that leaves the origin (the blob: of the zip download and data: URLs stay local).
 */
const test = base.extend<{staysLocal: void}>({
  staysLocal: [
    async ({context, baseURL}, use) => {
      const origin = new URL(baseURL!).origin;
      const problems: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin)
          problems.push(`request to another origin: ${request.url()}`);
      });
      context.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
      await use();
      expect(problems, 'console errors, uncaught exceptions and requests off the origin').toEqual([]);
    },
    {auto: true},
  ],
});

type Playground = {
  readonly stage: Locator;
  readonly sql: Locator;
  readonly files: Locator;
  /** The file shown, as the region named after it. */
  readonly shown: Locator;
  readonly status: Locator;
  readonly problem: Locator;
  button(name: string): Locator;
  file(name: string): Locator;
};

function playground(page: Page, locale: LocaleCase, demo: 'Codegen' | 'CodegenHome' = 'Codegen'): Playground {
  const text = TEXT[locale.name];
  const stage = page.locator(`[data-live-demo=${demo}]`);
  const files = stage.getByRole('navigation', {name: text.files});
  return {
    stage,
    sql: stage.getByRole('textbox', {name: text.input}),
    files,
    shown: stage.getByRole('region'),
    // The line under the toolbar that says what a button did.
    status: stage.locator('p[role=status]'),
    // The problem: a status region of its own under the statement (with "Go to the problem" when it has a place).
    problem: stage.locator('[role=status] > p'),
    button: (name) => stage.getByRole('button', {name, exact: true}),
    file: (name) => files.getByRole('button', {name, exact: true}),
  };
}

/** Opens a page with a playground and clicks into its statement: the click makes it live and lands in the live textarea. */
async function openPlayground(
  page: Page,
  locale: LocaleCase,
  path = TUTORIAL,
  demo: 'Codegen' | 'CodegenHome' = 'Codegen',
): Promise<Playground> {
  await page.goto(localePath(locale, path));
  await waitForInteractive(page);
  const ui = playground(page, locale, demo);
  await ui.sql.click();
  await expect(ui.stage).toHaveAttribute('data-state', 'live');
  await expect(ui.sql).toBeFocused();
  return ui;
}

/** Selects everything in the statement and pastes `sql` over it. */
async function pasteSql(page: Page, ui: Playground, sql: string): Promise<void> {
  await ui.sql.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(sql);
  await expect(ui.sql).toHaveValue(sql);
}

/**
 * Pastes the court_hearing table, sets the program code HEARING_MGMT and picks a file: the input the
 * address must keep. Returns the files listed.
 */
async function enterCourtHearing(page: Page, ui: Playground, locale: LocaleCase): Promise<string[]> {
  const text = TEXT[locale.name];
  await pasteSql(page, ui, courtHearingSql(locale));
  await ui.stage.getByRole('textbox', {name: text.programCode, exact: true}).fill('HEARING_MGMT');
  await expect(ui.stage.getByText(text.summary(17, 'CourtHearing', 'HEARING_MGMT'), {exact: true})).toBeVisible();
  await expect(ui.file('hearing-mgmt/index.tsx')).toBeVisible();
  await ui.file('CourtHearingId.java').click();
  await expect(ui.file('CourtHearingId.java')).toHaveAttribute('aria-current', 'true');
  return listedPaths(ui);
}

/** The code of the file shown, as a reader copies it by selecting it all (the last newline is not displayed). */
function shownCode(ui: Playground): Promise<string> {
  return ui.shown.locator('pre code').evaluate((element) => {
    getSelection()!.selectAllChildren(element);
    const code = getSelection()!.toString();
    getSelection()!.removeAllRanges();
    return code;
  });
}

/** The full paths of the files listed, in order (each file button's title). */
function listedPaths(ui: Playground): Promise<string[]> {
  return ui.files.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('title') ?? ''));
}

/** The input a shared link holds: `#codegen=` and base64url-encoded JSON. */
function inputInLink(url: string): {sql?: string; options?: Record<string, string>} | undefined {
  const match = /[#&]codegen=([A-Za-z0-9_-]*)/.exec(new URL(url).hash);
  return match
    ? (JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as {sql?: string; options?: Record<string, string>})
    : undefined;
}

/** A share link to `path` holding this input, as anyone can make one. */
function shareLink(locale: LocaleCase, path: string, sql: string, options: Record<string, string> = {}): string {
  return `${localePath(locale, path)}#codegen=${Buffer.from(JSON.stringify({v: 1, sql, options})).toString('base64url')}`;
}

/** What a stranger's link may hold: text written to pass for the site's own (audit D6, issue 40). */
const NOTICE = '【LexBoot 官方通知】授权已过期，请立即联系客服 400-000-0000';
const NOTICE_TABLE = `CREATE TABLE license_notice (
  id          BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  title       VARCHAR(200) NOT NULL COMMENT '${NOTICE}',
  hotline     VARCHAR(32)  NOT NULL COMMENT '${NOTICE}',
  expires_on  DATE         NULL     COMMENT '授权到期日'
) COMMENT = '${NOTICE}';
`;

/** The migration's file name carries the time it was generated; files listed at different times are compared without it. */
const withoutClock = (paths: readonly string[]) => paths.map((path) => path.replace(/\/V\d{14}__/, '/V…__'));

async function grantClipboard(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function expectNoAxeViolations(page: Page, rules?: string[]): Promise<void> {
  const builder = axe(page).include('[data-live-demo^="Codegen"]');
  if (rules) builder.withRules(rules);
  const {violations} = await builder.analyze();
  const problems = violations.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help} (${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('; ')})`,
  );
  const mode = await page.locator('html').getAttribute('data-theme');
  expect(problems, `axe violations (${mode}${rules ? ', colour rules' : ''})`).toEqual([]);
}

for (const locale of oneLocale('zh-Hans')) {
  const text = TEXT[locale.name];
  const sample = TUTORIAL_SAMPLE[locale.name];
  const courtHearing = courtHearingSql(locale);

  test.describe(`code generator playground (${locale.name})`, () => {
    test('is in the served HTML with the tutorial table and its controller, and goes live when clicked', async ({page, browser}) => {
      // Before any script runs: the page as served, with JavaScript off.
      const served = await browser.newContext({javaScriptEnabled: false});
      const plain = await served.newPage();
      await plain.goto(localePath(locale, TUTORIAL));
      const before = playground(plain, locale);
      await expect(before.stage).toHaveAttribute('data-state', 'static');
      await expect(before.sql).toHaveValue(sample);
      await expect(before.stage.getByText(text.summary(16, 'LegalCase', 'CASE_MGMT'), {exact: true})).toBeVisible();
      await expect(before.file('LegalCaseController.java')).toHaveAttribute('aria-current', 'true');
      await expect(before.shown).toHaveAccessibleName('LegalCaseController.java');
      await expect(before.shown.locator('pre')).toContainText('public class LegalCaseController');
      await served.close();

      await page.goto(localePath(locale, TUTORIAL));
      await waitForInteractive(page);
      const ui = playground(page, locale);
      await expect(page.getByRole('heading', {level: 2, name: text.section})).toBeVisible();
      // Until the reader reaches for it, the server's markup stays.
      await expect(ui.stage).toHaveAttribute('data-state', 'static');
      await expect(ui.sql).toHaveValue(sample);
      // The table the playground starts from is the one the tutorial has the reader create (the
      // block's text: each line ends with its newline, which innerText would double at line ends).
      const tutorialTable = await page
        .locator('.markdown .theme-code-block', {hasText: 'CREATE TABLE legal_case'})
        .first()
        .locator('pre code')
        .textContent();
      expect(sample.trimEnd()).toBe(tutorialTable?.trimEnd());

      await ui.sql.click();
      await expect(ui.stage).toHaveAttribute('data-state', 'live');
      await expect(ui.sql).toBeFocused();
      await expect(ui.sql).toHaveValue(sample);
      await expect(ui.stage.getByText(text.summary(16, 'LegalCase', 'CASE_MGMT'), {exact: true})).toBeVisible();
      await expect(ui.file('LegalCaseController.java')).toHaveAttribute('aria-current', 'true');
      await expect(ui.shown.locator('pre')).toContainText('public class LegalCaseController');
    });

    // The server's markup shows the first file highlighted (CodegenPlayground/highlighting.ts), and
    // the live playground shows the same tokens in the same colours, in the same place, with no
    // layout shift as it takes over.
    test('the first file is coloured before the playground goes live, and looks and sits the same after', async ({page}) => {
      await watchLayoutShifts(page);
      await page.goto(localePath(locale, TUTORIAL));
      await waitForInteractive(page);
      const ui = playground(page, locale);
      await expect(ui.stage).toHaveAttribute('data-state', 'static');
      const code = ui.shown.locator('pre code');
      const look = () =>
        code.evaluate((element) => ({
          tokens: Array.from(element.querySelectorAll('.token')).map((token) => `${token.textContent} ${getComputedStyle(token).color}`),
          // Where it sits in the page, wherever the page is scrolled.
          place: (({top, left, width, height}) => [top + window.scrollY, left, width, height])(element.getBoundingClientRect()),
        }));
      const before = await look();
      expect(before.tokens.length, 'highlighted tokens in the served markup').toBeGreaterThan(50);
      const colours = new Set(before.tokens.map((token) => token.slice(token.lastIndexOf(' rgb'))));
      expect(colours.size, `token colours: ${[...colours].join(', ')}`).toBeGreaterThan(3);
      // Scrolled into view, as a reader scrolls to it: the playground goes live there, in sight.
      await code.scrollIntoViewIfNeeded();
      await expect(ui.stage).toHaveAttribute('data-state', 'live');
      await expect(ui.shown.locator('pre')).toContainText('public class LegalCaseController');
      expect(await look()).toEqual(before);
      expect(await layoutShifts(page), 'layout shifts').toEqual([]);
    });

    test('what is pasted and typed before the playground goes live survives the takeover, focus and caret included', async ({page}) => {
      // The page's scripts are held back: first all of them (the page as it shows before React
      // hydrates it), then the playground's own chunk, which loads when the reader reaches for it.
      let holding = true;
      const held: Route[] = [];
      await page.route('**/*.js', (route) => (holding ? void held.push(route) : route.continue()));
      const release = async () => {
        holding = false;
        await Promise.all(held.splice(0).map((route) => route.continue()));
      };
      await page.goto(localePath(locale, TUTORIAL), {waitUntil: 'commit'});
      const ui = playground(page, locale);
      const entity = ui.stage.getByRole('textbox', {name: text.options[3], exact: true});
      const programCode = ui.stage.getByRole('textbox', {name: text.programCode, exact: true});

      // Before hydration: a table pasted over the sample, and an option edited, in the server's markup.
      await pasteSql(page, ui, courtHearing);
      await entity.fill('Hearing');
      expect(held.length, 'scripts held back').toBeGreaterThan(0);
      await release();
      await waitForInteractive(page);
      await expect(ui.stage).toHaveAttribute('data-state', 'static');
      await expect(ui.sql).toHaveValue(courtHearing);

      // Hydrated, the playground's code still on its way: the reader goes on typing in the markup.
      holding = true;
      await programCode.focus();
      await page.keyboard.type('HEARING_X');
      await expect.poll(() => held.length, 'the playground’s chunk, requested and held').toBeGreaterThan(0);
      await expect(ui.stage).toHaveAttribute('data-state', 'static');
      await release();

      // Live: everything typed is there, generated from, and the caret is where it was.
      await expect(ui.stage).toHaveAttribute('data-state', 'live');
      await expect(ui.sql).toHaveValue(courtHearing);
      await expect(entity).toHaveValue('Hearing');
      await expect(programCode).toHaveValue('HEARING_X');
      await expect(programCode).toBeFocused();
      await expect(ui.stage.getByText(text.summary(17, 'Hearing', 'HEARING_X'), {exact: true})).toBeVisible();
      await page.keyboard.type('Y');
      await expect(programCode).toHaveValue('HEARING_XY');
      await expect(ui.stage.getByText(text.summary(17, 'Hearing', 'HEARING_XY'), {exact: true})).toBeVisible();
      await expect.poll(() => inputInLink(page.url())?.sql).toBe(courtHearing);
    });

    test('the options follow the pasted table until the visitor sets them', async ({page}) => {
      const ui = await openPlayground(page, locale);
      const field = (label: string) => ui.stage.getByRole('textbox', {name: label, exact: true});
      const [, module, programCode, entity] = text.options.map(field);
      const commentLocale = ui.stage.getByRole('combobox', {name: text.options[5], exact: true});
      await expect(programCode!).toHaveValue('');
      await expect(programCode!).toHaveAttribute('placeholder', 'CASE_MGMT');
      await expect(commentLocale).toHaveValue('');
      await expect(commentLocale.locator('option:checked')).toHaveText(text.followComments(locale.name === 'en' ? 'en' : 'zh'));

      // Another table: its own names, shown in the fields that follow it.
      await pasteSql(page, ui, courtHearing);
      await expect(ui.stage.getByText(text.summary(17, 'CourtHearing', 'COURT_HEARING_MGMT'), {exact: true})).toBeVisible();
      await expect(programCode!).toHaveAttribute('placeholder', 'COURT_HEARING_MGMT');
      await expect(entity!).toHaveAttribute('placeholder', 'CourtHearing');
      await expect(module!).toHaveAttribute('placeholder', 'courthearing');
      await expect(ui.file('court-hearing-mgmt/index.tsx')).toBeVisible();

      // Comments in the other language: the comments' language follows them.
      const other = locale.name === 'en' ? TUTORIAL_SAMPLE['zh-Hans'] : TUTORIAL_SAMPLE.en;
      await pasteSql(page, ui, other);
      await expect(commentLocale.locator('option:checked')).toHaveText(text.followComments(locale.name === 'en' ? 'zh' : 'en'));
      await expect(ui.file(`case-mgmt/locales/${locale.name === 'en' ? 'zh-CN' : 'en'}.ts`)).toBeVisible();

      // The visitor's own program code and language stay when another table is pasted.
      await programCode!.fill('HEARING_X');
      await commentLocale.selectOption(locale.name === 'en' ? 'en' : 'zh-CN');
      await pasteSql(page, ui, courtHearing);
      await expect(ui.stage.getByText(text.summary(17, 'CourtHearing', 'HEARING_X'), {exact: true})).toBeVisible();
      await expect(programCode!).toHaveValue('HEARING_X');
      await expect(commentLocale).toHaveValue(locale.name === 'en' ? 'en' : 'zh-CN');
      await expect(entity!).toHaveAttribute('placeholder', 'CourtHearing');
      await expect.poll(() => inputInLink(page.url())?.options).toMatchObject({programCode: 'HEARING_X', entityName: ''});
    });

    test('a file of several tables: a labelled picker lists them, a pick by keyboard is generated, and the link and a reload keep it', async ({
      page,
    }) => {
      const ui = await openPlayground(page, locale);
      // A MySQL install script: two tables, and statements the generator does not need around them.
      const hearing = `CREATE TABLE court_hearing (
  id         BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  courtroom  VARCHAR(64)  NOT NULL COMMENT '${text.courtroom}',
  hearing_at DATETIME     NOT NULL COMMENT '${text.hearingAt}'
) COMMENT = '${text.hearingTable}';`;
      const file = `SET NAMES utf8mb4;\nDROP TABLE IF EXISTS legal_case;\n${sample}\n${hearing}\nINSERT INTO legal_case (id) VALUES (1);\nINSERT INTO legal_case (id) VALUES (2);\n`;
      await pasteSql(page, ui, file);
      const picker = ui.stage.getByRole('combobox', {name: text.tablePicker, exact: true});
      await expect(picker).toBeVisible();
      await expect(picker.locator('option')).toHaveText([
        text.tableOption('legal_case', text.tableComment, 10),
        text.tableOption('court_hearing', text.hearingTable, 3),
      ]);
      await expect(picker).toHaveAccessibleDescription(text.tablesSkipped(2, 4, ['INSERT 2', 'SET 1', 'DROP TABLE 1']));
      // The first table until the visitor picks: the tutorial's, with its program code.
      await expect(picker).toHaveValue('legal_case');
      await expect(ui.stage.getByText(text.summary(16, 'LegalCase', 'CASE_MGMT'), {exact: true})).toBeVisible();

      await picker.focus();
      await page.keyboard.press('ArrowDown');
      await expect(picker).toHaveValue('court_hearing');
      await expect(ui.stage.getByText(text.summary(16, 'CourtHearing', 'COURT_HEARING_MGMT'), {exact: true})).toBeVisible();
      await expect.poll(() => inputInLink(page.url())?.options?.table).toBe('court_hearing');

      await page.reload();
      await expect(ui.stage).toHaveAttribute('data-state', 'live');
      await expect(ui.sql).toHaveValue(file);
      await expect(picker).toHaveValue('court_hearing');
      await expect(ui.stage.getByText(text.summary(16, 'CourtHearing', 'COURT_HEARING_MGMT'), {exact: true})).toBeVisible();
    });

    test('a file of over a thousand tables: a labelled filter narrows the picker, and a table found is picked by keyboard', async ({
      page,
    }) => {
      const ui = await openPlayground(page, locale);
      const file = Array.from(
        {length: 1200},
        (_, i) => `CREATE TABLE biz_${String(i).padStart(4, '0')} (id INT PRIMARY KEY, name VARCHAR(20));`,
      ).join('\n');
      await pasteSql(page, ui, file);
      const picker = ui.stage.getByRole('combobox', {name: text.tablePicker, exact: true});
      await expect(picker.locator('option')).toHaveCount(1200);
      const filter = ui.stage.getByRole('searchbox', {name: text.tableFilter, exact: true});
      await filter.fill('biz_117');
      // The ten that match, and the table picked (the first) so that the drop-down still shows it.
      await expect(picker.locator('option')).toHaveCount(11);
      await expect(ui.stage.getByText(text.tableFilterCount(11, 1200), {exact: true})).toBeVisible();
      await filter.press('ArrowDown');
      await expect(picker).toBeFocused();
      await page.keyboard.press('End');
      await expect(picker).toHaveValue('biz_1179');
      await expect(ui.stage.getByText(text.summary(16, 'Biz1179', 'BIZ1179_MGMT'), {exact: true})).toBeVisible();
    });

    test('a table picked from the file and refused shows its problem and none of the other table’s files', async ({page}) => {
      const ui = await openPlayground(page, locale);
      // The second table has no primary key: the generator refuses it.
      await pasteSql(page, ui, `${sample}\nCREATE TABLE audit_note (note VARCHAR(200) COMMENT 'x');\n`);
      const picker = ui.stage.getByRole('combobox', {name: text.tablePicker, exact: true});
      await expect(ui.stage.getByText(text.summary(16, 'LegalCase', 'CASE_MGMT'), {exact: true})).toBeVisible();
      await picker.selectOption('audit_note');
      await expect(ui.problem).toContainText('audit_note');
      // Not LegalCase's files under a note: nothing to read, copy or download for a table that gave none.
      await expect(ui.files).toHaveCount(0);
      await expect(ui.stage.getByText(text.stale, {exact: true})).toHaveCount(0);
      await expect(ui.button(text.download)).toHaveCount(0);
      await expect(ui.stage.getByText(/LegalCase/)).toHaveCount(0);
      // Picked back, the first table's files return.
      await picker.selectOption('legal_case');
      await expect(ui.stage.getByText(text.summary(16, 'LegalCase', 'CASE_MGMT'), {exact: true})).toBeVisible();
    });

    test('the SQL dialect: auto says what it decided, and PostgreSQL chosen by hand gives the names PostgreSQL folds to', async ({
      page,
    }) => {
      const ui = await openPlayground(page, locale);
      // Nothing in it only one database accepts: auto reads it as MySQL, and the quoted mixed case follows.
      await pasteSql(page, ui, 'CREATE TABLE ClientAccount (AccountId INT PRIMARY KEY, FullName VARCHAR(100) NOT NULL);');
      const dialect = ui.stage.getByRole('combobox', {name: text.dialect.label, exact: true});
      await expect(dialect).toHaveValue('auto');
      await expect(dialect.locator('option:checked')).toHaveText(text.dialect.autoNow('MySQL'));
      await ui.file('ClientAccount.java').click();
      await expect(ui.shown.locator('pre')).toContainText('@Table(name = "`ClientAccount`")');
      await dialect.selectOption('postgresql');
      await expect(ui.shown.locator('pre')).toContainText('@Table(name = "clientaccount")');
      await expect.poll(() => inputInLink(page.url())?.options).toMatchObject({dialect: 'postgresql'});
      // A PostgreSQL-only type decides auto by itself.
      await dialect.selectOption('auto');
      await pasteSql(page, ui, 'CREATE TABLE note (\n  id BIGSERIAL PRIMARY KEY,\n  body TEXT\n);');
      await expect(dialect.locator('option:checked')).toHaveText(text.dialect.autoNow('PostgreSQL'));
    });

    test('a 5 MB dump: typing goes on while it is read, the page says it is busy, a table is picked, and Share downloads the input', async ({
      page,
    }, testInfo) => {
      const ui = await openPlayground(page, locale);
      const output = ui.stage.locator('[aria-busy], [class*="output_"]').first();
      const busyRecord = await recordAttribute(output, 'aria-busy');
      const dump = mysqlDump(5);
      const inserts = dump.match(/^INSERT INTO/gm)!.length;
      // Pasted as a paste lands: the whole text at once, then one input event.
      await ui.sql.evaluate((element: HTMLTextAreaElement, text) => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(element, text);
        element.setSelectionRange(text.length, text.length);
        element.dispatchEvent(new Event('input', {bubbles: true}));
      }, dump);
      // Typed at once, while the dump is being read: every key lands.
      await page.keyboard.type('-- 5 MB');
      await expect.poll(() => ui.sql.evaluate((element: HTMLTextAreaElement) => element.value.length)).toBe(dump.length + 7);
      expect(await ui.sql.evaluate((element: HTMLTextAreaElement) => element.value.endsWith('\n-- 5 MB'.slice(1)))).toBe(true);

      const picker = ui.stage.getByRole('combobox', {name: text.tablePicker, exact: true});
      await expect(picker.locator('option')).toHaveCount(40, {timeout: 45_000});
      // The dump's statements other than CREATE TABLE: one INSERT per 200 rows, a DROP TABLE per table,
      // and four SET (two in versioned comments, which MySQL runs).
      await expect(picker).toHaveAccessibleDescription(
        text.tablesSkipped(40, inserts + 44, [`INSERT ${inserts}`, 'DROP TABLE 40', 'SET 4']),
      );
      await expect(ui.stage.getByText(text.summary(16, 'BizTable001', 'BIZ_TABLE001_MGMT'), {exact: true})).toBeVisible();
      await expect(output).not.toHaveAttribute('aria-busy', 'true');
      expect(await busyRecord(), 'aria-busy while the dump was read').toContain('true');

      await picker.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(picker).toHaveValue('biz_table_003');
      await expect(ui.stage.getByText(text.summary(16, 'BizTable003', 'BIZ_TABLE003_MGMT'), {exact: true})).toBeVisible({timeout: 30_000});
      await expect(ui.file('BizTable003Controller.java')).toBeVisible();
      // Too large for a link: the address holds none, and Share offers the input as a file.
      expect(inputInLink(page.url())).toBeUndefined();
      const downloading = page.waitForEvent('download');
      await ui.button(text.share).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('biz-table003-mgmt.sql');
      const saved = testInfo.outputPath('dump.sql');
      await download.saveAs(saved);
      expect(statSync(saved).size).toBe(Buffer.byteLength(`${dump}-- 5 MB`));
      await expect(ui.status).toHaveText(text.tooLarge('5.0 MB', 'biz-table003-mgmt.sql'));
    });

    test('a pasted PostgreSQL table becomes its own files; a file clicked is shown, copied exactly, and all are downloaded as a zip', async ({
      page,
      baseURL,
    }, testInfo) => {
      await grantClipboard(page, baseURL);
      const ui = await openPlayground(page, locale);
      await pasteSql(page, ui, courtHearing);

      await expect(ui.stage.getByText(text.summary(17, 'CourtHearing', 'COURT_HEARING_MGMT'), {exact: true})).toBeVisible();
      for (const name of COURT_HEARING_FILES) await expect(ui.file(name)).toBeVisible();
      await expect(ui.file('LegalCase.java')).toHaveCount(0);
      await expect(ui.file('court-hearing-mgmt/locales/zh-CN.ts')).toBeVisible();
      await expect(ui.file('court-hearing-mgmt/locales/en.ts')).toBeVisible();
      // The controller is shown first, as for the sample.
      await expect(ui.file('CourtHearingController.java')).toHaveAttribute('aria-current', 'true');
      await expect(ui.shown.locator('pre')).toContainText('public class CourtHearingController');

      // The entity: a field per column, the column comment above it.
      await ui.file('CourtHearing.java').click();
      await expect(ui.file('CourtHearing.java')).toHaveAttribute('aria-current', 'true');
      await expect(ui.file('CourtHearingController.java')).not.toHaveAttribute('aria-current', 'true');
      await expect(ui.shown).toHaveAccessibleName('CourtHearing.java');
      await expect(ui.shown.locator('code').first()).toHaveText('server/src/main/java/com/example/lawfirm/courthearing/CourtHearing.java');
      await expect(ui.shown.locator('pre')).toContainText('@IdClass(CourtHearingId.class)');
      await expect(ui.shown.locator('pre')).toContainText(`/** ${text.courtroom} */`);
      await expect(ui.shown.locator('pre')).toContainText('private OffsetDateTime hearingAt;');

      // The language pack of the comments: each commented column's property with its comment as its label.
      const pack = `court-hearing-mgmt/${text.commentPack}`;
      await ui.file(pack).click();
      await expect(ui.file(pack)).toHaveAttribute('aria-current', 'true');
      await expect(ui.shown.locator('code').first()).toHaveText(`web/src/programs/${pack}`);
      const code = ui.shown.locator('pre');
      await expect(code).toContainText(`title: '${text.hearingTable}',`);
      await expect(code).toContainText(`courtroom: '${text.courtroom}',`);
      await expect(code).toContainText(`hearingAt: '${text.hearingAt}',`);

      // Copy this file: the clipboard holds exactly the file shown (which ends with a newline).
      const shown = await shownCode(ui);
      expect(shown).toContain(`courtroom: '${text.courtroom}',`);
      await ui.button(text.copy).click();
      await expect(ui.status).toHaveText(text.copied(pack));
      expect(await readClipboard(page)).toBe(`${shown}\n`);

      // Download all: `<program folder>.zip`, every listed file under the folder, a sound archive.
      const paths = await listedPaths(ui);
      expect(paths).toHaveLength(17);
      const downloading = page.waitForEvent('download');
      await ui.button(text.download).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('court-hearing-mgmt.zip');
      const saved = testInfo.outputPath('court-hearing-mgmt.zip');
      await download.saveAs(saved);
      await expect(ui.status).toHaveText(text.downloaded('court-hearing-mgmt.zip', 17));
      const archive = JSON.parse(
        execFileSync(
          'python3',
          [
            '-c',
            'import json, sys, zipfile\n' +
              'z = zipfile.ZipFile(sys.argv[1])\n' +
              'print(json.dumps({"bad": z.testzip(), "names": z.namelist(), "file": z.read(sys.argv[2]).decode("utf-8")}))',
            saved,
            `court-hearing-mgmt/web/src/programs/${pack}`,
          ],
          {encoding: 'utf8'},
        ),
      ) as {bad: string | null; names: string[]; file: string};
      expect(archive.bad, 'first damaged member of the zip').toBeNull();
      expect([...archive.names].sort()).toEqual(paths.map((path) => `court-hearing-mgmt/${path}`).sort());
      expect(archive.file).toBe(`${shown}\n`);
    });

    test('the address keeps the input: Copy a link to share copies it, and the link opened in another tab restores the statement, the options and the files', async ({
      page,
      context,
      baseURL,
    }) => {
      await grantClipboard(page, baseURL);
      const ui = await openPlayground(page, locale);
      expect(new URL(page.url()).hash).toBe('');
      const paths = await enterCourtHearing(page, ui, locale);

      await expect.poll(() => inputInLink(page.url())?.options?.programCode).toBe('HEARING_MGMT');
      expect(inputInLink(page.url())?.sql).toBe(courtHearing);
      const link = page.url();
      expect(new URL(link).pathname).toBe(localePath(locale, TUTORIAL));

      await ui.button(text.share).click();
      await expect(ui.status).toHaveText(text.shared);
      expect(await readClipboard(page)).toBe(link);

      // The link, opened in another tab: the playground goes live at once, with nothing touched, holding the same input.
      const other = await context.newPage();
      await other.goto(link);
      const restored = playground(other, locale);
      await expect(restored.stage).toHaveAttribute('data-state', 'live');
      // Far down the page, the playground is brought into view: it is what the link is for.
      await expect(restored.sql).toBeInViewport();
      await expect(restored.sql).toHaveValue(courtHearing);
      await expect(restored.stage.getByRole('textbox', {name: text.programCode, exact: true})).toHaveValue('HEARING_MGMT');
      await expect(restored.stage.getByText(text.summary(17, 'CourtHearing', 'HEARING_MGMT'), {exact: true})).toBeVisible();
      expect(withoutClock(await listedPaths(restored))).toEqual(withoutClock(paths));
    });

    test('a reload keeps the statement, the options and the files', async ({page}) => {
      const ui = await openPlayground(page, locale);
      const paths = await enterCourtHearing(page, ui, locale);
      await expect.poll(() => inputInLink(page.url())?.options?.programCode).toBe('HEARING_MGMT');
      await page.reload();
      await expect(ui.stage).toHaveAttribute('data-state', 'live');
      await expect(ui.sql).toHaveValue(courtHearing);
      await expect(ui.stage.getByRole('textbox', {name: text.programCode, exact: true})).toHaveValue('HEARING_MGMT');
      await expect(ui.stage.getByText(text.summary(17, 'CourtHearing', 'HEARING_MGMT'), {exact: true})).toBeVisible();
      expect(withoutClock(await listedPaths(ui))).toEqual(withoutClock(paths));
    });

    test('a link cut short says so and loads the sample', async ({page}) => {
      const json = JSON.stringify({v: 1, sql: courtHearing, options: {programCode: 'HEARING_MGMT'}});
      const link = `${localePath(locale, TUTORIAL)}#codegen=${Buffer.from(json).toString('base64url')}`;
      await page.goto(link.slice(0, -9));
      const ui = playground(page, locale);
      await expect(ui.stage).toHaveAttribute('data-state', 'live');
      await expect(ui.stage.getByText(text.badLink, {exact: true})).toBeInViewport();
      await expect(ui.sql).toHaveValue(sample);
      // The program code follows the table: empty, with the tutorial's name for it in view.
      await expect(ui.stage.getByRole('textbox', {name: text.programCode, exact: true})).toHaveValue('');
      await expect(ui.stage.getByRole('textbox', {name: text.programCode, exact: true})).toHaveAttribute('placeholder', 'CASE_MGMT');
      await expect(ui.stage.getByText(text.summary(16, 'LegalCase', 'CASE_MGMT'), {exact: true})).toBeVisible();
    });

    test('a mistake is shown at its line and column, in the reader’s language, and what was typed stays', async ({page}) => {
      const ui = await openPlayground(page, locale);
      const correct = MISTYPED.replace('NOT NUL,', 'NOT NULL,');
      await pasteSql(page, ui, correct);
      await expect(ui.stage.getByText(text.summary(16, 'CourtHearing', 'COURT_HEARING_MGMT'), {exact: true})).toBeVisible();
      await ui.file('CourtHearing.java').click();

      // A slip of the keyboard on line 3: NOT NULL becomes NOT NUL.
      await ui.sql.focus();
      await page.keyboard.press('ControlOrMeta+Home');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Backspace');
      await expect(ui.sql).toHaveValue(MISTYPED);

      await expect(ui.problem).toHaveText(text.notNul(MISTAKE.line, MISTAKE.column));
      await expect(ui.sql).toHaveAttribute('aria-invalid', 'true');
      await expect(ui.sql).toHaveAccessibleDescription(text.notNul(MISTAKE.line, MISTAKE.column));
      // The last output that worked stays on screen, marked as out of date.
      await expect(ui.stage.getByText(text.stale, {exact: true})).toBeVisible();
      await expect(ui.stage.getByText(text.summary(16, 'CourtHearing', 'COURT_HEARING_MGMT'), {exact: true})).toBeVisible();
      await expect(ui.file('CourtHearing.java')).toHaveAttribute('aria-current', 'true');
      await expect(ui.shown.locator('pre')).toContainText('private String courtroom;');
      await expect(ui.sql).toHaveValue(MISTYPED);

      // Go to the problem: the caret at line 3, column 31, in the statement as typed.
      await page.keyboard.press('ControlOrMeta+End');
      await ui.button(text.goTo).click();
      await expect(ui.sql).toBeFocused();
      const lines = MISTYPED.split('\n');
      const offset = lines.slice(0, MISTAKE.line - 1).reduce((sum, line) => sum + line.length + 1, 0) + MISTAKE.column - 1;
      expect(MISTYPED.slice(offset, offset + 4)).toBe('NUL,');
      expect(await ui.sql.evaluate((element: HTMLTextAreaElement) => [element.selectionStart, element.selectionEnd])).toEqual([
        offset,
        offset,
      ]);
      // Put right where the caret is, and the output follows.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.type('L');
      await expect(ui.sql).toHaveValue(correct);
      await expect(ui.problem).toHaveCount(0);
      await expect(ui.sql).not.toHaveAttribute('aria-invalid', 'true');
      await expect(ui.stage.getByText(text.stale, {exact: true})).toHaveCount(0);

      // Nothing at all: the empty-input message, and no place to go to.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await expect(ui.sql).toHaveValue('');
      await expect(ui.problem).toHaveText(text.empty);
      await expect(ui.button(text.goTo)).toHaveCount(0);
      await expect(ui.stage.getByText(text.stale, {exact: true})).toBeVisible();
      await expect(ui.stage.getByText(text.summary(16, 'CourtHearing', 'COURT_HEARING_MGMT'), {exact: true})).toBeVisible();
    });

    test('an invalid program code is marked on its field; Restore the sample and Undo swap the sample and what was typed', async ({
      page,
    }) => {
      const ui = await openPlayground(page, locale);
      const restore = ui.button(text.restore);
      await expect(restore).toBeDisabled();
      await pasteSql(page, ui, courtHearing);
      await expect(ui.stage.getByText(text.summary(17, 'CourtHearing', 'COURT_HEARING_MGMT'), {exact: true})).toBeVisible();

      // A program code the generator cannot take: the field says so, and keeps what was typed.
      const programCode = ui.stage.getByRole('textbox', {name: text.programCode, exact: true});
      await programCode.fill('case-mgmt');
      await expect(programCode).toHaveAttribute('aria-invalid', 'true');
      await expect(ui.problem).toHaveText(text.invalidValue('case-mgmt') + text.programCodeProblem);
      await expect(programCode).toHaveAccessibleDescription(
        `${text.programCodeHint} ${text.invalidValue('case-mgmt')}${text.programCodeProblem}`,
      );
      await expect(ui.sql).not.toHaveAttribute('aria-invalid', 'true');
      await expect(ui.button(text.goTo)).toHaveCount(0);
      await expect(programCode).toHaveValue('case-mgmt');
      await expect(ui.stage.getByText(text.stale, {exact: true})).toBeVisible();
      await expect(ui.stage.getByText(text.summary(17, 'CourtHearing', 'COURT_HEARING_MGMT'), {exact: true})).toBeVisible();

      await programCode.fill('HEARING_MGMT');
      await expect(programCode).not.toHaveAttribute('aria-invalid', 'true');
      await expect(ui.problem).toHaveCount(0);
      await expect(ui.stage.getByText(text.summary(17, 'CourtHearing', 'HEARING_MGMT'), {exact: true})).toBeVisible();
      await expect(ui.file('hearing-mgmt/index.tsx')).toBeVisible();

      // Restore the sample, by keyboard: Restore disables itself, and focus moves on to Undo.
      await restore.focus();
      await page.keyboard.press('Enter');
      await expect(ui.sql).toHaveValue(sample);
      await expect(programCode).toHaveValue('');
      await expect(programCode).toHaveAttribute('placeholder', 'CASE_MGMT');
      await expect(ui.status).toHaveText(text.restored);
      await expect(ui.stage.getByText(text.summary(16, 'LegalCase', 'CASE_MGMT'), {exact: true})).toBeVisible();
      await expect(restore).toBeDisabled();
      const undo = ui.button(text.undo);
      await expect(undo).toBeFocused();

      // Undo: what was typed comes back, and focus goes to the statement it brought back.
      await page.keyboard.press('Enter');
      await expect(ui.sql).toHaveValue(courtHearing);
      await expect(programCode).toHaveValue('HEARING_MGMT');
      await expect(ui.stage.getByText(text.summary(17, 'CourtHearing', 'HEARING_MGMT'), {exact: true})).toBeVisible();
      await expect(undo).toHaveCount(0);
      await expect(ui.sql).toBeFocused();
      await expect(restore).toBeEnabled();
    });

    test('keyboard only: Tab from the statement through the options, the buttons and the files; Enter and Space show a file', async ({
      page,
    }) => {
      await page.goto(localePath(locale, TUTORIAL));
      await waitForInteractive(page);
      const ui = playground(page, locale);
      await ui.sql.focus();
      await expect(ui.stage).toHaveAttribute('data-state', 'live');
      await expect(ui.sql).toBeFocused();
      const outline = (locator: Locator) =>
        locator.evaluate((element) => {
          const style = getComputedStyle(element);
          return style.outlineStyle === 'none' ? '0px' : style.outlineWidth;
        });
      expect(await outline(ui.sql)).not.toBe('0px');

      // Restore the sample is disabled while the sample is shown, so the options come next.
      const stops = [
        ...text.options.map((label) => ui.stage.getByLabel(label, {exact: true})),
        ui.button(text.download),
        ui.button(text.share),
        // The output's tab list is one stop: the current tab (Files); the arrow keys move to Run.
        page.getByRole('tab', {name: text.filesTab, exact: true}),
        ui.file('LegalCase.java'),
        ui.file('LegalCaseRepository.java'),
      ];
      for (const stop of stops) {
        await page.keyboard.press('Tab');
        await expect(stop).toBeFocused();
      }
      expect(await outline(ui.file('LegalCaseRepository.java'))).not.toBe('0px');

      await page.keyboard.press('Enter');
      await expect(ui.file('LegalCaseRepository.java')).toHaveAttribute('aria-current', 'true');
      await expect(ui.shown).toHaveAccessibleName('LegalCaseRepository.java');
      await expect(ui.shown.locator('pre')).toContainText('interface LegalCaseRepository');
      await expect(ui.file('LegalCaseRepository.java')).toBeFocused();

      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(ui.file('LegalCaseController.java')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(ui.file('dto/LegalCaseDto.java')).toBeFocused();
      await page.keyboard.press('Space');
      await expect(ui.file('dto/LegalCaseDto.java')).toHaveAttribute('aria-current', 'true');
      await expect(ui.file('LegalCaseRepository.java')).not.toHaveAttribute('aria-current', 'true');
      await expect(ui.shown).toHaveAccessibleName('dto/LegalCaseDto.java');
      await expect(ui.shown.locator('pre')).toContainText('LegalCaseDto');
    });

    test('home page: the compact playground starts from the short sample, its options fold open by keyboard, edits update the files, no axe violations', async ({
      page,
    }) => {
      const home = HOME_SAMPLE[locale.name];
      await page.goto(localePath(locale, '/'));
      await waitForInteractive(page);
      const ui = playground(page, locale, 'CodegenHome');
      const section = page.locator('section', {has: page.getByRole('heading', {level: 2, name: text.homeSection})});
      await expect(section.locator('[data-live-demo=CodegenHome]')).toHaveCount(1);
      await expect(ui.stage).toHaveAttribute('data-state', 'static');
      await expect(ui.sql).toHaveValue(home);
      await ui.sql.focus();
      await expect(ui.stage).toHaveAttribute('data-state', 'live');
      await expect(ui.sql).toBeFocused();
      await expect(ui.sql).toHaveValue(home);
      await expect(ui.stage.getByText(text.summary(16, 'LegalCase', 'CASE_MGMT'), {exact: true})).toBeVisible();

      // The home page opens on Run (home-run.spec); the files are one tab away.
      await ui.stage.getByRole('tab', {name: text.filesTab, exact: true}).click();
      // Five columns: five fields in the language pack of the comments.
      const pack = `case-mgmt/${text.commentPack}`;
      await ui.file(pack).click();
      const code = ui.shown.locator('pre');
      for (const [property, label] of Object.entries(text.homeLabels)) await expect(code).toContainText(`${property}: '${label}',`);
      await expect(code).not.toContainText('caseType');
      await expect(code).not.toContainText('leadLawyerId');

      // The options are folded away; the summary opens them from the keyboard.
      const details = ui.stage.locator('details');
      const programCode = ui.stage.getByRole('textbox', {name: text.programCode, exact: true});
      await expect(details).not.toHaveAttribute('open');
      await expect(programCode).toBeHidden();
      await ui.sql.focus();
      await page.keyboard.press('Tab');
      const summary = details.locator('summary');
      await expect(summary).toBeFocused();
      await expect(summary).toHaveText(text.optionsSummary);
      await page.keyboard.press('Enter');
      await expect(details).toHaveAttribute('open');
      await expect(programCode).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(programCode).toBeFocused();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('CASE_FILES');
      await expect(ui.stage.getByText(text.summary(16, 'LegalCase', 'CASE_FILES'), {exact: true})).toBeVisible();

      // A column added to the statement appears in the files.
      const edited = home.replace(/\n(\s+filed_on)/, `\n${text.newColumn.sql}\n$1`);
      expect(edited).not.toBe(home);
      await pasteSql(page, ui, edited);
      await ui.file(`case-files/${text.commentPack}`).click();
      await expect(ui.shown.locator('pre')).toContainText(text.newColumn.line);

      // Light mode, desktop width, options open (the dark 390 px run is below).
      await expectNoAxeViolations(page);
    });

    // Each state in both colour modes: every rule in one, and in the other, reached with the
    // colour-mode toggle in the same page, the rules that depend on colours (routes.spec says why
    // the others cannot change with the mode, and checks it).
    test('the buttons are the site’s: its font, 14 px text, 40 px targets; in dark mode the secondary ones are quieter than the primary; the file names line up', async ({
      page,
    }) => {
      const ui = await openPlayground(page, locale);
      const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      for (const name of [text.download, text.share, text.copy]) {
        const looks = await ui.button(name).evaluate((element) => {
          const style = getComputedStyle(element);
          return {font: style.fontFamily, size: parseFloat(style.fontSize), height: element.getBoundingClientRect().height};
        });
        expect(looks.font, name).toBe(bodyFont);
        expect(looks.size, name).toBeGreaterThanOrEqual(14);
        expect(looks.height, name).toBeGreaterThanOrEqual(40);
      }
      // In the docs column the file names flow in rows: the first of a row is level with the others.
      const tops = await ui.files
        .locator('ul')
        .first()
        .locator('li')
        .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0]).length, JSON.stringify(tops)).toBeGreaterThan(1);
      await switchColourMode(page, 'dark');
      const luminance = (locator: Locator) =>
        locator.evaluate((element) => {
          const [r = 0, g = 0, b = 0] = (getComputedStyle(element).backgroundColor.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
          const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        });
      const primary = await luminance(ui.button(text.download));
      expect(await luminance(ui.button(text.share))).toBeLessThan(primary);
      expect(await luminance(ui.button(text.copy))).toBeLessThan(primary);
    });

    test('no axe violations, live, at desktop width and at 390 px with a problem shown (dark and light)', async ({page}) => {
      await savedColourMode(page, 'dark');
      const ui = await openPlayground(page, locale);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // A short file keeps axe quick; its keywords, strings and names are all the highlighter's colours.
      await ui.file(`case-mgmt/${text.commentPack}`).click();
      await expectNoAxeViolations(page);
      await switchColourMode(page, 'light');
      await expectNoAxeViolations(page, COLOUR_RULES);

      await page.setViewportSize({width: 390, height: 844});
      await pasteSql(page, ui, MISTYPED);
      await expect(ui.problem).toHaveText(text.notNul(MISTAKE.line, MISTAKE.column));
      await expect(ui.stage.getByText(text.stale, {exact: true})).toBeVisible();
      await expectNoAxeViolations(page);
      await switchColourMode(page, 'dark');
      await expectNoAxeViolations(page, COLOUR_RULES);
    });

    test('no axe violations on the home page’s compact playground, options open, at 390 px with a problem shown (dark)', async ({page}) => {
      await savedColourMode(page, 'dark');
      const ui = await openPlayground(page, locale, '/', 'CodegenHome');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.setViewportSize({width: 390, height: 844});
      await ui.stage.locator('summary').click();
      const programCode = ui.stage.getByRole('textbox', {name: text.programCode, exact: true});
      await programCode.fill('case-mgmt');
      await expect(programCode).toHaveAttribute('aria-invalid', 'true');
      await expect(ui.problem).toHaveText(text.invalidValue('case-mgmt') + text.programCodeProblem);
      await expectNoAxeViolations(page);
    });
  });
}

// A table from a share link is someone else's (issue 40, item 2; audit D6): both languages, both pages.
for (const locale of locales) {
  const text = TEXT[locale.name];

  test.describe(`code generator playground, opened from a share link (${locale.name})`, () => {
    test('the home page says the table came from a link and runs nothing until the visitor runs it, by keyboard', async ({page}) => {
      const requests = runnerRequests(page);
      await page.goto(shareLink(locale, '/', NOTICE_TABLE));
      const ui = playground(page, locale, 'CodegenHome');
      await expect(ui.stage).toHaveAttribute('data-state', 'live');
      const notice = ui.stage.getByText(text.sharedNotice, {exact: true});
      await expect(notice).toBeInViewport();
      await expect(ui.sql).toHaveValue(NOTICE_TABLE);
      await expect(ui.sql).toHaveAccessibleDescription(text.sharedNotice);
      // Run is the home page's first tab: it offers to run, and nothing of the runner is there.
      await expect(ui.stage.getByRole('tab', {name: text.runTab, exact: true})).toHaveAttribute('aria-selected', 'true');
      await expect(ui.stage.getByText(text.runHeld, {exact: true})).toBeVisible();
      const run = ui.button(text.runStart);
      await expect(run).toBeVisible();
      await page.waitForTimeout(1000);
      await expect(ui.stage.locator('iframe')).toHaveCount(0);
      expect(requests).toEqual([]);
      await expect(page.getByRole('heading', {name: /LexBoot 官方通知|400-000-0000/})).toHaveCount(0);

      // By keyboard: the button shows its focus, Enter runs the program, focus goes to the panel.
      await run.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(run).toBeFocused();
      expect(await run.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
      await page.keyboard.press('Enter');
      await expect(ui.stage.getByRole('tabpanel').filter({has: page.locator('iframe')})).toBeFocused();
      await expect(ui.stage.getByRole('status').filter({hasText: text.ran})).toBeVisible({timeout: 20_000});
      // The table's text is shown, as the data of a shared table.
      await expect(ui.stage.getByText(text.runSharedData, {exact: true})).toBeVisible();
      const frame = page.frameLocator('[data-live-demo="CodegenHome"] iframe[sandbox~="allow-scripts"]');
      await expect(frame.locator('table[role="grid"] tbody tr[aria-rowindex]').first()).toBeVisible();

      // Once the visitor edits the statement, it is theirs: the notice goes.
      await ui.sql.focus();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('\n');
      await expect(notice).toHaveCount(0);
      await expect(ui.sql).not.toHaveAttribute('aria-describedby');
    });

    test('the tutorial says so too; Run waits for a click; restoring the sample ends the notice; a reload of one’s own input is not a link', async ({
      page,
    }) => {
      const requests = runnerRequests(page);
      await page.goto(shareLink(locale, TUTORIAL, NOTICE_TABLE));
      const ui = playground(page, locale);
      await expect(ui.stage).toHaveAttribute('data-state', 'live');
      const notice = ui.stage.getByText(text.sharedNotice, {exact: true});
      await expect(notice).toBeInViewport();
      await ui.stage.getByRole('tab', {name: text.runTab, exact: true}).click();
      const run = ui.button(text.runStart);
      await expect(run).toBeVisible();
      await expect(ui.stage.locator('iframe')).toHaveCount(0);
      expect(requests).toEqual([]);
      await expectNoAxeViolations(page);
      await run.click();
      await expect(ui.stage.getByRole('status').filter({hasText: text.ran})).toBeVisible({timeout: 20_000});

      await ui.button(text.restore).click();
      await expect(notice).toHaveCount(0);
      await expect(ui.stage.getByText(text.runSharedData, {exact: true})).toHaveCount(0);
      // The visitor's own input, in the address of this tab: a reload does not call it a link.
      await pasteSql(page, ui, courtHearingSql(locale));
      await expect.poll(() => inputInLink(page.url())?.sql).toBe(courtHearingSql(locale));
      await page.reload();
      await expect(ui.stage).toHaveAttribute('data-state', 'live');
      await expect(ui.sql).toHaveValue(courtHearingSql(locale));
      await expect(ui.stage.getByText(text.sharedNotice, {exact: true})).toHaveCount(0);
    });

    test('a refusal quotes the link’s table name as a name, and an option from a link is shown and refused as if typed', async ({page}) => {
      const name = '请立即致电 400-000-0000 领取 LexBoot 正式授权';
      await page.goto(shareLink(locale, TUTORIAL, `CREATE TABLE \`${name}\` (\n  id BIGINT PRIMARY KEY COMMENT '主键'\n);`));
      const ui = playground(page, locale);
      await expect(ui.stage).toHaveAttribute('data-state', 'live');
      await expect(ui.problem).toHaveText(text.unnamableTable(name));
      await expect(ui.problem.locator('code')).toHaveText(name);

      // The home page's options fold away; a link's are shown, and its invalid program code is refused as typed.
      await savedColourMode(page, 'dark');
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(shareLink(locale, '/', HOME_SAMPLE[locale.name], {programCode: 'CASE-1'}));
      const home = playground(page, locale, 'CodegenHome');
      await expect(home.stage).toHaveAttribute('data-state', 'live');
      const programCode = home.stage.getByRole('textbox', {name: text.programCode, exact: true});
      await expect(programCode).toBeVisible();
      await expect(programCode).toHaveValue('CASE-1');
      await expect(programCode).toHaveAttribute('aria-invalid', 'true');
      await expect(home.problem).toHaveText(text.invalidValue('CASE-1') + text.programCodeProblem);
      await expect(home.stage.getByText(text.sharedNotice, {exact: true})).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
