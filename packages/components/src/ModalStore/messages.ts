/** The built-in texts of `modalStore.confirm`. */
export const MESSAGES = {
  'zh-CN': {
    ok: '确定',
    cancel: '取消',
    failed: '操作失败，请稍后重试。',
    failedWith: '操作失败：{message}',
  },
  en: {
    ok: 'OK',
    cancel: 'Cancel',
    failed: 'The operation failed. Please try again.',
    failedWith: 'The operation failed: {message}',
  },
} as const;
