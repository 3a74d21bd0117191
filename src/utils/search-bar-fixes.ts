// What the search bar's wrapper (src/theme/SearchBar) does to the plugin's bar once it is loaded; loaded
// with it, so that pages never searched do not carry this code either.
import {isShortcut} from './search-shortcut';

/**
 * Stops the plugin's input from taking focus back once its index has loaded when the visitor left
 * it while the index loaded (its `focusAfterIndexLoaded` is never reset on blur). Focusing the box
 * again, or the shortcut, lets it focus as before.
 */
export function guardFocusWhileLoading(input: HTMLInputElement): () => void {
  let left = false;
  const isLive = () => input.getAttribute('role') === 'combobox';
  const onFocusOut = () => {
    if (!isLive()) left = true;
  };
  const onFocusIn = () => {
    left = false;
  };
  // Capturing on the document: runs before the plugin's own shortcut listener focuses the input.
  const onKeyDown = (event: KeyboardEvent) => {
    if (isShortcut(event)) left = false;
  };
  const observer = new MutationObserver(() => {
    // The plugin sets the role, then focuses, in one task: the guard has done its work by now.
    if (isLive()) left = false;
  });
  input.focus = function focusUnlessLeft(this: HTMLInputElement, options?: FocusOptions) {
    if (!left) HTMLElement.prototype.focus.call(this, options);
  };
  input.addEventListener('focusout', onFocusOut);
  input.addEventListener('focusin', onFocusIn);
  document.addEventListener('keydown', onKeyDown, true);
  observer.observe(input, {attributes: true, attributeFilter: ['role']});
  return () => {
    Reflect.deleteProperty(input, 'focus');
    input.removeEventListener('focusout', onFocusOut);
    input.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('keydown', onKeyDown, true);
    observer.disconnect();
  };
}

/**
 * What autocomplete.js renders, made valid: `aria-controls` beside its `aria-owns`, the listbox
 * role on the element that holds the options (the dropdown also holds the "see all results" link
 * and the "no results" text, which a listbox may not), and a name for the plugin's clear button.
 */
export function fixResultsMarkup(root: HTMLElement, clearLabel: string): () => void {
  const fix = () => {
    const input = root.querySelector<HTMLInputElement>('input[role="combobox"]');
    const listboxId = input?.getAttribute('aria-owns');
    if (input && listboxId) {
      const dropdown = root.querySelector<HTMLElement>('[data-lexboot-dropdown]') ?? document.getElementById(listboxId);
      if (dropdown) {
        dropdown.setAttribute('data-lexboot-dropdown', '');
        const options = dropdown.querySelector('[role="option"]')?.parentElement;
        const listbox = options ?? dropdown;
        for (const element of Array.from(dropdown.querySelectorAll('[role="listbox"]'))) {
          if (element !== listbox) element.removeAttribute('role');
        }
        if (listbox !== dropdown) dropdown.removeAttribute('role');
        if (dropdown.id === listboxId && listbox !== dropdown) dropdown.removeAttribute('id');
        if (listbox.id !== listboxId) listbox.id = listboxId;
        if (listbox.getAttribute('role') !== 'listbox') listbox.setAttribute('role', 'listbox');
        if (input.getAttribute('aria-controls') !== listboxId) input.setAttribute('aria-controls', listboxId);
      }
    }
    for (const button of Array.from(root.querySelectorAll('button:not([aria-label])'))) {
      button.setAttribute('aria-label', clearLabel);
    }
  };
  const observer = new MutationObserver(fix);
  observer.observe(root, {childList: true, subtree: true, attributes: true, attributeFilter: ['role']});
  fix();
  return () => observer.disconnect();
}
