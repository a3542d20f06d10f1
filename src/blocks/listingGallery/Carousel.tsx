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
import { slideButton } from './galleryStyles.ts';
import type { GalleryImage, OpenPhoto } from './types.ts';

interface CarouselProps {
  images: GalleryImage[];
  /** The photo the still stage showed when the carousel was asked for (its arrows may have moved on). */
  initialIndex: number;
  onOpen: OpenPhoto;
  onIndexChange: (index: number) => void;
  /** Hands the Swiper instance to the stage, whose arrows and counter stay outside the carousel. */
  onReady: (swiper: SwiperInstance) => void;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The Swiper carousel of a listing's photos, filling the stage's frame. Fetched on the first
 * interaction with the gallery (Stage.tsx), in the browser only, so Swiper's code and CSS never
 * travel in a page's load.
 */
export function Carousel({ images, initialIndex, onOpen, onIndexChange, onReady }: CarouselProps) {
  const [speed] = useState(() => (prefersReducedMotion() ? 0 : 650));
  return (
    <Swiper
      modules={[A11y]}
      rewind
      roundLengths
      speed={speed}
      slidesPerView={1}
      initialSlide={initialIndex}
      grabCursor
      a11y={{
        containerRoleDescriptionMessage: 'carousel',
        itemRoleDescriptionMessage: 'slide',
        slideLabelMessage: '{{index}} / {{slidesLength}}',
      }}
      onSwiper={onReady}
      onSlideChange={(s) => onIndexChange(s.activeIndex)}
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
  );
}

const swiperStyle = css`
  width: 100%;
  height: 100%;
  & .swiper-slide {
    height: 100%;
  }
`;
