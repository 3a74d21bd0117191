// Upgrade safety: the site keeps copies of some Docusaurus files (ejected theme components under
// src/theme) and swaps some Docusaurus modules for its own (src/plugins/hydration-transitions,
// src/plugins/code-highlighting). A copy silently goes stale when an upgrade changes the original,
// so tests/fixtures/upstream-hashes.json records the sha256 of each original as last reviewed, and
// this test fails, naming the file, when the installed one differs. Wrapped components (they import
// @theme-original and add around it) follow upstream by themselves and need no hash.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {packageFolder, packageOf, upstreamFile} from '../../src/plugins/upstream/packages.cjs';

const SITE = path.resolve(import.meta.dirname, '../..');

/** An entry of tests/fixtures/upstream-hashes.json (scripts/upstream-hashes.mjs writes the hash and version). */
interface UpstreamEntry {
  /** The component or module it is for. */
  component: string;
  kind: string;
  /** Our copy, or the module swapped in, relative to the site. */
  local: string;
  /** The original: its package and path inside, found in the copy the build loads (src/plugins/upstream/packages.cjs). */
  upstream: string;
  /** The version of its package, and the file's hash, as last reviewed. */
  version?: string;
  sha256?: string;
}

const {files} = JSON.parse(readFileSync(path.join(SITE, 'tests/fixtures/upstream-hashes.json'), 'utf8')) as {files: UpstreamEntry[]};

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(path.join(packageFolder(pkg), 'package.json'), 'utf8')) as {version: string}).version;
}

/** Every file under `dir` (relative to the site), recursively. */
function walk(dir: string): string[] {
  return readdirSync(path.join(SITE, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    return entry.isDirectory() ? walk(relative) : [relative];
  });
}

const HOW_TO_UPDATE = 'then record the new hash with `npm run upstream-hashes -- --write`';

for (const entry of files) {
  test(`${entry.upstream} is the version ${entry.local} was reviewed against`, () => {
    const pkg = packageOf(entry.upstream);
    const file = upstreamFile(entry.upstream);
    const role = entry.kind === 'eject' ? `a copy of it (${entry.component}, ejected)` : `swapped in for it (${entry.component})`;
    assert.ok(
      existsSync(file),
      `node_modules/${entry.upstream} is gone (${pkg} ${installedVersion(pkg)} installed, reviewed at ${entry.version}); ` +
        `${entry.local} is ${role}. Find where upstream moved it, update the override and its entry in ` +
        `tests/fixtures/upstream-hashes.json, ${HOW_TO_UPDATE}.`,
    );
    const actual = sha256(file);
    if (actual === entry.sha256) return;
    const version = installedVersion(pkg);
    const inside = entry.upstream.slice(pkg.length + 1);
    const record = `record the new hash with \`npm run upstream-hashes -- --write\``;
    const todo =
      version === entry.version
        ? `The version is still ${version}, so the installed file was edited in place: restore it with \`npm ci\`, ` +
          `or, if the edit is intended, port what applies into ${entry.local} and ${record}.`
        : `To upgrade: diff the upstream change (\`npm diff --diff=${pkg}@${entry.version} --diff=${pkg}@${version} ${inside}\`), ` +
          `port what applies into ${entry.local}, then ${record}.`;
    assert.fail(
      `node_modules/${entry.upstream} changed: sha256 ${actual} instead of ${entry.sha256} ` +
        `(${pkg} ${version} installed, reviewed at ${entry.version}). ${entry.local} is ${role}. ${todo}`,
    );
  });
}

test('each entry names an override that exists, and each upstream file once', () => {
  assert.ok(files.length > 0);
  for (const entry of files) {
    assert.ok(existsSync(path.join(SITE, entry.local)), `${entry.local} (entry for ${entry.upstream}) does not exist`);
    assert.ok(['eject', 'replaced'].includes(entry.kind), `${entry.upstream}: kind is ${entry.kind}`);
    assert.match(entry.sha256 ?? '', /^[0-9a-f]{64}$/, `${entry.upstream} has no hash: run npm run upstream-hashes -- --write`);
  }
  const upstreams = files.map((entry) => entry.upstream);
  assert.deepEqual(
    upstreams.filter((u, i) => upstreams.indexOf(u) !== i),
    [],
  );
});

// A component under src/theme either wraps the original (imports @theme-original) or replaces it,
// and then its original is recorded above.
const THEME_COMPONENTS = walk('src/theme').filter((file) => /\.(tsx?|jsx?)$/.test(file) && !file.endsWith('.d.ts'));
const isWrap = (file: string): boolean =>
  existsSync(path.join(SITE, file)) && /['"]@theme-original\//.test(readFileSync(path.join(SITE, file), 'utf8'));

test('every component under src/theme is a wrap or has its upstream file recorded', () => {
  assert.ok(THEME_COMPONENTS.length > 0);
  const recorded = new Set(files.map((entry) => entry.local));
  const unrecorded = THEME_COMPONENTS.filter((file) => !isWrap(file) && !recorded.has(file));
  assert.deepEqual(
    unrecorded,
    [],
    'these replace a theme component without importing @theme-original: add each original to ' +
      `tests/fixtures/upstream-hashes.json, ${HOW_TO_UPDATE}`,
  );
  // A CSS module beside an ejected component replaces the original's when upstream has one of that name.
  for (const file of walk('src/theme').filter((f) => f.endsWith('.module.css'))) {
    const component = path.dirname(file).slice('src/theme/'.length);
    const original = `@docusaurus/theme-classic/lib/theme/${component}/${path.basename(file)}`;
    if (existsSync(upstreamFile(original))) {
      assert.ok(recorded.has(file), `${file} replaces ${original}, which has no recorded hash`);
    }
  }
});

test('a local plugin that swaps or aliases Docusaurus files has them recorded', () => {
  const replacedIn = new Set(files.filter((e) => e.kind === 'replaced').map((e) => e.local.split('/').slice(0, 3).join('/')));
  const plugins = readdirSync(path.join(SITE, 'src/plugins')).map((name) => `src/plugins/${name}`);
  const swapping = plugins.filter((dir) => {
    const source = walk(dir)
      .map((file) => readFileSync(path.join(SITE, file), 'utf8'))
      .join('\n');
    return /(require\.resolve|packageFolder)\(['"]@docusaurus\//.test(source) && /NormalModuleReplacementPlugin|alias\s*:/.test(source);
  });
  assert.ok(swapping.includes('src/plugins/hydration-transitions'), `found ${swapping.join(', ')}`);
  assert.deepEqual(
    swapping.filter((dir) => !replacedIn.has(dir)),
    [],
  );
});

test("the README's upgrade table names every override and replaced module", () => {
  const readme = readFileSync(path.join(SITE, 'README.md'), 'utf8');
  const table = /\n## Upgrading Docusaurus\n[\s\S]*?(?=\n## )/.exec(readme)?.[0] ?? '';
  assert.ok(table, 'README.md has no "## Upgrading Docusaurus" section');
  const components = new Set(THEME_COMPONENTS.map((file) => file.replace(/^src\/theme\//, '').replace(/(\/index)?\.tsx?$/, '')));
  for (const component of components) {
    const kind = isWrap(`src/theme/${component}/index.tsx`) || isWrap(`src/theme/${component}.tsx`) ? 'wrap' : 'eject';
    const row = table.split('\n').find((line) => line.startsWith(`| \`${component}\``));
    assert.ok(row, `no row for src/theme/${component} in the README's upgrade table`);
    assert.match(row, new RegExp(`\\| ${kind} \\|`), `src/theme/${component} is a ${kind}: ${row}`);
  }
  for (const entry of files.filter((e) => e.kind === 'replaced')) {
    assert.ok(table.includes(entry.upstream.replace(/^.*\/lib\//, '')), `no row for ${entry.upstream}`);
  }
});

test("the bench's reference site is the stock template of the installed Docusaurus (replace it on an upgrade)", () => {
  const installed = (JSON.parse(readFileSync(path.join(packageFolder('@docusaurus/core'), 'package.json'), 'utf8')) as {version: string})
    .version;
  const reference = JSON.parse(readFileSync(path.join(SITE, 'tests/fixtures/reference-site/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const source = readFileSync(path.join(SITE, 'tests/fixtures/reference-site/SOURCE.md'), 'utf8');
  const fix = `take templates/classic of create-docusaurus@${installed} as tests/fixtures/reference-site/SOURCE.md says`;
  assert.equal(reference.dependencies['@docusaurus/core'], installed, `the reference site is another Docusaurus: ${fix}`);
  assert.ok(source.includes(`create-docusaurus@${installed}`), `SOURCE.md names another create-docusaurus: ${fix}`);
});

test('no file of the site imports a name that only a swapped-in module has: without the swap, each would still build', () => {
  const swapped = files.filter((entry) => entry.kind === 'replaced' && /\.js$/.test(entry.upstream));
  const sources = [...walk('src'), ...walk('tests')].filter((file) => /\.(tsx?|jsx?)$/.test(file) && !file.endsWith('.d.ts'));
  const problems: string[] = [];
  for (const file of sources.filter((f) => !f.startsWith('src/plugins/'))) {
    const source = readFileSync(path.join(SITE, file), 'utf8');
    for (const [, names = '', specifier = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      const entry = swapped.find((e) => e.upstream.replace(/\.js$/, '') === specifier);
      if (!entry) continue;
      const original = readFileSync(upstreamFile(entry.upstream), 'utf8');
      for (const name of names.split(',').map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )) {
        if (name && !new RegExp(`export (const|function|class|let) ${name}\\b|export \\{[^}]*\\b${name}\\b`).test(original)) {
          problems.push(`${file} imports ${name} from ${specifier}, which only ${entry.local} exports`);
        }
      }
    }
  }
  assert.deepEqual(problems, []);
});

test("the README's plugin table has a row for every folder of src/plugins", () => {
  const readme = readFileSync(path.join(SITE, 'README.md'), 'utf8');
  const table = /\n### Plugins \(`src\/plugins\/…`\)\n[\s\S]*?(?=\n#|$)/.exec(readme)?.[0] ?? '';
  assert.ok(table, 'README.md has no "### Plugins" table');
  const named = new Set(
    table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split(' | ')[0] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1])),
  );
  const folders = readdirSync(path.join(SITE, 'src/plugins'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  assert.deepEqual(
    folders.filter((folder) => !named.has(folder)),
    [],
  );
});

test('Playwright is one copy after any install: @axe-core/playwright gets the playwright-core that @playwright/test pins', () => {
  // @axe-core/playwright asks for `playwright-core >= 1.0.0`. When an upgrade regenerates the lock file,
  // npm gives it the newest release at the top of node_modules while @playwright/test keeps its pinned
  // one nested, and the type-check fails on two `Page` types (the Docusaurus 4 canary run did). The
  // override holds it to the version @playwright/test pins; bump both together.
  const manifest = JSON.parse(readFileSync(path.join(SITE, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
    overrides?: Record<string, string | Record<string, string>>;
  };
  const pinned = manifest.devDependencies['@playwright/test'];
  const axe = manifest.overrides?.['@axe-core/playwright'];
  assert.equal(
    typeof axe === 'object' ? axe['playwright-core'] : undefined,
    pinned,
    'overrides["@axe-core/playwright"]["playwright-core"]',
  );
  const installed = (folder: string) =>
    (JSON.parse(readFileSync(path.join(SITE, folder, 'package.json'), 'utf8')) as {version: string}).version;
  assert.equal(installed('node_modules/playwright-core'), pinned);
  assert.ok(
    !existsSync(path.join(SITE, 'node_modules/playwright/node_modules/playwright-core')),
    'a second playwright-core under playwright',
  );
});
