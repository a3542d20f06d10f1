/**
 * `npm run photos`: a photo as a phone names and writes it (capitals, spaces, sideways with an
 * EXIF orientation, GPS position in its metadata) goes into an entry upright, stripped, renamed
 * and with an alt text the check asks to replace. Entries are made for the test with `npm run new`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { fieldPath } from '../../src/content/load/problem.ts';
import { altPlaceholder } from '../../scripts/tools/entryPhotos.ts';
import { maxLongEdge } from '../../scripts/lib/preparePhoto.ts';
import { photosCommand } from '../../scripts/tools/photos.ts';
import { createEntry } from '../../scripts/tools/newEntry.ts';
import { ownMediaFolder, readJson, removeTempSites, tempSite } from './tempSite.ts';

afterAll(removeTempSites);

/** A landscape photo stored sideways (orientation 6: the viewer turns it upright), with a GPS position. */
const phonePhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7d8a6a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 24/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('npm run photos', () => {
  let root: string;
  let camera: string;
  const listing = () =>
    readJson<{ images: { src: string; alt: string }[] }>(join(root, 'data', 'listings', 'test-photos.json'));

  beforeAll(async () => {
    root = tempSite('photos');
    ownMediaFolder(root, 'listings');
    ownMediaFolder(root, 'sales');
    createEntry({ root, kind: 'listing', slug: 'test-photos' });
    createEntry({ root, kind: 'sale', slug: 'test-photos-sale' });
    camera = join(root, 'IMG 0412.JPG');
    writeFileSync(camera, await phonePhoto(2400, 1800));
    writeFileSync(
      join(root, 'tiny.jpg'),
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#999' } })
        .jpeg()
        .toBuffer(),
    );
    writeFileSync(
      join(root, 'huge.png'),
      await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#777' } })
        .png()
        .toBuffer(),
    );
    writeFileSync(join(root, 'notes.jpg'), 'not a photo at all');
  });

  it('adds a phone photo upright, without metadata, named after the entry, with an alt text to write', async () => {
    const before = listing().images.length;
    const report = await photosCommand(['add', camera, '--to', 'listings/test-photos'], root);
    const added = listing().images.at(-1)!;
    expect(listing().images).toHaveLength(before + 1);
    expect(added).toEqual({ src: '/media/listings/test-photos/1.jpg', alt: altPlaceholder });
    expect(report).toContain('added /media/listings/test-photos/1.jpg');
    const file = join(root, 'data', added.src);
    const meta = await sharp(readFileSync(file)).metadata();
    // Stored sideways with orientation 6: upright it is portrait.
    expect([meta.width, meta.height]).toEqual([1800, 2400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(readFileSync(file).includes(Buffer.from('GPS'))).toBe(false);
    const warning = loadContent(root).problems.find(
      (p) => p.file === 'data/listings/test-photos.json' && fieldPath(p.path) === `images[${before}].alt`,
    );
    expect(warning?.severity).toBe('warning');
  });

  it('scales a photo larger than needed down, and numbers photos in order', async () => {
    await photosCommand(['add', join(root, 'huge.png'), '--to', 'listings/test-photos'], root);
    const added = listing().images.at(-1)!;
    expect(added.src).toBe('/media/listings/test-photos/2.jpg');
    const meta = await sharp(readFileSync(join(root, 'data', added.src))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', maxLongEdge, Math.round((maxLongEdge * 2) / 3)]);
  });

  it('refuses a photo too small, or a file that is not a photo, saying why, and changes nothing', async () => {
    const before = listing();
    await expect(photosCommand(['add', join(root, 'tiny.jpg'), '--to', 'listings/test-photos'], root)).rejects.toThrow(
      '1200 × 800 px, too small to look sharp',
    );
    await expect(photosCommand(['add', join(root, 'notes.jpg'), '--to', 'listings/test-photos'], root)).rejects.toThrow(
      'notes.jpg is not a picture this tool can read',
    );
    await expect(photosCommand(['add', camera, '--to', 'listings/test-photo'], root)).rejects.toThrow(
      'did you mean "test-photos"?',
    );
    expect(listing()).toEqual(before);
  });

  it('replaces and removes a photo by its number, deleting the file nothing shows any more', async () => {
    const first = listing().images[0]!.src;
    await photosCommand(['replace', '1', camera, '--to', 'listings/test-photos'], root);
    expect(listing().images[0]!.src).not.toBe(first);
    const count = listing().images.length;
    const second = listing().images[1]!.src;
    await photosCommand(['remove', '2', '--to', 'listings/test-photos'], root);
    expect(listing().images).toHaveLength(count - 1);
    expect(existsSync(join(root, 'data', second))).toBe(false);
  });

  it('sets the one photo of a sale, and the site still checks without errors', async () => {
    await photosCommand(['add', camera, '--to', 'sales/test-photos-sale'], root);
    expect(readJson<{ image: { src: string } }>(join(root, 'data', 'sales', 'test-photos-sale.json')).image.src).toBe(
      '/media/sales/test-photos-sale.jpg',
    );
    expect(loadContent(root).problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
});
