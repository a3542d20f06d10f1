/**
 * The local editor (npm start: Decap with decap-server behind the editor's routes) prepares a
 * photo in the page before it is stored, with the same code as the hosted editor
 * (tests/security/hostedEditorPhotos.e2e.ts): a phone's photo (sideways, orientation 6, GPS position in EXIF and
 * XMP, the camera's serial number) is written to data/media upright and with no metadata block,
 * under a lower-case name, and one of 800 × 600 is refused with the photos tool's sentence before
 * anything is written. npm start itself no longer prepares what the editor uploads.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoRefusals } from '../../scripts/lib/photoRules.ts';
import {
  addPhoto,
  openImageChooser,
  photoRefusalNotice,
  publish,
  startEditorSite,
  type EditorSite,
} from './support/editorSite.ts';
import { metadataBlocks } from './support/photoBytes.ts';
import { leaksIn, phonePhoto } from '../security/support/taggedPhotos.ts';

let editor: EditorSite;
let camera: string;
beforeAll(async () => {
  editor = await startEditorSite('local-editor-photos');
  camera = mkdtempSync(join(tmpdir(), 'camera-'));
  writeFileSync(join(camera, 'IMG_2041.JPG'), await phonePhoto('jpeg', 3000, 2000));
  writeFileSync(join(camera, 'SCAN_0007.TIF'), await phonePhoto('tiff', 3000, 2000));
  writeFileSync(
    join(camera, 'IMG_0999.JPG'),
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer(),
  );
}, 120_000);
afterAll(async () => {
  await editor?.stop();
  rmSync(camera, { recursive: true, force: true });
});

const LISTING = '#/collections/listings/entries/455-william-st';
const FILE = 'data/listings/455-william-st.json';

describe('photos in the local editor', () => {
  it('a phone photo is written to data/media upright, with no metadata, under a lower-case name', async () => {
    const original = readFileSync(join(camera, 'IMG_2041.JPG'));
    expect(await leaksIn(original)).not.toEqual([]);
    const { page, errors, close } = await editor.openEditor(LISTING);
    try {
      await addPhoto(page, join(camera, 'IMG_2041.JPG'), 'The library with its oak shelves');
      await publish(page);
      await page.getByText('Entry saved').waitFor({ timeout: 60_000 });
      const listing = JSON.parse(editor.read(FILE)) as { images: { src: string }[] };
      expect(listing.images.at(-1)!.src).toBe('/media/uploads/img-2041.jpg');
      const stored = readFileSync(join(editor.root, 'data/media/uploads/img-2041.jpg'));
      const meta = await sharp(stored).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({
        format: 'jpeg',
        width: 2000,
        height: 3000,
        orientation: undefined,
      });
      expect(metadataBlocks(stored)).toEqual([]);
      expect(await leaksIn(stored)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);

  it('a photo of 800 × 600 is refused with its sentence as it is chosen, and nothing is written', async () => {
    const { page, errors, close } = await editor.openEditor(LISTING);
    try {
      await openImageChooser(page);
      await page.locator('input[type="file"]').setInputFiles(join(camera, 'IMG_0999.JPG'));
      await expect
        .poll(() => photoRefusalNotice(page), { timeout: 20_000 })
        .toBe(`Not added: ${photoRefusals.tooSmall('IMG_0999.JPG', 800, 600)}. OK`);
      expect(await page.getByText(/img-0999/).count()).toBe(0);
      expect(existsSync(join(editor.root, 'data/media/uploads/img-0999.jpg'))).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('a TIFF with a GPS position, which the browser cannot read, is refused, and nothing is written', async () => {
    expect(await leaksIn(readFileSync(join(camera, 'SCAN_0007.TIF')))).not.toEqual([]);
    const { page, errors, close } = await editor.openEditor(LISTING);
    try {
      await openImageChooser(page);
      await page.locator('input[type="file"]').setInputFiles(join(camera, 'SCAN_0007.TIF'));
      await expect
        .poll(() => photoRefusalNotice(page), { timeout: 20_000 })
        .toBe(`Not added: ${photoRefusals.unreadable('SCAN_0007.TIF')}. OK`);
      expect(existsSync(join(editor.root, 'data/media/uploads/scan-0007.tif'))).toBe(false);
      expect(existsSync(join(editor.root, 'data/media/uploads/scan-0007.jpg'))).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
