// .github/workflows/ci.yml: GitHub Actions runs `.ci/run` on every Node line the project supports
// (issue 16: the Node of our machines, 20, and the supported 22 and 24), each in Debian as our
// machines are, and a failure on one line does not cancel the others. The Lighthouse budgets (5 to 16
// minutes) run there every night and by hand, not on every change (issue 25: CI under 15 minutes), and so
// does the Docusaurus 4 canary (issue 42: a copy upgraded to the newest canary, tested beside the stock template).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from 'yaml';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The parts of a GitHub Actions workflow (and of one of its steps) that the tests read. */
interface Step {
  uses?: string;
  run?: string;
  with?: {name?: string; path?: string};
  if?: string;
}
/** A job that runs on the schedule and by hand (budgets, nightly, canary). */
type ScheduledJob = {if?: string; container: string; steps: Step[]};

interface Workflow {
  on: {push: {branches: string[]}; pull_request?: unknown; schedule?: Array<{cron: string}>; workflow_dispatch?: unknown};
  jobs: {
    test: {if?: string; strategy: {'fail-fast': boolean; matrix: {node: number[]}}; container: string; steps: Step[]};
    budgets?: ScheduledJob;
    canary?: ScheduledJob & {'timeout-minutes'?: number};
    nightly?: ScheduledJob;
  };
}

const workflow = parse(readFileSync(path.join(REPO, '.github', 'workflows', 'ci.yml'), 'utf8'), {
  strict: true,
  uniqueKeys: true,
}) as Workflow;
const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {engines: {node: string}; scripts: Record<string, string>};

test('the workflow runs on pushes to main and on pull requests', () => {
  assert.deepEqual(workflow.on.push.branches, ['main']);
  assert.ok('pull_request' in workflow.on);
});

test('the suite runs on Node 20, 22 and 24 in Debian containers, none cancelled by another', () => {
  const job = workflow.jobs.test;
  assert.equal(job.strategy['fail-fast'], false);
  assert.deepEqual(job.strategy.matrix.node, [20, 22, 24]);
  const image = (node: number) => job.container.replaceAll('${{ matrix.node }}', String(node));
  assert.deepEqual([20, 22, 24].map(image), ['node:20-bookworm', 'node:22-bookworm', 'node:24-bookworm']);
  // Each matrix job keeps its results under its own name (artifact names must not collide).
  const upload = job.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'));
  assert.ok(upload?.with?.name !== undefined, 'an upload-artifact step with a name');
  assert.match(upload.with.name, /\$\{\{ matrix\.node \}\}/);
});

test('each job installs npm 11 and then runs .ci/run, the same entry point as CI here', () => {
  const runs = workflow.jobs.test.steps.flatMap((s) => (s.run ? [s.run.trim()] : []));
  assert.deepEqual(runs, ['npm install -g npm@11', 'bash .ci/run']);
});

test('the lowest Node line tested is one package.json accepts', () => {
  const match = pkg.engines.node.match(/^>=(\d+)\./);
  assert.ok(match, `engines ${pkg.engines.node}`);
  const [, major] = match;
  assert.equal(Math.min(...workflow.jobs.test.strategy.matrix.node), Number(major), `engines ${pkg.engines.node}`);
});

/**
 * A job of the schedule: it exists, runs on the schedule and from the Actions tab only, never on a push
 * (its condition), in Node 20 on Debian as our machines do, and its steps install npm 11 and run
 * `.ci/run <mode>`, the same entry point as CI here.
 */
function scheduledJob(name: 'budgets' | 'nightly' | 'canary'): ScheduledJob {
  const job = workflow.jobs[name];
  assert.ok(job, `a ${name} job`);
  assert.equal(job.if, "github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'");
  assert.equal(job.container, 'node:20-bookworm');
  const runs = job.steps.flatMap((s) => (s.run ? [s.run.trim()] : []));
  assert.deepEqual(runs, ['npm install -g npm@11', `bash .ci/run ${name}`]);
  return job;
}

test('the Lighthouse budgets run every night and by hand, in their own job, and not in `npm test`', () => {
  const schedule = workflow.on.schedule ?? [];
  assert.equal(schedule.length, 1, 'one schedule');
  // Five cron fields: minute, hour, every day of every month.
  assert.match(schedule[0]?.cron ?? '', /^\d+ \d+ \* \* \*$/);
  assert.ok('workflow_dispatch' in workflow.on);
  scheduledJob('budgets');
  // The test job still runs on every change (no condition), and `npm test` leaves Lighthouse out.
  assert.equal(workflow.jobs.test.if, undefined);
  assert.doesNotMatch(pkg.scripts.test ?? '', /test:budgets/);
  assert.match(pkg.scripts['test:budgets'] ?? '', /scripts\/bench\.mjs .*--budget/);
  assert.match(readFileSync(path.join(REPO, '.ci', 'run'), 'utf8'), /budgets\) node scripts\/stages\.mjs build test:budgets ;;/);
});

test('the whole corpus in the runner and the Algolia build run every night and by hand, in their own job, not on every change', () => {
  scheduledJob('nightly');
  assert.match(
    readFileSync(path.join(REPO, '.ci', 'run'), 'utf8'),
    /nightly\) node scripts\/stages\.mjs build test:corpus test:algolia ;;/,
  );
  // The Algolia build: its own folder, which test:unit does not read.
  assert.match(pkg.scripts['test:algolia'] ?? '', /--test tests\/nightly\/\*\.test\.ts$/);
  assert.ok(existsSync(path.join(REPO, 'tests', 'nightly', 'algolia-build.test.ts')));
  assert.doesNotMatch(pkg.scripts['test:unit'] ?? '', /nightly|algolia/);
  // The whole corpus: the spec reads LEXBOOT_CORPUS=all; `npm test` runs the spec without it.
  assert.match(pkg.scripts['test:corpus'] ?? '', /^LEXBOOT_CORPUS=all playwright test tests\/e2e\/codegen-run\.spec\.ts$/);
  assert.match(readFileSync(path.join(REPO, 'tests', 'e2e', 'codegen-run.spec.ts'), 'utf8'), /process\.env\.LEXBOOT_CORPUS === 'all'/);
  assert.doesNotMatch(pkg.scripts.test ?? '', /test:corpus|LEXBOOT_CORPUS/);
});

test('the Docusaurus 4 canary runs every night and by hand, in its own job, with its results kept, and not in `npm test`', () => {
  // Node 20 in Debian, as on our machines: scripts/canary.mjs fetches the Node the canary needs.
  const canary = scheduledJob('canary');
  // Its table (test-results/canary.md) and each step's log are kept whether it passed or not.
  const upload = canary.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'));
  assert.equal(upload?.if, 'always()');
  assert.equal(upload?.with?.path, 'test-results/');
  assert.ok(
    upload?.with?.name &&
      upload.with.name !== workflow.jobs.budgets?.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))?.with?.name,
  );
  // `.ci/run canary` hands over to the script (before `npm ci`: the copies install their own).
  const run = readFileSync(path.join(REPO, '.ci', 'run'), 'utf8');
  assert.match(run, /if \[ "\$\{1:-\}" = canary \]; then\n\s+shift\n\s+exec node scripts\/canary\.mjs "\$@"\n\s*fi/);
  assert.ok(run.indexOf('scripts/canary.mjs') < run.indexOf('npm ci'), 'the canary mode starts before `npm ci`');
  assert.ok(existsSync(path.join(REPO, 'scripts', 'canary.mjs')));
  assert.doesNotMatch(pkg.scripts.test ?? '', /canary/);
});
