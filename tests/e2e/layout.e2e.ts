/**
 * Layout from 360 to 2560 px, on one route of each template: no grid of like items leaves one
 * alone on its last row (support/layout.ts says what counts), none leaves a part-filled row to
 * the left under its centred heading (fewer items than columns, a last row of 2 under 3), no text is drawn over other text,
 * and every photo's `sizes` matches the width it is drawn at, at every width in between the
 * two the accessibility suite checks (390 and 1440 px); figures side by side share their line.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openPage, waitForAnimations } from './support/browser.ts';
import { imagesWithWrongSizes } from './support/imageSizes.ts';
import { loneItems, offCentreRows, overlappingText } from './support/layout.ts';
import { misalignedFigures } from './support/figures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** One route of each template in the fixture site. */
const ROUTES = [
  '/',
  '/listings',
  '/listings/84-old-forest-hill',
  '/portfolio',
  '/explore',
  '/explore/forest-hill',
  '/team',
  '/team/eleanor-ashdown',
  '/developments/forma',
  '/contact',
  '/privacy',
];

/** Phones, a small tablet, a tablet, laptops, desktops and a large screen. */
const WIDTHS = [360, 390, 600, 768, 900, 1024, 1280, 1440, 1920, 2560];

interface Findings {
  lone: string[];
  offCentre: string[];
  overlaps: string[];
  sizes: string[];
  figures: string[];
}

/** Draws everything (content-visibility would leave off-screen boxes unmeasured) and reads the four faults. */
async function inspect(page: Page, width: number): Promise<Findings> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await waitForAnimations(page);
  return {
    lone: (await loneItems(page)).map((l) => `${l.grid} falls ${l.rows.join(' + ')}`),
    offCentre: await offCentreRows(page),
    overlaps: await overlappingText(page),
    sizes: await imagesWithWrongSizes(page),
    figures: await misalignedFigures(page),
  };
}

describe.concurrent('layout from 360 to 2560 px', () => {
  it.each(ROUTES)('%s: balanced grids, no overlapping text, photos sized to their width', async (path) => {
    const { page, close } = await openPage(browser, path, {
      viewport: { width: WIDTHS[0]!, height: 900 },
      waitUntil: 'load',
    });
    try {
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.evaluate(() => document.fonts.ready);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        const { lone, offCentre, overlaps, sizes, figures } = await inspect(page, width);
        problems.push(
          ...lone.map((p) => `${width} px: lone item: ${p}`),
          ...offCentre.map((p) => `${width} px: off centre: ${p}`),
          ...overlaps.map((p) => `${width} px: text over text: ${p}`),
          ...sizes.map((p) => `${width} px: ${p}`),
          ...figures.map((p) => `${width} px: figures out of line: ${p}`),
        );
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
