/**
 * Favourites without an account, in Chromium against the built fixture site: a heart pressed by
 * keyboard survives a reload, /favourites lists it, "Share this list" opens the same list in a
 * fresh browser (which can keep it), a favourite since sold or withdrawn says so, and the page
 * passes axe at phone and desktop widths. Nothing leaves the browser: no request carries the list.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { connectBrowser, DESKTOP, MOBILE, openPage } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { closeFilters, openFilters } from './support/listingFilters.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const heartOf = (page: Page, slug: string) => page.locator(`main button[data-favourite="${slug}"]`).first();
const cardAddresses = (page: Page) => page.locator('main li h2').allInnerTexts();

/** Favourites as the store leaves them, written before the page starts. */
const seed = (page: Page, homes: { slug: string; address: string }[]) =>
  page.addInitScript(
    (stored) => localStorage.setItem('ashdown-favourites', stored),
    JSON.stringify({ state: { homes: homes.map((h, i) => ({ ...h, savedAt: 1000 - i })) }, version: 1 }),
  );

describe('favourites', () => {
  it('a heart pressed from the keyboard saves the home, is announced, and survives a reload', async () => {
    const { page, log, close } = await openPage(browser, '/listings/old-forest-hill');
    try {
      const heart = heartOf(page, 'old-forest-hill');
      await expect(heart.getAttribute('aria-label')).resolves.toBe('Save Old Forest Hill Road to favourites');
      await heart.focus();
      await page.keyboard.press('Enter');
      await eventually(() => heart.getAttribute('aria-pressed')).toBe('true');
      await expect(heart.getAttribute('aria-label')).resolves.toBe('Remove Old Forest Hill Road from favourites');
      await eventually(() => page.locator('#favourites-status').innerText()).toBe(
        'Old Forest Hill Road saved to your favourites.',
      );
      await expect(page.locator('#favourites-status').getAttribute('aria-live')).resolves.toBe('polite');
      // Space toggles too: off and on again.
      await page.keyboard.press('Space');
      await eventually(() => heart.getAttribute('aria-pressed')).toBe('false');
      await page.keyboard.press('Space');
      await eventually(() => heart.getAttribute('aria-pressed')).toBe('true');

      await page.reload({ waitUntil: 'domcontentloaded' });
      await eventually(() => heartOf(page, 'old-forest-hill').getAttribute('aria-pressed')).toBe('true');
      await page.goto('/favourites', { waitUntil: 'domcontentloaded' });
      await eventually(() => cardAddresses(page)).toEqual(['Old Forest Hill Road']);
      await eventually(() => heartOf(page, 'old-forest-hill').getAttribute('aria-pressed')).toBe('true');
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('a heart on a /listings card is 44 px square, marks the same home on its page, and lists newest first', async () => {
    const { page, close } = await openPage(browser, '/listings', { viewport: MOBILE });
    try {
      const box = await heartOf(page, 'dunvegan-road').boundingBox();
      expect(box && Math.round(box.width) >= 44 && Math.round(box.height) >= 44).toBe(true);
      await heartOf(page, 'old-forest-hill').click();
      await eventually(() => heartOf(page, 'old-forest-hill').getAttribute('aria-pressed')).toBe('true');
      await heartOf(page, 'dunvegan-road').click();
      await eventually(() => heartOf(page, 'dunvegan-road').getAttribute('aria-pressed')).toBe('true');
      await page.goto('/listings/dunvegan-road', { waitUntil: 'domcontentloaded' });
      await eventually(() => heartOf(page, 'dunvegan-road').getAttribute('aria-pressed')).toBe('true');
      await page.goto('/favourites', { waitUntil: 'domcontentloaded' });
      await eventually(() => cardAddresses(page)).toEqual(['Dunvegan Road', 'Old Forest Hill Road']);
    } finally {
      await close();
    }
  });

  it('hearts drawn later keep step: cards a filter brings back, and a listing reached by a link', async () => {
    const { page, close } = await openPage(browser, '/listings', { viewport: DESKTOP });
    try {
      await heartOf(page, 'old-forest-hill').click();
      await eventually(() => heartOf(page, 'old-forest-hill').getAttribute('aria-pressed')).toBe('true');
      // A filter that leaves the saved home out, then lets it back in: its card is drawn anew.
      await openFilters(page);
      await page.getByLabel('Area', { exact: true }).selectOption({ label: 'Rosedale' });
      await eventually(() => page.locator('main button[data-favourite="old-forest-hill"]').count()).toBe(0);
      await page.getByLabel('Area', { exact: true }).selectOption({ index: 0 });
      await closeFilters(page);
      await eventually(() => heartOf(page, 'old-forest-hill').getAttribute('aria-pressed')).toBe('true');
      expect(await heartOf(page, 'dunvegan-road').getAttribute('aria-pressed')).toBe('false');
      // A link within the site: the listing page is drawn by the app, not loaded.
      await page.locator('main a[href="/listings/old-forest-hill"]').first().click();
      await page.waitForURL('**/listings/old-forest-hill');
      await eventually(() => heartOf(page, 'old-forest-hill').getAttribute('aria-pressed')).toBe('true');
    } finally {
      await close();
    }
  });

  it('"Share this list" gives a link that opens the same list in a fresh browser, which can keep it', async () => {
    const first = await openPage(browser, '/favourites');
    let link: string;
    try {
      await seed(first.page, [
        { slug: 'dunvegan-road', address: 'Dunvegan Road' },
        { slug: 'old-forest-hill', address: 'Old Forest Hill Road' },
      ]);
      await first.page.reload({ waitUntil: 'domcontentloaded' });
      await first.page.getByRole('button', { name: 'Share this list' }).click();
      link = await first.page
        .locator('main [role="status"] a')
        .getAttribute('href')
        .then((href) => href!);
      expect(new URL(link).pathname + new URL(link).search).toBe('/favourites?homes=dunvegan-road,old-forest-hill');
    } finally {
      await first.close();
    }
    const fresh = await openPage(browser, new URL(link).pathname + new URL(link).search);
    try {
      await eventually(() => cardAddresses(fresh.page)).toEqual(['Dunvegan Road', 'Old Forest Hill Road']);
      await expect(fresh.page.evaluate(() => localStorage.getItem('ashdown-favourites'))).resolves.toBeNull();
      await fresh.page.getByRole('button', { name: 'Keep them in my favourites' }).click();
      await fresh.page.getByRole('link', { name: 'See your own favourites' }).click();
      await eventually(() => new URL(fresh.page.url()).search).toBe('');
      await eventually(() => cardAddresses(fresh.page)).toEqual(['Dunvegan Road', 'Old Forest Hill Road']);
    } finally {
      await fresh.close();
    }
  });

  it('a favourite since sold says "Sold", one withdrawn "No longer available", and neither vanishes', async () => {
    const { page, close } = await openPage(browser, '/favourites');
    try {
      await seed(page, [
        { slug: '29-rosedale-road', address: '29 Rosedale Road' },
        { slug: 'withdrawn-home', address: '1 Gone Lane' },
        { slug: 'old-forest-hill', address: 'Old Forest Hill Road' },
      ]);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await eventually(() => cardAddresses(page)).toEqual(['Old Forest Hill Road']);
      const gone = await page.locator('main ul li:not(:has(h2))').allInnerTexts();
      expect(gone.map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
        '29 Rosedale Road SOLD',
        '1 Gone Lane NO LONGER AVAILABLE',
      ]);
    } finally {
      await close();
    }
  });

  for (const viewport of [MOBILE, DESKTOP])
    it(`/favourites passes axe at ${viewport.width} px, empty and with homes`, async () => {
      const { page, log, close } = await openPage(browser, '/favourites', { viewport });
      try {
        await eventually(() =>
          page
            .locator('main')
            .innerText()
            .then((t) => t.includes('No favourites yet: tap the heart on any home to keep it here.')),
        ).toBe(true);
        await expect(page.locator('main').innerText()).resolves.toContain('Favourites are kept in this browser only');
        expect(describeViolations(await runAxe(page))).toEqual([]);
        await seed(page, [
          { slug: 'old-forest-hill', address: 'Old Forest Hill Road' },
          { slug: '29-rosedale-road', address: '29 Rosedale Road' },
        ]);
        await page.reload({ waitUntil: 'domcontentloaded' });
        await eventually(() => cardAddresses(page)).toEqual(['Old Forest Hill Road']);
        expect(describeViolations(await runAxe(page))).toEqual([]);
        await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toContain('noindex');
        expectCleanConsole(log);
      } finally {
        await close();
      }
    });
});
