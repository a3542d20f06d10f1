import type { ComponentType } from 'react';
import type { BlockProps, InteractiveBlockType } from './registry.ts';

/**
 * The browser's map from block type to component: only the interactive blocks (`interactive:
 * true` in their definition), since a static block reaches the browser as HTML and never as
 * code (src/site/StaticBlock.tsx). Typed against the registry, so an interactive block without a
 * component, or a static block listed here, does not compile; serverComponents.ts adds the static
 * ones for the server renderer. Each component is its own chunk, loaded by the pages that show it.
 */
export const interactiveBlockLoaders = {
  buyingCosts: () => import('./buyingCosts/BuyingCosts.tsx').then((m) => m.BuyingCosts),
  favouritesList: () => import('./favouritesList/FavouritesList.tsx').then((m) => m.FavouritesList),
  contact: () => import('./contact/Contact.tsx').then((m) => m.Contact),
  listingGallery: () => import('./listingGallery/ListingGallery.tsx').then((m) => m.loadListingGallery()),
  listingGrid: () => import('./listingGrid/ListingGrid.tsx').then((m) => m.ListingGrid),
  unsubscribe: () => import('./unsubscribe/Unsubscribe.tsx').then((m) => m.Unsubscribe),
  videoHero: () => import('./videoHero/VideoHero.tsx').then((m) => m.VideoHero),
} satisfies { [K in InteractiveBlockType]: () => Promise<ComponentType<BlockProps<K>>> };
