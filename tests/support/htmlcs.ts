import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from '@playwright/test';

/**
 * HTML_CodeSniffer (the engine pa11y runs), read once: its build defines a global `HTMLCS`.
 * It is evaluated through the DevTools protocol, as axe-core is, because the site's
 * Content-Security-Policy rightly refuses an injected script element.
 */
const HTMLCS_SOURCE = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

/** One error HTML_CodeSniffer reports: its rule code, message and the element, as a short selector. */
export type SnifferError = {code: string; message: string; element: string};

/**
 * The errors HTML_CodeSniffer finds on the page as it is now, at the given standard (pa11y's default
 * is WCAG 2 AA). Warnings and notices, which ask a person to judge, are not errors and not returned,
 * as pa11y does not fail on them.
 */
export async function snifferErrors(page: Page, standard: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA' = 'WCAG2AA'): Promise<SnifferError[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as {HTMLCS?: unknown}).HTMLCS !== 'undefined');
  if (!loaded) {
    await page.evaluate(`${HTMLCS_SOURCE};window.HTMLCS = HTMLCS;`);
    // HTML_CodeSniffer 2.5.1 looks up its autocomplete errors as `InvalidAutoComplete_*` while its
    // English messages are keyed `InvalidAutocomplete_*`: on a page with such an error it throws
    // instead of reporting it (pa11y then fails the page with no message). The aliases let it
    // report the error, naming the element.
    await page.evaluate(() => {
      const messages = (window as unknown as {translation: {en: Record<string, string>}}).translation.en;
      for (const [key, text] of Object.entries(messages)) {
        if (key.includes('InvalidAutocomplete_')) messages[key.replace('InvalidAutocomplete_', 'InvalidAutoComplete_')] = text;
      }
    });
  }
  return page.evaluate(
    (wanted) =>
      new Promise<SnifferError[]>((resolve, reject) => {
        type Message = {type: number; code: string; msg: string; element: Element};
        const sniffer = (
          window as unknown as {
            HTMLCS: {process(s: string, d: Document, done: () => void, failed: () => void): void; getMessages(): Message[]};
          }
        ).HTMLCS;
        const describe = (element: Element): string => {
          const parts: string[] = [];
          for (let at: Element | null = element; at && parts.length < 4; at = at.parentElement) {
            const id = at.id ? `#${at.id}` : '';
            const cls = typeof at.className === 'string' && at.className.trim() ? `.${at.className.trim().split(/\s+/)[0]}` : '';
            parts.unshift(`${at.tagName.toLowerCase()}${id}${cls}`);
            if (id) break;
          }
          return parts.join(' > ');
        };
        sniffer.process(
          wanted,
          document,
          () =>
            resolve(
              sniffer
                .getMessages()
                .filter((m) => m.type === 1)
                .map((m) => ({code: m.code, message: m.msg, element: describe(m.element)})),
            ),
          () => reject(new Error('HTML_CodeSniffer failed to run')),
        );
      }),
    standard,
  );
}
