// Issue 4: the facts the docs repeat agree with src/data/framework.ts, in both locales: the error
// codes table, the error codes the examples return, permissions, LexBoot's version and the ports.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {allContentFiles, codeBlocks} from '../support/doc-checks';
import {generatorRuns} from '../support/doc-examples';
import {framework} from '@site/src/data/framework';
import {brand} from '@site/src/data/brand';
import {DEFAULT_OPTIONS, generate} from '@lexboot/codegen';

// The site's pages and docs, and the deployment guide for the website's operators, which lives beside its nginx config.
const DEPLOYMENT_GUIDES = ['deploy/README.md', 'deploy/README.zh-CN.md'];
const files = [...allContentFiles('.'), ...DEPLOYMENT_GUIDES].map((file) => ({file, text: readFileSync(file, 'utf8')}));
/** The website's own local server port (`npm run serve`), which the deployment guide names. */
const sitePackage = JSON.parse(readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>};
const sitePort = Number(/--port (\d+)/.exec(sitePackage.scripts.serve ?? '')?.[1]);
const specPages = files.filter(({file}) => file.endsWith('api/back-end/system-api-specification.md'));

/** Each line of every file, with its number, for checks that report where a fact is wrong. */
function* lines(): Generator<{where: string; line: string; next: string}> {
  for (const {file, text} of files) {
    const all = text.split('\n');
    for (let i = 0; i < all.length; i += 1) yield {where: `${file}:${i + 1}`, line: all[i] ?? '', next: all[i + 1] ?? ''};
  }
}

test('the error-code table of the API specification lists exactly the framework error codes, in both locales', () => {
  assert.equal(specPages.length, 2, 'the specification page exists in zh and en');
  for (const {file, text} of specPages) {
    const rows = [...text.matchAll(/^\| `([A-Z0-9_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])]);
    assert.deepEqual(rows, Object.entries(framework.errorCodes), `${file}: the error-code table`);
  }
});

test('every error code in the examples is a framework code or a declared business code', () => {
  const known = new Set<string>([...Object.keys(framework.errorCodes), ...framework.businessErrorCodes]);
  const problems: string[] = [];
  for (const {file, text} of files) {
    for (const block of codeBlocks(text)) {
      const codes: unknown[] = [
        ...block.code.matchAll(/new BizException\(\s*"([^"]+)"/g),
        ...block.code.matchAll(/\.code === '([^']+)'/g),
      ].map((m) => m[1]);
      // A response envelope (it has a traceId): its top-level code. Codes nested in `data` are
      // something else (dictionary items, per-cell errors).
      if (block.lang === 'json') {
        const body: unknown = JSON.parse(block.code);
        if (body && typeof body === 'object' && 'traceId' in body) codes.push((body as {code?: unknown}).code);
      }
      for (const code of codes) {
        if (typeof code !== 'string' || !known.has(code))
          problems.push(`${file}:${block.line}: error code ${String(code)} (add it to framework.ts or use a known one)`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('permissions are <PROGRAM_CODE>:<action> with a generated or declared custom action', () => {
  const actions = new Set<string>([...framework.generatedPermissionActions, ...framework.customPermissionActions]);
  const problems: string[] = [];
  for (const {where, line} of lines()) {
    for (const match of line.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_MGMT):([a-z][a-z-]*)\b/g)) {
      if (!actions.has(match[2] ?? '')) problems.push(`${where}: ${match[0]}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('the docs state LexBoot version and local ports as framework.ts (and, for the deployment guide, package.json) does', () => {
  const problems: string[] = [];
  for (const {where, line, next} of lines()) {
    // A version on a line naming a LexBoot artifact, or on the line after it (Maven's <version>); a
    // range (`^19.2.0`) is another package's, which the line says a LexBoot package depends on.
    if (/lexboot/i.test(line)) {
      for (const m of `${line}\n${/^\s*<version>/.test(next) ? next : ''}`.matchAll(/(?<![\^~])\b\d+\.\d+\.\d+\b/g)) {
        if (m[0] !== framework.version)
          problems.push(
            `${where}: LexBoot version ${m[0]}, but src/data/framework.ts has ${framework.version}; write ${framework.version} (for a release, change framework.version first)`,
          );
      }
    }
    // The deployment guide is about serving this website, whose local port is package.json's.
    const ports: number[] = DEPLOYMENT_GUIDES.some((guide) => where.startsWith(`${guide}:`))
      ? [sitePort]
      : [framework.ports.backEnd, framework.ports.frontEnd];
    for (const m of line.matchAll(/https?:\/\/(?:localhost|127\.0\.0\.1):(\d+)/g)) {
      if (!ports.includes(Number(m[1])))
        problems.push(
          `${where}: port ${m[1]}; the local ports are ${ports.join(' and ')} (src/data/framework.ts ports, or package.json's serve script)`,
        );
    }
  }
  assert.deepEqual(problems, []);
});

// Issue 19: release dates and versions, the default template, the message-key prefix, editions and
// contact addresses, each stated once in src/data and checked wherever a page repeats it.

/** The releases the docs date, from src/data/framework.ts. */
const RELEASES: ReadonlyMap<string, string> = new Map([
  [framework.version.split('.').slice(0, 2).join('.'), framework.releasedOn],
  [framework.previous.version, framework.previous.releasedOn],
  [framework.older.version, framework.older.releasedOn],
]);
/** January to December, as English prose names them (from Intl, not from the site's own date code). */
const EN_MONTHS = Array.from({length: 12}, (_, m) => new Date(Date.UTC(2024, m, 1)).toLocaleString('en', {month: 'long', timeZone: 'UTC'}));

/** Dates written out in prose, as ISO prefixes: `2025 年 3 月 18 日` → 2025-03-18, `March 2025` → 2025-03. */
function proseDates(line: string): {text: string; iso: string}[] {
  const pad = (n: string | number) => String(n).padStart(2, '0');
  const found: {text: string; iso: string}[] = [];
  for (const m of line.matchAll(/(\d{4}) 年 (\d{1,2}) 月(?: (\d{1,2}) 日)?/g)) {
    found.push({text: m[0], iso: `${m[1]}-${pad(m[2] ?? '')}${m[3] ? `-${pad(m[3])}` : ''}`});
  }
  const month = EN_MONTHS.join('|');
  for (const m of line.matchAll(new RegExp(`(?:(\\d{1,2}) )?(${month}),? (\\d{4})`, 'g'))) {
    const iso = `${m[3]}-${pad(EN_MONTHS.indexOf(m[2] ?? '') + 1)}`;
    found.push({text: m[0], iso: m[1] ? `${iso}-${pad(m[1])}` : iso});
  }
  return found;
}

test('a line that names a release and dates it gives the date of src/data/framework.ts', () => {
  const problems: string[] = [];
  for (const {where, line} of lines()) {
    const dates = proseDates(line);
    if (dates.length === 0) continue;
    const versions = [...line.matchAll(/(?<![\d.])(\d+\.\d+)(?![\d.])/g)].map((m) => m[1] ?? '').filter((v) => RELEASES.has(v));
    // Only a line about one release: "3.0 (18 March 2025)", "2.4 receives security fixes until …".
    if (new Set(versions).size !== 1) continue;
    const version = versions[0] ?? '';
    const released = RELEASES.get(version) ?? '';
    const fixesUntil = version === framework.previous.version ? framework.previous.securityFixesUntil : undefined;
    for (const {text, iso} of dates) {
      if (released.startsWith(iso) || fixesUntil?.startsWith(iso)) continue;
      problems.push(
        `${where}: ${version} dated ${text}, but src/data/framework.ts has ${released}` +
          `${fixesUntil ? ` (security fixes until ${fixesUntil})` : ''}; correct the page or the data`,
      );
    }
  }
  assert.deepEqual(problems, []);
});

test(`a sentence about LexBoot ${framework.previous.version} and a Spring Boot version names Spring Boot ${framework.previous.springBoot}`, () => {
  // 2.4 is built on Spring Boot 2.7: a sentence that puts 2.4 next to another Spring Boot version,
  // without 2.7 and without saying it does not run there (such as "move to Spring Boot 3, then check
  // it compiles and runs on 2.4"), contradicts that.
  const previous = framework.previous.version.replace('.', '\\.');
  const problems: string[] = [];
  for (const {where, line} of lines()) {
    for (const sentence of line.split(/(?<=[。！？])|(?<=[.!?])\s+/)) {
      if (!new RegExp(`(?<![\\d.])${previous}(?![\\d.])`).test(sentence)) continue;
      if (/不能|无法|不支持|不兼容|\bnot\b|n't\b|\bcannot\b/.test(sentence)) continue;
      const springBoot = [...sentence.matchAll(/Spring Boot (\d+(?:\.\d+)?)/g)].map((m) => m[1]);
      if (springBoot.length > 0 && !springBoot.includes(framework.previous.springBoot)) {
        problems.push(
          `${where}: "${sentence.trim()}" puts ${framework.previous.version} with Spring Boot ${springBoot.join(', ')}; ` +
            `${framework.previous.version} is built on Spring Boot ${framework.previous.springBoot} (src/data/framework.ts)`,
        );
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('every page that names the default template names src/data/framework.ts defaultTemplate, and only known templates are configured', () => {
  const problems: string[] = [];
  const templates: readonly string[] = framework.templates;
  for (const {where, line} of lines()) {
    if (/默认模板|默认使用.*模板|default template|the default\b.*template|template.*\bthe default\b/i.test(line)) {
      const named = [...line.matchAll(/`([a-z-]+)`/g)].map((m) => m[1] ?? '').filter((name) => templates.includes(name));
      if (named.length > 0 && named.some((name) => name !== framework.defaultTemplate)) {
        problems.push(`${where}: calls ${named.join(', ')} the default template; src/data/framework.ts has ${framework.defaultTemplate}`);
      }
    }
  }
  for (const {file, text} of files) {
    for (const block of codeBlocks(text)) {
      if (!['yaml', 'bash', 'shell'].includes(block.lang)) continue;
      block.code.split('\n').forEach((codeLine, i) => {
        const value = /^\s*template:\s*([\w-]+)\s*$/.exec(codeLine)?.[1] ?? /-Dlexboot\.codegen\.template=([\w-]+)/.exec(codeLine)?.[1];
        if (value !== undefined && !templates.includes(value)) {
          problems.push(`${file}:${block.line + i + 1}: template ${value} is none of ${templates.join(', ')} (src/data/framework.ts)`);
        }
      });
    }
  }
  assert.deepEqual(problems, []);
});

test(`column labels are read as ${framework.fieldMessageKey}.* as the generator writes them, never column.*`, () => {
  // The generator's own bundle: its labels are under framework.fieldMessageKey.
  const generated = generate(readFileSync('packages/codegen/test/fixtures/golden/mysql-legal-case/input.sql', 'utf8'), {
    ...DEFAULT_OPTIONS,
    programCode: 'CASE_MGMT',
  });
  assert.ok(generated.ok, 'the generator writes the tutorial table');
  const bundle = generated.files.find((f) => f.path.endsWith('/locales/zh-CN.ts'))?.content ?? '';
  assert.match(bundle, new RegExp(`^  ${framework.fieldMessageKey}: \\{$`, 'm'), 'the generated zh-CN bundle has the label group');
  const problems: string[] = [];
  for (const {file, text} of files) {
    for (const block of codeBlocks(text)) {
      block.code.split('\n').forEach((codeLine, i) => {
        for (const m of codeLine.matchAll(/\bt\(\s*['"`](columns?|fields|labels?)\.[\w.]+/g)) {
          problems.push(
            `${file}:${block.line + i + 1}: ${m[0]}): write ${framework.fieldMessageKey}.${m[0].split('.').slice(1).join('.')}`,
          );
        }
      });
    }
    text.split('\n').forEach((line, i) => {
      // In prose: `column.*`, `column.caseNo`, `t('column.caseNo')`.
      for (const m of line.matchAll(/`(?:columns?|fields|labels?)\.(?:\*|[a-z]\w*)`|\bt\(\s*['"](?:columns?|fields|labels?)\.[\w.]+/g)) {
        problems.push(`${file}:${i + 1}: ${m[0]}: the generator's labels are ${framework.fieldMessageKey}.*`);
      }
    });
  }
  assert.deepEqual(problems, []);
});

test('editions are called by the names of src/data/editions.ts, and the e-mail addresses are those of src/data/brand.ts', () => {
  const problems: string[] = [];
  const emails = new Set<string>([brand.contact.email, brand.contact.salesEmail]);
  for (const {where, line} of lines()) {
    for (const m of line.matchAll(/旗舰版|标准版|基础版|团队版|高级版|免费版|商业版/g)) {
      problems.push(`${where}: ${m[0]}: the editions are 社区版, 专业版 and 企业版 (src/data/editions.ts)`);
    }
    for (const m of line.matchAll(
      /\b(?:Standard|Ultimate|Team|Pro|Premium|Business|Free) edition\b|\b(?:Community|Professional|Enterprise) Edition\b/g,
    )) {
      problems.push(`${where}: ${m[0]}: the editions are the Community, Professional and Enterprise edition (src/data/editions.ts)`);
    }
    for (const m of line.matchAll(/[\w.+-]+@lexboot\.cn/g)) {
      if (!emails.has(m[0])) problems.push(`${where}: ${m[0]} is not an address of src/data/brand.ts (${[...emails].join(', ')})`);
    }
  }
  assert.deepEqual(problems, []);
});

/** `6.3` < `6.10`: versions compared part by part. */
const atLeast = (version: string, minimum: string) => {
  const [a, b] = [version, minimum].map((v) => v.split('.').map(Number));
  for (let i = 0; i < Math.max(a!.length, b!.length); i += 1) if ((a![i] ?? 0) !== (b![i] ?? 0)) return (a![i] ?? 0) > (b![i] ?? 0);
  return true;
};

test('the framework versions the docs require are those the packages and the generated code need, stated on every page that names one', () => {
  const {springBoot, hibernate, react} = framework.frameworkMinimums;
  // React: the packages' peer dependency (npm refuses the packages in a project below it).
  for (const name of ['core', 'components']) {
    const manifest = JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')) as {peerDependencies?: Record<string, string>};
    assert.equal(manifest.peerDependencies?.react, `^${react}.0`, `packages/${name}/package.json: the React the docs require`);
  }
  // Hibernate: the entity of a table with soft deletes uses @SQLRestriction, which Hibernate 6.3 introduced.
  const result = generate(
    "CREATE TABLE sys_post (post_id BIGINT NOT NULL PRIMARY KEY, post_name VARCHAR(50) NOT NULL, del_flag CHAR(1) DEFAULT '0' COMMENT '删除标志（0代表存在 2代表删除）')",
    DEFAULT_OPTIONS,
  );
  assert.ok(result.ok, 'the soft-delete table generates');
  assert.ok(
    result.files.some((f) => f.content.includes('import org.hibernate.annotations.SQLRestriction;')),
    'the soft-delete entity uses @SQLRestriction',
  );
  assert.ok(atLeast(hibernate, '6.3'), `framework.ts: Hibernate ${hibernate} has no @SQLRestriction (6.3)`);
  // The system requirements state the three, in both locales.
  const pages = files.filter(({file}) => file.endsWith('system-requirement.md'));
  assert.equal(pages.length, 2, 'the system requirements in zh and en');
  for (const {file, text} of pages) {
    for (const [name, version] of [
      ['Spring Boot', springBoot],
      ['Hibernate ORM', hibernate],
      ['React', react],
    ] as const)
      assert.match(text, new RegExp(`^\\| ${name} \\| ${version.replace('.', '\\.')} \\|`, 'm'), `${file}: the ${name} row`);
  }
  // No line promises React 18, or a Spring Boot 3 requirement without the minor version.
  const problems: string[] = [];
  for (const {where, line} of lines()) {
    if (/React 18/.test(line) && !/不再支持 React 18|React 18 的项目|no longer supports React 18|React 18 project/.test(line))
      problems.push(`${where}: promises React 18 (the packages need React ${react})`);
    if (/(要求|前提是项目已经使用|requires|is already on) Spring Boot 3(?![.\d])/.test(line))
      problems.push(`${where}: requires "Spring Boot 3" (write Spring Boot ${springBoot} or later)`);
  }
  assert.deepEqual(problems, []);
});

/** The files the generator writes for a small table with a unique key, which the checks below read. */
const SMALL_TABLE = generate('CREATE TABLE legal_case (id BIGINT PRIMARY KEY, case_no VARCHAR(32) NOT NULL UNIQUE)', DEFAULT_OPTIONS);
const smallTableFile = (suffix: string) =>
  (SMALL_TABLE.ok ? SMALL_TABLE.files.find((f) => f.path.endsWith(suffix))?.content : undefined) ?? '';

test('the Excel converter module is never called optional: the generated export endpoints need it', () => {
  // The controller the generator writes imports the module's writer.
  assert.match(smallTableFile('Controller.java'), /import [\w.]*excel\./i);
  const problems: string[] = [];
  for (const {where, line} of lines()) {
    if (/可选的 ?Excel|Excel 转换模块[^。；]*可选|optional Excel|Excel converter module[^.;]*\boptional\b/i.test(line))
      problems.push(`${where}: calls the Excel converter module optional`);
  }
  assert.deepEqual(problems, []);
});

test("every sign-in example takes the password from $ADMIN_PASSWORD, set in the block: the reader's own once changed", () => {
  const problems: string[] = [];
  for (const {file, text} of files) {
    for (const block of codeBlocks(text)) {
      if (!['bash', 'shell'].includes(block.lang) || !block.code.includes('/auth/login')) continue;
      const where = `${file}:${block.line}`;
      if (/"password"\s*:\s*"[^"$]/.test(block.code)) problems.push(`${where}: a password written into the request`);
      if (!/^ADMIN_PASSWORD='[^']+'/m.test(block.code) || !block.code.includes('--arg password "$ADMIN_PASSWORD"'))
        problems.push(`${where}: set ADMIN_PASSWORD in the block and send it with jq --arg password "$ADMIN_PASSWORD"`);
      // Past the first sign-in (the quick start tells the reader to change it), it is the reader's own: the
      // initial one only where the block says so, in checking a new project.
      if (/ADMIN_PASSWORD='admin123'/.test(block.code) && !/#.*(初始密码|initial password)/.test(block.code))
        problems.push(`${where}: the initial password, which the reader has changed by now; write the reader's own`);
    }
  }
  assert.deepEqual(problems, []);
});

test('every table a tutorial generates from is created by a Flyway migration the page names, never by hand in a database client', () => {
  const problems: string[] = [];
  for (const {file, text} of files) {
    if (!/(^|\/)(quick-start-guide|tutorial\/.*)\.md$/.test(file)) continue;
    const all = text.split('\n');
    const blocks = codeBlocks(text);
    const generated = generatorRuns(blocks).map((options) => options.table);
    for (const block of blocks) {
      const table = /CREATE TABLE (\w+)\s*\(/i.exec(block.code)?.[1];
      if (block.lang !== 'sql' || !table || !generated.includes(table)) continue;
      // The block's file name, or the prose of its section before it, names the migration.
      let start = block.line - 1;
      while (start > 0 && !/^#{2,3} /.test(all[start - 1]!)) start -= 1;
      const before = all.slice(start, block.line - 1).join('\n');
      if (
        !/title="server\/src\/main\/resources\/db\/migration\/V\d{14}__\w+\.sql"/.test(block.meta) &&
        !(/db\/migration\//.test(before) && /V(\d{14}|<[^>]+>)__\w+\.sql/.test(before))
      )
        problems.push(`${file}:${block.line}: CREATE TABLE ${table} is not said to be a Flyway migration (db/migration/V…__….sql)`);
    }
    all.forEach((line, i) => {
      if (/数据库客户端[^。]*执行|database client and run|run (it|them|the statement) in (your|a|the) database client/i.test(line))
        problems.push(`${file}:${i + 1}: a table made by hand in a database client never reaches production; write a migration`);
    });
  }
  assert.deepEqual(problems, []);
});

test("no page says DataGrid's action column stays at the right edge: it is not pinned", () => {
  // The column's cells (DataGrid's .actionsCell) scroll with the rest: no sticky position.
  const css = readFileSync('packages/components/src/DataGrid/styles.module.css', 'utf8');
  const rule = /\.actionsCell\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  assert.doesNotMatch(rule, /position:\s*sticky/, 'the action column is pinned after all: say so in the docs and drop this check');
  const problems: string[] = [];
  for (const {where, line} of lines()) {
    if (/操作列固定|action column (stays|is fixed|is pinned)|fixed to the right/i.test(line))
      problems.push(`${where}: the action column is not pinned`);
  }
  for (const [n, line] of readFileSync('packages/components/src/api/DataGrid.d.ts', 'utf8').split('\n').entries()) {
    if (/固定在右侧|fixed to the right/.test(line))
      problems.push(`packages/components/src/api/DataGrid.d.ts:${n + 1}: the action column is not pinned`);
  }
  assert.deepEqual(problems, []);
});

test('no page or setting puts lexboot.codegen.migration-version in application.yml: every program would share one version', () => {
  const problems: string[] = [];
  for (const {file, text} of files) {
    for (const block of codeBlocks(text)) {
      if (block.lang === 'yaml' && /migration-version\s*:/.test(block.code))
        problems.push(`${file}:${block.line}: migration-version in YAML`);
    }
  }
  for (const {where, line} of lines()) {
    if (/设置 `lexboot\.codegen\.migration-version`，|set `lexboot\.codegen\.migration-version` to a fixed value/.test(line))
      problems.push(`${where}: say to set migration-version for one run on the command line (-D…), not as a setting`);
  }
  assert.deepEqual(problems, []);
});

test('no page says the generated service leaves unique keys to the database: it checks them before a save', () => {
  assert.ok(smallTableFile('Service.java').includes('checkUniqueKeys('));
  const problems: string[] = [];
  for (const {where, line} of lines()) {
    if (
      /Service 不做存在性检查|service makes no existence check|不会出现「前端放行、后端拒绝」的情况|never lets through something the back end rejects/.test(
        line,
      )
    )
      problems.push(`${where}: the generated service checks unique keys before a save (VALIDATION_FAILED on the field)`);
  }
  assert.deepEqual(problems, []);
});

test('the generated page is a ListDetailTemplate: no page says it starts from any template or that components have defaults to change', () => {
  assert.ok(smallTableFile('/index.tsx').includes('<ListDetailTemplate'));
  const problems: string[] = [];
  const sources = [
    ...[...lines()].map(({where, line}) => ({where, line})),
    ...['src/data/capabilities.ts', 'i18n/en/code.json'].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({where: `${file}:${i + 1}`, line})),
    ),
  ];
  for (const {where, line} of sources) {
    if (/从其中之一起步|starts from one of them|组件的默认属性|to a component's defaults/.test(line))
      problems.push(`${where}: the generated page is always list + detail (ListDetailTemplate), and components have no defaults to change`);
  }
  assert.deepEqual(problems, []);
});
