/**
 * MasterDetailTemplate, as the template tutorial builds it: contracts above and, below, the payment
 * milestones of the selected contract. Two program stores over in-memory repositories stand in for
 * the back end; the template searches the payment store by `contractId` whenever another contract
 * is selected.
 */
import {useMemo, type ReactNode} from 'react';
import {MasterDetailTemplate, type DataGridColumn, type SearchField} from '@lexboot/components';
import {createProgramStore, type Key, type ListRepository} from '@lexboot/core';
import DemoRoot, {useDemoLocale} from './DemoRoot';
import type {DemoLocale} from './data/legal';

type ContractRow = {id: number; contractNo: string; counterparty: string; amount: number; signedOn: string};
type PaymentRow = {id: number; contractId: number; milestone: string; dueOn: string; amount: number};
type ContractSearch = {counterparty?: string};
type PaymentSearch = {contractId?: Key};

const TEXTS = {
  'zh-CN': {
    title: '合同',
    contractNo: '合同编号',
    counterparty: '相对方',
    amount: '金额（元）',
    signedOn: '签订日期',
    payments: '付款节点',
    milestone: '节点',
    dueOn: '应付日期',
    counterparties: ['华东建设集团有限公司', '远航物流股份有限公司', '青禾食品有限公司', '北辰科技有限公司', '南湖置业有限公司'],
    milestones: ['签约首付款', '阶段验收款', '尾款'],
  },
  en: {
    title: 'Contracts',
    contractNo: 'Contract no.',
    counterparty: 'Counterparty',
    amount: 'Amount (CNY)',
    signedOn: 'Signed on',
    payments: 'Payment milestones',
    milestone: 'Milestone',
    dueOn: 'Due on',
    counterparties: [
      'East China Construction Group',
      'Voyage Logistics Co.',
      'Qinghe Foods Ltd.',
      'Beichen Technology Ltd.',
      'Nanhu Properties Ltd.',
    ],
    milestones: ['Deposit on signing', 'Acceptance payment', 'Final payment'],
  },
} as const;

/** Five contracts, each paid in two or three milestones of its amount. */
function makeData(locale: DemoLocale): {contracts: ContractRow[]; payments: PaymentRow[]} {
  const t = TEXTS[locale];
  const contracts = t.counterparties.map((counterparty, i) => ({
    id: i + 1,
    contractNo: `HT-2026-${String(i + 1).padStart(3, '0')}`,
    counterparty,
    amount: (i + 2) * 60_000,
    signedOn: `2026-0${i + 1}-1${i}`,
  }));
  const payments = contracts.flatMap((contract, i) => {
    const shares = i % 2 === 0 ? [0.3, 0.5, 0.2] : [0.6, 0.4];
    return shares.map((share, n) => ({
      id: contract.id * 10 + n,
      contractId: contract.id,
      milestone: t.milestones[shares.length === 2 && n === 1 ? 2 : n]!,
      dueOn: `2026-${String(i + 2 + n * 3).padStart(2, '0')}-28`,
      amount: contract.amount * share,
    }));
  });
  return {contracts, payments};
}

/** A repository over rows kept in the page: filtered by `match`, paged. */
function memoryRepository<TRow extends {id: number}, TSearch>(
  rows: TRow[],
  match: (row: TRow, search: Partial<TSearch>) => boolean,
): ListRepository<TRow, TRow, TSearch> {
  return {
    page(search, {page = 1, size = 10}) {
      const found = rows.filter((row) => match(row, search));
      return Promise.resolve({items: found.slice((page - 1) * size, page * size), total: found.length, page, size});
    },
    get: (id) => Promise.resolve(rows.find((row) => row.id === id)!),
  };
}

const make = (locale: DemoLocale) => {
  const {contracts, payments} = makeData(locale);
  return {
    contracts: createProgramStore({
      repository: memoryRepository<ContractRow, ContractSearch>(
        contracts,
        (row, search) => !search.counterparty || row.counterparty.toLowerCase().includes(search.counterparty.toLowerCase()),
      ),
      initialSearch: {},
      pageSize: 10,
    }),
    payments: createProgramStore({
      repository: memoryRepository<PaymentRow, PaymentSearch>(payments, (row, search) => row.contractId === search.contractId),
      initialSearch: {},
      pageSize: 10,
    }),
  };
};
const PROGRAMS = {'zh-CN': make('zh-CN'), en: make('en')};

function ContractPage(): ReactNode {
  const locale = useDemoLocale();
  const t = TEXTS[locale];
  const {contracts, payments} = PROGRAMS[locale];
  const columns = useMemo<DataGridColumn<ContractRow>[]>(
    () => [
      {field: 'contractNo', title: t.contractNo},
      {field: 'counterparty', title: t.counterparty, ellipsis: true},
      {field: 'amount', title: t.amount, type: 'number', align: 'right'},
      {field: 'signedOn', title: t.signedOn, type: 'date'},
    ],
    [t],
  );
  const paymentColumns = useMemo<DataGridColumn<PaymentRow>[]>(
    () => [
      {field: 'milestone', title: t.milestone},
      {field: 'dueOn', title: t.dueOn, type: 'date'},
      {field: 'amount', title: t.amount, type: 'number', align: 'right'},
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(() => [{name: 'counterparty', label: t.counterparty, type: 'text'}], [t]);
  return (
    <MasterDetailTemplate<ContractRow>
      title={t.title}
      headingLevel={3}
      programCode="CONTRACT_MGMT"
      permissions={['CONTRACT_MGMT:view']}
      store={contracts}
      columns={columns}
      searchFields={searchFields}
      detailTabs={[{key: 'payments', title: t.payments, store: payments, columns: paymentColumns, foreignKey: 'contractId'}]}
    />
  );
}

export default function MasterDetailTemplateDemo(): ReactNode {
  return (
    <DemoRoot>
      <ContractPage />
    </DemoRoot>
  );
}
