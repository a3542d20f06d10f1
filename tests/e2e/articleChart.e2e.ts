/**
 * Charts in articles, in Chromium at 390 and 1440 px: the Q3 2026 report's chart block (Lawrence
 * Park's sale-to-list ratio) and the market after a neighbourhood story, each inside the page's
 * width with every dot on its plot, its table opened from the summary carrying the drawn
 * periods, axe clean with the table closed and open, and nothing in the console.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { DESKTOP, MOBILE, connectBrowser, openPage, settle } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** The chart fits the page and its plot; returns the periods its dots stand for. */
async function expectChartInside(figure: Locator, width: number): Promise<string[]> {
  const chart = figure.locator('svg[role="img"]');
  await chart.scrollIntoViewIfNeeded();
  await expect.poll(() => chart.isVisible()).toBe(true);
  const box = (await chart.boundingBox())!;
  expect(box.height).toBe(240);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const dots = await chart
    .locator('circle')
    .evaluateAll((cs) =>
      cs.map((c) => ({ period: c.getAttribute('data-period')!, ...c.getBoundingClientRect().toJSON() })),
    );
  for (const d of dots) {
    expect(d.left, d.period).toBeGreaterThanOrEqual(box.x - 1);
    expect(d.right, d.period).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(d.top, d.period).toBeGreaterThanOrEqual(box.y - 1);
    expect(d.bottom, d.period).toBeLessThanOrEqual(box.y + box.height + 1);
  }
  return dots.map((d) => d.period as string);
}

/** Opens the chart's table; its rows' periods and first figures, as shown. */
async function openTable(figure: Locator, width: number): Promise<string[][]> {
  const table = figure.locator('table');
  expect(await table.isVisible()).toBe(false);
  await figure.getByText('Show the figures as a table').click();
  await expect.poll(() => table.isVisible()).toBe(true);
  const box = (await table.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  return table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.trim())));
}

// One test at a time: expect.poll belongs to the running test, and the helpers above use the global expect.
describe.each([
  { name: '390 px', viewport: MOBILE },
  { name: '1440 px', viewport: DESKTOP },
])('charts in articles at $name', ({ name, viewport }) => {
  it(`the report's chart block, inside the page, axe clean (${name})`, async () => {
    const { page, log, close } = await openPage(browser, '/journal/third-quarter-2026-market-report', { viewport });
    try {
      await settle(page);
      const figure = page.locator('article figure').filter({ has: page.locator('svg[role="img"]') });
      expect(await figure.count()).toBe(1);
      const periods = await expectChartInside(figure, viewport.width);
      expect(periods).toEqual(['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025', 'Q1 2026', 'Q2 2026', 'Q3 2026']);
      expect(await figure.locator('figcaption').innerText()).toContain('Sale-to-list ratio in Lawrence Park');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      // An article naming no neighbourhood has no market section after it.
      expect(await page.getByRole('heading', { name: /^The market in/ }).count()).toBe(0);
      expect(describeViolations(await runAxe(page)), `axe on the report at ${name}`).toEqual([]);

      const rows = await openTable(figure, viewport.width);
      expect(rows.map((r) => r[0])).toEqual(periods);
      expect(rows.at(-1)![1]).toMatch(/^\d+(\.\d+)?%$/);
      expect(describeViolations(await runAxe(page)), `axe on the report at ${name}, table open`).toEqual([]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it(`the market after a neighbourhood story, before its related articles (${name})`, async () => {
    const { page, log, close } = await openPage(browser, '/journal/rosedale-ravines-and-gardens', { viewport });
    try {
      await settle(page);
      const section = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'The market in Rosedale' }) });
      expect(await section.count()).toBe(1);
      const related = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Related articles' }) });
      const [marketTop, relatedTop] = [(await section.boundingBox())!.y, (await related.boundingBox())!.y];
      expect(marketTop).toBeLessThan(relatedTop);
      await expect.poll(() => section.innerText()).toContain('LATEST QUARTER: Q3 2026');
      const periods = await expectChartInside(section.locator('figure'), viewport.width);
      expect(periods.at(-1)).toBe('Q3 2026');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      expect(describeViolations(await runAxe(page)), `axe on the story at ${name}`).toEqual([]);
      const rows = await openTable(section.locator('figure'), viewport.width);
      expect(rows.map((r) => r[0])).toEqual(periods);
      expect(describeViolations(await runAxe(page)), `axe on the story at ${name}, table open`).toEqual([]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});
