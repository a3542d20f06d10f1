// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingDetails } from '../../src/blocks/listingDetails/ListingDetails.tsx';
import { ListingGrid } from '../../src/blocks/listingGrid/ListingGrid.tsx';
import type { BlockProps } from '../../src/blocks/registry.ts';

afterEach(cleanup);

const image = { src: '/media/x.jpg', alt: 'A house', width: 1600, height: 1200 };

const grid: BlockProps<'listingGrid'>['block'] = {
  type: 'listingGrid',
  bedroomsLabel: 'Beds',
  bathroomsLabel: 'Baths',
  items: [
    {
      slug: 'a',
      address: '84 Old Forest Hill Road',
      place: 'Forest Hill',
      offer: 'sale',
      price: { kind: 'amount', amount: 5995000, currency: 'CAD' },
      bedrooms: 5,
      bathrooms: 6.5,
      href: '/listings/a',
      image,
    },
    {
      slug: 'b',
      address: '15 Strathallan Boulevard',
      place: 'Lawrence Park',
      offer: 'lease',
      price: { kind: 'amount', amount: 14500, currency: 'CAD' },
      bedrooms: 5,
      bathrooms: 5,
      href: '/listings/b',
      image,
    },
    {
      slug: 'c',
      address: 'Dunvegan Road',
      place: 'Toronto',
      offer: 'sale',
      price: { kind: 'uponRequest' },
      bedrooms: 4,
      bathrooms: 4,
      href: '/listings/c',
      image,
    },
  ],
  pagination: undefined,
  finder: {
    path: '/listings',
    total: 3,
    areas: [],
    dataUrl: '/_data/lists/listings.json',
    alertConsent: 'Yes, email me new homes.',
    filterLinks: [],
    search: '',
  },
};

describe('ListingGrid', () => {
  // Drawn by the browser (not hydrating a pre-rendered page), the cards' code loads first.
  it('labels leases For Lease and nothing else', async () => {
    render(<ListingGrid block={grid} />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).queryByText('For Lease')).toBeNull();
    expect(within(cards[1]!).getByText('For Lease')).toBeTruthy();
    expect(within(cards[2]!).queryByText('For Lease')).toBeNull();
    expect(screen.getAllByText('For Lease')).toHaveLength(1);
  });

  it('shows address, beds, baths and the formatted price, linking to the listing', async () => {
    render(<ListingGrid block={grid} />);
    const [sale, lease, onRequest] = await screen.findAllByRole('listitem');
    expect(within(sale!).getByRole('link', { name: '84 Old Forest Hill Road' }).getAttribute('href')).toBe(
      '/listings/a',
    );
    expect(within(sale!).getByText('5 Beds')).toBeTruthy();
    expect(within(sale!).getByText('6.5 Baths')).toBeTruthy();
    expect(within(sale!).getByText('$5,995,000')).toBeTruthy();
    expect(within(lease!).getByText('$14,500 / month')).toBeTruthy();
    expect(within(onRequest!).getByText('Price Upon Request')).toBeTruthy();
  });
});

describe('ListingDetails', () => {
  const details = (offer: 'sale' | 'lease'): BlockProps<'listingDetails'>['block'] => ({
    type: 'listingDetails',
    inquireHeading: 'INQUIRE',
    // As the resolver writes them (tests/build/prerender.test.ts checks the resolver's links).
    inquireAction: { label: 'CONTACT US', href: '/contact?about=%2Flistings%2F1031-road-2900&subject=1031+Road+2900' },
    showingHref:
      offer === 'sale' ? '/contact?about=%2Flistings%2F1031-road-2900&subject=1031+Road+2900&showing=1' : undefined,
    where: {
      directions: 'https://www.google.com/maps/dir/?api=1&destination=1031%20Road%202900',
      guide: { name: 'Muskoka', href: '/explore/muskoka' },
    },
    brochure: {
      url: 'https://example.com/listings/x',
      qr: { size: 5, path: 'M2 2.5h1' },
      team: 'Team',
      phone: '416-555-0101',
      email: 'a@example.com',
      brokerage: 'Brokerage',
    },
    listing: {
      slug: 'x',
      address: '1031 Road 2900',
      title: '1031 Road 2900',
      offer,
      price: { kind: 'amount', amount: 3250000, currency: 'CAD' },
      location: { street: '1031 Road 2900', city: 'Gravenhurst', province: 'ON', postalCode: 'P1P 1R1' },
      bedrooms: 4,
      bathrooms: 3,
      feature: { kind: 'location', location: 'Lake Muskoka' },
      description: ['A cottage.'],
      brokerage: 'Muskoka Lakes Realty Ltd., Brokerage',
    },
  });

  it('shows the features, the location feature and the inquiry panel', () => {
    render(<ListingDetails block={details('sale')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('1031 Road 2900');
    expect(screen.getByText('Gravenhurst, ON P1P 1R1')).toBeTruthy();
    expect(screen.getByText('Location')).toBeTruthy();
    expect(screen.getByText('Lake Muskoka')).toBeTruthy();
    expect(screen.getByText('Muskoka Lakes Realty Ltd., Brokerage')).toBeTruthy();
    // The contact links carry the home asked about; a home for sale also offers a private showing.
    expect(screen.getByRole('link', { name: 'CONTACT US' }).getAttribute('href')).toBe(
      '/contact?about=%2Flistings%2F1031-road-2900&subject=1031+Road+2900',
    );
    expect(screen.getByRole('link', { name: 'Request a private showing' }).getAttribute('href')).toBe(
      '/contact?about=%2Flistings%2F1031-road-2900&subject=1031+Road+2900&showing=1',
    );
    expect(screen.queryByText('For Lease')).toBeNull();
    // Where it is: directions in a new tab, and the neighbourhood's guide.
    const directions = screen.getByRole('link', { name: /^Directions/ });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1031%20Road%202900',
    );
    expect(directions.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'In Muskoka: read the guide' }).getAttribute('href')).toBe(
      '/explore/muskoka',
    );
  });

  it('labels a lease For Lease, and offers no showing request', () => {
    render(<ListingDetails block={details('lease')} />);
    expect(screen.getByText('For Lease')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Request a private showing' })).toBeNull();
  });
});
