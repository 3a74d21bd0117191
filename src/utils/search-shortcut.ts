/** Ctrl+K, or ⌘+K on Apple keyboards: the search shortcut. */
export function isShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
}
