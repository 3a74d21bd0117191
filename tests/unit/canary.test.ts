// scripts/canary.mjs: the nightly Docusaurus 4 canary job (issue 42) chooses the newest canary that every
// Docusaurus package we declare has, upgrades a copy's package.json with as small a change as the canary's
// peers allow, and reports each failed step by its first error line.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  canaryOf,
  docusaurusPackages,
  failedTests,
  firstError,
  minimumNode,
  newestCommonCanary,
  peerWarning,
  satisfies,
  smallestUpgrade,
  upgradePackageJson,
} from '../../scripts/canary.mjs';

test('the canary is the newest one that every package has, of the major asked for', () => {
  assert.deepEqual(canaryOf('4.0.0-canary-6808'), [4, 6808]);
  assert.equal(canaryOf('3.10.2'), undefined);
  const versions = {
    '@docusaurus/core': ['3.10.2', '3.10.1-canary-6807', '4.0.0-canary-6808', '4.0.0-canary-6822'],
    '@docusaurus/faster': ['3.10.2', '4.0.0-canary-6808'],
  };
  assert.equal(newestCommonCanary(versions), '4.0.0-canary-6808');
  assert.equal(newestCommonCanary({...versions, '@docusaurus/types': ['3.10.2']}), undefined);
  // By number, not as text: 10000 is newer than 9999.
  assert.equal(newestCommonCanary({a: ['4.0.0-canary-9999', '4.0.0-canary-10000']}), '4.0.0-canary-10000');
});

test('the copy gets every @docusaurus/* at the canary and the peer bumps, and nothing else changes', () => {
  const pkg = {
    dependencies: {'@docusaurus/core': '3.10.2', react: '19.3.1'},
    devDependencies: {'@docusaurus/tsconfig': '3.10.2', typescript: '5.9.3'},
    overrides: {'@docusaurus/eslint-plugin': {'@typescript-eslint/utils': '8.73.0'}},
  };
  assert.deepEqual(docusaurusPackages(pkg), ['@docusaurus/core', '@docusaurus/tsconfig']);
  const {pkg: next, changes} = upgradePackageJson(pkg, '4.0.0-canary-6808', {typescript: '6.0.3', absent: '1.0.0'});
  assert.deepEqual(next, {
    dependencies: {'@docusaurus/core': '4.0.0-canary-6808', react: '19.3.1'},
    devDependencies: {'@docusaurus/tsconfig': '4.0.0-canary-6808', typescript: '6.0.3'},
    overrides: pkg.overrides,
  });
  assert.deepEqual(changes, [
    '@docusaurus/core 3.10.2 → 4.0.0-canary-6808',
    '@docusaurus/tsconfig 3.10.2 → 4.0.0-canary-6808',
    'typescript 5.9.3 → 6.0.3',
  ]);
  assert.equal(pkg.dependencies['@docusaurus/core'], '3.10.2', 'the original is left as it was');
});

test('peer ranges: what Docusaurus asks for, and the smallest upgrade that meets one', () => {
  assert.equal(satisfies('5.9.3', '>=6.0'), false);
  assert.equal(satisfies('6.0.3', '>=6.0'), true);
  assert.equal(satisfies('19.3.1', '^19.3.0'), true);
  assert.equal(satisfies('19.2.0', '^19.3.0'), false);
  assert.equal(satisfies('3.10.2', '^2 || ^3'), true);
  assert.equal(satisfies('4.0.0', '^2 || ^3'), false);
  assert.equal(satisfies('1.0.0', '*'), true);
  assert.equal(satisfies('1.0.0', 'latest'), undefined, 'a form it does not know is not judged');
  // npm lists a range's versions in publishing order; TypeScript 7 came out before 6.0.3.
  assert.equal(smallestUpgrade(['7.0.2', '6.0.2', '6.0.3']), '6.0.3');
  assert.deepEqual(minimumNode('>=24.14'), [24, 14]);
  assert.equal(minimumNode(undefined), undefined);
});

test('the first error of a step: npm refusals, the cause of a failed build, tsc, failed tests', () => {
  const eresolve = [
    'npm error code ERESOLVE',
    'npm error ERESOLVE unable to resolve dependency tree',
    'npm error Found: @docusaurus/theme-common@4.0.0-canary-6808',
    'npm error Could not resolve dependency:',
    'npm error peer @docusaurus/theme-common@"^2 || ^3" from @easyops-cn/docusaurus-search-local@0.55.3',
  ].join('\n');
  assert.equal(
    firstError(eresolve),
    'ERESOLVE: peer @docusaurus/theme-common@"^2 || ^3" from @easyops-cn/docusaurus-search-local@0.55.3 (Found: @docusaurus/theme-common@4.0.0-canary-6808)',
  );
  // With a lock file of the old major, npm may name the conflicting peer package and the locked version.
  const locked = [
    'npm error code ERESOLVE',
    'npm error ERESOLVE could not resolve',
    'npm error Found: @docusaurus/core@3.10.2',
    'npm error Could not resolve dependency:',
    'npm error @docusaurus/core@"4.0.0-canary-6808" from the root project',
    'npm error Conflicting peer dependency: @docusaurus/faster@4.0.0-canary-6808',
    'npm error   peerOptional @docusaurus/faster@"4.0.0-canary-6808" from @docusaurus/core@4.0.0-canary-6808',
  ].join('\n');
  assert.equal(
    firstError(locked),
    'ERESOLVE: Conflicting peer dependency: @docusaurus/faster@4.0.0-canary-6808 (Found: @docusaurus/core@3.10.2)',
  );
  const build = [
    '[ERROR] Error: Unable to build website for locale zh-Hans.',
    '    at tryToBuildLocale (node_modules/@docusaurus/core/lib/commands/build/build.js:76:15)',
    '  [cause]: Error: src/plugins/upstream: Docusaurus packages installed more than once:',
    '    @docusaurus/core: 4.0.0-canary-6808 at node_modules/@docusaurus/core; 3.10.2 at elsewhere',
    '    @docusaurus/utils: 4.0.0-canary-6808 at node_modules/@docusaurus/utils; 3.10.2 at elsewhere',
    '      at Object.upstream [as plugin] (src/plugins/upstream/index.ts:17:141)',
  ].join('\n');
  assert.equal(firstError(build), 'src/plugins/upstream: Docusaurus packages installed more than once: @docusaurus/{core, utils}');
  assert.equal(
    firstError("> tsc\n\nsrc/a.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.\n"),
    "src/a.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.",
  );
  // node:test: a file that could not load says why above its ✖, not under it in the closing list.
  const unit = [
    'Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: No "exports" main defined in node_modules/unicorn-magic/package.json',
    '✖ tests/unit/terms.test.ts (1611.0ms)',
    '✔ something else (1.0ms)',
    'ℹ tests 2',
    'ℹ fail 1',
    '✖ failing tests:',
    '',
    'test at tests/unit/terms.test.ts:1:1',
    '✖ tests/unit/terms.test.ts (1611.0ms)',
    "  'test failed'",
  ].join('\n');
  assert.deepEqual(failedTests(unit), [
    {
      name: 'tests/unit/terms.test.ts',
      error: 'Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: No "exports" main defined in node_modules/unicorn-magic/package.json',
    },
  ]);
  assert.equal(
    firstError(unit),
    'tests/unit/terms.test.ts: Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: No "exports" main defined in node_modules/unicorn-magic/package.json',
  );
  // Playwright's list reporter numbers its failures.
  const e2e = [
    '  1) [chromium] › routes.spec.ts:235:7 › routes (en) › /en/: renders ─────',
    '',
    '    Error: HTTP status',
    '',
    '    Expected: 200',
  ].join('\n');
  assert.deepEqual(failedTests(e2e), [{name: 'routes.spec.ts:235:7 › routes (en) › /en/: renders', error: 'Error: HTTP status'}]);
});

test('an install that passed says which peer range npm overrode', () => {
  const output = [
    'npm warn ERESOLVE overriding peer dependency',
    'npm warn Could not resolve dependency:',
    'npm warn peer @docusaurus/theme-common@"^2 || ^3" from @easyops-cn/docusaurus-search-local@0.55.3',
    'added 2073 packages in 3m',
  ].join('\n');
  assert.equal(
    peerWarning(output),
    'npm overrode a peer range: peer @docusaurus/theme-common@"^2 || ^3" from @easyops-cn/docusaurus-search-local@0.55.3',
  );
  assert.equal(peerWarning('added 1 package'), undefined);
});
