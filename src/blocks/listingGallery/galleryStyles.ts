import { css } from '@emotion/react';
import { color, fontSize, mq } from '../../ui/theme.ts';

/** The main photo's frame, filled by the still photo and then the carousel, so nothing moves when it loads. */
export const stageFrame = css`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  background: ${color.sand};
  --focus-color: ${color.white};
  ${mq.sm} {
    aspect-ratio: 16 / 9;
  }
  /* Short enough on a laptop's screen (1440 x 900) that the title and the price below are on the first screen. */
  ${mq.lg} {
    aspect-ratio: auto;
    height: min(52vh, 56.25vw);
    min-height: 22rem;
  }
`;

export const slideButton = css`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  &:focus-visible {
    outline-offset: -6px;
  }
`;

export const counterBadge = css`
  position: absolute;
  left: 1rem;
  bottom: 1rem;
  z-index: 2;
  padding: 0.4rem 0.8rem;
  background: rgba(6, 14, 28, 0.62);
  color: ${color.white};
  font-size: ${fontSize.small};
  letter-spacing: 0.14em;
  font-variant-numeric: tabular-nums;
  pointer-events: none;
`;

export { roundButton } from '../../ui/lightbox/roundButton.ts';
