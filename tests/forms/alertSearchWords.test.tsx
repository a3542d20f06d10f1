// @vitest-environment happy-dom
/**
 * A listing alert's search in words (supabase/functions/_shared/alertSearch.ts), as the form on
 * /listings shows it and as the alert's emails and page write it: one sentence, each side naming
 * the area its own way (the page from its filters' list, the emails from the site's guides).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertOffer } from '../../src/blocks/listingGrid/AlertOffer.tsx';
import type { ListingQuery } from '../../src/blocks/listingGrid/listingQuery.ts';
import { describeSearch } from '../../supabase/functions/_shared/listingAlertEmail.ts';

afterEach(cleanup);

const any = { area: null, min_price: null, max_price: null, bedrooms: null, offer: null };

describe('the emails and the alert’s page', () => {
  it.each([
    [
      { offer: 'sale', area: 'test-hill', min_price: 2_000_000, max_price: 5_000_000, bedrooms: 3 },
      'homes for sale in Test Hill, $2,000,000 to $5,000,000, 3+ bedrooms',
    ],
    [
      { offer: 'lease', area: 'elsewhere', max_price: 9_000 },
      'homes for lease outside our neighbourhood guides, up to $9,000',
    ],
    [{ area: 'no-such-guide', min_price: 1_000_000 }, 'homes in no-such-guide, from $1,000,000'],
    [{ area: 'split-name' }, 'homes in Split Name'],
    [{}, 'homes'],
  ] as const)('%j: %s', (search, words) => {
    expect(describeSearch({ ...any, ...search }, { 'test-hill': 'Test Hill', 'split-name': 'Split\r\nName' })).toBe(
      words,
    );
  });
});

describe('the form on /listings', () => {
  const finder = {
    path: '/listings',
    total: 3,
    areas: [
      { value: 'test-hill', label: 'Test Hill' },
      { value: 'elsewhere', label: 'Other areas' },
    ],
    dataUrl: '/_data/lists/listings.json',
    alertConsent: 'Yes, email me new homes that match this search.',
    filterLinks: [],
    search: '',
  };

  it.each([
    [
      { offer: 'sale', area: 'test-hill', min: 2_000_000, max: 5_000_000, beds: 3 },
      'homes for sale in Test Hill, $2,000,000 to $5,000,000, 3+ bedrooms',
    ],
    [{ offer: 'lease', area: 'elsewhere', max: 9_000 }, 'homes for lease in Other areas, up to $9,000'],
    [{ area: 'no-such-guide', min: 1_000_000, beds: 2 }, 'homes, from $1,000,000, 2+ bedrooms'],
    [{}, 'homes'],
  ] as const)('%j: %s', async (query, words) => {
    render(<AlertOffer finder={finder} query={query as ListingQuery} />);
    fireEvent.click(screen.getByRole('button', { name: 'Email me new homes like these' }));
    expect(await screen.findByText(`New homes like these by email: ${words}.`)).toBeDefined();
  });
});
