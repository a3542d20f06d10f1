/**
 * The feed's listings as files in data/listings: which file holds which listing key, what a merge
 * of the feed's fields into a file changes, and the file a new listing gets. The team's fields
 * (title, description, floor plans, video, tour, order, showInGrid, agent, sold…) are never
 * written over; a new listing starts them from the board's record, for the team to rewrite.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Listing } from '../../src/model/listing.ts';
import { FEED_OWNED, type FeedOwned } from './resoListing.ts';
import { FeedError } from './feedClient.ts';

export type ListingJson = Record<string, unknown> & { slug: string };

export interface FeedFile {
  slug: string;
  json: ListingJson;
  listingKey: string | undefined;
  modified: string | undefined;
}

/** Every listing file, with the feed's key where the feed wrote it. */
export function readListingFiles(root: string): FeedFile[] {
  const dir = join(root, 'data', 'listings');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const json = JSON.parse(readFileSync(join(dir, f), 'utf8')) as ListingJson;
      const feed = json.feed as { listingKey?: string; modified?: string } | undefined;
      return { slug: f.slice(0, -'.json'.length), json, listingKey: feed?.listingKey, modified: feed?.modified };
    });
}

export const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A new listing: the feed's fields, and the team's started from the record (shown, last in order). */
export function newListing(
  slug: string,
  owned: FeedOwned,
  description: string[],
  listed: string | undefined,
): ListingJson {
  return {
    $schema: '../../schema/listings.schema.json',
    slug,
    address: owned.address,
    title: owned.address,
    offer: owned.offer,
    price: owned.price,
    location: owned.location,
    bedrooms: owned.bedrooms,
    bathrooms: owned.bathrooms,
    feature: owned.feature ?? { kind: 'location', location: owned.location.city },
    description: description.length ? description : [`${owned.address}, ${owned.location.city}.`],
    images: owned.images,
    brokerage: owned.brokerage,
    showInGrid: true,
    ...(listed ? { listed } : {}),
    ...(owned.openHouses ? { openHouses: owned.openHouses } : {}),
    feed: owned.feed,
  };
}

/** The file with the feed's fields written in, and the names of those that changed. */
export function mergeListing(current: ListingJson, owned: FeedOwned): { json: ListingJson; changed: string[] } {
  const json: ListingJson = { ...current };
  const changed: string[] = [];
  for (const field of FEED_OWNED) {
    let next: unknown = owned[field];
    // The third feature is the team's choice of size, style or location: the feed writes it only as the size.
    if (
      field === 'feature' &&
      (next === undefined || (current.feature as { kind?: string } | undefined)?.kind !== 'size')
    )
      continue;
    if (field === 'feed') next = { ...(current.feed as object), ...owned.feed };
    if (JSON.stringify(current[field]) === JSON.stringify(next)) continue;
    if (next === undefined) delete json[field];
    else json[field] = next;
    if (field !== 'feed') changed.push(field);
    else {
      const before = (current.feed ?? {}) as Record<string, unknown>;
      const after = next as Record<string, unknown>;
      for (const key of Object.keys(after))
        if (key !== 'modified' && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
          changed.push(`feed.${key}`);
    }
  }
  return { json, changed };
}

/** The listing as the site's schema takes it, or a FeedError naming the listing key and the field refused. */
export function refusal(json: ListingJson, listingKey: string): FeedError | undefined {
  const parsed = Listing.safeParse(json);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  const field = issue.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
  return new FeedError(
    `listing key ${listingKey}: the site's schema refuses the field "${field || '(whole listing)'}" (${issue.message}); correct it on the board's MLS® System and sync again.`,
  );
}
