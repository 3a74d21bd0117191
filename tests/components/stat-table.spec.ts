import {expect, test, type Locator} from '@playwright/test';

// The demo of the StatTable page (src/demos/StatTableDemo.tsx), mounted alone: cases and claims by
// court and case type, with a subtotal per court and a total. Cases without a court form the
// "(empty)" group, placed last; administrative suits claim no amount, which must read as no value,
// never as 0. Each court collapses to its subtotal row, from the keyboard too. Every figure below is
// read from the table itself, so the checks hold whatever the sample data.

const TEXT = {
  'zh-Hans': {subtotal: '小计', separator: '：', total: '合计', empty: '（空）', noValue: '无数值'},
  en: {subtotal: 'Subtotal', separator: ': ', total: 'Total', empty: '(empty)', noValue: 'No value'},
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

interface TableRow {
  kind: 'detail' | 'subtotal' | 'collapsed' | 'total';
  /** The row headers' texts, left to right (a merged court cell only on its first row). */
  heads: string[];
  /** The last row header: the case type, or the subtotal's or total's label. */
  label: string;
  count: number | null;
  claims: number | null;
  /** The claims cell as a reader's assistive technology gets it. */
  claimsText: string;
}

/** `CN¥1,234,000` or `¥1,234,000` → 1234000; a cell without digits ("—", no value) → null. */
function amountOf(text: string): number | null {
  const digits = text.replace(/[^\d.]/g, '');
  return digits === '' ? null : Number(digits);
}

async function readTable(stage: Locator, text: Text): Promise<TableRow[]> {
  const rows = await stage.locator('table tbody tr').evaluateAll((elements) =>
    elements.map((row) => ({
      heads: Array.from(row.querySelectorAll('th'), (cell) => (cell.textContent ?? '').trim()),
      cells: Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim()),
    })),
  );
  return rows.map(({heads, cells}) => {
    const label = heads.at(-1) ?? '';
    const kind =
      label === text.total
        ? 'total'
        : label === text.subtotal
          ? 'collapsed'
          : label.startsWith(`${text.subtotal}${text.separator}`)
            ? 'subtotal'
            : 'detail';
    return {kind, heads, label, count: amountOf(cells[0] ?? ''), claims: amountOf(cells[1] ?? ''), claimsText: cells[1] ?? ''};
  });
}

const sum = (values: (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

for (const locale of ['zh-Hans'] as const) {
  const text = TEXT[locale];
  test.describe(`StatTable demo (${locale})`, () => {
    test('the total is the sum of the rows shown, each court has its subtotal, the (empty) group comes last', async ({mount}) => {
      const stage = await mount('demos/StatTable', {locale});
      const courts = stage.locator('tbody button[aria-expanded]');
      await courts.first().focus();
      await expect(courts.first()).toBeFocused();

      const rows = await readTable(stage, text);
      const details = rows.filter((row) => row.kind === 'detail');
      const subtotals = rows.filter((row) => row.kind === 'subtotal');
      expect(rows.filter((row) => row.kind === 'total')).toHaveLength(1);
      const total = rows.at(-1)!;
      expect(total.kind).toBe('total');
      expect(rows.some((row) => row.kind === 'collapsed')).toBe(false);

      // The total, summed in the test from the rows the reader sees.
      expect(details.length).toBeGreaterThan(0);
      expect(total.count).toBe(sum(details.map((row) => row.count)));
      expect(total.claims).toBe(sum(details.map((row) => row.claims)));
      expect(total.count).toBe(sum(subtotals.map((row) => row.count)));
      expect(total.claims).toBe(sum(subtotals.map((row) => row.claims)));

      // Each subtotal sums the detail rows above it, back to the previous subtotal.
      let group: TableRow[] = [];
      for (const row of rows) {
        if (row.kind === 'detail') group.push(row);
        if (row.kind !== 'subtotal') continue;
        expect(group.length, `${row.label} sums no rows`).toBeGreaterThan(0);
        expect(row.count, row.label).toBe(sum(group.map((detail) => detail.count)));
        expect(row.claims, row.label).toBe(sum(group.map((detail) => detail.claims)));
        group = [];
      }
      expect(group, 'detail rows after the last subtotal').toEqual([]);

      // One subtotal per court, named after it; the group without a court last.
      const names = (await courts.allTextContents()).map((name) => name.trim());
      expect(names.length).toBeGreaterThan(1);
      expect(subtotals.map((row) => row.label)).toEqual(names.map((name) => `${text.subtotal}${text.separator}${name}`));
      expect(names.at(-1)).toBe(text.empty);

      // Claims without an amount: counted as cases, shown as no value rather than 0.
      const noAmount = details.filter((row) => row.claims === null);
      expect(noAmount.length).toBeGreaterThan(0);
      for (const row of noAmount) {
        expect(row.count).toBeGreaterThan(0);
        expect(row.claimsText).toContain(text.noValue);
      }
    });

    test('keyboard only: Enter collapses a court to its subtotal, Space brings its rows back; the total stays', async ({page, mount}) => {
      const stage = await mount('demos/StatTable', {locale});
      const courts = stage.locator('tbody button[aria-expanded]');
      await courts.first().focus();
      await expect(courts.first()).toBeFocused();

      await page.keyboard.press('Tab');
      const court = courts.nth(1);
      await expect(court).toBeFocused();
      await expect(court).toHaveAttribute('aria-expanded', 'true');
      const name = ((await court.textContent()) ?? '').trim();
      const before = await readTable(stage, text);
      const subtotal = before.find((row) => row.label === `${text.subtotal}${text.separator}${name}`)!;
      expect(subtotal, `no subtotal row for ${name}`).toBeDefined();

      await page.keyboard.press('Enter');
      await expect(court).toHaveAttribute('aria-expanded', 'false');
      await expect(court).toBeFocused();
      await expect(court).toHaveAccessibleName(name);
      const collapsed = await readTable(stage, text);
      const row = collapsed.find((candidate) => candidate.kind === 'collapsed')!;
      expect(row, 'the collapsed row').toBeDefined();
      expect(row.heads[0]).toBe(name);
      expect([row.count, row.claims]).toEqual([subtotal.count, subtotal.claims]);
      expect(collapsed.some((candidate) => candidate.label === subtotal.label)).toBe(false);
      expect(collapsed.length).toBeLessThan(before.length);
      expect(collapsed.at(-1)).toEqual(before.at(-1));
      // Still a total of what is shown: the collapsed court counts through its subtotal.
      const shown = collapsed.filter((candidate) => candidate.kind === 'subtotal' || candidate.kind === 'collapsed');
      expect(collapsed.at(-1)!.count).toBe(sum(shown.map((candidate) => candidate.count)));
      expect(collapsed.at(-1)!.claims).toBe(sum(shown.map((candidate) => candidate.claims)));

      await page.keyboard.press('Space');
      await expect(court).toHaveAttribute('aria-expanded', 'true');
      await expect(court).toBeFocused();
      expect(await readTable(stage, text)).toEqual(before);
    });
  });
}
