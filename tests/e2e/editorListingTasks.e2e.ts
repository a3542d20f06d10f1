/**
 * docs/CONTENT.md's listing tasks, done in the browser editor as the guide words them, under
 * npm start's wiring: Decap CMS in Chromium, decap-server writing into a copy of the fixture site,
 * the check before each save, and the served copy of the build rebuilt live, so the change is
 * asserted on a page of the running site left open in another tab. Each task makes one mistake
 * a person makes, asserts the refusal's words, fixes it and finishes; each prints its time from
 * opening the editor to the change on the open page.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { publish, startEditorSite, type EditorSite } from './support/editorSite.ts';
import {
  cameraPhotos,
  choose,
  editorFaults,
  field,
  fieldMessages,
  openListedEntry,
  refusal,
  report,
  uploadPhoto,
} from './support/editorTasks.ts';

/** The newest photo's description in the listing's photo list (the video's and tour's posters have one too, further down the form). */
const newestPhotoDescription = (page: Page) =>
  page
    .locator('[id^="images-field-"]')
    .getByLabel(/^Description of the photo \(for people who cannot see it\)( \(optional\))?$/i)
    .last();

let editor: EditorSite;

beforeAll(async () => {
  editor = await startEditorSite('editor-listing-tasks', undefined, { live: true });
}, 120_000);
afterAll(() => editor?.stop());

const read = (file: string) => JSON.parse(readFileSync(join(editor.root, file), 'utf8')) as Record<string, unknown>;

/** A page of the running site, open in a tab of its own as someone checking their change keeps it. */
async function openSitePage(path: string): Promise<Page> {
  const page = await (await editor.browser.newContext({ viewport: DESKTOP })).newPage();
  await page.goto(`${editor.site.url}${path}`);
  return page;
}

const openEntry = (collection: string, entry: string) => openListedEntry(editor.openEditor, collection, entry);

describe("CONTENT.md's listing tasks in the browser editor", () => {
  it('changes a price: "about four million" is refused in a sentence, "$5.75M" is published and the open listing shows $5,750,000', async () => {
    const sitePage = await openSitePage('/listings/50-glen-echo');
    await sitePage.getByText('$5,895,000').first().waitFor();
    const started = performance.now();
    const { page, errors, close } = await openEntry('Listings', '50 Glen Echo Road');
    try {
      // Price → Amount, typed as people say it.
      await field(page, 'Amount').fill('about four million');
      await publish(page);
      // The one refusal: under the field, and nothing written.
      const said =
        '"about four million" cannot be read as a price: write it in dollars, e.g. 4500000, 4,500,000 or $4.5M.';
      await expect.poll(() => fieldMessages(page)).toEqual([said]);
      console.log(`[content task] Change a price: the refusal reads: ${said}`);
      expect(read('data/listings/50-glen-echo.json').price).toEqual({
        kind: 'amount',
        amount: 5895000,
        currency: 'CAD',
      });
      await field(page, 'Amount').fill('$5.75M');
      await publish(page);
      await page.getByText('Entry saved').waitFor({ timeout: 30_000 });
      await sitePage.getByText('$5,750,000').first().waitFor({ timeout: 30_000 });
      const seconds = report('Change a price', started);
      expect(read('data/listings/50-glen-echo.json').price).toEqual({
        kind: 'amount',
        amount: 5750000,
        currency: 'CAD',
      });
      expect(seconds).toBeLessThan(60);
      expect(editorFaults(errors)).toEqual([]);
    } finally {
      await close();
      await sitePage.context().close();
    }
  }, 120_000);

  it('adds two photos to a listing: a forgotten description is named, then both show at the end of its carousel', async () => {
    const { dir, files } = await cameraPhotos(['IMG_2041.JPG', 'IMG_2042.JPG']);
    const sitePage = await openSitePage('/listings/7-crescent-road');
    const before = (read('data/listings/7-crescent-road.json').images as unknown[]).length;
    const started = performance.now();
    const { page, errors, close } = await openEntry('Listings', '7 Crescent Road');
    try {
      // Images → Add images, once per photo: each new one goes to the end of the list.
      const descriptions = [
        'The rear terrace at dusk, its lanterns lit',
        'The library, its oak shelves running to the ceiling',
      ];
      for (const [index, file] of files.entries()) {
        await page.getByRole('button', { name: /Add images/i }).click();
        await uploadPhoto(page, file);
        // The second description forgotten, as happens.
        if (index === 0) await newestPhotoDescription(page).fill(descriptions[0]!);
      }
      await publish(page);
      expect(await refusal(page)).toBe('Not saved: fill in the fields whose messages show in red, then publish again.');
      await expect
        .poll(() => fieldMessages(page))
        .toEqual(['Fill in “Description of the photo (for people who cannot see it)”.']);
      console.log(
        `[content task] Add photos to a listing: the refusal reads: ${JSON.stringify(await fieldMessages(page))}`,
      );
      await newestPhotoDescription(page).fill(descriptions[1]!);
      await publish(page);
      await page.getByText('Entry saved').waitFor({ timeout: 60_000 });
      // The carousel, which holds every photo, loads when a visitor first touches the gallery (until
      // then the page shows the first photo and the thumbnails): touch it, again after each reload.
      const newPhoto = sitePage.locator(`img[alt="${descriptions[1]}"]`);
      await expect
        .poll(
          async () => {
            // Away first: after the page reloads itself, a pointer already over the gallery sends no new event.
            await sitePage.mouse.move(0, 0);
            await sitePage
              .locator('main section[aria-label^="Photos of"]')
              .hover({ timeout: 5_000 })
              .catch(() => undefined);
            return newPhoto.count();
          },
          { timeout: 60_000 },
        )
        .toBeGreaterThan(0);
      report('Add photos to a listing', started);
      const images = read('data/listings/7-crescent-road.json').images as { src: string; alt: string }[];
      expect(images.slice(before)).toEqual([
        { src: '/media/uploads/img-2041.jpg', alt: descriptions[0] },
        { src: '/media/uploads/img-2042.jpg', alt: descriptions[1] },
      ]);
      expect(await sitePage.locator(`img[alt="${descriptions[0]}"]`).count()).toBeGreaterThan(0);
      expect(editorFaults(errors)).toEqual([]);
    } finally {
      await close();
      await sitePage.context().close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('adds a listing in one form: a slug that is taken is refused before anything is written, the new card then shows on /listings', async () => {
    const { dir, files } = await cameraPhotos(['IMG_0412.JPG', 'IMG_0413.JPG'], '#6f7d5e');
    const sitePage = await openSitePage('/listings');
    const started = performance.now();
    const opened = await editor.openEditor('#/');
    const { page, errors, close } = opened;
    try {
      await page.getByRole('link', { name: 'Listings', exact: true }).click();
      await page.getByText('＋ listing', { exact: true }).click();
      await field(page, 'Slug').fill('7-crescent-road');
      await field(page, 'Address').fill('12 Maple Court');
      await field(page, 'Title').fill('A Garden House on Maple Court');
      await choose(page, 'Offer', 'sale');
      await choose(page, 'Kind', 'amount');
      await field(page, 'Amount').fill('$3.15M');
      await field(page, 'Street').fill('12 Maple Court');
      await field(page, 'City').fill('Toronto');
      await field(page, 'Province').fill('ON');
      await field(page, 'Postal Code').fill('M4V 1A1');
      await field(page, 'Bedrooms').fill('4');
      await field(page, 'Bathrooms').fill('3');
      await choose(page, 'Kind', 'size', 1);
      await field(page, 'Square Feet').fill('3400');
      await page.getByRole('button', { name: /Add description/i }).click();
      await page
        .locator('textarea[id^="description-field-"]')
        .first()
        .fill('A brick house of 1928 on a quiet court, its garden running back to a ravine.');
      const descriptions = [
        'The brick front of 12 Maple Court behind its low hedge',
        'The garden running back to the ravine',
      ];
      for (const [index, file] of files.entries()) {
        await page.getByRole('button', { name: /Add images/i }).click();
        await uploadPhoto(page, file);
        await newestPhotoDescription(page).fill(descriptions[index]!);
      }
      await field(page, 'Brokerage').fill('Maple Court Realty Inc., Brokerage');
      await field(page, 'Show In Grid').click();
      await publish(page);
      // The mistake: the slug of a listing that exists. Nothing is written.
      const refused = await refusal(page);
      console.log(`[content task] Add a listing: the refusal reads: ${refused}`);
      // The notice is the refusal itself, not Decap's "Failed to persist entry: Error: …" around it.
      expect(refused).toMatch(/^Not saved: (?!.*Error: )/);
      expect(refused).toMatch(
        /Not saved: A listing with the address slug 7-crescent-road already exists: choose another slug, or open that listing to edit it\.$/,
      );
      expect(read('data/listings/7-crescent-road.json').title).toBe('7 Crescent Road');
      // Cleared first, as a person selects the old slug to type over it (fill alone left it in front of the new one here).
      await field(page, 'Slug').clear();
      await field(page, 'Slug').fill('12-maple-court');
      await publish(page);
      await page.getByText('Entry saved').waitFor({ timeout: 60_000 });
      // Its card, under its address, on the /listings page left open.
      await sitePage
        .locator('a[href="/listings/12-maple-court"]')
        .first()
        .waitFor({ state: 'attached', timeout: 180_000 });
      report('Add a listing', started);
      expect(read('data/listings/12-maple-court.json')).toMatchObject({
        slug: '12-maple-court',
        price: { amount: 3150000 },
        showInGrid: true,
      });
      expect(await sitePage.locator('main').innerText()).toContain('12 Maple Court');
      expect(await (await fetch(`${editor.site.url}/listings/12-maple-court`)).text()).toContain(
        'A Garden House on Maple Court',
      );
      expect(editorFaults(errors)).toEqual([]);
    } finally {
      await close();
      await sitePage.context().close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
