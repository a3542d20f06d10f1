import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { MemberHomesProps } from './block.ts';
import { ListingCards } from '../../ui/ListingCards.tsx';
import { ROOM_WORDS } from '../../ui/format.ts';
import { HeadedSection } from '../../ui/blockParts/HeadedSection.tsx';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';
import { paperGround } from '../../ui/blockParts/grounds/paperGround.ts';
import { button } from '../../ui/buttons.ts';

/** A member's homes on their profile: current listings, then recent sales, each with the one card. Static. */
const { bedrooms: bedroomsLabel, bathrooms: bathroomsLabel } = ROOM_WORDS;

/** The way on to every listing when the member has more than the block shows, as under the featured homes. */
const more = css`
  display: flex;
  justify-content: center;
  margin-top: clamp(2rem, 1.5rem + 2vw, 3rem);
`;

export function MemberHomes({ block }: MemberHomesProps) {
  const listingsId = useId();
  const salesId = useId();
  return (
    <>
      {block.listings.length > 0 && (
        <HeadedSection headingId={listingsId} title={block.listingsHeading} ground={ivoryGround}>
          <ListingCards
            items={block.listings}
            bedroomsLabel={bedroomsLabel}
            bathroomsLabel={bathroomsLabel}
            heading="h3"
          />
          {block.listingsTotal > block.listings.length && (
            <p css={more}>
              <Link href="/listings" css={button.outline}>
                See all {block.listingsTotal.toLocaleString('en-CA')} listings
              </Link>
            </p>
          )}
        </HeadedSection>
      )}
      {block.sales.length > 0 && (
        <HeadedSection headingId={salesId} title={block.salesHeading} ground={paperGround}>
          <ListingCards
            items={block.sales}
            bedroomsLabel={bedroomsLabel}
            bathroomsLabel={bathroomsLabel}
            soldLabel="Sold"
            heading="h3"
          />
        </HeadedSection>
      )}
    </>
  );
}
