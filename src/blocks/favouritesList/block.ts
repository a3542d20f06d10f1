import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { favouritesData, resolveFavouritesList } from './resolve.ts';
import { FavouritesListBlock } from './schema.ts';

export const favouritesListBlock = defineBlock({
  schema: FavouritesListBlock,
  places: ['pageBody'],
  interactive: true,
  resolve: resolveFavouritesList,
  // Written once per build, fetched when /favourites opens: the saved homes are known only in the browser.
  dataFiles: (_block, ctx) => ({ favourites: favouritesData(ctx) }),
});

/** What the favouritesList block's component takes; imported type-only, so the component reaches no other block. */
export type FavouritesListProps = PropsOf<typeof favouritesListBlock>;
