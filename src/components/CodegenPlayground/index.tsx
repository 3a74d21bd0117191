/**
 * The code generator in the page: a CREATE TABLE statement and the generator's options on one side,
 * the files it writes on the other, one at a time, highlighted, each one copyable, all of them
 * downloadable as a zip. The input lives in the address bar's fragment (`#codegen=…`), so a reload
 * keeps it and the address is a link that restores it. Nothing typed is ever thrown away: a problem
 * in the statement is shown with its line and column while the last good output stays on screen.
 */
import {useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import {DEFAULT_OPTIONS, generate, migrationVersionAt, type GeneratedFile, type GenerateResult} from '@lexboot/codegen';
import {decodeInput, encodeInput, type PlaygroundInput, type PlaygroundOptions} from './share';
import type {Sample} from './samples';
import {zip} from '@lexboot/codegen';
import {describeProblem, problemPosition} from './problems';
import styles from './styles.module.css';

type Props = {
  /** The statement the playground starts with, and the language of its comments. */
  readonly sample: Sample;
  /** Fewer rows and the options folded away, for the home page. */
  readonly compact?: boolean;
};

/** The tutorial's options: its program code, and the sample's comment language. */
function sampleOptions(sample: Sample): PlaygroundOptions {
  const {migrationVersion: _clock, ...defaults} = DEFAULT_OPTIONS;
  return {...defaults, programCode: 'CASE_MGMT', commentLocale: sample.commentLocale};
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

/** Writes the input into the fragment without a new history entry; the sample alone leaves the address clean. */
function writeAddress(input: PlaygroundInput, initial: PlaygroundInput): void {
  const url = new URL(window.location.href);
  url.hash = sameInput(input, initial) ? '' : encodeInput(input);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href.replace(/#$/, ''));
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
      hint: translate({id: 'codegen.option.programCode.hint', message: '大写下划线格式，如 CASE_MGMT'}),
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

export default function CodegenPlayground({sample, compact = false}: Props): ReactNode {
  const initial = useMemo<PlaygroundInput>(() => ({sql: sample.sql, options: sampleOptions(sample)}), [sample]);
  const [fromAddress] = useState(() => inputFromAddress(initial.options));
  const [input, setInput] = useState<PlaygroundInput>(() => (typeof fromAddress === 'object' ? fromAddress : initial));
  const [undo, setUndo] = useState<PlaygroundInput>();
  // Rendered at most a frame behind the typing, so that a keystroke never waits for a 50-column table.
  const deferred = useDeferredValue(input);
  const [migrationVersion] = useState(() => migrationVersionAt(new Date()));
  const result: GenerateResult = useMemo(
    () => generate(deferred.sql, {...deferred.options, migrationVersion}),
    [deferred, migrationVersion],
  );
  // The last output that worked: shown, marked as out of date, while the statement has a problem.
  const [lastGood, setLastGood] = useState<Extract<GenerateResult, {ok: true}>>();
  if (result.ok && result !== lastGood) setLastGood(result);
  const shown = result.ok ? result : lastGood;
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
  const root = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Restore the sample disables itself, and Undo goes away once used: focus moves to what comes next
  // (Undo, then the statement it brought back) rather than being dropped on the page.
  const undoButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    writeAddress(deferred, initial);
  }, [deferred, initial]);

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

  const showProblemAt = () => {
    if (result.ok || !textarea.current) return;
    const at = problemPosition(result.problem);
    if (!at) return;
    const lines = input.sql.split('\n');
    const offset = lines.slice(0, at.line - 1).reduce((sum, line) => sum + line.length + 1, 0) + at.column - 1;
    textarea.current.focus();
    textarea.current.setSelectionRange(offset, offset);
  };

  const restoreSample = () => {
    setUndo(input);
    setInput(initial);
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
    const url = URL.createObjectURL(new Blob([archive], {type: 'application/zip'}));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${folder}.zip`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus(
      translate(
        {id: 'codegen.download.done', message: '已下载 {name}，共 {count} 个文件'},
        {name: `${folder}.zip`, count: shown.files.length},
      ),
    );
  };

  const share = async () => {
    writeAddress(input, initial);
    const link = window.location.href;
    if (await copyText(link)) {
      setManualLink(undefined);
      setStatus(translate({id: 'codegen.share.done', message: '链接已复制：打开它会恢复当前的建表语句和选项。'}));
    } else {
      setManualLink(link);
      setStatus(translate({id: 'codegen.share.manual', message: '浏览器不允许复制，请手动复制下面的链接。'}));
    }
  };

  const problem = result.ok ? undefined : describeProblem(result.problem);
  const problemField = !result.ok && result.problem.kind === 'invalid-option' ? result.problem.option : undefined;
  const names = shown?.names;

  const options = (
    <div className={styles.options}>
      {optionFields().map((field) => {
        const fieldId = `${id}-${field.key}`;
        const invalid = problemField === field.key;
        const derived = field.key === 'module' ? names?.module : field.key === 'entityName' ? names?.entity : undefined;
        return (
          <div key={field.key} className={styles.field}>
            <label htmlFor={fieldId}>{field.label}</label>
            <input
              id={fieldId}
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
          value={input.options.commentLocale}
          onChange={(event) => update({options: {commentLocale: event.target.value === 'en' ? 'en' : 'zh-CN'}})}>
          <option value="zh-CN">{translate({id: 'codegen.option.commentLocale.zh', message: '中文（zh-CN）'})}</option>
          <option value="en">{translate({id: 'codegen.option.commentLocale.en', message: '英文（en）'})}</option>
        </select>
        <small>{translate({id: 'codegen.option.commentLocale.hint', message: '另一种语言的语言包由列名生成初稿'})}</small>
      </div>
    </div>
  );

  return (
    <div ref={root} className={clsx(styles.playground, compact && styles.compact)} data-codegen-playground="">
      <div className={styles.layout}>
        <div className={styles.input}>
          <label htmlFor={sqlId} className={styles.inputLabel}>
            {translate({id: 'codegen.input.label', message: '建表语句（MySQL 8 或 PostgreSQL 15+）'})}
          </label>
          <textarea
            id={sqlId}
            ref={textarea}
            className={styles.sql}
            value={input.sql}
            rows={compact ? 9 : 16}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            wrap="off"
            aria-invalid={problem && !problemField ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => update({sql: event.target.value})}
          />
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
                  setInput(undo);
                  setUndo(undefined);
                  setStatus('');
                  textarea.current?.focus();
                }}>
                {translate({id: 'codegen.sample.undo', message: '撤销，找回我的输入'})}
              </button>
            )}
          </div>
          {fromAddress === 'invalid' && (
            <p className={styles.note}>
              {translate({id: 'codegen.share.invalid', message: '链接中的建表语句无法读取（可能被截断了），已载入示例。'})}
            </p>
          )}
          {problem && (
            <div className={styles.problem} role="status">
              {/* The fields' description: the problem, without the button's label. */}
              <p id={problemId}>{problem}</p>
              {problemPosition(result.ok ? undefined : result.problem) && (
                <button type="button" className="button button--sm button--secondary" onClick={showProblemAt}>
                  {translate({id: 'codegen.problem.goTo', message: '定位到出错处'})}
                </button>
              )}
            </div>
          )}
          {compact ? (
            <details className={styles.moreOptions}>
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

        <div className={clsx(styles.output, !result.ok && styles.stale)}>
          {!result.ok && shown && (
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
                  )}
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
              <p className={styles.status} role="status">
                {status}
              </p>
              <div className={styles.files}>
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
                    <CodeBlock language={file.language === 'tsx' ? 'tsx' : file.language}>{file.content}</CodeBlock>
                  </section>
                )}
              </div>
            </>
          ) : (
            <p className={styles.note}>
              {translate({id: 'codegen.output.none', message: '粘贴一条 CREATE TABLE 语句，这里就会列出生成的文件。'})}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
