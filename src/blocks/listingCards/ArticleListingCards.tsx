import type { ListingCardsProps } from './block.ts';
import { HomeCardList } from '../../ui/journal/HomeCardList.tsx';

/** Listings named in an article, as property cards (a sold one as its sale). */
export function ArticleListingCards({ block }: ListingCardsProps) {
  return <HomeCardList homes={block.homes} />;
}
