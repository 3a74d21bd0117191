/**
 * DataGrid with the server's part played in the page: 57 cases, sorted and paged as the back end
 * would (DataGrid only reports the sort and the page), rows selectable with the keyboard.
 */
import {useMemo, useState, type ReactNode} from 'react';
import {DataGrid, type DataGridColumn, type Key} from '@lexboot/components';
import DemoRoot, {useDemoLocale} from './DemoRoot';
import {makeCases, type CaseRow} from './data/legal';
import {TEXTS} from './texts';

function sortRows(rows: CaseRow[], sort: string | undefined): CaseRow[] {
  if (!sort) return rows;
  const [field, direction] = sort.split(',') as [keyof CaseRow, string];
  const sign = direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => (a[field] < b[field] ? -sign : a[field] > b[field] ? sign : 0));
}

function CaseGrid(): ReactNode {
  const locale = useDemoLocale();
  const t = TEXTS[locale];
  const cases = useMemo(() => makeCases(57, locale), [locale]);
  const [sort, setSort] = useState<string | undefined>('filedOn,desc');
  const [page, setPage] = useState({page: 1, size: 10});
  const [selected, setSelected] = useState<Key[]>([]);

  // Defined once per language, as the DataGrid page advises, so that widths are not recomputed on every render.
  const columns = useMemo<DataGridColumn<CaseRow>[]>(
    () => [
      // The key column stays in view when the grid scrolls sideways (on a phone).
      {field: 'caseNo', title: t.caseNo, width: 230, fixed: 'left'},
      {field: 'title', title: t.title, ellipsis: true},
      {field: 'caseType', title: t.caseType, type: 'dict', dict: 'CASE_TYPE', width: 120},
      {field: 'status', title: t.status, type: 'dict', dict: 'CASE_STATUS', width: 100},
      {field: 'filedOn', title: t.filedOn, type: 'date', sortable: true, width: 130},
      {field: 'claimAmount', title: t.claimAmount, type: 'number', sortable: true, width: 130},
    ],
    [t],
  );
  const sorted = sortRows(cases, sort);
  const rows = sorted.slice((page.page - 1) * page.size, page.page * page.size);

  return (
    <>
      <DataGrid<CaseRow>
        columns={columns}
        dataSource={rows}
        rowKey="id"
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage({...page, page: 1});
        }}
        pagination={{...page, total: cases.length, sizeOptions: [10, 20], onChange: (next, size) => setPage({page: next, size})}}
        rowSelection={{selectedKeys: selected, onChange: setSelected}}
      />
      <p role="status">{t.selected(selected.length)}</p>
    </>
  );
}

export default function DataGridDemo(): ReactNode {
  return (
    <DemoRoot>
      <CaseGrid />
    </DemoRoot>
  );
}
