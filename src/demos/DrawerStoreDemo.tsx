/**
 * drawerStore: one function call opens a drawer with a case's details and a small form, and the
 * caller awaits what the user decided (a new status and a note), or `undefined` when they gave up.
 */
import {useState, type FormEvent, type ReactNode} from 'react';
import {DrawerHost, drawerStore, type DrawerContentProps} from '@lexboot/components';
import {useDict} from '@lexboot/core';
import DemoRoot, {useDemoLocale} from './DemoRoot';
import {makeCases, type CaseRow} from './data/legal';

const TEXTS = {
  'zh-CN': {
    open: '更新进展',
    drawerTitle: (caseNo: string) => `更新进展：${caseNo}`,
    court: '受理法院',
    filedOn: '立案日期',
    status: '案件状态',
    note: '进展说明',
    cancel: '取消',
    save: '保存',
    idle: '尚未更新进展',
    cancelled: '已取消，案件未作修改',
    saved: (status: string, note: string) => `已保存：案件状态为「${status}」${note ? `，进展说明：${note}` : ''}`,
  },
  en: {
    open: 'Update progress',
    drawerTitle: (caseNo: string) => `Update progress: ${caseNo}`,
    court: 'Court',
    filedOn: 'Filed on',
    status: 'Status',
    note: 'Progress note',
    cancel: 'Cancel',
    save: 'Save',
    idle: 'No progress recorded yet',
    cancelled: 'Cancelled: the case was not changed',
    saved: (status: string, note: string) => `Saved: status “${status}”${note ? `, note: ${note}` : ''}`,
  },
} as const;

const FIELD = {display: 'flex', flexDirection: 'column', gap: '0.25rem', marginBottom: '1rem'} as const;
const CONTROL = {font: 'inherit', padding: '0.375rem 0.5rem'} as const;
/** The case's details: labels and values side by side, on the page's surface colour. */
const DETAILS = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.375rem 1rem',
  margin: '0 0 1rem',
  padding: '0.75rem 1rem',
  borderRadius: 'var(--ifm-global-radius)',
  background: 'var(--lexboot-surface)',
} as const;
const TERM = {margin: 0, color: 'var(--lexboot-muted)', fontWeight: 'normal'} as const;
const VALUE = {margin: 0} as const;

type Progress = {status: string; note: string};
// The result type of `drawerStore.open` (Progress | undefined) comes from DrawerContentProps<Progress>.
type ProgressFormProps = DrawerContentProps<Progress> & {row: CaseRow};

/** The drawer's content: rendered by <DrawerHost />, so it sees the same language and dictionaries. */
function ProgressForm({row, close}: ProgressFormProps): ReactNode {
  const t = TEXTS[useDemoLocale()];
  const statuses = useDict('CASE_STATUS');
  const [status, setStatus] = useState(row.status);
  const [note, setNote] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    close({status, note: note.trim()});
  }

  return (
    <form onSubmit={submit}>
      <p>{row.title}</p>
      <dl style={DETAILS}>
        <dt style={TERM}>{t.court}</dt>
        <dd style={VALUE}>{row.court}</dd>
        <dt style={TERM}>{t.filedOn}</dt>
        <dd style={VALUE}>{row.filedOn}</dd>
      </dl>
      <label style={FIELD}>
        {t.status}
        <select style={CONTROL} value={status} onChange={(event) => setStatus(event.target.value)}>
          {statuses.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </label>
      <label style={FIELD}>
        {t.note}
        <textarea style={CONTROL} rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="button" className="button button--secondary margin-right--sm" onClick={() => close()}>
        {t.cancel}
      </button>
      <button type="submit" className="button button--primary">
        {t.save}
      </button>
    </form>
  );
}

type Outcome = {kind: 'idle'} | {kind: 'cancelled'} | ({kind: 'saved'} & Progress);

function CaseCard(): ReactNode {
  const locale = useDemoLocale();
  const t = TEXTS[locale];
  const statuses = useDict('CASE_STATUS');
  const [row, setRow] = useState(() => makeCases(1, locale)[0]!);
  const [outcome, setOutcome] = useState<Outcome>({kind: 'idle'});
  const label = (status: string) => statuses.find((item) => item.value === status)?.label ?? status;

  async function updateProgress() {
    // Resolves when the drawer closes: with the form's result, or undefined on Esc, the mask or ×.
    const progress = await drawerStore.open(ProgressForm, {row}, {title: t.drawerTitle(row.caseNo), width: 480});
    if (progress === undefined) {
      setOutcome({kind: 'cancelled'});
      return;
    }
    setRow({...row, status: progress.status});
    setOutcome({kind: 'saved', ...progress});
  }

  return (
    <>
      <p>
        <strong>{row.caseNo}</strong> {row.title} <span className="badge badge--secondary">{label(row.status)}</span>
      </p>
      <button type="button" className="button button--primary" onClick={() => void updateProgress()}>
        {t.open}
      </button>
      <p role="status" className="margin-top--md margin-bottom--none">
        {outcome.kind === 'idle' ? t.idle : outcome.kind === 'cancelled' ? t.cancelled : t.saved(label(outcome.status), outcome.note)}
      </p>
      {/* Outside the admin shell (here, a docs page) the host is rendered once by the page itself. */}
      <DrawerHost />
    </>
  );
}

export default function DrawerStoreDemo(): ReactNode {
  return (
    <DemoRoot>
      <CaseCard />
    </DemoRoot>
  );
}
