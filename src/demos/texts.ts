/** The demos' own words (column titles, status lines), in the page's language. */
export const TEXTS = {
  'zh-CN': {
    caseNo: '案号',
    title: '案件名称',
    caseType: '案件类型',
    status: '状态',
    court: '受理法院',
    filedOn: '立案日期',
    claimAmount: '标的额（元）',
    urgent: '加急',
    selected: (count: number) => (count === 0 ? '未选择案件' : `已选择 ${count} 件案件`),
  },
  en: {
    caseNo: 'Case no.',
    title: 'Case',
    caseType: 'Type',
    status: 'Status',
    court: 'Court',
    filedOn: 'Filed on',
    claimAmount: 'Claim (CNY)',
    urgent: 'Urgent',
    selected: (count: number) => (count === 0 ? 'No cases selected' : `${count} ${count === 1 ? 'case' : 'cases'} selected`),
  },
} as const;
