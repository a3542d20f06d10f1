import { lazy } from 'react';
import type { ListingGalleryProps } from './block.ts';
import { whenTouched } from './firstInteraction.ts';

// On a first load this suspends inside the block's Suspense boundary (src/site/PageView.tsx), so
// React leaves the server's HTML of the gallery as it is, undisturbed and working as plain HTML,
// until the visitor's first interaction; then the code arrives and React hydrates the same HTML.
const Gallery = lazy(() =>
  whenTouched()
    .then(() => import('./Gallery.tsx'))
    .then((m) => ({ default: m.Gallery })),
);

/**
 * The listing gallery's island: all the browser fetches for it during a page's load. The gallery
 * itself (Gallery.tsx: carousel, thumbnails, lightbox) is rendered by the server and loads on the
 * first pointer, touch, focus or key on it (firstInteraction.ts).
 */
export function ListingGallery(props: ListingGalleryProps) {
  return <Gallery {...props} />;
}
