import { css } from '@emotion/react';
import { color, ease, font, fontSize, gutter, letterSpacing, maxWidth, mq, sectionPadding } from './theme.ts';

/**
 * Centres content and keeps the side gutter; never wider than the viewport. The site's one
 * container: every page, its header and footer share its width and margin (issue 43; listing
 * pages were 48 px from the edge at 1440 px where others were 80).
 */
export const container = css`
  width: 100%;
  max-width: calc(${maxWidth.content} + 2 * ${gutter});
  margin-inline: auto;
  padding-inline: ${gutter};
`;

export const section = css`
  padding-block: ${sectionPadding};
`;

/** Numbers to compare (prices, statistics, a column of figures): lining, each digit the same width. */
export const figures = css`
  font-variant-numeric: lining-nums tabular-nums;
`;

/** Small capitals label: "EXPLORE", "SOLD", "SOURCE". */
export const label = css`
  font-family: ${font.text};
  font-size: ${fontSize.label};
  font-weight: 600;
  letter-spacing: ${letterSpacing.label};
  text-transform: uppercase;
  line-height: 1.4;
`;

/** A short green rule under or above headings. */
export const rule = css`
  display: block;
  width: 3rem;
  height: 1px;
  background: ${color.green};
  border: 0;
  margin: 0;
`;

/** Makes a whole card clickable through its one link, without nesting content in the link. */
export const stretchedLink = css`
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid var(--focus-color, ${color.green});
    outline-offset: 4px;
  }
`;

/** An image that fills its frame, cropped to the frame's aspect ratio. */
export const cover = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** Frame for a cropped image; the image inside slowly scales on hover. */
export const imageFrame = (ratio: string) => css`
  position: relative;
  overflow: hidden;
  /* A card a grid features across two columns (balancedGrid) sets a wider ratio. */
  aspect-ratio: var(--featured-ratio, ${ratio});
  /* The browser skips drawing the photo until the frame nears the screen. The frame's size
     follows from its width and ratio, so nothing moves when it is drawn, and it already clips
     what is inside. With the footer's (Footer.tsx), this halved /portfolio's Lighthouse Total
     Blocking Time (19 cards; median of six runs, 45 -> 22 ms) and brought its LCP from about
     1.5 s to 1.37 s. */
  content-visibility: auto;
  background: ${color.sand};
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 1.2s ${ease};
  }
`;

/** Set on <html> while every band styled with `renderWhenNear` must be laid out (see below). */
export const RENDER_ALL_ATTRIBUTE = 'data-render-all';

/**
 * A band far down a long page: the browser skips styling and laying it out until it nears the
 * screen (content-visibility: auto), and the estimate stands in for its content height (padding
 * excluded) until then; once drawn, the browser remembers the real height. On the neighbourhood
 * guides this cut the layout work of a page load from 33-58 to 13-24 ms (Chromium at a phone
 * viewport, median of 12 loads per guide) and Lighthouse's Total Blocking Time from a median of
 * 53 to 39 ms (13 alternating runs each).
 *
 * Nearer bands grow or shrink to their real height as the visitor scrolls; scroll anchoring keeps
 * what is on screen in place. A saved scroll position (Back, reload) would land on estimates, so
 * the app sets RENDER_ALL_ATTRIBUTE while it restores one (useScrollRestoration.ts). That is exact
 * for bands the visitor scrolled past; a band jumped over without being drawn (an instant jump to
 * a #fragment, the End key) counted at its estimate when the position was saved, and Back then
 * lands off by the estimate's error.
 *
 * The containment this brings clips what paints outside the box: keep focus rings and anything
 * else within the band's padding.
 */
export const renderWhenNear = (estimate: { phone: string; wide: string }) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimate.phone};
  ${mq.md} {
    contain-intrinsic-size: auto ${estimate.wide};
  }
  html[${RENDER_ALL_ATTRIBUTE}] & {
    content-visibility: visible;
  }
`;

/** Apply to a card holding an imageFrame and a stretched link. */
export const hoverZoom = css`
  ${mq.hover} {
    &:hover img {
      transform: scale(1.04);
    }
  }
  ${mq.reducedMotion} {
    &:hover img {
      transform: none;
    }
  }
`;
