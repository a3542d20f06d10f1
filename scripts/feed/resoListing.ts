/**
 * One RESO Data Dictionary Property record (with its Media and OpenHouse expanded), as the fields
 * of a listing file the feed owns. A field the listing needs and the record lacks is a FeedError
 * naming the listing key and the RESO field, so the team knows what to correct on the board.
 */
import type { Listing } from '../../src/model/listing.ts';
import { FeedError } from './feedClient.ts';

type Row = Record<string, unknown>;

/** What the feed writes into a listing file each time it syncs; the rest is the team's. */
export const FEED_OWNED = [
  'address',
  'offer',
  'price',
  'location',
  'bedrooms',
  'bathrooms',
  'feature',
  'images',
  'openHouses',
  'brokerage',
  'feed',
] as const;

export type FeedOwned = Pick<
  Listing,
  'address' | 'offer' | 'price' | 'location' | 'bedrooms' | 'bathrooms' | 'images' | 'brokerage'
> &
  Partial<Pick<Listing, 'feature' | 'openHouses'>> & { feed: NonNullable<Listing['feed']> };

const provinces: Record<string, string> = {
  alberta: 'AB',
  'british columbia': 'BC',
  manitoba: 'MB',
  'new brunswick': 'NB',
  'newfoundland and labrador': 'NL',
  'northwest territories': 'NT',
  'nova scotia': 'NS',
  nunavut: 'NU',
  ontario: 'ON',
  'prince edward island': 'PE',
  quebec: 'QC',
  saskatchewan: 'SK',
  yukon: 'YT',
};

const text = (row: Row, field: string) => {
  const value = row[field];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};
const number = (row: Row, field: string) => {
  const value = row[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** A moment the feed gives in UTC, on Toronto's clock to the minute, as the open houses are written. */
function torontoMinute(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

export function listingKeyOf(row: Row): string | undefined {
  const key = row.ListingKey;
  return typeof key === 'string' || typeof key === 'number' ? String(key) : undefined;
}

/** The listing's street address, as the board wrote its parts ("PH 3201-88 Harbour Street" keeps the unit apart). */
function street(row: Row): string | undefined {
  const parts = [text(row, 'StreetNumber'), text(row, 'StreetName'), text(row, 'StreetSuffix')].filter(Boolean);
  if (parts.length >= 2) return parts.join(' ');
  return text(row, 'UnparsedAddress')?.split(/[,|]/)[0]?.trim();
}

/** @param agentTitles the listing agents' titles by RESO MemberKey (the Member resource's JobTitle). */
export function feedOwnedFields(row: Row, agentTitles: ReadonlyMap<string, string> = new Map()): FeedOwned {
  const key = listingKeyOf(row) ?? '(no ListingKey)';
  const need = <T>(value: T | undefined, field: string): T => {
    if (value === undefined)
      throw new FeedError(
        `listing key ${key}: the feed's record has no ${field}, which the listing needs; correct it on the board's MLS® System and sync again.`,
      );
    return value;
  };
  const streetAddress = need(street(row), 'StreetNumber and StreetName (nor UnparsedAddress)');
  const unit = text(row, 'UnitNumber');
  const listPrice = number(row, 'ListPrice');
  const rent = number(row, 'LeaseAmount');
  const offer = listPrice === undefined && rent !== undefined ? 'lease' : 'sale';
  const amount = need(offer === 'lease' ? rent : listPrice, 'ListPrice (nor LeaseAmount)');
  const province = need(text(row, 'StateOrProvince'), 'StateOrProvince');
  const postal = need(text(row, 'PostalCode'), 'PostalCode')
    .toUpperCase()
    .replace(/^([A-Z]\d[A-Z])\s*(\d[A-Z]\d)$/, '$1 $2');
  const full = number(row, 'BathroomsTotalInteger');
  const partial = number(row, 'BathroomsPartial') ?? 0;
  const area = number(row, 'LivingArea');
  const media = Array.isArray(row.Media) ? (row.Media as Row[]) : [];
  const photos = media
    .filter((m) => !text(m, 'MediaCategory') || /photo/i.test(text(m, 'MediaCategory')!))
    .sort((a, b) => (number(a, 'Order') ?? 0) - (number(b, 'Order') ?? 0));
  const address = unit ? `${unit}-${streetAddress}` : streetAddress;
  const images = photos.map((m, i) => ({
    src: need(text(m, 'MediaURL'), `MediaURL on photo ${i + 1}`),
    alt: text(m, 'LongDescription') ?? text(m, 'ShortDescription') ?? `Photo ${i + 1} of ${address}`,
    // Often absent from DDF® records: the sync then measures the photo (feedPhotos.ts).
    ...(number(m, 'ImageWidth') && number(m, 'ImageHeight')
      ? { width: number(m, 'ImageWidth')!, height: number(m, 'ImageHeight')! }
      : {}),
  }));
  if (!images.length) need(undefined, 'Media (not one photo)');
  const openHouses = (Array.isArray(row.OpenHouse) ? (row.OpenHouse as Row[]) : [])
    .map((o) => ({
      start: torontoMinute(need(text(o, 'OpenHouseStartTime'), 'OpenHouseStartTime')),
      end: torontoMinute(need(text(o, 'OpenHouseEndTime'), 'OpenHouseEndTime')),
      ...(text(o, 'OpenHouseRemarks') ? { note: text(o, 'OpenHouseRemarks')! } : {}),
    }))
    .sort((a, b) => a.start.localeCompare(b.start));
  const url = text(row, 'ListingURL');
  const agentTitle = agentTitles.get(text(row, 'ListAgentKey') ?? '');
  return {
    address,
    offer,
    price: { kind: 'amount', amount, currency: 'CAD' },
    location: {
      street: streetAddress,
      ...(unit ? { unit } : {}),
      city: need(text(row, 'City'), 'City'),
      province: provinces[province.toLowerCase()] ?? province,
      postalCode: postal,
    },
    bedrooms: need(number(row, 'BedroomsTotal'), 'BedroomsTotal'),
    bathrooms: need(full, 'BathroomsTotalInteger') + partial / 2,
    ...(area ? { feature: { kind: 'size' as const, squareFeet: area } } : {}),
    images,
    ...(openHouses.length ? { openHouses } : {}),
    brokerage: need(text(row, 'ListOfficeName'), 'ListOfficeName'),
    feed: {
      listingKey: key,
      ...(text(row, 'ListingId') ? { mlsNumber: text(row, 'ListingId')! } : {}),
      ...(url ? { listingUrl: /^https?:\/\//.test(url) ? url : `https://${url}` } : {}),
      ...(text(row, 'ListAgentFullName') ? { agentName: text(row, 'ListAgentFullName')! } : {}),
      ...(agentTitle ? { agentTitle } : {}),
      modified: need(text(row, 'ModificationTimestamp'), 'ModificationTimestamp'),
    },
  };
}

/** The first paragraphs of a new listing's description, from the board's public remarks. */
export function remarks(row: Row): string[] {
  const remark = text(row, 'PublicRemarks');
  return remark
    ? remark
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
    : [];
}

export const listedDay = (row: Row) =>
  (text(row, 'OriginalEntryTimestamp') ?? text(row, 'ListingContractDate'))?.slice(0, 10);
