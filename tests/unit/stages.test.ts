// scripts/stages.mjs: the runner of `npm test` runs npm scripts in order, stops at the first that
// fails with its exit code, and says how long each took.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {formatSeconds, parseBefore, stageTable} from '../../scripts/stages.mjs';

const STAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'stages.mjs');

/** Runs stages.mjs in a throwaway package whose scripts print their name, sleep or fail. */
function runIn(scripts: Record<string, string>, args: string[], env: Record<string, string> = {}): {code: number | null; output: string} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lexboot-stages-'));
  try {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name: 'stages-test', private: true, scripts}));
    // The runner's own environment minus STAGES_BEFORE, which .ci/run sets for the real `npm test`.
    const {STAGES_BEFORE: _fromCi, ...inherited} = process.env;
    const result = spawnSync(process.execPath, [STAGES, ...args], {cwd: dir, encoding: 'utf8', env: {...inherited, ...env}});
    return {code: result.status, output: result.stdout + result.stderr};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** The match of `pattern` in `text`, which must be there. */
function matchOf(text: string, pattern: RegExp): RegExpMatchArray {
  const match = text.match(pattern);
  assert.ok(match, `${pattern} in:\n${text}`);
  return match;
}

const node = (code: string) => `node -e "${code}"`;

test("a failing stage stops the run, and its exit code is the run's", () => {
  const {code, output} = runIn(
    {
      first: node("console.log('first ran')"),
      fails: node("console.log('fails ran'); process.exit(3)"),
      never: node("console.log('never ran')"),
    },
    ['first', 'fails', 'never'],
  );
  assert.equal(code, 3);
  assert.match(output, /first ran[\s\S]*stage first: \d+\.\d s\n[\s\S]*fails ran[\s\S]*stage fails: \d+\.\d s \(FAILED, exit 3\)/);
  assert.doesNotMatch(output, /never ran/);
  assert.match(
    output,
    /Stage times:\n {2}first +\d+\.\d s\n {2}fails +\d+\.\d s {2}FAILED \(exit 3\)\n {2}never +- {2}not run\n {2}total +\d+\.\d s$/m,
  );
});

test('every stage passes: exit 0, each stage timed as long as it took', () => {
  const {code, output} = runIn({nap: node('setTimeout(() => {}, 1200)'), quick: node('')}, ['nap', 'quick']);
  assert.equal(code, 0, output);
  const seconds = (name: string) => Number(matchOf(output, new RegExp(`stage ${name}: (\\d+\\.\\d) s`))[1]);
  assert.ok(seconds('nap') >= 1.2, `nap took ${seconds('nap')} s`);
  assert.ok(seconds('quick') < seconds('nap'));
  assert.doesNotMatch(output, /FAILED|not run/);
  const total = Number(matchOf(output, / {2}total +(\d+\.\d) s/)[1]);
  assert.ok(Math.abs(total - (seconds('nap') + seconds('quick'))) <= 0.11, `total ${total}`);
});

test('stages timed before the runner (STAGES_BEFORE) head the table and count in the total', () => {
  const {code, output} = runIn({quick: node('')}, ['quick'], {STAGES_BEFORE: 'apt-get=2.5,npm ci=61.25'});
  assert.equal(code, 0, output);
  assert.match(output, /Stage times:\n {2}apt-get +2\.5 s\n {2}npm ci +1 min 01\.3 s\n {2}quick +\d+\.\d s\n {2}total +1 min 0\d\.\d s/);
  assert.throws(() => parseBefore('apt-get'), /expected name=seconds/);
});

test('a stage that is not a script of the package fails the run', () => {
  const {code, output} = runIn({quick: node('')}, ['missing', 'quick']);
  assert.notEqual(code, 0);
  assert.match(output, /missing +\d+\.\d s {2}FAILED \(exit \d+\)\n {2}quick +- {2}not run/);
});

test('times read as seconds, and as minutes past a minute', () => {
  assert.equal(formatSeconds(12.34), '12.3 s');
  assert.equal(formatSeconds(65.2), '1 min 05.2 s');
  assert.equal(formatSeconds(1325), '22 min 05.0 s');
  assert.match(stageTable([{name: 'build', seconds: 80, status: 'failed', code: 1}]), /build +1 min 20\.0 s {2}FAILED \(exit 1\)/);
});

test('stages joined by + run at the same time, their output held whole, the total counting the longer', () => {
  const {code, output} = runIn(
    {
      slow: node("console.log('slow starts'); setTimeout(() => console.log('slow ends'), 1500)"),
      fast: node("console.log('fast starts'); setTimeout(() => console.log('fast ends'), 1000)"),
      after: node("console.log('after ran')"),
    },
    ['slow+fast', 'after'],
  );
  assert.equal(code, 0, output);
  // Held: each stage's lines together, the one that ended first printed first.
  assert.match(
    output,
    /── fast ──\n[\s\S]*fast starts\n[\s\S]*fast ends\n[\s\S]*── slow ──\n[\s\S]*slow starts\n[\s\S]*slow ends\n[\s\S]*after ran/,
  );
  const seconds = (name: string) => Number(matchOf(output, new RegExp(`stage ${name}: (\\d+\\.\\d) s`))[1]);
  const total = Number(matchOf(output, / {2}total +(\d+\.\d) s/)[1]);
  // At the same time: the total is the longer of the two plus `after`, not their sum.
  assert.ok(total < seconds('slow') + seconds('fast'), `total ${total}`);
  assert.ok(Math.abs(total - (Math.max(seconds('slow'), seconds('fast')) + seconds('after'))) <= 0.11, `total ${total}`);
  assert.match(output, /Stage times:\n {2}slow +\d+\.\d s\n {2}∥ fast +\d+\.\d s\n {2}after +\d+\.\d s/);
});

test('a stage that fails beside another lets it finish, then stops the run with its code', () => {
  const {code, output} = runIn(
    {
      fails: node('process.exit(4)'),
      other: node("setTimeout(() => console.log('other finished'), 800)"),
      never: node("console.log('never ran')"),
    },
    ['fails+other', 'never'],
  );
  assert.equal(code, 4);
  assert.match(output, /other finished/);
  assert.doesNotMatch(output, /never ran/);
  assert.match(output, /fails +\d+\.\d s {2}FAILED \(exit 4\)\n {2}∥ other +\d+\.\d s\n {2}never +- {2}not run/);
});
