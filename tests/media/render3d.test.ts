/**
 * The 3D stand-ins (scripts/media/render3d): drawn in Chromium through SwiftShader, so a
 * picture is a function of its shot and its seed. Rendered small here; npm run media renders the
 * same scenes at 2400 x 1600.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { type ShotRenderer, openRenderer } from '../../scripts/media/render3d/renderer.ts';
import type { Raster } from '../../scripts/media/jpeg.ts';
import type { Shot } from '../../scripts/media/shot.ts';
import { differenceHash, distance } from '../../scripts/media/sharedPictures.ts';

let renderer: ShotRenderer;
beforeAll(async () => {
  renderer = await openRenderer();
}, 60_000);
afterAll(() => renderer?.close());

const W = 360;
const H = 240;
const kitchen: Shot = {
  kind: 'interior',
  room: 'kitchen',
  objects: ['island', 'pendant lights'],
  view: 'garden',
  time: 'morning',
};
const georgian: Shot = {
  kind: 'exterior',
  style: 'georgian',
  storeys: 2,
  material: 'red brick',
  time: 'golden hour',
  season: 'autumn',
  features: ['shutters'],
};

async function hash(raster: Raster): Promise<bigint> {
  const png = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } })
    .png()
    .toBuffer();
  return differenceHash(png);
}

/** Standard deviation of the luminance: a blank or flat frame has next to none. */
function contrast({ data }: Raster): number {
  let sum = 0;
  let squares = 0;
  const n = data.length / 3;
  for (let i = 0; i < data.length; i += 3) {
    const y = 0.3 * data[i]! + 0.59 * data[i + 1]! + 0.11 * data[i + 2]!;
    sum += y;
    squares += y * y;
  }
  return Math.sqrt(squares / n - (sum / n) ** 2);
}

describe('the 3D stand-ins', () => {
  it('draws a picture at the size asked, with detail in it', async () => {
    const raster = await renderer.render(georgian, W, H, '/media/test/a.jpg');
    expect([raster.width, raster.height]).toEqual([W, H]);
    expect(contrast(raster)).toBeGreaterThan(20);
  }, 60_000);

  it('is reproducible: the same shot and seed give the same pixels', async () => {
    const a = await renderer.render(kitchen, W, H, '/media/test/k.jpg');
    const b = await renderer.render(kitchen, W, H, '/media/test/k.jpg');
    expect(Buffer.compare(a.data, b.data)).toBe(0);
  }, 60_000);

  it('gives two entries with the same shot different pictures (the seed is the path), and a kitchen is no house', async () => {
    const one = await hash(await renderer.render(georgian, W, H, '/media/listings/a/1.jpg'));
    const two = await hash(await renderer.render(georgian, W, H, '/media/listings/b/1.jpg'));
    const room = await hash(await renderer.render(kitchen, W, H, '/media/listings/a/1.jpg'));
    expect(distance(one, two)).toBeGreaterThan(12);
    expect(distance(one, room)).toBeGreaterThan(40);
  }, 120_000);
});
