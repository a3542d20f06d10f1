import { join } from 'node:path';
import type { SiteData } from '../../../src/content/render/routeData.ts';
import { walkJson } from '../../../src/content/checks/walk.ts';
import { type ImageVariants, encodeVariants } from './encodeVariants.ts';

interface ImageInData {
  src: string;
  alt: string;
  width: number;
  height: number;
  sources?: ImageVariants['sources'];
  placeholder?: string;
}

const isLocalPhoto = (value: unknown): value is ImageInData => {
  const v = value as Partial<ImageInData> | null;
  return Boolean(v && typeof v === 'object' && typeof v.src === 'string' && /^\/media\/.+\.(jpe?g|png|webp)$/i.test(v.src) && typeof v.width === 'number' && typeof v.alt === 'string');
};

/**
 * Gives every local photo in the site's pages its responsive variants and placeholder, in
 * place. Each distinct photo is encoded once, two at a time (the machine's cores).
 */
export async function addImageVariants(site: SiteData, dataDir: string, outDir: string, cacheDir: string): Promise<{ photos: number }> {
  const bySrc = new Map<string, ImageInData[]>();
  const pages = [...site.routes.values(), site.notFound];
  for (const route of pages)
    walkJson(route.page.blocks, (value) => {
      if (isLocalPhoto(value)) bySrc.set(value.src, [...(bySrc.get(value.src) ?? []), value]);
    });

  const queue = [...bySrc.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [src, uses] = next;
      const variants = await encodeVariants(join(dataDir, decodeURI(src)), uses[0]!.width, cacheDir, join(outDir, 'assets', 'media'));
      for (const image of uses) Object.assign(image, variants);
    }
  };
  await Promise.all([worker(), worker()]);
  return { photos: bySrc.size };
}
