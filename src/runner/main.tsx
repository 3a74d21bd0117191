/**
 * The runner (/run/, built by scripts/runner.mjs): a document the playground loads in a sandboxed
 * frame (`sandbox="allow-scripts"`, an opaque origin, its own policy: eval allowed, no requests).
 * It takes a generated front-end program by postMessage, compiles its TSX with sucrase, links its
 * imports of react, @lexboot/components and @lexboot/core to the real packages bundled here, and
 * renders its page against the in-browser back end (./backend.ts).
 */
import {Component, StrictMode, type ComponentType, type ReactNode} from 'react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import {createRoot, type Root} from 'react-dom/client';
import {transform} from 'sucrase';
import * as components from '@lexboot/components';
import {DrawerHost, ModalHost} from '@lexboot/components';
import * as core from '@lexboot/core';
import {LexBootProvider} from '@lexboot/core';
import {ProgramScope} from '@lexboot/core/internal';
import {Backend, plansOf, type Locale} from './backend';
import {setBackend} from './shell';
import type {RunRequest, RunnerMessage, ThemeRequest} from './protocol';
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

/** The program's modules, compiled and linked: returns the default export of the program's index.tsx. */
function loadProgram(files: RunRequest['files']): Program {
  const sources = new Map(files.filter((f) => /^web\/.*\.tsx?$/.test(f.path)).map((f) => [f.path, f.content]));
  const entry = [...sources.keys()].find((path) => /^web\/src\/programs\/[^/]+\/index\.tsx$/.test(path));
  if (!entry) throw new Error('The files have no web/src/programs/<program>/index.tsx');
  const modules = new Map<string, {exports: Record<string, unknown>}>();
  const resolve = (from: string, specifier: string): string => {
    if (specifier in BUILTINS) return specifier;
    if (!specifier.startsWith('.')) throw new Error(`${from}: cannot import ${specifier}`);
    const parts = from.split('/').slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    const base = parts.join('/');
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => sources.has(path));
    if (!found) throw new Error(`${from}: cannot find ${specifier}`);
    return found;
  };
  const load = (path: string): Record<string, unknown> => {
    if (path in BUILTINS) return BUILTINS[path] as Record<string, unknown>;
    const cached = modules.get(path);
    if (cached) return cached.exports;
    const module = {exports: {} as Record<string, unknown>};
    modules.set(path, module);
    const {code} = transform(sources.get(path)!, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: path,
    });
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
  if (!program || typeof program.component !== 'function') throw new Error(`${entry} does not export a program`);
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
let locale: Locale = 'zh-CN';

function showFailure(id: number, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (id !== current) return;
  post({type: 'lexboot:failed', id, message});
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
              <Boundary onError={(error) => showFailure(request.id, error)}>
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
      if (!list.loading && (list.rows.length > 0 || Date.now() - started > 3000))
        post({type: 'lexboot:ran', id: request.id, rows: list.rows.length});
      else setTimeout(check, 30);
    };
    setTimeout(check, 30);
  } catch (error) {
    showFailure(request.id, error);
  }
}

window.addEventListener('message', (event: MessageEvent<RunRequest | ThemeRequest>) => {
  // Only the page that holds the frame (or, opened on its own, the runner itself) may run a program.
  if (event.source !== window.parent) return;
  const data = event.data;
  if (data?.type === 'lexboot:run') run(data);
  else if (data?.type === 'lexboot:theme') setTheme(data.theme);
});
window.addEventListener('error', (event) => showFailure(current, event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => showFailure(current, event.reason));
// Nothing here goes to the network (the policy says so too): a program that tries fails visibly.
window.fetch = () => Promise.reject(new Error('The runner makes no requests'));
new ResizeObserver(() => post({type: 'lexboot:height', height: document.documentElement.scrollHeight})).observe(document.body);
post({type: 'lexboot:ready'});
