import { css } from '@emotion/react';
import { Picture } from '../../ui/media/Picture.tsx';
import { color, mq } from '../../ui/theme.ts';
import { cover } from '../../ui/styles.ts';
import type { GalleryImage, OpenPhoto } from './types.ts';

/** The thumbnail strip shows at most this many photos; the last one says how many more there are. */
export const MAX_THUMBNAILS = 6;

interface ThumbnailsProps {
  images: GalleryImage[];
  onOpen: OpenPhoto;
  /** The photo the carousel shows, marked as current. */
  activeIndex?: number;
}

/** Up to six thumbnails in a six-column grid, each opening the full-screen lightbox on its photo. */
export function Thumbnails({ images, onOpen, activeIndex }: ThumbnailsProps) {
  const shown = images.slice(0, MAX_THUMBNAILS);
  const hidden = images.length - shown.length;
  return (
    <ul role="list" css={grid} aria-label="Photos">
      {shown.map((image, i) => {
        const isLast = i === shown.length - 1;
        const more = isLast && hidden > 0 ? hidden : 0;
        return (
          <li key={image.src}>
            <button
              type="button"
              css={thumb}
              aria-current={activeIndex === i ? 'true' : undefined}
              // The name starts with the visible "+N", so a voice-control user can say what they see (WCAG 2.5.3).
              aria-label={
                more > 0
                  ? `+${more}: view all ${images.length} photos, from photo ${i + 1}: ${image.alt}`
                  : `View photo ${i + 1} of ${images.length}: ${image.alt}`
              }
              onClick={(event) => onOpen(i, event.currentTarget)}
            >
              {/* A sixth of the container (theme.ts maxWidth.content, less its gutters and five gaps),
                  which stops growing at 80rem: 12.75rem. */}
              <Picture
                image={image}
                sizes="(min-width: 960px) min(calc(15.6vw - 0.85rem), 12.75rem), calc((100vw - 4rem) / 6)"
                css={cover}
              />
              {more > 0 && (
                <span css={moreOverlay} aria-hidden="true">
                  +{more}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

const grid = css`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 6px;
  margin: 0;
  ${mq.sm} {
    gap: 0.75rem;
  }
`;

const thumb = css`
  position: relative;
  display: block;
  width: 100%;
  min-height: 44px;
  aspect-ratio: 1 / 1;
  padding: 0;
  border: 0;
  overflow: hidden;
  background: ${color.sand};
  ${mq.sm} {
    aspect-ratio: 4 / 3;
  }
  /* A strip rather than tiles on wide screens, so the listing's title and price stay on the first screen. */
  ${mq.lg} {
    aspect-ratio: 2 / 1;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    box-shadow: inset 0 0 0 2px transparent;
    transition: box-shadow 320ms;
  }
  &[aria-current='true']::after {
    box-shadow: inset 0 0 0 2px ${color.green};
  }
  ${mq.hover} {
    & img {
      transition: opacity 320ms;
    }
    &:hover img {
      opacity: 0.85;
    }
  }
`;

const moreOverlay = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(6, 14, 28, 0.6);
  color: ${color.white};
  font-size: clamp(0.875rem, 0.7rem + 0.8vw, 1.25rem);
  font-weight: 600;
  letter-spacing: 0.06em;
`;
