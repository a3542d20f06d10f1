import { css } from '@emotion/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { ListingGridProps } from './block.ts';
import { formatCad } from '../../ui/format.ts';
import { color, font, fontSize, mq, touchTarget } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';
import { focusableWithin, trapTab, useScrollLock } from '../../ui/focus.ts';
import { type ListingQuery, filtersInUse, homes } from './listingQuery.ts';
import { withoutFilters } from './withoutFilters.ts';
import { selectControl } from './selectControl.ts';

const PRICES = [1_000_000, 2_000_000, 3_000_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000, 20_000_000];
const BEDS = [2, 3, 4, 5, 6];

export interface FilterSheetProps {
  areas: ListingGridProps['block']['finder']['areas'];
  query: ListingQuery;
  /** How many homes the search shows, once known. */
  shown: number | undefined;
  /** Searches for `query` (a new address). */
  go: (query: ListingQuery) => void;
  /** After the sheet has closed, by its buttons or Escape. */
  onClose: () => void;
}

/**
 * The filters of /listings in a modal sheet: from the bottom on a phone, from the side on wider
 * screens. The browser's own modal dialog keeps focus inside it and closes it on Escape. Each
 * choice searches at once, so the count behind it and on "Show N homes" follow as the visitor picks.
 */
export function FilterSheet({ areas, query, shown, go, onClose }: FilterSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const openHouseId = useId();
  useEffect(() => {
    const sheet = dialog.current!;
    sheet.showModal();
    return () => {
      if (sheet.open) sheet.close();
    };
  }, []);
  // The page behind does not scroll under a finger on the sheet.
  useScrollLock(true);
  const close = () => dialog.current?.close();
  const set = (change: Partial<ListingQuery>) => go({ ...query, ...change });
  const numberOrNone = (value: string) => (value === '' ? undefined : Number(value));
  const inUse = filtersInUse(query);

  return (
    // A press on the backdrop lands on the dialog itself (its content fills it): it closes the sheet.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and the Close button do the same by keyboard
    <dialog
      ref={dialog}
      css={sheet}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && close()}
      // The page behind is inert already; Tab also cycles within the sheet rather than leaving for the browser's own bar.
      onKeyDown={(e) => trapTab(e, focusableWithin(e.currentTarget))}
    >
      <div css={layout}>
        <div css={head}>
          <h2 id={headingId} css={title}>
            Filters
          </h2>
          <button type="button" css={textButton} onClick={close}>
            Close
          </button>
        </div>
        <div css={fields}>
          <Select label="Area" wide value={query.area ?? ''} onChange={(v) => set({ area: v || undefined })}>
            <option value="">All areas</option>
            {areas.map((a) => (
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
          <div css={checkField}>
            <input
              id={openHouseId}
              type="checkbox"
              css={checkbox}
              checked={query.openhouse === 'week'}
              onChange={(e) => set({ openhouse: e.currentTarget.checked ? 'week' : undefined })}
            />
            <label htmlFor={openHouseId}>Open houses this week</label>
          </div>
        </div>
        <div css={foot}>
          <button type="button" css={textButton} disabled={inUse === 0} onClick={() => go(withoutFilters(query))}>
            Clear all
          </button>
          <button type="button" css={showButton} onClick={close}>
            {shown === undefined ? 'Show homes' : `Show ${homes(shown)}`}
          </button>
        </div>
      </div>
    </dialog>
  );
}

function Select({
  label: text,
  wide,
  value,
  onChange,
  children,
}: {
  label: string;
  wide?: boolean;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  // A label beside the select, not around it: around it, the chosen option would join the field's name.
  const id = useId();
  return (
    <div css={[field, wide && wideField]}>
      <label css={[label, fieldLabel]} htmlFor={id}>
        {text}
      </label>
      <select id={id} css={selectControl} value={String(value)} onChange={(e) => onChange(e.currentTarget.value)}>
        {children}
      </select>
    </div>
  );
}

const sheet = css`
  position: fixed;
  inset: auto 0 0;
  width: 100%;
  max-width: none;
  max-height: min(88dvh, 40rem);
  margin: 0;
  padding: 0;
  border: 0;
  background: ${color.ivory};
  color: ${color.ink};
  box-shadow: 0 -12px 40px rgba(10, 25, 48, 0.25);
  &::backdrop {
    background: rgba(10, 25, 48, 0.55);
  }
  ${mq.sm} {
    inset: 0 0 0 auto;
    width: min(26rem, 100%);
    height: 100%;
    max-height: none;
  }
`;

const layout = css`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  height: 100%;
  max-height: inherit;
`;

const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0.75rem 1.25rem;
  border-bottom: 1px solid ${color.line};
`;

const title = css`
  font-family: ${font.display};
  font-size: ${fontSize.h4};
  font-weight: 500;
`;

const fields = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-content: start;
  gap: 1rem;
  padding: 1.25rem;
  overflow-y: auto;
`;

const field = css`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
`;

const wideField = css`
  grid-column: 1 / -1;
`;

const fieldLabel = css`
  color: ${color.inkSoft};
`;

/** A checkbox and its words, the box first, across both columns. */
const checkField = css`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: ${touchTarget};
  font-size: ${fontSize.small};
`;

const checkbox = css`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: ${color.green};
`;

const foot = css`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1.25rem calc(0.75rem + env(safe-area-inset-bottom));
  border-top: 1px solid ${color.line};
  background: ${color.white};
`;

const textButton = css`
  min-height: ${touchTarget};
  padding: 0 0.5rem;
  border: 0;
  background: none;
  color: ${color.green};
  font-size: ${fontSize.small};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  &:disabled {
    color: ${color.inkMuted};
    text-decoration: none;
  }
`;

const showButton = css`
  flex: 1;
  min-height: ${touchTarget};
  padding: 0.6rem 1rem;
  border: 0;
  border-radius: 2px;
  background: ${color.navy};
  color: ${color.white};
  font-size: ${fontSize.small};
  font-weight: 600;
  font-variant-numeric: lining-nums tabular-nums;
`;
