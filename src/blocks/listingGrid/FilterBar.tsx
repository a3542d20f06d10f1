import { css } from '@emotion/react';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { ListingGridProps } from './block.ts';
import { color, fontSize, mq } from '../../ui/theme.ts';
import { formControl } from '../../ui/formControl.ts';
import { label } from '../../ui/styles.ts';
import {
  type ListingQuery,
  type Sort,
  filtersInUse,
  homes,
  readListingQuery,
  writeListingQuery,
} from './listingQuery.ts';
import { selectControl } from './selectControl.ts';

type Finder = ListingGridProps['block']['finder'];

// The filters themselves are fetched by the press on "Filters", which then opens them: the page's first load stays as small as the bar.
const FilterSheet = lazy(() => import('./FilterSheet.tsx').then((m) => ({ default: m.FilterSheet })));

const SORT_LABELS: Record<Sort, string> = {
  featured: 'Featured',
  'price-high': 'Price, highest first',
  'price-low': 'Price, lowest first',
  newest: 'Newest first',
};

/**
 * The bar over the cards of /listings, on every screen: "Filters (n)", which opens the filters in
 * a sheet (area, price range, bedrooms, sale or lease, open houses this week), how many homes are
 * shown, and the order. Each change is a new address (Back undoes it), and every change starts
 * again at the first page of results. Rendered disabled on the server: without JavaScript the
 * pages of the full list still work. `found` is what the search found, once it has.
 */
export function FilterBar({ finder, search, found }: { finder: Finder; search: string; found?: number }) {
  const query = readListingQuery(search);
  const [, navigate] = useLocation();
  const [ready, setReady] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- enabled after hydration, so the server's HTML and the first client render agree
  useEffect(() => setReady(true), []);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const sortId = useId();

  // Every change starts again at the first page of results (writeListingQuery leaves out what is undefined).
  const go = (next: ListingQuery) => navigate(finder.path + writeListingQuery({ ...next, page: undefined }));
  const inUse = filtersInUse(query);
  // Unfiltered, the count is known from the page itself, before any search has loaded.
  const shown = inUse === 0 ? finder.total : found;
  const count =
    shown === undefined ? 'Finding homes…' : inUse === 0 ? homes(shown) : `${homes(shown)} of ${finder.total}`;

  return (
    <form css={bar} role="search" aria-label="Find a home" onSubmit={(e) => e.preventDefault()}>
      <button
        ref={opener}
        type="button"
        css={filtersButton}
        disabled={!ready}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Filters{inUse > 0 && ` (${inUse})`}
      </button>
      <p css={countLine} aria-live="polite" aria-atomic="true">
        {count}
      </p>
      <div css={sortField}>
        <label css={label} htmlFor={sortId}>
          Sort
        </label>
        <select
          id={sortId}
          css={selectControl}
          disabled={!ready}
          value={query.sort ?? 'featured'}
          onChange={(e) => {
            const v = e.currentTarget.value as Sort;
            go({ ...query, sort: v === 'featured' ? undefined : v });
          }}
        >
          {(Object.keys(SORT_LABELS) as Sort[]).map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {open && (
        <Suspense fallback={null}>
          <FilterSheet
            areas={finder.areas}
            query={query}
            shown={shown}
            go={go}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </form>
  );
}

/* A phone: the count on a line of its own, then "Filters" and the sort side by side; from 600 px, one line. */
const bar = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: 'count count' 'filters sort';
  align-items: center;
  gap: 0.75rem 1rem;
  margin-bottom: 1.5rem;
  ${mq.sm} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'filters count sort';
    gap: 1.5rem;
  }
`;

const filtersButton = css`
  grid-area: filters;
  ${formControl};
  padding: 0 1.25rem;
  border-color: ${color.navy};
  background: ${color.white};
  color: ${color.navy};
  font-size: ${fontSize.small};
  font-weight: 600;
  &:disabled {
    opacity: 0.7;
  }
`;

const countLine = css`
  grid-area: count;
  color: ${color.inkSoft};
  font-size: ${fontSize.small};
`;

const sortField = css`
  grid-area: sort;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  select {
    flex: 1;
    min-width: 0;
  }
  ${mq.sm} {
    select {
      min-width: 13rem;
    }
  }
`;
