// Issue 4: the facts the docs repeat agree with src/data/framework.ts, in both locales: the error
// codes table, the error codes the examples return, permissions, LexBoot's version and the ports.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {allContentFiles, codeBlocks} from '../support/doc-checks';
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
    // A version on a line naming a LexBoot artifact, or on the line after it (Maven's <version>).
    if (/lexboot/i.test(line)) {
      for (const m of `${line}\n${/^\s*<version>/.test(next) ? next : ''}`.matchAll(/\b\d+\.\d+\.\d+\b/g)) {
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
