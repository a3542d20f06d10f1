/**
 * A floor plan opens in the shared lightbox (src/ui/lightbox) on press, its code fetched by that
 * press and not before; it zooms by button, by keyboard (+, −, 0), by double click and by pinch,
 * each changing the plan's drawn size and returning it; the lightbox announces "Plan 2 / 3: Second
 * floor"; Escape closes it and gives focus back to the plan pressed. The fixture site's 50 Glen
 * Echo has three stand-in levels.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { eventually } from './support/eventually.ts';
import { connectBrowser, MOBILE, openPage } from './support/browser.ts';

const LISTING = '/listings/50-glen-echo';
const isLightboxCode = (url: string) =>
  /\/assets\/(Lightbox|openFloorPlan|lightboxState|useZoom|ZoomControls)-/.test(url);

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const dialog = (page: Page) => page.getByRole('dialog', { name: /^Plans of / });
const plan = (page: Page) => dialog(page).locator('figure img');
const zoomLevel = (page: Page) => dialog(page).getByTestId('lightbox-zoom').textContent();
/** The plan's width as drawn, transform included. */
const drawnWidth = (page: Page) => plan(page).evaluate((img) => img.getBoundingClientRect().width);

/** Waits for the zoom to read `percent` and the plan to be drawn at that scale of `base` (the transition done). */
async function expectZoom(page: Page, percent: number, base: number) {
  await eventually(() => zoomLevel(page)).toBe(`${percent}%`);
  await eventually(async () => Math.round(((await drawnWidth(page)) / base) * 100), {
    message: `drawn at ${percent}%`,
  }).toBe(percent);
}

async function openSecondPlan(page: Page, scripts: string[]) {
  const section = page.getByRole('region', { name: 'FLOOR PLANS' });
  await section.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(isLightboxCode), 'no lightbox code before the press').toEqual([]);
  const second = section.getByRole('link', { name: /^Second floor plan of / });
  await second.click();
  await dialog(page).waitFor();
  expect(scripts.filter(isLightboxCode).length, 'the press fetched the lightbox').toBeGreaterThan(0);
  await plan(page).evaluate((img: HTMLImageElement) => img.decode());
  return second;
}

describe('a floor plan in the lightbox', () => {
  it('opens on press (its code fetched then), announces the plan, zooms by button and keyboard, and Escape gives focus back', async () => {
    const { page, log, close } = await openPage(browser, LISTING);
    try {
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      const second = await openSecondPlan(page, scripts);
      expect(page.url()).toMatch(/\/listings\/50-glen-echo$/);
      const announcement = dialog(page).locator('p[aria-live="polite"]');
      expect((await announcement.textContent())!.replace(/\s+/g, ' ').trim()).toBe('Plan 2 / 3: Second floor');
      expect(await plan(page).getAttribute('src')).toBe('/media/listings/50-glen-echo/plan-second.svg');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');

      const base = await drawnWidth(page);
      expect(base).toBeGreaterThan(100);
      await dialog(page).getByRole('button', { name: 'Zoom in' }).click();
      await expectZoom(page, 150, base);
      await dialog(page).getByRole('button', { name: 'Zoom out' }).click();
      await expectZoom(page, 100, base);

      await page.keyboard.press('+');
      await page.keyboard.press('+');
      await expectZoom(page, 225, base);
      await page.keyboard.press('-');
      await expectZoom(page, 150, base);
      await page.keyboard.press('0');
      await expectZoom(page, 100, base);

      // A double click (a double tap's pointer events) zooms in on the spot, and back out.
      await plan(page).dblclick();
      await expectZoom(page, 200, base);
      await plan(page).dblclick();
      await expectZoom(page, 100, base);

      // The arrow keys turn to the next plan, at full view again.
      await page.keyboard.press('+');
      await page.keyboard.press('ArrowRight');
      await eventually(async () => (await announcement.textContent())!.replace(/\s+/g, ' ').trim()).toBe(
        'Plan 3 / 3: Lower level',
      );
      await eventually(() => zoomLevel(page)).toBe('100%');

      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(await second.evaluate((link) => link === document.activeElement)).toBe(true);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('on a phone, two fingers pinch the plan larger and back', async () => {
    const { page, context, log, close } = await openPage(browser, LISTING, { viewport: MOBILE });
    try {
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await openSecondPlan(page, scripts);
      const base = await drawnWidth(page);
      const box = (await plan(page).boundingBox())!;
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      const cdp = await context.newCDPSession(page);
      const fingers = (spread: number) => [
        { x: cx - spread, y: cy, id: 1 },
        { x: cx + spread, y: cy, id: 2 },
      ];
      const pinch = async (from: number, to: number) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
        for (let i = 1; i <= 8; i++)
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: fingers(from + ((to - from) * i) / 8),
          });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await pinch(40, 80);
      await expectZoom(page, 200, base);
      await pinch(80, 40);
      await expectZoom(page, 100, base);
      await cdp.detach();
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});
