/**
 * The preview draws the form as it stands, photos chosen and not saved yet included, and the
 * check's warnings are shown beside the form: Decap CMS in Chromium, decap-server writing into a
 * copy of the fixture site, as content staff use it under npm start.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openImageChooser, publish, startEditorSite, type EditorSite } from './support/editorSite.ts';

let editor: EditorSite;
beforeAll(async () => {
  editor = await startEditorSite('editor-preview-photos', (root) => {
    // A listing marked sold where it stands, as the editor's Sold fields write it.
    const file = join(root, 'data/listings/50-glen-echo.json');
    const listing = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      file,
      `${JSON.stringify({ ...listing, sold: { price: { kind: 'uponRequest' }, date: '2026-10-15', section: 'historical' } }, null, 2)}\n`,
    );
  });
});
afterAll(() => editor?.stop());

/** A photo as a phone stores it: sideways (orientation 6), with its GPS position. */
const phonePhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#8a6a5d' } })
    .jpeg()
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 24/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('the preview and the warnings', () => {
  it('a photo chosen in a listing is drawn in the preview before any save, prepared in the page and stored as prepared; a price under $50,000 is a warning shown before and after the save, which goes ahead', async () => {
    const photoDir = mkdtempSync(join(tmpdir(), 'camera-'));
    const photoPath = join(photoDir, 'IMG 2041.jpg');
    const photo = await phonePhoto();
    writeFileSync(photoPath, photo);
    const file = 'data/listings/455-william-st.json';
    const before = editor.read(file);
    const { page, errors, close } = await editor.openEditor('#/collections/listings/entries/455-william-st');
    try {
      const sitePage = page
        .frameLocator('iframe')
        .first()
        .frameLocator('iframe[title="The page as the site will show it"]');
      await sitePage.locator('h1').waitFor();
      await openImageChooser(page);
      await page.locator('input[type="file"]').setInputFiles(photoPath);
      await page.getByRole('button', { name: /Choose selected/i }).click();
      const chosen = performance.now();
      await page
        .locator('[id^="images-field-"] [id^="alt-field-"]')
        .last()
        .fill('The new library with its oak shelves');

      // The new photo in the preview, in its variants, loaded: not called missing.
      const drawn = sitePage.locator('img[src*="img-2041"]').first();
      await drawn.waitFor({ state: 'attached', timeout: 30_000 });
      const shownSeconds = (performance.now() - chosen) / 1000;
      await drawn.scrollIntoViewIfNeeded();
      await expect
        .poll(() => drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await drawn.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/admin\/preview-media\/img-2041-\w+-\d+\.avif$/,
      );
      expect(await sitePage.locator('body').innerText()).not.toMatch(/does not exist|Fix these/);
      expect(editor.read(file)).toBe(before);

      // A slip of the price: a warning beside the form, in the form's words, before the save.
      await page.locator('[id^="amount-field-"]').first().fill('$45,000');
      const notice = page.locator('#entry-warnings');
      await expect
        .poll(() => notice.innerText().catch(() => ''), { timeout: 20_000 })
        .toMatch(/"Price › Amount": An asking price of \$45,000 is under \$50,000: are zeros missing\?/);
      const beforeSave = await notice.innerText();

      const publishing = performance.now();
      await publish(page);
      await page.getByText('Entry saved').waitFor();
      const saveSeconds = (performance.now() - publishing) / 1000;
      await expect
        .poll(() => notice.innerText(), { timeout: 10_000 })
        .toMatch(/Saved, with these to look at:[\s\S]*An asking price of \$45,000 is under \$50,000/);
      const afterSave = await notice.innerText();
      // Mended in the form: the preview drawn after the keystroke has the price's warning no more.
      await page.locator('[id^="amount-field-"]').first().fill('$4,500,000');
      await expect
        .poll(() => notice.innerText().catch(() => ''), { timeout: 20_000 })
        .not.toMatch(/An asking price|Saved, with these/);

      const saved = JSON.parse(editor.read(file)) as { price: { amount: number }; images: { src: string }[] };
      expect(saved.price.amount).toBe(45000);
      expect(saved.images.at(-1)!.src).toBe('/media/uploads/img-2041.jpg');
      const storedBytes = readFileSync(join(editor.root, 'data/media/uploads/img-2041.jpg'));
      const stored = await sharp(storedBytes).metadata();
      expect({ exif: stored.exif, width: stored.width, height: stored.height }).toEqual({
        exif: undefined,
        width: 2000,
        height: 3000,
      });
      // The file stored is the one the page prepared (upright, no metadata), which the preview drew as sent.
      expect(storedBytes.equals(photo)).toBe(false);
      console.log(
        `[editor] a chosen photo in the preview ${shownSeconds.toFixed(1)} s after choosing it; Publish now to "Entry saved" ${saveSeconds.toFixed(1)} s`,
      );
      console.log(`[editor] warning before the save:\n${beforeSave}\n[editor] after the save:\n${afterSave}`);
      // The editor's page has the site's icon.
      const icon = await page.evaluate(async () => {
        const response = await fetch(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href);
        return { status: response.status, body: (await response.text()).slice(0, 4) };
      });
      expect(icon).toEqual({ status: 200, body: '<svg' });
      expect(errors).toEqual([]);
    } finally {
      await close();
      rmSync(photoDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('the list of listings says which are sold', async () => {
    const { page, errors, close } = await editor.openEditor('#/collections/listings');
    try {
      await page.getByText('50 Glen Echo Road — Sold').waitFor();
      expect(
        await page
          .getByText(/^455 William St/)
          .first()
          .innerText(),
      ).not.toMatch(/Sold/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});
