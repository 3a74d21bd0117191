/**
 * StatTable over 24 sample cases: the number of cases and the total claim by court and case type,
 * with a subtotal per court and a total, all worked out in the browser. Cases without a court form
 * the "(empty)" group at the end; administrative suits claim no amount, so their cells show "—"
 * rather than 0. Each court is a button that collapses its group to the subtotal row.
 */
import {useMemo, type ReactNode} from 'react';
import {StatTable, type StatDimension, type StatMeasure} from '@lexboot/components';
import DemoRoot, {useDemoLocale} from './DemoRoot';
import {makeCaseload, type CaseloadRow} from './data/caseload';

const TEXTS = {
  'zh-CN': {court: '受理法院', caseType: '案件类型', cases: '案件数', claims: '标的额合计'},
  en: {court: 'Court', caseType: 'Case type', cases: 'Cases', claims: 'Total claims'},
} as const;

function CaseloadReport(): ReactNode {
  const locale = useDemoLocale();
  const t = TEXTS[locale];
  const rows = useMemo(() => makeCaseload(24, locale), [locale]);
  // The same arrays on every render (per language), so that StatTable groups and sums the rows again
  // only when they change.
  const dimensions = useMemo<StatDimension<CaseloadRow>[]>(
    () => [
      {field: 'court', title: t.court, width: 230},
      // A dictionary field: shown by its labels, its groups in the dictionary's order.
      {field: 'caseType', title: t.caseType, dict: 'CASE_TYPE', width: 150},
    ],
    [t],
  );
  const measures = useMemo<StatMeasure<CaseloadRow>[]>(
    () => [
      {field: 'id', title: t.cases, aggregate: 'count', width: 90},
      {field: 'claimAmount', title: t.claims, aggregate: 'sum', format: 'currency', precision: 0, width: 160},
    ],
    [t],
  );
  return <StatTable<CaseloadRow> dataSource={rows} dimensions={dimensions} measures={measures} collapsible />;
}

export default function StatTableDemo(): ReactNode {
  return (
    <DemoRoot>
      <CaseloadReport />
    </DemoRoot>
  );
}
