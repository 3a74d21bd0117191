/**
 * The messages between a page and the runner (/run/, a sandboxed frame): the page sends a program to
 * run, the runner answers when it has rendered it, or with what went wrong.
 */
import type {GeneratorOptions, Table} from '@lexboot/codegen';

export type RunLocale = 'zh-CN' | 'en';
export type RunTheme = 'light' | 'dark';

/** Runs the generated program of `files` (the generator's output for `sql` and `options`). */
export type RunRequest = {
  readonly type: 'lexboot:run';
  readonly id: number;
  /** The input, for the tables the program's foreign keys refer to. */
  readonly sql: string;
  /** The program's table, as the generator read it. */
  readonly table: Table;
  readonly options: GeneratorOptions;
  readonly files: readonly {readonly path: string; readonly content: string}[];
  readonly locale: RunLocale;
  readonly theme: RunTheme;
};

/** Only changes the colour mode of what runs. */
export type ThemeRequest = {readonly type: 'lexboot:theme'; readonly theme: RunTheme};

/**
 * The part of the frame the visitor sees (CSS pixels from the frame's top), sent by the page as it
 * scrolls: the frame is as tall as the program, so its drawers and dialogs are shown there, not at
 * the frame's top or bottom, which may be out of the window.
 */
export type ViewRequest = {readonly type: 'lexboot:view'; readonly top: number; readonly height: number};

/**
 * Why a program failed, as a code: the page says it in its own words (never the frame's text, which
 * the frame shows itself). `program`: the files hold no program; `compile`: a module does not compile;
 * `import`: a module imports what the runner does not have; `render`: the page throws while rendering;
 * `runtime`: an error or rejected promise nobody caught.
 */
export const FAILURE_CODES = ['program', 'compile', 'import', 'render', 'runtime'] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

export type RunnerMessage =
  | {readonly type: 'lexboot:ready'}
  | {readonly type: 'lexboot:ran'; readonly id: number; readonly rows: number}
  | {readonly type: 'lexboot:failed'; readonly id: number; readonly code: FailureCode}
  | {readonly type: 'lexboot:height'; readonly height: number}
  /** A drawer or dialog opened while too little of the frame is in the page's window: bring the frame's top into view. */
  | {readonly type: 'lexboot:reveal'};

export const RUNNER_PATH = '/run/';

/** The frame's tallest, in CSS pixels: a height beyond it is taken as this. */
export const MAX_FRAME_HEIGHT = 20_000;
/** The most rows a first page can have (the generated page sizes go up to 100). */
const MAX_ROWS = 10_000;

const isCount = (value: unknown, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;
const has = (data: object, keys: readonly string[]) => Object.keys(data).length === keys.length && keys.every((key) => key in data);

/**
 * A message from the frame, checked: its type, its shape (no key more or less) and its numbers
 * (finite, in range); anything else is undefined and ignored. The frame runs code the page did not
 * write, so nothing of what it says is taken on trust.
 */
export function runnerMessage(data: unknown): RunnerMessage | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'lexboot:ready':
      return has(message, ['type']) ? {type: 'lexboot:ready'} : undefined;
    case 'lexboot:reveal':
      return has(message, ['type']) ? {type: 'lexboot:reveal'} : undefined;
    case 'lexboot:height':
      return has(message, ['type', 'height']) &&
        typeof message.height === 'number' &&
        Number.isFinite(message.height) &&
        message.height >= 0
        ? {type: 'lexboot:height', height: Math.min(MAX_FRAME_HEIGHT, message.height)}
        : undefined;
    case 'lexboot:ran':
      return has(message, ['type', 'id', 'rows']) && isCount(message.id, Number.MAX_SAFE_INTEGER) && isCount(message.rows, MAX_ROWS)
        ? {type: 'lexboot:ran', id: message.id, rows: message.rows}
        : undefined;
    case 'lexboot:failed':
      return has(message, ['type', 'id', 'code']) &&
        isCount(message.id, Number.MAX_SAFE_INTEGER) &&
        (FAILURE_CODES as readonly unknown[]).includes(message.code)
        ? {type: 'lexboot:failed', id: message.id, code: message.code as FailureCode}
        : undefined;
    default:
      return undefined;
  }
}
