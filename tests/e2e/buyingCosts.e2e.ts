/**
 * The cost of buying on a listing page: figures in the pre-rendered HTML, the calculator's code
 * fetched only as the section nears the screen or on its first input, then live figures as the
 * visitor changes them.
 * Expected amounts come from tests/blocks/*.test.ts, which check the arithmetic against the
 * published schedules; here the page must show what that code works out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closingCosts } from '../../src/blocks/buyingCosts/landTransferTax.ts';
import { formatCad } from '../../src/ui/format.ts';
import { LandTransferTaxes } from '../../src/model/rates.ts';
import { eventually } from './support/eventually.ts';
import { expectCleanConsole } from './support/assertions.ts';
import { baseUrl, connectBrowser, MOBILE, openPage } from './support/browser.ts';

const fixture = (file: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/site/data', file), 'utf8')) as unknown;
const taxes = LandTransferTaxes.parse(fixture('rates/land-transfer-tax.json')).taxes;
const listing = fixture('listings/old-forest-hill.json') as { price: { amount: number } };

const TORONTO_SALE = '/listings/old-forest-hill';
const OUTSIDE_TORONTO = '/listings/1031-road-2900';
const LEASE = '/listings/15-strathallan';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const section = (page: Page) => page.locator('section[aria-labelledby="buying-costs"]');
const total = (page: Page) => section(page).locator('p', { hasText: 'Total land transfer tax' }).locator('strong');
const interactive = (page: Page) =>
  page.evaluate(() => {
    const input = document.getElementById('costs-price');
    return input !== null && Object.keys(input).some((k) => k.startsWith('__reactProps$'));
  });

describe('the cost of buying', () => {
  it('is in the HTML without JavaScript: both taxes and their total at the listing price, on the build date', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: MOBILE });
    try {
      const page = await context.newPage();
      await page.goto(TORONTO_SALE);
      const date = await section(page).locator('input[type="date"]').inputValue();
      const expected = closingCosts(taxes, listing.price.amount, date, false);
      expect(await section(page).locator('dl').first().innerText()).toContain(
        `Toronto municipal land transfer tax\n${formatCad(expected.estimates[1]!.tax)}`,
      );
      expect(await total(page).innerText()).toBe(formatCad(expected.total));
      expect(
        await section(page)
          .getByText(/a month$/)
          .innerText(),
      ).toMatch(/^\$[\d,]+\.\d\d a month$/);
    } finally {
      await context.close();
    }
  });

  it("loads the calculator's code only as the section nears, then answers every change", async () => {
    const { page, log, close } = await openPage(browser, TORONTO_SALE, { viewport: MOBILE });
    try {
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(r.url()));
      await page.waitForTimeout(300);
      expect(
        fetched.filter((u) => /Calculator-/.test(u)),
        'fetched before the section was near',
      ).toEqual([]);
      expect(await interactive(page)).toBe(false);

      await section(page).scrollIntoViewIfNeeded();
      await eventually(() => interactive(page)).toBe(true);
      expect(fetched.some((u) => /Calculator-/.test(u))).toBe(true);

      await page.fill('#costs-price', '3,500,000');
      await section(page).locator('input[type="date"]').fill('2026-06-01');
      await eventually(() => total(page).innerText()).toBe('$157,450');
      // Before 1 April 2026 the city's lower luxury rates applied.
      await section(page).locator('input[type="date"]').fill('2026-03-15');
      await eventually(() => total(page).innerText()).toBe('$152,950');
      await section(page).locator('input[type="date"]').fill('2026-06-01');
      await section(page).getByLabel('First-time buyer: include the rebates').check();
      await eventually(() => total(page).innerText()).toBe('$148,975');
      expect(await total(page).locator('..').getAttribute('aria-live')).toBe('polite');

      await page.fill('#costs-down-payment', '500,000');
      await eventually(() => page.locator('#costs-down-payment-note').innerText()).toBe(
        'The minimum down payment at this price is $700,000.',
      );
      expect(await page.locator('#costs-down-payment').getAttribute('aria-invalid')).toBe('true');
      expect(
        await section(page)
          .getByText(/a month$/)
          .count(),
      ).toBe(0);
      await page.fill('#costs-down-payment', '700,000');
      await eventually(async () => /\$[\d,]+\.\d\d a month/.test(await section(page).innerText())).toBe(true);

      // Under 20% down the loan is insured: the premium joins the mortgage, and 30 years needs a reason.
      await page.fill('#costs-price', '800,000');
      await page.fill('#costs-down-payment', '55,000');
      await page.selectOption('#costs-amortisation', '30');
      await eventually(() => section(page).getByText('Default insurance, added to the mortgage').count()).toBe(1);
      expect(await page.locator('#costs-amortisation-note').innerText()).toBe(
        'An insured mortgage runs over 25 years only for a first-time buyer or a newly built home.',
      );

      await page.fill('#costs-price', 'four million');
      await eventually(() => section(page).getByText('Enter a price in dollars, e.g. 4,995,000.').isVisible()).toBe(
        true,
      );
      expect(await total(page).count()).toBe(0);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it("loads the calculator's code on the first input, before the section is near, then computes what is typed", async () => {
    const { page, log, close } = await openPage(browser, TORONTO_SALE, { viewport: MOBILE });
    try {
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(r.url()));
      await page.waitForTimeout(300);
      expect(fetched.filter((u) => /Calculator-/.test(u))).toEqual([]);
      // A keyboard or assistive-technology user can reach a field without the page scrolling to it.
      await page.locator('#costs-price').evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
      expect(await page.evaluate(() => window.scrollY), 'the page did not scroll').toBe(0);
      await eventually(() => interactive(page)).toBe(true);
      expect(fetched.some((u) => /Calculator-/.test(u))).toBe(true);
      await page.fill('#costs-price', '3,500,000');
      await section(page).locator('input[type="date"]').fill('2026-06-01');
      await eventually(() => total(page).innerText()).toBe('$157,450');
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('outside Toronto only the provincial tax applies; a lease shows no costs of buying', async () => {
    const outside = await openPage(browser, OUTSIDE_TORONTO);
    try {
      const lines = await section(outside.page).locator('dl').first().innerText();
      expect(lines).toContain('Ontario land transfer tax');
      expect(lines).not.toContain('Toronto');
    } finally {
      await outside.close();
    }
    const lease = await openPage(browser, LEASE);
    try {
      expect(await section(lease.page).count()).toBe(0);
    } finally {
      await lease.close();
    }
  });
});
