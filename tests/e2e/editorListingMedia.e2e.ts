/**
 * A listing's floor plans, video, tour and open houses in the browser editor (Decap CMS against
 * decap-server, writing into a copy of the fixture site): the fields are there under the words
 * content staff read (scripts/cms/config/listingMediaLabels.ts), an open house and a floor plan
 * filled in and published land in the listing's JSON, and `npm run check` accepts the result.
 * Leaves a screenshot of the form at 1440 px for the closing note (EDITOR_SCREENSHOT).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish, startEditorSite, type EditorSite } from './support/editorSite.ts';
import { cameraPhotos, field } from './support/editorTasks.ts';

const LISTING = 'data/listings/dunvegan-road.json';
const screenshotPath = process.env.EDITOR_SCREENSHOT;

let editor: EditorSite;

beforeAll(async () => {
  editor = await startEditorSite('editor-listing-media');
}, 120_000);
afterAll(() => editor?.stop());

/** A field's label as Decap shows it: an optional field's ends in " (optional)". */
const labelled = (page: Page, text: string) =>
  page.getByText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(optional\\))?$`));

const read = () => JSON.parse(readFileSync(join(editor.root, LISTING), 'utf8')) as Record<string, unknown>;

describe("a listing's media in the browser editor", () => {
  it('shows floor plans, video, tour and open houses under plain labels; an open house and a floor plan are saved and pass the check', async () => {
    const { page, errors, close } = await editor.openEditor('#/collections/listings/entries/dunvegan-road');
    try {
      await labelled(page, 'Floor plans').first().waitFor({ timeout: 30_000 });
      if (screenshotPath) await page.screenshot({ path: screenshotPath });
      for (const label of [
        'Floor plans',
        'Video',
        'Where the video is',
        'Video file (MP4)',
        'YouTube or Vimeo video id',
        'Poster (the still shown before it plays)',
        'Virtual tour',
        'Tour address (e.g. Matterport)',
        'Open houses',
      ])
        expect(await labelled(page, label).count(), label).toBeGreaterThan(0);
      // No field named by its JSON key alone.
      for (const raw of ['Src', 'Id', 'Pdf', 'Floor Plans', 'Open Houses'])
        expect(await labelled(page, raw).count(), raw).toBe(0);
      expect(await field(page, 'YouTube or Vimeo video id').inputValue()).toBe('AshdownDv21');
      expect(await field(page, 'Tour address (e.g. Matterport)').inputValue()).toBe(
        'https://my.matterport.com/show/?m=AshdownDv21',
      );

      await page.getByRole('button', { name: /^Add open houses/i }).click();
      await field(page, 'Starts (Toronto time)').fill('2026-12-05T14:00');
      await field(page, 'Ends (Toronto time)').fill('2026-12-05T16:00');
      await field(page, 'Note').fill('Park on Dunvegan Road');

      await page.getByRole('button', { name: /^Add levels/i }).click();
      await field(page, 'Level (e.g. Main floor)').fill('Main floor');
      const { files } = await cameraPhotos(['main-floor-plan.jpg'], '#f4f1ea');
      // The new level's own image (the tour's poster, further down, is empty too).
      const level = page.locator('[id^="levels-field-"]');
      await level
        .getByRole('button', { name: /Choose an image/i })
        .first()
        .click();
      await page.locator('input[type="file"]').setInputFiles(files[0]!);
      await page.getByRole('button', { name: /Choose selected/i }).click();
      await level
        .getByLabel(/^Description of the photo \(for people who cannot see it\)( \(optional\))?$/i)
        .first()
        .fill('Main floor plan: living room, dining room, kitchen and family room');

      if (screenshotPath) {
        // The media fields in one view: floor plans, video, tour and open houses.
        await page.setViewportSize({ width: 1440, height: 2600 });
        await labelled(page, 'Floor plans')
          .first()
          .evaluate((label) => label.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: screenshotPath });
        await page.setViewportSize({ width: 1440, height: 900 });
      }

      await publish(page);
      await page.getByText('Entry saved').waitFor({ timeout: 30_000 });
      const saved = read();
      expect(saved.openHouses).toEqual([
        { start: '2026-12-05T14:00', end: '2026-12-05T16:00', note: 'Park on Dunvegan Road' },
      ]);
      const levels = (saved.floorPlans as { levels: { label: string; image: { src: string; alt: string } }[] }).levels;
      expect(levels).toHaveLength(1);
      expect(levels[0]).toMatchObject({
        label: 'Main floor',
        image: { alt: 'Main floor plan: living room, dining room, kitchen and family room' },
      });
      expect(levels[0]!.image.src).toMatch(/main-floor-plan\.jpg$/);
      expect(saved.video).toMatchObject({ kind: 'youtube', id: 'AshdownDv21' });
      // The check accepts what the editor wrote (it exits non-zero, and execFileSync throws, on an error).
      const output = execFileSync('npm', ['run', 'check', '--', '--root', editor.root], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
      expect(output).not.toMatch(/\berror\b/i);
      expect(errors.filter((error) => error !== 'Object' && error !== 'undefined')).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);
});
