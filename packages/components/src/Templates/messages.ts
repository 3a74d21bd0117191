/** The templates' own texts; `{…}` are filled in. */
export const MESSAGES = {
  'zh-CN': {
    create: '新建',
    edit: '编辑',
    view: '详情',
    delete: '删除',
    confirmDelete: '删除选中的 {count} 条记录？',
    deleteHint: '删除后不能恢复。',
    details: '基本信息',
    detailTabs: '记录详情',
    childTabs: '明细',
    pickMaster: '在上方表格中选择一行，查看它的明细。',
    loading: '正在加载…',
    loadFailed: '读取失败：{message}',
    retry: '重试',
    saved: '已保存。',
    unknownError: '未知错误',
  },
  en: {
    create: 'New',
    edit: 'Edit',
    view: 'Details',
    delete: 'Delete',
    confirmDelete: 'Delete the selected records ({count})?',
    deleteHint: 'This cannot be undone.',
    details: 'Record',
    detailTabs: 'Record details',
    childTabs: 'Details',
    pickMaster: 'Select a row in the table above to see its details.',
    loading: 'Loading…',
    loadFailed: 'Could not read the record: {message}',
    retry: 'Retry',
    saved: 'Saved.',
    unknownError: 'unknown error',
  },
} as const;

export type Messages = (typeof MESSAGES)[keyof typeof MESSAGES];
