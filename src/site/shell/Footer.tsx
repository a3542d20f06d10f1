import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ShellData } from '../../content/render/routeData.ts';
import type { Address } from '../../model/common.ts';
import { formatAddressLines, telHref } from '../../ui/format.ts';
import { color, font, fontSize, mq, touchTarget } from '../../ui/theme.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { socialIcon } from '../../ui/icons.tsx';
import { containerWide, label, renderWhenNear } from '../../ui/styles.ts';

interface FooterProps {
  shell: ShellData;
  /** The newsletter sign-up form, passed in so the shell does not depend on the forms. */
  newsletter: ReactNode;
}

export function Footer({ shell, newsletter }: FooterProps) {
  const { brand, brokerage, contact, footer, navigation, social } = shell;

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
          <div css={columns}>
            <FooterColumn id="footer-contact-heading" title="Contact">
              <li>
                <a href={`mailto:${contact.email}`} css={lineLink}>
                  {contact.email}
                </a>
              </li>
              <li>
                <a href={telHref(contact.phone)} css={lineLink}>
                  {contact.phone}
                </a>
              </li>
              <li>
                <PostalAddress address={contact.office} />
              </li>
            </FooterColumn>

            <FooterColumn id="footer-brokerage-heading" title="Brokerage">
              <li css={brokerageName}>
                {brokerage.website ? (
                  <ExternalLink href={brokerage.website} css={lineLink}>
                    {brokerage.name}
                  </ExternalLink>
                ) : (
                  brokerage.name
                )}
              </li>
              <li>
                <PostalAddress address={brokerage.address} />
              </li>
              <li>
                <a href={telHref(brokerage.phone)} css={lineLink}>
                  {brokerage.phone}
                </a>
              </li>
            </FooterColumn>

            <FooterColumn id="footer-site-heading" title="Explore" landmark="nav">
              {navigation.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} css={lineLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </FooterColumn>

            {social.length > 0 && (
              <FooterColumn id="footer-social-heading" title="Follow" listStyle={socialList}>
                {social.map((item) => {
                  const Icon = socialIcon[item.platform];
                  return (
                    <li key={item.href}>
                      <ExternalLink href={item.href} label={item.label} css={socialLink}>
                        <Icon size={20} />
                      </ExternalLink>
                    </li>
                  );
                })}
              </FooterColumn>
            )}
          </div>

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

interface FooterColumnProps {
  /** The heading's id, which also names the column for assistive technology. */
  id: string;
  title: string;
  /** The site's links are a navigation landmark; the other columns are plain sections. */
  landmark?: 'section' | 'nav';
  listStyle?: SerializedStyles;
  /** The list items. */
  children: ReactNode;
}

/** One column of the footer: a heading that labels it, then a list. */
function FooterColumn({ id, title, landmark: Landmark = 'section', listStyle = lines, children }: FooterColumnProps) {
  return (
    <Landmark aria-labelledby={id}>
      <h2 id={id} css={columnHeading}>
        {title}
      </h2>
      <ul role="list" css={listStyle}>
        {children}
      </ul>
    </Landmark>
  );
}

/** The office's and the brokerage's addresses, each on two lines. */
function PostalAddress({ address }: { address: Address }) {
  const [street, locality] = formatAddressLines(address);
  return (
    <address css={addressStyle}>
      {street}
      <br />
      {locality}
    </address>
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

const columns = css`
  display: grid;
  gap: 2.5rem 2rem;
  padding-block: clamp(2.5rem, 2rem + 2vw, 4rem);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  ${mq.lg} {
    grid-template-columns: 1.2fr 1.4fr 1fr 1fr;
  }
`;

const columnHeading = css`
  ${label};
  font-family: ${font.text};
  color: ${color.greenOnDark};
  margin-bottom: 1rem;
`;

const lines = css`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  color: ${color.onDarkSoft};
`;

const lineLink = css`
  display: inline-flex;
  align-items: center;
  min-height: ${touchTarget};
  text-decoration: none;
  overflow-wrap: anywhere;
  ${mq.hover} {
    &:hover {
      color: ${color.white};
      text-decoration: underline;
    }
  }
`;

const addressStyle = css`
  font-style: normal;
  line-height: 1.6;
  padding-block: 0.5rem;
`;

const brokerageName = css`
  color: ${color.white};
  font-weight: 600;
`;

const socialList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
`;

const socialLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${touchTarget};
  height: ${touchTarget};
  border: 1px solid ${color.lineOnDark};
  border-radius: 50%;
  transition:
    background-color 320ms,
    color 320ms;
  ${mq.hover} {
    &:hover {
      background: ${color.white};
      color: ${color.navy};
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
