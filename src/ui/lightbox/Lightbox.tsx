import { css, keyframes } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLightbox } from './lightboxState.ts';
import { color, fontSize, gutter, mq, zIndex } from '../theme.ts';
import { focusableWithin, trapTab, useScrollLock } from '../focus.ts';
import { ChevronLeft, ChevronRight, Close } from '../icons.tsx';
import { roundButton } from './roundButton.ts';
import { useZoom } from './useZoom.ts';
import { ZoomControls } from './ZoomControls.tsx';

export const CLOSE_LABEL = 'Close';

/** An image the lightbox shows: its own size, and a label (a plan's level) announced with its number. */
export interface LightboxImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  label?: string;
  /** A photo's variants by width (the build's WebP, or the listings feed's sizes). */
  sources?: { webp: string };
  srcset?: string;
}

interface LightboxProps {
  images: LightboxImage[];
  /** Names the dialog, e.g. the listing's title. */
  title: string;
  /** Called after closing, to return focus to whatever opened the lightbox. */
  onClosed?: () => void;
  /** The set this lightbox shows (lightboxState.ts): it opens only when its owner's set is opened. */
  owner?: string;
  /** What one image is called, announced with its number ("Photo 2 / 7", "Plan 1 / 3"). */
  noun?: string;
  /** Zoom buttons, keys (+, −, 0), double tap, pinch and pan: for plans, whose lettering is small. */
  zoomable?: boolean;
}

/** A swipe shorter than this (px) is taken as a tap. */
const SWIPE_DISTANCE = 50;

/**
 * The full-screen viewer of a listing's photos and of its floor plans. Its state (which set and
 * image, if any) lives in the lightbox store; it keeps focus inside while open, answers Escape and
 * the arrow keys, and wraps around at both ends. A zoomable one adds zoom and pan.
 */
export function Lightbox({
  images,
  title,
  onClosed,
  owner = 'photos',
  noun = 'Photo',
  zoomable = false,
}: LightboxProps) {
  const { index: storeIndex, count, owner: openOwner, close, next, previous } = useLightbox();
  const index = openOwner === owner ? storeIndex : null;
  const open = index !== null;
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const wasOpen = useRef(false);
  const swipeStart = useRef<number | null>(null);
  const image = index === null ? undefined : images[index];
  const zoom = useZoom(imageRef, image?.src ?? '');
  const { zoomIn, zoomOut, reset } = zoom;

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
      } else if (zoomable && (event.key === '+' || event.key === '=')) {
        event.preventDefault();
        zoomIn();
      } else if (zoomable && (event.key === '-' || event.key === '−')) {
        event.preventDefault();
        zoomOut();
      } else if (zoomable && event.key === '0') {
        event.preventDefault();
        reset();
      } else if (dialogRef.current) {
        trapTab(event, focusableWithin(dialogRef.current));
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, next, previous, zoomable, zoomIn, zoomOut, reset]);

  if (index === null || typeof document === 'undefined') return null;
  if (!image) return null;
  const total = count || images.length;

  return createPortal(
    <div ref={dialogRef} role="dialog" aria-modal="true" aria-label={`${noun}s of ${title}`} css={root}>
      <div css={topBar}>
        <p css={counter} aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">{noun} </span>
          <span data-testid="lightbox-counter">{`${index + 1} / ${total}`}</span>
          {image.label && <span className="visually-hidden">{`: ${image.label}`}</span>}
        </p>
        {zoomable && <ZoomControls scale={zoom.scale} onZoomIn={zoomIn} onZoomOut={zoomOut} onReset={reset} />}
        <button ref={closeRef} type="button" css={iconButton} onClick={close} aria-label={CLOSE_LABEL}>
          <Close size={28} />
        </button>
      </div>

      <figure
        css={[stage, zoomable && zoomStage]}
        onPointerDown={(e) => {
          swipeStart.current = e.clientX;
          if (zoomable) zoom.handlers.onPointerDown(e);
        }}
        onPointerMove={zoomable ? zoom.handlers.onPointerMove : undefined}
        onPointerCancel={zoomable ? zoom.handlers.onPointerCancel : undefined}
        onPointerUp={(e) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          // Zoomed, a drag pans the image; only at full view does a swipe turn to the next one.
          const zoomed = zoomable && zoom.scale > 1;
          if (zoomable && zoom.handlers.onPointerUp(e)) return;
          if (start === null || zoomed) return;
          const dx = e.clientX - start;
          if (dx <= -SWIPE_DISTANCE) next();
          else if (dx >= SWIPE_DISTANCE) previous();
        }}
      >
        {/* The full-size image, on demand (on screen at once: not Picture's lazy loading), at the screen's
            width: a phone gets a WebP, not the 2400 px original. One <img>, as the stage lays it out. */}
        <img
          ref={imageRef}
          key={image.src}
          src={image.src}
          srcSet={image.sources?.webp ?? image.srcset}
          sizes={image.sources || image.srcset ? '100vw' : undefined}
          alt={image.alt}
          width={image.width}
          height={image.height}
          css={[photo, zoomable && zoomablePhoto]}
          style={
            zoomable
              ? {
                  transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`,
                  cursor: zoom.scale > 1 ? 'grab' : 'zoom-in',
                }
              : undefined
          }
          decoding="async"
          draggable={false}
        />
        <figcaption css={caption}>{image.alt}</figcaption>
      </figure>

      {total > 1 && (
        <>
          <button
            type="button"
            css={[iconButton, navButton, prevPosition]}
            onClick={previous}
            aria-label={`Previous ${noun.toLowerCase()}`}
          >
            <ChevronLeft size={30} />
          </button>
          <button
            type="button"
            css={[iconButton, navButton, nextPosition]}
            onClick={next}
            aria-label={`Next ${noun.toLowerCase()}`}
          >
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

const zoomStage = css`
  overflow: hidden;
  touch-action: none;
`;

const zoomablePhoto = css`
  transition: transform 180ms ease;
  will-change: transform;
`;
