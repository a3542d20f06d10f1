import type { Authored } from '../../model/defineBlock.ts';
import { listDataUrl } from '../../model/defineBlock.ts';
import { type ListingCardData, listingCardsOf } from '../../model/listingCard.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import type { FavouritesListBlock } from './schema.ts';

/**
 * What /favourites fetches when it opens: the card of every listing that has a page (in the grid
 * or not), and the slugs of the homes since sold (a listing marked sold becomes a sale under the
 * same slug), so a favourite that sold says "Sold" and one withdrawn "No longer available".
 */
export interface FavouritesData {
  homes: ListingCardData[];
  sold: string[];
}

export const favouritesData = (ctx: ResolveContext): FavouritesData => ({
  homes: listingCardsOf(ctx.all('listings'), ctx),
  sold: ctx.all('sales').map((s) => s.slug),
});

// The empty page's link goes where the hearts are: the listings (the listingGrid block's page).
export const resolveFavouritesList = (b: Authored<typeof FavouritesListBlock>) => ({
  ...b,
  dataUrl: listDataUrl('favourites'),
  browseHref: '/listings',
});
