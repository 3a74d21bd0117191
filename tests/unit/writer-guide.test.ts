// Issue 25, item 3: the walk-through of CONTRIBUTING.md passes as written. Its files (the code
// blocks titled with a path) are written into a copy of the site's content, the sidebar line it
// shows is added to sidebars.ts there, and `npm run test:docs` runs in that copy: a walk-through
// that stopped passing the checks, or a check that a writer following it cannot pass, fails here.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {codeBlocks} from '../support/doc-checks';

const GUIDE = 'CONTRIBUTING.md';
/** What the docs checks read and a writer may change: copied. */
const COPIED = [
  'docs',
  'i18n',
  'blog',
  'sidebars.ts',
  'tests',
  'package.json',
  'tsconfig.json',
  'deploy/README.md',
  'deploy/README.zh-CN.md',
];
/** What they read and the walk-through leaves alone: linked. */
const LINKED = ['node_modules', 'src', 'static', 'packages'];

/** The walk-through's files: the code blocks of its section that are titled with a path. */
function walkThrough(): Array<{file: string; text: string; line: number}> {
  const text = readFileSync(GUIDE, 'utf8');
  const blocks = codeBlocks(text);
  const lines = text.split('\n');
  // Headings outside code blocks: the walk-through's files hold headings of their own.
  const headings = lines.flatMap((line, index) =>
    /^## /.test(line) && !blocks.some((b) => index + 1 >= b.line && index + 1 <= b.end) ? [{line: index + 1, text: line}] : [],
  );
  const start = headings.findIndex((heading) => heading.text.startsWith('## Walk-through'));
  assert.ok(start >= 0, `${GUIDE}: the "## Walk-through" section is missing`);
  const from = headings[start]!.line;
  const to = headings[start + 1]?.line ?? lines.length;
  return blocks
    .filter((block) => block.line > from && block.line < to)
    .flatMap((block) => {
      const file = /title="([^"]+)"/.exec(block.meta)?.[1];
      return file ? [{file, text: `${block.code}\n`, line: block.line}] : [];
    });
}

test('the walk-through of CONTRIBUTING.md passes npm run test:docs, touching only content files and sidebars.ts', () => {
  const files = walkThrough();
  assert.deepEqual(
    files.map(({file}) => file).sort(),
    [
      'blog/2026-11-26-scheduled-jobs.md',
      'docs/tutorial/back-end/scheduled-jobs.md',
      'i18n/en/docusaurus-plugin-content-blog/2026-11-26-scheduled-jobs.md',
      'i18n/en/docusaurus-plugin-content-docs/current/tutorial/back-end/scheduled-jobs.md',
      'sidebars.ts',
    ],
    `${GUIDE}: the walk-through adds a tutorial and a post in both languages and one sidebar line`,
  );
  const site = mkdtempSync(path.join(tmpdir(), 'lexboot-walk-through-'));
  for (const name of COPIED) cpSync(name, path.join(site, name), {recursive: true});
  for (const name of LINKED) symlinkSync(path.resolve(name), path.join(site, name));
  for (const {file, text, line} of files) {
    const target = path.join(site, file);
    if (file === 'sidebars.ts') {
      // The block shows the sidebar line it goes after, then the line to add.
      const [after = '', ...added] = text.trimEnd().split('\n');
      const sidebars = readFileSync(target, 'utf8');
      assert.ok(sidebars.includes(`${after}\n`), `${GUIDE}:${line}: sidebars.ts has no line ${after.trim()}; show a line it has`);
      writeFileSync(target, sidebars.replace(`${after}\n`, `${after}\n${added.join('\n')}\n`));
    } else {
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, text);
    }
  }
  const run = spawnSync(process.execPath, ['--test-reporter=tap', '--import', 'tsx/esm', 'tests/docs.ts'], {
    cwd: site,
    env: {...process.env, TSX_TSCONFIG_PATH: 'tests/tsconfig.json', NODE_TEST_CONTEXT: undefined},
    encoding: 'utf8',
  });
  // The failed tests, and the problems they name (`file:line: …`), in TAP, which the reporter flag above
  // asks for: Node 24's default reporter (spec) writes `ℹ fail 0` where TAP writes `# fail 0`.
  const failures = run.stdout.split('\n').filter((line) => /^not ok|\.mdx?(:\d+)?: /.test(line));
  assert.equal(run.status, 0, `npm run test:docs fails on the walk-through of ${GUIDE}:\n${failures.join('\n')}\n${run.stderr}`);
  assert.match(run.stdout, /# fail 0/);
});
