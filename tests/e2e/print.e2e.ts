/**
 * A listing on paper and shared: every listing prints on at most two pages, as a brochure with
 * the team's contact, the brokerage and a QR code that a reader decodes to the page's address;
 * the Share button copies the link where the browser has no share sheet, and says so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { connectBrowser, openPage } from './support/browser.ts';
import { LISTING_ROUTES } from './support/routes.ts';

const site = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/site/data/site.json'), 'utf8')) as {
  baseUrl: string;
  contact: { phone: string };
  brokerage: { name: string };
};

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** The page count Chromium writes in the PDF's page tree. */
const pdfPages = (pdf: Buffer) =>
  Math.max(
    ...[
      ...pdf
        .toString('latin1')
        .matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count (\d+)|\/Count (\d+)[^>]*?\/Type\s*\/Pages\b/g),
    ].map((m) => Number(m[1] ?? m[2])),
  );

describe('a printed listing', () => {
  it('every listing prints on at most two Letter pages', async () => {
    for (const path of LISTING_ROUTES) {
      const { page, close } = await openPage(browser, path);
      try {
        const pages = pdfPages(await page.pdf({ format: 'Letter', printBackground: true }));
        expect(pages, path).toBeGreaterThanOrEqual(1);
        expect(pages, path).toBeLessThanOrEqual(2);
      } finally {
        await close();
      }
    }
  });

  it("is a brochure: no header, footer or calculator; the team's contact, the brokerage and a QR code of the page's address", async () => {
    const path = '/listings/old-forest-hill';
    const { page, close } = await openPage(browser, path);
    try {
      await page.emulateMedia({ media: 'print' });
      for (const selector of [
        'header[data-variant]',
        '#root footer',
        'section[aria-labelledby="buying-costs"]',
        'aside[aria-labelledby="listing-inquire"]',
      ]) {
        expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
      }
      const contact = page.locator('[data-print-only]');
      expect(await contact.isVisible()).toBe(true);
      expect(await contact.innerText()).toContain(site.contact.phone);
      expect(await contact.innerText()).toContain(site.brokerage.name);

      const png = await contact.locator('svg').screenshot();
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
      expect(decoded?.data).toBe(site.baseUrl + path);

      await page.emulateMedia({ media: 'screen' });
      expect(await contact.isVisible(), 'the brochure footer is for paper only').toBe(false);
    } finally {
      await close();
    }
  });
});

describe('sharing a listing', () => {
  it('without a share sheet, Share copies the address and says so', async () => {
    const path = '/listings/old-forest-hill';
    const { page, context, close } = await openPage(browser, path);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
      await page.getByRole('button', { name: 'Share this home' }).click();
      await eventually(() => page.getByText('Link copied. Paste it anywhere to share this home.').count()).toBe(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.baseUrl + path);
    } finally {
      await close();
    }
  });

  it("with a share sheet, Share hands it the listing's title and address", async () => {
    const path = '/listings/old-forest-hill';
    const { page, close } = await openPage(browser, path);
    try {
      await page.evaluate(() => {
        const shared: ShareData[] = [];
        (window as unknown as { __shared: ShareData[] }).__shared = shared;
        Object.defineProperty(navigator, 'share', {
          value: (data: ShareData) => (shared.push(data), Promise.resolve()),
          configurable: true,
        });
      });
      await page.getByRole('button', { name: 'Share this home' }).click();
      await eventually(() =>
        page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length),
      ).toBe(1);
      const [data] = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
      expect(data?.url).toBe(site.baseUrl + path);
      expect(data?.title).toMatch(/Old Forest Hill/);
    } finally {
      await close();
    }
  });
});
