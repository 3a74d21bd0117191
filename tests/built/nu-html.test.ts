// The W3C Nu Html Checker (vnu.jar, the engine of validator.w3.org/nu), a validator the project did not
// write, over every HTML file of the production build, both locales: no error. It reads the files
// themselves, so it runs over build/ without a server or a browser (tests/e2e/validators.spec.ts crawls
// the served site's links; HTML_CodeSniffer runs in routes.spec.ts, in the same page load as axe).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {BUILD, builtPages} from '../support/built-html';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = {type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number};

/**
 * The one message the checker gets wrong, and is told to pass over: Docusaurus holds the first
 * paint until the main content has arrived with `<link rel="expect" href="#__docusaurus"
 * blocking="render">` (HTML's render-blocking expectation, in Chromium since 124). The checker
 * has not learnt `blocking` on anything but style sheets yet, and says it needs rel="stylesheet".
 */
function isRenderBlockingExpectLag(message: VnuMessage): boolean {
  return (
    /“link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/.test(message.message) &&
    /rel=["']?expect\b/.test(message.extract ?? '')
  );
}

test('the W3C Nu Html Checker finds no error in any built page of either locale', () => {
  // Every HTML file, the runner's document (run/index.html) too: it is no page, but it is served.
  const files = readdirSync(BUILD, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  const english = files.filter((file) => file.startsWith(`en${path.sep}`));
  assert.ok(english.length > 40, `English pages in the build: ${english.length}`);
  assert.ok(files.length - english.length > 40, `Chinese pages in the build: ${files.length - english.length}`);

  const run = spawnSync('java', ['-jar', VNU_JAR, '--skip-non-html', '--errors-only', '--format', 'json', BUILD], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(
      `Could not run Java for the Nu Html Checker (${run.error.message}): install a JRE, e.g. apt-get install default-jre-headless`,
    );
  // The checker writes its JSON report to standard error, and exits 1 when it reports an error.
  const report = JSON.parse(run.stderr) as {messages: VnuMessage[]};
  const allowed = report.messages.filter(isRenderBlockingExpectLag);
  const errors = report.messages
    .filter((message) => !isRenderBlockingExpectLag(message))
    .map(
      (m) =>
        `${path.relative(BUILD, (m.url ?? '').replace(/^file:/, ''))}:${m.lastLine ?? '?'}: ${m.type}: ${m.message}\n    ${m.extract ?? ''}`,
    );
  console.log(
    `Nu Html Checker: ${files.length} pages, ${errors.length} errors (${allowed.length} passed over: rel="expect" blocking="render").`,
  );
  assert.deepEqual(errors, [], 'Nu Html Checker errors');
  // The exception stays only while the markup it excuses is there: one per page. The runner's document
  // is checked like the rest but is no page (builtPages leaves it out), and has no such markup.
  const pages = builtPages();
  assert.equal(pages.length, files.length - 1, 'the runner is the one document that is not a page');
  assert.equal(allowed.length, pages.length, 'pages with the render-blocking expectation the checker does not know');
});
