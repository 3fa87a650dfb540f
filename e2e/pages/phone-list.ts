import { expect, type Locator } from '@playwright/test';

/**
 * On a phone a `.table-stack` list shows each row as a card the width of the screen: the row is a
 * block, the cell at `index` is labelled from its heading, and the table never scrolls sideways.
 */
export async function expectRowAsCard(row: Locator, index: number, label: string): Promise<void> {
  expect(await row.evaluate((r) => getComputedStyle(r).display)).toBe('block');
  await expect(row.getByRole('cell').nth(index)).toHaveAttribute('data-label', label);
  const overflow = await row.evaluate((r) => {
    const wrapper = r.closest('.table-responsive') ?? r.closest('table')!;
    return wrapper.scrollWidth - wrapper.clientWidth;
  });
  expect(overflow).toBe(0);
}
