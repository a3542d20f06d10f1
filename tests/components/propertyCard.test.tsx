// @vitest-environment happy-dom
/**
 * The one card of a home (src/ui/PropertyCard.tsx) in its variants, as the server renders it
 * inside the grids that draw it: for sale and for lease on /listings (linked, a heart, the labels),
 * sold on /portfolio (the SOLD label, the rest of the full address, the anchor a sold home's old
 * address leads to, no link) and compact in an article; one way of writing rooms and size.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingCardData, SaleCardData } from '../../src/model/listingCard.ts';
import { localityOf } from '../../src/model/listingCard.ts';
import { PropertyCard } from '../../src/ui/PropertyCard.tsx';
import { ROOM_WORDS, roomsAndSize, roomsText } from '../../src/ui/format.ts';
import { SalesGrid } from '../../src/blocks/salesGrid/SalesGrid.tsx';
import { FeaturedListings } from '../../src/blocks/featuredListings/FeaturedListings.tsx';
import type { BlockProps } from '../../src/blocks/registry.ts';

afterEach(cleanup);

const image = { src: '/media/x.jpg', alt: 'A stone house behind a lawn', width: 1600, height: 1200 };

const forSale: ListingCardData = {
  slug: 'a',
  address: '84 Old Forest Hill Road',
  place: 'Forest Hill',
  offer: 'sale',
  price: { kind: 'amount', amount: 8495000, currency: 'CAD' },
  bedrooms: 5,
  bathrooms: 6.5,
  squareFeet: 6850,
  href: '/listings/a',
  image,
};

const forLease: ListingCardData = {
  ...forSale,
  slug: 'b',
  address: '15 Strathallan Boulevard',
  offer: 'lease',
  price: { kind: 'amount', amount: 14500, currency: 'CAD' },
  href: '/listings/b',
  openHouses: [{ start: '2026-12-06T19:00:00.000Z', end: '2026-12-06T21:00:00.000Z' }],
};
delete forLease.squareFeet;

const sold: SaleCardData = {
  slug: '112-dunloe-road',
  address: '112 Dunloe Road',
  locality: 'Toronto, ON M5P 2T7',
  bedrooms: 5,
  bathrooms: 5,
  squareFeet: 5200,
  price: { kind: 'uponRequest' },
  soldMonth: 'November 2026',
  image,
};

const words = { bedrooms: 'BD', bathrooms: 'BA' };
const drawn = (home: ListingCardData | SaleCardData, compact = false) => {
  render(
    <ul>
      <PropertyCard home={home} words={words} sizes="100vw" heading="h3" compact={compact} soldLabel="SOLD" />
    </ul>,
  );
  return screen.getByRole('listitem');
};

describe('rooms and size, written one way', () => {
  it('counts, words and the size, with a dot between', () => {
    expect(roomsAndSize({ bedrooms: 5, bathrooms: 6.5, squareFeet: 5200 }, ROOM_WORDS)).toEqual([
      '5 BD',
      '6.5 BA',
      '5,200 sq. ft.',
    ]);
    expect(roomsText({ bedrooms: 4, bathrooms: 3 }, { bedrooms: 'Beds', bathrooms: 'Baths' })).toBe('4 Beds · 3 Baths');
  });

  it('writes the street once: the full address less the short one', () => {
    expect(localityOf('112 Dunloe Road', '112 Dunloe Road, Toronto, ON M5P 2T7')).toBe('Toronto, ON M5P 2T7');
    // A full address written otherwise is kept whole, never cut.
    expect(localityOf('PH 1, 55 Yorkville', '55 Yorkville Avenue, PH 1, Toronto')).toBe(
      '55 Yorkville Avenue, PH 1, Toronto',
    );
  });
});

describe('the property card', () => {
  it('for sale: the place, the address as its one link, rooms and size, the price, a heart; no label', () => {
    const card = drawn(forSale);
    expect(within(card).getByText('Forest Hill')).toBeTruthy();
    const title = within(card).getByRole('heading', { level: 3, name: '84 Old Forest Hill Road' });
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/listings/a');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(card.textContent).toContain('5 BD·6.5 BA·6,850 sq. ft.');
    expect(within(card).getByText('$8,495,000')).toBeTruthy();
    expect(card.querySelector('button[data-favourite="a"]')).not.toBeNull();
    expect(within(card).queryByText('For Lease')).toBeNull();
    expect(card.getAttribute('data-card')).toBe('sale');
  });

  it('for lease: the For Lease and Open House labels, the monthly rent, rooms without a size', () => {
    const card = drawn(forLease);
    expect(within(card).getByText('For Lease')).toBeTruthy();
    expect(within(card).getByText('Open House')).toBeTruthy();
    expect(within(card).getByText('$14,500 / month')).toBeTruthy();
    expect(card.textContent).not.toContain('sq. ft.');
  });

  it('sold: the SOLD label, the address once with the rest of the full address, no link and no heart', () => {
    const card = drawn(sold);
    expect(within(card).getByText('SOLD')).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('112 Dunloe Road');
    expect(within(card).getByText('Toronto, ON M5P 2T7')).toBeTruthy();
    expect(card.textContent.split('112 Dunloe Road')).toHaveLength(2);
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
    expect(card.querySelector('button')).toBeNull();
    expect(within(card).getByText('Price Upon Request')).toBeTruthy();
    expect(within(card).getByText('Sold November 2026')).toBeTruthy();
  });

  it('compact: the same card, its title the same element and face, with less room', () => {
    const roomy = drawn(forSale).querySelector('h3')!.className;
    cleanup();
    const compact = drawn(forSale, true).querySelector('h3')!.className;
    expect(compact).not.toBe(roomy);
    expect(screen.getByRole('link', { name: '84 Old Forest Hill Road' })).toBeTruthy();
  });
});

describe('the portfolio draws its sales with the card', () => {
  it('keeps each card’s anchor (#sales-<slug>, where a sold home’s old address leads) and the BD and BA words', () => {
    const block: BlockProps<'salesGrid'>['block'] = {
      type: 'salesGrid',
      heading: 'PINNACLE SALES',
      group: 'pinnacle',
      soldLabel: 'SOLD',
      bedroomsLabel: 'BD',
      bathroomsLabel: 'BA',
      pagination: undefined,
      items: [sold, { ...sold, slug: 'two', address: '2 Elm Avenue', locality: 'Toronto, ON M4W 1M9' }],
    };
    render(<SalesGrid block={block} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((c) => c.id)).toEqual(['sales-112-dunloe-road', 'sales-two']);
    expect(cards[1]!.textContent).toMatch(/5 BD·5 BA·5,200 sq\. ft\./);
    expect(within(cards[1]!).getByText('SOLD')).toBeTruthy();
  });
});

describe('the featured homes band', () => {
  it('draws its homes with the card, under its heading, with the way on to every listing', () => {
    const block: BlockProps<'featuredListings'>['block'] = {
      type: 'featuredListings',
      heading: 'Featured Homes',
      action: { label: 'View All Listings', href: '/listings' },
      bedroomsLabel: 'BD',
      bathroomsLabel: 'BA',
      soldLabel: 'Sold',
      items: [forSale, sold],
    };
    render(<FeaturedListings block={block} />);
    const section = screen.getByRole('region', { name: 'Featured Homes' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('data-card'))).toEqual(['sale', 'sold']);
    expect(within(cards[0]!).getByRole('heading', { level: 3 }).textContent).toBe('84 Old Forest Hill Road');
    expect(within(section).getByRole('link', { name: 'View All Listings' }).getAttribute('href')).toBe('/listings');
  });
});
