/**
 * Finding a home on /listings: filters and sort whose state is the address (shareable; Back and
 * Forward step through searches), an empty search that offers to widen it, and without
 * JavaScript the plain list. The fixture site's eight listings (tests/fixtures/site).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { expectCleanConsole } from './support/assertions.ts';
import { baseUrl, connectBrowser, openPage } from './support/browser.ts';
import { closeFilters, filtersButton, openFilters } from './support/listingFilters.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const grid = (page: Page) => page.locator('section[aria-label="Listings"]');
const cards = (page: Page) => grid(page).locator('li:has(h2)');
const places = (page: Page) => cards(page).locator('p:first-of-type').allInnerTexts();
const prices = async (page: Page) =>
  (await cards(page).locator('p:last-of-type').allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, '')));
const search = (page: Page) => page.evaluate(() => window.location.search);

describe('finding a home', () => {
  it('filters by area into the address; Back and Forward step through the searches', async () => {
    const { page, log, close } = await openPage(browser, '/listings');
    try {
      expect(await cards(page).count()).toBe(8);
      expect(await grid(page).getByText('8 homes', { exact: true }).isVisible()).toBe(true);
      await openFilters(page);
      await page.getByLabel('Area', { exact: true }).selectOption({ label: 'Forest Hill' });
      await eventually(() => search(page)).toBe('?area=forest-hill');
      await eventually(() => places(page)).toEqual(['FOREST HILL', 'FOREST HILL', 'FOREST HILL']);
      expect(await grid(page).getByText('3 homes of 8').count()).toBe(1);

      await page.getByLabel('Bedrooms').selectOption('6');
      await eventually(() => search(page)).toBe('?area=forest-hill&beds=6');
      await eventually(() => cards(page).count()).toBe(1);
      expect(await filtersButton(page).innerText()).toBe('Filters (2)');
      await closeFilters(page);

      await page.goBack();
      await eventually(() => search(page)).toBe('?area=forest-hill');
      await eventually(() => cards(page).count()).toBe(3);
      expect(await filtersButton(page).innerText()).toBe('Filters (1)');
      await openFilters(page);
      expect(await page.getByLabel('Bedrooms').inputValue()).toBe('');
      expect(await page.getByLabel('Area', { exact: true }).inputValue()).toBe('forest-hill');
      await closeFilters(page);
      await page.goBack();
      await eventually(() => cards(page).count()).toBe(8);
      expect(await filtersButton(page).innerText()).toBe('Filters');
      await page.goForward();
      await eventually(() => cards(page).count()).toBe(3);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('sorts by price, homes without a price to compare last', async () => {
    const { page, close } = await openPage(browser, '/listings?offer=sale&sort=price-high');
    try {
      await eventually(() => cards(page).count()).toBe(7);
      const found = await prices(page);
      const priced = found.filter((p) => p > 0);
      expect(priced).toEqual([...priced].sort((a, b) => b - a));
      expect(found.at(-1)).toBe(0); // Price Upon Request
      expect(await page.getByLabel('Sort').inputValue()).toBe('price-high');
    } finally {
      await close();
    }
  });

  it('a search that finds nothing says so and offers to widen it', async () => {
    const { page, close } = await openPage(browser, '/listings?offer=lease&beds=6');
    try {
      await eventually(() => grid(page).getByText('No homes match this search.').allInnerTexts()).toEqual([
        'No homes match this search.',
      ]);
      await grid(page).getByRole('link', { name: 'Any number of bedrooms' }).click();
      await eventually(() => search(page)).toBe('?offer=lease');
      await eventually(() => cards(page).count()).toBe(1);
      expect(await grid(page).getByText('For Lease', { exact: true }).count()).toBe(1);
    } finally {
      await close();
    }
  });

  it('without JavaScript: the full list and its count, and the filters and sort shown but disabled', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/listings?area=rosedale');
      expect(await cards(page).count()).toBe(8);
      expect(await grid(page).getByText('8 homes', { exact: true }).isVisible()).toBe(true);
      expect(await filtersButton(page).isDisabled()).toBe(true);
      expect(await page.getByLabel('Sort').isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
