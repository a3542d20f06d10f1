import { css } from '@emotion/react';
import { font, letterSpacing, typeRole } from './theme.ts';

/*
 * The site's one type scale (issue 43, theme.ts `typeRole`): a page title for each page's h1, a
 * section heading for each band's h2, a subheading for the h3 inside a band, and the eyebrow, the
 * small green capitals. Headings that name a part of the site ("Current listings", "In the news")
 * are set in capitals here, by text-transform, so the content is written in sentence case and a
 * screen reader reads words, not letters; names of things (a listing's address, an article's or a
 * person's name) keep the case they are written in. Static blocks draw with these styles, so they
 * cost no JavaScript; the blocks that hydrate (the home page's hero, the forms' pages, favourites,
 * the calculator) write the same declarations with theme.ts's fontSize instead: imported there, this
 * module became a chunk of its own, 0.35 KB gzipped more on the home page.
 */

/** A page's h1: the display face at the scale's largest heading size. */
export const pageTitle = css`
  font-family: ${font.display};
  font-size: ${typeRole.pageTitle.size};
  font-weight: 400;
  line-height: ${typeRole.pageTitle.lineHeight};
  letter-spacing: 0.01em;
`;

/** Capitals for a heading naming a part of the site; add to pageTitle, sectionHeading or subheading. */
export const headingCapitals = css`
  text-transform: uppercase;
  letter-spacing: ${letterSpacing.heading};
`;

/** A band's h2, in capitals: "In the news", "Floor plans", "The cost of buying". */
export const sectionHeading = css`
  font-family: ${font.display};
  font-size: ${typeRole.sectionHeading.size};
  font-weight: 400;
  line-height: ${typeRole.sectionHeading.lineHeight};
  ${headingCapitals};
`;

/** A heading inside a band or a panel (h3, or a panel's h2): a card's or a column's name. */
export const subheading = css`
  font-family: ${font.display};
  font-size: ${typeRole.subheading.size};
  font-weight: 400;
  line-height: ${typeRole.subheading.lineHeight};
`;
