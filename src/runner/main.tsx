/**
 * The runner (/run/, built by scripts/runner.mjs): a document the playground loads in a sandboxed
 * frame (`sandbox="allow-scripts"`, an opaque origin, its own policy: eval allowed, no requests).
 * It takes a generated front-end program by postMessage, compiles its TSX with sucrase, links its
 * imports of react, @lexboot/components and @lexboot/core to the real packages bundled here, and
 * renders its page against the in-browser back end (./backend.ts). Before it listens for a program,
 * ./lockdown.ts closes every way out of the frame that the policy leaves open.
 */
import {lockDown} from './lockdown';
import {Component, StrictMode, type ComponentType, type ReactNode} from 'react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import {createRoot, type Root} from 'react-dom/client';
import {transform} from 'sucrase';
import * as components from '@lexboot/components';
import {DrawerHost, ModalHost} from '@lexboot/components';
import * as core from '@lexboot/core';
import {LexBootProvider, ProgramScope} from '@lexboot/core';
import {Backend, plansOf, type Locale} from './backend';
import {setBackend} from './shell';
import type {FailureCode, RunRequest, RunnerMessage} from './protocol';
import './infima.css';
import '../css/custom.css';
import './runner.css';

const BUILTINS: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  '@lexboot/components': components,
  '@lexboot/core': core,
};

const TEXTS = {
  'zh-CN': {
    failed: '生成的程序运行出错',
    exported: '导出：当前条件下的 {rows} 条记录（浏览器内的后端不生成文件）',
  },
  en: {
    failed: 'The generated program failed',
    exported: 'Export: the {rows} records of this search (the in-browser back end writes no file)',
  },
} as const;

type Program = {
  code: string;
  component: ComponentType;
  store: {getState(): {list: {loading: boolean; rows: unknown[]}}};
  messages: {'zh-CN': Record<string, unknown>; en: Record<string, unknown>};
};

function post(message: RunnerMessage): void {
  window.parent.postMessage(message, '*');
}

/** What went wrong, with the code the page says it by (protocol.ts); the message is shown in the frame only. */
class RunFailure extends Error {
  constructor(
    readonly code: FailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** The program's modules, compiled and linked: returns the default export of the program's index.tsx. */
function loadProgram(files: RunRequest['files']): Program {
  const sources = new Map(files.filter((f) => /^web\/.*\.tsx?$/.test(f.path)).map((f) => [f.path, f.content]));
  const entry = [...sources.keys()].find((path) => /^web\/src\/programs\/[^/]+\/index\.tsx$/.test(path));
  if (!entry) throw new RunFailure('program', 'The files have no web/src/programs/<program>/index.tsx');
  const modules = new Map<string, {exports: Record<string, unknown>}>();
  const resolve = (from: string, specifier: string): string => {
    if (specifier in BUILTINS) return specifier;
    if (!specifier.startsWith('.')) throw new RunFailure('import', `${from}: cannot import ${specifier}`);
    const parts = from.split('/').slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    const base = parts.join('/');
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => sources.has(path));
    if (!found) throw new RunFailure('import', `${from}: cannot find ${specifier}`);
    return found;
  };
  const load = (path: string): Record<string, unknown> => {
    if (path in BUILTINS) return BUILTINS[path] as Record<string, unknown>;
    const cached = modules.get(path);
    if (cached) return cached.exports;
    const module = {exports: {} as Record<string, unknown>};
    modules.set(path, module);
    let code: string;
    try {
      ({code} = transform(sources.get(path)!, {
        transforms: ['typescript', 'jsx', 'imports'],
        jsxRuntime: 'automatic',
        production: true,
        filePath: path,
      }));
    } catch (error) {
      throw new RunFailure('compile', error instanceof Error ? error.message : String(error));
    }
    // The one place that evaluates code: the runner's policy allows it here and nowhere else on the site.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function('require', 'module', 'exports', `${code}\n//# sourceURL=${path}`) as (
      require: (specifier: string) => unknown,
      module: {exports: unknown},
      exports: unknown,
    ) => void;
    run((specifier) => load(resolve(path, specifier)), module, module.exports);
    return module.exports;
  };
  const program = load(entry).default as Program | undefined;
  if (!program || typeof program.component !== 'function') throw new RunFailure('program', `${entry} does not export a program`);
  return program;
}

class Boundary extends Component<{children: ReactNode; onError: (error: Error) => void}, {error: Error | null}> {
  override state = {error: null as Error | null};
  static getDerivedStateFromError(error: Error) {
    return {error};
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  override render() {
    return this.state.error ? null : this.props.children;
  }
}

let root: Root | undefined;
let current = 0;
/**
 * Whether the page hears of the program's height: from when its first page is on screen (or its
 * failure), not while it is still starting, so that the frame changes height once, not at each step.
 */
let measured = false;
let locale: Locale = 'zh-CN';

/** Says what went wrong: its code to the page, its text here, in the frame. */
function showFailure(id: number, code: FailureCode, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (id !== current) return;
  post({type: 'lexboot:failed', id, code: error instanceof RunFailure ? error.code : code});
  measured = true;
  root?.unmount();
  root = createRoot(document.getElementById('root')!);
  root.render(
    <div className="runner-failure" role="alert">
      <strong>{TEXTS[locale].failed}</strong>
      <pre>{message}</pre>
    </div>,
  );
}

function setTheme(theme: string): void {
  document.documentElement.dataset.theme = theme === 'dark' ? 'dark' : 'light';
}

function Notice({rows}: {rows: number | null}): ReactNode {
  return (
    <p className="runner-notice" role="status">
      {rows === null ? '' : TEXTS[locale].exported.replace('{rows}', String(rows))}
    </p>
  );
}

function run(request: RunRequest): void {
  current = request.id;
  measured = false;
  locale = request.locale === 'en' ? 'en' : 'zh-CN';
  document.documentElement.lang = locale;
  setTheme(request.theme);
  root?.unmount();
  // Each program starts clean: the search form keeps its criteria in the address bar's query (a link
  // or a reload brings a search back), and the last program's query must not become the next one's
  // search, nor the same program's once its table is edited and its back end seeded afresh.
  window.history.replaceState(null, '', window.location.pathname);
  root = createRoot(document.getElementById('root')!);
  try {
    const backend = new Backend(plansOf(request.sql, request.table, request.options), locale);
    const program = loadProgram(request.files);
    const draw = (exported: number | null) =>
      root!.render(
        <StrictMode>
          <LexBootProvider locale={locale} dicts={backend.dicts}>
            <ProgramScope program={program}>
              <Boundary onError={(error) => showFailure(request.id, 'render', error)}>
                <Notice rows={exported} />
                <program.component />
                <DrawerHost />
                <ModalHost />
              </Boundary>
            </ProgramScope>
          </LexBootProvider>
        </StrictMode>,
      );
    setBackend(backend, (rows) => draw(rows));
    draw(null);
    // Reports once the first page is on screen (or what went wrong).
    const started = Date.now();
    const check = () => {
      if (request.id !== current) return;
      const list = program.store.getState().list;
      if (list.loading || (list.rows.length === 0 && Date.now() - started <= 3000)) {
        setTimeout(check, 30);
        return;
      }
      post({type: 'lexboot:ran', id: request.id, rows: list.rows.length});
      // Its height once the first page is drawn (later changes come from the observer below).
      measured = true;
      requestAnimationFrame(postHeight);
    };
    setTimeout(check, 30);
  } catch (error) {
    showFailure(request.id, 'runtime', error);
  }
}

const isTheme = (value: unknown): value is RunRequest['theme'] => value === 'light' || value === 'dark';

/** A request to run, checked as far as the runner reads it before the program does. */
function runRequest(data: Record<string, unknown>): RunRequest | undefined {
  const ok =
    Number.isSafeInteger(data.id) &&
    (data.id as number) > 0 &&
    typeof data.sql === 'string' &&
    typeof data.table === 'object' &&
    data.table !== null &&
    typeof data.options === 'object' &&
    data.options !== null &&
    Array.isArray(data.files) &&
    data.files.every(
      (f: unknown) =>
        typeof f === 'object' &&
        f !== null &&
        typeof (f as {path?: unknown}).path === 'string' &&
        typeof (f as {content?: unknown}).content === 'string',
    ) &&
    (data.locale === 'en' || data.locale === 'zh-CN') &&
    isTheme(data.theme);
  return ok ? (data as unknown as RunRequest) : undefined;
}

/**
 * Drawers and dialogs are shown in the part of the frame the visitor sees (the page says which, see
 * protocol.ts's ViewRequest): the frame is as tall as the program, and its top or bottom may be out of
 * the window. runner.css places them between these two lengths.
 */
/** The least of the frame, in pixels, a drawer or dialog is laid out in. */
const MIN_VIEW = 240;
let tooLittleInView = false;
/** A drawer or dialog is open while too little of the frame is in the page's window: the page scrolls to it. */
function revealOpenDialog(): void {
  if (tooLittleInView && document.querySelector('dialog[open]')) post({type: 'lexboot:reveal'});
}
new MutationObserver(revealOpenDialog).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['open']});

function setView(top: unknown, height: unknown): void {
  if (typeof top !== 'number' || typeof height !== 'number' || !Number.isFinite(top) || !Number.isFinite(height)) return;
  const frameHeight = window.innerHeight;
  const from = Math.max(0, Math.min(top, frameHeight));
  const to = Math.max(from, Math.min(top + height, frameHeight));
  // Too little of it in view (the frame scrolled almost away): the whole frame, as before, and a drawer
  // or dialog open asks the page to bring the frame into view (which sends the view again).
  tooLittleInView = to - from < MIN_VIEW;
  const [start, size] = tooLittleInView ? [0, frameHeight] : [from, to - from];
  if (tooLittleInView) revealOpenDialog();
  document.documentElement.style.setProperty('--runner-view-top', `${Math.round(start)}px`);
  document.documentElement.style.setProperty('--runner-view-bottom', `${Math.round(frameHeight - start - size)}px`);
}

lockDown();
window.addEventListener('message', (event: MessageEvent<unknown>) => {
  // Only the page that holds the frame (or, opened on its own, the runner itself) may run a program.
  if (event.source !== window.parent) return;
  const data = event.data;
  if (typeof data !== 'object' || data === null) return;
  const message = data as Record<string, unknown>;
  if (message.type === 'lexboot:run') {
    const request = runRequest(message);
    if (request) run(request);
  } else if (message.type === 'lexboot:theme' && isTheme(message.theme)) setTheme(message.theme);
  else if (message.type === 'lexboot:view') setView(message.top, message.height);
});
window.addEventListener('error', (event) => showFailure(current, 'runtime', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => showFailure(current, 'runtime', event.reason));
// The program's height, not the frame's (the document is at least as tall as the frame): the frame
// takes what the program needs, and gives back what it no longer does.
const container = document.getElementById('root')!;
function postHeight(): void {
  if (measured) post({type: 'lexboot:height', height: Math.ceil(container.getBoundingClientRect().height)});
}
new ResizeObserver(postHeight).observe(container);
post({type: 'lexboot:ready'});
