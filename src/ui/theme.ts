import type { RootPropertyName } from './rootProperties.ts';

/**
 * Design tokens. A narrow palette (deep blue, a muted green accent, warm off-white, ink) so that
 * photography carries the colour; every text pairing below meets WCAG AA.
 */
export const color = {
  /** Deep blue: the blue header, the footer, dark bands. */
  navy: '#0f2340',
  navyDeep: '#0a1930',
  /** Muted green accent: 5.9:1 against white, 5.4:1 against ivory, so usable for text on light grounds. */
  green: '#2f6f5e',
  greenDark: '#25594b',
  /** A lighter green for accents on navy, where the base green lacks contrast (9:1 on navy). */
  greenOnDark: '#9fcfbd',
  ivory: '#f7f4ee',
  sand: '#ece5d8',
  paper: '#fffdf9',
  white: '#ffffff',
  ink: '#171a1f',
  /** Secondary text: 7.4:1 on ivory. */
  inkSoft: '#4a4f57',
  /** Tertiary text, captions: 5.5:1 on ivory. */
  inkMuted: '#5f636b',
  line: '#d8d1c3',
  lineSoft: '#e7e1d5',
  /** White text on dark grounds at reduced emphasis: 9.6:1 on navy. */
  onDarkSoft: 'rgba(255, 255, 255, 0.78)',
  lineOnDark: 'rgba(255, 255, 255, 0.18)',
} as const;

/**
 * The theme's long values that many rules repeat (the font stacks, the fluid type sizes, the
 * gutter, the easing) are custom properties, spelled out once in rootProperties.ts and declared on
 * :root by the global rules; the tokens below only name them. Only the type of that file is
 * imported here, so its values stay out of the browser's scripts.
 */
const named = <Name extends RootPropertyName>(name: Name) => `var(--${name})` as const;

export const font = {
  display: named('font-display'),
  text: named('font-text'),
} as const;

export const fontSize = {
  label: '0.75rem',
  small: '0.875rem',
  body: '1rem',
  lead: named('size-lead'),
  h4: named('size-h4'),
  h3: named('size-h3'),
  h2: named('size-h2'),
  h1: named('size-h1'),
  display: named('size-display'),
} as const;

export const letterSpacing = {
  label: '0.22em',
  caps: '0.12em',
  display: '0.08em',
  /** Headings set in capitals (typeScale.ts). */
  heading: '0.04em',
} as const;

/**
 * The type scale's roles (issue 43): every page's h1 is a page title, every section's h2 a section
 * heading, and the small green capitals above or beside them an eyebrow. Sizes come from fontSize;
 * the shared styles are in typeScale.ts. Capitals are set by text-transform, so the content is
 * written in sentence case.
 */
export const typeRole = {
  pageTitle: { size: fontSize.h1, lineHeight: 1.1 },
  sectionHeading: { size: fontSize.h2, lineHeight: 1.15 },
  subheading: { size: fontSize.h3, lineHeight: 1.2 },
  eyebrow: { size: fontSize.label, lineHeight: 1.4 },
} as const;

/** One space above and below every band of the page (a section's padding) and under its heading. */
export const headingGap = named('heading-gap');

/** Vertical rhythm of a page section. */
export const sectionPadding = named('section-padding');
/** Side gutter of the page container. */
export const gutter = named('gutter');
/** One container width (styles.ts `container`) and a measure for running text. */
export const maxWidth = { text: '42rem', content: '80rem' } as const;

export const breakpoint = { sm: 600, md: 960, lg: 1200, xl: 1600 } as const;

/** Mobile first: `${mq.md} { ... }` applies from 960 px up. */
export const mq = {
  sm: `@media (min-width: ${breakpoint.sm}px)`,
  md: `@media (min-width: ${breakpoint.md}px)`,
  lg: `@media (min-width: ${breakpoint.lg}px)`,
  xl: `@media (min-width: ${breakpoint.xl}px)`,
  belowMd: `@media (max-width: ${breakpoint.md - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover) and (pointer: fine)',
} as const;

export const shadow = {
  header: '0 6px 24px rgba(10, 25, 48, 0.22)',
  card: '0 18px 40px -24px rgba(15, 35, 64, 0.35)',
  panel: '0 24px 60px -30px rgba(15, 35, 64, 0.45)',
} as const;

/** The site's one easing: a quick start that settles slowly. */
export const ease = named('ease');

/** Slow, sparse motion; the global rules (src/site/globalRules.ts) switch all of it off under prefers-reduced-motion. */
export const motion = {
  fast: `180ms ${ease}`,
  base: `320ms ${ease}`,
  slow: `900ms ${ease}`,
} as const;

/** Height of the fixed header bar, in px; pages that do not open on a full-bleed image start below it. */
export const headerHeight = 80;

/** Minimum size of anything tapped or clicked. */
export const touchTarget = '44px';

/**
 * Focus ring: a solid outline in the colour given by --focus-color, which dark surfaces set
 * to white so the ring keeps 3:1 contrast everywhere.
 */
export const focusRing = {
  outline: '3px solid var(--focus-color, #2f6f5e)',
  outlineOffset: '3px',
} as const;

export const zIndex = { header: 50, menuOverlay: 60, menu: 70, toggle: 80, skipLink: 90, lightbox: 100 } as const;
