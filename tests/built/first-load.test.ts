// The measured byte wins, held deterministically over build/: each page type's first-load script,
// read from the files Docusaurus loads (tests/support/first-load.ts), within its budget in both
// locales (scripts/budgets.mjs BUILT_FIRST_LOAD). The browser's check (routes.spec) stays, with
// everything a settled page has loaded; this one needs no browser and does not vary.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {BUILT_FIRST_LOAD} from '../../scripts/budgets.mjs';
import {BUILD} from '../support/built-html';
import {firstLoadReader} from '../support/first-load';

const locales = [
  {name: 'zh-Hans', dir: BUILD, prefix: ''},
  {name: 'en', dir: path.join(BUILD, 'en'), prefix: '/en'},
] as const;

for (const locale of locales) {
  test(`${locale.name}: every page type's first-load script is within its budget`, () => {
    const read = firstLoadReader(locale.dir);
    const figures = BUILT_FIRST_LOAD.map(({kind, path: page, bytes}) => {
      const url = page === '/' && locale.prefix ? `${locale.prefix}/` : `${locale.prefix}${page}`;
      const load = read(url);
      return {kind, url, budget: bytes, bytes: load.bytes, files: load.files.length};
    });
    console.log(
      figures.map((f) => `${locale.name} ${f.kind} ${f.url}: ${(f.bytes / 1000).toFixed(1)} KB in ${f.files} scripts`).join('\n'),
    );
    const over = figures.filter((f) => f.bytes > f.budget);
    assert.deepEqual(
      over.map((f) => `${f.url} (${f.kind}): ${(f.bytes / 1000).toFixed(1)} KB > ${(f.budget / 1000).toFixed(1)} KB`),
      [],
    );
  });
}

test('the reader counts the route: a doc page loads more than the start-up scripts, and a doc its own content', () => {
  const read = firstLoadReader(BUILD);
  const home = read('/');
  const intro = read('/docs/intro');
  const tutorial = read('/docs/tutorial/back-end/code-generation');
  assert.ok(intro.files.length > 2 && intro.files.slice(0, 2).every((file) => home.files.includes(file)));
  assert.notDeepEqual(new Set(intro.files), new Set(tutorial.files));
  assert.throws(() => read('/docs/no-such-page'), /no route/);
});
