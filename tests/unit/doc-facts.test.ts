// Issue 4: the facts the docs repeat agree with src/data/framework.ts, in both locales: the error
// codes table, the error codes the examples return, permissions, LexBoot's version and the ports.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {allContentFiles, codeBlocks} from '../support/doc-checks';
import {framework} from '@site/src/data/framework';

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
        if (m[0] !== framework.version) problems.push(`${where}: LexBoot version ${m[0]}`);
      }
    }
    // The deployment guide is about serving this website, whose local port is package.json's.
    const ports: number[] = DEPLOYMENT_GUIDES.some((guide) => where.startsWith(`${guide}:`))
      ? [sitePort]
      : [framework.ports.backEnd, framework.ports.frontEnd];
    for (const m of line.matchAll(/https?:\/\/(?:localhost|127\.0\.0\.1):(\d+)/g)) {
      if (!ports.includes(Number(m[1]))) problems.push(`${where}: port ${m[1]}`);
    }
  }
  assert.deepEqual(problems, []);
});
