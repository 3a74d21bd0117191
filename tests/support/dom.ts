// What a test reads of the page that needs no knowledge of the site: shared by the e2e specs and the
// component tests (tests/components), which must not load tests/support/site.ts and its route manifest.
import type {Locator} from '@playwright/test';

/**
 * Starts recording every value the attribute `name` of `element` takes, and returns a function
 * that reads the record. A state that lasts less than Playwright's polling interval (a button
 * busy for 600 ms, on a loaded machine) is still seen; the record outlives the element, so it can
 * be read after a dialog that held it has closed.
 */
export async function recordAttribute(element: Locator, name: string): Promise<() => Promise<Array<string | null>>> {
  const key = `__lexbootRecord_${name}_${Math.random().toString(36).slice(2)}`;
  await element.evaluate(
    (node, {key, name}) => {
      const record: Array<string | null> = [node.getAttribute(name)];
      (window as unknown as Record<string, unknown>)[key] = record;
      new MutationObserver(() => record.push(node.getAttribute(name))).observe(node, {attributes: true, attributeFilter: [name]});
    },
    {key, name},
  );
  const page = element.page();
  return async () => (await page.evaluate((key) => (window as unknown as Record<string, Array<string | null>>)[key], key)) ?? [];
}
