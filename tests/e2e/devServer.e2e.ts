/**
 * npm run dev, as a content editor uses it: editing a data file updates the open page without
 * a reload (an open lightbox survives), a content error shows in Vite's error overlay with the
 * same message as the build, and fixing the file clears it; an edited static block's component
 * reloads the page. The dev server reads a throwaway copy of the content (its contentRoot option), so
 * the test never touches data/ (the component's edit is undone as the test ends).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../bench/lib/generatedSite.ts';
import { createDevServer } from '../../scripts/dev/devServer.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { DESKTOP, connectBrowser } from './support/browser.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
let contentRoot: string;
let server: ViteDevServer;
let browser: Browser;
let page: Page;
let url: string;

const listingFile = () => join(contentRoot, 'data', 'listings', 'old-forest-hill.json');

beforeAll(async () => {
  contentRoot = generateSite({ from: fixtureSiteRoot });
  server = await createDevServer({ contentRoot, port: 0, logLevel: 'silent' });
  await server.listen();
  const address = server.httpServer!.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await connectBrowser();
  page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
}, 120_000);

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await server?.close();
  rmSync(contentRoot, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('an edited data file updates the open page in place, and an open lightbox survives', async () => {
    await page.goto(`${url}/listings/old-forest-hill`);
    // Hydrated once the gallery's thumbnails respond.
    await expect
      .poll(
        async () => {
          await page
            .locator('ul[aria-label="Photos"] button')
            .nth(2)
            .click({ timeout: 2_000 })
            .catch(() => {});
          return page.locator('[role="dialog"]').count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    const counter = await page.getByTestId('lightbox-counter').textContent();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const listing = JSON.parse(readFileSync(listingFile(), 'utf8')) as { title: string };
    writeFileSync(listingFile(), JSON.stringify({ ...listing, title: 'An Edited Title for the Test' }, null, 2));

    await expect
      .poll(() => page.locator('h1').filter({ hasText: 'An Edited Title for the Test' }).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.locator('[role="dialog"]').count()).toBe(1);
    expect(await page.getByTestId('lightbox-counter').textContent()).toBe(counter);
  });

  it('a content error shows in the error overlay with file, line and field, and fixing the file clears it', async () => {
    const good = readFileSync(listingFile(), 'utf8');
    writeFileSync(listingFile(), good.replace(/"bedrooms": \d+/, '"bedrooms": "six"'));
    const overlay = page.locator('vite-error-overlay');
    await expect.poll(() => overlay.count(), { timeout: 30_000 }).toBe(1);
    const message = await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '');
    expect(message).toMatch(/data\/listings\/old-forest-hill\.json:\d+:\d+/);
    expect(message).toContain('field: bedrooms');
    expect(message).toContain('expected a number');

    // Only the pages that use the broken file are broken: the team's page keeps working, and an
    // open page the file does not touch shows no overlay.
    const other = await page.context().newPage();
    try {
      await other.goto(`${url}/team`);
      await other.getByText('MEET THE TEAM').first().waitFor();
      expect(await other.locator('vite-error-overlay').count()).toBe(0);
    } finally {
      await other.close();
    }
    expect((await fetch(`${url}/listings/old-forest-hill`)).status).toBe(500);
    expect((await fetch(`${url}/_data/team.json`)).status).toBe(200);

    writeFileSync(listingFile(), good);
    await expect.poll(() => overlay.count(), { timeout: 30_000 }).toBe(0);
    await expect
      .poll(() => page.locator('h1').filter({ hasText: 'An Edited Title for the Test' }).count(), { timeout: 30_000 })
      .toBe(1);
  });

  it("an edited static block's component reloads the page, drawn with the new code, and a navigation shows it too", async () => {
    // Its code is not in the browser's module graph (a static block ships none): nothing to hot-update there.
    const file = join(projectRoot, 'src', 'blocks', 'recognition', 'Recognition.tsx');
    const original = readFileSync(file, 'utf8');
    const edited = original.replace(/(<h2 [^>]*>)/, '$1Edited in the test ');
    expect(edited).not.toBe(original);
    try {
      await page.goto(`${url}/team`);
      await page.getByText('MEET THE TEAM').first().waitFor();
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      writeFileSync(file, edited);
      await expect.poll(() => page.getByText('Edited in the test').count(), { timeout: 30_000 }).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBeUndefined();

      await page.goto(`${url}/`);
      await page.getByText('IN THE NEWS').first().waitFor();
      await page.evaluate(() => history.pushState(null, '', '/team'));
      await expect.poll(() => page.getByText('Edited in the test').count(), { timeout: 30_000 }).toBe(1);
    } finally {
      writeFileSync(file, original);
    }
  });
});
