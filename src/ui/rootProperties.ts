/**
 * The theme's long values that many rules repeat, each declared once as a custom property on
 * :root by the global rules (src/site/globalRules.ts, in the stylesheet every page links) and
 * named by the tokens of theme.ts (`var(--gutter)`). Spelled out in every rule they were some 5 KB
 * of a listing page's inline CSS, which the build compresses page by page and the visitor parses
 * (issue 46). Only values valid wherever their tokens are used belong here: a custom property is
 * never read in a media query or an attribute such as an image's `sizes`. Read at build time
 * only: theme.ts imports the names' type, so no script carries the values.
 */
export const rootProperties = {
  'font-display':
    '"Cormorant Garamond", "Cormorant Garamond Fallback", "Cormorant Garamond Fallback Android", "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Times New Roman", serif',
  'font-text':
    '"Inter", "Inter Fallback", "Inter Fallback Android", -apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
  /** Fluid type: each size grows with the viewport between a floor (360 px) and a ceiling (~1600 px). */
  'size-lead': 'clamp(1.0625rem, 1rem + 0.3vw, 1.25rem)',
  'size-h4': 'clamp(1.25rem, 1.15rem + 0.4vw, 1.5rem)',
  'size-h3': 'clamp(1.5rem, 1.3rem + 0.8vw, 2rem)',
  'size-h2': 'clamp(1.875rem, 1.45rem + 1.8vw, 3rem)',
  'size-h1': 'clamp(2.25rem, 1.5rem + 3.2vw, 4.25rem)',
  'size-display': 'clamp(2.5rem, 1.2rem + 5.6vw, 6.5rem)',
  /** One space above and below every band of the page (a section's padding) and under its heading. */
  'heading-gap': 'clamp(2rem, 1.5rem + 2vw, 3.5rem)',
  /** Vertical rhythm of a page section. */
  'section-padding': 'clamp(4rem, 2.8rem + 5.4vw, 8rem)',
  /** Side gutter of the page container. */
  gutter: 'clamp(1.25rem, 0.6rem + 3vw, 3rem)',
  /** The site's one easing: a quick start that settles slowly. */
  ease: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export type RootPropertyName = keyof typeof rootProperties;

/** The two font stacks spelled out, for what is drawn without the global rules (and their tests). */
export const fontStack = {
  display: rootProperties['font-display'],
  text: rootProperties['font-text'],
} as const;
