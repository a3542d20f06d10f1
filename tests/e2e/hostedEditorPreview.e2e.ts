/**
 * The site's own preview in the hosted editor (EDITOR_BACKEND=test-repo build, no editor server):
 * a listing's title and price changed in the form, and a photo just chosen, are drawn in the
 * preview pane by the site's own renderer, in the site's stylesheet and fonts, before anything is
 * saved. Before, hosted staff saw Decap's plain list of the fields.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import sharp from 'sharp';
import type { FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhoto } from './support/editorSite.ts';
import { displayFamilies, familiesOf, textFamilies } from './support/fontStacks.ts';
import { committedFile, startHostedEditorSite, type HostedEditorSite } from './support/hostedEditorSite.ts';

let hosted: HostedEditorSite;
beforeAll(async () => {
  hosted = await startHostedEditorSite('hosted-editor-preview');
}, 180_000);
afterAll(() => hosted?.stop());

const LISTING = 'data/listings/455-william-st.json';

/** The photo added in the form, drawn in the preview from the file Decap holds (a blob: URL) and loaded, not called missing. */
async function expectDrawnFromFile(sitePage: FrameLocator): Promise<void> {
  const drawn = sitePage.locator('img[alt="The garden room with its glass roof"]').first();
  await drawn.waitFor({ state: 'attached', timeout: 60_000 });
  expect(await drawn.getAttribute('src')).toMatch(/^blob:/);
  await drawn.scrollIntoViewIfNeeded();
  await expect
    .poll(() => drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(await sitePage.locator('body').innerText()).not.toMatch(/Fix these|does not exist|could not be drawn/);
}

describe('the preview in the hosted editor', () => {
  it("draws the listing's page from the form, in the site's fonts, with a photo just chosen, nothing committed, and the photo again once saved", async () => {
    const photoDir = mkdtempSync(join(tmpdir(), 'camera-'));
    const photoPath = join(photoDir, 'IMG 3107.jpg');
    writeFileSync(
      photoPath,
      await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#5d7a8a' } })
        .jpeg()
        .toBuffer(),
    );
    const { page, errors, close } = await hosted.openEditor('#/collections/listings/entries/455-william-st');
    // A stylesheet, font or photo of the drawn page refused by the editor's policy or missing, or
    // an error drawing it, would show here. (Decap's own thumbnail of a photo chosen asks the
    // site for it before it is stored, a 404 in the editor's page, not the preview's.)
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        refused.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && (response.frame().parentFrame() || response.url().includes('/admin/')))
        refused.push(`${response.status()} ${response.url()}`);
    });
    // What drawing a listing's page fetches of the preview's bundle (admin/preview.js and its chunks).
    const previewFiles = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/^\/admin\/preview(\.js$|\/)/.test(pathname)) previewFiles.set(pathname, response.body());
    });
    const sitePage = page
      .frameLocator('iframe')
      .first()
      .frameLocator('iframe[title="The page as the site will show it"]');
    try {
      const before = (await committedFile(page, LISTING))!;
      const heading = sitePage.locator('h1').first();
      await heading.waitFor({ timeout: 90_000 });
      expect(await heading.innerText()).toMatch(/455 William Street/i);

      await page.locator('[id^="title-field-"]').first().fill('A Garden House on William Street');
      await page.locator('[id^="amount-field-"]').first().fill('$4.25M');
      await expect.poll(() => heading.innerText(), { timeout: 30_000 }).toMatch(/A Garden House on William Street/i);
      await expect.poll(() => sitePage.locator('body').innerText(), { timeout: 30_000 }).toContain('$4,250,000');
      // The site's two font stacks whole, declared by the published site's own stylesheet.
      expect(familiesOf(await heading.evaluate((h1) => getComputedStyle(h1).fontFamily))).toEqual(displayFamilies);
      expect(familiesOf(await sitePage.locator('body').evaluate((body) => getComputedStyle(body).fontFamily))).toEqual(
        textFamilies,
      );
      await expect
        .poll(() => heading.evaluate(() => document.fonts.check('400 40px "Cormorant Garamond"')), { timeout: 15_000 })
        .toBe(true);

      // A slip of the price while typing: the check's warning beside the form, in the words a
      // hosted save uses (no file and line), before anything is saved; gone once it is mended.
      await page.locator('[id^="amount-field-"]').first().fill('$45,000');
      const notice = page.locator('#entry-warnings');
      await expect
        .poll(() => notice.innerText().catch(() => ''), { timeout: 30_000 })
        .toMatch(
          /^Worth a look \(the entry can be saved as it is\):\s+"Price › Amount": An asking price of \$45,000 is under \$50,000: are zeros missing\?/,
        );
      expect(await notice.innerText()).not.toMatch(/details:|data\/listings/);
      await page.locator('[id^="amount-field-"]').first().fill('$4.25M');
      await expect.poll(() => notice.count(), { timeout: 30_000 }).toBe(0);
      expect(await committedFile(page, LISTING)).toEqual(before);

      await addPhoto(page, photoPath, 'The garden room with its glass roof');
      // Drawn from the file just chosen (not stored anywhere yet), and loaded.
      await expectDrawnFromFile(sitePage);
      // No script in the drawn page, and nothing committed by drawing it.
      expect(await sitePage.locator('script').count()).toBe(0);
      expect(await committedFile(page, LISTING)).toEqual(before);

      // Saved (a draft: the photo is in the repository, not on the site until a deploy), then
      // opened again: the photo is drawn from the copy Decap holds, not called missing.
      await page
        .getByRole('button', { name: /^Save$/ })
        .first()
        .click();
      await expect.poll(async () => (await committedFile(page, LISTING))?.where, { timeout: 30_000 }).toBe('draft');
      await page.evaluate(() => (location.hash = '#/collections/listings'));
      await page
        .getByText(/^455 William St/)
        .first()
        .waitFor({ timeout: 30_000 });
      await page.evaluate(() => (location.hash = '#/collections/listings/entries/455-william-st'));
      await expectDrawnFromFile(sitePage);
      // The editor's page has the site's icon.
      const icon = await page.evaluate(async () => {
        const response = await fetch(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href);
        return { status: response.status, body: (await response.text()).slice(0, 4) };
      });
      expect(icon).toEqual({ status: 200, body: '<svg' });
      const fetched = await Promise.all([...previewFiles.values()]);
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      console.log(
        `[hosted preview] drawing a listing fetched ${fetched.length} files of the preview's bundle: ${kb(fetched.reduce((sum, body) => sum + brotliCompressSync(body).length, 0))} KB brotli, ${kb(fetched.reduce((sum, body) => sum + body.length, 0))} KB raw`,
      );
      expect(errors).toEqual([]);
      expect(refused).toEqual([]);
    } finally {
      await close();
      rmSync(photoDir, { recursive: true, force: true });
    }
  }, 300_000);
});
