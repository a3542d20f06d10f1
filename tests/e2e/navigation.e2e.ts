/**
 * Moving around the site: the small-screen side menu, every page opening at the top, Back and
 * Forward returning to where the visitor was, and #fragments scrolling to their target below
 * the fixed header.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { expectCleanConsole, headerState, scrollY, SITE_HEADER } from './support/assertions.ts';
import { connectBrowser, describeFrames, framesWhileNavigating, isHydrated, MOBILE, openPage, waitForAnimations, waitForHydration, waitForPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const HEADER_HEIGHT = 80;
const menuPanel = (page: Page) => page.locator('#site-menu');
const toggle = (page: Page) => page.locator(`${SITE_HEADER} button[aria-controls="site-menu"]`);

async function menuState(page: Page) {
  return {
    expanded: await toggle(page).getAttribute('aria-expanded'),
    panelOpen: await menuPanel(page).getAttribute('data-open'),
    bodyOverflow: await page.evaluate(() => document.body.style.overflow),
  };
}
const OPEN = { expanded: 'true', panelOpen: 'true', bodyOverflow: 'hidden' };
const CLOSED = { expanded: 'false', panelOpen: 'false', bodyOverflow: '' };

async function openMenu(page: Page) {
  await toggle(page).click();
  await eventually(() => menuState(page)).toEqual(OPEN);
  await waitForAnimations(page);
}

describe('mobile menu at 390 px', () => {
  it('the links live in a side menu behind a toggle; the toggle opens and closes it', async () => {
    const { page, log, close } = await openPage(browser, '/listings', { viewport: MOBILE });
    try {
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible(), 'desktop links hidden').toBe(false);
      expect(await toggle(page).getAttribute('aria-label')).toBe('Open menu');
      expect(await menuPanel(page).isVisible()).toBe(false);
      expect(await menuState(page)).toEqual(CLOSED);

      await openMenu(page);
      expect(await menuPanel(page).isVisible()).toBe(true);
      expect((await headerState(page)).state).toBe('menu');
      expect(await toggle(page).getAttribute('aria-label')).toBe('Close menu');
      // The panel slid fully into view from the right.
      const box = (await menuPanel(page).boundingBox())!;
      expect(Math.round(box.x + box.width)).toBe(MOBILE.width);
      for (const label of ['CURRENT LISTINGS', 'PORTFOLIO', 'EXPLORE', 'TEAM', 'CONTACT']) {
        expect(await menuPanel(page).getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(true);
      }

      await toggle(page).click();
      await eventually(() => menuState(page)).toEqual(CLOSED);
      await waitForAnimations(page);
      expect(await menuPanel(page).isVisible()).toBe(false);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('page scrolling is locked while the menu is open, and released when it closes', async () => {
    const { page, close } = await openPage(browser, '/portfolio', { viewport: MOBILE });
    try {
      await page.evaluate(() => window.scrollTo(0, 300));
      await eventually(() => scrollY(page)).toBe(300);
      await openMenu(page);
      // Wheel and keyboard scrolling over the overlay and over the panel leave the page where it was.
      await page.mouse.move(20, 500);
      await page.mouse.wheel(0, 800);
      await page.mouse.move(250, 600);
      await page.mouse.wheel(0, 800);
      await page.keyboard.press('PageDown');
      await page.waitForTimeout(300);
      expect(await scrollY(page)).toBe(300);

      await page.keyboard.press('Escape');
      await eventually(() => menuState(page)).toEqual(CLOSED);
      await page.mouse.move(200, 500);
      await page.mouse.wheel(0, 400);
      await eventually(() => scrollY(page)).toBeGreaterThan(300);
    } finally {
      await close();
    }
  });

  it('a link click closes the menu and opens the page at the top', async () => {
    const { page, log, close } = await openPage(browser, '/listings', { viewport: MOBILE });
    try {
      await page.evaluate(() => window.scrollTo(0, 900));
      await openMenu(page);
      const frames = await framesWhileNavigating(page, () => menuPanel(page).getByRole('link', { name: 'PORTFOLIO', exact: true }).click(), '/portfolio', 'PINNACLE SALES');
      await eventually(() => menuState(page)).toEqual(CLOSED);
      expect(frames[0]!.y, `/portfolio opens at the top (scrollY per frame: ${describeFrames(frames)})`).toBe(0);
      expect(await menuPanel(page).locator('a[href="/portfolio"]').getAttribute('aria-current')).toBe('page');
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('an overlay click closes the menu', async () => {
    const { page, close } = await openPage(browser, '/explore', { viewport: MOBILE });
    try {
      await openMenu(page);
      const overlay = page.getByTestId('menu-overlay');
      expect(await overlay.isVisible()).toBe(true);
      // The strip of overlay left of the panel (the panel is min(88vw, 420px) wide).
      await page.mouse.click(15, 500);
      await eventually(() => menuState(page)).toEqual(CLOSED);
      expect(page.url()).toMatch(/\/explore$/);
    } finally {
      await close();
    }
  });

  it('Escape closes the menu and gives focus back to the toggle', async () => {
    const { page, close } = await openPage(browser, '/team', { viewport: MOBILE });
    try {
      await openMenu(page);
      // Focus moved into the menu.
      expect(await page.evaluate(() => document.activeElement?.closest('#site-menu') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await eventually(() => menuState(page)).toEqual(CLOSED);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');
    } finally {
      await close();
    }
  });

  it('Back while the menu is open closes it', async () => {
    const { page, close } = await openPage(browser, '/', { viewport: MOBILE });
    try {
      await page.locator('main a[href="/team"]').first().click();
      await waitForPage(page, '/team', 'MEET THE TEAM');
      await openMenu(page);
      await page.goBack();
      await waitForPage(page, '/', 'IN THE NEWS');
      await eventually(() => menuState(page)).toEqual(CLOSED);
    } finally {
      await close();
    }
  });
});

describe('scroll positions', () => {
  it('every page opens at the top, whichever link leads there', async () => {
    const { page, log, close } = await openPage(browser, '/');
    try {
      const hops: [from: string, selector: string, to: string, text: string][] = [
        ['/', 'main a[href="/developments/forma"]', '/developments/forma', 'Inquire About This Development'],
        ['/developments/forma', 'main a[href="/contact"]', '/contact', 'GET IN TOUCH'],
        ['/contact', 'footer a[href="/privacy"]', '/privacy', 'Privacy Policy'],
        ['/privacy', 'footer a[href="/terms"]', '/terms', 'Terms & Conditions'],
        ['/terms', 'footer a[href="/listings"]', '/listings', 'AVAILABLE PROPERTIES'],
        ['/listings', 'main a[href="/listings/dunvegan-road"]', '/listings/dunvegan-road', 'PROPERTY FEATURES'],
        ['/listings/dunvegan-road', 'main a[href="/contact"]', '/contact', 'Send a Message'],
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
    const headingTop = () => page.evaluate(() => document.getElementById('sources-heading')!.getBoundingClientRect().top);
    try {
      // The bands below the introduction wait for the screen (renderWhenNear), standing at estimated heights.
      expect(await page.evaluate(() => getComputedStyle(document.getElementById('schools')!).contentVisibility)).toBe('auto');
      // The visitor reads down the page, a screen at a time, so each band is drawn on the way.
      const sourcesAt = await page.evaluate(() => document.getElementById('sources-heading')!.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2);
      for (let y = 0; y < sourcesAt; y += 600) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      }
      await page.evaluate(() => document.getElementById('sources-heading')!.scrollIntoView({ block: 'center', behavior: 'instant' }));
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
      expect(Math.round(await headingTop()), 'the sources heading is where the visitor left it').toBe(Math.round(leftTop));
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
      await eventually(() => page.locator(`${SITE_HEADER} a[aria-current="page"]`).first().getAttribute('href')).toBe('/portfolio');
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
    const top = () => page.evaluate((i) => Math.round(document.getElementById(i)?.getBoundingClientRect().top ?? -1), id);
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
