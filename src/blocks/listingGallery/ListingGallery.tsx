import { css } from '@emotion/react';
import { Component, type ReactNode, Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../blockProps.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { cover } from '../../ui/styles.ts';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { useLightbox } from './lightboxState.ts';
import { color, gutter, maxWidth } from '../../ui/theme.ts';
import { Expand } from '../../ui/icons.tsx';
import { counterBadge, slideButton, stageFrame } from './galleryStyles.ts';
import { Thumbnails } from './Thumbnails.tsx';
import type { GalleryImage, OpenPhoto } from './types.ts';

// Swiper and its CSS are fetched only once a listing page is running in the browser.
const Carousel = lazy(() => import('./Carousel.tsx').then((m) => ({ default: m.Carousel })));
// The full-screen viewer is fetched the first time a photo is opened: most visits never open it.
const Lightbox = lazy(() => import('./Lightbox.tsx').then((m) => ({ default: m.Lightbox })));

/** If the carousel cannot load (offline, an old browser), the still photo stays and the gallery still works. */
class CarouselBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The first photo as rendered on the server and until the carousel has loaded: same frame, so nothing shifts. */
function StillPhoto({ images, onOpen }: { images: GalleryImage[]; onOpen: OpenPhoto }) {
  const first = images[0]!;
  return (
    <div css={stageFrame}>
      <button type="button" css={slideButton} onClick={(e) => onOpen(0, e.currentTarget)}>
        <Picture image={first} priority sizes={imageSizes.gallery} css={cover} />
        <span className="visually-hidden">, view full screen</span>
      </button>
      <p css={counterBadge} aria-hidden="true">
        1 / {images.length}
      </p>
    </div>
  );
}

/**
 * A listing's photos: a carousel with up to six thumbnails beneath, both opening a full-screen
 * lightbox. A listing with a single photo shows it as a hero image.
 */
export function ListingGallery({ block }: BlockProps<'listingGallery'>) {
  const { images, title } = block;
  const openAt = useLightbox((s) => s.openAt);
  const opened = useLightbox((s) => s.index !== null);
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);
  const opener = useRef<HTMLElement | null>(null);
  const [active, setActive] = useState(0);
  const [enhanced, setEnhanced] = useState(false);

  // eslint-disable-next-line react-hooks/set-state-in-effect -- set once after hydration, so the server's HTML and the first client render agree
  useEffect(() => setEnhanced(true), []);

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
      <section css={root} aria-label={`Photo of ${title}`}>
        <div css={inner}>
          <div css={stageFrame}>
            <Picture image={images[0]!} priority sizes={imageSizes.gallery} css={cover} />
          </div>
        </div>
      </section>
    );
  }

  const still = <StillPhoto images={images} onOpen={open} />;

  return (
    <section css={root} aria-label={`Photos of ${title}`}>
      <div css={inner}>
        {enhanced ? (
          <CarouselBoundary fallback={still}>
            <Suspense fallback={still}>
              <Carousel images={images} onOpen={open} onIndexChange={setActive} />
            </Suspense>
          </CarouselBoundary>
        ) : (
          still
        )}
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
