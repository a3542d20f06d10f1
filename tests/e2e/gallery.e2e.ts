/**
 * A listing's photos: the carousel, at most six thumbnails in a six-column grid, and the
 * full-screen lightbox (wrap-around both ways, counter, close button, Escape, arrow keys,
 * focus held inside and returned to the opener, page scroll locked).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { expectCleanConsole, scrollY } from './support/assertions.ts';
import { connectBrowser, MOBILE, openPage } from './support/browser.ts';
import { imageLoaded } from './support/imageLoaded.ts';
import { LISTING_ROUTES } from './support/routes.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** Sample listings with their photo counts (data/listings/*.json). */
const PHOTO_COUNTS: Record<string, number> = {
  '/listings/old-forest-hill': 7,
  '/listings/dunvegan-road': 6,
  '/listings/84-old-forest-hill': 6,
  '/listings/46-bernard-ave': 6,
  '/listings/15-strathallan': 6,
  '/listings/50-glen-echo': 6,
  '/listings/155-cumberland-penthouse': 6,
  '/listings/7-crescent-road': 6,
  '/listings/1031-road-2900': 1,
  '/listings/455-william-st': 1,
};
const SEVEN = '/listings/old-forest-hill';

const gallery = (page: Page) => page.locator('main section[aria-label^="Photo"]').first();
const thumbnails = (page: Page) => gallery(page).locator('ul[aria-label="Photos"] > li button');
const carouselCounter = (page: Page) => gallery(page).locator('p', { hasText: /^\s*\d+ \/ \d+\s*$/ });
const carouselButton = (page: Page, name: 'Previous photo' | 'Next photo') =>
  gallery(page).getByRole('button', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const lightboxCounter = (page: Page) => page.getByTestId('lightbox-counter');
const lightboxButton = (page: Page, name: 'Close' | 'Previous photo' | 'Next photo') =>
  dialog(page).getByRole('button', { name, exact: true });
const lightboxPhoto = (page: Page) => dialog(page).locator('figure img');

const text = async (locator: Locator) => (await locator.innerText()).trim();
const photoNumber = async (img: Locator) => Number((await img.getAttribute('src'))!.match(/\/(\d+)\.\w+$/)![1]);
const focusedLabel = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? null,
  );

/** Swiper loads on the first interaction with the gallery (here the pointer coming over it), then initialises. */
async function carouselReady(page: Page) {
  await gallery(page).hover();
  await gallery(page).locator('.swiper.swiper-initialized').waitFor();
}

describe('thumbnails', () => {
  it('every listing shows at most six thumbnails in a six-column grid; single-photo listings show one hero image', async () => {
    expect(Object.keys(PHOTO_COUNTS).sort()).toEqual([...LISTING_ROUTES].sort());
    for (const [path, count] of Object.entries(PHOTO_COUNTS)) {
      const { page, log, close } = await openPage(browser, path);
      try {
        if (count === 1) {
          expect(await thumbnails(page).count(), `${path}: no thumbnails`).toBe(0);
          expect(await gallery(page).locator('img').count(), `${path}: one hero image`).toBe(1);
          expect(await gallery(page).getByRole('button').count(), `${path}: no carousel controls`).toBe(0);
        } else {
          expect(await thumbnails(page).count(), path).toBe(Math.min(count, 6));
          const columns = await gallery(page)
            .locator('ul[aria-label="Photos"]')
            .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
          expect(columns, `${path}: six columns`).toBe(6);
          expect(await text(carouselCounter(page))).toBe(`1 / ${count}`);
        }
        expectCleanConsole(log);
      } finally {
        await close();
      }
    }
  });

  it('with seven photos the sixth thumbnail says how many more there are', async () => {
    const { page, close } = await openPage(browser, SEVEN);
    try {
      expect(await thumbnails(page).count()).toBe(6);
      expect(await text(thumbnails(page).nth(5))).toBe('+1');
    } finally {
      await close();
    }
  });
});

describe('carousel', () => {
  it('previous from the first photo wraps to the last, next from the last wraps to the first', async () => {
    for (const viewport of [undefined, MOBILE]) {
      const { page, log, close } = await openPage(browser, SEVEN, viewport ? { viewport } : {});
      try {
        await carouselReady(page);
        expect(await text(carouselCounter(page))).toBe('1 / 7');
        await carouselButton(page, 'Previous photo').click();
        await eventually(() => text(carouselCounter(page))).toBe('7 / 7');
        await eventually(() => photoNumber(gallery(page).locator('.swiper-slide-active img'))).toBe(7);
        await carouselButton(page, 'Next photo').click();
        await eventually(() => text(carouselCounter(page))).toBe('1 / 7');
        await carouselButton(page, 'Next photo').click();
        await eventually(() => text(carouselCounter(page))).toBe('2 / 7');
        await eventually(() => photoNumber(gallery(page).locator('.swiper-slide-active img'))).toBe(2);
        // The thumbnail of the photo on show is marked as current.
        await eventually(() => thumbnails(page).nth(1).getAttribute('aria-current')).toBe('true');
        expectCleanConsole(log);
      } finally {
        await close();
      }
    }
  });
});

describe('lightbox', () => {
  it('opens from a thumbnail on its photo, wraps both ways, counts "n / 7", closes with its button and returns focus', async () => {
    const { page, log, close } = await openPage(browser, SEVEN);
    try {
      await carouselReady(page);
      const first = thumbnails(page).nth(0);
      await first.click();
      await dialog(page).waitFor();
      expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
      expect(await text(lightboxCounter(page))).toBe('1 / 7');
      expect(await photoNumber(lightboxPhoto(page))).toBe(1);
      expect(await focusedLabel(page), 'focus moves to the close button').toBe('Close');

      await lightboxButton(page, 'Previous photo').click();
      expect(await text(lightboxCounter(page))).toBe('7 / 7');
      expect(await photoNumber(lightboxPhoto(page))).toBe(7);
      await lightboxButton(page, 'Next photo').click();
      expect(await text(lightboxCounter(page))).toBe('1 / 7');
      for (let n = 2; n <= 7; n++) {
        await lightboxButton(page, 'Next photo').click();
        expect(await text(lightboxCounter(page))).toBe(`${n} / 7`);
      }
      await lightboxButton(page, 'Next photo').click();
      expect(await text(lightboxCounter(page)), 'next from the last wraps to the first').toBe('1 / 7');
      // The photo's description is shown under it.
      expect(await dialog(page).locator('figcaption').innerText()).toBe(await lightboxPhoto(page).getAttribute('alt'));

      await lightboxButton(page, 'Close').click();
      await dialog(page).waitFor({ state: 'detached' });
      expect(await first.evaluate((el) => el === document.activeElement), 'focus returns to the thumbnail').toBe(true);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('arrow keys move, Escape closes, closing resets, and the "+1" thumbnail opens on the sixth photo', async () => {
    const { page, close } = await openPage(browser, SEVEN);
    try {
      await carouselReady(page);
      const third = thumbnails(page).nth(2);
      await third.click();
      expect(await text(lightboxCounter(page))).toBe('3 / 7');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await text(lightboxCounter(page))).toBe('7 / 7');
      await page.keyboard.press('ArrowRight');
      expect(await text(lightboxCounter(page))).toBe('1 / 7');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(await third.evaluate((el) => el === document.activeElement), 'focus returns to the third thumbnail').toBe(
        true,
      );

      await third.click();
      expect(await text(lightboxCounter(page)), 'reopens on the photo clicked, not where it was left').toBe('3 / 7');
      await page.keyboard.press('Escape');
      await thumbnails(page).nth(5).click();
      expect(await text(lightboxCounter(page))).toBe('6 / 7');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    } finally {
      await close();
    }
  });

  it('opens from the carousel on the photo it shows, at the phone’s width, and Escape returns focus to it', async () => {
    const { page, close } = await openPage(browser, SEVEN, { viewport: MOBILE });
    try {
      await carouselReady(page);
      await carouselButton(page, 'Previous photo').click();
      await eventually(() => text(carouselCounter(page))).toBe('7 / 7');
      const slide = gallery(page).locator('.swiper-slide-active button');
      await slide.click();
      expect(await text(lightboxCounter(page))).toBe('7 / 7');
      // A phone is sent the photo at its width (390 px), not the 2400 px original.
      const chosen = await imageLoaded(lightboxPhoto(page));
      expect(chosen).toMatch(/-\d+\.webp$/);
      expect(Number(/-(\d+)\.webp$/.exec(chosen)![1])).toBeLessThanOrEqual(800);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(await slide.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await close();
    }
  });

  it('holds focus inside while open and locks the page scroll', async () => {
    const { page, close } = await openPage(browser, SEVEN);
    try {
      await carouselReady(page);
      await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
      await thumbnails(page).nth(0).click();
      await dialog(page).waitFor();
      const seen = new Set<string>();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(
          await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
          'focus stays in the lightbox',
        ).toBe(true);
        seen.add((await focusedLabel(page)) ?? '');
      }
      expect([...seen].sort()).toEqual(['Close', 'Next photo', 'Previous photo']);

      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      const before = await scrollY(page);
      await page.mouse.move(700, 450);
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(300);
      expect(await scrollY(page), 'the page behind does not scroll').toBe(before);

      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    } finally {
      await close();
    }
  });
});
