/**
 * MultiFilter over a list of cases. The chips become `filter` parameters (toFilterParams), and the
 * demo plays the back end: it reads those parameters, filters the 48 cases and pages the result
 * for DataGrid, which shows the total.
 */
import {Fragment, useMemo, useState, type ReactNode} from 'react';
import {DataGrid, MultiFilter, toFilterParams, type DataGridColumn} from '@lexboot/components';
import type {FilterCondition, FilterField, FilterPreset} from '@lexboot/components';
import DemoRoot, {useDemoLocale} from './DemoRoot';
import {makeCases, type CaseRow} from './data/legal';

const NO_WRAP = {whiteSpace: 'nowrap'} as const;

/**
 * The grid's column widths in each language: at 1280 px the demo's box (about 667 px beside the
 * page's table of contents) holds all five, so nothing is clipped. Each fits its longest value or
 * heading (an English case number is cut short, and the case titles are shortened with an
 * ellipsis and shown whole on hover); the table spreads what is left over between them.
 */
const COLUMN_WIDTHS = {
  'zh-CN': {caseNo: 224, title: 120, status: 76, filedOn: 104, claim: 112},
  en: {caseNo: 230, title: 112, status: 110, filedOn: 100, claim: 100},
} as const;

const TEXTS = {
  'zh-CN': {
    caseNo: '案号',
    title: '案件名称',
    caseType: '案件类型',
    status: '状态',
    filedOn: '立案日期',
    claimAmount: '标的额（元）',
    urgent: '加急',
    openCases: '未结案件',
    largeClaims: '标的额 100 万元以上',
    filed2025: '2025 年立案',
    query: '发给后端的查询参数：',
  },
  en: {
    caseNo: 'Case no.',
    title: 'Case',
    caseType: 'Type',
    status: 'Status',
    filedOn: 'Filed on',
    claimAmount: 'Claim (CNY)',
    urgent: 'Urgent',
    openCases: 'Open cases',
    largeClaims: 'Claims of CNY 1 million or more',
    filed2025: 'Filed in 2025',
    query: 'Query sent to the back end:',
  },
} as const;

/** The list endpoint's part: every `field:operator:value` must hold, numbers compared as numbers. */
function queryCases(cases: CaseRow[], filters: string[]): CaseRow[] {
  const tests = filters.map((filter) => {
    const [field, operator, ...rest] = filter.split(':') as [keyof CaseRow, string, ...string[]];
    const operand = rest.join(':'); // a text value may hold a colon
    const [low = '', high = ''] = operand.split(',');
    return (row: CaseRow) => {
      const value = row[field];
      const order = (than: string) =>
        typeof value === 'number' ? value - Number(than) : String(value) < than ? -1 : String(value) > than ? 1 : 0;
      switch (operator) {
        case 'contains':
          return String(value).toLowerCase().includes(operand.toLowerCase());
        case 'in':
          return operand.split(',').some((item) => order(item) === 0);
        case 'between':
          return order(low) >= 0 && order(high) <= 0;
        case 'ne':
          return order(operand) !== 0;
        case 'gt':
          return order(operand) > 0;
        case 'ge':
          return order(operand) >= 0;
        case 'lt':
          return order(operand) < 0;
        case 'le':
          return order(operand) <= 0;
        default:
          return order(operand) === 0;
      }
    };
  });
  return cases.filter((row) => tests.every((test) => test(row)));
}

function FilteredCases(): ReactNode {
  const locale = useDemoLocale();
  const t = TEXTS[locale];
  const widths = COLUMN_WIDTHS[locale];
  const cases = useMemo(() => makeCases(48, locale), [locale]);
  const [conditions, setConditions] = useState<FilterCondition[]>([]);
  const [page, setPage] = useState({page: 1, size: 10});

  // Defined once per language: fields, presets and columns only change with it.
  const [fields, presets, columns] = useMemo(() => {
    const fields: FilterField[] = [
      {name: 'status', label: t.status, type: 'dict', dict: 'CASE_STATUS'},
      {name: 'caseType', label: t.caseType, type: 'dict', dict: 'CASE_TYPE'},
      {name: 'claimAmount', label: t.claimAmount, type: 'number'},
      {name: 'filedOn', label: t.filedOn, type: 'date'},
      {name: 'title', label: t.title, type: 'text'},
      {name: 'urgent', label: t.urgent, type: 'boolean'},
    ];
    const presets: FilterPreset[] = [
      {label: t.openCases, conditions: [{field: 'status', operator: 'ne', value: 'CLOSED'}]},
      {label: t.largeClaims, conditions: [{field: 'claimAmount', operator: 'ge', value: '1000000'}]},
      {label: t.filed2025, conditions: [{field: 'filedOn', operator: 'between', value: ['2025-01-01', '2025-12-31']}]},
    ];
    const columns: DataGridColumn<CaseRow>[] = [
      {field: 'caseNo', title: t.caseNo, width: widths.caseNo, fixed: 'left'},
      {field: 'title', title: t.title, ellipsis: true, width: widths.title},
      {field: 'status', title: t.status, type: 'dict', dict: 'CASE_STATUS', width: widths.status},
      {field: 'filedOn', title: t.filedOn, type: 'date', width: widths.filedOn},
      {field: 'claimAmount', title: t.claimAmount, type: 'number', width: widths.claim},
    ];
    return [fields, presets, columns] as const;
  }, [t, widths]);

  // What a repository's `page` method sends, and what the back end answers.
  const params = toFilterParams(conditions);
  const found = queryCases(cases, params);
  const rows = found.slice((page.page - 1) * page.size, page.page * page.size);

  return (
    <>
      <MultiFilter
        fields={fields}
        presets={presets}
        value={conditions}
        onChange={(next) => {
          setConditions(next);
          setPage({...page, page: 1});
        }}
      />
      <p style={{margin: '0.75rem 0'}}>
        {t.query}{' '}
        <code>
          {/* Lines break only before an `&`, never inside a parameter (a date cut in two reads wrong). */}
          {[...params.map((param) => `filter=${param}`), `page=${page.page}`, `size=${page.size}`].map((part, index) => (
            <Fragment key={index}>
              {index > 0 && <wbr />}
              <span style={NO_WRAP}>
                {index > 0 && '&'}
                {part}
              </span>
            </Fragment>
          ))}
        </code>
      </p>
      <DataGrid<CaseRow>
        columns={columns}
        dataSource={rows}
        rowKey="id"
        pagination={{...page, total: found.length, sizeOptions: [10, 20], onChange: (next, size) => setPage({page: next, size})}}
      />
    </>
  );
}

export default function MultiFilterDemo(): ReactNode {
  return (
    <DemoRoot>
      <FilteredCases />
    </DemoRoot>
  );
}
