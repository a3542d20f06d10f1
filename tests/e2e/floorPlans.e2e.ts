/**
 * A listing's FLOOR PLANS (src/blocks/listingFloorPlans): a plan per level under the details,
 * each drawn at its own proportions and opening at full size, with no script fetched for it (a
 * static block) and nothing for axe to report, at a phone's and a desktop's width. The fixture
 * site's 50 Glen Echo has three stand-in levels.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { connectBrowser, DESKTOP, MOBILE, openPage, waitForAnimations } from './support/browser.ts';

const LISTING = '/listings/50-glen-echo';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('floor plans on a listing page', () => {
  for (const viewport of [MOBILE, DESKTOP])
    it(`at ${viewport.width} px: a plan per level with its label, drawn whole, each a link to the plan at full size`, async () => {
      const { page, log, close } = await openPage(browser, LISTING, { viewport });
      try {
        const scripts: string[] = [];
        page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
        const section = page.getByRole('region', { name: 'FLOOR PLANS' });
        await section.scrollIntoViewIfNeeded();
        expect(await section.locator('figcaption').allInnerTexts()).toEqual([
          'MAIN FLOOR',
          'SECOND FLOOR',
          'LOWER LEVEL',
        ]);
        const plans = section.getByRole('link');
        expect(await plans.count()).toBe(3);
        expect(await plans.first().getAttribute('href')).toBe('/media/listings/50-glen-echo/plan-main.svg');
        expect(await plans.first().getAttribute('aria-label')).toMatch(/^Main floor plan of .+, at full size$/);
        // Each plan loaded, at its own proportions (the page reserved its box from width and height).
        const drawn = await section.locator('img').evaluateAll((images) =>
          Promise.all(
            (images as HTMLImageElement[]).map(async (img) => {
              await img.decode();
              const box = img.getBoundingClientRect();
              return { natural: img.naturalWidth / img.naturalHeight, shown: box.width / box.height, alt: img.alt };
            }),
          ),
        );
        for (const plan of drawn) {
          expect(plan.shown).toBeCloseTo(plan.natural, 1);
          expect(plan.alt).toMatch(/ plan: /);
        }
        // Scrolling to the plans and loading them asks for no code of theirs (the buying costs
        // below them load their calculator as they come near, by design, with the two small files it
        // shares with other blocks: amounts and the external link).
        expect(scripts.filter((url) => !/\/(Calculator|format|ExternalLink)-[\w-]+\.js$/.test(url))).toEqual([]);
        // The header changes its ground as the page scrolls: axe reads colours once it has settled.
        await waitForAnimations(page);
        expect(describeViolations(await runAxe(page))).toEqual([]);
        expectCleanConsole(log);
      } finally {
        await close();
      }
    });

  it('opens a plan at full size: the SVG itself, served as an image', async () => {
    const { page, close } = await openPage(browser, LISTING);
    try {
      const response = await page.request.get('/media/listings/50-glen-echo/plan-second.svg');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    } finally {
      await close();
    }
  });
});
