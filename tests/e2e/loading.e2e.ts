/**
 * How the app starts (scripts/siteBuild/appLoader.ts): its scripts are requested only once the first
 * screen has painted, every chunk the page needs at once; a key press starts them straight away,
 * and a page that never reports a paint (a background tab) starts shortly after it has loaded.
 * Whenever it starts, it hydrates only a page the parser has read to the end.
 * Also: the first-screen photo's preload fetches the very file the page then draws.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import {
  baseUrl,
  connectBrowser,
  DESKTOP,
  isHydrated,
  MOBILE,
  newPage,
  openPage,
  serverNodesReplaced,
  waitForHydration,
} from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { serveDocumentInTwoParts } from './support/slowDocument.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** The modules the page's loader lists, and the script requests the page made, with their start times. */
const loading = (page: Page) =>
  page.evaluate(() => {
    const loader = document.querySelector('script[data-app-loader]')!;
    const listed = [loader.getAttribute('data-entry')!, ...loader.getAttribute('data-modules')!.split(' ')];
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, startTime: e.startTime }));
    return { listed, firstPaint, scripts };
  });

/** Paint timing that never reports: how a page behaves in a background tab, or the loader's wait before a paint. */
const withoutPaintReports = () => {
  class SilentObserver {
    static supportedEntryTypes = ['paint'];
    observe() {}
    disconnect() {}
  }
  (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = SilentObserver;
};

const entryScriptInserted = (page: Page) =>
  page.evaluate(() => document.querySelector('head script[type="module"]') !== null);

describe('starting the app', () => {
  it.each(['/', '/listings/old-forest-hill', '/contact'])(
    '%s requests its scripts after the first paint, all that it needs at once',
    async (path) => {
      const { page, log, close } = await openPage(browser, path, { viewport: MOBILE });
      try {
        const { listed, firstPaint, scripts } = await loading(page);
        expect(firstPaint).toBeGreaterThan(0);
        // Every listed module was fetched, none of them before the page had painted.
        for (const module of listed) {
          const request = scripts.find((s) => s.path === module);
          expect(request, `${module} requested`).toBeDefined();
          expect(
            request!.startTime,
            `${module} requested after the first paint at ${firstPaint} ms`,
          ).toBeGreaterThanOrEqual(firstPaint);
        }
        expectCleanConsole(log);
      } finally {
        await close();
      }
    },
  );

  it('a key press starts the app at once, before any paint is reported', async () => {
    const { page, log, close } = await newPage(browser, { viewport: MOBILE });
    try {
      await page.addInitScript(withoutPaintReports);
      await page.goto('/team', { waitUntil: 'domcontentloaded' });
      expect(await entryScriptInserted(page), 'nothing started before the key press').toBe(false);
      await page.keyboard.press('Shift');
      // The loader starts each request in a task of its own, so the entry follows within a few
      // milliseconds; the fallback without a paint report would take a second after load.
      await eventually(() => entryScriptInserted(page), {
        timeout: 300,
        interval: 10,
        message: 'the entry inserted by the key press',
      }).toBe(true);
      await waitForHydration(page);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('a visitor who scrolls before the app starts keeps their place', async () => {
    const { page, log, close } = await newPage(browser, { viewport: MOBILE });
    try {
      await page.addInitScript(withoutPaintReports);
      await page.goto('/portfolio', { waitUntil: 'domcontentloaded' });
      expect(await entryScriptInserted(page), 'not started yet').toBe(false);
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.keyboard.press('Shift');
      await waitForHydration(page);
      // Hydration commits a moment after React has taken over the nodes; give its effects time to run.
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.scrollY)).toBe(400);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('a long page whose end arrives late is hydrated only once all of it has arrived', async () => {
    // The first paint starts the app; here it comes with half the page, and the app's code
    // arrives long before the rest. Hydrating then would meet half the markup and no page data.
    const front = await serveDocumentInTwoParts(baseUrl(), '/portfolio', {
      splitBefore: '<section id="historical-sales"',
      pauseMs: 1500,
    });
    const { page, log, close } = await newPage(browser, { viewport: MOBILE, base: front.url });
    try {
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/_data/')) dataRequests.push(request.url());
      });
      await page.goto('/portfolio', { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      const { parsed, entryRequested } = await page.evaluate(() => ({
        parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
        entryRequested:
          performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname.includes('/entryClient-'))
            ?.startTime ?? NaN,
      }));
      expect(entryRequested, 'the app started while the rest of the page was on its way').toBeLessThan(parsed - 1000);
      expect(dataRequests, 'the page data came with the page').toEqual([]);
      expect(await serverNodesReplaced(page)).toEqual({ remembered: 3, replaced: 0 });
      expectCleanConsole(log);
    } finally {
      await close();
      await front.close();
    }
  });

  it('a page that never reports a paint starts about a second after it has loaded', async () => {
    const { page, log, close } = await newPage(browser, { viewport: MOBILE });
    try {
      await page.addInitScript(withoutPaintReports);
      await page.goto('/privacy', { waitUntil: 'load' });
      const loadedAt = Date.now();
      await waitForHydration(page, 10_000);
      expect(Date.now() - loadedAt, 'waited for the fallback').toBeGreaterThanOrEqual(900);
      expect(await page.evaluate(isHydrated)).toBe(true);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});

/**
 * The first-screen photo is preloaded with the same srcset and sizes as the <picture> that
 * draws it (scripts/siteBuild/leadImagePreload.ts). Were they to disagree, a phone would download
 * the photo twice, in two widths, on the page's critical path.
 */
describe('the preloaded first-screen photo', () => {
  const cases = ['/', '/listings', '/listings/old-forest-hill', '/team/eleanor-ashdown'].flatMap((path) => [
    { path, width: `${MOBILE.width} px`, viewport: MOBILE },
    { path, width: `${DESKTOP.width} px`, viewport: DESKTOP },
  ]);
  it.each(cases)('on $path at $width is the file the page draws', async ({ path, viewport }) => {
    const { page, close } = await openPage(browser, path, { viewport, waitUntil: 'load' });
    try {
      const { preloaded, drawn } = await page.evaluate(() => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')!;
        // "/assets/media/name-hash-800.avif 800w" -> "/assets/media/name-hash-": the photo, whatever the width.
        const photo = link
          .getAttribute('imagesrcset')!
          .split(/\s/)[0]!
          .replace(/\d+\.avif$/, '');
        const requested = performance
          .getEntriesByType('resource')
          .filter(
            (e) =>
              (e as PerformanceResourceTiming).initiatorType === 'link' && new URL(e.name).pathname.startsWith(photo),
          )
          .map((e) => new URL(e.name).pathname);
        const img = Array.from(document.images).find((i) =>
          new URL(i.currentSrc || i.src, location.href).pathname.startsWith(photo),
        );
        return { preloaded: requested, drawn: img && new URL(img.currentSrc).pathname };
      });
      expect(preloaded, 'one preloaded width').toHaveLength(1);
      expect(drawn).toBe(preloaded[0]);
    } finally {
      await close();
    }
  });
});

/**
 * Card photos (the image frames of src/ui/styles.ts) are drawn only as they near the screen
 * (content-visibility: auto), which spares a long page's first frame most of its work. Their
 * frames hold the right size all along, so drawing them moves nothing. The footer's link columns
 * (Footer.tsx) are drawn the same way, but not its newsletter form: once the document is parsed,
 * Chromium draws a skipped part that holds a form (most likely for autofill).
 */
describe('card photos and the footer far below the first screen', () => {
  it('on /portfolio on a phone are drawn only as they near the screen, and drawing the photos moves nothing', async () => {
    const { page, log, close } = await openPage(browser, '/portfolio', { viewport: MOBILE, waitUntil: 'load' });
    try {
      await waitForHydration(page);
      const lastCard = page.locator('#historical-sales li').last();
      const measure = () =>
        lastCard.evaluate((li) => {
          const frame = li.querySelector('picture')!.parentElement!;
          return {
            drawn: li.querySelector('img')!.checkVisibility({ contentVisibilityAuto: true }),
            top: li.getBoundingClientRect().top + scrollY,
            frame: { width: frame.getBoundingClientRect().width, height: frame.getBoundingClientRect().height },
          };
        });
      const footerDrawn = () =>
        page
          .locator('footer')
          .last()
          .evaluate((footer) =>
            footer.querySelector('#footer-contact-heading')!.checkVisibility({ contentVisibilityAuto: true }),
          );
      expect(await footerDrawn(), "the footer's link columns are not drawn yet").toBe(false);
      const formSkippable = await page.locator('footer form').evaluate((form) => {
        for (let el: Element | null = form; el; el = el.parentElement)
          if (getComputedStyle(el).contentVisibility === 'auto') return true;
        return false;
      });
      expect(formSkippable, 'the newsletter form sits in no part drawn only near the screen').toBe(false);
      const before = await measure();
      expect(before.drawn, 'the last sale, ten screens down, is not drawn yet').toBe(false);
      expect(before.frame.height).toBeCloseTo((before.frame.width * 3) / 4, 0);

      await lastCard.scrollIntoViewIfNeeded();
      await eventually(async () => (await measure()).drawn, { message: 'drawn once on screen' }).toBe(true);
      const after = await measure();
      expect(after.top, 'nothing above it moved').toBe(before.top);
      expect(after.frame).toEqual(before.frame);
      // The footer lies below the page's closing blocks (the portfolio ends with an invitation to sellers).
      await page.locator('#footer-contact-heading').scrollIntoViewIfNeeded();
      await eventually(footerDrawn, { message: "the footer's link columns are drawn once near the screen" }).toBe(true);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});
