// @vitest-environment happy-dom
/**
 * What Ontario's advertising rules ask a page to show, rendered: a claim with its basis, a
 * member's RECO registration beside the role, and the team's brokerage on another firm's listing.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockProps } from '../../src/blocks/registry.ts';
import { ListingDetails } from '../../src/blocks/listingDetails/ListingDetails.tsx';
import { MemberProfile } from '../../src/blocks/memberProfile/MemberProfile.tsx';
import { Recognition } from '../../src/blocks/recognition/Recognition.tsx';

afterEach(cleanup);

describe('advertising disclosures', () => {
  it('a recognition shows its basis with the claim', () => {
    const basis = 'Ranked by an example index, by audience engagement, January to December 2024.';
    render(
      <Recognition
        block={{ type: 'recognition', rank: '#3', title: 'Agent on Social Media in Ontario', year: 2024, basis }}
      />,
    );
    const section = screen.getByRole('region', { name: '#3 Agent on Social Media in Ontario' });
    expect(within(section).getByText(basis).tagName).toBe('P');
  });

  it("a profile shows the member's registration category and registered name beside the role", () => {
    const member: BlockProps<'memberProfile'>['block']['member'] = {
      slug: 'ada-moreau',
      name: 'Ada Moreau',
      role: 'Senior Associate',
      registration: { name: 'Adelaide Moreau', category: 'salesperson' },
      photo: { src: '/media/team/ada.jpg', alt: 'Ada Moreau', width: 1600, height: 2000 },
      email: 'ada@example.com',
      phone: '416-555-0199',
      office: { street: '1 Example Street', city: 'Toronto', province: 'ON', postalCode: 'M4W 1A8' },
      summary: 'Ada helps families find their next home.',
      biography: ['Ada joined the team in 2020.'],
    };
    render(<MemberProfile block={{ type: 'memberProfile', member }} />);
    const band = screen.getByRole('heading', { level: 1, name: 'Ada Moreau' }).parentElement!;
    expect(within(band).getByText('Senior Associate')).toBeTruthy();
    expect(within(band).getByText('Salesperson, registered with RECO as Adelaide Moreau')).toBeTruthy();
  });

  describe("the INQUIRE panel names the team's brokerage", () => {
    const details = (listingBrokerage: string): BlockProps<'listingDetails'>['block'] => ({
      type: 'listingDetails',
      inquireHeading: 'INQUIRE',
      inquireAction: { label: 'CONTACT US', href: '/contact' },
      showingHref: undefined,
      where: { directions: 'https://www.google.com/maps/dir/?api=1&destination=1%20Example%20Lane' },
      brochure: {
        url: 'https://example.com/listings/x',
        qr: { size: 5, path: 'M2 2.5h1' },
        team: 'The Ashdown Group',
        phone: '416-555-0101',
        email: 'a@example.com',
        brokerage: 'Harbourline Realty Inc., Brokerage',
      },
      listing: {
        slug: 'x',
        address: '1 Example Lane',
        title: '1 Example Lane',
        offer: 'sale',
        price: { kind: 'uponRequest' },
        location: { street: '1 Example Lane', city: 'Toronto', province: 'ON', postalCode: 'M4W 1A8' },
        bedrooms: 4,
        bathrooms: 3,
        feature: { kind: 'size', squareFeet: 4000 },
        description: ['A house.'],
        brokerage: listingBrokerage,
      },
    });
    const panel = () => screen.getByRole('complementary', { name: 'INQUIRE' });

    it("on another firm's listing, beside the listing brokerage", () => {
      render(<ListingDetails block={details('Kingsmere Fine Homes Realty Ltd., Brokerage')} />);
      expect(within(panel()).getByText('Kingsmere Fine Homes Realty Ltd., Brokerage')).toBeTruthy();
      expect(within(panel()).getByText('Presented by')).toBeTruthy();
      expect(panel().textContent).toContain('The Ashdown Group, Harbourline Realty Inc., Brokerage');
    });

    it("on the team's own listing, once, as the listing brokerage", () => {
      render(<ListingDetails block={details('Harbourline Realty Inc., Brokerage')} />);
      expect(within(panel()).getByText('Harbourline Realty Inc., Brokerage')).toBeTruthy();
      expect(within(panel()).queryByText('Presented by')).toBeNull();
    });
  });
});
