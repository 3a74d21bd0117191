// How fast the generator is on the inputs the playground must keep up with, measured in Node:
//
//   npm run bench -w @lexboot/codegen              print the figures
//   npm run bench -w @lexboot/codegen -- --check   and exit 1 when one is over its budget
//
// - the files for a 120-column table (varied types, Chinese comments, legends, keys, audit columns):
//   budget 20 ms, the median of 50 runs after 5 warm-up runs;
// - the table list of a 5 MB dump, made of the real MySQL files of the corpus, ../shared/corpus (install
//   scripts and dumps with their INSERTs) repeated until it is 5,000,000 bytes (to the end of that statement): budget 300 ms, the
//   median of 10 runs after 2 warm-up runs.
//
// A benchmark rather than a test: a timed assertion in `npm test` would fail whenever the machine is
// busy, so the figures are printed here (and in the closing note) instead.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DEFAULT_OPTIONS, generate, listTables, type GeneratorOptions} from '../src/index';
import {corpusDirOf} from '../test/support/corpus';

const CORPUS_DIR = corpusDirOf(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..'));

/** The MySQL files of the corpus that a visitor would paste whole: dumps and install scripts. */
const DUMP_FILES = [
  'ruoyi-vue-pro/mysql/ruoyi-vue-pro.sql',
  'mysqldump/mall-dump.sql',
  'mall/mall.sql',
  'ruoyi-vue/ry_20260417.sql',
  'eladmin/eladmin.sql',
  'mysqldump/sakila-schema-dump.sql',
];

const DUMP_BYTES = 5_000_000;

/** Column definitions, cycled through (with a numbered name) until the table has its columns. */
const KINDS: ReadonlyArray<readonly [name: string, definition: string]> = [
  ['party_name', "VARCHAR(100) NOT NULL COMMENT '当事人名称'"],
  ['claim_amount', "DECIMAL(14,2) NULL COMMENT '诉讼标的额（元）'"],
  ['filed_on', "DATE NULL COMMENT '立案日期'"],
  ['hearing_at', "DATETIME(3) NULL COMMENT '开庭时间'"],
  ['is_urgent', "TINYINT(1) NOT NULL DEFAULT 0 COMMENT '是否紧急'"],
  ['court_level', "VARCHAR(20) NOT NULL DEFAULT 'BASIC' COMMENT '法院层级 [dict:COURT_LEVEL]'"],
  ['page_count', "INT UNSIGNED NULL COMMENT '卷宗页数'"],
  ['summary', "TEXT NULL COMMENT '案情摘要'"],
  ['attachments', "JSON NULL COMMENT '附件清单'"],
  ['deadline_time', "TIME NULL COMMENT '截止时间'"],
  ['billing_method', "ENUM('HOURLY','FIXED') NOT NULL DEFAULT 'HOURLY' COMMENT '计费方式'"],
  ['case_status', "CHAR(1) NOT NULL DEFAULT '0' COMMENT '状态（0正常 1停用）'"],
  ['gender', "TINYINT NOT NULL DEFAULT 0 COMMENT '性别 0 未知 1 男 2 女'"],
];

/** A `CREATE TABLE` of `count` columns, of every kind above, with a key and the audit columns. */
export function wideTable(count: number): string {
  const lines = ["  id BIGINT NOT NULL AUTO_INCREMENT COMMENT '主键'"];
  const audit = [
    "  version INT NOT NULL DEFAULT 0 COMMENT '版本号'",
    "  create_time DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP COMMENT '创建时间'",
    "  update_time DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP COMMENT '更新时间'",
    "  create_by VARCHAR(64) NULL COMMENT '创建者'",
    "  update_by VARCHAR(64) NULL COMMENT '更新者'",
    "  del_flag CHAR(1) NOT NULL DEFAULT '0' COMMENT '删除标志（0代表存在 2代表删除）'",
  ];
  for (let i = 0; lines.length < count - audit.length; i++) {
    const [name, definition] = KINDS[i % KINDS.length]!;
    lines.push(`  ${name}_${Math.floor(i / KINDS.length) + 1} ${definition}`);
  }
  lines.push(...audit, '  PRIMARY KEY (id)', '  KEY idx_case_filed_on (filed_on_1)');
  return `CREATE TABLE case_dossier (\n${lines.join(',\n')}\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COMMENT='案件卷宗表';\n`;
}

/** The real dumps, one after another, repeated until the text is `bytes` long in UTF-8, ending after a statement. */
export function bigDump(bytes: number): string {
  const files = DUMP_FILES.map((file) => readFileSync(path.join(CORPUS_DIR, file), 'utf8'));
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const text = `${files[i % files.length]!}\n;\n`;
    parts.push(text);
    size += Buffer.byteLength(text);
  }
  const all = Buffer.from(parts.join(''));
  const end = all.indexOf(';\n', bytes);
  return all.subarray(0, end < 0 ? all.length : end + 2).toString('utf8');
}

function median(run: () => void, warmUp: number, runs: number): number {
  for (let i = 0; i < warmUp; i++) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(runs / 2);
  return runs % 2 === 1 ? times[middle]! : (times[middle - 1]! + times[middle]!) / 2;
}

function main(): number {
  const results: {what: string; ms: number; budget: number}[] = [];

  const wide = wideTable(120);
  const options: GeneratorOptions = {...DEFAULT_OPTIONS, programCode: 'DOSSIER_MGMT'};
  const first = generate(wide, options);
  if (!first.ok) throw new Error(`the 120-column table is not accepted: ${JSON.stringify(first.problem)}`);
  if (first.table.columns.length !== 120) throw new Error(`${first.table.columns.length} columns, not 120`);
  results.push({
    what: `files for a 120-column table (${first.files.length} files)`,
    ms: median(() => generate(wide, options), 5, 50),
    budget: 20,
  });

  const dump = bigDump(DUMP_BYTES);
  const listing = listTables(dump);
  if (!listing.ok) throw new Error(`the 5 MB dump is not read: ${JSON.stringify(listing.problem)}`);
  results.push({
    what: `table list of a ${(Buffer.byteLength(dump) / 1e6).toFixed(1)} MB dump (${listing.tables.length} tables, ${listing.skipped.total} statements skipped)`,
    ms: median(() => listTables(dump), 2, 10),
    budget: 300,
  });

  for (const r of results) console.log(`${r.ms.toFixed(1).padStart(8)} ms  (budget ${r.budget} ms)  ${r.what}`);
  const over = results.filter((r) => r.ms >= r.budget);
  return process.argv.includes('--check') && over.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
