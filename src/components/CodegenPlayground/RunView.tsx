/**
 * The playground's output as two tabs: the files, and Run, the generated front-end program itself
 * running in the runner (/run/, see src/runner): a sandboxed frame (scripts only, an opaque origin)
 * created the first time Run is opened, so that nothing of it loads before. Each new output is sent
 * to it by postMessage and runs afresh; a refused table shows its problem, never the last screen.
 * A table from a share link is someone else's: its program waits for the visitor to run it, and its
 * screen is said to come from the link (issue 40).
 */
import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useColorMode} from '@docusaurus/theme-common';
import type {GeneratedFile, GeneratorOptions, Table} from '@lexboot/codegen';
import type {RunnerMessage, RunRequest, ThemeRequest} from '@site/src/runner/protocol';
import styles from './styles.module.css';
import type {Message} from './problems';
import {ProblemText} from './ProblemText';

/** What to run: a generated program and the input it came from, or the problem that refused the table. */
export type RunInput =
  | {readonly sql: string; readonly table: Table; readonly options: GeneratorOptions; readonly files: readonly GeneratedFile[]}
  | {readonly problem: Message}
  | undefined;

type Tab = 'files' | 'run';
/** The frame's height until the runner says how tall the program is. */
const FRAME_HEIGHT = 560;
const TABS: readonly Tab[] = ['files', 'run'];

type Program = Extract<RunInput, {files: unknown}>;
/** What the runner said of a program it was sent. */
type State = {program: Program; kind: 'ran'; rows: number} | {program: Program; kind: 'failed'; message: string};

function RunPanel({run, maxHeight, shared}: {run: RunInput; maxHeight: number; shared: boolean}): ReactNode {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState(FRAME_HEIGHT);
  const [said, setSaid] = useState<State>();
  const sent = useRef<{id: number; program: Program}>({id: 0, program: undefined as never});
  const {siteConfig, i18n} = useDocusaurusContext();
  // One runner for both locales, at the site's root: the English pages' base URL ends in en/.
  const localeBase = i18n.currentLocale === i18n.defaultLocale ? '' : `${i18n.currentLocale}/`;
  const src = `${siteConfig.baseUrl.endsWith(localeBase) ? siteConfig.baseUrl.slice(0, siteConfig.baseUrl.length - localeBase.length) : siteConfig.baseUrl}run/`;
  const {colorMode} = useColorMode();
  const locale = i18n.currentLocale === 'en' ? 'en' : 'zh-CN';

  useEffect(() => {
    const onMessage = (event: MessageEvent<RunnerMessage>) => {
      // Only the runner's frame speaks here; its origin is opaque ("null"), so its window is the check.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data;
      if (data.type === 'lexboot:ready') setReady(true);
      else if (data.type === 'lexboot:height') setHeight(Math.max(480, Math.min(maxHeight, Math.ceil(data.height))));
      else if (data.id !== sent.current.id) return;
      else if (data.type === 'lexboot:ran') setSaid({program: sent.current.program, kind: 'ran', rows: data.rows});
      else setSaid({program: sent.current.program, kind: 'failed', message: data.message});
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [maxHeight]);

  const program = run && 'files' in run ? run : undefined;
  useEffect(() => {
    if (!ready || !program) return;
    const id = sent.current.id + 1;
    sent.current = {id, program};
    const message: RunRequest = {
      type: 'lexboot:run',
      id,
      sql: program.sql,
      table: program.table,
      options: program.options,
      files: program.files.filter((f) => f.side === 'front-end').map((f) => ({path: f.path, content: f.content})),
      locale,
      theme: colorMode,
    };
    frame.current?.contentWindow?.postMessage(message, '*');
    // The colour mode is sent on its own below: a change of it does not run the program again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, program, locale]);
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({type: 'lexboot:theme', theme: colorMode} satisfies ThemeRequest, '*');
  }, [ready, colorMode]);

  const refused = run && 'problem' in run ? run.problem : undefined;
  // Until the runner answers for the program on screen, it is being compiled and run.
  const state = said && said.program === program ? said : ({kind: 'loading'} as const);
  return (
    <div className={styles.run}>
      <p className={styles.runStatus} role="status">
        {refused
          ? translate({id: 'codegen.run.refused', message: '这张表无法生成程序，修正上面的问题后即可运行。'})
          : state.kind === 'loading'
            ? translate({id: 'codegen.run.loading', message: '正在编译并运行生成的前端程序…'})
            : state.kind === 'ran'
              ? translate(
                  {
                    id: 'codegen.run.ran',
                    message: '生成的页面正在运行：浏览器内的后端按表结构生成了示例数据，第一页 {rows} 条。数据只保存在本页，刷新即重置。',
                  },
                  {rows: state.rows},
                )
              : translate({id: 'codegen.run.failed', message: '生成的程序运行出错：{message}'}, {message: state.message})}
      </p>
      {refused && (
        <p className={styles.runProblem}>
          <ProblemText message={refused} />
        </p>
      )}
      {!refused && shared && (
        <p className={styles.runShared}>
          {translate({
            id: 'codegen.run.sharedData',
            message: '下面页面的标题和数据由分享链接中的建表语句生成，不是 LexBoot 的内容。',
            description: 'Above the running program of a table from a share link',
          })}
        </p>
      )}
      <iframe
        ref={frame}
        className={styles.runFrame}
        hidden={refused !== undefined}
        src={src}
        // Scripts only: an opaque origin, no access to this page, its storage or its cookies.
        sandbox="allow-scripts"
        title={translate({id: 'codegen.run.frameTitle', message: '生成的前端程序（在浏览器中运行）'})}
        style={{height}}
      />
    </div>
  );
}

/** Run before its runner exists (shown without a click, not yet in view): the frame's place, kept so nothing moves. */
function RunPlaceholder(): ReactNode {
  return (
    <div className={styles.run}>
      <p className={styles.runStatus}>{translate({id: 'codegen.run.loading', message: '正在编译并运行生成的前端程序…'})}</p>
      <div className={styles.runFrame} style={{height: FRAME_HEIGHT}} />
    </div>
  );
}

/** Run of a table from a share link, until the visitor asks for it: nothing of the program is loaded. */
function RunHeld({onRun}: {onRun: () => void}): ReactNode {
  return (
    <div className={clsx(styles.run, styles.runHeld)}>
      <p>
        {translate({
          id: 'codegen.run.held',
          message: '这个程序由分享链接中的建表语句生成，还没有运行。请先检查建表语句和生成选项，再决定是否运行。',
          description: 'In the Run tab of a table from a share link, before the visitor runs it',
        })}
      </p>
      <button type="button" className="button button--primary" onClick={onRun}>
        {translate({id: 'codegen.run.start', message: '运行分享的程序', description: 'Runs the program of a table from a share link'})}
      </button>
    </div>
  );
}

/**
 * The state of the two tabs; `filesPanel` goes on the playground's files view, which stays where it is.
 * `runOnHash`: the location hash (without `#`) that opens Run, on arrival and whenever the page goes to it.
 * `initial`: the tab shown first. When it is Run (the home page), the runner is created once the panel
 * comes into view rather than on a click, so that the generated screen is simply there when the visitor
 * scrolls to it, and nothing of it loads for a visitor who does not. `maxHeight`: the frame's tallest, beyond
 * which the generated page scrolls in it (the home page's playground stays a screenful).
 */
export function useOutputTabs({
  runOnHash,
  initial = 'files',
  maxHeight = 2400,
}: {runOnHash?: string; initial?: Tab; maxHeight?: number} = {}) {
  const id = useId();
  const [tab, setTab] = useState<Tab>(initial);
  // The runner is created when Run is first opened (or seen, see above) and kept while the playground lives.
  const [opened, setOpened] = useState(false);
  const choose = useCallback((next: Tab) => {
    setTab(next);
    if (next === 'run') setOpened(true);
  }, []);
  useEffect(() => {
    if (!runOnHash) return undefined;
    const follow = () => {
      if (window.location.hash === `#${runOnHash}`) choose('run');
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [runOnHash, choose]);
  const filesPanel = {role: 'tabpanel', id: `${id}-files`, 'aria-labelledby': `${id}-files-tab`, hidden: tab !== 'files'} as const;
  return {id, tab, choose, opened, open: useCallback(() => setOpened(true), []), maxHeight, filesPanel};
}

/**
 * The tab list (files, Run) as WAI-ARIA has it (arrows, Home and End move between tabs), and the Run panel.
 * `shared`: the table is a share link's; `held`: its program waits for the visitor, who asks for it with
 * the panel's button (`onRun`).
 */
export function OutputTabs({
  tabs: state,
  run,
  shared = false,
  held = false,
  onRun,
}: {
  tabs: ReturnType<typeof useOutputTabs>;
  run: RunInput;
  shared?: boolean;
  held?: boolean;
  onRun?: () => void;
}): ReactNode {
  const {id, tab, choose, opened, open, maxHeight} = state;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const runPanel = useRef<HTMLDivElement>(null);
  // Run shown without a click (the home page): the runner is created when its panel comes into view.
  const seen = tab === 'run' && !opened && !held;
  useEffect(() => {
    const panel = runPanel.current;
    if (!seen || !panel) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open());
    observer.observe(panel);
    return () => observer.disconnect();
  }, [seen, open]);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (at + TABS.length - 1) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    choose(TABS[to]!);
    tabs.current[to]?.focus();
  };
  const label = (t: Tab) =>
    t === 'files' ? translate({id: 'codegen.tab.files', message: '文件'}) : translate({id: 'codegen.tab.run', message: '运行'});
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={translate({id: 'codegen.tab.label', message: '生成结果'})}>
        {TABS.map((t, i) => (
          <button
            key={t}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${t}-tab`}
            aria-selected={tab === t}
            aria-controls={`${id}-${t}`}
            tabIndex={tab === t ? 0 : -1}
            className={clsx(styles.tab, tab === t && styles.tabCurrent)}
            onClick={() => choose(t)}
            onKeyDown={onKeyDown}>
            {label(t)}
          </button>
        ))}
      </div>
      <div
        ref={runPanel}
        role="tabpanel"
        id={`${id}-run`}
        aria-labelledby={`${id}-run-tab`}
        hidden={tab !== 'run'}
        // Focus goes to the panel when its Run button goes away.
        tabIndex={-1}
        className={styles.runPanel}>
        {held ? (
          <RunHeld
            onRun={() => {
              open();
              onRun?.();
              runPanel.current?.focus();
            }}
          />
        ) : opened ? (
          <RunPanel run={run} maxHeight={maxHeight} shared={shared} />
        ) : (
          <RunPlaceholder />
        )}
      </div>
    </>
  );
}
