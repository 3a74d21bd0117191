// Issue 19, back-end part: the facts the back-end docs repeat agree with src/data/framework.ts and
// with each other, in both locales: the sample tokens are the JWTs the Spring Security page
// describes, the back-end tutorials run forward in sidebar order, the system API's error groups
// and switchable endpoint groups, the Excel converter's formats, limits and error codes, IDs as
// numbers, upload limits that Spring's multipart default does not undercut, and the code
// generator's options as @lexboot/codegen has them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHmac} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {parse as parseYaml, parseAllDocuments} from 'yaml';
import {framework} from '@site/src/data/framework';
import {CONFIG_PROPERTIES} from '@site/src/data/config-properties';
import {allContentFiles, codeBlocks, tutorialCategory} from '../support/doc-checks';

const EN = 'i18n/en/docusaurus-plugin-content-docs/current';
const LOCALES = [
  {root: 'docs', start: '**起点**：', prerequisites: '## 准备工作', errorCodes: '## 错误码', configuration: '## 配置项'},
  {
    root: EN,
    start: '**Starting point:**',
    prerequisites: '## Before you begin',
    errorCodes: '## Error codes',
    configuration: '## Configuration properties',
  },
] as const;

const files = allContentFiles('.').map((file) => ({file, text: readFileSync(file, 'utf8')}));
const read = (file: string) => readFileSync(file, 'utf8');

/** The lines of a Markdown section: from its heading to the next heading of the same or a higher level. */
function section(text: string, heading: string, file: string): string {
  const lines = text.split('\n');
  // A heading may end in its explicit id, written as an MDX comment: `## 生成器选项 {/* #generator-options */}`.
  const start = lines.findIndex((line) => line.replace(/\s*\{\/\*\s*#[\w-]+\s*\*\/\}\s*$/, '') === heading);
  assert.ok(start >= 0, `${file}: the section "${heading}" is missing; add a "${heading}" heading (see CONTRIBUTING.md, "Add a tutorial")`);
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

// Tokens ------------------------------------------------------------------------------------------

type Jwt = {header: Record<string, unknown>; payload: Record<string, unknown>; signed: boolean};

function decodeJwt(token: string): Jwt | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  const expected = createHmac('sha256', framework.tokens.devSecret).update(`${header}.${payload}`).digest('base64url');
  return {header: json(header), payload: json(payload), signed: expected === signature};
}

/** Every sign-in response (`data` or the whole envelope) in a JSON block of the docs. */
function signIns(): Array<{where: string; body: Record<string, unknown>; payloads: unknown[]}> {
  const found: Array<{where: string; body: Record<string, unknown>; payloads: unknown[]}> = [];
  for (const {file, text} of files) {
    const blocks = codeBlocks(text).filter((b) => b.lang === 'json');
    const parsed = blocks.map((b) => ({line: b.line, value: JSON.parse(b.code) as Record<string, unknown>}));
    for (const {line, value} of parsed) {
      const body = (value.data && typeof value.data === 'object' ? value.data : value) as Record<string, unknown>;
      if ('accessToken' in body || 'refreshToken' in body) {
        const payloads = parsed.filter((p) => 'perms' in p.value && 'iat' in p.value).map((p) => p.value);
        found.push({where: `${file}:${line}`, body, payloads});
      }
    }
  }
  return found;
}

test('the sample tokens are JWTs as framework.tokens describes them: HS256, signed with the dev secret, the documented claims and lifetimes', () => {
  const samples = signIns();
  assert.ok(samples.length >= 4, 'the Spring Security tutorial and the system API page show a sign-in response, in both locales');
  const problems: string[] = [];
  for (const {where, body, payloads} of samples) {
    for (const [field, claims, ttl] of [
      ['accessToken', framework.tokens.accessTokenClaims, framework.tokens.accessTokenTtlSeconds],
      ['refreshToken', framework.tokens.refreshTokenClaims, framework.tokens.refreshTokenTtlSeconds],
    ] as const) {
      const token = decodeJwt(String(body[field]));
      if (!token) {
        problems.push(`${where}: ${field} is not a JWT (three dot-separated parts); paste a token signed as framework.tokens says`);
        continue;
      }
      if (token.header.alg !== framework.tokens.algorithm) problems.push(`${where}: ${field} is signed with ${String(token.header.alg)}`);
      if (!token.signed) problems.push(`${where}: ${field} is not signed with framework.tokens.devSecret`);
      const keys = Object.keys(token.payload).sort();
      if (keys.join() !== [...claims].sort().join())
        problems.push(`${where}: ${field} has the claims ${keys.join(', ')}, not ${claims.join(', ')}`);
      const lifetime = Number(token.payload.exp) - Number(token.payload.iat);
      if (lifetime !== ttl) problems.push(`${where}: ${field} lives ${lifetime} s, not ${ttl} s`);
      if (field === 'refreshToken' && token.payload.typ !== 'refresh') problems.push(`${where}: the refresh token's typ is not "refresh"`);
      // A decoded payload shown on the same page is the payload of this very token.
      if (field === 'accessToken') {
        for (const shown of payloads) {
          if (JSON.stringify(shown) !== JSON.stringify(token.payload))
            problems.push(`${where}: the decoded payload shown on the page is not the payload of the sample access token`);
        }
      }
    }
    if (body.expiresIn !== framework.tokens.accessTokenTtlSeconds)
      problems.push(`${where}: expiresIn ${String(body.expiresIn)} is not framework.tokens.accessTokenTtlSeconds`);
  }
  assert.deepEqual(problems, []);
});

test('no page calls the refresh token a UUID or an opaque string', () => {
  const problems: string[] = [];
  for (const {file, text} of files) {
    text.split('\n').forEach((line, i) => {
      if (/refresh[- ]?token|刷新令牌/i.test(line) && /UUID|opaque|不透明|\brt_/i.test(line))
        problems.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(problems, [], 'the refresh token is a JWT (framework.tokens); say so');
});

test('the development secret of the dev-environment tutorial is the one the sample tokens are signed with', () => {
  for (const {root} of LOCALES) {
    const file = `${root}/tutorial/back-end/dev-environment.md`;
    const yaml = codeBlocks(read(file)).find((b) => b.lang === 'yaml' && b.code.includes('jwt:'));
    assert.ok(yaml, `${file}: the application-dev.yml block is missing`);
    const settings = parseYaml(yaml.code) as {lexboot: {security: {jwt: {secret: string}}}};
    assert.equal(settings.lexboot.security.jwt.secret, framework.tokens.devSecret, `${file}:${yaml.line}: the dev secret`);
  }
});

// A path that runs forward ------------------------------------------------------------------------

const backEndTutorials = tutorialCategory('tutorial-back-end');

test('each back-end tutorial starts from the state the previous one (in sidebar order) leaves, and needs no later tutorial', () => {
  const problems: string[] = [];
  for (const {root, start, prerequisites} of LOCALES) {
    backEndTutorials.forEach((id, index) => {
      const file = `${root}/${id}.md`;
      const text = read(file);
      const body = text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^import .*\n/gm, '');
      const first = body.trim().split('\n')[0] ?? '';
      const line = text.split('\n').indexOf(first) + 1;
      const previous = index === 0 ? '../../quick-start-guide.md' : `./${(backEndTutorials[index - 1] ?? '').split('/').pop() ?? ''}.md`;
      const example = `${start}[…](${previous}) …`;
      if (!first.startsWith(start))
        problems.push(
          `${file}:${line}: the first paragraph should start with "${start}", link the page before it in the sidebar and say what state the tutorial starts from: ${example}`,
        );
      else if (!first.includes(`](${previous})`))
        problems.push(`${file}:${line}: the starting point should link to ${previous}, the page before it in sidebars.ts: ${example}`);
      const later = backEndTutorials.slice(index + 1).map((next) => `](./${next.split('/').pop() ?? ''}.md`);
      const needs = section(text, prerequisites, file);
      for (const link of [...later, '](../front-end/']) {
        if (needs.includes(link))
          problems.push(`${file}: "${prerequisites.slice(3)}" needs ${link.slice(2)}, which comes later in the sidebar`);
      }
    });
  }
  assert.deepEqual(problems, []);
});

// System API --------------------------------------------------------------------------------------

test('the system API page files ROLE_NOT_FOUND under users and lists the switchable endpoint groups of framework.ts', () => {
  for (const {root, errorCodes} of LOCALES) {
    const file = `${root}/api/back-end/system-api.md`;
    const text = read(file);
    const rows = section(text, errorCodes, file)
      .split('\n')
      .filter((line) => line.includes('`ROLE_NOT_FOUND`'));
    assert.equal(rows.length, 1, `${file}: ROLE_NOT_FOUND belongs to exactly one group`);
    assert.match(rows[0] ?? '', /^\| (用户|Users) \|/, `${file}: ROLE_NOT_FOUND is about a user's roles, so it belongs to the users group`);
    const groups = /`lexboot\.system\.endpoints\.<[^>]+>\.enabled: false`[^\n]*/.exec(text)?.[0] ?? '';
    const names = [...groups.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]);
    assert.deepEqual(names, [...framework.systemEndpointGroups.switchable], `${file}: the switchable endpoint groups`);
  }
});

test('the product page does not promise that authentication can be switched off', () => {
  const zh = read('src/data/capabilities.ts');
  const en =
    (JSON.parse(read('i18n/en/code.json')) as Record<string, {message: string}>)['product.backEnd.systemApi.description']?.message ?? '';
  assert.match(
    /'\/api\/system\/[^']*'/.exec(zh)?.[0] ?? '',
    /认证以外/,
    'src/data/capabilities.ts: say every group but authentication can be switched off',
  );
  assert.match(en, /but authentication/, 'i18n/en/code.json product.backEnd.systemApi.description: say every group but authentication');
});

test('the system API page lists the lexboot.* properties the other back-end pages configure', () => {
  // Properties set in the YAML of the back-end pages, except the modules' and the generator's own sets.
  const configured = new Set<string>();
  const own = /^lexboot\.(user|excel|codegen)\./;
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
    } else if (prefix.startsWith('lexboot.') && !own.test(prefix))
      configured.add(prefix.replace(/^lexboot\.system\.endpoints\.[^.]+/, 'lexboot.system.endpoints.<name>'));
  };
  for (const {text} of files.filter((f) => f.file.startsWith('docs/'))) {
    for (const block of codeBlocks(text).filter((b) => b.lang === 'yaml'))
      for (const doc of parseAllDocuments(block.code)) walk(doc.toJS(), '');
  }
  // The table under "配置项" is the system group of src/data/config-properties.ts.
  const listed = CONFIG_PROPERTIES.filter((p) => p.group === 'system').map((p) => p.name);
  const missing = [...configured].filter((name) => !listed.includes(name));
  assert.deepEqual(missing, [], 'src/data/config-properties.ts: give these properties group "system"');
  for (const {root, configuration} of LOCALES) {
    const file = `${root}/api/back-end/system-api.md`;
    assert.match(section(read(file), configuration, file), /<ConfigTable group="system" \/>/, `${file}: the table of the system group`);
  }
});

// Excel converter, IDs and upload limits --------------------------------------------------------

test('the Excel converter page: the error table, the defaults and the formats are framework.excel', () => {
  const known = Object.keys(framework.excel.errorCodes);
  const problems: string[] = [];
  for (const {root, errorCodes} of LOCALES) {
    const file = `${root}/api/module-additional/excel-converter.md`;
    const text = read(file);
    const rows = [...section(text, errorCodes, file).matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])]);
    assert.deepEqual(Object.fromEntries(rows), framework.excel.errorCodes, `${file}: the error-code table`);
    const yaml = codeBlocks(text).find((b) => b.lang === 'yaml' && b.code.includes('excel:'));
    assert.ok(yaml, `${file}: the YAML settings are missing`);
    const excel = (parseYaml(yaml.code) as {lexboot: {excel: Record<string, unknown>}}).lexboot.excel;
    assert.deepEqual(
      [excel['max-rows'], excel['max-file-size'], excel['export-page-size']],
      [framework.excel.defaults.maxRows, framework.excel.defaults.maxFileSize, framework.excel.defaults.exportPageSize],
      `${file}:${yaml.line}: the YAML shows the defaults of framework.excel.defaults`,
    );
    text.split('\n').forEach((line, i) => {
      if (/`\.xls`/.test(line) && !line.includes('EXCEL_INVALID_FILE'))
        problems.push(`${file}:${i + 1}: only ${framework.excel.fileExtension} is read; .xls only where it is refused`);
    });
  }
  assert.ok(
    framework.excel.defaults.exportPageSize <= framework.paging.maxSize,
    'an export page is read through PageQuery, whose size is capped',
  );
  for (const {file, text} of files) {
    text.split('\n').forEach((line, i) => {
      for (const m of line.matchAll(/\bEXCEL_[A-Z_]+\b/g))
        if (!known.includes(m[0])) problems.push(`${file}:${i + 1}: ${m[0]} is not in framework.excel.errorCodes`);
    });
  }
  assert.deepEqual(problems, []);
});

test('IDs in the JSON examples are numbers (Long), never strings', () => {
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, where));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        // A record's ID (`id`, `leadLawyerId`, `errorReportFileId`); `traceId` is a trace, a hex string by the specification.
        if ((key === 'id' || (/[a-z]Id$/.test(key) && key !== 'traceId')) && child !== null && typeof child !== 'number')
          problems.push(`${where}: "${key}": ${JSON.stringify(child)}`);
        visit(child, where);
      }
    }
  };
  for (const {file, text} of files) {
    for (const block of codeBlocks(text).filter((b) => b.lang === 'json')) visit(JSON.parse(block.code), `${file}:${block.line}`);
  }
  assert.deepEqual(problems, [], 'IDs are Long (system API specification): write them as JSON numbers');
});

test('every YAML that raises a LexBoot upload limit raises Spring multipart limits to match', () => {
  const bytes = (size: unknown) => {
    const m = /^(\d+)(KB|MB|GB)$/.exec(String(size));
    return m ? Number(m[1]) * {KB: 2 ** 10, MB: 2 ** 20, GB: 2 ** 30}[m[2] as 'KB' | 'MB' | 'GB'] : Number.NaN;
  };
  const springDefault = bytes(framework.springMultipartDefault);
  const problems: string[] = [];
  for (const {file, text} of files) {
    const documents = codeBlocks(text)
      .filter((b) => b.lang === 'yaml')
      .flatMap((block) => [...parseAllDocuments(block.code)].map((doc) => ({block, value: doc.toJS() as unknown})));
    for (const {block, value} of documents) {
      const config = value as {
        lexboot?: {system?: {files?: {'max-size'?: string}}; excel?: {'max-file-size'?: string}};
        spring?: {servlet?: {multipart?: {'max-file-size'?: string; 'max-request-size'?: string}}};
      } | null;
      const limit = config?.lexboot?.system?.files?.['max-size'] ?? config?.lexboot?.excel?.['max-file-size'];
      if (limit === undefined || bytes(limit) <= springDefault) continue;
      const multipart = config?.spring?.servlet?.multipart;
      for (const key of ['max-file-size', 'max-request-size'] as const) {
        const value = multipart?.[key];
        if (value === undefined || bytes(value) < bytes(limit))
          problems.push(
            `${file}:${block.line}: the upload limit ${limit} needs spring.servlet.multipart.${key} of at least ${limit} (Spring's default is ${framework.springMultipartDefault})`,
          );
      }
    }
  }
  assert.deepEqual(problems, []);
});

// Code generation ---------------------------------------------------------------------------------

test('the code-generation page shows the generator options, and its YAML sets nothing else', () => {
  // Which options there are is checked against @lexboot/codegen in doc-config-properties.test.ts.
  const expected = CONFIG_PROPERTIES.filter((p) => p.group === 'codegen').map((p) => p.name);
  for (const {root} of LOCALES) {
    const file = `${root}/tutorial/back-end/code-generation.md`;
    const text = read(file);
    const heading = root === 'docs' ? '## 生成器选项' : '## Generator options';
    const options = section(text, heading, file);
    assert.match(options, /<ConfigTable group="codegen" \/>/, `${file}: the options table under "${heading.slice(3)}"`);
    assert.match(options, /<ConfigTable group="codegen-files" \/>/, `${file}: the file-writing options under "${heading.slice(3)}"`);
    const yaml = codeBlocks(text).find((b) => b.lang === 'yaml' && b.code.includes('codegen:'));
    assert.ok(yaml, `${file}: the generator's YAML settings are missing`);
    const settings = Object.keys((parseYaml(yaml.code) as {lexboot: {codegen: object}}).lexboot.codegen).map(
      (key) => `lexboot.codegen.${key}`,
    );
    const unknown = settings.filter((name) => !expected.includes(name));
    assert.deepEqual(
      unknown,
      [],
      `${file}:${yaml.line}: settings @lexboot/codegen does not have (GeneratorOptions in packages/codegen/src/model.ts)`,
    );
  }
});

test('every -Dlexboot.<name> a doc runs is an option of the generator (the codegen groups of the property list)', () => {
  const documented = new Set(CONFIG_PROPERTIES.filter((p) => p.group.startsWith('codegen')).map((p) => p.name));
  const file = 'src/data/config-properties.ts';
  const problems: string[] = [];
  for (const {file: doc, text} of files) {
    for (const block of codeBlocks(text)) {
      block.code.split('\n').forEach((codeLine, i) => {
        for (const match of codeLine.matchAll(/-D(lexboot\.[\w.-]+)=/g)) {
          if (!documented.has(match[1] ?? '')) {
            problems.push(`${doc}:${block.line + i + 1}: ${match[1]} is no option of the generator (the codegen groups of ${file})`);
          }
        }
      });
    }
  }
  assert.deepEqual(problems, []);
});
