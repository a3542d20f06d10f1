/**
 * The search of /listings as the address holds it, and what it finds: its own cards, not the
 * sample content's.
 */
import { describe, expect, it } from 'vitest';
import { filterListings } from '../../src/blocks/listingGrid/filterListings.ts';
import { filtersInUse, readListingQuery, writeListingQuery } from '../../src/blocks/listingGrid/listingQuery.ts';
import { withoutFilters } from '../../src/blocks/listingGrid/withoutFilters.ts';

const card = (slug: string, fields: Partial<Parameters<typeof filterListings>[0][number]> = {}) => ({
  slug,
  offer: 'sale' as const,
  price: { kind: 'amount' as const, amount: 3_000_000 },
  bedrooms: 4,
  ...fields,
});

const cards = [
  card('rosedale-big', {
    neighbourhood: 'rosedale',
    price: { kind: 'amount', amount: 9_500_000 },
    bedrooms: 6,
    listed: '2026-03-01',
  }),
  card('rosedale-small', {
    neighbourhood: 'rosedale',
    price: { kind: 'amount', amount: 2_100_000 },
    bedrooms: 3,
    listed: '2026-09-01',
  }),
  card('lease', {
    neighbourhood: 'lawrence-park',
    offer: 'lease',
    price: { kind: 'amount', amount: 14_500 },
    bedrooms: 5,
    listed: '2026-10-01',
  }),
  card('on-request', { neighbourhood: 'forest-hill', price: { kind: 'uponRequest' }, bedrooms: 5 }),
  card('muskoka', { price: { kind: 'amount', amount: 7_250_000 }, bedrooms: 5, listed: '2026-06-01' }),
];
const slugs = (found: { slug: string }[]) => found.map((c) => c.slug);

describe('the address', () => {
  it('reads each filter and writes them back in one order, so a search has one address', () => {
    const query = readListingQuery('?sort=price-high&beds=4&area=rosedale&min=2000000&max=10000000&offer=sale&page=2');
    expect(query).toEqual({
      area: 'rosedale',
      min: 2_000_000,
      max: 10_000_000,
      beds: 4,
      offer: 'sale',
      sort: 'price-high',
      page: 2,
    });
    expect(writeListingQuery(query)).toBe(
      '?area=rosedale&min=2000000&max=10000000&beds=4&offer=sale&sort=price-high&page=2',
    );
  });

  it('ignores what it does not understand rather than failing the page', () => {
    expect(readListingQuery('?area=<script>&min=lots&beds=-1&offer=rent&sort=random&page=0&utm_source=mail')).toEqual(
      {},
    );
    expect(writeListingQuery({ sort: 'featured', page: 1 })).toBe('');
  });

  it('reads "Open houses this week" as openhouse=week, and nothing else for it', () => {
    expect(readListingQuery('?openhouse=week&sort=newest')).toEqual({ openhouse: 'week', sort: 'newest' });
    expect(writeListingQuery({ sort: 'newest', openhouse: 'week', area: 'rosedale' })).toBe(
      '?area=rosedale&openhouse=week&sort=newest',
    );
    expect(readListingQuery('?openhouse=month')).toEqual({});
  });
});

describe('what a search finds', () => {
  it('with no filter, every card in the team order', () => {
    expect(slugs(filterListings(cards, {}))).toEqual([
      'rosedale-big',
      'rosedale-small',
      'lease',
      'on-request',
      'muskoka',
    ]);
  });

  it('by area, and "elsewhere" for homes outside the guides', () => {
    expect(slugs(filterListings(cards, { area: 'rosedale' }))).toEqual(['rosedale-big', 'rosedale-small']);
    expect(slugs(filterListings(cards, { area: 'elsewhere' }))).toEqual(['muskoka']);
  });

  it('by price range: homes for sale with a price in it, bounds included; a rent or a price upon request is not a price', () => {
    expect(slugs(filterListings(cards, { min: 2_100_000, max: 7_250_000 }))).toEqual(['rosedale-small', 'muskoka']);
    expect(slugs(filterListings(cards, { max: 1_000_000 }))).toEqual([]);
  });

  it('by bedrooms (at least) and by sale or lease', () => {
    expect(slugs(filterListings(cards, { beds: 5 }))).toEqual(['rosedale-big', 'lease', 'on-request', 'muskoka']);
    expect(slugs(filterListings(cards, { offer: 'lease' }))).toEqual(['lease']);
    expect(slugs(filterListings(cards, { offer: 'sale', beds: 6 }))).toEqual(['rosedale-big']);
  });

  it('"Open houses this week": an open house not over by the visitor\'s clock that starts within 7 days of it', () => {
    // Saturday 5 December 2026, 2-4 p.m. in Toronto (19:00-21:00 UTC), and one a fortnight later.
    const withOpenHouses = [
      card('this-saturday', { openHouses: [{ start: '2026-12-05T19:00:00.000Z', end: '2026-12-05T21:00:00.000Z' }] }),
      card('in-a-fortnight', { openHouses: [{ start: '2026-12-19T19:00:00.000Z', end: '2026-12-19T21:00:00.000Z' }] }),
      card('none'),
    ];
    const at = (iso: string) => slugs(filterListings(withOpenHouses, { openhouse: 'week' }, Date.parse(iso)));
    expect(at('2026-11-29T12:00:00Z')).toEqual(['this-saturday']);
    // Under way: still this week until it ends.
    expect(at('2026-12-05T20:30:00Z')).toEqual(['this-saturday']);
    // Over: gone, though the build listed it; the next one is not yet within 7 days.
    expect(at('2026-12-05T21:00:00Z')).toEqual([]);
    // Exactly 7 days before a start is not within them; a minute later it is.
    expect(at('2026-12-12T19:00:00Z')).toEqual([]);
    expect(at('2026-12-12T19:01:00Z')).toEqual(['in-a-fortnight']);
    // Without the filter every card is found, open house or not.
    expect(slugs(filterListings(withOpenHouses, {}, Date.parse('2026-11-29T12:00:00Z')))).toEqual([
      'this-saturday',
      'in-a-fortnight',
      'none',
    ]);
  });

  it('sorted by price either way, homes without a price to compare last; or newest first, undated last', () => {
    expect(slugs(filterListings(cards, { sort: 'price-high' }))).toEqual([
      'rosedale-big',
      'muskoka',
      'rosedale-small',
      'lease',
      'on-request',
    ]);
    expect(slugs(filterListings(cards, { sort: 'price-low' }))).toEqual([
      'rosedale-small',
      'muskoka',
      'rosedale-big',
      'lease',
      'on-request',
    ]);
    expect(slugs(filterListings(cards, { sort: 'newest' }))).toEqual([
      'lease',
      'rosedale-small',
      'muskoka',
      'rosedale-big',
      'on-request',
    ]);
  });
});

describe('filters in use, as "Filters (n)" counts them', () => {
  it('counts each narrowing key of the address, never the order or the page', () => {
    expect(filtersInUse(readListingQuery(''))).toBe(0);
    expect(filtersInUse(readListingQuery('?sort=price-high&page=2'))).toBe(0);
    expect(filtersInUse(readListingQuery('?area=rosedale'))).toBe(1);
    expect(filtersInUse(readListingQuery('?area=rosedale&min=2000000&max=5000000&sort=newest'))).toBe(3);
    expect(filtersInUse(readListingQuery('?area=elsewhere&min=1&max=2&beds=3&offer=sale&openhouse=week'))).toBe(6);
  });

  it('counts only what the page understands: a refused value is no filter', () => {
    expect(filtersInUse(readListingQuery('?area=Rose%20dale&beds=many&offer=rent&openhouse=soon'))).toBe(0);
  });

  it('clearing them keeps the order and starts again at the first page', () => {
    const query = readListingQuery('?area=rosedale&beds=4&sort=price-low&page=2');
    expect(writeListingQuery(withoutFilters(query))).toBe('?sort=price-low');
    expect(writeListingQuery(withoutFilters(readListingQuery('?offer=lease')))).toBe('');
  });
});
