import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_OPTIONS, propertyName} from '@lexboot/codegen';
import type {Locator} from '@playwright/test';
import {expect, test, type Page} from '../support/test';
import {corpusPrograms, coveringSample, programOf, RUN_ORIGINS, type Program} from '../support/corpus';
import {runnerRequests, watchErrors} from '../support/runner';
import {localePath, locales, waitForInteractive} from '../support/site';

// The playground's Run view (src/demos/CodegenPlayground/RunView.tsx) and the runner it loads
// (/run/, src/runner): the tables of the corpus's first twelve origins (../shared/corpus, RUN_ORIGINS)
// that the generator accepts are generated here, and their front-end programs are compiled and run in the
// runner under the runner's own policy, against the in-browser back end: each must render without an
// error and its grid must show the seeded rows. A program that throws at run time fails the test.
//
// On every change, a sample of them (corpus.ts coveringSample: every kind of column, key, search field,
// form field and grid column the corpus's programs hold, twice, and every 12th program); with
// LEXBOOT_CORPUS=all, as the scheduled job runs it (`.ci/run nightly`), all of them. The back end's
// part (plans and seeded rows) is checked in Node for every table of the corpus (runner-backend.test.ts).

const TUTORIAL = '/docs/tutorial/back-end/code-generation';

/** A program as the runner takes it (protocol.ts's RunRequest). */
function runRequest(program: Program, id: number) {
  return {
    type: 'lexboot:run',
    id,
    sql: program.sql,
    table: program.table,
    options: program.options,
    files: program.files,
    locale: 'en',
    theme: 'light',
  };
}

/** Sends a program to the runner opened at /run/ and returns its answer: ran (with the first page's rows) or failed. */
function run(page: Page, program: Program, id: number): Promise<{type: string; rows?: number; message?: string}> {
  return page.evaluate(
    (sent) =>
      new Promise<{type: string; rows?: number; message?: string}>((resolve) => {
        const listen = (event: MessageEvent<{type: string; id: number}>) => {
          if (event.data?.id !== sent.id || !['lexboot:ran', 'lexboot:failed'].includes(event.data.type)) return;
          window.removeEventListener('message', listen);
          resolve(event.data);
        };
        window.addEventListener('message', listen);
        window.postMessage(sent, '*');
      }),
    runRequest(program, id),
  );
}

/** The programs the runner's tests take from the corpus: a covering sample, or with LEXBOOT_CORPUS=all every one. */
const ALL_PROGRAMS = process.env.LEXBOOT_CORPUS === 'all';

test(`${ALL_PROGRAMS ? 'every' : 'a covering sample of the'} corpus table the generator accepts runs in the runner and shows its seeded rows`, async ({
  page,
}) => {
  const accepted = corpusPrograms(RUN_ORIGINS);
  const programs = ALL_PROGRAMS ? accepted : coveringSample(accepted);
  test.setTimeout(60_000 + programs.length * 1_000);
  const errors = watchErrors(page);
  await page.goto('/run/');
  const failures: string[] = [];
  let id = 0;
  for (const program of programs) {
    const reply = await run(page, program, ++id);
    // 23 rows are seeded: the generated page size, 20, fills the first page.
    if (reply.type !== 'lexboot:ran' || reply.rows !== 20) failures.push(`${program.name}: ${JSON.stringify(reply)}`);
    else if ((await page.locator('table[role="grid"] tbody tr[aria-rowindex]').count()) === 0)
      failures.push(`${program.name}: no grid rows`);
  }
  console.log(
    `codegen-run: ${programs.length - failures.length} of ${programs.length} corpus tables run (of the ${accepted.length} accepted; LEXBOOT_CORPUS=all runs every one)`,
  );
  expect(programs.length).toBeGreaterThan(50);
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
});

/** What the round trip does differently by: the fields of the search and the form, the key, what a foreign key names, UUID and TIME columns. */
const ROUND_TRIP_FEATURES = /^(searchFields|formFields|key|key size|foreign key to):|^type:(UUID|TIME):/;

/** The tables of the tutorials, in English: the code-generation tutorial's legal_case and the front-end tutorial's hearing. */
function tutorialPrograms(): Program[] {
  const docs = 'i18n/en/docusaurus-plugin-content-docs/current/tutorial';
  const sqlOf = (file: string, table: string) => {
    const text = readFileSync(path.join(docs, file), 'utf8');
    const found = new RegExp(`\`\`\`sql[^\\n]*\\n(CREATE TABLE ${table} \\([\\s\\S]*?\\n\\)[^\\n]*;)\\n\`\`\``).exec(text);
    if (!found) throw new Error(`${file} has no CREATE TABLE ${table}`);
    return found[1]!;
  };
  return [
    ['back-end/code-generation.md', 'legal_case'],
    ['front-end/program.md', 'hearing'],
  ].map(([file, table]) => {
    const program = programOf(`${file} ${table}`, sqlOf(file!, table!), {...DEFAULT_OPTIONS, table: table!, commentLocale: 'en'});
    if (!program) throw new Error(`${table}: refused`);
    return program;
  });
}

/**
 * Creates, edits and deletes a record of the program on screen through its page, as a user does, and
 * checks that the back end's own validation (a value the form's checks let through) shows on the
 * field. Returns what went wrong, or undefined.
 */
async function roundTrip(page: Page, program: Program, n: number): Promise<string | undefined> {
  const table = program.table;
  const columns = new Map(table.columns.map((c) => [propertyName(c.name), c]));
  // A key is set on create only: the edit form leaves it out.
  const keys = new Set(table.primaryKey.map(propertyName));
  const grid = page.locator('table[role="grid"]');
  const search = page.getByRole('search');
  const dialog = page.getByRole('dialog');
  // Two marks that do not contain each other, nor any seeded value: the one created, and the one the edit writes.
  const created = 'Qa7x';
  const edited = 'Wb8y';
  const fitted = (mark: string, name: string) => {
    const length = columns.get(name)?.length;
    return length !== undefined && length < mark.length ? mark.slice(0, Math.max(1, length)) : mark;
  };

  // The grid's count of the records found, before any is created.
  const total = page.getByText(/^\d+ items$/);
  const seeded = Number((await total.innerText()).split(' ')[0]);
  // All the search fields on show, the folded ones too.
  const expand = search.getByRole('button', {name: 'Expand', exact: true});
  if (await expand.isVisible()) await expand.click();
  await page.getByRole('button', {name: 'New', exact: true}).click();
  await expect(dialog.locator('form')).toBeVisible();
  // The field the record is found by: a text field of the form that the search has too.
  const controls = dialog.locator('form input, form select, form textarea');
  let markField: {name: string; label: string} | undefined;
  // The key's selects (a key of several columns, each naming another table's record).
  const keySelects: Locator[] = [];
  for (const control of await controls.all()) {
    const name = (await control.getAttribute('name')) ?? '';
    const label = (await dialog.locator(`label[for="${await control.getAttribute('id')}"]`).innerText()).replace(/\s*\*$/, '').trim();
    const tag = await control.evaluate((e) => e.tagName.toLowerCase());
    const type = (await control.getAttribute('type')) ?? '';
    const mode = await control.getAttribute('inputmode');
    const required = await control.evaluate((e) => (e as HTMLInputElement).required);
    const column = columns.get(name);
    // A date is typed as text, in the page's format (RecordForm's date field).
    const isDate = column?.sqlType === 'DATE';
    const isText =
      (tag === 'textarea' || (type === 'text' && mode !== 'decimal')) &&
      !isDate &&
      column?.sqlType !== 'UUID' &&
      column?.sqlType !== 'TIME';
    const searchable = isText && !keys.has(name) && (await search.getByLabel(label, {exact: true}).isVisible());
    if (!markField && searchable && (column?.length ?? 4) >= 4) {
      markField = {name, label};
      await control.fill(fitted(created, name));
      continue;
    }
    if (!required) continue;
    if (tag === 'select') {
      // A select of another table's records has its options once they are read.
      await expect(control.locator('option')).not.toHaveCount(1);
      await control.selectOption({index: 1});
      if (keys.has(name)) keySelects.push(control);
    } else if (isDate) await control.fill('2025-06-15');
    else if (type === 'datetime-local') await control.fill('2025-06-15T10:30');
    else if (mode === 'decimal') await control.fill('97');
    else if (column?.sqlType === 'UUID') await control.fill(`00000000-0000-4000-8000-${String(900 + n).padStart(12, '0')}`);
    else if (column?.sqlType === 'TIME') await control.fill('10:30:00');
    else await control.fill(fitted(`R${n}`, name));
  }
  // Saved as a user does: a key that another record has is refused on its fields (a key of seeded
  // records' references, picked first), and the next record of the last select is tried, up to ten.
  const taken = dialog.getByText(/^Another record already has these values/);
  const saveNew = async () => {
    for (let option = 2; ; option++) {
      // The fields still marked from the last try (the one changed since is not).
      const marked = await taken.count();
      await dialog.getByRole('button', {name: 'Save'}).click();
      await expect.poll(async () => !(await dialog.isVisible()) || (await taken.count()) > marked).toBe(true);
      if (!(await dialog.isVisible()) || keySelects.length === 0 || option > 11) break;
      await keySelects.at(-1)!.selectOption({index: option});
    }
    await expect(dialog).toBeHidden();
  };
  if (!markField) {
    // Nothing to find it by: it is created all the same (the back end takes it, the total grows by one).
    await saveNew();
    await expect(total).toHaveText(`${seeded + 1} items`);
    return 'unfindable';
  }
  const markInput = () => dialog.locator(`[name="${markField.name}"]`);
  await saveNew();

  // The new record is found by its mark.
  const rows = grid.locator('tbody tr[aria-rowindex]');
  const find = async (mark: string) => {
    await search.getByLabel(markField.label, {exact: true}).fill(mark);
    await search.getByRole('button', {name: 'Search'}).click();
  };
  await find(fitted(created, markField.name));
  await expect(rows.filter({hasText: fitted(created, markField.name)})).toHaveCount(1);

  // Edited: first with a value the form lets through and the back end refuses, shown on the field.
  await rows.first().getByRole('checkbox').check();
  await page.getByRole('button', {name: 'Edit', exact: true}).click();
  await expect(markInput()).toHaveValue(fitted(created, markField.name));
  const column = columns.get(markField.name);
  if (column?.length !== undefined && ['CHAR', 'VARCHAR'].includes(column.sqlType)) {
    // As many characters as the column holds, each outside the Basic Multilingual Plane: the form counts
    // characters, the back end (as Java's @Size) counts UTF-16 units, twice as many.
    await markInput().fill('😀'.repeat(column.length));
    await dialog.getByRole('button', {name: 'Save'}).click();
    await expect(markInput()).toHaveAttribute('aria-invalid', 'true');
    await expect(markInput()).toHaveAccessibleDescription(`must be at most ${column.length} characters`);
  }
  await markInput().fill(fitted(edited, markField.name));
  await dialog.getByRole('button', {name: 'Save'}).click();
  await expect(dialog).toBeHidden();
  await find(fitted(edited, markField.name));
  await expect(rows.filter({hasText: fitted(edited, markField.name)})).toHaveCount(1);

  // Deleted, once confirmed: the search finds it no more.
  await rows.first().getByRole('checkbox').check();
  // Delete is among the toolbar's further actions.
  await page.getByRole('button', {name: 'More', exact: true}).click();
  await page.getByRole('menuitem', {name: 'Delete', exact: true}).click();
  await page.getByRole('alertdialog').getByRole('button', {name: 'OK'}).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(rows).toHaveCount(0);
  await expect(grid).toContainText('No records match these filters');
  return undefined;
}

test("the tutorials' tables and a covering sample of the corpus: create, edit and delete round-trip through the generated page", async ({
  page,
}) => {
  const corpus = corpusPrograms(RUN_ORIGINS);
  // Besides the tutorials' two: corpus tables that between them hold every kind of search and form
  // field, key and foreign key, and the column types the form is filled in its own way (UUID, TIME);
  // with LEXBOOT_CORPUS=all, every 25th accepted table as well.
  const covering = coveringSample(corpus, {times: 1, stride: Infinity, only: (feature) => ROUND_TRIP_FEATURES.test(feature)});
  const programs = [...tutorialPrograms(), ...corpus.filter((program, i) => covering.includes(program) || (ALL_PROGRAMS && i % 25 === 0))];
  test.setTimeout(60_000 + programs.length * 10_000);
  const errors = watchErrors(page);
  // A step that cannot happen fails that program, not the whole run.
  page.setDefaultTimeout(10_000);
  const failures: string[] = [];
  const passed: string[] = [];
  const unfindable: string[] = [];
  // One runner for all, as the playground keeps one while the visitor edits the table: each program
  // starts on its own seeded rows, whatever the one before searched for, created or left open.
  await page.goto('/run/');
  let id = 0;
  for (const [n, program] of programs.entries()) {
    const reply = await run(page, program, ++id);
    if (reply.type !== 'lexboot:ran' || reply.rows !== 20) {
      failures.push(`${program.name}: ${JSON.stringify(reply)}`);
      continue;
    }
    try {
      // A table none of whose text fields the search has (all keys, say) gives no way to find a record.
      if ((await roundTrip(page, program, n)) === 'unfindable') unfindable.push(program.name);
      else passed.push(program.name);
    } catch (error) {
      // What the open dialog says (a field's problem, the back end's refusal) tells why it stayed open.
      const dialog = page.getByRole('dialog');
      const said = (await dialog.isVisible()) ? ` (the dialog says: ${(await dialog.innerText()).replace(/\s+/g, ' ').slice(-300)})` : '';
      failures.push(`${program.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}${said}`);
    }
    // A program that throws on the way shows the runner's failure instead of its page.
    if ((await page.locator('.runner-failure').count()) > 0)
      failures.push(`${program.name}: ${await page.locator('.runner-failure').innerText()}`);
  }
  console.log(
    `codegen-run: ${passed.length} of ${programs.length} programs round-trip; only created, not findable by a text search: ${unfindable.join(', ')}`,
  );
  expect(failures).toEqual([]);
  expect(passed.length).toBeGreaterThan(programs.length / 2);
  expect(passed.slice(0, 2)).toEqual(programs.slice(0, 2).map((p) => p.name));
  expect(errors).toEqual([]);
});

const TEXT = {
  'zh-Hans': {
    run: '运行',
    files: '文件',
    ran: /生成的页面正在运行/,
    more: '更多',
    export: '导出',
    total: /共 (\d+) 条/,
    exported: /导出：当前条件下的 (\d+) 条记录/,
  },
  en: {
    run: 'Run',
    files: 'Files',
    ran: /The generated page is running/,
    more: 'More',
    export: 'Export',
    total: /(\d+) items/,
    exported: /Export: the (\d+) records of this search/,
  },
} as const;

for (const locale of locales) {
  test(`${locale.name}: the Run tab runs the tutorial's program, and a refused table shows its problem`, async ({page}) => {
    const text = TEXT[locale.name];
    const errors = watchErrors(page);
    const requests = runnerRequests(page);
    await page.goto(localePath(locale, TUTORIAL));
    await waitForInteractive(page);
    const tab = page.getByRole('tab', {name: text.run});
    await expect(tab).toBeVisible();
    // Nothing of the runner loads before Run is opened.
    expect(requests).toEqual([]);
    await tab.click();
    // The click on the server's markup is replayed on the live playground; keys pressed while it takes
    // over would go to markup that is about to be replaced, so the keyboard part waits for it.
    await expect(page.locator('[data-live-demo=Codegen]')).toHaveAttribute('data-state', 'live');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeFocused();
    // By keyboard too: the arrows move between the tabs.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', {name: text.files})).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status').filter({hasText: text.ran})).toBeVisible({timeout: 15_000});
    const frame = page.frameLocator('iframe[sandbox~="allow-scripts"]');
    await expect(frame.locator('table[role="grid"] tbody tr[aria-rowindex]').first()).toBeVisible();
    expect(await frame.locator('table[role="grid"] tbody tr[aria-rowindex]').count()).toBeGreaterThan(0);
    // Export goes through @lexboot/core's http.download; the frame cannot save a file, so the runner reports the rows of the search.
    const total = text.total.exec((await frame.getByText(text.total).first().textContent()) ?? '')?.[1];
    await frame.getByRole('button', {name: text.more, exact: true}).click();
    await frame.getByRole('menuitem', {name: text.export, exact: true}).click();
    const notice = frame.getByRole('status').filter({hasText: text.exported});
    await expect(notice).toBeVisible();
    expect(text.exported.exec((await notice.textContent()) ?? '')?.[1]).toBe(total);
    // A statement the generator refuses: the problem, and the frame (the last screen) is hidden.
    const sql = page.locator('textarea').first();
    await sql.fill('CREATE TABLE t (name VARCHAR(10));');
    await expect(page.locator('iframe[sandbox~="allow-scripts"]')).toBeHidden();
    expect(errors).toEqual([]);
  });
}
