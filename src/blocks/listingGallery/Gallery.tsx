import { css } from '@emotion/react';
import { Suspense, lazy, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ListingGalleryProps } from './block.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { cover } from '../../ui/styles.ts';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { useLightbox } from '../../ui/lightbox/lightboxState.ts';
import { color, gutter, maxWidth } from '../../ui/theme.ts';
import { Expand } from '../../ui/icons.tsx';
import { stageFrame } from './galleryStyles.ts';
import { Stage } from './Stage.tsx';
import { Thumbnails } from './Thumbnails.tsx';
import { galleryHydrated } from './firstInteraction.ts';
import type { OpenPhoto } from './types.ts';

// The full-screen viewer is fetched the first time a photo is opened: most visits never open it.
const Lightbox = lazy(() => import('../../ui/lightbox/Lightbox.tsx').then((m) => ({ default: m.Lightbox })));

/**
 * A listing's photos: a carousel with up to six thumbnails beneath, both opening a full-screen
 * lightbox. A listing with a single photo shows it as a hero image.
 */
export function Gallery({ block }: ListingGalleryProps) {
  const { images, title } = block;
  const openAt = useLightbox((s) => s.openAt);
  const opened = useLightbox((s) => s.owner === 'photos');
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);
  const opener = useRef<HTMLElement | null>(null);
  const [active, setActive] = useState(0);
  const [carouselWanted, setCarouselWanted] = useState(false);
  // A transition, so the still photo stays on screen (and keeps focus) until Swiper has arrived.
  const wantCarousel = useCallback(() => startTransition(() => setCarouselWanted(true)), []);
  const section = useRef<HTMLElement>(null);

  // The first interaction of any kind with the gallery (pointer, touch, focus, key) fetches the
  // carousel, in time for the swipe or arrow that usually follows; a page's load fetches nothing.
  // Listened to natively: these only signal interest, each control handles its own action.
  useEffect(() => {
    const element = section.current;
    if (!element || carouselWanted) return;
    const types = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
    types.forEach((type) => element.addEventListener(type, wantCarousel, { passive: true }));
    return () => types.forEach((type) => element.removeEventListener(type, wantCarousel));
  }, [carouselWanted, wantCarousel]);

  // Hydrated by the visitor's first interaction (ListingGallery.tsx): that interaction is over, so
  // fetch the carousel now, and replay the click it held back (a tap on an arrow or a thumbnail).
  useEffect(() => {
    if (galleryHydrated()) wantCarousel();
  }, [wantCarousel]);

  const open = useCallback<OpenPhoto>(
    (index, element) => {
      opener.current = element;
      openAt(index, images.length);
    },
    [openAt, images.length],
  );
  const returnFocus = useCallback(() => opener.current?.focus(), []);

  if (images.length === 1) {
    return (
      <section css={root} aria-label={`Photo of ${title}`} data-listing-gallery="">
        <div css={inner}>
          <div css={stageFrame}>
            <Picture image={images[0]!} priority sizes={imageSizes.gallery} css={cover} />
          </div>
        </div>
      </section>
    );
  }

  return (
    <section ref={section} css={root} aria-label={`Photos of ${title}`} data-listing-gallery="">
      <div css={inner}>
        <Stage
          images={images}
          onOpen={open}
          index={active}
          onIndexChange={setActive}
          carouselWanted={carouselWanted}
          wantCarousel={wantCarousel}
        />
        <div css={thumbRow}>
          <Thumbnails images={images} onOpen={open} activeIndex={active} />
          <p css={hint} aria-hidden="true">
            <Expand size={16} /> {images.length} photos
          </p>
        </div>
      </div>
      {everOpened && (
        <Suspense fallback={null}>
          <Lightbox images={images} title={title} onClosed={returnFocus} />
        </Suspense>
      )}
    </section>
  );
}

const root = css`
  padding-top: clamp(1rem, 0.5rem + 1.5vw, 2rem);
  background: ${color.ivory};
`;

const inner = css`
  width: 100%;
  max-width: calc(${maxWidth.wide} + 2 * ${gutter});
  margin-inline: auto;
  padding-inline: ${gutter};
`;

const thumbRow = css`
  display: grid;
  gap: 0.75rem;
  margin-top: 0.75rem;
`;

const hint = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  justify-self: end;
  font-size: 0.8125rem;
  letter-spacing: 0.08em;
  color: ${color.inkMuted};
`;
