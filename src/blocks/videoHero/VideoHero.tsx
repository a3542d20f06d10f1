import { css } from '@emotion/react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { VideoHeroProps } from './block.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color, font, fontSize, gutter, headerHeight, letterSpacing, mq, touchTarget } from '../../ui/theme.ts';
import { Pause, Play } from '../../ui/icons.tsx';
import { KeptHtml, useHydrating } from '../../ui/KeptHtml.tsx';

// The ways in are links only: a hydrating page keeps their server HTML, and their code loads only
// to draw the page from scratch (after a navigation). Vite drops the server branch from the browser's build.
const onServer = import.meta.env.SSR ? await import('./HeroActions.tsx') : undefined;
const LazyHeroActions = lazy(() => import('./HeroActions.tsx').then((m) => ({ default: m.HeroActions })));

/**
 * Whether the video may start by itself: not when the visitor asked for less motion or to save
 * data, nor on a connection the browser rates 3G or slower, where a megabyte of background
 * video would hold up the next page for seconds (the play button still starts it). Only read in
 * an effect, so the server render and the first client render are the same.
 */
function autoplayAllowed(): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches)
    return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return !connection?.saveData && !['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '');
}

/**
 * Screens taller than wide get the portrait cut when there is one: they would show only the
 * middle of the landscape video. (media on a video's <source> is honoured by Chromium and
 * Firefox since version 120 and by Safari; an older browser plays the first source.)
 */
const PORTRAIT_SCREEN = '(orientation: portrait)';

/**
 * The home page's full-screen background video. The poster image underneath carries the
 * first screen; the video fades in only once it actually plays, stays paused (and unloaded) for
 * visitors who prefer reduced motion, save data or are on a slow connection, disappears if it
 * fails to load, and can always be paused or started.
 */
export function VideoHero({ block }: VideoHeroProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  /** Whether the video should be playing: drives the control's label. */
  const [playing, setPlaying] = useState(false);
  /** Whether frames are showing, so the poster can be covered. */
  const [showing, setShowing] = useState(false);
  const [failed, setFailed] = useState(false);
  // Mounted while the page hydrates: the actions' server HTML is kept (it is there to keep only then).
  const hydrating = useHydrating();
  const [keepActions] = useState(hydrating);
  const HeroActions = onServer?.HeroActions;

  const play = () => {
    const video = videoRef.current;
    if (!video) return;
    setPlaying(true);
    try {
      // Older browsers return nothing from play(); Promise.resolve makes both cases one.
      Promise.resolve(video.play()).catch(() => setPlaying(false));
    } catch {
      setPlaying(false);
    }
  };

  const pause = () => {
    videoRef.current?.pause();
    setPlaying(false);
  };

  // Autoplay is decided here rather than with the autoplay attribute, which would start the video before we can honour reduced motion.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- starting playback is a side effect that must wait for hydration; play() records it in state
    if (autoplayAllowed()) play();
  }, []);

  const onError = () => {
    setFailed(true);
    setPlaying(false);
    setShowing(false);
  };

  return (
    <section css={root} aria-labelledby="home-hero-headline">
      <Picture image={block.poster} priority sizes={imageSizes.fullBleed} css={media} />
      {!failed && (
        <video
          ref={videoRef}
          css={[media, videoStyle]}
          data-showing={showing}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => {
            setPlaying(true);
            setShowing(true);
          }}
          onPause={() => setPlaying(false)}
          onError={onError}
        >
          {/* The browser plays the first source whose media matches, chosen when playback starts. */}
          {block.video.portraitSrc && (
            <source
              src={block.video.portraitSrc}
              type={block.video.mimeType}
              media={PORTRAIT_SCREEN}
              onError={onError}
            />
          )}
          <source src={block.video.src} type={block.video.mimeType} onError={onError} />
        </video>
      )}
      <div css={scrim} aria-hidden="true" />
      <div css={content}>
        <h1 id="home-hero-headline" css={headline}>
          {block.headline}
        </h1>
        <span css={rule} aria-hidden="true" />
        {block.actions?.length ? (
          keepActions ? (
            <KeptHtml>{HeroActions && <HeroActions actions={block.actions} />}</KeptHtml>
          ) : (
            <Suspense fallback={null}>
              <LazyHeroActions actions={block.actions} />
            </Suspense>
          )
        ) : null}
      </div>
      {!failed && (
        <button type="button" css={control} onClick={playing ? pause : play} data-playing={playing}>
          {playing ? <Pause size={18} /> : <Play size={18} />}
          <span className="visually-hidden">{playing ? block.pauseLabel : block.playLabel}</span>
        </button>
      )}
    </section>
  );
}

const root = css`
  position: relative;
  isolation: isolate;
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100svh;
  overflow: hidden;
  background: ${color.navy};
  color: ${color.white};
  --focus-color: ${color.white};
`;

const media = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  z-index: -2;
`;

const videoStyle = css`
  z-index: -1;
  opacity: 0;
  transition: opacity 1.6s ease;
  &[data-showing='true'] {
    opacity: 1;
  }
`;

/** Keeps the white headline legible over any frame of the video. */
const scrim = css`
  position: absolute;
  inset: 0;
  z-index: 0;
  background:
    radial-gradient(ellipse at center, rgba(6, 14, 28, 0.45) 0%, rgba(6, 14, 28, 0.2) 55%, rgba(6, 14, 28, 0) 80%),
    linear-gradient(180deg, rgba(6, 14, 28, 0.35) 0%, rgba(6, 14, 28, 0.12) 40%, rgba(6, 14, 28, 0.5) 100%);
`;

const content = css`
  position: relative;
  z-index: 1;
  display: grid;
  justify-items: center;
  gap: 1.75rem;
  padding: ${headerHeight}px ${gutter} 4rem;
  text-align: center;
`;

const headline = css`
  font-family: ${font.display};
  font-size: ${fontSize.h1};
  font-weight: 400;
  line-height: 1.1;
  letter-spacing: 0.01em;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  letter-spacing: ${letterSpacing.display};
  text-shadow: 0 2px 24px rgba(6, 14, 28, 0.35);
  /* Tracking after the last letter would pull the centred line off centre. */
  margin-right: -${letterSpacing.display};
`;

const rule = css`
  width: 4rem;
  height: 1px;
  background: rgba(255, 255, 255, 0.8);
`;

const control = css`
  position: absolute;
  z-index: 2;
  right: ${gutter};
  bottom: clamp(1.25rem, 1rem + 1vw, 2.5rem);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${touchTarget};
  height: ${touchTarget};
  padding: 0;
  border: 1px solid rgba(255, 255, 255, 0.7);
  border-radius: 50%;
  background: rgba(6, 14, 28, 0.35);
  color: ${color.white};
  transition: background-color 320ms;
  ${mq.hover} {
    &:hover {
      background: rgba(6, 14, 28, 0.6);
    }
  }
`;
