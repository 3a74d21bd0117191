/**
 * 10,000 rows in one DataGrid without paging: over 100 rows the grid renders only those in view,
 * so scrolling and arrow keys stay as quick as with a page of 20.
 */
import {useMemo, type ReactNode} from 'react';
import {DataGrid, type DataGridColumn} from '@lexboot/components';
import DemoRoot, {useDemoLocale} from './DemoRoot';
import {makeCases, type CaseRow} from './data/legal';
import {TEXTS} from './texts';

function AllCases(): ReactNode {
  const locale = useDemoLocale();
  const t = TEXTS[locale];
  const cases = useMemo(() => makeCases(10_000, locale), [locale]);
  // Defined once per language, as the DataGrid page advises, so that widths are not recomputed on every render.
  const columns = useMemo<DataGridColumn<CaseRow>[]>(
    () => [
      // At 1280 px the five fit beside the page's table of contents; narrower, the grid scrolls
      // sideways under the row number and the case number, pinned while they take at most 45 % of it.
      {field: 'id', title: '#', type: 'number', width: 72, fixed: 'left'},
      {field: 'caseNo', title: t.caseNo, width: 224, fixed: 'left'},
      {field: 'title', title: t.title, ellipsis: true},
      {field: 'court', title: t.court, ellipsis: true, width: 144},
      {field: 'urgent', title: t.urgent, type: 'boolean', width: 80},
    ],
    [t],
  );
  return <DataGrid<CaseRow> columns={columns} dataSource={cases} rowKey="id" pagination={false} height={400} size="small" />;
}

export default function DataGridLargeDemo(): ReactNode {
  return (
    <DemoRoot>
      <AllCases />
    </DemoRoot>
  );
}
