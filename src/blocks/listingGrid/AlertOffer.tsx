import { css } from '@emotion/react';
import { Suspense, lazy, useState } from 'react';
import type { ListingGridProps } from './block.ts';
import type { ListingQuery } from './listingQuery.ts';
import { color, fontSize } from '../../ui/theme.ts';

type Finder = ListingGridProps['block']['finder'];

// The form and its submit code load when the visitor opens it, never with the page.
const ListingAlertForm = lazy(() =>
  import('../../forms/ListingAlertForm.tsx').then((m) => ({ default: m.ListingAlertForm })),
);

const dollars = (amount: number) => `$${amount.toLocaleString('en-CA')}`;

/** "homes for sale in Rosedale, $2,000,000 to $5,000,000, 3+ bedrooms": what the alert will look for. */
function searchInWords(query: ListingQuery, finder: Finder): string {
  const parts = [query.offer === 'sale' ? 'homes for sale' : query.offer === 'lease' ? 'homes for lease' : 'homes'];
  const area = query.area && finder.areas.find((a) => a.value === query.area)?.label;
  if (area) parts[0] += ` in ${area}`;
  if (query.min !== undefined && query.max !== undefined) parts.push(`${dollars(query.min)} to ${dollars(query.max)}`);
  else if (query.min !== undefined) parts.push(`from ${dollars(query.min)}`);
  else if (query.max !== undefined) parts.push(`up to ${dollars(query.max)}`);
  if (query.beds !== undefined) parts.push(`${query.beds}+ bedrooms`);
  return parts.join(', ');
}

/** "Email me new homes like these", under a search's results: the current filters, saved as an alert. */
export function AlertOffer({ finder, query }: { finder: Finder; query: ListingQuery }) {
  const [open, setOpen] = useState(false);
  const { area, min, max, beds, offer } = query;
  if (!open)
    return (
      <p css={offer_}>
        <button type="button" css={link} onClick={() => setOpen(true)}>
          Email me new homes like these
        </button>
      </p>
    );
  return (
    <div css={panel}>
      <Suspense fallback={<p>Loading…</p>}>
        <ListingAlertForm
          query={{ area, min, max, beds, offer }}
          search={searchInWords(query, finder)}
          consentStatement={finder.alertConsent}
        />
      </Suspense>
    </div>
  );
}

const offer_ = css`
  margin-block: 1.5rem;
  text-align: center;
`;

const link = css`
  font: inherit;
  font-size: ${fontSize.body};
  color: ${color.green};
  background: none;
  border: 0;
  padding: 0.75rem 0;
  text-decoration: underline;
  cursor: pointer;
`;

const panel = css`
  max-width: 36rem;
  margin: 2rem auto;
`;
