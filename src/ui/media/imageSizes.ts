import { breakpoint } from '../theme.ts';

/**
 * How wide each kind of image is drawn, as the `sizes` attribute tells the browser. Shared by
 * the components and by the build's preload of each page's first-screen image, which must
 * ask for exactly what the page will pick or the photo downloads twice.
 *
 * A card's `sizes` follows its grid: one entry per column count, each capped where the page
 * container stops growing, so a 1920 px screen is not sent photos for 1920 px columns. The
 * browser suite (a11y.e2e.ts) checks every image's `sizes` against its drawn width on every
 * route at 390 and 1440 px; change a grid and that test names the `sizes` to change with it.
 * min() in `sizes` is supported by current Chromium, Safari and Firefox; a browser that does not
 * read an entry skips it, and the last fallback is the full width, never a blurry photo.
 */
export const imageSizes = {
  fullBleed: '100vw',
  gallery: '(min-width: 1536px) 1536px, 100vw',
  profilePhoto: `(min-width: ${breakpoint.md}px) min(40vw, 31rem), min(calc(100vw - 2.75rem), 34rem)`,
  /** One column of the page container on a phone: the viewport less its two side gutters (together 2.5-3.4rem from 320 to 600 px; 2.75rem at 390-412). */
  insideGutters: 'calc(100vw - 2.75rem)',
} as const;
