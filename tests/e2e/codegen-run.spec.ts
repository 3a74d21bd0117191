import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_OPTIONS, generate, listTables, type GeneratorOptions} from '@lexboot/codegen';
import {expect, test, type Page} from '../support/test';
import {localePath, locales, waitForInteractive} from '../support/site';

// The playground's Run view (src/components/CodegenPlayground/RunView.tsx) and the runner it loads
// (/run/, src/runner): every table of the corpus (packages/codegen/test/fixtures/corpus) that the
// generator accepts is generated here, and its front-end program is compiled and run in the runner
// under the runner's own policy, against the in-browser back end: it must render without an error
// and its grid must show the seeded rows. A program that throws at run time fails the test.

const CORPUS = path.resolve('packages/codegen/test/fixtures/corpus');
const TUTORIAL = '/docs/tutorial/back-end/code-generation';

function sqlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sqlFiles(full);
      return name.endsWith('.sql') ? [full] : [];
    });
}

type Program = {name: string; sql: string; options: GeneratorOptions; table: unknown; files: {path: string; content: string}[]};

/** Every table of the corpus the generator accepts, with its front-end files. */
function corpusPrograms(): Program[] {
  const programs: Program[] = [];
  for (const file of sqlFiles(CORPUS)) {
    const sql = readFileSync(file, 'utf8');
    const listing = listTables(sql);
    if (!listing.ok) continue;
    for (const table of listing.tables) {
      const name = table.schema ? `${table.schema}.${table.name}` : table.name;
      const options = {...DEFAULT_OPTIONS, table: name};
      const result = generate(sql, options);
      if (!result.ok) continue;
      programs.push({
        name: `${path.relative(CORPUS, file)} ${name}`,
        sql,
        options,
        table: result.table,
        files: result.files.filter((f) => f.side === 'front-end').map((f) => ({path: f.path, content: f.content})),
      });
    }
  }
  return programs;
}

/** Fails the test on an uncaught exception or a console error in the page or the runner. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('every corpus table the generator accepts runs in the runner and shows its seeded rows', async ({page}) => {
  const programs = corpusPrograms();
  test.setTimeout(60_000 + programs.length * 1_000);
  const errors = watchErrors(page);
  await page.goto('/run/');
  const failures: string[] = [];
  let id = 0;
  for (const program of programs) {
    const message = {
      type: 'lexboot:run',
      id: ++id,
      sql: program.sql,
      table: program.table,
      options: program.options,
      files: program.files,
      locale: 'en',
      theme: 'light',
    };
    const reply = await page.evaluate(
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
      message,
    );
    // 23 rows are seeded: the generated page size, 20, fills the first page.
    if (reply.type !== 'lexboot:ran' || reply.rows !== 20) failures.push(`${program.name}: ${JSON.stringify(reply)}`);
    else if ((await page.locator('table[role="grid"] tbody tr[aria-rowindex]').count()) === 0)
      failures.push(`${program.name}: no grid rows`);
  }
  console.log(`codegen-run: ${programs.length - failures.length} of ${programs.length} accepted corpus tables run`);
  expect(programs.length).toBeGreaterThan(50);
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
});

const TEXT = {
  'zh-Hans': {run: '运行', files: '文件', ran: /生成的页面正在运行/},
  en: {run: 'Run', files: 'Files', ran: /The generated page is running/},
} as const;

for (const locale of locales) {
  test(`${locale.name}: the Run tab runs the tutorial's program, and a refused table shows its problem`, async ({page}) => {
    const text = TEXT[locale.name];
    const errors = watchErrors(page);
    const runnerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/run/')) runnerRequests.push(request.url());
    });
    await page.goto(localePath(locale, TUTORIAL));
    await waitForInteractive(page);
    const tab = page.getByRole('tab', {name: text.run});
    await expect(tab).toBeVisible();
    // Nothing of the runner loads before Run is opened.
    expect(runnerRequests).toEqual([]);
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
    const frame = page.frameLocator('iframe[sandbox="allow-scripts"]');
    await expect(frame.locator('table[role="grid"] tbody tr[aria-rowindex]').first()).toBeVisible();
    expect(await frame.locator('table[role="grid"] tbody tr[aria-rowindex]').count()).toBeGreaterThan(0);
    // A statement the generator refuses: the problem, and the frame (the last screen) is hidden.
    const sql = page.locator('textarea').first();
    await sql.fill('CREATE TABLE t (name VARCHAR(10));');
    await expect(page.locator('iframe[sandbox="allow-scripts"]')).toBeHidden();
    expect(errors).toEqual([]);
  });
}
