import { css } from '@emotion/react';
import { Link } from 'wouter';
import type { ShellData } from '../../content/render/routeData.ts';
import { color, font, mq, touchTarget } from '../../ui/theme.ts';
import { container, label, renderWhenNear } from '../../ui/styles.ts';
import type { FooterParts } from './Footer.tsx';
import { FooterColumns, lineLink } from './FooterColumns.tsx';

/*
 * The footer's parts without behaviour: the server renders them, and a browser hydrating a page
 * keeps that HTML (Footer.tsx), so this file is fetched only to draw a page from scratch. Their
 * links go through the router all the same (navigation/useStaticLinks.ts).
 */

/** The logo, the tagline and the areas served, beside the newsletter form. */
function FooterBrand({ shell }: { shell: ShellData }) {
  const { brand, footer } = shell;
  return (
    <div css={brandColumn}>
      <Link href="/" css={logo} aria-label={`${brand.logoText}, home`}>
        {brand.logoText}
      </Link>
      <p css={tagline}>{brand.tagline}</p>
      <ul role="list" css={areas} aria-label="Areas we serve">
        {footer.areas.map((area) => (
          <li key={area}>{area}</li>
        ))}
      </ul>
    </div>
  );
}

/** The link columns and the bottom line: copyright, brokerage, legal pages. */
function FooterLower({ shell }: { shell: ShellData }) {
  const { brokerage, footer } = shell;
  return (
    <div css={lowerWhenNear(shell)}>
      <div css={container}>
        <FooterColumns shell={shell} />

        <div css={bottom}>
          <p>{footer.copyright}</p>
          <p css={brokerageNote}>Brokerage: {brokerage.name}</p>
          {footer.legalLinks.length > 0 && (
            <ul role="list" css={legal} aria-label="Legal">
              {footer.legalLinks.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} css={lineLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}

export const footerParts: FooterParts = { Brand: FooterBrand, Lower: FooterLower };

/**
 * The link columns and the bottom line are laid out only as they near the screen (renderWhenNear
 * in ui/styles.ts). The top row with the newsletter form is not: as soon as the document is parsed,
 * Chromium lays out a skipped part that holds a form (most likely for autofill, which reads forms
 * then), right after the first paint, only to skip it again later. With the whole footer
 * skippable, /team's load laid out 311 objects; with the form kept out, 212 (a test copy of the
 * page without the form: 173).
 *
 * Nothing follows, so the estimate never moves other content. It must not fall short, though: a
 * link below an undrawn part's box stands on the page's paper, not the footer's navy, and tools
 * that read colours without scrolling (Lighthouse's accessibility audit) see white text on paper.
 * A fixed estimate fell short once the site gained two links (the part measured 1222 px at 320 px
 * against 1088), so the estimate follows the content: each navigation link is a 3rem line in its
 * column, which is the tallest from the md breakpoint; each legal link takes at most a 2.75rem
 * row on a phone, and a row holds at least two of them on wide screens. The constants are the rest of the
 * part, measured at 320 px (the tallest phone layout) and 960-1440 px, rounded up;
 * tests/e2e/footerEstimate.e2e.ts checks the estimate covers the drawn part. The wrapper spans
 * the full width and its content keeps its padding, so no focus ring is clipped.
 */
export function lowerEstimate({ navigation, social, footer }: Pick<ShellData, 'navigation' | 'social' | 'footer'>) {
  const links = navigation.length;
  const legal = footer.legalLinks.length;
  // Icons of 44 px with 8 px gaps: five to a row at 320 px; the first row is in the constant.
  const extraSocialRows = Math.max(0, Math.ceil(social.length / 5) - 1);
  return {
    phone: `${48 + 3 * links + 2.75 * legal + 3.25 * extraSocialRows}rem`,
    wide: `${15 + 3 * links + 2.75 * Math.ceil(legal / 2)}rem`,
  };
}

const lowerWhenNear = (shell: ShellData) => renderWhenNear(lowerEstimate(shell));

const brandColumn = css`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: 1.25rem;
`;

const logo = css`
  display: inline-flex;
  align-items: center;
  min-height: ${touchTarget};
  font-family: ${font.display};
  font-size: clamp(1.75rem, 1.4rem + 1.2vw, 2.5rem);
  letter-spacing: 0.3em;
  text-decoration: none;
`;

const tagline = css`
  font-family: ${font.display};
  font-size: clamp(1.25rem, 1.1rem + 0.6vw, 1.625rem);
  font-style: italic;
  line-height: 1.4;
  max-width: 26ch;
  color: ${color.onDarkSoft};
`;

const areas = css`
  ${label};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0;
  margin: 0.5rem 0 0;
  color: ${color.greenOnDark};
  & li {
    display: inline-flex;
    align-items: center;
  }
  /* Dots between the names once they fit on one line; stacked on narrow screens. */
  flex-direction: column;
  align-items: flex-start;
  ${mq.sm} {
    flex-direction: row;
    align-items: center;
    & li:not(:last-child)::after {
      content: '';
      width: 4px;
      height: 4px;
      margin-inline: 1rem;
      border-radius: 50%;
      background: currentColor;
    }
  }
`;

const bottom = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 2rem;
  padding-block: 1.5rem 2rem;
  border-top: 1px solid ${color.lineOnDark};
  color: ${color.onDarkSoft};
  font-size: 0.8125rem;
  letter-spacing: 0.02em;
`;

const brokerageNote = css`
  ${mq.lg} {
    margin-right: auto;
  }
`;

const legal = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.5rem;
  margin: 0;
`;
