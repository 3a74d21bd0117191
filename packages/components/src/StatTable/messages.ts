/** StatTable's own texts; `{…}` are filled in. */
export const MESSAGES = {
  'zh-CN': {
    subtotal: '小计',
    total: '合计',
    /** Between the subtotal label and the group it sums up: 「小计：诉讼一组」. */
    labelSeparator: '：',
    emptyGroup: '（空）',
    noValue: '无数值',
    empty: '暂无数据',
    loading: '加载中…',
    region: '统计表',
    /** The hidden header of the label column of a table without dimensions. */
    group: '分组',
  },
  en: {
    subtotal: 'Subtotal',
    total: 'Total',
    labelSeparator: ': ',
    emptyGroup: '(empty)',
    noValue: 'No value',
    empty: 'No data',
    loading: 'Loading…',
    region: 'Statistics table',
    group: 'Group',
  },
} as const;
