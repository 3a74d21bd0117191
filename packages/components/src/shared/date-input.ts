/**
 * A date field as the page's language writes it, not as the browser's does: `<input type="date">`
 * shows the browser's format (mm/dd/yyyy in an English browser, whatever the page's language), so the
 * forms take a date as text, `YYYY-MM-DD`, with the format in the placeholder in the page's language
 * and a check of it. Typed as `2025/3/18` or `2025年3月18日`, it is written `2025-03-18` when the
 * field is left (DataGridEditor's `normalizeDate`).
 */
import {normalizeDate} from '../DataGridEditor/validation';

/** The attributes of a date input: plain text, no autocomplete or spelling marks. */
export const DATE_INPUT = {type: 'text', autoComplete: 'off', spellCheck: false} as const;

/**
 * What a date field holds once left: `YYYY-MM-DD` for a date however it was typed, the text as it is
 * when it is no date (`valid: false`; blank is valid).
 */
export function leftDate(text: string): {text: string; valid: boolean} {
  const date = normalizeDate(text);
  return date === undefined ? {text, valid: false} : {text: date, valid: true};
}
