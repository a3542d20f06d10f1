import { css } from '@emotion/react';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
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
import { galleryHydrated, held } from './firstInteraction.ts';
import { readHeldPresses } from './heldPresses.ts';
import type { OpenPhoto } from './types.ts';
// The full-screen viewer comes with the gallery's code, not a round trip after the first press:
// that press (often the very one that fetched the gallery) opens it as soon as the gallery hydrates.
import { Lightbox } from '../../ui/lightbox/Lightbox.tsx';

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
  // Listened to natively: these only signal interest, each control handles its own action. Not
  // while a lightbox covers the stage: what reaches it then is React replaying the hover and focus
  // that came before hydration, as the press that hydrated it opened a photo (below).
  useEffect(() => {
    const element = section.current;
    if (!element || carouselWanted) return;
    const types = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
    const interested = () => useLightbox.getState().owner === null && wantCarousel();
    types.forEach((type) => element.addEventListener(type, interested, { passive: true }));
    return () => types.forEach((type) => element.removeEventListener(type, interested));
  }, [carouselWanted, wantCarousel]);

  const open = useCallback<OpenPhoto>(
    (index, element) => {
      opener.current = element;
      openAt(index, images.length);
    },
    [openAt, images.length],
  );

  // Hydrated by the visitor's first interaction (ListingGallery.tsx): do what the clicks held back
  // while the code loaded asked for (the tap that fetched it included), then fetch the carousel.
  // A photo opened leaves the carousel until the visitor is back (focus returning to the photo
  // fetches it): Swiper (26 KB) would compete with the lightbox's first frame for network and CPU.
  useEffect(() => {
    if (!galleryHydrated() || !section.current) return;
    const presses = readHeldPresses(held.splice(0), section.current, images.length);
    setActive(presses.index);
    if (presses.open) open(presses.open.index, presses.open.opener);
    else wantCarousel();
  }, [wantCarousel, open, images.length]);

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
      {everOpened && <Lightbox images={images} title={title} onClosed={returnFocus} />}
    </section>
  );
}

const root = css`
  padding-top: clamp(1rem, 0.5rem + 1.5vw, 2rem);
  background: ${color.ivory};
`;

const inner = css`
  width: 100%;
  max-width: calc(${maxWidth.content} + 2 * ${gutter});
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
