/**
 * The gallery's carousel (Swiper) is fetched on the visitor's first interaction with the gallery,
 * never during the page's load: no script request for it before a touch, a pointer, focus or a
 * key; after the first touch the gallery swipes, opens the lightbox and counts; keyboard use works
 * across the swap from the pre-rendered still photo to the carousel, and nothing shifts.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { expectCleanConsole } from './support/assertions.ts';
import { baseUrl, ConsoleLog, connectBrowser, DESKTOP, MOBILE, waitForHydration } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const SEVEN = '/listings/old-forest-hill';
const gallery = (page: Page) => page.locator('main section[aria-label^="Photos of"]');
const stage = (page: Page) => gallery(page).locator(':scope > div > div').first();
const counter = (page: Page) => gallery(page).locator('p', { hasText: /^\s*\d+ \/ \d+\s*$/ });
const arrow = (page: Page, name: 'Previous photo' | 'Next photo') =>
  gallery(page).getByRole('button', { name, exact: true });
const carousel = (page: Page) => gallery(page).locator('.swiper.swiper-initialized');
const activePhoto = async (page: Page) =>
  Number((await gallery(page).locator('.swiper-slide-active img').getAttribute('src'))!.match(/\/(\d+)\.\w+$/)![1]);
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
const isSwiper = (url: string) => /\/assets\/(Carousel-|swiper)/i.test(url);
const box = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => JSON.stringify(el.getBoundingClientRect()));

/** A page in a fresh context with every script request recorded from the navigation on, hydrated and left until its network is quiet. */
async function openRecorded(path: string, touch: boolean) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: touch ? MOBILE : DESKTOP,
    hasTouch: touch,
    isMobile: touch,
  });
  const page = await context.newPage();
  const log = new ConsoleLog(page);
  const scripts: string[] = [];
  page.on('request', (request: Request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return { page, log, scripts, close: () => context.close() };
}

/** A finger dragged across the stage from right to left, as Chromium receives a real touch. */
async function swipeLeft(page: Page) {
  const rect = await stage(page).boundingBox();
  const y = rect!.y + rect!.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(rect!.x + rect!.width * 0.8) });
  for (let i = 1; i <= 8; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(rect!.x + rect!.width * (0.8 - i * 0.08)),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('the carousel loads on the first interaction', () => {
  it('no script request for Swiper before a touch; after the first touch the gallery swipes, opens the lightbox and counts, and nothing shifted', async () => {
    const { page, log, scripts, close } = await openRecorded(SEVEN, true);
    try {
      expect(scripts.length, 'the page fetched its own scripts').toBeGreaterThan(0);
      expect(scripts.filter(isSwiper), 'Swiper fetched before any interaction').toEqual([]);
      expect(await gallery(page).locator('.swiper').count()).toBe(0);
      expect((await counter(page).innerText()).trim()).toBe('1 / 7');
      const before = {
        stage: await box(page, 'main section[aria-label^="Photos of"] > div > div'),
        thumbnails: await box(page, 'main ul[aria-label="Photos"]'),
      };

      // The first touch fetches Swiper; its own gesture ends before the carousel exists.
      await swipeLeft(page);
      await carousel(page).waitFor();
      expect(scripts.some(isSwiper), 'Swiper fetched after the first touch').toBe(true);
      expect(
        {
          stage: await box(page, 'main section[aria-label^="Photos of"] > div > div'),
          thumbnails: await box(page, 'main ul[aria-label="Photos"]'),
        },
        'the stage and thumbnails did not move',
      ).toEqual(before);

      const shown = Number((await counter(page).innerText()).trim().split(' ')[0]);
      await swipeLeft(page);
      await eventually(() => counter(page).innerText(), { timeout: 3000 }).toBe(`${shown + 1} / 7`);
      await eventually(() => activePhoto(page)).toBe(shown + 1);

      await gallery(page).locator('.swiper-slide-active button').tap();
      await page.getByRole('dialog').waitFor();
      expect(await page.getByTestId('lightbox-counter').innerText()).toBe(`${shown + 1} / 7`);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('keyboard: an arrow steps the photo before Swiper arrives and after, keeping focus; the carousel starts on the photo reached', async () => {
    const { page, log, scripts, close } = await openRecorded(SEVEN, false);
    try {
      expect(scripts.filter(isSwiper)).toEqual([]);
      // Focus alone is an interaction: it fetches the carousel.
      await arrow(page, 'Next photo').focus();
      await page.keyboard.press('Enter');
      await eventually(() => counter(page).innerText()).toBe('2 / 7');
      await carousel(page).waitFor();
      expect(scripts.some(isSwiper)).toBe(true);
      expect(await focusedLabel(page), 'focus stayed on the arrow across the swap').toBe('Next photo');
      await eventually(() => activePhoto(page)).toBe(2);
      await page.keyboard.press('Enter');
      await eventually(() => counter(page).innerText()).toBe('3 / 7');
      await eventually(() => activePhoto(page)).toBe(3);
      await arrow(page, 'Previous photo').focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await eventually(() => counter(page).innerText(), { timeout: 4000 }).toBe('7 / 7');
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('keyboard: focus on the still photo moves to the same photo in the carousel, and Enter opens the lightbox there', async () => {
    const { page, log, close } = await openRecorded(SEVEN, false);
    try {
      await gallery(page).locator('button', { hasText: 'view full screen' }).first().focus();
      await carousel(page).waitFor();
      await eventually(() => page.evaluate(() => document.activeElement?.closest('.swiper-slide-active') !== null), {
        message: 'focus is on the carousel photo',
      }).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      expect(await page.getByTestId('lightbox-counter').innerText()).toBe('1 / 7');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(
        await page.evaluate(() => document.activeElement?.closest('.swiper-slide-active') !== null),
        'focus returns to the photo',
      ).toBe(true);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});
