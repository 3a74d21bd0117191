#!/usr/bin/env node
// Runs npm scripts one after another, as `npm test` does, and says how long each took:
//
//   node scripts/stages.mjs typecheck test:unit build        runs `npm run typecheck`, then ...
//
// Each stage's output streams through. After each stage it prints `stage NAME: 12.3 s`; the run
// stops at the first stage that fails and exits with that stage's code. It ends with a table of
// every stage's time, the failed one marked and the ones not run named. Stages timed before it
// (`.ci/run` times its installs) are put at the head of the table when STAGES_BEFORE holds them,
// as `name=seconds` pairs separated by commas.
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';

/**
 * A stage of the run: its time in seconds once run (or timed before the runner), and, when it
 * failed, its exit code.
 * @typedef {{name: string, seconds?: number, status: 'passed' | 'failed' | 'not run', code?: number}} Stage
 */

/**
 * `12.3 s`, or minutes and seconds past a minute: `4 min 05.2 s`.
 * @param {number} seconds
 * @returns {string}
 */
export function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${(seconds - minutes * 60).toFixed(1).padStart(4, '0')} s`;
}

/**
 * Parses STAGES_BEFORE (`apt=3.2,npm ci=61.0`) into stages that already passed.
 * @param {string} [text]
 * @returns {Stage[]}
 */
export function parseBefore(text = '') {
  return text
    .split(',')
    .filter((pair) => pair.trim())
    .map((pair) => {
      const at = pair.lastIndexOf('=');
      const seconds = Number(pair.slice(at + 1));
      if (at < 1 || !Number.isFinite(seconds)) throw new Error(`STAGES_BEFORE: expected name=seconds, got "${pair}"`);
      return {name: pair.slice(0, at).trim(), seconds, status: 'passed'};
    });
}

/**
 * The closing table: one line a stage (passed, failed with its code, or not run) and the total.
 * @param {Stage[]} stages
 * @returns {string}
 */
export function stageTable(stages) {
  const width = Math.max(5, ...stages.map((s) => s.name.length));
  const ran = stages.filter((s) => s.seconds !== undefined);
  const total = ran.reduce((sum, s) => sum + s.seconds, 0);
  const row = (name, time, note = '') => `  ${name.padEnd(width)}  ${time.padStart(14)}${note ? `  ${note}` : ''}`;
  return [
    'Stage times:',
    ...stages.map((s) =>
      row(
        s.name,
        s.seconds === undefined ? '-' : formatSeconds(s.seconds),
        s.status === 'failed' ? `FAILED (exit ${s.code})` : s.status === 'not run' ? 'not run' : '',
      ),
    ),
    row('total', formatSeconds(total)),
  ].join('\n');
}

/** Runs `npm run <name>` with the output streamed; resolves to its exit code. */
function runStage(name, npm) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', name], {stdio: 'inherit'});
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`stage ${name}: could not start ${npm}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 + ({SIGINT: 2, SIGTERM: 15, SIGKILL: 9}[signal] ?? 0) : 1));
    });
  });
}

/** Runs the stages in order; resolves to the exit code of the run (0, or the failed stage's). */
export async function runStages(names, {npm = 'npm', before = [], log = console.log} = {}) {
  const stages = [...before, ...names.map((name) => ({name, status: 'not run'}))];
  let exitCode = 0;
  for (const stage of stages.slice(before.length)) {
    const started = process.hrtime.bigint();
    const code = await runStage(stage.name, npm);
    stage.seconds = Number(process.hrtime.bigint() - started) / 1e9;
    stage.status = code === 0 ? 'passed' : 'failed';
    stage.code = code;
    log(`stage ${stage.name}: ${formatSeconds(stage.seconds)}${code === 0 ? '' : ` (FAILED, exit ${code})`}`);
    if (code !== 0) {
      exitCode = code;
      break;
    }
  }
  log(`\n${stageTable(stages)}`);
  return exitCode;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  if (names.length === 0) {
    console.error('Usage: node scripts/stages.mjs <npm-script> [<npm-script> ...]');
    process.exit(2);
  }
  let before;
  try {
    before = parseBefore(process.env.STAGES_BEFORE);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  // No top-level await: the unit tests (TypeScript, run as CommonJS) import this module.
  runStages(names, {before}).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
