/**
 * Listings shaped as `npm run sync:listings` writes them, for a generated site: the recorded,
 * RESO-shaped DDF® records of the feed's tests (tests/fixtures/ddf) turned into listing files by
 * the sync's own code (feedOwnedFields, newListing), under new listing keys and addresses. Their
 * photos stay on the feed's photo host, each with the host's smaller copies as a srcset, as the
 * sync measures them: the build makes no image variants for them, as it makes none for a real feed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { FeedError } from '../../scripts/feed/feedClient.ts';
import { newListing, slugOf } from '../../scripts/feed/listingFiles.ts';
import { feedOwnedFields, listedDay, remarks } from '../../scripts/feed/resoListing.ts';

type Row = Record<string, unknown>;

/** The sizes DDF®'s photo host serves of a photo (the stand-in in tests/feed/ddfServer.ts serves the same). */
const HIGHRES = { width: 1920, height: 1280 };
const SMALLER = [
  { folder: 'lowres', width: 240 },
  { folder: 'medres', width: 640 },
];

/** The recorded records the sync takes (the fixture holds some it refuses, on purpose). */
const recorded = (name: string) =>
  (JSON.parse(readFileSync(join(projectRoot, 'tests', 'fixtures', 'ddf', name), 'utf8')) as { value: Row[] }).value;

/** The listing agents' titles by MemberKey, as the sync reads them from the Member resource. */
const agentTitles = () =>
  new Map(
    recorded('member.json').map(
      (m) => [String(m.MemberKey), typeof m.JobTitle === 'string' ? m.JobTitle : ''] as const,
    ),
  );

function recordedRows(titles: ReadonlyMap<string, string>): Row[] {
  return recorded('property.json').filter((row) => {
    try {
      feedOwnedFields(row, titles);
      return true;
    } catch (error) {
      if (error instanceof FeedError) return false;
      throw error;
    }
  });
}

/**
 * Writes `count` feed listings into `siteDir`/data/listings and records a current sync and the
 * photo host in its data/site.json, as the sync does.
 */
export function writeFeedListings(siteDir: string, count: number): void {
  const titles = agentTitles();
  const rows = recordedRows(titles);
  const hosts = new Set<string>();
  for (let i = 0; i < count; i++) {
    const source = rows[i % rows.length]!;
    const key = String(90_000_001 + i);
    const row: Row = {
      ...source,
      ListingKey: key,
      ListingId: `X${key}`,
      StreetNumber: String(100 + i),
      // Prices spread over the range, so each band of the similar homes holds a share of the listings.
      ...(typeof source.ListPrice === 'number'
        ? { ListPrice: Math.round((source.ListPrice * (1 + (i % 97) / 50)) / 500) * 500 }
        : {}),
      ListingURL: `https://www.realtor.ca/real-estate/${key}/listing-${key}`,
      Media: (source.Media as Row[]).map((m) => ({
        ...m,
        MediaKey: `${key}-${String(m.Order)}`,
        MediaURL: String(m.MediaURL).replace(/\/listings\/[^/]+\//, `/listings/${key}/`),
        ImageWidth: HIGHRES.width,
        ImageHeight: HIGHRES.height,
      })),
      OpenHouse: ((source.OpenHouse as Row[] | undefined) ?? []).map((o) => ({ ...o, ListingKey: key })),
    };
    const owned = feedOwnedFields(row, titles);
    const images = owned.images.map((image) => {
      hosts.add(new URL(image.src).host);
      return {
        ...image,
        srcset: SMALLER.map(({ folder, width }) => ({ src: image.src.replace('/highres/', `/${folder}/`), width })),
      };
    });
    const slug = `${slugOf(owned.address)}-${slugOf(owned.location.city)}-${key}`;
    const json = newListing(slug, { ...owned, images }, remarks(row), listedDay(row));
    writeFileSync(join(siteDir, 'data', 'listings', `${slug}.json`), `${JSON.stringify(json, null, 2)}\n`);
  }
  const siteFile = join(siteDir, 'data', 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { imageHosts?: string[]; listingFeed?: object };
  site.imageHosts = [...new Set([...(site.imageHosts ?? []), ...hosts])];
  site.listingFeed = { ...site.listingFeed, lastSync: new Date().toISOString() };
  writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);
}
