import { css, keyframes } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLightbox } from './lightboxState.ts';
import { color, fontSize, gutter, mq, zIndex } from '../../ui/theme.ts';
import { focusableWithin, trapTab, useScrollLock } from '../../ui/focus.ts';
import { ChevronLeft, ChevronRight, Close } from '../../ui/icons.tsx';
import { roundButton } from './galleryStyles.ts';
import type { GalleryImage } from './types.ts';

export const CLOSE_LABEL = 'Close';
export const PREVIOUS_LABEL = 'Previous photo';
export const NEXT_LABEL = 'Next photo';

interface LightboxProps {
  images: GalleryImage[];
  /** Names the dialog, e.g. the listing's title. */
  title: string;
  /** Called after closing, to return focus to whatever opened the lightbox. */
  onClosed?: () => void;
}

/** A swipe shorter than this (px) is taken as a tap. */
const SWIPE_DISTANCE = 50;

/**
 * The full-screen photo viewer. Its state (which photo, if any) lives in the lightbox store;
 * it keeps focus inside while open, answers Escape and the arrow keys, and wraps around at both ends.
 */
export function Lightbox({ images, title, onClosed }: LightboxProps) {
  const { index, count, close, next, previous } = useLightbox();
  const open = index !== null;
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const swipeStart = useRef<number | null>(null);

  useScrollLock(open);

  useEffect(() => {
    if (open && !wasOpen.current) closeRef.current?.focus();
    if (!open && wasOpen.current) onClosed?.();
    wasOpen.current = open;
  }, [open, onClosed]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      } else if (dialogRef.current) {
        trapTab(event, focusableWithin(dialogRef.current));
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, next, previous]);

  if (index === null || typeof document === 'undefined') return null;
  const image = images[index];
  if (!image) return null;
  const total = count || images.length;

  return createPortal(
    <div ref={dialogRef} role="dialog" aria-modal="true" aria-label={`Photos of ${title}`} css={root}>
      <div css={topBar}>
        <p css={counter} aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">Photo </span>
          <span data-testid="lightbox-counter">{`${index + 1} / ${total}`}</span>
        </p>
        <button ref={closeRef} type="button" css={iconButton} onClick={close} aria-label={CLOSE_LABEL}>
          <Close size={28} />
        </button>
      </div>

      <figure
        css={stage}
        onPointerDown={(e) => {
          swipeStart.current = e.clientX;
        }}
        onPointerUp={(e) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null) return;
          const dx = e.clientX - start;
          if (dx <= -SWIPE_DISTANCE) next();
          else if (dx >= SWIPE_DISTANCE) previous();
        }}
      >
        {/* The full-size photo; loaded on demand, not through Picture's lazy loading, since it is on screen at once. */}
        <img key={image.src} src={image.src} alt={image.alt} width={image.width} height={image.height} css={photo} decoding="async" draggable={false} />
        <figcaption css={caption}>{image.alt}</figcaption>
      </figure>

      {total > 1 && (
        <>
          <button type="button" css={[iconButton, navButton, prevPosition]} onClick={previous} aria-label={PREVIOUS_LABEL}>
            <ChevronLeft size={30} />
          </button>
          <button type="button" css={[iconButton, navButton, nextPosition]} onClick={next} aria-label={NEXT_LABEL}>
            <ChevronRight size={30} />
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const root = css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.lightbox};
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  background: #050b15;
  color: ${color.white};
  --focus-color: ${color.white};
  animation: ${fadeIn} 320ms ease both;
  touch-action: pan-y;
`;

const topBar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem ${gutter};
`;

const counter = css`
  font-size: ${fontSize.small};
  letter-spacing: 0.16em;
  font-variant-numeric: tabular-nums;
  color: ${color.onDarkSoft};
`;

const iconButton = css`
  ${roundButton};
  background: transparent;
  color: ${color.white};
  ${mq.hover} {
    &:hover {
      background: rgba(255, 255, 255, 0.12);
    }
  }
`;

const navButton = css`
  position: absolute;
  bottom: 1rem;
  background: rgba(255, 255, 255, 0.08);
  ${mq.md} {
    top: 50%;
    bottom: auto;
    transform: translateY(-50%);
    width: 60px;
    height: 60px;
  }
`;

const prevPosition = css`
  left: ${gutter};
`;

const nextPosition = css`
  right: ${gutter};
`;

const stage = css`
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto;
  justify-items: center;
  align-items: center;
  gap: 1rem;
  min-height: 0;
  margin: 0;
  padding: 0 ${gutter} 5.5rem;
  -webkit-user-select: none;
  user-select: none;
  ${mq.md} {
    padding: 0 calc(${gutter} + 76px) 2rem;
  }
`;

const photo = css`
  width: auto;
  height: auto;
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
  animation: ${fadeIn} 420ms ease both;
`;

const caption = css`
  max-width: 60ch;
  text-align: center;
  font-size: ${fontSize.small};
  color: ${color.onDarkSoft};
`;
