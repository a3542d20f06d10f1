/**
 * The gallery's own code (carousel, thumbnails, lightbox) is not fetched during a listing page's
 * load: its first photo, arrows, counter and thumbnails are the server's HTML until the visitor's
 * first interaction, which fetches and hydrates it; the first click on "Next photo", with no hover
 * before it, is not lost (tests/e2e/firstTap.e2e.ts presses every such control, slowed).
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { expectCleanConsole } from './support/assertions.ts';
import { baseUrl, ConsoleLog, connectBrowser, DESKTOP, waitForHydration } from './support/browser.ts';
import { clickWithoutHover } from './support/firstTap.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const SEVEN = '/listings/old-forest-hill';
const isGalleryCode = (url: string) => /\/assets\/(Gallery-|Carousel-|Lightbox-|swiper)/i.test(url);

describe('the gallery hydrates on its first interaction', () => {
  it('fetches no gallery code or Swiper during load, and the first click on "Next photo" shows photo 2', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP });
    const page = await context.newPage();
    try {
      const log = new ConsoleLog(page);
      const scripts: string[] = [];
      page.on('request', (request: Request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await page.goto(SEVEN, { waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.length, 'the page fetched its own scripts').toBeGreaterThan(0);
      expect(scripts.filter(isGalleryCode), 'gallery code fetched before any interaction').toEqual([]);

      const gallery = page.locator('main section[aria-label^="Photos of"]');
      const counter = gallery.locator('p', { hasText: /^\s*\d+ \/ \d+\s*$/ });
      expect((await counter.innerText()).trim()).toBe('1 / 7');
      const frameBefore = await gallery.locator(':scope > div > div').first().boundingBox();

      // One click with no hover before it (Playwright's click() would move the mouse there first,
      // and that hover would start the fetch early): the press starts the fetch, the click is held
      // and acted on once the gallery has hydrated.
      await clickWithoutHover(page, 'main section[data-listing-gallery] button[aria-label="Next photo"]');
      await eventually(() => counter.innerText(), { timeout: 5000 }).toBe('2 / 7');
      expect(
        scripts.some((url) => /\/assets\/Gallery-/.test(url)),
        'the gallery code arrived after the click',
      ).toBe(true);
      await gallery.locator('.swiper.swiper-initialized').waitFor();
      await eventually(
        async () => /\/2\.\w+$/.test((await gallery.locator('.swiper-slide-active img').getAttribute('src')) ?? ''),
        { timeout: 5000 },
      ).toBe(true);
      expect((await counter.innerText()).trim(), 'still on photo 2 once the carousel is in').toBe('2 / 7');
      expect(await gallery.locator(':scope > div > div').first().boundingBox(), 'the stage did not move').toEqual(
        frameBefore,
      );
      expectCleanConsole(log);
    } finally {
      await context.close();
    }
  });
  it('a listing reached by a client-side navigation, from a listing whose gallery was never touched, shows its gallery', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP });
    const page = await context.newPage();
    try {
      const log = new ConsoleLog(page);
      await page.goto(SEVEN, { waitUntil: 'load' });
      await waitForHydration(page);
      const heading = page.locator('main h1');
      const oldHeading = await heading.innerText();
      const other = page.locator(`main a[href^="/listings/"]:not([href="${SEVEN}"])`).first();
      const target = (await other.getAttribute('href'))!;
      await other.click();
      await page.waitForURL((url) => url.pathname === target);
      // The moment the new page is in (its heading), its gallery shows a photo: no empty space while code loads.
      const photoShownWithPage = await page.waitForFunction(
        (old) => {
          const h1 = document.querySelector('main h1');
          if (!h1 || h1.textContent === old) return undefined;
          const img = document.querySelector('main section[data-listing-gallery] img');
          return { photo: img !== null && img.getBoundingClientRect().width > 0 };
        },
        oldHeading,
        { timeout: 5000, polling: 'raf' },
      );
      expect(await photoShownWithPage.jsonValue(), 'the new listing shows its photo').toEqual({ photo: true });
      expectCleanConsole(log);
    } finally {
      await context.close();
    }
  });
});
