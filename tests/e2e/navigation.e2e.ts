/**
 * Moving around the site: every page opening at the top, Back and Forward returning to where the
 * visitor was, and #fragments scrolling to their target below the fixed header. (The side menu:
 * menu.e2e.ts.)
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { expectCleanConsole, headerState, scrollY, SITE_HEADER } from './support/assertions.ts';
import {
  connectBrowser,
  describeFrames,
  framesWhileNavigating,
  isHydrated,
  MOBILE,
  openPage,
  waitForHydration,
  waitForPage,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const HEADER_HEIGHT = 80;

describe('scroll positions', () => {
  it('every page opens at the top, whichever link leads there', async () => {
    const { page, log, close } = await openPage(browser, '/');
    try {
      const hops: [from: string, selector: string, to: string, text: string][] = [
        ['/', 'main a[href="/developments/forma"]', '/developments/forma', 'Inquire About This Development'],
        ['/developments/forma', 'main a[href^="/contact?about="]', '/contact', 'GET IN TOUCH'],
        ['/contact', 'footer a[href="/privacy"]', '/privacy', 'Our Commitment'],
        ['/privacy', 'footer a[href="/terms"]', '/terms', 'Terms & Conditions'],
        ['/terms', 'footer a[href="/listings"]', '/listings', 'AVAILABLE PROPERTIES'],
        ['/listings', 'main a[href="/listings/dunvegan-road"]', '/listings/dunvegan-road', 'PROPERTY FEATURES'],
        ['/listings/dunvegan-road', 'main a[href^="/contact?about="]', '/contact', 'Send a Message'],
        ['/contact', 'header a[href="/explore"]', '/explore', 'Learn More'],
        ['/explore', 'main a[href="/explore/rosedale"]', '/explore/rosedale', 'Points of Interest'],
        ['/explore/rosedale', 'header a[href="/team"]', '/team', 'MEET THE TEAM'],
        ['/team', 'main a[href="/team/maya-lindqvist"]', '/team/maya-lindqvist', 'Work With Us'],
        ['/team/maya-lindqvist', 'header a[href="/"]', '/', 'IN THE NEWS'],
      ];
      for (const [from, selector, to, text] of hops) {
        expect(new URL(page.url()).pathname).toBe(from);
        const link = page.locator(selector).first();
        // From the foot of the page, or wherever the link is further down.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await link.scrollIntoViewIfNeeded();
        expect(await scrollY(page), `${from} scrolled down before following ${selector}`).toBeGreaterThan(0);
        const frames = await framesWhileNavigating(page, () => link.click(), to, text);
        // The visitor's first sight of the new page is its top: no jump, no scroll animation up to it.
        expect(
          frames.map((f) => f.y).filter((y) => y !== 0),
          `${to} opens at the top (scrollY per frame: ${describeFrames(frames)})`,
        ).toEqual([]);
        expect((await headerState(page)).state).toBe('top');
      }
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('Back returns to where the visitor left the previous page, Forward to the top of the next', async () => {
    const { page, log, close } = await openPage(browser, '/listings');
    try {
      const card = page.locator('main a[href="/listings/50-glen-echo"]');
      await card.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 137));
      const left = await scrollY(page);
      expect(left).toBeGreaterThan(300);
      let frames = await framesWhileNavigating(page, () => card.click(), '/listings/50-glen-echo', 'PROPERTY FEATURES');
      expect(frames[0]!.y, `the detail page opens at the top (${describeFrames(frames)})`).toBe(0);
      await eventually(() => scrollY(page)).toBe(0);
      await page.evaluate(() => window.scrollTo({ top: 420, behavior: 'instant' }));
      await eventually(() => scrollY(page)).toBe(420);
      // A visitor's pause before pressing Back: the site records positions from scroll events, which arrive on the next frame.
      await page.waitForTimeout(100);

      // Back and Forward show the page where the visitor left it, from the first frame.
      frames = await framesWhileNavigating(page, () => page.goBack(), '/listings', 'AVAILABLE PROPERTIES');
      expect(frames[0]!.y, `Back restores the listings position (${describeFrames(frames)})`).toBe(left);
      expect(frames.at(-1)!.y).toBe(left);

      frames = await framesWhileNavigating(page, () => page.goForward(), '/listings/50-glen-echo', 'PROPERTY FEATURES');
      expect(frames[0]!.y, `Forward restores the detail position (${describeFrames(frames)})`).toBe(420);
      expect(frames.at(-1)!.y).toBe(420);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('Back to a long guide shows the same part of it, though its lower bands are laid out only as they near the screen', async () => {
    const { page, log, close } = await openPage(browser, '/explore/forest-hill', { viewport: MOBILE });
    const headingTop = () =>
      page.evaluate(() => document.getElementById('sources-heading')!.getBoundingClientRect().top);
    try {
      // The bands below the introduction wait for the screen (renderWhenNear), standing at estimated heights.
      expect(await page.evaluate(() => getComputedStyle(document.getElementById('schools')!).contentVisibility)).toBe(
        'auto',
      );
      // The visitor reads down the page, a screen at a time, so each band is drawn on the way.
      const sourcesAt = await page.evaluate(
        () =>
          document.getElementById('sources-heading')!.getBoundingClientRect().top +
          window.scrollY -
          window.innerHeight / 2,
      );
      for (let y = 0; y < sourcesAt; y += 600) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
      }
      await page.evaluate(() =>
        document.getElementById('sources-heading')!.scrollIntoView({ block: 'center', behavior: 'instant' }),
      );
      await page.waitForTimeout(100);
      const left = await scrollY(page);
      const leftTop = await headingTop();
      expect(left).toBeGreaterThan(4000);

      // Following a link without scrolling first; the guide's markup is made anew on Back.
      await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/privacy"]')!.click());
      await waitForPage(page, '/privacy', 'PRIVACY');
      await page.goBack();
      await waitForPage(page, '/explore/forest-hill', 'Living in Forest Hill');
      await eventually(() => scrollY(page), { timeout: 3000 }).toBe(left);
      expect(Math.round(await headingTop()), 'the sources heading is where the visitor left it').toBe(
        Math.round(leftTop),
      );
      // Once the real heights are remembered the bands are left to the browser again, and nothing moves.
      await eventually(() => page.evaluate(() => document.documentElement.hasAttribute('data-render-all'))).toBe(false);
      await page.waitForTimeout(200);
      expect(Math.round(await headingTop())).toBe(Math.round(leftTop));
      expect(await scrollY(page)).toBe(left);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('Back across a full page load (a reload in between) still restores the position', async () => {
    const { page, close } = await openPage(browser, '/portfolio');
    try {
      const link = page.locator('main a[href="/contact"]').first();
      await link.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy({ top: 211, behavior: 'instant' }));
      const left = await scrollY(page);
      expect(left).toBeGreaterThan(1000);
      await link.click();
      await waitForPage(page, '/contact', 'GET IN TOUCH');
      await page.reload();
      await waitForHydration(page);
      await page.goBack();
      await waitForPage(page, '/portfolio', 'PINNACLE SALES');
      // A new document paints at the top before its script runs; the position comes back on hydration.
      await eventually(() => scrollY(page), { timeout: 3000 }).toBe(left);
    } finally {
      await close();
    }
  });

  it('Back pressed on a reloaded page before its app has started shows the page Back went to', async () => {
    const { page, log, close } = await openPage(browser, '/portfolio');
    try {
      const link = page.locator('main a[href="/contact"]').first();
      await link.scrollIntoViewIfNeeded();
      const left = await scrollY(page);
      await link.click();
      await waitForPage(page, '/contact', 'GET IN TOUCH');

      // The reloaded contact page paints, but its app's code is held back (a slow phone network).
      let releaseCode!: () => void;
      const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await codeHeld;
        await route.continue();
      });
      await page.reload({ waitUntil: 'commit' });
      await page.locator('#main').getByText('GET IN TOUCH').first().waitFor();
      // Back now stays within the reloaded document: the address bar changes, the page on screen does not.
      await page.evaluate(() => history.back());
      await page.waitForURL((url) => url.pathname === '/portfolio');
      expect(await page.evaluate(isHydrated)).toBe(false);

      releaseCode();
      await waitForPage(page, '/portfolio', 'PINNACLE SALES');
      await eventually(() => page.locator('#main').getByText('GET IN TOUCH').count()).toBe(0);
      await eventually(() => page.locator(`${SITE_HEADER} a[aria-current="page"]`).first().getAttribute('href')).toBe(
        '/portfolio',
      );
      await eventually(() => scrollY(page), { timeout: 3000 }).toBe(left);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});

describe('fragments', () => {
  /** In-page links may scroll smoothly (html { scroll-behavior: smooth }): wait for the target to arrive below the header. */
  async function expectTargetInView(page: Page, id: string) {
    const top = () =>
      page.evaluate((i) => Math.round(document.getElementById(i)?.getBoundingClientRect().top ?? -1), id);
    await eventually(
      async () => {
        const t = await top();
        return t >= HEADER_HEIGHT && t < 200;
      },
      { timeout: 4000, message: `#${id} is scrolled to, just below the fixed header` },
    ).toBe(true);
    expect(await scrollY(page)).toBeGreaterThan(0);
  }

  it('opening a URL with a #fragment scrolls to its target', async () => {
    const { page, log, close } = await openPage(browser, '/explore/forest-hill#schools-heading');
    try {
      await expectTargetInView(page, 'schools-heading');
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('an in-page link to a #fragment scrolls to its target, at both widths', async () => {
    for (const viewport of [MOBILE, undefined]) {
      const { page, close } = await openPage(browser, '/terms', viewport ? { viewport } : {});
      try {
        const link = page.locator('main a[href^="#"]').nth(2);
        const id = (await link.getAttribute('href'))!.slice(1);
        await link.click();
        await expectTargetInView(page, id);
        expect(new URL(page.url()).hash).toBe(`#${id}`);
      } finally {
        await close();
      }
    }
  });
});
