/** The title bar's own texts. `{action}` is an action's label, `{reason}` an error's message. */
export const MESSAGES = {
  'zh-CN': {
    breadcrumb: '面包屑',
    back: '返回',
    more: '更多',
    refresh: '刷新',
    selectOne: '请先选择一行',
    selectOnlyOne: '只能选择一行',
    busy: '正在处理…',
    actionFailed: '「{action}」没有完成：{reason}',
    refreshFailed: '刷新失败：{reason}',
    unknownError: '未知错误',
    dismiss: '关闭提示',
  },
  en: {
    breadcrumb: 'Breadcrumb',
    back: 'Back',
    more: 'More',
    refresh: 'Refresh',
    selectOne: 'Select a row first',
    selectOnlyOne: 'Select only one row',
    busy: 'Working…',
    actionFailed: '“{action}” did not complete: {reason}',
    refreshFailed: 'Refresh failed: {reason}',
    unknownError: 'unknown error',
    dismiss: 'Dismiss',
  },
} as const;
