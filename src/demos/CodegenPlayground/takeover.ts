/**
 * What the visitor did to the server's markup before the live playground took its place.
 *
 * The page's HTML holds the playground as the server rendered it: a real textarea and real fields,
 * which take typing and pasting at once, before React has hydrated the page and before the
 * playground's code has arrived (src/components/LiveDemo loads it when the reader reaches for it).
 * The live playground then renders in place of that markup. Started from the sample, it would throw
 * away whatever had been typed; so it starts from the fields of the markup it replaces, each one
 * that the visitor changed, and gives focus and the caret back to the field that had them.
 *
 * Browser only; read while the live playground first renders, when the server's markup is still in
 * the document (React removes it when it commits the live one).
 */

/** Marks the playground's root: `static` in the server's markup, `live` once it runs. */
export const ROOT_ATTRIBUTE = 'data-codegen-playground';
/** Names a field after its input: `sql` or an option's key. */
export const FIELD_ATTRIBUTE = 'data-codegen-field';

export type Typed = {
  /** Each field whose value the visitor changed, by name, with its value. */
  readonly values: Readonly<Record<string, string>>;
  /** The field that had focus, with its selection. */
  readonly focus?: {readonly field: string; readonly start: number | null; readonly end: number | null};
};

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const first = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (first?.value ?? '');
  }
  return field.value !== field.defaultValue;
}

/** What was typed into the server's markup of a playground of this kind (`full` or `compact`), if any. */
export function typedBeforeTakeover(kind: string): Typed | undefined {
  if (typeof document === 'undefined') return undefined;
  const root = document.querySelector(`[${ROOT_ATTRIBUTE}="static"][data-kind="${kind}"]`);
  if (!root) return undefined;
  const values: Record<string, string> = {};
  for (const field of Array.from(root.querySelectorAll<Field>(`[${FIELD_ATTRIBUTE}]`))) {
    if (changed(field)) values[field.getAttribute(FIELD_ATTRIBUTE)!] = field.value;
  }
  const active = document.activeElement;
  const focused = active && root.contains(active) ? active.getAttribute(FIELD_ATTRIBUTE) : null;
  const focus =
    focused && (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)
      ? {field: focused, start: active.selectionStart, end: active.selectionEnd}
      : focused
        ? {field: focused, start: null, end: null}
        : undefined;
  return {values, focus};
}

/** Gives focus and the caret back to the live field that had them in the server's markup. */
export function restoreFocus(root: HTMLElement | null, typed: Typed | undefined): void {
  const focus = typed?.focus;
  if (!root || !focus) return;
  const field = root.querySelector<Field>(`[${FIELD_ATTRIBUTE}="${focus.field}"]`);
  if (!field) return;
  field.focus();
  if (!(field instanceof HTMLSelectElement) && focus.start !== null && focus.end !== null) field.setSelectionRange(focus.start, focus.end);
}
