import { css } from '@emotion/react';
import {
  color,
  fontSize,
  gutter,
  headerHeight,
  headingGap,
  letterSpacing,
  maxWidth,
  motion,
  mq,
  touchTarget,
} from './theme.ts';
import { container } from './styles.ts';
import { sectionHeading } from './typeScale.ts';

/*
 * Shared styles only static blocks draw with, so their code never reaches the browser. Apart
 * from styles.ts, which the header and the interactive blocks draw with and every page loads
 * whole: Rolldown cannot tell that a css template has no side effects, so a style there that no
 * browser module uses still stays in the file every page loads.
 */

/** A card's name (a person's, a neighbourhood's) under its photo; its spacing is the card's. */
export const cardName = css`
  font-size: ${fontSize.h3};
  color: ${color.navy};
`;

export const containerText = css`
  ${container};
  max-width: calc(${maxWidth.text} + 2 * ${gutter});
`;

/** A band's title: the type scale's section heading, in capitals by style (typeScale.ts). */
export const sectionTitle = sectionHeading;

/** Body copy measure. */
export const prose = css`
  color: ${color.inkSoft};
  font-size: ${fontSize.lead};
  line-height: 1.75;
  & > * + * {
    margin-top: 1.1em;
  }
`;

/** Text link with an arrow, e.g. "Learn More ->". */
export const arrowLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: ${touchTarget};
  color: ${color.green};
  font-size: ${fontSize.label};
  font-weight: 600;
  letter-spacing: ${letterSpacing.label};
  text-transform: uppercase;
  text-decoration: none;
  & svg {
    transition: transform ${motion.base};
  }
  ${mq.hover} {
    &:hover svg {
      transform: translateX(4px);
    }
  }
`;

/** Section header: centred title with a rule beneath. */
export const sectionHeader = css`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  text-align: center;
  margin-bottom: ${headingGap};
`;

/** A side panel that stays in view just below the fixed header while the page scrolls (two-column layouts only). */
export const stickyBelowHeader = css`
  ${mq.md} {
    position: sticky;
    top: calc(${headerHeight}px + 1.5rem);
  }
`;
