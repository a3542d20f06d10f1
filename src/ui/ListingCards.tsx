import type { ListingCardData } from '../model/listingCard.ts';
import { breakpoint } from './theme.ts';
import { imageSizes } from './media/imageSizes.ts';
import { balancedGrid } from './balancedGrid.ts';
import { PropertyCard, type PropertyCardData } from './PropertyCard.tsx';

export type ListingCard = ListingCardData;

/** A column of the grid below in the wide container of /listings (96rem): four, three, two or one across. */
const COLUMN_SIZES = `(min-width: ${breakpoint.lg}px) min(23vw, 22.5rem), (min-width: 830px) 31vw, (min-width: 550px) 46vw, ${imageSizes.insideGutters}`;

/**
 * Cards of homes in a grid, each the one PropertyCard: a page of the list, what a search found
 * (listingGrid), the homes like a listing (similarListings), the visitor's favourites, the home
 * page's featured homes, a member's homes. `heading` is the level of each card's address: h2
 * where the cards are the page's content, h3 under a section's own heading. A grid of fewer homes
 * than its columns is centred (balancedGrid).
 */
export function ListingCards({
  items,
  bedroomsLabel,
  bathroomsLabel,
  heading = 'h2',
  soldLabel,
}: {
  items: readonly PropertyCardData[];
  bedroomsLabel: string;
  bathroomsLabel: string;
  heading?: 'h2' | 'h3';
  soldLabel?: string;
}) {
  const grid = balancedGrid({
    count: items.length,
    min: '15rem',
    maxColumns: 4,
    rowGap: 'clamp(2rem, 1.5rem + 2vw, 3rem)',
    columnGap: 'clamp(1.25rem, 1rem + 1vw, 2rem)',
  });
  const words = { bedrooms: bedroomsLabel, bathrooms: bathroomsLabel };
  return (
    <div css={grid.frame}>
      <ul role="list" css={grid.list}>
        {items.map((item) => (
          <PropertyCard
            key={item.slug}
            home={item}
            words={words}
            sizes={grid.photoSizes(COLUMN_SIZES)}
            heading={heading}
            {...(soldLabel ? { soldLabel } : {})}
          />
        ))}
      </ul>
    </div>
  );
}
