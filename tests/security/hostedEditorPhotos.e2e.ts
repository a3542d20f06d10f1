/**
 * The hosted editor (EDITOR_BACKEND=test-repo build: Decap's in-browser backend) prepares a
 * photo in the page before it is committed, as `npm run photos` and the local editor do: a
 * phone's photo (sideways, orientation 6, GPS position in EXIF and XMP) is committed upright,
 * with no metadata block, under a lower-case name; a PNG likewise, as a PNG; a photo of 800 × 600
 * is refused with the photos tool's sentence; an HEIC, which Chromium cannot decode, with its own.
 * On main the camera file was committed as it came, GPS included.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoRefusals } from '../../scripts/lib/photoRules.ts';
import { addPhoto, openImageChooser, photoRefusalNotice } from '../e2e/support/editorSite.ts';
import { committedFile, startHostedEditorSite, type HostedEditorSite } from '../e2e/support/hostedEditorSite.ts';
import { metadataBlocks } from '../e2e/support/photoBytes.ts';
import { leaksIn, phonePhoto } from './support/taggedPhotos.ts';

let hosted: HostedEditorSite;
let camera: string;
beforeAll(async () => {
  hosted = await startHostedEditorSite('hosted-editor-photos');
  camera = mkdtempSync(join(tmpdir(), 'camera-'));
  writeFileSync(join(camera, 'IMG_2041.JPG'), await phonePhoto('jpeg', 3000, 2000));
  writeFileSync(join(camera, 'Logo Mark.PNG'), await phonePhoto('png', 2400, 1600));
  writeFileSync(
    join(camera, 'IMG_0999.JPG'),
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(join(camera, 'IMG_1000.HEIC'), Buffer.from('ftypheic, but no picture this browser can decode'));
}, 120_000);
afterAll(async () => {
  await hosted?.stop();
  rmSync(camera, { recursive: true, force: true });
});

const LISTING = '#/collections/listings/entries/455-william-st';

// One page at a time: each loads Decap's 5 MB bundle.
describe('photos in the hosted editor', () => {
  it('a phone photo and a PNG are committed upright, with no metadata, under lower-case names', async () => {
    const { page, errors, close } = await hosted.openEditor(LISTING);
    try {
      for (const [file, alt] of [
        ['IMG_2041.JPG', 'The library with its oak shelves'],
        ['Logo Mark.PNG', 'The brokerage logo on the front door'],
      ]) {
        await addPhoto(page, join(camera, file!), alt!);
      }
      await page
        .getByRole('button', { name: /^Save$/ })
        .first()
        .click();
      // The listing is in the repository before the save: read it until the save (after the page's
      // own check, a few seconds the first time) has committed the two photos.
      const committedImages = async () => {
        const file = await committedFile(page, 'data/listings/455-william-st.json');
        const listing = JSON.parse(file?.text ?? '{"images":[]}') as { images: { src: string }[] };
        return listing.images.slice(-2).map((image) => image.src);
      };
      await expect
        .poll(committedImages, { timeout: 30_000 })
        .toEqual(['/media/uploads/img-2041.jpg', '/media/uploads/logo-mark.png']);
      for (const [path, format, width, height] of [
        ['data/media/uploads/img-2041.jpg', 'jpeg', 2000, 3000],
        ['data/media/uploads/logo-mark.png', 'png', 1600, 2400],
      ] as const) {
        const committed = await committedFile(page, path);
        expect(committed?.where, path).toBe('draft');
        const bytes = Buffer.from(committed!.base64!, 'base64');
        const meta = await sharp(bytes).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({
          format,
          width,
          height,
          orientation: undefined,
        });
        expect(metadataBlocks(bytes), path).toEqual([]);
        expect(await leaksIn(bytes), path).toEqual([]);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);

  it('a photo of 800 × 600 and an HEIC the browser cannot read are refused with their sentences, and nothing is added', async () => {
    const { page, errors, close } = await hosted.openEditor(LISTING);
    try {
      await openImageChooser(page);
      for (const [file, sentence] of [
        ['IMG_0999.JPG', photoRefusals.tooSmall('IMG_0999.JPG', 800, 600)],
        ['IMG_1000.HEIC', photoRefusals.heicUnreadable('IMG_1000.HEIC')],
      ]) {
        await page.locator('input[type="file"]').setInputFiles(join(camera, file!));
        await expect.poll(() => photoRefusalNotice(page), { timeout: 20_000 }).toBe(`Not added: ${sentence}. OK`);
      }
      // Nothing reached the media library: no tile, nothing highlighted to insert.
      expect(await page.getByText(/img-0999|img-1000/).count()).toBe(0);
      expect(
        await page.evaluate(() =>
          Object.keys((window as unknown as { repoFilesUnpublished: object }).repoFilesUnpublished),
        ),
      ).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
