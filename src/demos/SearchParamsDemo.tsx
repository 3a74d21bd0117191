/**
 * SearchParams and DataGrid bound to one program store, as in a generated list program. Enter in a
 * field or "Search" queries through the store (the back end's part is played in the page, with a
 * little latency), the criteria go into the address bar's query, and "Reset" brings back the store's
 * initial search.
 */
import {useEffect, useMemo, useSyncExternalStore, type ReactNode} from 'react';
import {DataGrid, SearchParams, type DataGridColumn, type SearchField} from '@lexboot/components';
import {createProgramStore, type ListRepository} from '@lexboot/core';
import DemoRoot, {useDemoLocale} from './DemoRoot';
import {makeCases, type CaseRow, type DemoLocale} from './data/legal';

const TEXTS = {
  'zh-CN': {
    keyword: '案号或当事人',
    keywordHint: '如：远航船务',
    caseType: '案件类型',
    status: '状态',
    filedOn: '立案日期',
    minClaim: '标的额不低于（元）',
    caseNo: '案号',
    title: '案件名称',
    claim: '标的额（元）',
    noMatch: '没有符合条件的案件',
  },
  en: {
    keyword: 'Case no. or party',
    keywordHint: 'e.g. Yuanhang Shipping',
    caseType: 'Type',
    status: 'Status',
    filedOn: 'Filed on',
    minClaim: 'Claim at least (CNY)',
    caseNo: 'Case no.',
    title: 'Case',
    claim: 'Claim (CNY)',
    noMatch: 'No cases match these criteria',
  },
} as const;

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

/** The back end's query DTO: the parameters the form sends (a date range as `…From` and `…To`). */
interface CaseSearch {
  keyword?: string;
  caseType?: string;
  status?: string;
  filedOnFrom?: string;
  filedOnTo?: string;
  minClaim?: number;
}

/** The back end's part, played in the page: filters the cases, newest first, and returns one page. */
function caseRepository(cases: CaseRow[]): ListRepository<CaseRow, CaseRow, CaseSearch> {
  return {
    async page(search, {page = 1, size = 20}) {
      await new Promise((resolve) => setTimeout(resolve, 300)); // the network
      const keyword = search.keyword?.toLowerCase();
      const found = cases
        .filter(
          (row) =>
            (!keyword || `${row.caseNo} ${row.title}`.toLowerCase().includes(keyword)) &&
            (!search.caseType || row.caseType === search.caseType) &&
            (!search.status || row.status === search.status) &&
            (!search.filedOnFrom || row.filedOn >= search.filedOnFrom) &&
            (!search.filedOnTo || row.filedOn <= search.filedOnTo) &&
            (search.minClaim === undefined || row.claimAmount >= search.minClaim),
        )
        .sort((a, b) => b.filedOn.localeCompare(a.filedOn));
      return {items: found.slice((page - 1) * size, page * size), total: found.length, page, size};
    },
    get: (id) => Promise.resolve(cases.find((row) => row.id === id)!),
  };
}

// An application creates its store once, in the program's store.ts; the demo has one per language,
// because its sample cases are written in the page's language.
const createCaseStore = (locale: DemoLocale) =>
  createProgramStore<CaseRow, CaseRow, CaseSearch>({repository: caseRepository(makeCases(40, locale)), initialSearch: {}});
const STORES = {'zh-CN': createCaseStore('zh-CN'), en: createCaseStore('en')};

const subscribeToNothing = () => () => {};

function CaseSearchPage(): ReactNode {
  const locale = useDemoLocale();
  const t = TEXTS[locale];
  const widths = COLUMN_WIDTHS[locale];
  const useCaseStore = STORES[locale];
  // Made once per language rather than on every render, like the grid's columns.
  const fields = useMemo<SearchField[]>(
    () => [
      {name: 'keyword', label: t.keyword, type: 'text', placeholder: t.keywordHint},
      {name: 'caseType', label: t.caseType, type: 'dict', dict: 'CASE_TYPE'},
      {name: 'status', label: t.status, type: 'dict', dict: 'CASE_STATUS'},
      // The second row, behind "Expand".
      {name: 'filedOn', label: t.filedOn, type: 'dateRange', span: 2},
      {name: 'minClaim', label: t.minClaim, type: 'number'},
    ],
    [t],
  );
  const columns = useMemo<DataGridColumn<CaseRow>[]>(
    () => [
      {field: 'caseNo', title: t.caseNo, width: widths.caseNo, fixed: 'left'},
      {field: 'title', title: t.title, ellipsis: true, width: widths.title},
      {field: 'status', title: t.status, type: 'dict', dict: 'CASE_STATUS', width: widths.status},
      {field: 'filedOn', title: t.filedOn, type: 'date', width: widths.filedOn},
      {field: 'claimAmount', title: t.claim, type: 'number', width: widths.claim},
    ],
    [t, widths],
  );

  // The program opens: its first query. (Criteria in the address bar are searched by SearchParams itself.)
  useEffect(() => {
    const store = useCaseStore.getState();
    if (!store.list.loading) void store.reload();
  }, [useCaseStore]);
  // The first query starts in the effect above, in the browser: true there, false in the server's HTML.
  const opened = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  return (
    <div style={{display: 'grid', gap: '1rem'}}>
      <SearchParams store={useCaseStore} fields={fields} columns={3} collapsedRows={1} />
      {/* Until the first query starts (and in the server's HTML), "Loading" rather than "No data". */}
      <DataGrid<CaseRow>
        store={useCaseStore}
        columns={columns}
        rowKey="id"
        size="small"
        height={320}
        loading={opened ? undefined : true}
        emptyText={t.noMatch}
      />
    </div>
  );
}

export default function SearchParamsDemo(): ReactNode {
  return (
    <DemoRoot>
      <CaseSearchPage />
    </DemoRoot>
  );
}
