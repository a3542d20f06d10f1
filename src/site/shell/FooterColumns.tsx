import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ShellData } from '../../content/render/routeData.ts';
import type { Address } from '../../model/common.ts';
import { formatAddressLines } from '../../model/address.ts';
import { telHref } from '../../ui/formatAddress.ts';
import { color, font, mq, touchTarget } from '../../ui/theme.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { socialIcon } from '../../ui/socialIcons.tsx';
import { label } from '../../ui/styles.ts';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import { wrappingRow } from '../../ui/wrappingRow.ts';

/** The footer's four link columns: contact, brokerage, the site's pages, social networks. */
export function FooterColumns({ shell }: { shell: ShellData }) {
  const { brokerage, contact, navigation, social } = shell;
  return (
    <div css={grid.frame}>
      <div css={[grid.list, columns]}>
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
    </div>
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

/** Contact, brokerage, pages, social: one, two or four across, never three and one. */
const grid = balancedGrid({ count: 4, min: '12rem', prefer: 'fewer', rowGap: '2.5rem', columnGap: '2rem' });

const columns = css`
  padding-block: clamp(2.5rem, 2rem + 2vw, 4rem);
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

export const lineLink = css`
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
  ${wrappingRow};
  gap: 0.5rem;
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
