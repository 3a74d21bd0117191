// Issue 27, item 2: every `lexboot.*` property and generator flag (`-Dlexboot.codegen.<name>=…`) a
// doc, post or page names, in prose, in code or as YAML keys, is in src/data/config-properties.ts,
// the one list the configuration tables are built from (`<ConfigTable group="…" />`).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {parseAllDocuments} from 'yaml';
import {DEFAULT_OPTIONS} from '@lexboot/codegen';
import {framework} from '@site/src/data/framework';
import {CONFIG_GROUPS, CONFIG_PROPERTIES, FORMER_PROPERTIES, configProperty} from '@site/src/data/config-properties';
import {mdxToMarkdown} from '@site/src/plugins/markdown-copies/convert';
import {allContentFiles, codeBlocks} from '../support/doc-checks';

/** `lexboot.` names that are not LexBoot configuration properties, and what they are. */
const NOT_PROPERTIES = new Map([
  ['lexboot.version', 'the Maven property holding the BOM version in pom.xml'],
  ['lexboot.legal_case', 'the table legal_case in the database lexboot, as a MySQL error message names it'],
]);

// A `lexboot.` name that starts a word or follows `-D` (not `cn.lexboot.…`, `@lexboot/…`, `www.lexboot.cn`),
// with its segments: words, placeholders (`<名称>`) and a final `*`.
const MENTION = /(?:(?<=-D)|(?<![\w.@/-]))lexboot((?:\.(?:[\w-]+|<[^>\s]+>|\*))+)/g;

/** The pages that may name a former (2.4) property: the 3.0 release notes, which say how to rename them. */
const RELEASE_NOTES = new Set(['src/pages/markdown-page.md', 'i18n/en/docusaurus-plugin-content-pages/markdown-page.md']);

const segmentsMatch = (named: string, declared: string) =>
  named === declared || declared === '<name>' || /^<[^>]+>$/.test(named) || named === '*';

/** Whether `name` is a declared property, a pattern over declared ones (`lexboot.system.*`), or a namespace of them. */
function isDeclared(name: string, former: boolean): boolean {
  if (configProperty(name)) return true;
  const segments = name.split('.');
  const star = segments.at(-1) === '*';
  const prefix = star ? segments.slice(0, -1) : segments;
  return [...CONFIG_PROPERTIES, ...(former ? FORMER_PROPERTIES : [])].some((property) => {
    const declared = property.name.split('.');
    const long = star ? declared.length > prefix.length : declared.length >= prefix.length;
    return long && prefix.every((part, i) => segmentsMatch(part, declared[i] ?? ''));
  });
}

/** The names of leaf settings in a YAML value, dotted: `{lexboot: {excel: {max-rows: 1}}}` → `lexboot.excel.max-rows`. */
function yamlSettings(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, child]) => yamlSettings(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

/** Every `lexboot.*` name in a Markdown text that is not in the list, as `file:line: …`. */
export function undeclaredProperties(file: string, text: string): string[] {
  const problems: string[] = [];
  const former = RELEASE_NOTES.has(file);
  const report = (line: number, name: string) =>
    problems.push(`${file}:${line}: \`${name}\` is not a LexBoot property; declare it in src/data/config-properties.ts or fix the name`);
  text.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(MENTION)) {
      const name = `lexboot${match[1]}`;
      if (!NOT_PROPERTIES.has(name) && !isDeclared(name, former)) report(i + 1, name);
    }
  });
  for (const block of codeBlocks(text).filter((b) => b.lang === 'yaml' || b.lang === 'yml')) {
    for (const doc of parseAllDocuments(block.code)) {
      for (const name of yamlSettings(doc.toJS()).filter((n) => n.startsWith('lexboot.')))
        if (!isDeclared(name, former)) report(block.line, name);
    }
  }
  return problems;
}

const files = allContentFiles('.').map((file) => ({file, text: readFileSync(file, 'utf8')}));

test('every lexboot.* property and generator flag the docs, posts and pages name is in src/data/config-properties.ts', () => {
  assert.deepEqual(
    files.flatMap(({file, text}) => undeclaredProperties(file, text)),
    [],
  );
});

test('the check finds a made-up property in prose, in a flag and in YAML, and passes the declared ones', () => {
  const text = [
    'Set `lexboot.excel.max-row` to 5000, or `lexboot.excel.max-rows`; see `lexboot.system.*`.',
    '```bash',
    './mvnw lexboot-codegen:generate -Dlexboot.codegen.table=legal_case -Dlexboot.codegen.tables=legal_case',
    '```',
    '```yaml',
    'lexboot:',
    '  system:',
    '    endpoints:',
    '      audit-logs:',
    '        enabled: false',
    '    files:',
    '      max-sizes: 20MB',
    '```',
    'Java packages (`cn.lexboot.excel.ExcelConverter`), `@lexboot/core` and sales@lexboot.cn are no properties.',
  ].join('\n');
  assert.deepEqual(
    undeclaredProperties('x.md', text).map((p) => /`([^`]+)`/.exec(p)?.[1]),
    ['lexboot.excel.max-row', 'lexboot.codegen.table', 'lexboot.system.files.max-sizes'],
  );
});

test('each group of properties is a table in both locales, and no page lists properties by hand', () => {
  const used = new Map<string, string[]>();
  const problems: string[] = [];
  for (const {file, text} of files) {
    for (const match of text.matchAll(/<ConfigTable group="([^"]*)" \/>/g))
      used.set(match[1] ?? '', [...(used.get(match[1] ?? '') ?? []), file]);
    text.split('\n').forEach((line, i) => {
      if (/^\| `lexboot\./.test(line)) problems.push(`${file}:${i + 1}: a hand-written property row; use <ConfigTable group="…" />`);
    });
  }
  for (const group of CONFIG_GROUPS) {
    const where = used.get(group) ?? [];
    assert.ok(
      where.some((f) => f.startsWith('docs/')),
      `no zh-Hans doc shows <ConfigTable group="${group}" />`,
    );
    assert.ok(
      where.some((f) => f.startsWith('i18n/en/')),
      `no English doc shows <ConfigTable group="${group}" />`,
    );
  }
  assert.deepEqual(problems, []);
  const names = CONFIG_PROPERTIES.map((p) => p.name);
  assert.deepEqual(
    names.filter((name, i) => names.indexOf(name) !== i),
    [],
    'a property is declared twice',
  );
  for (const property of CONFIG_PROPERTIES)
    for (const field of ['default', 'description'] as const)
      assert.ok(property[field].zh.trim() && property[field].en.trim(), `${property.name}: ${field} in both languages`);
});

test('the generator properties are the options of @lexboot/codegen, and the Excel defaults are framework.excel', () => {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  // `table` is read from `lexboot.codegen.tables`, as the Maven goal and the playground call it.
  const options = Object.keys(DEFAULT_OPTIONS).map((key) => `lexboot.codegen.${key === 'table' ? 'tables' : kebab(key)}`);
  const declared = CONFIG_PROPERTIES.filter((p) => p.group === 'codegen').map((p) => p.name);
  assert.deepEqual([...declared].sort(), [...options].sort(), 'the codegen group is GeneratorOptions (packages/codegen/src/model.ts)');
  const defaults = framework.excel.defaults;
  for (const [name, value] of [
    ['lexboot.excel.max-rows', defaults.maxRows],
    ['lexboot.excel.max-file-size', defaults.maxFileSize],
    ['lexboot.excel.export-page-size', defaults.exportPageSize],
  ] as const) {
    const property = configProperty(name);
    assert.equal(property?.default.zh, `\`${value}\``, `${name}: the default`);
    assert.equal(property?.default.en, `\`${value}\``, `${name}: the default`);
  }
});

test('the Markdown copy of each page with a property table carries it, row for row from the list', () => {
  for (const {file, text} of files.filter((f) => f.text.includes('<ConfigTable'))) {
    const locale = file.startsWith('i18n/en/') ? 'en' : 'zh';
    const markdown = mdxToMarkdown(text, {file, title: 'Configuration', locale});
    assert.doesNotMatch(markdown, /<ConfigTable/, file);
    for (const group of text.matchAll(/<ConfigTable group="([^"]*)" \/>/g)) {
      for (const property of CONFIG_PROPERTIES.filter((p) => p.group === group[1])) {
        const name = property.name.replace('<name>', locale === 'zh' ? '<名称>' : '<name>');
        assert.ok(markdown.includes(`| \`${name}\` | \`${property.type.replace(/\|/g, '\\|')}\` |`), `${file}: the row of ${name}`);
      }
    }
  }
});
