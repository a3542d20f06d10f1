/**
 * Two entries showing the same picture: a photo copied into a second listing, or a stand-in that
 * repeats another. Compared by a perceptual hash (a 256-bit difference hash: the picture shrunk to
 * 17 x 16 grey pixels, one bit per pair of neighbours), so a copy that was resized, re-encoded or
 * lightly edited is still found, where a byte comparison would miss it.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import type { MediaProblem } from './problem.ts';
import { scanData } from './scan.ts';

/**
 * Bits out of 256. Measured: a copy resized to 1800 px at quality 70, 7 bits; a rendered stand-in
 * resized to 1200 px at quality 60, 12. The closest two different pictures in the sample content,
 * 38 (two monogram cards) and 43 (two foyers). Half-way between, with room for rougher copies.
 */
export const SAME_PICTURE_BITS = 24;

export async function differenceHash(file: string | Buffer): Promise<bigint> {
  const { data } = await sharp(file)
    .greyscale()
    .resize(17, 16, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let hash = 0n;
  for (let y = 0; y < 16; y++)
    for (let x = 0; x < 16; x++) hash = (hash << 1n) | (data[y * 17 + x]! > data[y * 17 + x + 1]! ? 1n : 0n);
  return hash;
}

export function distance(a: bigint, b: bigint): number {
  let bits = 0;
  for (let x = a ^ b; x; x >>= 1n) bits += Number(x & 1n);
  return bits;
}

/** Every pair of photographs (JPEG) that content names under different paths but that show the same picture. */
export async function findSharedPictures(root: string, placeholderPhoto: string): Promise<MediaProblem[]> {
  const { references } = scanData(root);
  // The "photo to come" picture is one file every new entry names: told by the placeholder warning, not as a shared photo.
  const photos = references.filter((r) => /\.jpe?g$/.test(r.mediaPath) && r.mediaPath !== placeholderPhoto);
  const hashes: { mediaPath: string; file: string; hash: bigint }[] = [];
  for (const photo of photos) {
    try {
      hashes.push({
        mediaPath: photo.mediaPath,
        file: photo.sources[0] ?? 'data',
        hash: await differenceHash(join(root, 'data', photo.mediaPath)),
      });
    } catch {
      // A missing or unreadable file is the content check's to report.
    }
  }
  const problems: MediaProblem[] = [];
  for (let i = 0; i < hashes.length; i++)
    for (let j = i + 1; j < hashes.length; j++) {
      const a = hashes[i]!;
      const b = hashes[j]!;
      const bits = distance(a.hash, b.hash);
      if (bits <= SAME_PICTURE_BITS)
        problems.push({
          severity: 'error',
          file: b.file,
          path: [],
          line: 1,
          column: 1,
          message: `${b.mediaPath} shows the same picture as ${a.mediaPath} (named in ${a.file}): ${bits} of 256 bits differ`,
          suggestion:
            'give each entry a photograph of its own; if the two paths are meant to be one photo, name the same path in both',
        });
    }
  return problems;
}
