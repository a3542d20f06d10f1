/**
 * docs/CONTENT.md's tasks done in the hosted editor (EDITOR_BACKEND=test-repo build: Decap's
 * in-browser repository, the editorial workflow) as content staff do them: a price typed "$4.5M",
 * a new listing with a phone's photo, a home marked sold (refused first, without the consents), a
 * new team member with a portrait, a new journal article. Each asserts what was committed against
 * the file before (only the changed fields; a new file of the schema's fields; the photo upright
 * and without metadata) and that `npm run check` passes on it, and prints the diff and the times.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { leaksIn } from '../security/support/taggedPhotos.ts';
import { addFirstParagraph, choose, editorFaults, field, openListedEntry, uploadPhoto } from './support/editorTasks.ts';
import { committedFile, startHostedEditorSite, type HostedEditorSite } from './support/hostedEditorSite.ts';
import { checkErrorsWith, phoneCamera, printCommitted, saveAndPublish, type Committed } from './support/hostedTasks.ts';
import { metadataBlocks } from './support/photoBytes.ts';

let hosted: HostedEditorSite;
let camera: string;
beforeAll(async () => {
  hosted = await startHostedEditorSite('hosted-editor-tasks');
  // Upright, 2000 × 3000 and 1600 × 2400.
  camera = await phoneCamera({ 'IMG_2041.JPG': [3000, 2000], 'IMG_3107.JPG': [2400, 1600] });
}, 180_000);
afterAll(async () => {
  await hosted?.stop();
  rmSync(camera, { recursive: true, force: true });
});

const fixture = (path: string) => readFileSync(join(fixtureSiteRoot, path), 'utf8');
const parse = (text: string | undefined) => JSON.parse(text ?? 'null') as Record<string, unknown>;
/** The top-level keys whose values differ. */
const changedKeys = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

/** The keys of a new entry: every one the schema requires, none it does not know. */
function expectSchemaFields(collection: string, entry: Record<string, unknown>): void {
  const schema = JSON.parse(
    readFileSync(join(fixtureSiteRoot, '../../../schema', `${collection}.schema.json`), 'utf8'),
  ) as {
    required: string[];
    properties: Record<string, unknown>;
  };
  expect(Object.keys(entry).filter((key) => !(key in schema.properties))).toEqual([]);
  expect(schema.required.filter((key) => !(key in entry))).toEqual([]);
}

/** A committed photo: upright at the size given, no metadata block, nothing the check scans for. */
async function expectPreparedPhoto(photo: Committed | undefined, width: number, height: number): Promise<void> {
  const bytes = Buffer.from(photo!.base64!, 'base64');
  const meta = await sharp(bytes).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({
    format: 'jpeg',
    width,
    height,
    orientation: undefined,
  });
  expect(metadataBlocks(bytes)).toEqual([]);
  expect(await leaksIn(bytes)).toEqual([]);
}

/** Fills labelled text fields in order, as a person goes down the form. */
async function fillIn(page: Page, values: [label: string, value: string, nth?: number][]): Promise<void> {
  for (const [label, value, nth] of values) await field(page, label, nth).fill(value);
}

const openEntry = (collection: string, entry: string) => openListedEntry(hosted.openEditor, collection, entry);

describe("CONTENT.md's tasks in the hosted editor", () => {
  it('changes a price typed "$4.5M": only the amount is committed', async () => {
    const path = 'data/listings/50-glen-echo.json';
    const { page, errors, close } = await openEntry('Listings', '50 Glen Echo Road');
    try {
      await field(page, 'Amount').fill('$4.5M');
      await saveAndPublish(page, 'Change a price', path);
      const after = (await committedFile(page, path))!;
      printCommitted('Change a price', { [path]: { before: fixture(path), after } });
      const [was, now] = [parse(fixture(path)), parse(after.text)];
      expect(changedKeys(was, now)).toEqual(['price']);
      expect(now.price).toEqual({ ...(was.price as object), amount: 4_500_000 });
      expect(checkErrorsWith({ [path]: after })).toEqual([]);
      expect(editorFaults(errors)).toEqual([]);
    } finally {
      await close();
    }
  }, 300_000);

  it("adds a listing with a phone's photo: a new file of the schema's fields, the photo upright and without metadata", async () => {
    const path = 'data/listings/12-maple-court.json';
    const photo = 'data/media/uploads/img-2041.jpg';
    const { page, errors, close } = await openEntry('Listings', '＋ listing');
    try {
      await fillIn(page, [
        ['Slug', '12-maple-court'],
        ['Address', '12 Maple Court'],
        ['Title', 'A Garden House on Maple Court'],
      ]);
      await choose(page, 'Offer', 'sale');
      await choose(page, 'Kind', 'amount');
      await fillIn(page, [
        ['Amount', '$3.15M'],
        ['Street', '12 Maple Court'],
        ['City', 'Toronto'],
        ['Province', 'ON'],
        ['Postal Code', 'M4V 1A1'],
        ['Bedrooms', '4'],
        ['Bathrooms', '3'],
      ]);
      await choose(page, 'Kind', 'size', 1);
      await field(page, 'Square Feet').fill('3400');
      await addFirstParagraph(
        page,
        'description',
        'A brick house of 1928 on a quiet court, its garden running back to a ravine.',
      );
      await page.getByRole('button', { name: /Add images/i }).click();
      await uploadPhoto(page, join(camera, 'IMG_2041.JPG'));
      await page
        .locator('[id^="images-field-"] [id^="alt-field-"]')
        .last()
        .fill('The brick front behind its low hedge');
      await field(page, 'Brokerage').fill('Maple Court Realty Inc., Brokerage');
      await field(page, 'Show In Grid').click();
      await saveAndPublish(page, 'Add a listing', path, 'A Garden House on Maple Court');
      const after = (await committedFile(page, path))!;
      const uploaded = (await committedFile(page, photo))!;
      printCommitted('Add a listing', { [path]: { after }, [photo]: { after: uploaded } });
      const listing = parse(after.text);
      expectSchemaFields('listings', listing);
      expect(listing).toMatchObject({
        slug: '12-maple-court',
        price: { amount: 3_150_000 },
        images: [{ src: '/media/uploads/img-2041.jpg', alt: 'The brick front behind its low hedge' }],
      });
      expect(uploaded.where).toBe('published');
      await expectPreparedPhoto(uploaded, 2000, 3000);
      expect(checkErrorsWith({ [path]: after, [photo]: uploaded })).toEqual([]);
      expect(editorFaults(errors)).toEqual([]);
    } finally {
      await close();
    }
  }, 300_000);

  it('marks a home sold: refused under the field without the consents, nothing committed; with them only "sold" changes', async () => {
    const path = 'data/listings/84-old-forest-hill.json';
    const { page, errors, close } = await openEntry('Listings', '84 Old Forest Hill Road');
    try {
      await choose(page, 'Show', 'Sale price');
      await field(page, 'Amount', -1).fill('$8.2M');
      await field(page, 'Date sold').fill('2026-11-20');
      await choose(page, 'Portfolio section', 'pinnacle');
      await page
        .getByRole('button', { name: /^Save$/ })
        .first()
        .click();
      const under = page.locator('[data-site-refusal]').first();
      await under.waitFor({ timeout: 60_000 });
      const refused = await under.innerText();
      console.log(`[hosted task] Mark a home sold: refused under "Sale price": ${refused}`);
      expect(refused).toMatch(/^"Sold › Sale price": This sale shows its price \(\$8,200,000\)/);
      expect(await committedFile(page, path)).toEqual({ text: fixture(path), where: 'published' });
      await field(page, "Seller's written consent (date)").fill('2026-11-21');
      await field(page, "Buyer's written consent (date)").fill('2026-11-22');
      await saveAndPublish(page, 'Mark a home sold', path);
      const after = (await committedFile(page, path))!;
      printCommitted('Mark a home sold', { [path]: { before: fixture(path), after } });
      const now = parse(after.text);
      expect(changedKeys(parse(fixture(path)), now)).toEqual(['sold']);
      expect(now.sold).toMatchObject({
        price: { kind: 'amount', amount: 8_200_000 },
        date: '2026-11-20',
        section: 'pinnacle',
        priceConsent: { seller: '2026-11-21', buyer: '2026-11-22' },
      });
      expect(checkErrorsWith({ [path]: after })).toEqual([]);
      expect(editorFaults(errors)).toEqual([]);
    } finally {
      await close();
    }
  }, 300_000);

  it("adds a team member with a portrait: a new file of the schema's fields, the portrait upright", async () => {
    const path = 'data/team/ada-moreau.json';
    const photo = 'data/media/uploads/img-3107.jpg';
    const { page, errors, close } = await openEntry('Team', '＋ team member');
    try {
      await fillIn(page, [
        ['Slug', 'ada-moreau'],
        ['Order', '3'],
        ['Name', 'Ada Moreau'],
        ['Role', 'Sales Representative'],
        ['Registered name', 'Ada Moreau'],
      ]);
      await choose(page, 'Registration category', 'salesperson');
      await uploadPhoto(page, join(camera, 'IMG_3107.JPG'));
      await fillIn(page, [
        ['Description of the photo (for people who cannot see it)', 'Ada Moreau in the office library, smiling'],
        ['Email', 'ada.moreau@ashdown.example'],
        ['Phone', '416-555-0199'],
        ['Street', '200 Avenue Road'],
        ['City', 'Toronto'],
        ['Province', 'ON'],
        ['Postal Code', 'M5R 2J4'],
        ['Summary', 'Ada Moreau helps families find their next home in midtown Toronto.'],
      ]);
      await addFirstParagraph(
        page,
        'biography',
        'Ada joined the team after ten years in the city’s planning department.',
      );
      await saveAndPublish(page, 'Add a team member', path, 'Ada Moreau');
      const after = (await committedFile(page, path))!;
      const uploaded = (await committedFile(page, photo))!;
      printCommitted('Add a team member', { [path]: { after }, [photo]: { after: uploaded } });
      const member = parse(after.text);
      expectSchemaFields('team', member);
      expect(member).toMatchObject({
        slug: 'ada-moreau',
        name: 'Ada Moreau',
        photo: { src: '/media/uploads/img-3107.jpg' },
      });
      await expectPreparedPhoto(uploaded, 1600, 2400);
      expect(checkErrorsWith({ [path]: after, [photo]: uploaded })).toEqual([]);
      expect(editorFaults(errors)).toEqual([]);
    } finally {
      await close();
    }
  }, 300_000);

  it("writes a journal article: a new file of the schema's fields that passes the check", async () => {
    const path = 'data/articles/a-walk-through-lawrence-park.json';
    const { page, errors, close } = await openEntry('Articles', '＋ article');
    try {
      await fillIn(page, [
        ['Slug', 'a-walk-through-lawrence-park'],
        ['Title', 'A Walk Through Lawrence Park'],
        ['Standfirst', 'Ravines, tall trees and houses of the 1920s, ten minutes from Yonge Street.'],
        ['Date', '2026-11-30'],
      ]);
      // The authors are the team's entries, listed once the editor has read them: typed, then tapped.
      await field(page, 'Author').fill('Priya');
      await page
        .getByRole('option', { name: /Priya Castellano/ })
        .first()
        .click();
      await choose(page, 'Category', 'neighbourhood');
      await uploadPhoto(page, join(camera, 'IMG_2041.JPG'));
      await field(page, 'Description of the photo (for people who cannot see it)').fill(
        'A stone house under tall oaks on a Lawrence Park crescent',
      );
      await page.getByRole('button', { name: /^Add body/i }).click();
      await page.getByRole('menuitem', { name: 'Paragraph', exact: true }).click();
      await page.locator('[data-slate-editor="true"]').last().click();
      await page.keyboard.type('The ravines run behind the gardens of Lawrence Park.');
      await saveAndPublish(page, 'Write an article', path, 'A Walk Through Lawrence Park');
      const after = (await committedFile(page, path))!;
      const photo = 'data/media/uploads/img-2041.jpg';
      const uploaded = (await committedFile(page, photo))!;
      printCommitted('Write an article', { [path]: { after }, [photo]: { after: uploaded } });
      const article = parse(after.text);
      expectSchemaFields('articles', article);
      expect(article).toMatchObject({
        slug: 'a-walk-through-lawrence-park',
        author: 'priya-castellano',
        body: [{ type: 'paragraph', text: 'The ravines run behind the gardens of Lawrence Park.' }],
      });
      expect(checkErrorsWith({ [path]: after, [photo]: uploaded })).toEqual([]);
      expect(editorFaults(errors)).toEqual([]);
    } finally {
      await close();
    }
  }, 300_000);
});
