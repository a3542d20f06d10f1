/**
 * The browser editor at /admin/ as content staff use it under npm start: Decap CMS in Chromium,
 * decap-server writing into a copy of the fixture site, the site's check run before each save.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/siteBuild/buildSite.ts';
import { checkContent } from '../../scripts/tools/checkContent.ts';
import { publish, startEditorSite, type EditorSite } from './support/editorSite.ts';
import { displayFamilies, familiesOf, textFamilies } from './support/fontStacks.ts';

let editor: EditorSite;
let root: string;

beforeAll(async () => {
  editor = await startEditorSite('editor-site');
  root = editor.root;
});
afterAll(() => editor?.stop());

const read = (file: string) => readFileSync(join(root, file), 'utf8');

const openEditor = (hash: string) => editor.openEditor(hash);

/** Decap names each input after its field: <name>-field-<n>. */
const input = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`).first();

/** A select (react-select): type the option and take it; `nth` picks among same-named fields. */
async function choose(page: Page, name: string, option: string, nth = 0) {
  const field = page.locator(`[id^="${name}-field-"]`).nth(nth);
  await field.fill(option);
  await field.press('Enter');
}

/** A photo as a phone stores it: sideways (orientation 6), with its GPS position. */
const phonePhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7d8a6a' } })
    .jpeg()
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 24/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('the content editor (/admin/)', () => {
  it('edits a team member: one line of the file changes, in place, and the check passes', async () => {
    const before = read('data/team/julian-mercer.json');
    const { page, errors, close } = await openEditor('#/collections/team/entries/julian-mercer');
    try {
      await input(page, 'role').waitFor();
      const role = await input(page, 'role').inputValue();
      await input(page, 'role').fill(`${role} and Partner`);
      await publish(page);
      await page.getByText('Entry saved').waitFor();
      const after = read('data/team/julian-mercer.json');
      const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
      expect(changed).toEqual([`  "role": "${role} and Partner",`]);
      expect(checkContent(root).errors).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("refuses to save what only the site's check sees, saying where and how to fix it; the file keeps its content", async () => {
    const before = read('data/listings/84-old-forest-hill.json');
    const { page, close } = await openEditor('#/collections/listings/entries/84-old-forest-hill');
    try {
      // A slug that fits the pattern but not the file: only the site's check knows the file name.
      await input(page, 'slug').waitFor();
      await input(page, 'slug').fill('old-forest-hill-estate');
      await publish(page);
      const message = page.getByText(/Not saved:/);
      await message.waitFor();
      expect(await message.innerText()).toMatch(
        /"Slug": The slug "old-forest-hill-estate" must match the file name\. Rename the file to old-forest-hill-estate\.json or set the slug to "84-old-forest-hill"\.\s+details: data\/listings\/84-old-forest-hill\.json:\d+:\d+ field: slug /,
      );
      expect(read('data/listings/84-old-forest-hill.json')).toBe(before);
    } finally {
      await close();
    }
  });

  it('refuses a new listing given the slug of one that exists, in a sentence, before anything is written', async () => {
    const files = () => readdirSync(join(root, 'data/listings')).sort();
    const [before, existing] = [files(), read('data/listings/7-crescent-road.json')];
    const { page, close } = await openEditor('#/collections/listings/entries/7-crescent-road');
    try {
      // Decap's "Duplicate": a new entry with every field filled in, the slug included.
      await input(page, 'slug').waitFor();
      await page
        .getByRole('button', { name: /^Published$/ })
        .first()
        .click();
      await page.getByText('Duplicate', { exact: true }).click();
      await page.waitForURL(/\/new/);
      await input(page, 'address').fill('7 Crescent Road, the coach house');
      const started = performance.now();
      await publish(page);
      const message = page.getByText(/Not saved:/);
      await message.waitFor();
      console.log(
        `[editor] a taken slug refused ${((performance.now() - started) / 1000).toFixed(2)} s after Publish now`,
      );
      expect(await message.innerText()).toContain(
        'A listing with the address slug 7-crescent-road already exists: choose another slug, or open that listing to edit it.',
      );
      expect([files(), read('data/listings/7-crescent-road.json')]).toEqual([before, existing]);
    } finally {
      await close();
    }
  }, 60_000);

  it('previews the entry as the site draws it, from the form as it stands, before any save', async () => {
    const before = read('data/listings/84-old-forest-hill.json');
    const { page, errors, close } = await openEditor('#/collections/listings/entries/84-old-forest-hill');
    try {
      // Decap draws its preview pane in a frame of its own; the site's page is a frame inside it.
      const sitePage = page
        .frameLocator('iframe')
        .first()
        .frameLocator('iframe[title="The page as the site will show it"]');
      const heading = sitePage.locator('h1');
      await heading.waitFor();
      const title = await heading.innerText();
      expect(title.length).toBeGreaterThan(0);
      // The site's components and styles: its header and footer, its display face, its photos' variants.
      expect(await sitePage.locator('header').count()).toBeGreaterThan(0);
      expect(await sitePage.locator('footer').count()).toBeGreaterThan(0);
      // Both font stacks whole, as the published stylesheet declares them (globalRules.ts).
      expect(familiesOf(await heading.evaluate((element) => getComputedStyle(element).fontFamily))).toEqual(
        displayFamilies,
      );
      expect(familiesOf(await sitePage.locator('body').evaluate((body) => getComputedStyle(body).fontFamily))).toEqual(
        textFamilies,
      );
      expect(await sitePage.locator('picture source[type="image/avif"]').count()).toBeGreaterThan(0);
      expect(await sitePage.locator('script').count()).toBe(0);

      await input(page, 'title').fill('A Renamed Estate on Old Forest Hill');
      await expect.poll(() => heading.innerText(), { timeout: 15_000 }).toMatch(/A Renamed Estate on Old Forest Hill/i);
      // Nothing was saved: the preview drew the form, not the file.
      expect(read('data/listings/84-old-forest-hill.json')).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it("edits a guide's sources, a map under keys of the author's choosing, as a list: one line of the file changes", async () => {
    const before = read('data/neighbourhoods/rosedale.json');
    const { page, errors, close } = await openEditor('#/collections/neighbourhoods/entries/rosedale');
    try {
      // Each source is an entry of the list, shown by its key.
      const sample = page.getByText('sample', { exact: true }).first();
      await sample.waitFor();
      await expect.poll(() => page.getByText('census', { exact: true }).count()).toBeGreaterThan(0);
      // Opened (its chevron), an entry of the list shows the source's key and fields; the sources come first among the form's labels.
      await page.locator('[class*="ListItem"]', { has: sample }).locator('button').first().click();
      expect(await page.locator('[id^="key-field-"]').nth(1).inputValue()).toBe('sample');
      const label = page.locator('[id^="label-field-"]').nth(1);
      expect(await label.inputValue()).toMatch(/^Illustrative sample figure/);
      await label.fill('Illustrative figure, not a published statistic');
      await publish(page);
      await page.getByText('Entry saved').waitFor();
      const after = read('data/neighbourhoods/rosedale.json');
      const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
      expect(changed).toEqual(['      "label": "Illustrative figure, not a published statistic"']);
      // The map keeps its keys, in their order.
      expect(Object.keys((JSON.parse(after) as { sources: object }).sources)).toEqual(
        Object.keys((JSON.parse(before) as { sources: object }).sources),
      );
      expect(checkContent(root).errors).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('creates a listing with a phone photo from an empty form: the file and the photo appear in data/, the GPS position is gone, the check passes, the page builds', async () => {
    const photoDir = mkdtempSync(join(tmpdir(), 'camera-'));
    const photoPath = join(photoDir, 'IMG 0412.JPG');
    writeFileSync(photoPath, await phonePhoto(3000, 2000));
    const { page, errors, close } = await openEditor('#/collections/listings/new');
    const started = performance.now();
    try {
      await input(page, 'slug').waitFor();
      await input(page, 'slug').fill('12-maple-court');
      await input(page, 'address').fill('12 Maple Court');
      await input(page, 'title').fill('A Garden House on Maple Court');
      await choose(page, 'offer', 'sale');
      await choose(page, 'kind', 'amount');
      await input(page, 'amount').fill('$3.15M'); // as people write prices: read as 3150000
      await input(page, 'street').fill('12 Maple Court');
      await input(page, 'city').fill('Toronto');
      await input(page, 'province').fill('ON');
      await input(page, 'postalCode').fill('M4V 1A1');
      await input(page, 'bedrooms').fill('4');
      await input(page, 'bathrooms').fill('3.5');
      await choose(page, 'kind', 'size', 1);
      await input(page, 'squareFeet').fill('3400');
      await page.getByRole('button', { name: /Add description/i }).click();
      await page
        .locator('textarea[id^="description-field-"]')
        .first()
        .fill('A brick house of 1928 on a quiet court, its garden running back to a ravine.');
      await page.getByRole('button', { name: /Add images/i }).click();
      await page
        .getByRole('button', { name: /Choose an image/i })
        .first()
        .click();
      await page.locator('input[type="file"]').setInputFiles(photoPath);
      await page.getByRole('button', { name: /Choose selected/i }).click();
      await input(page, 'alt').fill('The brick front of 12 Maple Court behind its low hedge');
      await input(page, 'brokerage').fill('Maple Court Realty Inc., Brokerage');
      await publish(page);
      await page.getByText('Entry saved').waitFor();
      const savedSeconds = (performance.now() - started) / 1000;

      const listing = JSON.parse(read('data/listings/12-maple-court.json')) as { images: { src: string }[] };
      expect(listing).toMatchObject({
        slug: '12-maple-court',
        price: { kind: 'amount', amount: 3150000 },
        bedrooms: 4,
        bathrooms: 3.5,
      });
      const photo = listing.images[0]!.src;
      expect(photo).toMatch(/^\/media\/uploads\/img-0412\.jpg$/);
      const stored = await sharp(readFileSync(join(root, 'data', photo))).metadata();
      expect({ exif: stored.exif, width: stored.width, height: stored.height }).toEqual({
        exif: undefined,
        width: 2000,
        height: 3000,
      });
      expect(checkContent(root).errors).toEqual([]);
      const { routes } = await buildSite({ outDir: join(root, 'dist'), contentRoot: root, log: () => {} });
      const builtSeconds = (performance.now() - started) / 1000;
      expect(routes).toContain('/listings/12-maple-court');
      expect(read('dist/listings/12-maple-court/index.html')).toContain('A Garden House on Maple Court');
      console.log(
        `[editor] empty listing form to saved entry ${savedSeconds.toFixed(1)} s (typed by the test), to a built page ${builtSeconds.toFixed(1)} s`,
      );
      expect(errors).toEqual([]);
    } finally {
      await close();
      rmSync(photoDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('creates a legal page from an empty form: the file appears in data/legal, the check passes, the page builds', async () => {
    const { page, errors, close } = await openEditor('#/collections/legal/new');
    const started = performance.now();
    try {
      await input(page, 'slug').waitFor();
      await input(page, 'slug').fill('cookies');
      await input(page, 'title').fill('Cookies');
      await input(page, 'description').fill(
        'Which cookies and browser storage this website uses, and why it needs no consent banner.',
      );
      await input(page, 'lastUpdated').fill('2026-11-24');
      await page.getByRole('button', { name: /Add sections/i }).click();
      await input(page, 'heading').fill('What we store');
      await page.getByRole('button', { name: /Add paragraphs/i }).click();
      await input(page, 'paragraph').fill(
        'This site sets no advertising or tracking cookies; it keeps only what it needs to work.',
      );
      await publish(page);
      await page.getByText('Entry saved').waitFor();
      const savedSeconds = (performance.now() - started) / 1000;

      expect(existsSync(join(root, 'data/legal/cookies.json'))).toBe(true);
      expect(JSON.parse(read('data/legal/cookies.json'))).toMatchObject({
        $schema: '../../schema/legal.schema.json',
        slug: 'cookies',
        sections: [
          {
            heading: 'What we store',
            paragraphs: ['This site sets no advertising or tracking cookies; it keeps only what it needs to work.'],
          },
        ],
      });
      expect(checkContent(root).errors).toEqual([]);
      const outDir = join(root, 'dist');
      const { routes } = await buildSite({ outDir, contentRoot: root, log: () => {} });
      const builtSeconds = (performance.now() - started) / 1000;
      expect(routes).toContain('/cookies');
      expect(read('dist/cookies/index.html')).toContain('What we store');
      console.log(
        `[editor] empty form to saved entry ${savedSeconds.toFixed(1)} s (typed by the test), to a built page ${builtSeconds.toFixed(1)} s`,
      );
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
