/**
 * DataGridEditor on a list of court hearings: rules per column, rows added and removed, the unsaved
 * changes read from the editor (getChanges) under the grid, and Save sending them to a batch
 * endpoint that the demo plays.
 */
import {useMemo, useRef, useState, type ReactNode} from 'react';
import {DataGridEditor, type DataGridEditorColumn, type DataGridEditorRef, type EditorChanges} from '@lexboot/components';
import DemoRoot, {useDemoLocale} from './DemoRoot';
import {makeHearings, type HearingRow} from './data/hearings';

type Summary = {saved: boolean; created: number; updated: number; removed: number};

const TEXTS = {
  'zh-CN': {
    caseNo: '案号',
    hearingOn: '开庭日期',
    courtroom: '法庭',
    minutes: '预计时长（分钟）',
    minutesRange: '预计时长应在 15 至 480 分钟之间',
    discard: '放弃修改',
    summary: ({saved, created, updated, removed}: Summary) =>
      created + updated + removed === 0
        ? '没有未保存的修改'
        : `${saved ? '已保存' : '未保存的修改'}：新增 ${created} 行，修改 ${updated} 行，删除 ${removed} 行`,
  },
  en: {
    caseNo: 'Case no.',
    hearingOn: 'Hearing on',
    courtroom: 'Courtroom',
    minutes: 'Length (min)',
    minutesRange: 'The length must be between 15 and 480 minutes',
    discard: 'Discard changes',
    summary: ({saved, created, updated, removed}: Summary) =>
      created + updated + removed === 0
        ? 'No unsaved changes'
        : `${saved ? 'Saved' : 'Unsaved changes'}: ${created} added, ${updated} changed, ${removed} removed`,
  },
} as const;

const counts = (changes: EditorChanges<HearingRow>) => ({
  created: changes.created.length,
  updated: changes.updated.length,
  removed: changes.removed.length,
});

/** A new row: no id until it is saved, no case number yet (so the required rule has work to do). */
const newHearing = (): HearingRow => ({caseNo: '', hearingOn: '2025-07-29', courtroom: '', minutes: 60});

function HearingEditor(): ReactNode {
  const locale = useDemoLocale();
  const t = TEXTS[locale];
  const [rows, setRows] = useState(() => makeHearings(locale));
  const [summary, setSummary] = useState<Summary>({saved: false, created: 0, updated: 0, removed: 0});
  const editor = useRef<DataGridEditorRef<HearingRow>>(null);
  const lastId = useRef(100);

  // Defined once per language, as the DataGrid page advises for columns.
  const columns = useMemo<DataGridEditorColumn<HearingRow>[]>(
    () => [
      {field: 'caseNo', title: t.caseNo, width: 260, fixed: 'left', rules: [{required: true}, {maxLength: 40}]},
      {field: 'hearingOn', title: t.hearingOn, type: 'date', width: 130, rules: [{required: true}]},
      {field: 'courtroom', title: t.courtroom, width: 130, rules: [{maxLength: 20}]},
      {
        field: 'minutes',
        title: t.minutes,
        type: 'number',
        width: 150,
        rules: [{required: true}, {min: 15, max: 480, message: t.minutesRange}],
      },
    ],
    [t],
  );

  // The batch endpoint, played here: it applies the three sets in one transaction and answers with
  // the saved list, in which the new rows have the ids the database gave them.
  const save = async (changes: EditorChanges<HearingRow>) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    setRows(rows.map((row) => (row.id === undefined ? {...row, id: (lastId.current += 1)} : row)));
    setSummary({saved: true, ...counts(changes)});
  };

  return (
    <>
      <DataGridEditor<HearingRow>
        ref={editor}
        columns={columns}
        value={rows}
        onChange={(next) => {
          setRows(next);
          // What a save would send now, as the editor counts it.
          if (editor.current) setSummary({saved: false, ...counts(editor.current.getChanges())});
        }}
        createRow={newHearing}
        onSave={save}
        maxRows={8}
      />
      <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem 1rem', marginTop: '0.75rem'}}>
        <p role="status" style={{margin: 0}}>
          {t.summary(summary)}
        </p>
        <button type="button" className="button button--secondary button--sm" onClick={() => editor.current?.reset()}>
          {t.discard}
        </button>
      </div>
    </>
  );
}

export default function DataGridEditorDemo(): ReactNode {
  return (
    <DemoRoot>
      <HearingEditor />
    </DemoRoot>
  );
}
