/**
 * A guide's market chart in Chromium at 390 and 1440 px: drawn inside its band, no wider than
 * the page, its table opened from the summary carrying the dots' numbers, axe clean with the
 * table open and closed. Concurrent tests poll with their own `expect` (a test's context), which
 * vitest requires of expect.poll outside the one running test.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { DESKTOP, MOBILE, connectBrowser, openPage, settle } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe.concurrent.each([
  { name: '390 px', viewport: MOBILE },
  { name: '1440 px', viewport: DESKTOP },
])('the market chart at $name', ({ name, viewport }) => {
  it(`shows the chart and its table on /explore/rosedale, axe clean (${name})`, async ({ expect }) => {
    const { page, log, close } = await openPage(browser, '/explore/rosedale', { viewport });
    try {
      await settle(page);
      const band = page.locator('#market');
      await band.scrollIntoViewIfNeeded();
      const chart = band.locator('svg[role="img"]');
      await expect.poll(() => chart.isVisible()).toBe(true);
      expect(await chart.getAttribute('aria-labelledby')).toBeTruthy();
      const box = (await chart.boundingBox())!;
      expect(box.height).toBe(240);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      // Every dot inside the chart's box: none drawn off the plot.
      const dots = await chart
        .locator('circle')
        .evaluateAll((cs) =>
          cs.map((c) => c.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, right: r.right, bottom: r.bottom })),
        );
      expect(dots).toHaveLength(11);
      for (const d of dots) {
        expect(d.x).toBeGreaterThanOrEqual(box.x - 1);
        expect(d.right).toBeLessThanOrEqual(box.x + box.width + 1);
        expect(d.y).toBeGreaterThanOrEqual(box.y - 1);
        expect(d.bottom).toBeLessThanOrEqual(box.y + box.height + 1);
      }
      await expect.poll(() => band.innerText()).toContain('LATEST QUARTER: Q3 2026');
      expect(describeViolations(await runAxe(page)), `axe on the guide at ${name}`).toEqual([]);

      const table = band.locator('table');
      expect(await table.isVisible()).toBe(false);
      await band.getByText('Show the figures as a table').click();
      await expect.poll(() => table.isVisible()).toBe(true);
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.trim())));
      expect(rows).toHaveLength(11);
      expect(rows.at(-1)![0]).toBe('Q3 2026');
      // The table fits the page: no cell cut off or scrolled away.
      const tableBox = (await table.boundingBox())!;
      expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(viewport.width);
      expect(describeViolations(await runAxe(page)), `axe on the guide at ${name}, table open`).toEqual([]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});
