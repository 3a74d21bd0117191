// How fast the code generator is on a large, realistic table: a 50-column MySQL table of varied
// types, with Chinese comments, dictionaries, keys and audit columns. The playground generates on
// every keystroke, so the median of 20 runs (after 3 warm-up runs) must stay well under 200 ms; the
// measured figure is printed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DEFAULT_OPTIONS, generate, type GeneratorOptions} from '../src/index';

/** Column definitions, cycled through (with a numbered name) until the table has 50 columns. */
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
  ['lawyer_id', "BIGINT NULL COMMENT '承办律师'"],
];

function fiftyColumnTable(): string {
  const lines = ["  id BIGINT NOT NULL AUTO_INCREMENT COMMENT '主键'"];
  const audit = [
    "  version INT NOT NULL DEFAULT 0 COMMENT '版本号'",
    "  created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) COMMENT '创建时间'",
    "  updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3) COMMENT '更新时间'",
    "  created_by VARCHAR(64) NULL COMMENT '创建人'",
    "  updated_by VARCHAR(64) NULL COMMENT '更新人'",
  ];
  for (let i = 0; lines.length < 50 - audit.length; i++) {
    const [name, definition] = KINDS[i % KINDS.length]!;
    lines.push(`  ${name}_${Math.floor(i / KINDS.length) + 1} ${definition}`);
  }
  lines.push(...audit, '  PRIMARY KEY (id)', '  KEY idx_case_filed_on (filed_on_1)');
  return `CREATE TABLE case_dossier (\n${lines.join(',\n')}\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COMMENT='案件卷宗';\n`;
}

test('codegen: a 50-column table is generated well within 200 ms (median of 20 runs)', (t) => {
  const sql = fiftyColumnTable();
  const options: GeneratorOptions = {...DEFAULT_OPTIONS, programCode: 'DOSSIER_MGMT'};
  const first = generate(sql, options);
  assert.ok(first.ok, JSON.stringify(first.ok ? undefined : first.problem));
  assert.equal(first.table.columns.length, 50);
  assert.equal(new Set(first.table.columns.map((c) => c.sqlType)).size, 12, 'varied types');
  assert.ok(first.files.length >= 15);

  for (let i = 0; i < 3; i++) generate(sql, options);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    const result = generate(sql, options);
    times.push(performance.now() - start);
    assert.ok(result.ok);
  }
  times.sort((a, b) => a - b);
  const median = (times[9]! + times[10]!) / 2;
  t.diagnostic(`codegen: 50-column table generated in ${median.toFixed(2)} ms (median of 20)`);
  assert.ok(median < 200, `median ${median.toFixed(1)} ms`);
});
