import { css } from '@emotion/react';
import { color } from './theme.ts';
import { label } from './styles.ts';

/** The only listing status the site shows; listings for sale carry no label. */
export const LEASE_LABEL = 'For Lease';

export type ListingStatus = 'lease';

export const statusOf = (offer: 'sale' | 'lease'): ListingStatus | null => (offer === 'lease' ? 'lease' : null);

const text: Record<ListingStatus, string> = { lease: LEASE_LABEL };

export function StatusLabel({ status, className }: { status: ListingStatus; className?: string }) {
  return (
    <span css={[label, style]} className={className}>
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
