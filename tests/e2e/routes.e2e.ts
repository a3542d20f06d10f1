/**
 * Every route of the specification in the production build: its key text, the shared header and
 * footer, the header's variant and its scrolled state past 50 px, a page that opens at the top,
 * and a console without errors or hydration warnings.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { connectBrowser, openPage, serverNodesReplaced, waitForAnimations } from './support/browser.ts';
import {
  expectCleanConsole,
  expectShell,
  expectVisibleTexts,
  headerState,
  scrollY,
  SITE_HEADER,
} from './support/assertions.ts';
import { ROUTES } from './support/routes.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('the route table', () => {
  it('the build pre-renders exactly the routes of the specification (plus the 404 page)', () => {
    expect([...inject('builtRoutes')].sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });
});

describe.concurrent.each(ROUTES)('$path', (route) => {
  it(`renders its key text with the shared header and footer, the ${route.header} header, at the top, with a clean console`, async () => {
    const { page, log, response, close } = await openPage(browser, route.path);
    try {
      expect(response?.status()).toBe(200);
      // Hydrated in place: the pre-rendered header, heading and footer are the ones React took over.
      expect(await serverNodesReplaced(page)).toEqual({ remembered: 3, replaced: 0 });
      expect(await page.locator('h1').count(), 'one page heading').toBe(1);
      expect((await page.locator('h1').innerText()).trim()).not.toBe('');
      await expectVisibleTexts(page, route.texts);
      await expectShell(page);
      expect(await headerState(page)).toEqual({ variant: route.header, state: 'top' });
      expect(await scrollY(page)).toBe(0);

      // The bar's look at the top, for comparison with the scrolled state.
      const header = page.locator(SITE_HEADER);
      const look = () =>
        header.evaluate((el) => ({
          background: getComputedStyle(el).backgroundColor,
          shadow: getComputedStyle(el).boxShadow,
        }));
      await waitForAnimations(page);
      const atTop = await look();

      // 50 px is not "more than 50": still the top state.
      await page.evaluate(() => window.scrollTo(0, 50));
      await page.waitForTimeout(50);
      expect((await headerState(page)).state, 'at exactly 50 px').toBe('top');

      await page.evaluate(() => window.scrollTo(0, 51));
      await eventually(async () => (await headerState(page)).state, { message: 'past 50 px' }).toBe('scrolled');
      await waitForAnimations(page);
      const scrolled = await look();
      expect(scrolled.shadow, 'a shadow once scrolled').not.toBe('none');
      expect(scrolled.background, 'the accent colour once scrolled').toBe('rgb(47, 111, 94)');
      expect(scrolled).not.toEqual(atTop);

      await page.evaluate(() => window.scrollTo(0, 0));
      await eventually(async () => (await headerState(page)).state).toBe('top');
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});
