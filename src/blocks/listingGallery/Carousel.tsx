import 'swiper/css';
import 'swiper/css/a11y';
import { css } from '@emotion/react';
import { useState } from 'react';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Picture } from '../../ui/media/Picture.tsx';
import { cover } from '../../ui/styles.ts';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { ChevronLeft, ChevronRight } from '../../ui/icons.tsx';
import { color, mq } from '../../ui/theme.ts';
import { counterBadge, roundButton, slideButton, stageFrame } from './galleryStyles.ts';
import type { GalleryImage, OpenPhoto } from './types.ts';

interface CarouselProps {
  images: GalleryImage[];
  onOpen: OpenPhoto;
  onIndexChange: (index: number) => void;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The Swiper carousel of a listing's photos. Loaded on demand in the browser only, so Swiper's
 * code and CSS ship with listing pages and never with the rest of the site.
 */
export function Carousel({ images, onOpen, onIndexChange }: CarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [speed] = useState(() => (prefersReducedMotion() ? 0 : 650));

  return (
    <div css={stageFrame}>
      <Swiper
        modules={[A11y]}
        rewind
        roundLengths
        speed={speed}
        slidesPerView={1}
        grabCursor
        a11y={{ containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'slide', slideLabelMessage: '{{index}} / {{slidesLength}}' }}
        onSwiper={setSwiper}
        onSlideChange={(s) => {
          setIndex(s.activeIndex);
          onIndexChange(s.activeIndex);
        }}
        css={swiperStyle}
      >
        {images.map((image, i) => (
          <SwiperSlide key={image.src}>
            <button type="button" css={slideButton} onClick={(e) => onOpen(i, e.currentTarget)}>
              <Picture image={image} priority={i === 0} shownOnDemand sizes={imageSizes.gallery} css={cover} />
              <span className="visually-hidden">, view full screen</span>
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" css={[stageNav, prev]} onClick={() => swiper?.slidePrev()} aria-label="Previous photo" disabled={!swiper}>
        <ChevronLeft size={26} />
      </button>
      <button type="button" css={[stageNav, next]} onClick={() => swiper?.slideNext()} aria-label="Next photo" disabled={!swiper}>
        <ChevronRight size={26} />
      </button>
      <p css={counterBadge} aria-hidden="true">
        {index + 1} / {images.length}
      </p>
    </div>
  );
}

const swiperStyle = css`
  width: 100%;
  height: 100%;
  & .swiper-slide {
    height: 100%;
  }
`;

// Here rather than in galleryStyles.ts: only the carousel draws it, and that module travels in the
// listing page's first load.
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
