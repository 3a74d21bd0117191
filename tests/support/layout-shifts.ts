// Layout shifts, as the Layout Instability API reports them (what Lighthouse's CLS sums): recorded
// from before the page's scripts run, read when the test has seen what it waited for.
import type {Page} from '@playwright/test';

/** In the page, before its scripts: records each layout shift not caused by input, with its value and nodes. */
function recordLayoutShifts(): void {
  type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources?: Array<{node?: Node}>};
  const shifts: string[] = [];
  (window as unknown as {__lexbootShifts: string[]}).__lexbootShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const nodes = (entry.sources ?? []).map((s) =>
        s.node instanceof Element
          ? s.node.tagName.toLowerCase() + (s.node.className ? `.${String(s.node.className).split(' ')[0]}` : '')
          : String(s.node?.nodeName),
      );
      shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(', ')}`);
    }
  }).observe({type: 'layout-shift', buffered: true});
}

/** Records the layout shifts of the pages `page` loads from now on (call before `goto`). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(recordLayoutShifts);
}

/** The shifts recorded so far in the page, each with its value, time and the nodes that moved. */
export const layoutShifts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as {__lexbootShifts: string[]}).__lexbootShifts);
