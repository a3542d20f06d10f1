/**
 * Marking a home sold in the browser editor, as docs/CONTENT.md says: open the listing, fill in
 * "Sold", publish. Decap CMS in Chromium, decap-server writing into a copy of the fixture site,
 * the site's check run before the save. The listing's file changes in place (nothing moves, so
 * the hosted editor's Git Gateway or GitHub backend can make the same edit), and the content then
 * shows the home as a sale on the portfolio with its address leading there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticServer } from '../../scripts/dev/serve/staticServer.ts';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { DESKTOP } from './support/browser.ts';
import { publish, startEditorSite, type EditorSite } from './support/editorSite.ts';

let editor: EditorSite;
let root: string;
let site: StaticServer;
let browser: Browser;

beforeAll(async () => {
  editor = await startEditorSite('editor-sold');
  ({ root, site, browser } = editor);
});
afterAll(() => editor?.stop());

const file = 'data/listings/84-old-forest-hill.json';
const read = () => readFileSync(join(root, file), 'utf8');

/** Decap names each input after its field: <name>-field-<n>; the Sold fields come last in the form. */
const lastInput = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`).last();

describe('marking a home sold in the editor', () => {
  it('open the listing, fill in Sold, publish: the file changes in place and the home is a sale on the portfolio', async () => {
    const before = read();
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${site.url}/admin/`);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Collections').first().waitFor();
      await page.goto(`${site.url}/admin/#/collections/listings/entries/84-old-forest-hill`);
      await lastInput(page, 'section').waitFor();
      const formText = await page.locator('form, main, body').first().innerText();
      for (const label of [
        'SOLD',
        'SALE PRICE',
        'DATE SOLD',
        'PORTFOLIO SECTION',
        "SELLER'S WRITTEN CONSENT (DATE)",
        "BUYER'S WRITTEN CONSENT (DATE)",
      ])
        expect(formText.toUpperCase()).toContain(label);
      const kind = lastInput(page, 'kind');
      await kind.fill('Sale price');
      await kind.press('Enter');
      await lastInput(page, 'amount').fill('$8.2M');
      await lastInput(page, 'date').fill('2026-11-20');
      await lastInput(page, 'section').fill('pinnacle');
      await lastInput(page, 'section').press('Enter');
      await lastInput(page, 'seller').fill('2026-11-21');
      await lastInput(page, 'buyer').fill('2026-11-22');
      await publish(page);
      await page.getByText('Entry saved').waitFor({ timeout: 30_000 });

      // In place: the same file, every line before it as it was, "sold" added at its end.
      expect(existsSync(join(root, 'data', 'sales', '84-old-forest-hill.json'))).toBe(false);
      const after = JSON.parse(read()) as Record<string, unknown>;
      const { sold, ...rest } = after;
      expect(rest).toEqual(JSON.parse(before));
      // The form leaves the one currency out; the schema reads it as CAD.
      expect(sold).toEqual({
        price: { kind: 'amount', amount: 8200000 },
        date: '2026-11-20',
        section: 'pinnacle',
        priceConsent: { seller: '2026-11-21', buyer: '2026-11-22' },
      });

      const { content } = loadValidContent(root);
      expect(content.collections.listings.map((l) => l.value.slug)).not.toContain('84-old-forest-hill');
      expect(content.collections.sales.find((s) => s.value.slug === '84-old-forest-hill')?.value).toMatchObject({
        group: 'pinnacle',
        price: { kind: 'amount', amount: 8200000, currency: 'CAD' },
        soldDate: '2026-11-20',
      });
      const data = buildSiteData(content);
      expect(data.redirects).toContainEqual({
        from: '/listings/84-old-forest-hill',
        to: '/portfolio#sales-84-old-forest-hill',
      });
      expect(errors).toEqual([]);
    } catch (error) {
      await page.screenshot({ path: '/tmp/editor-sold-failure.png', fullPage: false });
      throw error;
    } finally {
      await context.close();
    }
  });
});
