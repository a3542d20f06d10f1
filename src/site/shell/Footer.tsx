import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ShellData } from '../../content/render/routeData.ts';
import { color, font, fontSize, mq, touchTarget } from '../../ui/theme.ts';
import { containerWide, label, renderWhenNear } from '../../ui/styles.ts';
import { FooterColumns, lineLink } from './FooterColumns.tsx';

interface FooterProps {
  shell: ShellData;
  /** The newsletter sign-up form, passed in so the shell does not depend on the forms. */
  newsletter: ReactNode;
}

export function Footer({ shell, newsletter }: FooterProps) {
  const { brand, brokerage, footer } = shell;

  return (
    <footer css={root}>
      <div css={containerWide}>
        <div css={top}>
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

          {/* The form brings its own heading and text (shell.footer.newsletter, passed in by the app). */}
          <div css={newsletterColumn}>{newsletter}</div>
        </div>
      </div>

      <div css={lower}>
        <div css={containerWide}>
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
    </footer>
  );
}

const root = css`
  background: ${color.navy};
  color: ${color.white};
  --focus-color: ${color.white};
  padding-top: clamp(4rem, 3rem + 4vw, 7rem);
  font-size: ${fontSize.small};
`;

/**
 * The link columns and the bottom line are laid out only as they near the screen (renderWhenNear
 * in ui/styles.ts). The top row with the newsletter form is not: as soon as the document is parsed,
 * Chromium lays out a skipped part that holds a form (most likely for autofill, which reads forms
 * then), right after the first paint, only to skip it again later. With the whole footer
 * skippable, /team's load laid out 311 objects; with the form kept out, 212 (a test copy of the
 * page without the form: 173).
 *
 * Nothing follows, so the estimate never moves other content; it is the part's height in the
 * sample content (1086-1130 px on phones of 320-412 px, 478-502 px from the md breakpoint). The
 * wrapper spans the full width and its content keeps its padding, so no focus ring is clipped.
 */
const lower = renderWhenNear({ phone: '68rem', wide: '30rem' });

const top = css`
  display: grid;
  gap: 3rem;
  padding-bottom: clamp(3rem, 2rem + 3vw, 5rem);
  border-bottom: 1px solid ${color.lineOnDark};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
    gap: clamp(3rem, 6vw, 8rem);
  }
`;

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

const newsletterColumn = css`
  align-self: start;
  max-width: 34rem;
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border: 1px solid ${color.lineOnDark};
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
