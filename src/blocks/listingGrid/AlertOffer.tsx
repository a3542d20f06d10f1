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
          areaName={area ? finder.areas.find((a) => a.value === area)?.label : undefined}
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
