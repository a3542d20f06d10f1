import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A refusal said once, where it happened: its words appear once on the page, in no toast, and
 * right under their field (starting within a line's gap of the field's bottom edge, at its left
 * edge), whatever the viewport puts beside the field.
 */
export async function expectRefusedOnceUnderField(page: Page, field: Locator, message: string): Promise<void> {
  // Long enough for a toast to have appeared, had the form asked for one.
  await page.waitForTimeout(500);
  const shown = page.getByText(message, { exact: true });
  expect(await shown.count(), `"${message}" is shown once`).toBe(1);
  expect(await page.locator('#notices').getByText(message).count(), 'no toast repeats it').toBe(0);
  const [fieldBox, refusalBox] = await Promise.all([field.boundingBox(), shown.boundingBox()]);
  const gap = refusalBox!.y - (fieldBox!.y + fieldBox!.height);
  expect(gap, `"${message}" starts right under its field`).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(12);
  expect(Math.abs(refusalBox!.x - fieldBox!.x), 'at the left edge of its field').toBeLessThanOrEqual(1);
  const describedFirst = await field.evaluate((el) => el.getAttribute('aria-describedby')?.split(' ')[0]);
  expect(await shown.getAttribute('id')).toBe(describedFirst);
}
