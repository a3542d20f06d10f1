import { css } from '@emotion/react';
import { Component, type ReactNode, type Ref, Suspense, lazy, useCallback, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Picture } from '../../ui/media/Picture.tsx';
import { cover } from '../../ui/styles.ts';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { ChevronLeft, ChevronRight } from '../../ui/icons.tsx';
import { color, mq } from '../../ui/theme.ts';
import { counterBadge, roundButton, slideButton, stageFrame } from './galleryStyles.ts';
import type { GalleryImage, OpenPhoto } from './types.ts';
import { NEXT_PHOTO, PREVIOUS_PHOTO } from './heldPresses.ts';

// Swiper (26 KB gzipped, with its CSS) is fetched on the visitor's first interaction with the
// gallery, not during the page's load: most visits never swipe, and Lighthouse counts every
// script fetched while the page loads.
const Carousel = lazy(() => import('./Carousel.tsx').then((m) => ({ default: m.Carousel })));

/** If the carousel cannot load (offline, an old browser), the still photo stays and its arrows still step through the photos. */
class CarouselBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface StageProps {
  images: GalleryImage[];
  onOpen: OpenPhoto;
  /** The photo on show, held by the gallery so the thumbnails can mark it. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Set by the gallery's first interaction: render the Swiper carousel (its code loads then). */
  carouselWanted: boolean;
  wantCarousel: () => void;
}

/**
 * The main photo: pre-rendered as a still photo with its arrows and counter, the same frame the
 * carousel then fills, so nothing shifts when Swiper arrives. The arrows and counter stay mounted
 * across the swap (a keyboard user's focus on an arrow is kept); before Swiper has loaded they
 * step the still photo, and the carousel starts on the photo they reached.
 */
export function Stage({ images, onOpen, index, onIndexChange, carouselWanted, wantCarousel }: StageProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Whether the still photo had focus as it was replaced, so the carousel's slide takes it over.
  const stillHadFocus = useRef(false);
  const stillRef = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    return () => {
      stillHadFocus.current = document.activeElement === button;
    };
  }, []);

  const step = (by: 1 | -1) => {
    if (swiper) {
      if (by > 0) swiper.slideNext();
      else swiper.slidePrev();
      return;
    }
    // Rewinds at both ends, as the carousel does.
    onIndexChange((index + by + images.length) % images.length);
    wantCarousel();
  };

  const onReady = useCallback((instance: SwiperInstance) => {
    setSwiper(instance);
    if (stillHadFocus.current) instance.slides[instance.activeIndex]?.querySelector('button')?.focus();
  }, []);

  const still = (
    <StillPhoto
      image={images[index] ?? images[0]!}
      first={index === 0}
      onOpen={(element) => onOpen(index, element)}
      buttonRef={stillRef}
    />
  );

  return (
    <div css={stageFrame}>
      <CarouselBoundary fallback={still}>
        <Suspense fallback={still}>
          {carouselWanted ? (
            <Carousel
              images={images}
              initialIndex={index}
              onOpen={onOpen}
              onIndexChange={onIndexChange}
              onReady={onReady}
            />
          ) : (
            still
          )}
        </Suspense>
      </CarouselBoundary>
      <button type="button" css={[stageNav, prev]} onClick={() => step(-1)} aria-label={PREVIOUS_PHOTO}>
        <ChevronLeft size={26} />
      </button>
      <button type="button" css={[stageNav, next]} onClick={() => step(1)} aria-label={NEXT_PHOTO}>
        <ChevronRight size={26} />
      </button>
      <p css={counterBadge} aria-hidden="true">
        {index + 1} / {images.length}
      </p>
    </div>
  );
}

/** One photo in the stage's frame: the first at high priority, as the page's largest image. */
function StillPhoto({
  image,
  first,
  onOpen,
  buttonRef,
}: {
  image: GalleryImage;
  first: boolean;
  onOpen: (element: HTMLElement) => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={buttonRef} type="button" css={slideButton} onClick={(e) => onOpen(e.currentTarget)}>
      <Picture image={image} priority={first} shownOnDemand={!first} sizes={imageSizes.gallery} css={cover} />
      <span className="visually-hidden">, view full screen</span>
    </button>
  );
}

const stageNav = css`
  ${roundButton};
  position: absolute;
  top: 50%;
  z-index: 2;
  margin-top: -26px;
  background: rgba(255, 255, 255, 0.88);
  color: ${color.navy};
  box-shadow: 0 8px 24px -12px rgba(6, 14, 28, 0.5);
  --focus-color: ${color.white};
  ${mq.hover} {
    &:hover {
      background: ${color.white};
    }
  }
`;

const prev = css`
  left: 1rem;
`;

const next = css`
  right: 1rem;
`;
