import { css } from '@emotion/react';
import { color, font, fontSize, letterSpacing, motion, mq, touchTarget } from './theme.ts';

/*
 * The site's buttons. Apart from styles.ts (in the file every page loads): in the browser only
 * the unsubscribe form draws with them, so only its page loads them; static blocks' are HTML.
 */

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  min-height: ${touchTarget};
  padding: 0.8rem 1.75rem;
  border: 1px solid transparent;
  border-radius: 0;
  font-family: ${font.text};
  font-size: ${fontSize.label};
  font-weight: 600;
  letter-spacing: ${letterSpacing.label};
  text-transform: uppercase;
  text-decoration: none;
  text-align: center;
  line-height: 1.3;
  transition:
    background-color ${motion.base},
    color ${motion.base},
    border-color ${motion.base};
`;

export const button = {
  /** Filled deep blue. */
  primary: css`
    ${buttonBase};
    background: ${color.navy};
    color: ${color.white};
    ${mq.hover} {
      &:hover {
        background: ${color.green};
      }
    }
  `,
  /** Outlined, on light grounds. */
  outline: css`
    ${buttonBase};
    background: transparent;
    color: ${color.navy};
    border-color: ${color.navy};
    ${mq.hover} {
      &:hover {
        background: ${color.navy};
        color: ${color.white};
      }
    }
  `,
  /** Outlined white, on dark grounds and photographs. */
  onDark: css`
    ${buttonBase};
    background: transparent;
    color: ${color.white};
    border-color: rgba(255, 255, 255, 0.7);
    --focus-color: ${color.white};
    ${mq.hover} {
      &:hover {
        background: ${color.white};
        color: ${color.navy};
      }
    }
  `,
  /** Filled white, on dark grounds. */
  light: css`
    ${buttonBase};
    background: ${color.white};
    color: ${color.navy};
    --focus-color: ${color.white};
    ${mq.hover} {
      &:hover {
        background: ${color.ivory};
      }
    }
  `,
} as const;
