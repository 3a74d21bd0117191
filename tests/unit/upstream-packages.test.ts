// src/plugins/upstream/packages.cjs finds each Docusaurus package as the build does, and names the
// packages installed twice. The case it is for: a dependency asking for another major (the search
// plugin's `^2 || ^3` under Docusaurus 4) hoists its copies to the top of node_modules, and the
// classic theme's own copies move into nested folders. A lookup from the site's root then finds
// the copy nobody bundles.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {copiesProblem, declaredProblem, packageFolder, upstreamFile} from '../../src/plugins/upstream/packages.cjs';

/** A site folder with these packages installed (`a/node_modules/b` nests b under a). */
function site(installed: Record<string, string>, declared: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'upstream-'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({dependencies: declared}));
  for (const [where, version] of Object.entries(installed)) {
    const folder = path.join(root, 'node_modules', where);
    const name = where.split('/node_modules/').at(-1)!;
    mkdirSync(path.join(folder, 'lib'), {recursive: true});
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({name, version}));
    writeFileSync(path.join(folder, 'lib', 'index.js'), `// ${name} ${version}\n`);
  }
  return root;
}

const V4 = '4.0.0-canary-6808';
const HOISTED = {
  '@docusaurus/core': V4,
  '@docusaurus/preset-classic': V4,
  '@docusaurus/theme-classic': V4,
  // Hoisted by a dependency that allows only 2 or 3:
  '@docusaurus/theme-common': '3.10.2',
  '@docusaurus/utils-common': '3.10.2',
  // The copies the theme really imports:
  '@docusaurus/theme-classic/node_modules/@docusaurus/theme-common': V4,
  '@docusaurus/theme-classic/node_modules/@docusaurus/utils-common': V4,
};

test('each package is the copy the package that imports it loads, not the one hoisted to the top', (t) => {
  const root = site(HOISTED);
  t.after(() => rmSync(root, {recursive: true}));
  const nested = path.join(root, 'node_modules/@docusaurus/theme-classic/node_modules/@docusaurus');
  assert.equal(packageFolder('@docusaurus/theme-common', root), path.join(nested, 'theme-common'));
  assert.equal(packageFolder('@docusaurus/utils-common', root), path.join(nested, 'utils-common'));
  assert.equal(packageFolder('@docusaurus/core', root), path.join(root, 'node_modules/@docusaurus/core'));
  assert.equal(
    upstreamFile('@docusaurus/theme-common/lib/hooks/useWindowSize.js', root),
    path.join(nested, 'theme-common/lib/hooks/useWindowSize.js'),
  );
});

test('two copies of a Docusaurus package stop the build with a message naming each and where it is', (t) => {
  const root = site(HOISTED);
  t.after(() => rmSync(root, {recursive: true}));
  const problem = copiesProblem(root) ?? '';
  assert.match(
    problem,
    /@docusaurus\/theme-common: 3\.10\.2 at node_modules\/@docusaurus\/theme-common; 4\.0\.0-canary-6808 at node_modules\/@docusaurus\/theme-classic\/node_modules\/@docusaurus\/theme-common/,
  );
  assert.match(problem, /@docusaurus\/utils-common: /);
  assert.doesNotMatch(problem, /@docusaurus\/core:|@docusaurus\/theme-classic:/);
  assert.match(problem, /npm ls/);
});

test('one copy of each, at the core version: no problem', (t) => {
  const root = site({'@docusaurus/core': V4, '@docusaurus/theme-classic': V4, '@docusaurus/theme-common': V4});
  t.after(() => rmSync(root, {recursive: true}));
  assert.equal(copiesProblem(root), undefined);
});

test('a Docusaurus package declared at another version than the core, or as a range, is named', (t) => {
  const root = site(
    {},
    {'@docusaurus/core': '3.10.2', '@docusaurus/theme-common': '^3.10.2', '@docusaurus/utils': '3.10.2', react: '19.3.1'},
  );
  t.after(() => rmSync(root, {recursive: true}));
  assert.equal(
    declaredProblem(root),
    'package.json declares Docusaurus packages at another version than @docusaurus/core 3.10.2: @docusaurus/theme-common ^3.10.2. Declare each at exactly 3.10.2.',
  );
});

test("this site: one copy of each Docusaurus package, each declared at the core's version", () => {
  assert.equal(copiesProblem(), undefined);
  assert.equal(declaredProblem(), undefined);
});
