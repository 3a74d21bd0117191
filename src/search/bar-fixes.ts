// What the search bar's wrapper (src/theme/SearchBar) does to the plugin's bar once it is loaded; loaded
// with it, so that pages never searched do not carry this code either.

/**
 * Escape closes the list and leaves focus in the box, as the ARIA combobox pattern asks: the plugin
 * blurs its input whenever the list closes, which dropped focus to <body>. Other closes (a result
 * chosen, which navigates) still blur.
 */
export function keepFocusOnEscape(input: HTMLInputElement): () => void {
  let escaping = false;
  // Capturing on the document: runs before autocomplete's own keydown handler on the input.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.target !== input) return;
    escaping = true;
    setTimeout(() => {
      escaping = false;
    });
  };
  input.blur = function blurUnlessEscaping(this: HTMLInputElement) {
    if (!escaping) HTMLElement.prototype.blur.call(this);
  };
  document.addEventListener('keydown', onKeyDown, true);
  return () => {
    Reflect.deleteProperty(input, 'blur');
    document.removeEventListener('keydown', onKeyDown, true);
  };
}

interface MarkupTexts {
  /** The clear button's accessible name. */
  clearLabel: string;
  /** Where "no results" is announced (role=status, kept in the page so that it is heard). */
  status: HTMLElement | null;
  /** The status's words, with `{query}` for what was typed. */
  noResults: string;
}

/**
 * What autocomplete.js renders, made valid: `aria-controls` beside its `aria-owns`, the listbox
 * role on the element that holds the options (the dropdown also holds the "see all results" link
 * and the "no results" text, which a listbox may not), no listbox and no `aria-expanded=true` when
 * there is no option, "no results" said by a status, and a name for the plugin's clear button.
 */
export function fixResultsMarkup(root: HTMLElement, {clearLabel, status, noResults}: MarkupTexts): () => void {
  const set = (element: Element, name: string, value: string | null) => {
    if (element.getAttribute(name) === value) return;
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  };
  const fix = () => {
    const input = root.querySelector<HTMLInputElement>('input[role="combobox"]');
    const listboxId = input?.getAttribute('aria-owns');
    if (input && listboxId) {
      const dropdown = root.querySelector<HTMLElement>('[data-lexboot-dropdown]') ?? document.getElementById(listboxId);
      if (dropdown) {
        dropdown.setAttribute('data-lexboot-dropdown', '');
        const options = dropdown.querySelector('[role="option"]')?.parentElement ?? null;
        for (const element of Array.from(dropdown.querySelectorAll('[role="listbox"]'))) {
          if (element !== options) element.removeAttribute('role');
        }
        if (options) {
          if (dropdown !== options) set(dropdown, 'role', null);
          if (dropdown.id === listboxId && dropdown !== options) dropdown.removeAttribute('id');
          set(options, 'id', listboxId);
          set(options, 'role', 'listbox');
        } else {
          set(dropdown, 'role', null);
          // The references stay valid: the id is the dropdown's while there is no list.
          if (!document.getElementById(listboxId)) dropdown.id = listboxId;
        }
        set(input, 'aria-controls', listboxId);
        const shown = dropdown.style.display !== 'none';
        set(input, 'aria-expanded', String(shown && options !== null));
        const empty = dropdown.querySelector('[class*="noResults"]');
        // The visible words and icon are said by the status instead.
        if (empty) set(empty, 'aria-hidden', 'true');
        const message = shown && !options && empty ? noResults.replace('{query}', input.value.trim()) : '';
        if (status && status.textContent !== message) status.textContent = message;
      }
    }
    for (const button of Array.from(root.querySelectorAll('button:not([aria-label])'))) {
      button.setAttribute('aria-label', clearLabel);
    }
  };
  const observer = new MutationObserver(fix);
  observer.observe(root, {childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'aria-expanded', 'style']});
  fix();
  return () => {
    observer.disconnect();
    if (status) status.textContent = '';
  };
}

/**
 * Calls `then` once, when the plugin's input has become a combobox (its autocomplete has started):
 * the moment the wrapper can hand over to it.
 */
export function whenCombobox(input: HTMLInputElement, then: () => void): () => void {
  const observer = new MutationObserver(() => {
    if (input.getAttribute('role') === 'combobox') {
      observer.disconnect();
      then();
    }
  });
  observer.observe(input, {attributes: true, attributeFilter: ['role']});
  return () => observer.disconnect();
}

/**
 * The hand-over itself, all in one task before any further key event: shows the plugin's bar (`bar`,
 * hidden by the class `hidden`), hides the stand-in, and moves its name, text, caret and focus over.
 * The name is given only now, as the hidden box would be a second box of that name. False when
 * either box is missing.
 */
export function handOver(standIn: HTMLInputElement | null, bar: HTMLElement | null, label: string, hidden: string): boolean {
  const input = bar?.querySelector('input');
  if (!standIn || !bar || !input) return false;
  const hadFocus = document.activeElement === standIn;
  const {value, selectionStart, selectionEnd, selectionDirection} = standIn;
  input.setAttribute('aria-label', label);
  standIn.removeAttribute('aria-label');
  bar.classList.remove(hidden);
  standIn.parentElement?.classList.add(hidden);
  if (hadFocus) input.focus();
  if (value) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    // The plugin (its React state) and autocomplete (the query) both take the text from this event.
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  if (hadFocus) input.setSelectionRange(selectionStart ?? value.length, selectionEnd ?? value.length, selectionDirection ?? 'none');
  return true;
}
