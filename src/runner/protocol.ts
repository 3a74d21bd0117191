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

export type RunnerMessage =
  | {readonly type: 'lexboot:ready'}
  | {readonly type: 'lexboot:ran'; readonly id: number; readonly rows: number}
  | {readonly type: 'lexboot:failed'; readonly id: number; readonly message: string}
  | {readonly type: 'lexboot:height'; readonly height: number};

export const RUNNER_PATH = '/run/';
