#!/usr/bin/env node
// Runs npm scripts one after another, as `npm test` does, and says how long each took:
//
//   node scripts/stages.mjs typecheck test:unit build        runs `npm run typecheck`, then ...
//   node scripts/stages.mjs lint+typecheck build             runs lint and typecheck at once, then build
//
// Stages joined by `+` run at the same time: on two cores, two single-threaded stages (ESLint, tsc,
// a test runner waiting on nginx or javac) finish in the time of the longer. A lone stage's output
// streams through; a joined stage's output is held and printed whole when it ends, so that two never
// interleave. After each stage it prints `stage NAME: 12.3 s`; the run stops after the first step
// in which a stage failed (the others of that step finish) and exits with that stage's code. It ends with a table of
// every stage's time, the failed one marked and the ones not run named. Stages timed before it
// (`.ci/run` times its installs) are put at the head of the table when STAGES_BEFORE holds them,
// as `name=seconds` pairs separated by commas.
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';

/**
 * A stage of the run: its time in seconds once run (or timed before the runner), and, when it
 * failed, its exit code. Stages run at the same time share a `step` number.
 * @typedef {{name: string, seconds?: number, status: 'passed' | 'failed' | 'not run', code?: number, step?: number}} Stage
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
 * The closing table: one line a stage (passed, failed with its code, or not run; `∥` marks the
 * stages that ran at the same time as the one before) and the total, the time the run took: stages
 * of one step count once, for the longest of them.
 * @param {Stage[]} stages
 * @returns {string}
 */
export function stageTable(stages) {
  const width = Math.max(5, ...stages.map((s) => s.name.length + 2));
  const longest = new Map();
  let total = 0;
  for (const s of stages) {
    if (s.seconds === undefined) continue;
    if (s.step === undefined) total += s.seconds;
    else longest.set(s.step, Math.max(longest.get(s.step) ?? 0, s.seconds));
  }
  for (const seconds of longest.values()) total += seconds;
  const row = (name, time, note = '') => `  ${name.padEnd(width)}  ${time.padStart(14)}${note ? `  ${note}` : ''}`;
  return [
    'Stage times:',
    ...stages.map((s, index) =>
      row(
        s.step !== undefined && stages[index - 1]?.step === s.step ? `∥ ${s.name}` : s.name,
        s.seconds === undefined ? '-' : formatSeconds(s.seconds),
        s.status === 'failed' ? `FAILED (exit ${s.code})` : s.status === 'not run' ? 'not run' : '',
      ),
    ),
    row('total', formatSeconds(total)),
  ].join('\n');
}

/**
 * Runs `npm run <name>`; resolves to its exit code. With `held`, its output is kept and printed
 * whole when it ends (under a line naming the stage) instead of streamed.
 */
function runStage(name, npm, held = false) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', name], {stdio: held ? ['inherit', 'pipe', 'pipe'] : 'inherit'});
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let printed = false;
    const print = () => {
      if (held && !printed) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      printed = true;
    };
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      print();
      console.error(`stage ${name}: could not start ${npm}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      print();
      resolve(code ?? (signal ? 128 + ({SIGINT: 2, SIGTERM: 15, SIGKILL: 9}[signal] ?? 0) : 1));
    });
  });
}

/**
 * Runs the steps in order, the stages of a step (`lint+typecheck`) at the same time; resolves to the
 * exit code of the run (0, or that of the first stage that failed).
 */
export async function runStages(steps, {npm = 'npm', before = [], log = console.log} = {}) {
  const planned = steps.map((step, index) => {
    const names = step.split('+').filter(Boolean);
    return names.map((name) => ({name, status: 'not run', ...(names.length > 1 ? {step: index} : {})}));
  });
  const stages = [...before, ...planned.flat()];
  let exitCode = 0;
  for (const step of planned) {
    const codes = await Promise.all(
      step.map(async (stage) => {
        const started = process.hrtime.bigint();
        const code = await runStage(stage.name, npm, step.length > 1);
        stage.seconds = Number(process.hrtime.bigint() - started) / 1e9;
        stage.status = code === 0 ? 'passed' : 'failed';
        stage.code = code;
        log(`stage ${stage.name}: ${formatSeconds(stage.seconds)}${code === 0 ? '' : ` (FAILED, exit ${code})`}`);
        return code;
      }),
    );
    exitCode = codes.find((code) => code !== 0) ?? 0;
    if (exitCode !== 0) break;
  }
  log(`\n${stageTable(stages)}`);
  return exitCode;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  if (names.length === 0) {
    console.error('Usage: node scripts/stages.mjs <npm-script>[+<npm-script>...] ...');
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
