/** The texts of the dialog frame that drawers and modals share. */
export const MESSAGES = {
  'zh-CN': {
    close: '关闭',
    untitled: '对话框',
    failed: '内容出错，无法显示。请关闭后重试。',
  },
  en: {
    close: 'Close',
    untitled: 'Dialog',
    failed: 'This content could not be shown. Close it and try again.',
  },
} as const;
