/**
 * A listing's OPEN HOUSES by the visitor's clock (src/site/useOpenHousesClock.ts): the build lists
 * those still to come, and the page hides each one whose end has passed, then the whole section
 * when none is left, without a rebuild and without a hydration warning. The fixture site's
 * 155 Cumberland has two, on Saturday 13 November 2027, 2–4 p.m., and Sunday 14 November, 1–3 p.m. (a year ahead at most, as the check asks, and as far ahead as that allows, so the build keeps them until then)
 * (Toronto time); each test sets the browser's clock before the page loads.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { connectBrowser, newPage, waitForHydration, waitForPage } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { openFilters } from './support/listingFilters.ts';

const LISTING = '/listings/155-cumberland-penthouse';
// The two open houses' ends, in UTC (Toronto is 5 hours behind once the clocks go back on 7 November).
const FIRST_ENDS = Date.parse('2027-11-13T21:00:00Z');
const SECOND_ENDS = Date.parse('2027-11-14T20:00:00Z');
const MINUTE = 60_000;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const section = (page: Page) => page.locator('section:has([data-open-house-end])');
/** The dates a visitor sees, in the page's order. */
const shown = (page: Page) => section(page).locator('li[data-open-house-end]:visible time').allInnerTexts();

/** Opens `path` with the browser's clock at `now`; `running` keeps the clock going (and lets the test move it on). */
async function openAt(path: string, now: number, { running = false } = {}) {
  const opened = await newPage(browser);
  if (running) await opened.page.clock.install({ time: now });
  else await opened.page.clock.setFixedTime(now);
  await opened.page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(opened.page);
  return opened;
}

describe('open houses by the visitor’s clock', () => {
  it('shows both before the first; the first goes when its end passes with the page open', async () => {
    const { page, log, close } = await openAt(LISTING, FIRST_ENDS - 60 * MINUTE, { running: true });
    try {
      expect(await page.getByRole('region', { name: /open houses/i }).isVisible()).toBe(true);
      expect(await shown(page)).toEqual([
        expect.stringMatching(/Saturday 13 November/),
        expect.stringMatching(/Sunday 14 November/),
      ]);
      await page.clock.fastForward(61 * MINUTE);
      await eventually(() => shown(page)).toEqual([expect.stringMatching(/Sunday 14 November/)]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('loaded after the first has ended: the first is hidden, the next one shows', async () => {
    const { page, log, close } = await openAt(LISTING, FIRST_ENDS + 30 * MINUTE);
    try {
      await eventually(() => shown(page)).toEqual([expect.stringMatching(/Sunday 14 November/)]);
      expect(await page.getByRole('region', { name: /open houses/i }).isVisible()).toBe(true);
      // Hidden, not removed: the page's HTML is the server's, as hydration found it.
      expect(await section(page).locator('li[data-open-house-end]').count()).toBe(2);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('loaded after both have ended: the section is gone', async () => {
    const { page, log, close } = await openAt(LISTING, SECOND_ENDS + MINUTE);
    try {
      await eventually(() => section(page).isVisible()).toBe(false);
      expect(await page.getByRole('region', { name: /open houses/i }).count()).toBe(0);
      expect(await shown(page)).toEqual([]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('reached by a client-side navigation after the first has ended: the first is hidden', async () => {
    const { page, log, close } = await openAt('/listings', FIRST_ENDS + MINUTE);
    try {
      await page.locator(`#main a[href="${LISTING}"]`).first().click();
      await waitForPage(page, LISTING, '155 Cumberland Street');
      await eventually(() => shown(page)).toEqual([expect.stringMatching(/Sunday 14 November/)]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});

const cards = (page: Page) => page.locator('section[aria-label="Listings"] li:has(h2)');

describe('open houses on /listings', () => {
  it('the card says "Open house"; "Open houses this week" finds the home within 7 days of the visitor\'s clock', async () => {
    // Tuesday 9 November 2027: the Saturday and the Sunday are within the week.
    const { page, log, close } = await openAt('/listings', Date.parse('2027-11-09T17:00:00Z'));
    try {
      const labelled = cards(page).filter({ hasText: /open house/i });
      expect(await labelled.locator('h2').allInnerTexts()).toEqual(['155 Cumberland Street, Penthouse']);
      const filter = page.getByLabel('Open houses this week');
      await openFilters(page);
      await filter.check();
      await eventually(() => page.evaluate(() => window.location.search)).toBe('?openhouse=week');
      await eventually(() => cards(page).locator('h2').allInnerTexts()).toEqual(['155 Cumberland Street, Penthouse']);
      expect(await page.getByText('1 home of 8').count()).toBe(1);
      await filter.uncheck();
      await eventually(() => cards(page).count()).toBe(8);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('more than 7 days before the first, the filter finds none and offers to widen the search', async () => {
    const { page, close } = await openAt('/listings?openhouse=week', Date.parse('2027-10-30T17:00:00Z'));
    try {
      await eventually(() => page.getByText('No homes match this search.').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'With or without an open house' }).getAttribute('href')).toBe(
        '/listings',
      );
      await openFilters(page);
      expect(await page.getByLabel('Open houses this week').isChecked()).toBe(true);
    } finally {
      await close();
    }
  });
});
