import { rootProperties } from '../ui/rootProperties.ts';
import { color, focusRing, font, fontSize, mq, zIndex } from '../ui/theme.ts';

/**
 * The site's global rules: the reset, the body's type, headings, focus, selection and the skip
 * link. They are the same on every page and never change while it is open, so they are not
 * Emotion's to insert: the build turns them into plain CSS in the stylesheet every page links
 * (scripts/siteBuild/vite/globalRulesCss.ts, imported by entryClient.tsx), which the browser already
 * fetches beside the first photo, instead of 0.6 KB of every page's document (a page that fits
 * the first round trip of a slow connection arrives 150 ms sooner). Written with the theme's
 * tokens, like the components, but as a plain string, not Emotion's `css`: the build reads it in
 * Node, where loading @emotion/react would load React before Vite sets NODE_ENV.
 */
export const globalRules = `
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  /* The theme's long values, declared once here and named in every page's rules (theme.ts). */
  :root {
    ${Object.entries(rootProperties)
      .map(([name, value]) => `--${name}: ${value};`)
      .join('\n')}
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* In-page links (#schools, #main) land below the fixed header. */
    scroll-padding-top: 96px;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${color.ivory};
    color: ${color.ink};
    font-family: ${font.text};
    font-size: ${fontSize.body};
    line-height: 1.7;
    font-weight: 400;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
    /* Cormorant draws old-style figures by default, which sink below the line ("#3", prices);
       lining figures everywhere, and tabular ones where numbers are compared (see figures). */
    font-variant-numeric: lining-nums;
    /* Long street names and e-mail addresses never push the page sideways. */
    overflow-wrap: break-word;
    overflow-x: clip;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
    font-family: ${font.display};
    font-weight: 400;
    line-height: 1.12;
    color: inherit;
    text-wrap: balance;
  }

  p,
  ul,
  ol,
  dl,
  dd,
  figure,
  blockquote {
    margin: 0;
  }

  ul[role='list'],
  ol[role='list'] {
    list-style: none;
    padding: 0;
  }

  p {
    text-wrap: pretty;
  }

  img,
  video,
  svg {
    display: block;
    max-width: 100%;
  }

  /* The <picture> around a photo only chooses its file: the <img> inside lays out as if alone. */
  picture {
    display: contents;
  }

  img {
    height: auto;
  }

  a {
    color: inherit;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
    letter-spacing: inherit;
  }

  button {
    cursor: pointer;
  }

  table {
    border-collapse: collapse;
  }

  :focus {
    outline: none;
  }

  :focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }

  ::selection {
    background: ${color.navy};
    color: ${color.white};
  }

  #main:focus {
    outline: none;
  }

  .visually-hidden:not(:focus):not(:active) {
    position: absolute !important;
    width: 1px !important;
    height: 1px !important;
    padding: 0 !important;
    margin: -1px !important;
    overflow: hidden !important;
    clip: rect(0 0 0 0) !important;
    clip-path: inset(50%) !important;
    white-space: nowrap !important;
    border: 0 !important;
  }

  .skip-link {
    position: fixed;
    top: 0.75rem;
    left: 0.75rem;
    z-index: ${zIndex.skipLink};
    padding: 0.75rem 1.25rem;
    min-height: 44px;
    background: ${color.white};
    color: ${color.navy};
    font-weight: 600;
    font-size: ${fontSize.small};
    letter-spacing: 0.06em;
    text-decoration: none;
    box-shadow: 0 8px 24px rgba(10, 25, 48, 0.25);
    transform: translateY(-200%);
  }

  .skip-link:focus,
  .skip-link:focus-visible {
    transform: none;
  }

  ${mq.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      transition-delay: 0s !important;
      scroll-behavior: auto !important;
    }
  }
`;
