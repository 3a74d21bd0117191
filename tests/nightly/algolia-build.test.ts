// Algolia DocSearch is opt-in: with the three variables set at build time the site uses it and
// builds no local index. Builds the English locale once, into a temporary folder. Nightly (`.ci/run
// nightly`, npm run test:algolia), not on every change: no build we ship sets the variables, and
// DocSearch's requests to Algolia's hosts are ones the default site never makes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {mkdtemp, readdir, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

const run = promisify(execFile);

test('with ALGOLIA_* set, the build uses DocSearch and emits no local search index', {timeout: 300_000}, async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'lexboot-algolia-'));
  try {
    await run(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--locale', 'en', '--out-dir', outDir], {
      env: {
        ...process.env,
        ALGOLIA_APP_ID: 'LEXBOOTTEST',
        ALGOLIA_SEARCH_API_KEY: 'search-only-key',
        ALGOLIA_INDEX_NAME: 'lexboot',
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    const top = await readdir(outDir);
    assert.deepEqual(
      top.filter((name) => name.startsWith('search-index')),
      [],
    );
    const html = await readFile(path.join(outDir, 'docs', 'intro.html'), 'utf8');
    assert.match(html, /https:\/\/LEXBOOTTEST-dsn\.algolia\.net/);
    const scripts = await readdir(path.join(outDir, 'assets', 'js'));
    const bundles = await Promise.all(scripts.map((name) => readFile(path.join(outDir, 'assets', 'js', name), 'utf8')));
    assert.ok(
      bundles.some((code) => code.includes('LEXBOOTTEST')),
      'the DocSearch config is in the bundle',
    );
    // `fetchIndexes` is the local search's call into its worker (a page's text may well say "search-index").
    assert.ok(!bundles.some((code) => code.includes('fetchIndexes')), 'no local search code is bundled');
  } finally {
    await rm(outDir, {recursive: true, force: true});
  }
});
