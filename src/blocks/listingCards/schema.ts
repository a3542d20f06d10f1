import { articleCards } from '../../model/article.ts';

export const ListingCardsBlock = articleCards('listingCards', 'listings');
