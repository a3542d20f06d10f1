// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Gallery as ListingGallery } from '../../src/blocks/listingGallery/Gallery.tsx';
import { useLightbox } from '../../src/ui/lightbox/lightboxState.ts';
import { photos, stubReducedMotion } from './fixtures.ts';

// The gallery loads its carousel (on the first interaction) and lightbox (on first opening) lazily. Their first import is Vite transforming
// Swiper, which on a busy machine took longer than testing-library's one-second wait (the slides
// were not there yet): load them once here, so the tests wait for React, not the transformer.
beforeAll(async () => {
  await Promise.all([
    import('../../src/blocks/listingGallery/Carousel.tsx'),
    import('../../src/ui/lightbox/Lightbox.tsx'),
  ]);
});

afterEach(() => {
  cleanup();
  act(() => useLightbox.getState().close());
});

describe('ListingGallery', () => {
  it('shows at most six thumbnails in its strip and opens the lightbox from one', async () => {
    stubReducedMotion(false);
    render(<ListingGallery block={{ type: 'listingGallery', title: 'Old Forest Hill', images: photos(7) }} />);
    const strip = screen.getByRole('list', { name: 'Photos' });
    const thumbs = within(strip).getAllByRole('button');
    expect(thumbs).toHaveLength(6);
    fireEvent.click(thumbs[2]!);
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Old Forest Hill' });
    expect(within(dialog).getByText('3 / 7')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbs[2]);
  });

  it("fetches the first slide at high priority, later slides at the browser's own (raised once swiped to), thumbnails at low", async () => {
    render(<ListingGallery block={{ type: 'listingGallery', title: 'Old Forest Hill', images: photos(3) }} />);
    const slides = () => [...document.querySelectorAll('.swiper-slide img')];
    // The still photo is the only one until the first interaction fetches the carousel.
    expect(slides()).toHaveLength(0);
    expect(
      screen
        .getByRole('button', { name: /view full screen/ })
        .querySelector('img')!
        .getAttribute('fetchpriority'),
    ).toBe('high');
    fireEvent.pointerOver(screen.getByRole('region', { name: 'Photos of Old Forest Hill' }));
    await waitFor(() => expect(slides()).toHaveLength(3));
    expect(slides().map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    const thumbnails = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('img');
    expect(thumbnails.map((img) => img.getAttribute('fetchpriority'))).toEqual(['low', 'low', 'low']);
  });

  it('shows a single photo as a hero image without thumbnails', () => {
    render(<ListingGallery block={{ type: 'listingGallery', title: '455 William Street', images: photos(1) }} />);
    expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    const img = screen.getByRole('img', { name: 'Photo number 1' });
    expect(img.getAttribute('loading')).toBe('eager');
  });
});
