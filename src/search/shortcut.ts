/** Ctrl+K, or ⌘+K on Apple keyboards: the search shortcut. */
export function isShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
}

/** Where a typed `/` is text, not a shortcut: text fields, selects and editable content. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * `/`, as on GitHub and in docs sites, where it takes no key from anything: not in a form field or
 * editable text, not with Ctrl, ⌘ or Alt (Shift is allowed: some keyboards need it for `/`), and
 * not while an input method composes.
 */
export function isSlashShortcut(event: KeyboardEvent): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented) return false;
  return !isEditable(event.target);
}
