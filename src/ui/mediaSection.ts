import { css } from '@emotion/react';
import { color, mq, sectionPadding } from './theme.ts';
import { label } from './styles.ts';

/**
 * The parts a listing's media sections share (the floor plans, the video and tour): an ivory
 * section under the photos (its heading is a SectionHeader, like every section of a listing), a list of figures in columns at least
 * `minColumn` wide, and each figure with its caption beneath and its link
 * (a plan, a poster) as a block with the section's focus ring.
 */
export const mediaSection = css`
  background: ${color.ivory};
  padding-block: ${sectionPadding};
  /* Two such sections in a row share one ground: the space between them is one section's. */
  section[data-media-section] + & {
    padding-top: 0;
  }
`;

export const mediaList = (minColumn: string) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2rem;
  ${mq.sm} {
    grid-template-columns: repeat(auto-fit, minmax(${minColumn}, 1fr));
    align-items: start;
  }
`;

export const mediaFigure = css`
  margin: 0;
  display: grid;
  gap: 0.75rem;
`;

export const mediaCaption = css`
  ${label};
  color: ${color.inkSoft};
`;

export const mediaFrame = css`
  display: block;
  &:focus-visible {
    outline: 2px solid ${color.green};
    outline-offset: 3px;
  }
`;
