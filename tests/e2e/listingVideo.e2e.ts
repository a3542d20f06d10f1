/**
 * A listing's VIDEO & VIRTUAL TOUR (src/blocks/listingVideo): posters that ask no provider for
 * anything until pressed, then the player in their place; plain links without JavaScript; nothing
 * for axe to report at a phone's width. The fixture's Dunvegan Road has a YouTube video and a
 * Matterport tour, 84 Old Forest Hill an MP4 of our own.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { baseUrl, connectBrowser, MOBILE, openPage, waitForAnimations } from './support/browser.ts';
import { imageLoaded } from './support/imageLoaded.ts';

const WITH_PROVIDERS = '/listings/dunvegan-road';
const WITH_FILE = '/listings/84-old-forest-hill';
const PROVIDERS =
  /^https:\/\/([\w-]+\.)*(youtube-nocookie\.com|youtube\.com|ytimg\.com|vimeo\.com|vimeocdn\.com|matterport\.com)\//;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const section = (page: Page) => page.getByRole('region', { name: 'VIDEO & VIRTUAL TOUR' });

/** Every request to a provider is recorded and answered here with an empty page: the test needs no network, only the attempt. */
async function recordProviders(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(PROVIDERS, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  return asked;
}

describe('video and tour on a listing page', () => {
  it('asks no provider for anything before a press, then puts the player in the poster’s place; axe-clean at 390 px', async () => {
    const { page, log, close } = await openPage(browser, WITH_PROVIDERS, { viewport: MOBILE });
    try {
      const asked = await recordProviders(page);
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await section(page).scrollIntoViewIfNeeded();
      // A phone is sent a variant for the poster's width (about 350 px), not the 2400 px original.
      const chosen = await imageLoaded(section(page).locator('img').first());
      expect(chosen).toMatch(/-\d+\.(avif|webp)$/);
      expect(Number(/-(\d+)\.\w+$/.exec(chosen)![1])).toBeLessThanOrEqual(800);
      await waitForAnimations(page);
      expect(describeViolations(await runAxe(page))).toEqual([]);
      expect(asked, 'requested before any press').toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);
      // The poster is our own file, not the provider's thumbnail.
      expect(await section(page).locator('img').first().getAttribute('src')).toMatch(/^\/media\//);
      // (the buying costs below load their calculator as they come near, by design; axe is the test's own)
      expect(
        scripts.filter((url) => !/\/Calculator-[\w-]+\.js$|\/__e2e__\//.test(url)),
        'code fetched before any press',
      ).toEqual([]);

      await section(page)
        .getByRole('link', { name: /^Play the video \(YouTube\)/ })
        .click();
      const video = section(page).locator('iframe[data-player-for="frame"]').first();
      await video.waitFor();
      expect(await video.getAttribute('src')).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/AshdownDv21\?autoplay=1/,
      );
      await expect.poll(() => asked.filter((u) => u.startsWith('https://www.youtube-nocookie.com/')).length).toBe(1);
      expect(asked.some((u) => u.includes('matterport'))).toBe(false);
      expect(page.url()).toMatch(/\/listings\/dunvegan-road$/);

      await section(page)
        .getByRole('link', { name: /^Open the 3D tour \(Matterport\)/ })
        .click();
      await expect
        .poll(() => asked.some((u) => u.startsWith('https://my.matterport.com/show/?m=AshdownDv21')))
        .toBe(true);
      expect(await section(page).locator('iframe').count()).toBe(2);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('plays an MP4 of our own in a <video> only once pressed', async () => {
    const { page, close } = await openPage(browser, WITH_FILE, { viewport: MOBILE });
    try {
      const media: string[] = [];
      page.on('request', (r) => r.url().endsWith('.mp4') && media.push(r.url()));
      await section(page).scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      expect(media).toEqual([]);
      await section(page)
        .getByRole('link', { name: /^Play the video:/ })
        .click();
      const video = section(page).locator('video');
      await video.waitFor();
      expect(await video.getAttribute('src')).toBe('/media/listings/84-old-forest-hill/video.mp4');
      expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
      await expect.poll(() => media.length).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('without JavaScript, the video and the tour are plain links and the page is whole', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: MOBILE });
    try {
      const page = await context.newPage();
      const asked = await recordProviders(page);
      await page.goto(WITH_PROVIDERS);
      const links = section(page).getByRole('link');
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
        'https://www.youtube.com/watch?v=AshdownDv21',
        'https://my.matterport.com/show/?m=AshdownDv21',
      ]);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: /similar homes/i }).count()).toBe(1);
      expect(await page.locator('footer').count()).toBeGreaterThan(0);
      expect(asked).toEqual([]);

      await page.goto(WITH_FILE);
      expect(await section(page).getByRole('link').getAttribute('href')).toBe(
        '/media/listings/84-old-forest-hill/video.mp4',
      );
    } finally {
      await context.close();
    }
  });
});
