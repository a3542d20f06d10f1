/**
 * Marking a home sold, end to end: `npm run sold` on a listing of a throwaway copy of the fixture
 * site (its "sold" written in place: the file stays in data/listings), a build of that copy, then
 * the listing's address in Chromium leads to its card on the portfolio, which shows when it sold
 * and its price; /listings no longer shows it; the deploy build's _redirects carries the redirect.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/siteBuild/buildSite.ts';
import { type StaticServer, serveStatic } from '../../scripts/dev/serve/staticServer.ts';
import { soldCommand } from '../../scripts/tools/sold.ts';
import { createEntry } from '../../scripts/tools/newEntry.ts';
import { removeTempSites, tempSite } from '../authoring/tempSite.ts';
import { connectBrowser, newPage } from './support/browser.ts';
import { eventually } from './support/eventually.ts';

let browser: Browser;
let server: StaticServer;
let outDir: string;
let root: string;

beforeAll(async () => {
  root = tempSite('sold-e2e');
  createEntry({ root, kind: 'listing', slug: 'test-sold-home' });
  soldCommand(
    [
      'test-sold-home',
      '--price',
      '3950000',
      '--date',
      '2026-11-20',
      '--seller-consent',
      '2026-11-20',
      '--buyer-consent',
      '2026-11-21',
      '--pinnacle',
    ],
    root,
  );
  outDir = join(mkdtempSync(join(tmpdir(), 'sold-build-')), 'dist');
  await buildSite({ outDir, contentRoot: root, log: () => {} });
  server = await serveStatic(outDir, { port: 0 });
  browser = await connectBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(join(outDir, '..'), { recursive: true, force: true });
  rmSync(`${outDir}-ssr`, { recursive: true, force: true });
  removeTempSites();
});

describe('a home marked sold', () => {
  it('its old listing address leads to its card on the portfolio, which says when it sold', async () => {
    const { page, close } = await newPage(browser, { base: server.url });
    try {
      await page.goto('/listings/test-sold-home', { waitUntil: 'domcontentloaded' });
      await eventually(() => new URL(page.url()).hash, { timeout: 10_000 }).toBe('#sales-test-sold-home');
      expect(new URL(page.url()).pathname).not.toBe('/listings/test-sold-home');
      // The hash changes when the portfolio's document commits, while its HTML may still be arriving:
      // CI once read the card's element before its children were parsed (innerText ''), so wait for them.
      await page.waitForLoadState('domcontentloaded');
      const card = page.locator('#sales-test-sold-home');
      await eventually(() => card.innerText(), { timeout: 10_000 }).toContain('Sold November 2026');
      await expect(card.innerText()).resolves.toContain('$3,950,000');
      expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    } finally {
      await close();
    }
  });

  it('is marked sold in its own file, which stays where it was, and is gone from /listings', async () => {
    expect(JSON.parse(readFileSync(join(root, 'data', 'listings', 'test-sold-home.json'), 'utf8')).sold).toMatchObject({
      date: '2026-11-20',
      section: 'pinnacle',
    });
    expect(existsSync(join(root, 'data', 'sales', 'test-sold-home.json'))).toBe(false);
    const { page, close } = await newPage(browser, { base: server.url });
    try {
      await page.goto('/listings', { waitUntil: 'domcontentloaded' });
      await page.locator('a[href^="/listings/"]').first().waitFor();
      expect(await page.locator('a[href="/listings/test-sold-home"]').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('the build writes the permanent redirect for the host, and the old page points search engines at the sale', () => {
    expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toMatch(
      /^\/listings\/test-sold-home \/[\w/-]*#sales-test-sold-home 301$/m,
    );
    const html = readFileSync(join(outDir, 'listings', 'test-sold-home', 'index.html'), 'utf8');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+#sales-test-sold-home">/);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
