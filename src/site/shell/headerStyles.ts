import { css } from '@emotion/react';
import {
  color,
  ease,
  font,
  fontSize,
  gutter,
  headerHeight,
  letterSpacing,
  maxWidth,
  motion,
  mq,
  shadow,
  touchTarget,
  zIndex,
} from '../../ui/theme.ts';

/* The header's look: the bar in its three variants and two states, the desktop links, the toggle, and the small screens' slide-in menu. */

export const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${zIndex.header};
  height: ${headerHeight}px;
  color: ${color.white};
  transition:
    background-color ${motion.base},
    color ${motion.base},
    box-shadow ${motion.base};
  --nav-accent: ${color.greenOnDark};
  --focus-color: ${color.white};
`;

export const variants = {
  transparent: css`
    background-color: transparent;
    background-image: linear-gradient(180deg, rgba(6, 14, 28, 0.62) 0%, rgba(6, 14, 28, 0.28) 62%, rgba(6, 14, 28, 0) 100%);
    text-shadow: 0 1px 12px rgba(6, 14, 28, 0.35);
  `,
  blue: css`
    background-color: ${color.navy};
    box-shadow: inset 0 -2px 0 ${color.green};
  `,
  solid: css`
    background-color: ${color.paper};
    color: ${color.navy};
    box-shadow: inset 0 -1px 0 ${color.line};
    --nav-accent: ${color.green};
    --focus-color: ${color.green};
  `,
} as const;

export const scrolledStyle = css`
  background-color: ${color.green};
  background-image: none;
  color: ${color.white};
  text-shadow: none;
  box-shadow: ${shadow.header};
  --nav-accent: ${color.white};
  --focus-color: ${color.white};
`;

export const menuOpenStyle = css`
  background-color: ${color.navy};
  background-image: none;
  color: ${color.white};
  text-shadow: none;
  box-shadow: inset 0 -1px 0 ${color.lineOnDark};
  --nav-accent: ${color.greenOnDark};
  --focus-color: ${color.white};
`;

export const inner = css`
  position: relative;
  z-index: 3;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1.5rem;
  height: 100%;
  width: 100%;
  max-width: calc(${maxWidth.content} + 2 * ${gutter});
  margin-inline: auto;
  padding-inline: ${gutter};
`;

export const logo = css`
  display: inline-flex;
  align-items: center;
  min-height: ${touchTarget};
  font-family: ${font.display};
  font-size: clamp(1.375rem, 1.2rem + 0.6vw, 1.75rem);
  font-weight: 400;
  letter-spacing: 0.3em;
  /* The tracking after the last letter would look like an off-centre gap. */
  margin-right: -0.3em;
  text-decoration: none;
  white-space: nowrap;
`;

export const desktopNav = css`
  display: none;
  ${mq.md} {
    display: block;
  }
`;

export const desktopList = css`
  display: flex;
  align-items: center;
  gap: clamp(0.25rem, -0.5rem + 1.2vw, 1.25rem);
  margin: 0;
`;

export const navLink = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${touchTarget};
  padding-inline: 0.6rem;
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.2em;
  text-decoration: none;
  white-space: nowrap;
  &::after {
    content: '';
    position: absolute;
    left: 0.6rem;
    right: calc(0.6rem + 0.2em);
    bottom: 0.6rem;
    height: 1px;
    background: var(--nav-accent);
    transform: scaleX(0);
    transform-origin: left;
    transition: transform ${motion.base};
  }
  &[aria-current='page']::after {
    transform: scaleX(1);
  }
  ${mq.hover} {
    &:hover::after {
      transform: scaleX(1);
    }
  }
`;

export const toggle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-right: -10px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  ${mq.md} {
    display: none;
  }
`;

export const overlay = css`
  position: fixed;
  inset: ${headerHeight}px 0 0 0;
  z-index: 1;
  background: rgba(6, 14, 28, 0.55);
  opacity: 0;
  visibility: hidden;
  transition:
    opacity ${motion.slow},
    visibility 0s linear 900ms;
  &[data-open='true'] {
    opacity: 1;
    visibility: visible;
    transition:
      opacity ${motion.slow},
      visibility 0s;
  }
  ${mq.md} {
    display: none;
  }
`;

export const panel = css`
  position: fixed;
  top: ${headerHeight}px;
  right: 0;
  bottom: 0;
  z-index: 2;
  width: min(88vw, 420px);
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: 2rem;
  padding: 2rem ${gutter} 2.5rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${color.navy};
  color: ${color.white};
  --focus-color: ${color.white};
  transform: translateX(100%);
  visibility: hidden;
  transition:
    transform 480ms ${ease},
    visibility 0s linear 480ms;
  &[data-open='true'] {
    transform: none;
    visibility: visible;
    transition:
      transform 480ms ${ease},
      visibility 0s;
  }
  ${mq.md} {
    display: none;
  }
`;

export const panelList = css`
  display: grid;
  margin: 0;
`;

export const panelLink = css`
  display: flex;
  align-items: center;
  min-height: 56px;
  border-bottom: 1px solid ${color.lineOnDark};
  font-family: ${font.display};
  font-size: 1.5rem;
  letter-spacing: ${letterSpacing.caps};
  text-decoration: none;
  &[aria-current='page'] {
    color: ${color.greenOnDark};
  }
`;

export const panelContact = css`
  display: grid;
  gap: 0.25rem;
  font-size: ${fontSize.small};
  color: ${color.onDarkSoft};
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${touchTarget};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
`;
