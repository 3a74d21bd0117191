// The code-generation tutorial and the generator agree, in both locales: the tutorial's table is the
// playground's sample, every generated file the tutorial shows (a code block titled with the file's
// name) is exactly what the generator writes for that table with the tutorial's settings, the file
// list and counts match, and the type-mapping tables come from the generator's own mapping.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {codeBlocks} from '../support/doc-checks.mjs';
import {importSiteModule} from '../support/load-site-module.mjs';

const SITE = path.resolve(import.meta.dirname, '../..');
const {generate, DEFAULT_OPTIONS} = await importSiteModule('src/codegen/index.ts');
const {TUTORIAL_SAMPLES, HOME_SAMPLES} = await importSiteModule('src/codegen/samples.ts');
const {TYPE_MAPPINGS} = await importSiteModule('src/codegen/type-mapping.ts');
const {mdxToMarkdown} = await importSiteModule('src/plugins/markdown-copies/convert.ts');

const DOCS = {
  'zh-Hans': 'docs/tutorial/back-end/code-generation.md',
  en: 'i18n/en/docusaurus-plugin-content-docs/current/tutorial/back-end/code-generation.md',
};

const read = (file) => readFileSync(path.join(SITE, file), 'utf8');
const titleOf = (block) => /title="([^"]+)"/.exec(block.meta)?.[1];

/** What the tutorial tells the reader to configure and run: its YAML settings and its -D flags. */
function tutorialOptions(text) {
  const yaml = codeBlocks(text).find((b) => b.lang === 'yaml' && b.code.includes('codegen:'));
  const settings = parseYaml(yaml.code).lexboot.codegen;
  const command = codeBlocks(text).find((b) => b.lang === 'bash' && b.code.includes('lexboot-codegen:generate')).code;
  return {
    ...DEFAULT_OPTIONS,
    basePackage: settings['base-package'],
    tablePrefix: settings['table-prefix'],
    commentLocale: settings['comment-locale'],
    programCode: /-Dlexboot\.codegen\.program-code=(\S+)/.exec(command)[1],
  };
}

for (const [locale, file] of Object.entries(DOCS)) {
  const text = read(file);
  const blocks = codeBlocks(text);
  const mysql = blocks.find((b) => titleOf(b) === 'legal_case.sql (MySQL)');
  const postgres = blocks.find((b) => titleOf(b) === 'legal_case.sql (PostgreSQL)');
  const options = tutorialOptions(text);

  test(`${locale}: the playground starts from the tutorial's MySQL table, with the tutorial's comment language`, () => {
    assert.equal(TUTORIAL_SAMPLES[locale].sql, `${mysql.code}\n`);
    assert.equal(TUTORIAL_SAMPLES[locale].commentLocale, options.commentLocale);
  });

  const result = generate(`${mysql.code}\n`, options);

  test(`${locale}: every generated file the tutorial shows is the generator's output, character for character`, () => {
    assert.ok(result.ok, JSON.stringify(result.problem));
    const shown = blocks.filter((b) => titleOf(b) && !titleOf(b).startsWith('legal_case.sql'));
    assert.ok(shown.length >= 2, 'the tutorial shows generated files (the controller and types.ts)');
    for (const block of shown) {
      const name = titleOf(block);
      const generated = result.files.find((f) => path.basename(f.path) === name);
      assert.ok(generated, `${file}:${block.line}: ${name} is not a file the generator writes`);
      assert.equal(
        `${block.code}\n`,
        generated.content,
        `${file}:${block.line}: the block "${name}" differs from the generator's ${generated.path}: paste the generator's output (the playground on the page shows it)`,
      );
    }
  });

  test(`${locale}: the file list and the counts are the generator's`, () => {
    const count = result.files.length;
    assert.match(text, locale === 'en' ? new RegExp(`That makes ${count} files`) : new RegExp(`共 ${count} 个文件`));
    assert.match(text, new RegExp(`\`${count} files: ${count} created, 0 skipped\``));
    for (const generated of result.files) {
      const base = path.basename(generated.path).replace(/\.(java|ts|tsx)$/, '');
      if (generated.language === 'java') assert.ok(text.includes(`\`${base}\``), `${file} lists ${base}`);
    }
    const migration = result.files.find((f) => f.language === 'sql');
    assert.ok(text.includes(`db/migration/${path.basename(migration.path)}`), `${file} names the migration ${path.basename(migration.path)}`);
    const folder = `web/src/programs/${result.names.programFolder}`;
    assert.ok(text.includes(`\`${folder}\``), `${file} names the front-end folder ${folder}`);
  });

  test(`${locale}: the PostgreSQL tab describes the same program: the same controller, repository and DTO shapes`, () => {
    const fromPostgres = generate(`${postgres.code}\n`, options);
    assert.ok(fromPostgres.ok, JSON.stringify(fromPostgres.problem));
    assert.equal(fromPostgres.table.dialect, 'postgresql');
    assert.equal(result.table.dialect, 'mysql');
    assert.deepEqual(
      fromPostgres.files.map((f) => f.path),
      result.files.map((f) => f.path),
    );
    for (const name of ['LegalCaseController.java', 'LegalCaseRepository.java', 'LegalCaseService.java', 'LegalCaseQuery.java', 'LegalCaseCreateRequest.java', 'LegalCaseUpdateRequest.java', 'store.ts', 'repository.ts', 'index.tsx']) {
      const a = result.files.find((f) => path.basename(f.path) === name).content;
      const b = fromPostgres.files.find((f) => path.basename(f.path) === name).content;
      assert.equal(b, a, `${name} differs between the MySQL and PostgreSQL tables of ${file}`);
    }
  });

  test(`${locale}: the Markdown copy carries both type-mapping tables, row for row from the generator's mapping`, () => {
    const markdown = mdxToMarkdown(text, {file, title: 'Code generation', locale: locale === 'en' ? 'en' : 'zh'});
    for (const dialect of ['mysql', 'postgresql']) {
      for (const row of TYPE_MAPPINGS[dialect]) {
        const line = `| ${row.sql.map((t) => `\`${t}\``).join(', ')} | \`${row.java.import ?? row.java.name}\` | \`${row.ts}\` |`;
        assert.ok(markdown.includes(line), `the ${dialect} table has the row ${line}`);
      }
    }
    assert.doesNotMatch(markdown, /<TypeMappingTable/);
  });
}

test('the home page playground starts from the table the home page shows', () => {
  assert.equal(HOME_SAMPLES['zh-Hans'].sql, read('src/pages/_home/legal_case.sql'));
  // The English sample is the same table with English comments.
  const columns = (sql) => [...sql.matchAll(/^\s+(\w+)\s+([A-Z]+(?:\(\d+\))?)/gm)].map((m) => `${m[1]} ${m[2]}`);
  assert.deepEqual(columns(HOME_SAMPLES.en.sql), columns(HOME_SAMPLES['zh-Hans'].sql));
  for (const sample of Object.values(HOME_SAMPLES)) assert.ok(generate(sample.sql, {...DEFAULT_OPTIONS, commentLocale: sample.commentLocale}).ok);
});
