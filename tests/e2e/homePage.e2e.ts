/**
 * The specification's counts and constants on the home page, as a visitor sees them after
 * hydration: its blocks, the hero video's cut for the screen's orientation, and press links that
 * open in a new tab. (The collections' pages: collections.e2e.ts.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import {
  baseUrl,
  connectBrowser,
  DESKTOP,
  MOBILE,
  newPage,
  openPage,
  sectionHeaded,
  waitForHydration,
} from './support/browser.ts';
import { eventually } from './support/eventually.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe.concurrent('home page', () => {
  it('hero THE {product}, the Get to know block, three press cards, six logos, four development cards', async () => {
    const { page, log, close } = await openPage(browser, '/');
    try {
      expect((await page.locator('h1').innerText()).trim()).toBe('THE ASHDOWN GROUP');
      expect(
        await page.locator('main video source').evaluateAll((sources) => sources.map((s) => s.getAttribute('src'))),
      ).toEqual(['/media/home/hero-portrait.mp4', '/media/home/hero.mp4']);
      const intro = sectionHeaded(page, 'Get to know The Ashdown Group');
      expect(await intro.locator('img').count()).toBeGreaterThanOrEqual(1);
      expect(await intro.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/contact');
      expect(await intro.getByRole('link', { name: 'Meet the Team' }).getAttribute('href')).toBe('/team');

      const press = sectionHeaded(page, 'IN THE NEWS');
      expect(await press.locator('li').count()).toBe(3);
      expect(await sectionHeaded(page, 'As featured in').locator('li img').count()).toBe(6);

      const developments = sectionHeaded(page, 'NEW DEVELOPMENTS');
      const cards = await developments.locator('li').evaluateAll((lis) =>
        lis.map((li) => ({
          href: li.querySelector('a')?.getAttribute('href'),
          text: (li as HTMLElement).innerText,
          image: li.querySelector('img') !== null,
          description: li.querySelector('p:not(:first-child)') !== null,
        })),
      );
      expect(cards.map((c) => c.href)).toEqual([
        '/developments/freed-hotel',
        '/developments/forma',
        '/developments/the-bedford',
        '/developments/429-walmer-road',
      ]);
      for (const card of cards) {
        expect(card.image).toBe(true);
        expect(card.text).toContain('EXPLORE');
      }
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it.each([
    {
      screen: 'a phone held upright (390 x 844)',
      viewport: MOBILE,
      plays: '/media/home/hero-portrait.mp4',
      size: '720x1280',
    },
    { screen: 'a wide screen (1440 x 900)', viewport: DESKTOP, plays: '/media/home/hero.mp4', size: '1920x1080' },
  ])('the hero video on $screen plays $plays', async ({ viewport, plays, size }) => {
    const { page, log, close } = await openPage(browser, '/', { viewport, reducedMotion: 'no-preference' });
    try {
      const video = page.locator('main video');
      await eventually(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2), {
        timeout: 8000,
        message: 'the hero video plays',
      }).toBe(true);
      expect(
        await video.evaluate((v: HTMLVideoElement) => ({
          src: new URL(v.currentSrc).pathname,
          size: `${v.videoWidth}x${v.videoHeight}`,
        })),
      ).toEqual({ src: plays, size });
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it.each([
    { connection: 'rated 3G', effectiveType: '3g', saveData: false },
    { connection: 'with Save-Data on', effectiveType: '4g', saveData: true },
  ])(
    'on a connection $connection the hero video waits for the play button and downloads nothing until then',
    async ({ effectiveType, saveData }) => {
      const { page, log, close } = await newPage(browser, { viewport: MOBILE, reducedMotion: 'no-preference' });
      try {
        // The Network Information API as a slow or data-saving phone reports it.
        await page.addInitScript(
          ({ effectiveType, saveData }) =>
            Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType, saveData }) }),
          { effectiveType, saveData },
        );
        await page.goto('/', { waitUntil: 'load' });
        await waitForHydration(page);
        await page.waitForTimeout(1000);
        const video = page.locator('main video');
        const videoRequests = () =>
          page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.mp4')).length);
        expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
        expect(await videoRequests(), 'video requests before the visitor asks').toBe(0);
        await page.getByRole('button', { name: 'Play background video' }).click();
        await eventually(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2), {
          timeout: 8000,
          message: 'the hero video plays',
        }).toBe(true);
        expectCleanConsole(log);
      } finally {
        await close();
      }
    },
  );

  it('press cards open their external articles in a new tab, without opener or referrer', async () => {
    const { page, context, close } = await openPage(browser, '/');
    try {
      // The network is closed: answer the publishers' hosts with a stand-in page.
      await context.route(
        (url) => !url.href.startsWith(baseUrl()),
        (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>article</title>' }),
      );
      const links = sectionHeaded(page, 'IN THE NEWS').locator('a[href^="http"]');
      expect(await links.count()).toBe(3);
      for (const link of await links.all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
        expect((await link.innerText()).length).toBeGreaterThan(10);
      }
      const first = links.first();
      const href = (await first.getAttribute('href'))!;
      const [tab] = await Promise.all([context.waitForEvent('page'), first.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(href);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      expect(await tab.evaluate(() => document.referrer)).toBe('');
      expect(new URL(page.url()).pathname, 'the site stays open in its own tab').toBe('/');
      await tab.close();
    } finally {
      await close();
    }
  });
});
