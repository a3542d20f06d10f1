/**
 * A feed photo's size and the smaller copies its host serves, measured once at the sync and kept in
 * the listing's file, so the build never downloads or encodes a feed photo and the page still
 * reserves its space (width and height) and offers a `srcset`. CREA's DDF® Web API gives a photo's
 * address (MediaURL) and, unlike some RESO feeds, not always its ImageWidth and ImageHeight; its
 * photo host serves each photo in three sizes, "lowres", "medres" and "highres", at the same
 * address but for that folder (docs/LISTINGS-FEED.md). A photo already in the file keeps its
 * measurement: only a new address is fetched, and only its first kilobytes.
 */
import { imageSize } from 'image-size';
import { FeedError } from './feedClient.ts';

export interface FeedPhoto {
  src: string;
  alt: string;
  width?: number | undefined;
  height?: number | undefined;
  srcset?: { src: string; width: number }[] | undefined;
}

/** The folders of the smaller sizes, in place of "highres" in a photo's address. */
const SMALLER = ['lowres', 'medres'];
/** A copy drawn in the same box must be the same shape; a cropped thumbnail is left out. */
const SAME_SHAPE = 0.02;
/** Requests to the photo host at once. */
const AT_ONCE = 8;

type Size = { width: number; height: number };

/** The size in a photo's first bytes: read until it is known, then the rest is not downloaded. */
async function measure(url: string): Promise<Size | { failed: string }> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    return { failed: (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name };
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return { failed: `HTTP ${response.status}` };
  }
  const reader = response.body.getReader();
  let bytes = new Uint8Array(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (value) {
      const joined = new Uint8Array(bytes.length + value.length);
      joined.set(bytes);
      joined.set(value, bytes.length);
      bytes = joined;
    }
    try {
      const { width, height } = imageSize(bytes);
      if (width && height) {
        if (!done) await reader.cancel();
        return { width, height };
      }
    } catch {
      // Not enough yet (a JPEG's frame header can follow its metadata), or not a picture at all.
    }
    if (done || bytes.length > 4 * 1024 * 1024) return { failed: 'not a picture the site can read' };
  }
}

/** Runs `work` on every item, AT_ONCE at a time. */
async function eachAtOnce<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await work(next);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/**
 * The listing's photos with their width, height and smaller copies: from `known` (the photos the
 * listing's file has, by address) when the address is the same, else measured now.
 * @returns the photos, and how many were fetched.
 */
export async function sizePhotos(
  listingKey: string,
  photos: FeedPhoto[],
  known: ReadonlyMap<string, FeedPhoto>,
): Promise<{ photos: FeedPhoto[]; fetched: number }> {
  let fetched = 0;
  const sized: FeedPhoto[] = photos.map((p) => {
    const before = known.get(p.src);
    return before?.width && before.height
      ? {
          ...p,
          width: p.width ?? before.width,
          height: p.height ?? before.height,
          ...(before.srcset ? { srcset: before.srcset } : {}),
        }
      : { ...p };
  });
  const todo = sized.filter((p) => !known.get(p.src)?.width);
  await eachAtOnce(todo, async (photo) => {
    if (!photo.width || !photo.height) {
      fetched++;
      const size = await measure(photo.src);
      if ('failed' in size)
        throw new FeedError(
          `listing key ${listingKey}: the photo ${photo.src} could not be measured (${size.failed}), and the feed gives no ImageWidth and ImageHeight for it; sync again later.`,
        );
      Object.assign(photo, size);
    }
    const copies: { src: string; width: number }[] = [];
    if (photo.src.includes('/highres/'))
      for (const folder of SMALLER) {
        const src = photo.src.replace('/highres/', `/${folder}/`);
        fetched++;
        const size = await measure(src);
        // A size the host does not serve is left out; the photo itself still shows.
        if ('failed' in size || size.width >= photo.width!) continue;
        if (Math.abs(size.height / size.width - photo.height! / photo.width!) > SAME_SHAPE) continue;
        copies.push({ src, width: size.width });
      }
    if (copies.length) photo.srcset = copies.sort((a, b) => a.width - b.width);
  });
  return { photos: sized, fetched };
}
