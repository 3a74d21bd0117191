/**
 * The playground's output as two tabs: the files, and Run, the generated front-end program itself
 * running in the runner (/run/, see src/runner): a sandboxed frame (scripts and forms, an opaque
 * origin) created the first time Run is opened, so that nothing of it loads before. Each new output
 * is sent to it by postMessage and runs afresh; a refused table shows its problem, never the last
 * screen. The frame is as tall as the program (no scroller in a scroller), and what it says back is
 * checked and said in the page's own words (src/runner/protocol.ts).
 * A table from a share link is someone else's: its program waits for the visitor to run it, and its
 * screen is said to come from the link (issue 40).
 */
import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useColorMode} from '@docusaurus/theme-common';
import type {GeneratedFile, GeneratorOptions, Table} from '@lexboot/codegen';
import {
  MAX_FRAME_HEIGHT,
  runnerMessage,
  type FailureCode,
  type RunRequest,
  type ThemeRequest,
  type ViewRequest,
} from '@site/src/runner/protocol';
import styles from './styles.module.css';
import type {Message} from './problems';
import {ProblemText} from './ProblemText';

/** What to run: a generated program and the input it came from, or the problem that refused the table. */
export type RunInput =
  | {readonly sql: string; readonly table: Table; readonly options: GeneratorOptions; readonly files: readonly GeneratedFile[]}
  | {readonly problem: Message}
  | undefined;

type Tab = 'files' | 'run';
/** The frame's height until the runner says how tall the program is (the home page's is in its style sheet). */
const FRAME_HEIGHT = 560;
/** The frame's least height: a drawer opened in it has room for its first fields. */
const MIN_FRAME_HEIGHT = 480;
const TABS: readonly Tab[] = ['files', 'run'];

type Program = Extract<RunInput, {files: unknown}>;
/** What the runner said of a program it was sent. */
type State = {program: Program; kind: 'ran'; rows: number} | {program: Program; kind: 'failed'; code: FailureCode};

/** What the page says of a program that failed, by the runner's code: never the runner's own text. */
function failureText(code: FailureCode): string {
  switch (code) {
    case 'program':
      return translate({
        id: 'codegen.run.failed.program',
        message: '生成的程序无法运行：生成的文件中没有可运行的前端程序。',
        description: 'Run view status: the generated files hold no front-end program',
      });
    case 'compile':
      return translate({
        id: 'codegen.run.failed.compile',
        message: '生成的程序无法运行：有一个前端文件编译失败，错误详情见下方运行框。',
        description: 'Run view status: a generated front-end file does not compile',
      });
    case 'import':
      return translate({
        id: 'codegen.run.failed.import',
        message: '生成的程序无法运行：它引用了运行环境中没有的模块，详情见下方运行框。',
        description: 'Run view status: the program imports a module the in-browser runner does not have',
      });
    case 'render':
      return translate({
        id: 'codegen.run.failed.render',
        message: '生成的页面在显示时出错，错误详情见下方运行框。',
        description: 'Run view status: the generated page threw while rendering',
      });
    default:
      return translate({
        id: 'codegen.run.failed.runtime',
        message: '生成的程序运行时出错，错误详情见下方运行框。',
        description: 'Run view status: an uncaught error in the running program',
      });
  }
}

/** The text of a program running: the longest the status line says, for which it keeps room. */
function ranText(rows: number): string {
  return translate(
    {
      id: 'codegen.run.ran',
      message: '生成的页面正在运行：浏览器内的后端按表结构生成了示例数据，第一页 {rows} 条。数据只保存在本页，刷新即重置。',
    },
    {rows},
  );
}

/**
 * The Run view's status line, as tall from the start as when the program runs (its longest text,
 * hidden, in the same cell), so that the frame under it does not move when the text changes.
 * `status`: announced as a live region (not on the placeholder of the server's markup).
 */
function StatusLine({status, children}: {status: boolean; children: ReactNode}): ReactNode {
  return (
    <p className={styles.runStatus}>
      <span role={status ? 'status' : undefined}>{children}</span>
      <span className={styles.runStatusRoom} aria-hidden="true">
        {ranText(20)}
      </span>
    </p>
  );
}

/** The part of `frame` the visitor sees, in its own pixels, below the page's sticky navigation bar. */
function visiblePart(frame: HTMLIFrameElement): ViewRequest {
  const box = frame.getBoundingClientRect();
  const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  const top = Math.max(0, Math.max(0, navbar) - box.top);
  const bottom = Math.min(box.height, window.innerHeight - box.top);
  return {type: 'lexboot:view', top: Math.round(top), height: Math.max(0, Math.round(bottom - top))};
}

function RunPanel({run, maxHeight, shared, tall}: {run: RunInput; maxHeight: number; shared: boolean; tall: boolean}): ReactNode {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  // Until the runner says, the style sheet's height (the home page's estimate of its program's) or FRAME_HEIGHT.
  const [height, setHeight] = useState<number>();
  const [said, setSaid] = useState<State>();
  const sent = useRef<{id: number; program: Program}>({id: 0, program: undefined as never});
  const {siteConfig, i18n} = useDocusaurusContext();
  // One runner for both locales, at the site's root: the English pages' base URL ends in en/.
  const localeBase = i18n.currentLocale === i18n.defaultLocale ? '' : `${i18n.currentLocale}/`;
  const src = `${siteConfig.baseUrl.endsWith(localeBase) ? siteConfig.baseUrl.slice(0, siteConfig.baseUrl.length - localeBase.length) : siteConfig.baseUrl}run/`;
  const {colorMode} = useColorMode();
  const locale = i18n.currentLocale === 'en' ? 'en' : 'zh-CN';

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      // Only the runner's frame speaks here; its origin is opaque ("null"), so its window is the check.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      // And only what the protocol has, checked: anything else is ignored.
      const data = runnerMessage(event.data);
      if (!data) return;
      if (data.type === 'lexboot:ready') setReady(true);
      // A drawer opened in a frame that is mostly below (or above) the window: its top, under the navbar, in view.
      else if (data.type === 'lexboot:reveal') frame.current.scrollIntoView({block: 'start'});
      else if (data.type === 'lexboot:height') {
        // The program's height, and the frame's own border around it.
        const border = frame.current.offsetHeight - frame.current.clientHeight;
        setHeight(Math.max(MIN_FRAME_HEIGHT, Math.min(maxHeight, Math.ceil(data.height))) + border);
      } else if (data.id !== sent.current.id) return;
      else if (data.type === 'lexboot:ran') setSaid({program: sent.current.program, kind: 'ran', rows: data.rows});
      else setSaid({program: sent.current.program, kind: 'failed', code: data.code});
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
  // The part of the frame in the window, for the runner to show its drawers and dialogs there.
  useEffect(() => {
    if (!ready) return undefined;
    let pending = 0;
    const send = () => {
      pending = 0;
      if (frame.current) frame.current.contentWindow?.postMessage(visiblePart(frame.current), '*');
    };
    const schedule = () => {
      pending ||= requestAnimationFrame(send);
    };
    send();
    window.addEventListener('scroll', schedule, {passive: true});
    window.addEventListener('resize', schedule, {passive: true});
    return () => {
      cancelAnimationFrame(pending);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ready, height]);

  const refused = run && 'problem' in run ? run.problem : undefined;
  // Until the runner answers for the program on screen, it is being compiled and run.
  const state = said && said.program === program ? said : ({kind: 'loading'} as const);
  return (
    <div className={styles.run}>
      <StatusLine status>
        {refused
          ? translate({id: 'codegen.run.refused', message: '这张表无法生成程序，修正上面的问题后即可运行。'})
          : state.kind === 'loading'
            ? translate({id: 'codegen.run.loading', message: '正在编译并运行生成的前端程序…'})
            : state.kind === 'ran'
              ? ranText(state.rows)
              : failureText(state.code)}
      </StatusLine>
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
        className={clsx(styles.runFrame, tall && styles.runFrameTall)}
        hidden={refused !== undefined}
        src={src}
        // Scripts, and forms, which the program submits to itself (its search and its record forms; the
        // runner's policy sends none anywhere). Nothing else: an opaque origin, no access to this page,
        // its storage or its cookies, no popups, no navigating the page, no downloads.
        sandbox="allow-scripts allow-forms"
        title={translate({id: 'codegen.run.frameTitle', message: '生成的前端程序（在浏览器中运行）'})}
        style={height === undefined ? (tall ? undefined : {height: FRAME_HEIGHT}) : {height}}
      />
    </div>
  );
}

/** Run before its runner exists (shown without a click, not yet in view): the frame's place, kept so nothing moves. */
function RunPlaceholder({tall}: {tall: boolean}): ReactNode {
  return (
    <div className={styles.run}>
      <StatusLine status={false}>{translate({id: 'codegen.run.loading', message: '正在编译并运行生成的前端程序…'})}</StatusLine>
      <div className={clsx(styles.runFrame, tall && styles.runFrameTall)} style={tall ? undefined : {height: FRAME_HEIGHT}} />
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
 * scrolls to it, and nothing of it loads for a visitor who does not; the frame's first height is then the
 * style sheet's estimate of the program's (`.runFrameTall`), so that little moves when it starts.
 * `maxHeight`: the frame's tallest, beyond which the generated page scrolls in it.
 */
export function useOutputTabs({
  runOnHash,
  initial = 'files',
  maxHeight = MAX_FRAME_HEIGHT,
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
  return {
    id,
    tab,
    choose,
    opened,
    open: useCallback(() => setOpened(true), []),
    maxHeight,
    filesPanel,
    runOnHash,
    runFirst: initial === 'run',
  };
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
  const {id, tab, choose, opened, open, maxHeight, runOnHash, runFirst} = state;
  // The anchor is the page's own, not a heading's: it is told to the build's broken-anchor check as a
  // heading's id is, so that links to it from other pages (the product page's /#see-it-run) are checked.
  const brokenLinks = useBrokenLinks();
  if (runOnHash) brokenLinks.collectAnchor(runOnHash);
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
      {/* Where the page's link to Run (runOnHash) lands: the tabs, then the running program under them. */}
      {runOnHash && <span id={runOnHash} className={styles.runAnchor} />}
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
          <RunPanel run={run} maxHeight={maxHeight} shared={shared} tall={runFirst} />
        ) : (
          <RunPlaceholder tall={runFirst} />
        )}
      </div>
    </>
  );
}
