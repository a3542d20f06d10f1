import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { writeFeedListings } from './feedListings.ts';

export interface GeneratedSiteOptions {
  listings?: number;
  sales?: number;
  /** Journal articles, cloned from the shipped ones (which have no "order"). */
  articles?: number;
  /** Listings shaped as the DDF® sync writes them, their photos on the feed's host (feedListings.ts). */
  feedListings?: number;
  /** Give every generated entry its own photo paths (links to the stand-ins) instead of sharing them. */
  distinctPhotos?: boolean;
  /** The site to copy: the project's own by default; the tests pass their fixture site. */
  from?: string;
}

type Entry = {
  slug: string;
  order?: number;
  showInGrid?: boolean;
  images?: { src: string }[];
  image?: { src: string };
};

/**
 * A copy of the site's content in a temporary folder with generated listings and sales
 * added, cloned from the shipped ones under new slugs. Media are linked, never copied, so
 * the copy reuses the photos (and their cached variants).
 */
export function generateSite({
  listings = 0,
  sales = 0,
  articles = 0,
  feedListings = 0,
  distinctPhotos = false,
  from = projectRoot,
}: GeneratedSiteOptions): string {
  const dir = mkdtempSync(join(tmpdir(), 'generated-site-'));
  const media = join(from, 'data', 'media');
  cpSync(join(from, 'data'), join(dir, 'data'), { recursive: true, filter: (src) => !src.startsWith(media) });
  mkdirSync(join(dir, 'data', 'media', 'generated'), { recursive: true });
  for (const entry of readdirSync(media)) symlinkSync(join(media, entry), join(dir, 'data', 'media', entry));
  cpSync(join(projectRoot, 'schema'), join(dir, 'schema'), { recursive: true });

  const ownPhoto = (slug: string, src: string, n: number) => {
    if (!distinctPhotos) return src;
    mkdirSync(join(dir, 'data', 'media', 'generated', slug), { recursive: true });
    const copy = `/media/generated/${slug}/${n}.jpg`;
    symlinkSync(join(from, 'data', decodeURI(src)), join(dir, 'data', decodeURI(copy)));
    return copy;
  };

  const clone = (folder: string, count: number, adjust: (entry: Entry, i: number) => Entry) => {
    const folderPath = join(dir, 'data', folder);
    const originals = readdirSync(folderPath)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => readFileSync(join(folderPath, f), 'utf8'));
    for (let i = 0; i < count; i++) {
      const source = JSON.parse(originals[i % originals.length]!) as Entry;
      const slug = `${source.slug}-copy-${i + 1}`;
      const entry = adjust({ ...source, slug, order: 1000 + i }, i);
      if (entry.images)
        entry.images = entry.images.map((image, n) => ({ ...image, src: ownPhoto(slug, image.src, n + 1) }));
      if (entry.image) entry.image = { ...entry.image, src: ownPhoto(slug, entry.image.src, 1) };
      writeFileSync(join(folderPath, `${slug}.json`), JSON.stringify(entry, null, 2) + '\n');
    }
  };
  // Every generated listing is on /listings, which pages them twelve at a time.
  clone('listings', listings, (entry) => ({ ...entry, showInGrid: true }));
  clone('sales', sales, (entry) => entry);
  clone('articles', articles, ({ order: _order, ...entry }) => entry);
  if (feedListings) writeFeedListings(dir, feedListings);
  return dir;
}
