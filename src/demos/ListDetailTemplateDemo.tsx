/**
 * ListDetailTemplate, the default template and the page the code generator writes: a program store
 * and a service repository (here an in-memory one standing in for the back end) are all it needs
 * for search, paging, the detail drawer, New, Edit and Delete.
 */
import {useMemo, type ReactNode} from 'react';
import {DrawerHost, ListDetailTemplate, ModalHost, type DataGridColumn, type FormField, type SearchField} from '@lexboot/components';
import {createProgramStore, type CrudRepository, type Key} from '@lexboot/core';
import DemoRoot, {useDemoLocale} from './DemoRoot';
import {makeCases, type CaseRow, type DemoLocale} from './data/legal';

const TEXTS = {
  'zh-CN': {
    title: '案件',
    caseNo: '案号',
    name: '案件名称',
    caseType: '案件类型',
    status: '状态',
    court: '受理法院',
    filedOn: '立案日期',
    claim: '标的额（元）',
  },
  en: {
    title: 'Cases',
    caseNo: 'Case no.',
    name: 'Case',
    caseType: 'Type',
    status: 'Status',
    court: 'Court',
    filedOn: 'Filed on',
    claim: 'Claim (CNY)',
  },
} as const;

type CaseSearch = {caseNo?: string; status?: string};
type CaseForm = Omit<CaseRow, 'id'>;

/** The back end's part, played in the page: the cases, filtered, newest first, kept while the page is open. */
function caseRepository(cases: CaseRow[]): CrudRepository<CaseSearch, CaseRow, CaseRow, CaseForm> {
  const find = (id: Key) => cases.find((row) => row.id === id);
  return {
    page(search, {page = 1, size = 10}) {
      const found = cases
        .filter((row) => (!search.caseNo || row.caseNo.includes(search.caseNo)) && (!search.status || row.status === search.status))
        .sort((a, b) => b.filedOn.localeCompare(a.filedOn));
      return Promise.resolve({items: found.slice((page - 1) * size, page * size), total: found.length, page, size});
    },
    get: (id) => Promise.resolve(find(id)!),
    create(form) {
      const row = {...form, id: Math.max(0, ...cases.map((c) => c.id)) + 1};
      cases.push(row);
      return Promise.resolve(row);
    },
    update(id, form) {
      const row = Object.assign(find(id)!, form);
      return Promise.resolve(row);
    },
    remove(id) {
      cases.splice(cases.indexOf(find(id)!), 1);
      return Promise.resolve();
    },
  };
}

// An application makes one store and repository per program; the demo has one per language,
// because its sample cases are written in the page's language.
const make = (locale: DemoLocale) => {
  const repository = caseRepository(makeCases(24, locale));
  return {repository, store: createProgramStore({repository, initialSearch: {}, pageSize: 10})};
};
const PROGRAMS = {'zh-CN': make('zh-CN'), en: make('en')};
// Outside the page frame, the permissions are given to the template directly.
const PERMISSIONS = ['CASE_MGMT:view', 'CASE_MGMT:create', 'CASE_MGMT:update', 'CASE_MGMT:delete'];

function CasePage(): ReactNode {
  const locale = useDemoLocale();
  const t = TEXTS[locale];
  const {store, repository} = PROGRAMS[locale];
  const searchFields = useMemo<SearchField[]>(
    () => [
      {name: 'caseNo', label: t.caseNo, type: 'text'},
      {name: 'status', label: t.status, type: 'dict', dict: 'CASE_STATUS'},
    ],
    [t],
  );
  const columns = useMemo<DataGridColumn<CaseRow>[]>(
    () => [
      {field: 'caseNo', title: t.caseNo},
      {field: 'title', title: t.name, ellipsis: true},
      {field: 'status', title: t.status, type: 'dict', dict: 'CASE_STATUS'},
      {field: 'filedOn', title: t.filedOn, type: 'date'},
    ],
    [t],
  );
  const fields = useMemo<FormField[]>(
    () => [
      {name: 'caseNo', label: t.caseNo, type: 'text', required: true, maxLength: 32},
      {name: 'title', label: t.name, type: 'textarea', required: true, maxLength: 200, span: 2},
      {name: 'caseType', label: t.caseType, type: 'dict', dict: 'CASE_TYPE', required: true},
      {name: 'status', label: t.status, type: 'dict', dict: 'CASE_STATUS', required: true},
      {name: 'court', label: t.court, type: 'text'},
      {name: 'filedOn', label: t.filedOn, type: 'date'},
      {name: 'claimAmount', label: t.claim, type: 'number', min: 0},
    ],
    [t],
  );
  return (
    <ListDetailTemplate<CaseRow, CaseRow, CaseForm>
      title={t.title}
      headingLevel={3}
      programCode="CASE_MGMT"
      permissions={PERMISSIONS}
      store={store}
      repository={repository}
      searchFields={searchFields}
      columns={columns}
      detailFields={fields}
      formFields={fields}
      versionField={false}
    />
  );
}

export default function ListDetailTemplateDemo(): ReactNode {
  return (
    <DemoRoot>
      <CasePage />
      <DrawerHost />
      <ModalHost />
    </DemoRoot>
  );
}
