import { css } from '@emotion/react';
import { color } from './theme.ts';
import { label } from './styles.ts';

/** The labels a listing's photo can carry; a home for sale carries none of its own. */
const LEASE_LABEL = 'For Lease';
const OPEN_HOUSE_LABEL = 'Open House';

export type ListingStatus = 'lease' | 'openHouse';

export const statusOf = (offer: 'sale' | 'lease'): ListingStatus | null => (offer === 'lease' ? 'lease' : null);

const text: Record<ListingStatus, string> = { lease: LEASE_LABEL, openHouse: OPEN_HOUSE_LABEL };

export function StatusLabel({ status, className }: { status: ListingStatus; className?: string }) {
  return (
    <span css={[label, style, status === 'openHouse' && onWhite]} className={className}>
      {text[status]}
    </span>
  );
}

const style = css`
  display: inline-block;
  padding: 0.45rem 0.8rem;
  background: ${color.green};
  color: ${color.white};
  letter-spacing: 0.18em;
`;

/** An open house reads beside "For Lease" as a second, quieter label. */
const onWhite = css`
  background: ${color.white};
  color: ${color.navy};
`;
