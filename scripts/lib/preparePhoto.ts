import sharp, { type Metadata } from 'sharp';
import { maxLongEdge, minLongEdge, photoRefusals } from './photoRules.ts';

export { maxLongEdge };

export class PhotoRefused extends Error {}

export interface PreparedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

const readable = new Set(['jpeg', 'png', 'webp', 'tiff', 'heif']);

/**
 * A photo as a camera or phone wrote it, made fit for the site: turned upright by its EXIF
 * orientation, stripped of every piece of metadata (a phone's GPS position is the seller's
 * address), scaled down when it is needlessly large (past 4000 px on its long edge, or wider than
 * `maxWidth`, what its place on the site can use), and saved as a JPEG. Refused, with the
 * reason in words, when it is not a picture, or too small to look sharp.
 */
export async function preparePhoto(
  input: Buffer,
  name: string,
  { maxWidth = maxLongEdge } = {},
): Promise<PreparedPhoto> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    if (/\.hei[cf]$/i.test(name)) throw new PhotoRefused(photoRefusals.heicUnreadable(name));
    throw new PhotoRefused(photoRefusals.unreadable(name));
  }
  if (!metadata.format || !readable.has(metadata.format))
    throw new PhotoRefused(`${name} is a ${metadata.format ?? 'file'} image: use a JPEG or PNG photo`);
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (Math.max(width, height) < minLongEdge) throw new PhotoRefused(photoRefusals.tooSmall(name, width, height));
  // sharp writes no metadata unless asked to: the output carries no EXIF, GPS, camera or ICC data.
  let pipeline = sharp(input).rotate();
  if (Math.max(width, height) > maxLongEdge || width > maxWidth)
    pipeline = pipeline.resize({
      width: Math.min(maxLongEdge, maxWidth),
      height: maxLongEdge,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const { data, info } = await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
