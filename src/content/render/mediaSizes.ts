import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import type { Image } from '../schemas/common.ts';

/** An image whose intrinsic size is known, so the browser reserves its space before it loads. */
export interface SizedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const cache = new Map<string, { mtimeMs: number; width: number; height: number }>();

/** Reads a local image's size from its header (cached by modification time), or takes a remote image's declared size. */
export function sizeImage(dataDir: string, image: Image): SizedImage {
  if (image.width && image.height) return { src: image.src, alt: image.alt, width: image.width, height: image.height };
  const path = join(dataDir, decodeURI(image.src));
  const { mtimeMs } = statSync(path);
  let known = cache.get(path);
  if (!known || known.mtimeMs !== mtimeMs) {
    const { width, height } = imageSize(readFileSync(path));
    known = { mtimeMs, width: width ?? 0, height: height ?? 0 };
    cache.set(path, known);
  }
  return { src: image.src, alt: image.alt, width: known.width, height: known.height };
}
