// The code-generation tutorial and the generator agree, in both locales: the tutorial's table is the
// playground's sample, every generated file the tutorial shows (a code block titled with the file's
// name) is exactly what the generator writes for that table with the tutorial's settings, the file
// list and counts match, and the type-mapping tables come from the generator's own mapping.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {DEFAULT_OPTIONS, TYPE_MAPPINGS, generate, type GeneratedFile, type GenerateResult, type GeneratorOptions} from '@lexboot/codegen';
import {HOME_SAMPLES, TUTORIAL_SAMPLES, type SiteLocale} from '@site/src/demos/CodegenPlayground/samples';
import {mdxToMarkdown} from '@site/src/plugins/markdown-copies/convert';
import {codeBlocks, type CodeBlock} from '../support/doc-checks';
import {generatorOptionsOf} from '../support/doc-examples';

const SITE = path.resolve(import.meta.dirname, '../..');

const DOCS: Readonly<Record<SiteLocale, string>> = {
  'zh-Hans': 'docs/tutorial/back-end/code-generation.md',
  en: 'i18n/en/docusaurus-plugin-content-docs/current/tutorial/back-end/code-generation.md',
};

const read = (file: string) => readFileSync(path.join(SITE, file), 'utf8');
const titleOf = (block: CodeBlock) => /title="([^"]+)"/.exec(block.meta)?.[1];

/** The tutorial's code block with this title; the tutorial must have it. */
function titled(blocks: readonly CodeBlock[], title: string, file: string): CodeBlock {
  const block = blocks.find((b) => titleOf(b) === title);
  assert.ok(block, `${file} has a code block titled "${title}"`);
  return block;
}

/** The settings the tutorial's application.yml gives the generator. */
type TutorialSettings = {'base-package': string; 'table-prefix': string; 'comment-locale': GeneratorOptions['commentLocale']};

/** What the tutorial tells the reader to configure and run: its YAML settings and its -D flags. */
function tutorialOptions(text: string): GeneratorOptions {
  const yaml = codeBlocks(text).find((b) => b.lang === 'yaml' && b.code.includes('codegen:'));
  assert.ok(yaml, 'the tutorial has the YAML settings of the generator');
  const settings = (parseYaml(yaml.code) as {lexboot: {codegen: TutorialSettings}}).lexboot.codegen;
  const command = codeBlocks(text).find((b) => b.lang === 'bash' && b.code.includes('lexboot-codegen:generate'))?.code ?? '';
  const programCode = /-Dlexboot\.codegen\.program-code=(\S+)/.exec(command)?.[1];
  assert.ok(programCode, 'the tutorial runs the generator with -Dlexboot.codegen.program-code');
  return {
    ...DEFAULT_OPTIONS,
    basePackage: settings['base-package'],
    tablePrefix: settings['table-prefix'],
    commentLocale: settings['comment-locale'],
    programCode,
  };
}

/** A result that has files; fails the test with the generator's problem otherwise. */
function succeeded(result: GenerateResult): Extract<GenerateResult, {ok: true}> {
  if (!result.ok) assert.fail(JSON.stringify(result.problem));
  return result;
}

/** The generated file with this name. */
function fileNamed(files: readonly GeneratedFile[], name: string): GeneratedFile {
  const file = files.find((f) => path.basename(f.path) === name);
  assert.ok(file, `the generator writes ${name}`);
  return file;
}

for (const locale of ['zh-Hans', 'en'] as const) {
  const file = DOCS[locale];
  const text = read(file);
  const blocks = codeBlocks(text);
  const mysql = titled(blocks, 'legal_case.sql (MySQL)', file);
  const postgres = titled(blocks, 'legal_case.sql (PostgreSQL)', file);
  const options = tutorialOptions(text);

  test(`${locale}: the playground starts from the tutorial's MySQL table, with the tutorial's comment language`, () => {
    assert.equal(TUTORIAL_SAMPLES[locale].sql, `${mysql.code}\n`);
    assert.equal(TUTORIAL_SAMPLES[locale].commentLocale, options.commentLocale);
  });

  const result = generate(`${mysql.code}\n`, options);

  test(`${locale}: every generated file the tutorial shows is the generator's output, character for character`, () => {
    const {files} = succeeded(result);
    const shown = blocks.flatMap((block) => {
      const name = titleOf(block);
      return name && !name.startsWith('legal_case.sql') ? [{block, name}] : [];
    });
    assert.ok(shown.length >= 2, 'the tutorial shows generated files (the controller and types.ts)');
    for (const {block, name} of shown) {
      const generated = files.find((f) => path.basename(f.path) === name);
      assert.ok(generated, `${file}:${block.line}: ${name} is not a file the generator writes`);
      assert.equal(
        `${block.code}\n`,
        generated.content,
        `${file}:${block.line}: the block "${name}" differs from the generator's ${generated.path}: paste the generator's output (the playground on the page shows it)`,
      );
    }
  });

  test(`${locale}: the file list and the counts are the generator's`, () => {
    const {files, names} = succeeded(result);
    const count = files.length;
    assert.match(text, locale === 'en' ? new RegExp(`That makes ${count} files`) : new RegExp(`共 ${count} 个文件`));
    assert.match(text, new RegExp(`\`${count} files: ${count} created, 0 skipped\``));
    for (const generated of files) {
      const base = path.basename(generated.path).replace(/\.(java|ts|tsx)$/, '');
      if (generated.language === 'java') assert.ok(text.includes(`\`${base}\``), `${file} lists ${base}`);
    }
    const migration = files.find((f) => f.language === 'sql');
    assert.ok(migration, 'the generator writes a migration');
    assert.ok(
      text.includes(`db/migration/${path.basename(migration.path)}`),
      `${file} names the migration ${path.basename(migration.path)}`,
    );
    const folder = `web/src/programs/${names.programFolder}`;
    assert.ok(text.includes(`\`${folder}\``), `${file} names the front-end folder ${folder}`);
  });

  test(`${locale}: the PostgreSQL tab describes the same program: the same controller, repository, DTO shapes, labels and Excel headers`, () => {
    const fromPostgres = succeeded(generate(`${postgres.code}\n`, options));
    const fromMysql = succeeded(result);
    assert.equal(fromPostgres.table.dialect, 'postgresql');
    assert.equal(fromMysql.table.dialect, 'mysql');
    assert.deepEqual(
      fromPostgres.files.map((f) => f.path),
      fromMysql.files.map((f) => f.path),
    );
    for (const name of [
      'LegalCaseController.java',
      'LegalCaseRepository.java',
      'LegalCaseService.java',
      'LegalCaseQuery.java',
      'LegalCaseCreateRequest.java',
      'LegalCaseUpdateRequest.java',
      'store.ts',
      'repository.ts',
      'index.tsx',
      // Every column labelled as in the MySQL tab (a column without a comment gets an English label).
      'zh-CN.ts',
      'en.ts',
      'LegalCaseExcelRow.java',
    ]) {
      const a = fileNamed(fromMysql.files, name).content;
      const b = fileNamed(fromPostgres.files, name).content;
      assert.equal(b, a, `${name} differs between the MySQL and PostgreSQL tables of ${file}`);
    }
  });

  test(`${locale}: the Markdown copy carries both type-mapping tables, row for row from the generator's mapping`, () => {
    const markdown = mdxToMarkdown(text, {file, title: 'Code generation', locale: locale === 'en' ? 'en' : 'zh'});
    for (const dialect of ['mysql', 'postgresql'] as const) {
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
  // The English home page shows, and its playground starts from, the same table with English comments.
  assert.equal(HOME_SAMPLES.en.sql, read('src/pages/_home/legal_case.en.sql'));
  const columns = (sql: string) => [...sql.matchAll(/^\s+(\w+)\s+([A-Z]+(?:\(\d+\))?)/gm)].map((m) => `${m[1]} ${m[2]}`);
  assert.deepEqual(columns(HOME_SAMPLES.en.sql), columns(HOME_SAMPLES['zh-Hans'].sql));
  for (const sample of Object.values(HOME_SAMPLES))
    assert.ok(generate(sample.sql, {...DEFAULT_OPTIONS, commentLocale: sample.commentLocale}).ok);
});

test("the home page's command, run on the table it shows, gives the menu item its step 3 opens, in both locales", () => {
  const en = JSON.parse(read('i18n/en/code.json')) as Record<string, {message: string}>;
  for (const [sqlFile, commandFile, step3, column] of [
    ['legal_case.sql', 'generate.sh', /在菜单中打开「(.+?)」/.exec(read('src/pages/index.tsx'))?.[1], 'name_zh'],
    ['legal_case.en.sql', 'generate.en.sh', /open (.+?) from the menu/.exec(en['home.example.step3']?.message ?? '')?.[1], 'name_en'],
  ] as const) {
    const options = generatorOptionsOf(read(`src/pages/_home/${commandFile}`));
    assert.ok(options, `${commandFile} names a table`);
    const result = generate(read(`src/pages/_home/${sqlFile}`), options);
    assert.ok(result.ok, `${commandFile} on ${sqlFile}`);
    const migration = result.files.find((f) => f.path.endsWith('.sql'))!.content;
    // The menu item the migration inserts: `SELECT NULL, '<name_zh>', '<name_en>', '/case-mgmt', …`.
    const menu = /INSERT INTO sys_menu \(parent_id, name_zh, name_en[^)]*\)\s*SELECT NULL, '([^']*)', '([^']*)'/.exec(migration);
    assert.ok(menu, `${commandFile} on ${sqlFile}: a menu item`);
    assert.ok(step3, `step 3 names a menu item (${commandFile})`);
    assert.equal(column === 'name_zh' ? menu[1] : menu[2], step3, `${commandFile} on ${sqlFile}: the menu item step 3 opens (${column})`);
  }
});

test("the home page's controller excerpt is the generator's controller, line for line, for the table the home page shows", () => {
  const result = generate(read('src/pages/_home/legal_case.sql'), {...DEFAULT_OPTIONS, table: 'legal_case', programCode: 'CASE_MGMT'});
  assert.ok(result.ok);
  const controller = result.files
    .find((f) => f.path.endsWith('/LegalCaseController.java'))!
    .content.split('\n')
    .map((l) => l.trim());
  const excerpt = read('src/pages/_home/LegalCaseController.java')
    .split('\n')
    .map((l) => l.trim());
  // The excerpt's own comment (what it leaves out) and the lines that close a block are not compared.
  const missing = excerpt.filter((line) => line && !line.startsWith('//') && line !== '}' && !controller.includes(line));
  assert.deepEqual(missing, [], 'lines of the excerpt the generated controller does not have');
});
