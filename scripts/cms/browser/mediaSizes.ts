import type { Image } from '../../../src/model/common.ts';
import { remoteSrcset, type SizedImage } from '../../../src/model/sizedImage.ts';
import { join } from './posixPath.ts';

/** Each photo's size in pixels, by its path: from the build's index, and from the browser for a photo just chosen. */
const sizes = new Map<string, { width: number; height: number }>();

export const putSize = (path: string, width: number, height: number) => sizes.set(path, { width, height });

/** The content check's sizeImage (src/content/render/mediaSizes.ts) in the editor's page: the size is known, not read. */
export function sizeImage(dataDir: string, image: Image): SizedImage {
  if (image.width && image.height) {
    const srcset = remoteSrcset(image);
    return { src: image.src, alt: image.alt, width: image.width, height: image.height, ...(srcset ? { srcset } : {}) };
  }
  const known = sizes.get(join(dataDir, decodeURI(image.src)));
  return { src: image.src, alt: image.alt, width: known?.width ?? 0, height: known?.height ?? 0 };
}
