/**
 * Rasterises a scene and encodes it as a JPEG that weighs what a real photograph would.
 *
 * A flat vector scene at q80 weighs ~50 KB; a real 2400 px photograph weighs 300-600 KB because
 * of sensor noise and fine texture. So we add film grain and search for the grain strength that
 * lands the file near TARGET_BYTES. The search is deterministic, so the output is too.
 */
import sharp from 'sharp';
import { mulberry32 } from './random.ts';
import { STAND_IN_MARKER } from './standIn.ts';

const JPEG_QUALITY = 80;
/** 300 KB and 600 KB, read strictly either way (300 x 1024 and 600 x 1000 bytes). */
const MIN_BYTES = 300 * 1024;
const MAX_BYTES = 600 * 1000;
const TARGET_BYTES = 450_000;
const GOOD_ENOUGH = 40_000;

export interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

export async function rasterise(svg: string): Promise<Raster> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Per-pixel grain, one value shared by R, G and B (film grain is mostly luminance; chroma noise
 * would be thrown away by 4:2:0 subsampling anyway). Strongest in the mid-tones, as on film.
 */
export function grainField(raster: Raster, seed: number): Float32Array {
  const random = mulberry32(seed);
  const { data, width, height } = raster;
  const field = new Float32Array(width * height);
  for (let i = 0; i < field.length; i++) {
    const luma = (data[i * 3]! * 0.3 + data[i * 3 + 1]! * 0.59 + data[i * 3 + 2]! * 0.11) / 255;
    const midtone = 0.35 + 2.6 * luma * (1 - luma);
    // Sum of three uniforms: close enough to Gaussian, much cheaper.
    field[i] = (random() + random() + random() - 1.5) * 2 * midtone;
  }
  return field;
}

export function applyGrain(raster: Raster, field: Float32Array, amount: number): Buffer {
  const { data } = raster;
  const out = Buffer.allocUnsafe(data.length);
  for (let i = 0, p = 0; i < field.length; i++, p += 3) {
    const g = field[i]! * amount;
    for (let c = 0; c < 3; c++) {
      const v = data[p + c]! + g;
      out[p + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return out;
}

async function encodeJpeg(pixels: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY })
    .withExif({ IFD0: { ImageDescription: STAND_IN_MARKER } })
    .toBuffer();
}

export interface WeightedJpeg {
  jpeg: Buffer;
  grain: number;
  attempts: number;
}

/** Finds the grain strength that brings the file to TARGET_BYTES (regula falsi on a bracket). */
export async function weightedJpeg(raster: Raster, field: Float32Array): Promise<WeightedJpeg> {
  const encodeAt = async (grain: number) => ({
    grain,
    jpeg: await encodeJpeg(applyGrain(raster, field, grain), raster.width, raster.height),
  });
  let attempts = 1;
  let current = await encodeAt(6);
  let below: typeof current | undefined;
  let above: typeof current | undefined;
  while (Math.abs(current.jpeg.length - TARGET_BYTES) > GOOD_ENOUGH && attempts < 10) {
    if (current.jpeg.length < TARGET_BYTES) below = current;
    else above = current;
    let next: number;
    if (below && above) {
      const t = (TARGET_BYTES - below.jpeg.length) / (above.jpeg.length - below.jpeg.length);
      next = below.grain + (above.grain - below.grain) * Math.min(0.9, Math.max(0.1, t));
    } else if (below) {
      next = below.grain * 1.6 + 1;
    } else {
      next = current.grain / 1.8;
    }
    current = await encodeAt(next);
    attempts++;
  }
  const size = current.jpeg.length;
  if (size < MIN_BYTES || size > MAX_BYTES) {
    throw new Error(
      `could not bring the JPEG into ${MIN_BYTES}-${MAX_BYTES} bytes (got ${size} with grain ${current.grain.toFixed(2)}); the scene has too little or too much detail`,
    );
  }
  return { jpeg: current.jpeg, grain: current.grain, attempts };
}
