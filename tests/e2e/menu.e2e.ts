/**
 * The small-screen side menu: a toggle opens and closes it, it locks the page's scroll, a link,
 * the overlay, Escape or Back closes it, and focus goes in and comes back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { expectCleanConsole, headerState, scrollY, SITE_HEADER } from './support/assertions.ts';
import {
  connectBrowser,
  describeFrames,
  framesWhileNavigating,
  MOBILE,
  openPage,
  waitForAnimations,
  waitForPage,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

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
      const frames = await framesWhileNavigating(
        page,
        () => menuPanel(page).getByRole('link', { name: 'PORTFOLIO', exact: true }).click(),
        '/portfolio',
        'PINNACLE SALES',
      );
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
