/**
 * A journal article in Chromium at 390 and 1440 px: axe clean, every image loaded at the width
 * its `sizes` says, nothing wider than the screen, the byline linking to the author's profile
 * (which lists the article), three related articles; the list's sections and the feed as served.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { baseUrl, connectBrowser, DESKTOP, MOBILE, openPage, settle } from './support/browser.ts';
import { imagesWithWrongSizes } from './support/imageSizes.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const ARTICLE = '/journal/inside-84-old-forest-hill-road';

describe.concurrent.each([
  { name: '390 px', viewport: MOBILE },
  { name: '1440 px', viewport: DESKTOP },
])('an article at $name', ({ name, viewport }) => {
  it('is axe clean, its images loaded at their drawn width, nothing wider than the screen', async () => {
    const { page, log, close } = await openPage(browser, ARTICLE, { viewport });
    try {
      const { broken, seen } = await settle(page);
      expect(broken, `images that did not load at ${name}`).toEqual([]);
      expect(seen).toBeGreaterThan(4);
      expect(await imagesWithWrongSizes(page)).toEqual([]);
      expect(describeViolations(await runAxe(page)), `axe violations at ${name}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expect(page.locator('main h1').textContent()).resolves.toBe('Inside 84 Old Forest Hill Road');
      await expect(page.locator('main article time').first().getAttribute('datetime')).resolves.toBe('2026-06-11');
      await expect(
        page
          .locator('main article')
          .getByText(/\d+ min read/)
          .count(),
      ).resolves.toBe(1);
      await expect(page.locator('main section h2', { hasText: 'Related articles' }).count()).resolves.toBe(1);
      await expect(page.locator('main section:has(h2:text("Related articles")) li').count()).resolves.toBe(3);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});

describe('around the article', () => {
  it('the byline leads to the profile, which lists the article', async () => {
    const { page, close } = await openPage(browser, ARTICLE, { viewport: DESKTOP });
    try {
      await page.locator('main article header a', { hasText: 'Julian Mercer' }).click();
      await page.waitForURL(/\/team\/julian-mercer$/);
      await page.locator('main h2', { hasText: 'Articles by Julian Mercer' }).waitFor();
      await expect(page.locator(`main a[href="${ARTICLE}"]`).count()).resolves.toBe(1);
    } finally {
      await close();
    }
  });

  it('the JSON-LD describes the article, and the page ships no block code', async () => {
    const { page, close } = await openPage(browser, ARTICLE, { viewport: DESKTOP });
    try {
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t) as Record<string, unknown>,
      );
      expect(ld.find((x) => x['@type'] === 'Article')).toMatchObject({
        headline: 'Inside 84 Old Forest Hill Road',
        datePublished: '2026-06-11',
      });
      // A page of static blocks only preloads no block's file.
      const preloads = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
      expect(preloads.filter((href) => /article|journal/i.test(href))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/journal lists every section, and the feed is served as Atom', async () => {
    const { page, close } = await openPage(browser, '/journal', { viewport: MOBILE });
    try {
      await expect(page.locator('main nav[aria-label="Journal sections"] a').allTextContents()).resolves.toEqual([
        'All',
        'Market Reports',
        'Neighbourhoods',
        'Homes',
        'News',
      ]);
      await expect(
        page.locator('main nav[aria-label="Journal sections"] a[aria-current="page"]').textContent(),
      ).resolves.toBe('All');
      const feed = await fetch(`${baseUrl()}/journal/feed.xml`);
      expect(feed.status).toBe(200);
      expect(await feed.text()).toMatch(
        /^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/,
      );
    } finally {
      await close();
    }
  });
});
