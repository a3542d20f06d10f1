/**
 * Issue 42: the build copied data/media into dist/media byte for byte, so a photo's GPS position,
 * camera and serial number were published with it. A build of a copy of the fixture site is
 * scanned, every image file of dist/ (the media, the variants, the fallbacks), for EXIF GPS and
 * serial tags, XMP "exif:GPS", and any metadata beyond the orientation.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { buildSite } from '../../scripts/siteBuild/buildSite.ts';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { editJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';
import { cameraPhoto, leaksIn, phonePhoto } from './support/taggedPhotos.ts';

const outDir = join(projectRoot, 'dist-test', `photos-${process.pid}`);
afterAll(() => {
  removeTempSites();
  for (const dir of [outDir, `${outDir}-ssr`, `${outDir}-refused`, `${outDir}-refused-ssr`])
    rmSync(dir, { recursive: true, force: true });
});

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** A copy of the fixture site whose listing shows `photo` first, from data/media/uploads/. */
function siteShowing(name: string, photo: Buffer) {
  const root = tempSite(name);
  mkdirSync(join(root, 'data', 'media', 'uploads'));
  writeFileSync(join(root, 'data', 'media', 'uploads', 'img-0412.jpg'), photo);
  editJson(join(root, 'data', 'listings', 'dunvegan-road.json'), (entry) => {
    entry.images[0].src = '/media/uploads/img-0412.jpg';
  });
  return root;
}

test('no image the build publishes carries a GPS position, a serial number or any metadata but its orientation', async () => {
  const root = siteShowing('build', await cameraPhoto());
  await buildSite({ outDir, contentRoot: root, log: () => {} });
  const images = filesUnder(outDir).filter((file) => /\.(jpe?g|png|webp|avif|gif)$/i.test(file));
  // The photos themselves, their variants and fallbacks: the scan covers all of them.
  expect(images.some((file) => file.endsWith(join('media', 'uploads', 'img-0412.jpg')))).toBe(true);
  expect(images.filter((file) => file.includes(join('assets', 'media'))).length).toBeGreaterThan(50);
  const leaks: string[] = [];
  for (const file of images)
    for (const leak of await leaksIn(readFileSync(file))) leaks.push(`${file.slice(outDir.length + 1)}: ${leak}`);
  expect(leaks).toEqual([]);
}, 600_000);

test('content naming a phone photo with its GPS position is not built: the check refuses it first', async () => {
  const root = siteShowing('build-gps', await phonePhoto('jpeg'));
  await expect(buildSite({ outDir: `${outDir}-refused`, contentRoot: root, log: () => {} })).rejects.toThrow(
    /data\/media\/uploads\/img-0412\.jpg:1:1\n.*\n {6}this photo carries the GPS position where it was taken/,
  );
}, 600_000);
