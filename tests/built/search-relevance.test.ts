/**
 * Search relevance: what a reader types, and the page (or section, `#…`) they want among the first
 * three results. The expected pages are a reader's judgement of the site's content, not read off the
 * index. Runs the site's ranking (src/search/ranking.ts, what the search worker runs) in Node over
 * the built index, build/search-index-*.json and build/en/search-index-*.json (or those of BUILD_DIR).
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support';
import multiLanguage from 'lunr-languages/lunr.multi';
import {lunrLanguageZh} from '../../src/search/adapter/client';
import {searchOptions} from '../../src/search/adapter';
import {loadIndexes, rankedSearch, type LoadedIndexes, type SearchResult} from '../../src/search/ranking';
import {makeCases} from '../../src/demos/data/legal';
import {BUILD} from '../support/built-html';

// As the plugin's generated constants do in the browser (src/search/adapter/generated.ts).
const LANGUAGE = searchOptions.language;
stemmerSupport(lunr);
lunrLanguageZh(lunr);
multiLanguage(lunr);

/** The dropdown's limit. */
const LIMIT = searchOptions.searchResultLimits;
const TOP = 3;

const DOCS = '/docs';
const GRID = `${DOCS}/api/front-end/core-component`;
const FRONT = `${DOCS}/tutorial/front-end`;
const BACK = `${DOCS}/tutorial/back-end`;

// prettier-ignore
export const ZH_CASES: readonly (readonly [query: string, wanted: string])[] = [
  // Query                  Page (or section) the reader wants in the top 3
  ['部署',                   `${DOCS}/installation#running-in-production`],
  ['i18n',                   `${FRONT}/i18n`],
  ['国际化',                 `${FRONT}/i18n`],
  ['代码生成',               `${BACK}/code-generation`],
  ['codegen',                `${BACK}/code-generation`],
  ['生成器选项',             `${BACK}/code-generation#generator-options`],
  ['权限',                   `${BACK}/spring-security`],
  ['导出 Excel',             `${DOCS}/api/module-additional/excel-converter`],
  ['export',                 `${DOCS}/api/module-additional/excel-converter`],
  ['主题',                   `${FRONT}/theme`],
  ['theme',                  `${FRONT}/theme`],
  ['刷新令牌',               `${BACK}/spring-security`],
  ['JWT',                    `${BACK}/spring-security`],
  ['数据表格',               `${GRID}/datagrid`],
  ['DataGrid 键盘',          `${GRID}/datagrid#accessibility`],
  ['可编辑表格',             `${GRID}/datagrid-editor`],
  ['对话框',                 `${GRID}/modal-store`],
  ['抽屉',                   `${GRID}/drawer-store`],
  ['统计表',                 `${GRID}/StatTable`],
  ['查询表单',               `${GRID}/SearchParams`],
  ['组合筛选',               `${GRID}/MultiFilter`],
  ['标题栏',                 `${GRID}/program-title`],
  ['安装',                   `${DOCS}/installation`],
  ['系统要求',               `${DOCS}/system-requirement`],
  ['快速开始',               `${DOCS}/quick-start-guide`],
  ['路由',                   `${FRONT}/router`],
  ['页面框架',               `${FRONT}/page-frame`],
  ['用户模块',               `${DOCS}/api/module-builtin/user`],
  ['乐观锁',                 `${BACK}/code-generation`],
  ['错误码',                 `${DOCS}/api/back-end/system-api-specification#error-codes`],
  ['分页',                   `${DOCS}/api/back-end/system-api-specification#paging-and-sorting`],
  ['开发环境',               `${BACK}/dev-environment`],
  ['Service Repository',     `${FRONT}/service-repository`],
  ['Spring Security',        `${BACK}/spring-security`],
  ['nginx',                  `${DOCS}/installation`],
  ['模板',                   `${FRONT}/template`],
];

// prettier-ignore
export const EN_CASES: readonly (readonly [query: string, wanted: string])[] = [
  // Query                  Page (or section) the reader wants in the top 3
  ['deploy',                 `${DOCS}/installation#running-in-production`],
  ['deployment',             `${DOCS}/installation#running-in-production`],
  ['i18n',                   `${FRONT}/i18n`],
  ['internationalization',   `${FRONT}/i18n`],
  ['国际化',                 `${FRONT}/i18n`],
  ['code generation',        `${BACK}/code-generation`],
  ['codegen',                `${BACK}/code-generation`],
  ['generator options',      `${BACK}/code-generation#generator-options`],
  ['permissions',            `${BACK}/spring-security`],
  ['export excel',           `${DOCS}/api/module-additional/excel-converter`],
  ['theme',                  `${FRONT}/theme`],
  ['dark mode',              `${FRONT}/theme`],
  ['refresh token',          `${BACK}/spring-security`],
  ['JWT',                    `${BACK}/spring-security`],
  ['data grid',              `${GRID}/datagrid`],
  ['DataGrid keyboard',      `${GRID}/datagrid#accessibility`],
  ['editable grid',          `${GRID}/datagrid-editor`],
  ['modal',                  `${GRID}/modal-store`],
  ['drawer',                 `${GRID}/drawer-store`],
  ['statistics table',       `${GRID}/StatTable`],
  ['search form',            `${GRID}/SearchParams`],
  ['filter',                 `${GRID}/MultiFilter`],
  ['install',                `${DOCS}/installation`],
  ['system requirements',    `${DOCS}/system-requirement`],
  ['quick start',            `${DOCS}/quick-start-guide`],
  ['router',                 `${FRONT}/router`],
  ['page frame',             `${FRONT}/page-frame`],
  ['user module',            `${DOCS}/api/module-builtin/user`],
  ['optimistic locking',     `${BACK}/code-generation`],
  ['error codes',            `${DOCS}/api/back-end/system-api-specification#error-codes`],
  ['paging',                 `${DOCS}/api/back-end/system-api-specification#paging-and-sorting`],
  ['development environment', `${BACK}/dev-environment`],
  ['service repository',     `${FRONT}/service-repository`],
  ['spring security',        `${BACK}/spring-security`],
  ['nginx',                  `${DOCS}/installation`],
  ['templates',              `${FRONT}/template`],
  ['permision',              `${BACK}/spring-security`],
];

type RawIndexes = Parameters<typeof loadIndexes>[0];

function readRawIndex(dir: string): RawIndexes {
  const file = existsSync(dir) ? readdirSync(dir).find((name) => /^search-index.*\.json$/.test(name)) : undefined;
  assert.ok(file, `no search-index*.json in ${dir}: run npm run build first`);
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as RawIndexes;
}

export function readIndex(dir: string): LoadedIndexes {
  return loadIndexes(readRawIndex(dir));
}

/** Where a result leads: its page, and its section's anchor (none for a page's opening). */
export function resultTarget(result: SearchResult): string {
  return `${result.document.u}${result.document.h ?? ''}`;
}

/** The 1-based rank of the first result that is the wanted page (or section), or 0. */
export function rankOf(targets: string[], wanted: string): number {
  const matches = (target: string) => (wanted.includes('#') ? target === wanted : target.split('#')[0] === wanted);
  return targets.findIndex(matches) + 1;
}

const locales = [
  {name: 'zh-Hans', dir: BUILD, prefix: '', cases: ZH_CASES},
  {name: 'en', dir: path.join(BUILD, 'en'), prefix: '/en', cases: EN_CASES},
];

for (const {name, dir, prefix, cases} of locales) {
  test(`search relevance (${name}): ${cases.length} queries, each with the page a reader wants in the top ${TOP}`, () => {
    assert.ok(cases.length >= 30);
    const indexes = readIndex(dir);
    const misses: string[] = [];
    for (const [query, wanted] of cases) {
      const targets = rankedSearch(indexes, query, LIMIT, LANGUAGE).map(resultTarget);
      const rank = rankOf(targets, prefix + wanted);
      if (rank === 0 || rank > TOP) {
        misses.push(`"${query}": wanted ${prefix}${wanted}, ${rank ? `rank ${rank}` : 'not found'}; got\n    ${targets.join('\n    ')}`);
      }
    }
    assert.deepEqual(misses, []);
  });

  test(`search (${name}): one result per section, none from the other locale`, () => {
    const indexes = readIndex(dir);
    for (const [query] of cases) {
      const targets = rankedSearch(indexes, query, 100, LANGUAGE).map(resultTarget);
      assert.deepEqual(targets, [...new Set(targets)], `"${query}" lists a section twice`);
      for (const target of targets) assert.equal(target.startsWith('/en/'), name === 'en', `"${query}": ${target}`);
    }
  });
}

test('search: a word is found before pages that hold only one of its characters', () => {
  const indexes = readIndex(BUILD);
  const results = rankedSearch(indexes, '部署', 100, LANGUAGE);
  assert.ok(results.length > 0);
  // Every result holds the word, or a synonym of it; none only 部 (部分, 部门).
  for (const result of results) {
    assert.ok(!result.tokens.includes('部'), `${resultTarget(result)} matched 部 alone`);
  }
});

test("search: a live demo's sample rows and the demo's source file are not indexed; the page's prose is", () => {
  for (const {dir, prefix, demoLocale, prose} of [
    {dir: BUILD, prefix: '', demoLocale: 'zh-CN', prose: '点击「立案日期」或「标的额」表头排序'},
    {dir: path.join(BUILD, 'en'), prefix: '/en', demoLocale: 'en', prose: 'Click the "Filed on" or "Claim" header to sort'},
  ] as const) {
    const page = `${prefix}${GRID}/datagrid`;
    const text = readRawIndex(dir)
      .flatMap(({documents}) => documents as {u: string; t?: string}[])
      .filter((document) => document.u === page)
      .map((document) => document.t ?? '')
      .join('\n');
    assert.ok(text.includes(prose), `${page}: the prose above the demo is indexed`);
    // The first page of the demo's grid (src/demos/DataGridDemo.tsx, as the server renders it).
    for (const {caseNo} of makeCases(57, demoLocale).slice(0, 10)) assert.ok(!text.includes(caseNo), `${page}: sample row ${caseNo}`);
    assert.ok(!text.includes('makeCases('), `${page}: the demo's source file`);
  }
});

test('search: words the site does not contain find nothing, not pages that hold a fragment of them', () => {
  for (const {dir, absent, present} of [
    // 多租户 (multi-tenancy) and 区块链 (blockchain) are nowhere on the site; 多, 区 and 链 are.
    {dir: BUILD, absent: ['多租户', '区块链'], present: ['多', '部署', '乐观锁']},
    // The site has "multi" (multi-module) but no tenant.
    {
      dir: path.join(BUILD, 'en'),
      absent: ['multi-tenant', 'multi-tenancy', 'zqxjvw'],
      present: ['multi', 'optimistic locking', 'permision'],
    },
  ]) {
    const indexes = readIndex(dir);
    for (const query of absent) {
      const targets = rankedSearch(indexes, query, LIMIT, LANGUAGE).map(resultTarget);
      assert.deepEqual(targets, [], `"${query}" is not on the site`);
    }
    for (const query of present) {
      assert.ok(rankedSearch(indexes, query, LIMIT, LANGUAGE).length > 0, `"${query}" is on the site`);
    }
  }
});
