/**
 * The code generator in the page: a CREATE TABLE statement and the generator's options on one side,
 * the files it writes on the other, one at a time, highlighted, each one copyable, all of them
 * downloadable as a zip. The input lives in the address bar's fragment (`#codegen=…`), so a reload
 * keeps it and the address is a link that restores it. Nothing typed is ever thrown away: a problem
 * in the statement is shown with its line and column while the last good output stays on screen.
 */
import {useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import {
  DEFAULT_OPTIONS,
  migrationVersionAt,
  type Dialect,
  type DialectOption,
  type GeneratedFile,
  type GenerateResult,
  type SchemaListing,
  type TableSummary,
} from '@lexboot/codegen';
import {decodeInput, fragmentFor, optionsFrom, type PlaygroundInput, type PlaygroundOptions} from './share';
import type {Sample} from './samples';
import {zip} from '@lexboot/codegen';
import {describeNote} from './notes';
import {describeProblem, problemPosition} from './problems';
import {ProblemText} from './ProblemText';
import {generateInPlayground, tableOption, type GenerationRequest, type Preset} from './generation';
import {useGeneration} from './useGeneration';
import {FIELD_ATTRIBUTE, ROOT_ATTRIBUTE, restoreFocus, typedBeforeTakeover, type Typed} from './takeover';
import {sameCode, ServerHighlighting, shownCode, TOKENS_ATTRIBUTE, tokensInMarkup} from './highlighting';
import styles from './styles.module.css';
import {OutputTabs, useOutputTabs, type RunInput} from './RunView';

type Props = {
  /** The statement the playground starts with, and the language of its comments. */
  readonly sample: Sample;
  /** Fewer rows and the options folded away, for the home page. */
  readonly compact?: boolean;
  /** A location hash (without `#`) that opens the Run tab: the home page's "see it run" link. */
  readonly runOnHash?: string;
  /** Show the Run tab first, its runner created when it comes into view (the home page shows the product). */
  readonly runFirst?: boolean;
};

/**
 * The sample's options: the tutorial's package, and everything else following the table (empty), so
 * that a pasted table gets its own program code, module, entity and comment language.
 */
function sampleOptions(): PlaygroundOptions {
  const {migrationVersion: _clock, ...defaults} = DEFAULT_OPTIONS;
  return {...defaults, programCode: '', commentLocale: ''};
}

/** The tutorial names its `legal_case` program CASE_MGMT (not LEGAL_CASE_MGMT, the name the table gives). */
const TUTORIAL_PRESET: Preset = {table: 'legal_case', programCode: 'CASE_MGMT'};

/** From this many characters on, the statement is read when the typing pauses for TYPING_PAUSE ms. */
const LARGE_INPUT = 256 * 1024;
const TYPING_PAUSE = 200;

/** Inputs up to this size are generated in the page for the first render; larger ones wait for the worker. */
const FIRST_RENDER_LIMIT = 200_000;

/** The input to start from: the server markup's fields as the visitor left them, over the address's input or the sample. */
function startingInput(typed: Typed | undefined, base: PlaygroundInput): PlaygroundInput {
  return typed ? {sql: typed.values.sql ?? base.sql, options: optionsFrom(typed.values, base.options)} : base;
}

/** The file shown first: the REST controller, the file the tutorial walks through. */
const FIRST_FILE = /Controller\.java$/;

const SIDES = ['back-end', 'database', 'front-end'] as const;

function sideLabel(side: GeneratedFile['side']): string {
  switch (side) {
    case 'back-end':
      return translate({id: 'codegen.side.backEnd', message: '后端（Spring Boot）', description: 'Group of generated Java files'});
    case 'database':
      return translate({id: 'codegen.side.database', message: '数据库迁移（Flyway）', description: 'Group of the generated SQL migration'});
    default:
      return translate({id: 'codegen.side.frontEnd', message: '前端程序（React）', description: 'Group of generated TypeScript files'});
  }
}

/** A file's name in the tree: its path below the package, the migration folder or the programs folder. */
function shortName(file: GeneratedFile): string {
  return file.path
    .replace(/^server\/src\/main\/java\/(?:[a-z0-9_]+\/)+?(?=[A-Z]|dto\/[A-Z])/, '')
    .replace(/^server\/src\/main\/resources\//, '')
    .replace(/^web\/src\/programs\//, '');
}

/** The input in the address bar, when the page was opened with one. Browser only. */
function inputFromAddress(defaults: PlaygroundOptions): PlaygroundInput | 'invalid' | undefined {
  return typeof window === 'undefined' ? undefined : decodeInput(window.location.hash, defaults);
}

function sameInput(a: PlaygroundInput, b: PlaygroundInput): boolean {
  return a.sql === b.sql && JSON.stringify(a.options) === JSON.stringify(b.options);
}

/**
 * The fragment of the visitor's own last input in this tab (session storage: a tab of its own, kept
 * over a reload), so that a reload of what they typed is not taken for a link someone sent them.
 */
const OWN_FRAGMENT = 'lexboot:codegen:own';

function ownFragment(): string | undefined {
  try {
    return window.sessionStorage.getItem(OWN_FRAGMENT) ?? undefined;
  } catch {
    return undefined;
  }
}

function rememberOwnFragment(hash: string): void {
  try {
    window.sessionStorage.setItem(OWN_FRAGMENT, hash);
  } catch {
    // No storage (blocked by the browser): a reload of the visitor's own input is then taken for a link.
  }
}

/** The input of a link someone sent: the address's input, unless it is what the visitor typed in this tab. */
function sharedInput(fromAddress: PlaygroundInput | 'invalid' | undefined): PlaygroundInput | undefined {
  return typeof fromAddress === 'object' && ownFragment() !== window.location.hash ? fromAddress : undefined;
}

/**
 * Writes the input into the fragment without a new history entry; the sample alone leaves the address
 * clean, and so does an input too large for a link (a reload would otherwise bring back an older one).
 * Returns whether the address now holds the input.
 */
function writeAddress(input: PlaygroundInput, initial: PlaygroundInput): boolean {
  const url = new URL(window.location.href);
  const fragment = sameInput(input, initial) ? '' : fragmentFor(input);
  url.hash = fragment ?? '';
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href.replace(/#$/, ''));
  return fragment !== undefined;
}

/** Offers a file for download, as a link clicked would. */
function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A table in the picker: its name, its comment, its number of columns. */
function tableLabel(table: TableSummary): string {
  const name = tableOption(table);
  const comment = table.comment?.trim();
  return comment
    ? translate({id: 'codegen.table.option', message: '{name}：{comment}（{count} 列）'}, {name, comment, count: table.columns})
    : translate({id: 'codegen.table.optionBare', message: '{name}（{count} 列）'}, {name, count: table.columns});
}

/** What the picker says about the file: how many tables, and which statements were passed over. */
function listingText(listing: Extract<SchemaListing, {ok: true}>): string {
  const {total, byKind} = listing.skipped;
  const kinds = Object.entries(byKind)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(translate({id: 'codegen.table.separator', message: '、', description: 'Between the kinds of statements skipped'}));
  return total === 0
    ? translate({id: 'codegen.table.noneSkipped', message: '文件中有 {tables} 张表，请选择一张。'}, {tables: listing.tables.length})
    : translate(
        {id: 'codegen.table.skipped', message: '文件中有 {tables} 张表，请选择一张。生成用不到的 {total} 条语句已跳过：{kinds}。'},
        {tables: listing.tables.length, total, kinds},
      );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

type OptionField = {
  readonly key: Exclude<keyof PlaygroundOptions, 'commentLocale'>;
  readonly label: string;
  readonly hint: string;
};

function optionFields(): OptionField[] {
  return [
    {
      key: 'basePackage',
      label: translate({id: 'codegen.option.basePackage', message: '基础包名'}),
      hint: translate({id: 'codegen.option.basePackage.hint', message: '如 com.example.lawfirm'}),
    },
    {
      key: 'module',
      label: translate({id: 'codegen.option.module', message: '模块（子包）'}),
      hint: translate({id: 'codegen.option.module.hint', message: '留空时取实体类名的小写形式'}),
    },
    {
      key: 'programCode',
      label: translate({id: 'codegen.option.programCode', message: '程序代码'}),
      hint: translate({id: 'codegen.option.programCode.hint', message: '大写下划线格式，如 CASE_MGMT；留空时由表名生成'}),
    },
    {
      key: 'entityName',
      label: translate({id: 'codegen.option.entityName', message: '实体类名'}),
      hint: translate({id: 'codegen.option.entityName.hint', message: '留空时由表名生成'}),
    },
    {
      key: 'tablePrefix',
      label: translate({id: 'codegen.option.tablePrefix', message: '表名前缀'}),
      hint: translate({id: 'codegen.option.tablePrefix.hint', message: '生成类名前去掉，如 t_'}),
    },
  ];
}

/** From this many tables on, the picker has a filter: a list of over a thousand is not read, it is searched. */
const FILTER_TABLES_FROM = 1000;

/**
 * The table picker: a labelled drop-down (the label is the field's), and, for a file of many tables, a
 * labelled filter above it that keeps the tables whose name or comment holds what is typed. The table
 * picked stays in the list whatever the filter, so that the drop-down always shows it.
 */
function TablePicker({
  id,
  tables,
  value,
  onChange,
}: {
  readonly id: string;
  readonly tables: readonly TableSummary[];
  readonly value: string;
  readonly onChange: (table: string) => void;
}): ReactNode {
  const [filter, setFilter] = useState('');
  const filtered = tables.length >= FILTER_TABLES_FROM;
  const wanted = filter.trim().toLowerCase();
  const shown = useMemo(
    () =>
      !filtered || !wanted
        ? tables
        : tables.filter(
            (table) =>
              tableOption(table) === value ||
              tableOption(table).toLowerCase().includes(wanted) ||
              (table.comment ?? '').toLowerCase().includes(wanted),
          ),
    [filtered, tables, wanted, value],
  );
  const select = (
    <select
      id={id}
      {...{[FIELD_ATTRIBUTE]: 'table'}}
      value={value}
      aria-describedby={`${id}-hint`}
      onChange={(event) => onChange(event.target.value)}>
      {shown.map((table) => (
        <option key={tableOption(table)} value={tableOption(table)}>
          {tableLabel(table)}
        </option>
      ))}
    </select>
  );
  if (!filtered) return select;
  return (
    <>
      <label htmlFor={`${id}-filter`}>{translate({id: 'codegen.table.filter', message: '筛选表（名称或注释）'})}</label>
      <input
        id={`${id}-filter`}
        type="search"
        value={filter}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-controls={id}
        aria-describedby={`${id}-filter-count`}
        onChange={(event) => setFilter(event.target.value)}
        onKeyDown={(event) => {
          // Down from the filter goes to the list it narrowed.
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            document.getElementById(id)?.focus();
          }
        }}
      />
      <small id={`${id}-filter-count`} aria-live="polite">
        {translate(
          {id: 'codegen.table.filterCount', message: '列出 {shown} 张，共 {total} 张'},
          {shown: shown.length, total: tables.length},
        )}
      </small>
      {select}
    </>
  );
}

const DIALECT_NAMES: Readonly<Record<Dialect, string>> = {mysql: 'MySQL', postgresql: 'PostgreSQL'};

/** The SQL dialect: auto by default, saying what auto decided and from what; or MySQL or PostgreSQL, as the visitor knows. */
function DialectField({
  id,
  value,
  listing,
  onChange,
}: {
  readonly id: string;
  readonly value: DialectOption;
  readonly listing: SchemaListing | undefined;
  readonly onChange: (dialect: DialectOption) => void;
}): ReactNode {
  const decided = listing?.ok ? listing : undefined;
  const autoLabel = decided
    ? translate({id: 'codegen.option.dialect.autoNow', message: '自动判断（现为 {dialect}）'}, {dialect: DIALECT_NAMES[decided.dialect]})
    : translate({id: 'codegen.option.dialect.auto', message: '自动判断'});
  const decision = decided?.dialectDecision;
  const hint =
    value !== 'auto' || !decided || !decision || decision.by === 'option'
      ? translate({id: 'codegen.option.dialect.hint', message: '建表语句中没有只属于一种数据库的写法时，请在这里指明'})
      : decision.by === 'sign'
        ? translate(
            {id: 'codegen.option.dialect.bySign', message: '依据第 {line} 行第 {column} 列只有 {dialect} 才有的写法'},
            {line: decision.at.line, column: decision.at.column, dialect: DIALECT_NAMES[decided.dialect]},
          )
        : translate({
            id: 'codegen.option.dialect.byDefault',
            message: '语句中没有只属于一种数据库的写法，按 MySQL 读取；PostgreSQL 的表请在这里指明',
          });
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{translate({id: 'codegen.option.dialect', message: 'SQL 方言'})}</label>
      <select
        id={id}
        {...{[FIELD_ATTRIBUTE]: 'dialect'}}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(chosen === 'mysql' || chosen === 'postgresql' ? chosen : 'auto');
        }}>
        <option value="auto">{autoLabel}</option>
        <option value="mysql">MySQL</option>
        <option value="postgresql">PostgreSQL</option>
      </select>
      <small id={`${id}-hint`}>{hint}</small>
    </div>
  );
}

export default function CodegenPlayground({sample, compact = false, runOnHash, runFirst = false}: Props): ReactNode {
  const kind = compact ? 'compact' : 'full';
  const isBrowser = useIsBrowser();
  const initial = useMemo<PlaygroundInput>(() => ({sql: sample.sql, options: sampleOptions()}), [sample]);
  // Read once, while the server's markup is still in the page: what the visitor typed into it wins.
  const [start] = useState(() => {
    const fromAddress = inputFromAddress(initial.options);
    const typed = typedBeforeTakeover(kind);
    return {
      fromAddress,
      linked: sharedInput(fromAddress),
      typed,
      input: startingInput(typed, typeof fromAddress === 'object' ? fromAddress : initial),
      markupTokens: tokensInMarkup(kind),
    };
  });
  const highlightOnServer = useContext(ServerHighlighting);
  const {fromAddress, linked} = start;
  const [input, setInput] = useState<PlaygroundInput>(start.input);
  // The statement is a link's (someone else's, not the site's) until the visitor edits it or restores
  // the sample: the page says so, and its program runs only when the visitor asks (issue 40).
  const shared = linked !== undefined && input.sql === linked.sql;
  const [runAsked, setRunAsked] = useState(false);
  const [undo, setUndo] = useState<PlaygroundInput>();
  const [migrationVersion] = useState(() => migrationVersionAt(new Date()));
  const request = useMemo<GenerationRequest>(
    () => ({sql: input.sql, options: input.options, migrationVersion, preset: TUTORIAL_PRESET, fallbackLocale: sample.commentLocale}),
    [input, migrationVersion, sample.commentLocale],
  );
  const [firstGeneration] = useState(() => (input.sql.length <= FIRST_RENDER_LIMIT ? generateInPlayground(request) : undefined));
  // `slow`: said only when it lasts; a table of a few columns is generated before the eye notices.
  const generating = useGeneration(request, firstGeneration);
  const {generation} = generating;
  // Typing in a large input, not yet read (see the textarea's listener).
  const [typing, setTyping] = useState(false);
  const busy = generating.busy || typing;
  const slow = generating.slow || typing;
  const result: GenerateResult | undefined = generation?.result;
  // The last output that worked: shown, marked as out of date, while the statement has a problem. Only
  // the same table's: another table picked from the file and refused shows its problem and no files.
  const [lastGood, setLastGood] = useState<{readonly result: Extract<GenerateResult, {ok: true}>; readonly table: string}>();
  if (result?.ok && result !== lastGood?.result) setLastGood({result, table: generation?.table ?? ''});
  const shown = result?.ok ? result : lastGood?.table === (generation?.table ?? '') ? lastGood?.result : undefined;
  const files = shown?.files ?? [];
  const [selected, setSelected] = useState<number>();
  const firstFile = Math.max(
    0,
    files.findIndex((f) => FIRST_FILE.test(f.path)),
  );
  const index = selected !== undefined && selected < files.length ? selected : firstFile;
  const file = files[index];
  const [status, setStatus] = useState('');
  const [manualLink, setManualLink] = useState<string>();

  const id = useId();
  const sqlId = `${id}-sql`;
  const problemId = `${id}-problem`;
  const sharedId = `${id}-shared`;
  const root = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Restore the sample disables itself, and Undo goes away once used: focus moves to what comes next
  // (Undo, then the statement it brought back) rather than being dropped on the page.
  const undoButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    writeAddress(input, initial);
    if (!shared) rememberOwnFragment(window.location.hash);
  }, [input, initial, shared]);

  // The live playground has replaced the server's markup: the field the visitor was in keeps focus and caret.
  useLayoutEffect(() => restoreFocus(root.current, start.typed), [start.typed]);

  useEffect(() => {
    if (undo) undoButton.current?.focus();
  }, [undo]);

  // Opened from a shared link: the playground is what the link is for, and it sits far down the page.
  useEffect(() => {
    if (fromAddress !== undefined) root.current?.scrollIntoView({block: 'start'});
  }, [fromAddress]);

  const update = useCallback((next: {sql?: string; options?: Partial<PlaygroundOptions>}) => {
    setInput((current) => ({sql: next.sql ?? current.sql, options: {...current.options, ...next.options}}));
    setStatus('');
  }, []);

  // The statement's textarea is left to the browser (uncontrolled): React would otherwise write a
  // 5 MB value, and its copy as the default value, back into it at every keystroke. The state
  // follows the textarea; only Restore and Undo write into it.
  const replaceInput = (next: PlaygroundInput) => {
    if (textarea.current) textarea.current.value = next.sql;
    setInput(next);
  };

  const showProblemAt = () => {
    if (!result || result.ok || !textarea.current) return;
    const at = problemPosition(result.problem);
    if (!at) return;
    const lines = input.sql.split('\n');
    const offset = lines.slice(0, at.line - 1).reduce((sum, line) => sum + line.length + 1, 0) + at.column - 1;
    textarea.current.focus();
    textarea.current.setSelectionRange(offset, offset);
  };

  const restoreSample = () => {
    setUndo(input);
    replaceInput(initial);
    setStatus(translate({id: 'codegen.sample.restored', message: '已恢复示例。可以撤销，找回刚才的输入。'}));
  };

  const copyFile = async () => {
    if (!file) return;
    const done = await copyText(file.content);
    setStatus(
      done
        ? translate({id: 'codegen.copy.done', message: '已复制 {file}'}, {file: shortName(file)})
        : translate({id: 'codegen.copy.failed', message: '浏览器不允许复制：请在代码中按 Ctrl+A 全选后复制。'}),
    );
  };

  const download = () => {
    if (!shown) return;
    const folder = shown.names.programFolder;
    const archive: Uint8Array<ArrayBuffer> = zip(
      shown.files.map((f) => ({path: `${folder}/${f.path}`, content: f.content})),
      new Date(),
    );
    saveFile(`${folder}.zip`, new Blob([archive], {type: 'application/zip'}));
    setStatus(
      translate(
        {id: 'codegen.download.done', message: '已下载 {name}，共 {count} 个文件'},
        {name: `${folder}.zip`, count: shown.files.length},
      ),
    );
  };

  const share = async () => {
    if (!writeAddress(input, initial)) {
      // Too large for a link: the input itself, as a file to send.
      const file = new Blob([input.sql], {type: 'application/sql'});
      const name = `${shown?.names.programFolder ?? 'schema'}.sql`;
      saveFile(name, file);
      setManualLink(undefined);
      setStatus(
        translate(
          {
            id: 'codegen.share.tooLarge',
            message: '输入有 {size}，放不进链接（链接最多容纳约 24 KB 的建表语句）。已下载为 {name}：把文件发给对方，对方粘贴进来即可。',
          },
          {size: sizeText(file.size), name},
        ),
      );
      return;
    }
    const link = window.location.href;
    if (await copyText(link)) {
      setManualLink(undefined);
      setStatus(translate({id: 'codegen.share.done', message: '链接已复制：打开它会恢复当前的建表语句和选项。'}));
    } else {
      setManualLink(link);
      setStatus(translate({id: 'codegen.share.manual', message: '浏览器不允许复制，请手动复制下面的链接。'}));
    }
  };

  const problem = !result || result.ok ? undefined : describeProblem(result.problem);
  const problemField = result && !result.ok && result.problem.kind === 'invalid-option' ? result.problem.option : undefined;
  const names = shown?.names;
  // The Run view's program: the current output (never the last good one), or the problem refusing it.
  const run = useMemo<RunInput>(() => {
    if (!result || !generation) return undefined;
    if (!result.ok) return {problem: problem ?? []};
    const options = {
      ...DEFAULT_OPTIONS,
      ...input.options,
      table: generation.table,
      commentLocale: generation.commentLocale,
      programCode: result.names.programCode,
      entityName: result.names.entity,
      module: result.names.module,
    };
    return {sql: input.sql, table: result.table, options, files: result.files};
  }, [result, generation, problem, input]);
  const outputTabs = useOutputTabs({runOnHash, initial: runFirst ? 'run' : 'files'});
  // A link's options are shown, not folded away: they are part of what the visitor is asked to check.
  const [optionsOpen, setOptionsOpen] = useState(() => linked !== undefined && !sameInput({...linked, sql: ''}, {...initial, sql: ''}));
  const listing = generation?.listing;
  // Announced politely, and shown, when a generation takes long enough to be noticed (a large paste).
  const busyText = (
    <span role="status" className={styles.busy}>
      {slow ? translate({id: 'codegen.output.busy', message: '正在生成…'}) : ''}
    </span>
  );

  // The statement's textarea is React's only as HTML: React would read its value at every keystroke
  // and write its default value back, which costs Chrome hundreds of milliseconds a keystroke with
  // 5 MB in it. The page listens to it directly, and keeps its ARIA state up to date.
  const statementHtml = useMemo(
    () =>
      // A leading newline is dropped by the HTML parser: the one written here keeps the statement's own.
      `<textarea id="${escapeHtml(sqlId)}" ${FIELD_ATTRIBUTE}="sql" class="${styles.sql}" rows="${compact ? 9 : 16}" ` +
      `spellcheck="false" autocapitalize="off" autocomplete="off">\n${escapeHtml(start.input.sql)}</textarea>`,
    [sqlId, compact, start.input.sql],
  );
  const statementBox = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = statementBox.current?.querySelector('textarea') ?? null;
    textarea.current = element;
    if (!element) return undefined;
    // A large input is read once the typing pauses: reading 5 MB out of the textarea at every key
    // costs more than the key itself. Until then the page says that it has more to do.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      timer = undefined;
      setTyping(false);
      update({sql: element.value});
    };
    const onInput = () => {
      clearTimeout(timer);
      if (element.textLength < LARGE_INPUT) return read();
      setTyping(true);
      timer = setTimeout(read, TYPING_PAUSE);
    };
    element.addEventListener('input', onInput);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('input', onInput);
    };
  }, [statementHtml, update]);
  const invalidStatement = problem !== undefined && !problemField;
  // Highlighted once per file shown, not at every render (a keystroke re-renders the playground). The
  // server's markup shows the first file coloured, and the live playground keeps its tokens (./highlighting.ts).
  const highlighted = useMemo(() => {
    if (!file) return undefined;
    const language = file.language === 'tsx' ? 'tsx' : file.language;
    const tokens = highlightOnServer
      ? highlightOnServer(shownCode(file.content), language)
      : sameCode(start.markupTokens, file.content)
        ? start.markupTokens.tokens
        : undefined;
    return (
      <div {...(highlightOnServer && tokens ? {[TOKENS_ATTRIBUTE]: tokens} : {})}>
        <CodeBlock language={language} data-tokens={tokens}>
          {file.content}
        </CodeBlock>
      </div>
    );
  }, [file, highlightOnServer, start.markupTokens]);
  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    if (invalidStatement) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
    const described = [shared ? sharedId : '', problem ? problemId : ''].filter(Boolean).join(' ');
    if (described) element.setAttribute('aria-describedby', described);
    else element.removeAttribute('aria-describedby');
  }, [invalidStatement, problem, problemId, shared, sharedId]);

  const options = (
    <div className={styles.options}>
      {optionFields().map((field) => {
        const fieldId = `${id}-${field.key}`;
        const invalid = problemField === field.key;
        // What an empty field stands for: the name the table gives.
        const derived = {module: names?.module, entityName: names?.entity, programCode: names?.programCode}[field.key as string];
        return (
          <div key={field.key} className={styles.field}>
            <label htmlFor={fieldId}>{field.label}</label>
            <input
              id={fieldId}
              {...{[FIELD_ATTRIBUTE]: field.key}}
              type="text"
              value={input.options[field.key]}
              placeholder={derived}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${fieldId}-hint ${problemId}` : `${fieldId}-hint`}
              onChange={(event) => update({options: {[field.key]: event.target.value}})}
            />
            <small id={`${fieldId}-hint`}>{field.hint}</small>
          </div>
        );
      })}
      <div className={styles.field}>
        <label htmlFor={`${id}-commentLocale`}>{translate({id: 'codegen.option.commentLocale', message: '列注释的语言'})}</label>
        <select
          id={`${id}-commentLocale`}
          {...{[FIELD_ATTRIBUTE]: 'commentLocale'}}
          value={input.options.commentLocale}
          onChange={(event) => {
            const value = event.target.value;
            update({options: {commentLocale: value === 'en' || value === 'zh-CN' ? value : ''}});
          }}>
          <option value="">
            {(generation?.commentLocale ?? sample.commentLocale) === 'en'
              ? translate({id: 'codegen.option.commentLocale.followEn', message: '按注释判断（现为英文）'})
              : translate({id: 'codegen.option.commentLocale.followZh', message: '按注释判断（现为中文）'})}
          </option>
          <option value="zh-CN">{translate({id: 'codegen.option.commentLocale.zh', message: '中文（zh-CN）'})}</option>
          <option value="en">{translate({id: 'codegen.option.commentLocale.en', message: '英文（en）'})}</option>
        </select>
        <small>{translate({id: 'codegen.option.commentLocale.hint', message: '另一种语言的语言包由列名生成初稿'})}</small>
      </div>
      <DialectField
        id={`${id}-dialect`}
        value={input.options.dialect ?? 'auto'}
        listing={generation?.listing}
        onChange={(dialect) => update({options: {dialect}})}
      />
    </div>
  );

  return (
    <div
      ref={root}
      className={clsx(styles.playground, compact && styles.compact)}
      {...{[ROOT_ATTRIBUTE]: isBrowser ? 'live' : 'static'}}
      data-kind={kind}>
      {shared && (
        <p id={sharedId} className={styles.sharedNotice}>
          {translate({
            id: 'codegen.share.received',
            message: '这段建表语句来自分享链接，不是 LexBoot 官方内容。请先检查，再运行。',
            description: 'Above a playground opened from a share link, until the visitor edits the statement',
          })}
        </p>
      )}
      {/* Run shown first (the home page): the running program across the whole width, the statement under it. */}
      <div className={clsx(styles.layout, runFirst && outputTabs.tab === 'run' && styles.layoutRunFirst)}>
        <div className={styles.input}>
          <label htmlFor={sqlId} className={styles.inputLabel}>
            {translate({id: 'codegen.input.label', message: '建表语句（MySQL 8 或 PostgreSQL 15+）'})}
          </label>
          <div ref={statementBox} className={styles.statement} dangerouslySetInnerHTML={{__html: statementHtml}} />
          <div className={styles.inputActions}>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={restoreSample}
              disabled={sameInput(input, initial)}>
              {translate({id: 'codegen.sample.restore', message: '恢复示例'})}
            </button>
            {undo && (
              <button
                ref={undoButton}
                type="button"
                className="button button--sm button--secondary"
                onClick={() => {
                  replaceInput(undo);
                  setUndo(undefined);
                  setStatus('');
                  textarea.current?.focus();
                }}>
                {translate({id: 'codegen.sample.undo', message: '撤销，找回我的输入'})}
              </button>
            )}
          </div>
          {listing?.ok && listing.tables.length > 1 && (
            <div className={clsx(styles.field, styles.picker)}>
              <label htmlFor={`${id}-table`}>{translate({id: 'codegen.table.label', message: '要生成程序的表'})}</label>
              <TablePicker
                id={`${id}-table`}
                tables={listing.tables}
                // The visitor's pick at once, not the last generated table: a pick made while a large input is
                // still being read would otherwise snap back until the worker answers.
                value={input.options.table || generation?.table || ''}
                onChange={(table) => update({options: {table}})}
              />
              <small id={`${id}-table-hint`}>{listingText(listing)}</small>
            </div>
          )}
          {fromAddress === 'invalid' && (
            <p className={styles.note}>
              {translate({id: 'codegen.share.invalid', message: '链接中的建表语句无法读取（可能被截断了），已载入示例。'})}
            </p>
          )}
          {problem && (
            <div className={styles.problem} role="status">
              {/* The fields' description: the problem, without the button's label. */}
              <p id={problemId}>
                <ProblemText message={problem} />
              </p>
              {problemPosition(!result || result.ok ? undefined : result.problem) && (
                <button type="button" className="button button--sm button--secondary" onClick={showProblemAt}>
                  {translate({id: 'codegen.problem.goTo', message: '定位到出错处'})}
                </button>
              )}
            </div>
          )}
          {compact ? (
            <details
              className={styles.moreOptions}
              open={optionsOpen}
              onToggle={(event) => setOptionsOpen((event.target as HTMLDetailsElement).open)}>
              <summary>{translate({id: 'codegen.options.summary', message: '生成选项：包名、程序代码、实体类名'})}</summary>
              {options}
            </details>
          ) : (
            <fieldset className={styles.fieldset}>
              <legend>{translate({id: 'codegen.options.legend', message: '生成选项'})}</legend>
              {options}
            </fieldset>
          )}
        </div>

        <div className={clsx(styles.output, (slow || (result && !result.ok)) && styles.stale)} aria-busy={busy || undefined}>
          {result && !result.ok && shown && (
            <p className={styles.note}>
              {translate({id: 'codegen.output.stale', message: '修正上面的问题后更新；下面仍是上一次生成的结果。'})}
            </p>
          )}
          {shown ? (
            <>
              <div className={styles.toolbar}>
                <p className={styles.summary}>
                  {translate(
                    {id: 'codegen.output.summary', message: '{count} 个文件：{entity}，程序代码 {programCode}'},
                    {count: shown.files.length, entity: shown.names.entity, programCode: shown.names.programCode},
                  )}{' '}
                  {busyText}
                </p>
                <button type="button" className="button button--sm button--primary" onClick={download}>
                  {translate({id: 'codegen.download', message: '下载全部（.zip）'})}
                </button>
                <button type="button" className="button button--sm button--secondary" onClick={() => void share()}>
                  {translate({id: 'codegen.share', message: '复制分享链接'})}
                </button>
              </div>
              {manualLink && (
                <input
                  className={styles.manualLink}
                  readOnly
                  value={manualLink}
                  aria-label={translate({id: 'codegen.share.linkLabel', message: '分享链接'})}
                  onFocus={(e) => e.target.select()}
                />
              )}
              {shown.notes.length > 0 && (
                <ul className={styles.notes} aria-label={translate({id: 'codegen.notes.label', message: '生成说明'})}>
                  {shown.notes.map((note) => (
                    <li key={`${note.kind}:${note.column}`}>
                      <ProblemText message={describeNote(note)} />
                    </li>
                  ))}
                </ul>
              )}
              <p className={styles.status} role="status">
                {status}
              </p>
              <OutputTabs tabs={outputTabs} run={run} shared={shared} held={shared && !runAsked} onRun={() => setRunAsked(true)} />
              <div className={styles.files} {...outputTabs.filesPanel}>
                <nav className={styles.tree} aria-label={translate({id: 'codegen.files.label', message: '生成的文件'})}>
                  {SIDES.map((side) => {
                    const inSide = files.map((f, i) => [f, i] as const).filter(([f]) => f.side === side);
                    if (inSide.length === 0) return null;
                    return (
                      <div key={side}>
                        <p className={styles.treeGroup}>{sideLabel(side)}</p>
                        <ul>
                          {inSide.map(([f, i]) => (
                            <li key={f.path}>
                              <button
                                type="button"
                                className={clsx(styles.treeItem, i === index && styles.treeItemCurrent)}
                                aria-current={i === index ? 'true' : undefined}
                                title={f.path}
                                onClick={() => setSelected(i)}>
                                {shortName(f)}
                              </button>
                            </li>
                          ))}
                        </ul>
                      </div>
                    );
                  })}
                </nav>
                {file && (
                  <section className={styles.file} aria-label={shortName(file)}>
                    <div className={styles.fileHeader}>
                      <code className={styles.filePath}>{file.path}</code>
                      <button type="button" className="button button--sm button--secondary" onClick={() => void copyFile()}>
                        {translate({id: 'codegen.copy', message: '复制此文件'})}
                      </button>
                    </div>
                    {highlighted}
                  </section>
                )}
              </div>
            </>
          ) : (
            <p className={styles.note}>
              {busy ? busyText : translate({id: 'codegen.output.none', message: '粘贴一条 CREATE TABLE 语句，这里就会列出生成的文件。'})}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
