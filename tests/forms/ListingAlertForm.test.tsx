// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { AlertOffer } from '../../src/blocks/listingGrid/AlertOffer.tsx';
import { ListingAlertForm } from '../../src/forms/ListingAlertForm.tsx';
import { publishConsentWordings, readRows, startTestBackend } from '../localSupabase/support.ts';
import { formBackendFor } from './support.ts';

/** The /listings alert form against real PGlite behind real HTTP. */
const WORDING = 'Yes, email me new homes that match this search, from The Test Team.';
const finder = {
  path: '/listings',
  total: 3,
  areas: [{ value: 'test-hill', label: 'Test Hill' }],
  dataUrl: '/_data/lists/listings.json',
  alertConsent: WORDING,
  filterLinks: [],
  search: '',
};

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
  await publishConsentWordings(backend, [WORDING]);
});
afterAll(() => backend?.stop());
afterEach(cleanup);

describe('listing alerts on /listings', () => {
  test('the offer is a button until opened; then the form shows the search in words and the wording', async () => {
    const { container } = render(
      <AlertOffer finder={finder} query={{ area: 'test-hill', min: 2_000_000, beds: 3, sort: 'newest' }} />,
    );
    expect(container.querySelector('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Email me new homes like these' }));
    expect(
      await screen.findByText('New homes like these by email: homes in Test Hill, from $2,000,000, 3+ bedrooms.'),
    ).toBeDefined();
    expect(screen.getByText(WORDING).id).toBe(screen.getByLabelText('Your email').getAttribute('aria-describedby'));
  });

  test('saves the filters (not the sort), the wording and the page, unconfirmed; says to confirm', async () => {
    window.history.replaceState(null, '', '/listings?area=test-hill&min=2000000&max=5000000&beds=3&offer=sale');
    render(
      <ListingAlertForm
        query={{ area: 'test-hill', min: 2_000_000, max: 5_000_000, beds: 3, offer: 'sale' }}
        areaName="Test Hill"
        consentStatement={WORDING}
        backend={formBackendFor(backend)}
      />,
    );
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: ' Form.Buyer@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me new homes' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Check your inbox/));
    const [row] = await readRows(backend, 'listing_alerts', '&email=eq.form.buyer@example.com');
    expect(row).toMatchObject({
      area: 'test-hill',
      min_price: 2_000_000,
      max_price: 5_000_000,
      bedrooms: 3,
      offer: 'sale',
      source_path: '/listings',
      confirmed_at: null,
    });
  });
});
