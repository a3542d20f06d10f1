import { css } from '@emotion/react';
import type { ListingFeedProps } from './block.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { color, fontSize } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';
import { arrowLink } from '../../ui/staticStyles.ts';

/**
 * The listing's source, as CREA's DDF® rules require on a feed listing's page: the listing
 * brokerage, the listing agent with their title, the MLS® number, the listing on REALTOR.ca and
 * the "Powered by REALTOR.ca" badge linking to it. A static block: plain HTML, no script.
 */
export function ListingFeed({ block }: ListingFeedProps) {
  const source = block.source;
  if (!source) return null;
  return (
    <aside css={band} aria-label="Listing information from REALTOR.ca" data-listing-feed>
      <dl css={facts}>
        <div>
          <dt css={label}>Listing brokerage</dt>
          <dd>{source.brokerage}</dd>
        </div>
        <div>
          <dt css={label}>Listing agent</dt>
          <dd>{source.agent}</dd>
        </div>
        <div>
          <dt css={label}>MLS® number</dt>
          <dd>{source.mlsNumber}</dd>
        </div>
      </dl>
      <p css={links}>
        <ExternalLink href={source.listingUrl} css={arrowLink}>
          View this listing on REALTOR.ca
        </ExternalLink>
        <ExternalLink href={source.listingUrl} css={badge}>
          Powered by <strong>REALTOR.ca</strong>
        </ExternalLink>
      </p>
    </aside>
  );
}

const band = css`
  max-width: 72rem;
  margin: 0 auto;
  padding: 1.5rem 1.25rem 2.5rem;
  border-top: 1px solid ${color.lineSoft};
`;

const facts = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2.5rem;
  margin: 0 0 1.25rem;
  dd {
    margin: 0.25rem 0 0;
    font-size: ${fontSize.body};
  }
`;

const links = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 2rem;
  margin: 0;
`;

/** The badge as text in CREA's red on white, so it needs no image request and scales with the page. */
const badge = css`
  display: inline-flex;
  gap: 0.3em;
  align-items: center;
  min-height: 44px;
  padding: 0.4rem 0.9rem;
  border: 1px solid #af1f2e;
  color: #af1f2e;
  background: ${color.white};
  font-size: ${fontSize.small};
  text-decoration: none;
`;
