/**
 * The filters of /listings as plain links (issue 43): without JavaScript, on a phone, an area's
 * link and the lease link each lead to a pre-rendered page of only the matching homes, with its
 * heading and count, and "All homes" leads back. With JavaScript such a page hydrates cleanly as
 * the same search ("Filters (1)", the count; a change navigates to /listings?...), shows none of
 * the links, and is axe clean. The fixture site: eight homes, three in Forest Hill, one for lease.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { baseUrl, connectBrowser, DESKTOP, MOBILE, openPage } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { filtersButton, listingCards as cards, listingsGrid as grid } from './support/listingFilters.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const count = (page: Page) => grid(page).locator('p[aria-live]');
const filterLinks = (page: Page) => page.getByRole('navigation', { name: 'Filter homes' });
const cardTexts = (page: Page) => cards(page).allTextContents();

describe('the filters without JavaScript', () => {
  it('at 390 x 844: an area link and the lease link show only their homes and the count; "All homes" leads back', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: MOBILE });
    try {
      const page = await context.newPage();
      await page.goto('/listings');
      expect(await cards(page).count()).toBe(8);
      expect(await count(page).innerText()).toBe('8 homes');

      await filterLinks(page).getByRole('link', { name: 'Forest Hill', exact: true }).click();
      await page.waitForURL('**/listings/in-forest-hill');
      expect(await page.locator('h1').innerText()).toMatch(/^Homes in Forest Hill$/i);
      expect(await page.title()).toMatch(/^Homes in Forest Hill · /);
      const inForestHill = await cardTexts(page);
      expect(inForestHill).toHaveLength(3);
      for (const text of inForestHill) expect(text).toContain('Forest Hill');
      expect(await count(page).innerText()).toBe('3 homes of 8');
      expect(
        await filterLinks(page).getByRole('link', { name: 'Forest Hill', exact: true }).getAttribute('aria-current'),
      ).toBe('page');

      await filterLinks(page).getByRole('link', { name: 'For lease', exact: true }).click();
      await page.waitForURL('**/listings/for-lease');
      const forLease = await cardTexts(page);
      expect(forLease).toHaveLength(1);
      expect(forLease[0]).toMatch(/for lease/i);
      expect(await count(page).innerText()).toBe('1 home of 8');

      await filterLinks(page).getByRole('link', { name: 'All homes', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/listings');
      expect(await cards(page).count()).toBe(8);
      expect(await count(page).innerText()).toBe('8 homes');
    } finally {
      await context.close();
    }
  });
});

describe.concurrent('a filter page with JavaScript', () => {
  it.each([
    { width: '390 px', viewport: MOBILE },
    { width: '1440 px', viewport: DESKTOP },
  ])('at $width: hydrates as the same search, no links shown, axe clean', async ({ viewport }) => {
    const { page, log, close } = await openPage(browser, '/listings/in-forest-hill', { viewport });
    try {
      await eventually(() => filtersButton(page).isEnabled()).toBe(true);
      expect(await filtersButton(page).innerText()).toBe('Filters (1)');
      expect(await count(page).innerText()).toBe('3 homes of 8');
      expect(await cards(page).count()).toBe(3);
      expect(await filterLinks(page).count()).toBe(0);
      expect(describeViolations(await runAxe(page))).toEqual([]);
      // A change is a search at /listings, as from /listings itself.
      await page.getByLabel('Sort').selectOption('price-high');
      await page.waitForURL(
        (url) => url.pathname === '/listings' && url.search === '?area=forest-hill&sort=price-high',
      );
      await eventually(() => cards(page).count()).toBe(3);
      expect(await filtersButton(page).innerText()).toBe('Filters (1)');
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});
