import type { SimilarListingsProps } from './block.ts';
import { ListingCards } from '../../ui/ListingCards.tsx';
import { HeadedSection } from '../../ui/blockParts/HeadedSection.tsx';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';

/** One such band on a listing's page; the print stylesheet leaves it off the brochure by this id (src/ui/print.css). */
const SIMILAR_HOMES_ID = 'similar-homes';

/** SIMILAR HOMES at the foot of a listing: the cards of /listings, chosen at build (chooseSimilar.ts). */
export function SimilarListings({ block }: SimilarListingsProps) {
  // The only home of its offer on the site has none like it: no empty band.
  if (!block.items.length) return null;
  return (
    <HeadedSection headingId={SIMILAR_HOMES_ID} title={block.heading} ground={ivoryGround} align="start">
      <ListingCards
        items={block.items}
        bedroomsLabel={block.bedroomsLabel}
        bathroomsLabel={block.bathroomsLabel}
        heading="h3"
      />
    </HeadedSection>
  );
}
