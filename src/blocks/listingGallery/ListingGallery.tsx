import { lazy } from 'react';
import type { ListingGalleryProps } from './block.ts';
import type * as GalleryModule from './Gallery.tsx';
import { whenTouched } from './firstInteraction.ts';

// On a first load this suspends inside the block's Suspense boundary (src/site/PageView.tsx), so
// React leaves the server's HTML of the gallery as it is, undisturbed and working as plain HTML,
// until the visitor's first interaction; then the code arrives and React hydrates the same HTML.
const LazyGallery = lazy(() =>
  whenTouched()
    .then(() => import('./Gallery.tsx'))
    .then((m) => ({ default: m.Gallery })),
);

// A client-side navigation has no server HTML to show meanwhile: the page renders once its blocks'
// code has loaded (src/site/blockComponents.ts), and this island is only loaded whole when the
// gallery comes with it, so the new page never shows an empty space where the photos go.
const arrivedByNavigation = typeof document !== 'undefined' && !document.querySelector('[data-listing-gallery]');
const preloaded: typeof GalleryModule | undefined = arrivedByNavigation ? await import('./Gallery.tsx') : undefined;

/**
 * The listing gallery's island: all the browser fetches for it during a page's load. The gallery
 * itself (Gallery.tsx: carousel, thumbnails, lightbox) is rendered by the server and loads on the
 * first pointer, touch, focus or key on it (firstInteraction.ts).
 */
export function ListingGallery(props: ListingGalleryProps) {
  return preloaded ? <preloaded.Gallery {...props} /> : <LazyGallery {...props} />;
}
