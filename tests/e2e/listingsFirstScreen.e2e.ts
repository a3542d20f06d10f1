/**
 * /listings phone first (issue 43): the first home's card and the count of homes on the first
 * screen at 390 x 844 and at 1440 x 900, before any filtering; the filters behind one "Filters (n)"
 * button whose first tap (no hover before it, network and CPU slowed) fetches the sheet and opens
 * it; a choice in the sheet updates the count and n; Escape closes it with focus back on the
 * button; axe clean with and without the sheet. The fixture site's eight listings.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { connectBrowser, DESKTOP, MOBILE, openPage } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { firstPressTiming, openThrottled, pressWithoutHover } from './support/firstTap.ts';
import { filterSheet, filtersButton } from './support/listingFilters.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const grid = (page: Page) => page.locator('section[aria-label="Listings"]');
const count = (page: Page) => grid(page).locator('p[aria-live]');

/** Where the first card and the count are drawn, against the screen's height. */
const firstScreen = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('section[aria-label="Listings"] li[data-card]')!.getBoundingClientRect();
    const count = document.querySelector('section[aria-label="Listings"] p[aria-live]')!.getBoundingClientRect();
    return { cardTop: card.top, countBottom: count.bottom, height: innerHeight, scrolled: scrollY };
  });

describe.concurrent('/listings on the first screen', () => {
  it.each([
    { width: '390 px', viewport: MOBILE },
    { width: '1440 px', viewport: DESKTOP },
  ])('at $width: the first card and the count before any filtering, axe clean', async ({ viewport }) => {
    const { page, log, close } = await openPage(browser, '/listings', { viewport, waitUntil: 'load' });
    try {
      const at = await firstScreen(page);
      expect(at.scrolled).toBe(0);
      expect(at.cardTop, `the first card's top (${Math.round(at.cardTop)} px) within ${at.height} px`).toBeLessThan(
        at.height,
      );
      expect(at.countBottom).toBeLessThan(at.height);
      expect(await count(page).innerText()).toBe('8 homes');
      expect(await count(page).isVisible()).toBe(true);
      expect(await filtersButton(page).innerText()).toBe('Filters');
      expect(await page.getByLabel('Sort').isVisible()).toBe(true);
      expect(describeViolations(await runAxe(page))).toEqual([]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});

describe('the filters sheet on a phone', () => {
  it('the first tap on "Filters" opens it; a choice updates the count and n; Escape closes it, focus back', async () => {
    const target = await openThrottled(browser, '/listings', 'phone');
    const { page, cdp } = target;
    try {
      await pressWithoutHover(target, 'section[aria-label="Listings"] button[aria-haspopup="dialog"]', {
        selector: 'dialog[open]',
      });
      const timing = await firstPressTiming(target, /\/FilterSheet-[\w-]+\.js$/);
      expect(timing.gap, `shown ${timing.shown} ms after the press, its code ${timing.codeArrived} ms`).toBeLessThan(
        1000,
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });

      const sheet = filterSheet(page);
      expect(await sheet.getByRole('button', { name: 'Show 8 homes' }).isVisible()).toBe(true);
      expect(await sheet.getByRole('button', { name: 'Clear all' }).isDisabled()).toBe(true);
      await sheet.getByLabel('Area', { exact: true }).selectOption({ label: 'Forest Hill' });
      await eventually(() => count(page).innerText()).toBe('3 homes of 8');
      await eventually(() => filtersButton(page).innerText()).toBe('Filters (1)');
      expect(await sheet.getByRole('button', { name: 'Show 3 homes' }).isVisible()).toBe(true);
      // The sheet sits over the page, and nothing behind it can take focus.
      const box = (await sheet.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height + 1);
      expect(describeViolations(await runAxe(page))).toEqual([]);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      }

      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Filters (1)');
      expect(await page.evaluate(() => location.search)).toBe('?area=forest-hill');

      // "Clear all" ends the search: every home again, and n gone.
      await filtersButton(page).tap();
      await filterSheet(page).getByRole('button', { name: 'Clear all' }).tap();
      await eventually(() => count(page).innerText()).toBe('8 homes');
      await filterSheet(page).getByRole('button', { name: 'Show 8 homes' }).tap();
      await filterSheet(page).waitFor({ state: 'detached' });
      expect(await filtersButton(page).innerText()).toBe('Filters');
      expectCleanConsole(target.log);
    } finally {
      await target.close();
    }
  });
});
