/**
 * Issue 42: a photo straight from a phone carries the GPS position where it was taken (the
 * seller's address) and the camera's serial number. Placed in data/media by hand (or by Git, or
 * the hosted editor) and named by a listing, it passed `npm run check` and the build copied it
 * into dist/media byte for byte. Now the check refuses it, at the file and at the entry, with the
 * command that removes its metadata, and the build's copy of data/media carries none.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/tools/checkContent.ts';
import { photosCommand } from '../../scripts/tools/photos.ts';
import { editJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';
import { cameraPhoto, leaksIn, phonePhoto } from './support/taggedPhotos.ts';

const scratch: string[] = [];
afterAll(() => {
  removeTempSites();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

const listing = 'data/listings/dunvegan-road.json';

/** A copy of the fixture site whose listing shows `photo` first, from data/media/uploads/. */
async function siteShowing(name: string, photo: Buffer) {
  const root = tempSite(name);
  mkdirSync(join(root, 'data', 'media', 'uploads'));
  writeFileSync(join(root, 'data', 'media', 'uploads', 'img-0412.jpg'), photo);
  editJson(join(root, listing), (entry) => {
    entry.images[0].src = '/media/uploads/img-0412.jpg';
  });
  return root;
}

describe('the check refuses a photo that gives away where it was taken', () => {
  it('a phone photo named by a listing: refused at the file and at the entry, with the command that strips it', async () => {
    const root = await siteShowing('gps', await phonePhoto('jpeg'));
    const { errors, report } = checkContent(root);
    const command = 'npm run photos -- strip data/media/uploads/img-0412.jpg';
    expect(report).toContain('✖');
    expect(report).toMatch(
      /error {2}data\/media\/uploads\/img-0412\.jpg:1:1\n {6}field: \(whole file\)\n {6}this photo carries the GPS position where it was taken \(in its EXIF data and its XMP data\), and the serial number of the camera that took it \(in its EXIF data\): the site would publish it with the photo\n {6}remove its metadata \(the picture stays as it is\): npm run photos -- strip data\/media\/uploads\/img-0412\.jpg/,
    );
    expect(report).toMatch(
      /error {2}data\/listings\/dunvegan-road\.json:\d+:\d+\n {6}field: images\[0\]\.src\n {6}the photo \/media\/uploads\/img-0412\.jpg carries the GPS position where it was taken/,
    );
    expect(errors.filter((e) => e.suggestion?.endsWith(command)).map((e) => e.file)).toEqual([
      'data/listings/dunvegan-road.json',
      'data/media/uploads/img-0412.jpg',
    ]);
  });

  it('the command it names removes the metadata, keeps the pixels, and the check then passes', async () => {
    const root = await siteShowing('strip', await phonePhoto('jpeg'));
    const path = join(root, 'data', 'media', 'uploads', 'img-0412.jpg');
    const before = await sharp(path).raw().toBuffer();
    expect(await photosCommand(['strip', 'data/media/uploads/img-0412.jpg'], root)).toBe(
      'removed the metadata of data/media/uploads/img-0412.jpg',
    );
    expect(await leaksIn(readFileSync(path))).toEqual([]);
    expect((await sharp(path).raw().toBuffer()).equals(before)).toBe(true);
    // Still shown upright: the orientation is the one tag kept.
    expect((await sharp(path).metadata()).orientation).toBe(6);
    expect(checkContent(root).errors).toEqual([]);
  });

  it('a GPS position in a PNG or WebP, or a file no entry names, is refused too; a camera and a date are not', async () => {
    const root = tempSite('formats');
    writeFileSync(join(root, 'data', 'media', 'test', 'camera.jpg'), await cameraPhoto(400, 300));
    writeFileSync(join(root, 'data', 'media', 'test', 'plan.png'), await phonePhoto('png', 400, 300));
    writeFileSync(join(root, 'data', 'media', 'test', 'view.webp'), await phonePhoto('webp', 400, 300));
    const refused = checkContent(root)
      .errors.filter((e) => e.message.includes('GPS position'))
      .map((e) => e.file);
    expect(refused).toEqual(['data/media/test/plan.png', 'data/media/test/view.webp']);
  });
});

describe('the build publishes data/media without metadata', () => {
  it('every JPEG, PNG and WebP copied to dist/media is free of GPS, serial numbers, EXIF, XMP and IPTC', async () => {
    // The copy step alone, as the build runs it, with what the check would refuse: what came in by any route.
    const { publishMedia } = await import('../../scripts/siteBuild/publishMedia.ts');
    const dir = mkdtempSync(join(tmpdir(), 'security-media-'));
    scratch.push(dir);
    mkdirSync(join(dir, 'data', 'uploads'), { recursive: true });
    const sources = {
      'uploads/phone.jpg': await phonePhoto('jpeg', 800, 600),
      'uploads/phone.png': await phonePhoto('png', 800, 600),
      'uploads/phone.webp': await phonePhoto('webp', 800, 600),
      'uploads/camera.jpg': await cameraPhoto(800, 600),
    };
    for (const [file, bytes] of Object.entries(sources)) writeFileSync(join(dir, 'data', file), bytes);
    for (const [file, bytes] of Object.entries(sources)) expect(await leaksIn(bytes), file).not.toEqual([]);

    await publishMedia(join(dir, 'data'), join(dir, 'dist'));
    expect(readdirSync(join(dir, 'dist', 'uploads')).sort()).toEqual(
      Object.keys(sources)
        .map((f) => f.slice(8))
        .sort(),
    );
    for (const [file, bytes] of Object.entries(sources)) {
      const published = readFileSync(join(dir, 'dist', file));
      expect(await leaksIn(published), file).toEqual([]);
      // The same picture: not encoded again.
      expect((await sharp(published).raw().toBuffer()).equals(await sharp(bytes).raw().toBuffer()), file).toBe(true);
    }
  });
});
