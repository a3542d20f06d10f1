import type { ListingCardData, SaleCardData } from '../../model/listingCard.ts';
import { ROOM_WORDS } from '../format.ts';
import { PropertyCard } from '../PropertyCard.tsx';
import { bodyCardGrid, bodyCardSizes } from './bodyCards.ts';

/** Homes named in an article's text, as the site's one property card draws them, compact. */
export function HomeCardList({ homes }: { homes: readonly (ListingCardData | SaleCardData)[] }) {
  return (
    <ul role="list" css={bodyCardGrid}>
      {homes.map((home) => (
        <PropertyCard
          key={home.slug}
          home={home}
          words={ROOM_WORDS}
          heading="p"
          compact
          sizes={bodyCardSizes(homes.length)}
        />
      ))}
    </ul>
  );
}
