import { join } from 'node:path';
import { walkJson } from '../../../src/content/checks/walk.ts';
import type { RouteData, SiteData } from '../../../src/content/render/routeData.ts';
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
  return Boolean(
    v &&
    typeof v === 'object' &&
    typeof v.src === 'string' &&
    /^\/media\/.+\.(jpe?g|png|webp)$/i.test(v.src) &&
    typeof v.width === 'number' &&
    typeof v.alt === 'string',
  );
};

/** A copy of a JSON value in which `replace` may swap any object for another; the input is not touched. */
function mapJson(value: unknown, replace: (node: object) => object): unknown {
  if (Array.isArray(value)) return value.map((item) => mapJson(item, replace));
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapJson(item, replace)]));
  return replace(copy);
}

/** A photo with its variants; one wider than the largest variant takes that variant's JPEG as its fallback `src`. */
function withVariants(photo: ImageInData, { fallback, ...variants }: ImageVariants): ImageInData {
  return fallback ? { ...photo, src: fallback, ...variants } : { ...photo, ...variants };
}

/**
 * The site's pages with every local photo given its responsive variants and placeholder: new
 * objects, the site passed in is left as it was. Each distinct photo is encoded once, two at a
 * time (the machine's cores).
 */
export async function withImageVariants(
  site: SiteData,
  dataDir: string,
  outDir: string,
  cacheDir: string,
  /** Told as each photo is done (npm start's progress line). */
  onPhoto?: (done: number, total: number) => void,
): Promise<{ site: SiteData; photos: number }> {
  const widths = new Map<string, number>();
  // The blocks' data files (all the listings, to filter) draw the same photos as the pages.
  for (const tree of [
    ...[...site.routes.values(), site.notFound].map((route) => route.page.blocks),
    ...site.dataFiles.values(),
  ])
    walkJson(tree, (value) => {
      if (isLocalPhoto(value) && !widths.has(value.src)) widths.set(value.src, value.width);
    });

  const variants = new Map<string, ImageVariants>();
  const queue = [...widths.entries()];
  onPhoto?.(0, widths.size);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [src, width] = next;
      variants.set(
        src,
        await encodeVariants(join(dataDir, decodeURI(src)), width, cacheDir, join(outDir, 'assets', 'media')),
      );
      onPhoto?.(variants.size, widths.size);
    }
  };
  await Promise.all([worker(), worker()]);

  const withRouteVariants = (route: RouteData): RouteData => ({
    ...route,
    page: {
      ...route.page,
      blocks: mapJson(route.page.blocks, (node) =>
        isLocalPhoto(node) && variants.has(node.src) ? withVariants(node, variants.get(node.src)!) : node,
      ) as RouteData['page']['blocks'],
    },
  });
  const withFileVariants = (data: unknown) =>
    mapJson(data, (node) =>
      isLocalPhoto(node) && variants.has(node.src) ? withVariants(node, variants.get(node.src)!) : node,
    );
  return {
    site: {
      ...site,
      routes: new Map([...site.routes].map(([path, route]) => [path, withRouteVariants(route)])),
      notFound: withRouteVariants(site.notFound),
      dataFiles: new Map([...site.dataFiles].map(([url, data]) => [url, withFileVariants(data)])),
    },
    photos: variants.size,
  };
}
