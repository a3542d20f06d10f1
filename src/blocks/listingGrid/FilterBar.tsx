import { css } from '@emotion/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { ListingGridProps } from './block.ts';
import { formatCad } from '../../ui/format.ts';
import { color, focusRing, fontSize, mq } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';
import { formControl } from '../../ui/formControl.ts';
import { type ListingQuery, type Sort, readListingQuery, writeListingQuery } from './listingQuery.ts';

type Finder = ListingGridProps['block']['finder'];

const PRICES = [1_000_000, 2_000_000, 3_000_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000, 20_000_000];
const BEDS = [2, 3, 4, 5, 6];
const SORT_LABELS: Record<Sort, string> = {
  featured: 'Featured',
  'price-high': 'Price, highest first',
  'price-low': 'Price, lowest first',
  newest: 'Newest first',
};

/**
 * The search of /listings: area, price range, bedrooms, sale or lease, open houses this week, and the order. Each change
 * is a new address (Back undoes it), and every change starts again at the first page of results.
 * Rendered disabled on the server: without JavaScript the pages of the full list still work.
 */
export function FilterBar({ finder, search }: { finder: Finder; search: string }) {
  const query = readListingQuery(search);
  const [, navigate] = useLocation();
  const [ready, setReady] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- enabled after hydration, so the server's HTML and the first client render agree
  useEffect(() => setReady(true), []);

  const set = (change: Partial<ListingQuery>) => {
    const next: ListingQuery = { ...query, ...change };
    delete next.page;
    for (const key of Object.keys(next) as (keyof ListingQuery)[]) if (next[key] === undefined) delete next[key];
    navigate(finder.path + writeListingQuery(next));
  };
  const openHouseId = useId();
  const numberOrNone = (value: string) => (value === '' ? undefined : Number(value));

  return (
    <form css={root} role="search" aria-label="Find a home" onSubmit={(e) => e.preventDefault()}>
      <fieldset css={fields} disabled={!ready}>
        <legend className="visually-hidden">Find a home among {finder.total} listings</legend>
        <Select label="Area" value={query.area ?? ''} onChange={(v) => set({ area: v || undefined })}>
          <option value="">All areas</option>
          {finder.areas.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </Select>
        <Select label="Lowest price" value={query.min ?? ''} onChange={(v) => set({ min: numberOrNone(v) })}>
          <option value="">No minimum</option>
          {PRICES.map((p) => (
            <option key={p} value={p}>
              {formatCad(p)}
            </option>
          ))}
        </Select>
        <Select label="Highest price" value={query.max ?? ''} onChange={(v) => set({ max: numberOrNone(v) })}>
          <option value="">No maximum</option>
          {PRICES.map((p) => (
            <option key={p} value={p}>
              {formatCad(p)}
            </option>
          ))}
        </Select>
        <Select label="Bedrooms" value={query.beds ?? ''} onChange={(v) => set({ beds: numberOrNone(v) })}>
          <option value="">Any</option>
          {BEDS.map((b) => (
            <option key={b} value={b}>
              {b}+
            </option>
          ))}
        </Select>
        <Select
          label="For sale or lease"
          value={query.offer ?? ''}
          onChange={(v) => set({ offer: v === 'sale' || v === 'lease' ? v : undefined })}
        >
          <option value="">Both</option>
          <option value="sale">For sale</option>
          <option value="lease">For lease</option>
        </Select>
        <Select
          label="Sort"
          value={query.sort ?? 'featured'}
          onChange={(v) => set({ sort: v === 'featured' ? undefined : (v as Sort) })}
        >
          {(Object.keys(SORT_LABELS) as Sort[]).map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
      </fieldset>
      {/* On a line of its own under the six selects, whose grid stays balanced at every width. */}
      <div css={[field, checkField, checkLine]}>
        <input
          id={openHouseId}
          type="checkbox"
          css={checkbox}
          disabled={!ready}
          checked={query.openhouse === 'week'}
          onChange={(e) => set({ openhouse: e.currentTarget.checked ? 'week' : undefined })}
        />
        <label htmlFor={openHouseId}>Open houses this week</label>
      </div>
    </form>
  );
}

function Select({
  label: text,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  // A label beside the select, not around it: around it, the chosen option would join the field's name.
  const id = useId();
  return (
    <div css={field}>
      <label css={[label, fieldLabel]} htmlFor={id}>
        {text}
      </label>
      <select id={id} css={control} value={String(value)} onChange={(e) => onChange(e.currentTarget.value)}>
        {children}
      </select>
    </div>
  );
}

const root = css`
  margin-bottom: clamp(2rem, 1.5rem + 2vw, 3rem);
`;

const fields = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  border: 0;
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const field = css`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
`;

const checkLine = css`
  margin-top: 1rem;
  justify-content: start;
`;

/** A checkbox and its words, the box first. */
const checkField = css`
  grid-template-columns: auto 1fr;
  align-items: center;
  align-self: end;
  gap: 0.5rem;
  min-height: 2.5rem;
  font-size: ${fontSize.small};
  color: ${color.ink};
`;

const checkbox = css`
  width: 1.1rem;
  height: 1.1rem;
  margin: 0;
  accent-color: ${color.green};
  &:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }
`;

const fieldLabel = css`
  color: ${color.inkSoft};
`;

const control = css`
  width: 100%;
  ${formControl};
  padding: 0.5rem 0.75rem;
  background: ${color.white};
  font-size: ${fontSize.small};
  font-variant-numeric: lining-nums tabular-nums;
  &:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }
  &:disabled {
    opacity: 0.7;
  }
`;
