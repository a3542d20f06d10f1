import { lazy } from 'react';
import type { ListingGalleryProps } from './block.ts';
import type * as GalleryModule from './Gallery.tsx';
import { GALLERY_SELECTOR, firstLoadWasGated, whenTouched } from './firstInteraction.ts';

// On a first load this suspends inside the block's Suspense boundary (src/site/PageView.tsx), so
// React leaves the server's HTML of the gallery as it is, undisturbed and working as plain HTML,
// until the visitor's first interaction; then the code arrives and React hydrates the same HTML.
const LazyGallery = lazy(() =>
  whenTouched()
    .then(() => import('./Gallery.tsx'))
    .then((m) => ({ default: m.Gallery })),
);

let preloaded: typeof GalleryModule | undefined;

/**
 * The island, ready to render (src/blocks/components.ts loads it so). A client-side navigation has
 * no server HTML to show meanwhile, and the new page renders once its blocks' code has loaded: the
 * gallery's code comes with the island then, so the page never shows an empty space where the
 * photos go. (Not a top-level await here: one in this chunk made Rolldown split the entry's own
 * modules into facades, 0.2 KB and three requests more on every page.) A navigation from a listing
 * whose gallery was never touched still has that gallery in the document while the next page
 * loads: the gate having run once tells the two apart.
 */
export async function loadListingGallery() {
  const firstLoad = document.querySelector(GALLERY_SELECTOR) && !firstLoadWasGated();
  if (!firstLoad) preloaded = await import('./Gallery.tsx');
  return ListingGallery;
}

/**
 * The listing gallery's island: all the browser fetches for it during a page's load. The gallery
 * itself (Gallery.tsx: carousel, thumbnails, lightbox) is rendered by the server and loads on the
 * first pointer, touch, focus or key on it (firstInteraction.ts).
 */
function ListingGallery(props: ListingGalleryProps) {
  return preloaded ? <preloaded.Gallery {...props} /> : <LazyGallery {...props} />;
}
