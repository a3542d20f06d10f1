import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { ListingGridProps } from './block.ts';
import { paginationLinks } from '../../model/pagination.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { color, fontSize } from '../../ui/theme.ts';
import { filterListings } from './filterListings.ts';
import { type ListingCard, ListingCards } from '../../ui/ListingCards.tsx';
import { AlertOffer } from './AlertOffer.tsx';
import { LISTINGS_PER_PAGE, type ListingQuery, readListingQuery, writeListingQuery } from './listingQuery.ts';

type Finder = ListingGridProps['block']['finder'];

/** Every listing on the list, fetched once per visit (the build writes it beside the pages' data). */
const loaded = new Map<string, Promise<ListingCard[]>>();
function allListings(url: string): Promise<ListingCard[]> {
  let cards = loaded.get(url);
  if (!cards) {
    cards = fetch(url).then((r) =>
      r.ok ? (r.json() as Promise<ListingCard[]>) : Promise.reject(new Error(`${url} answered ${r.status}`)),
    );
    cards.catch(() => loaded.delete(url));
    loaded.set(url, cards);
  }
  return cards;
}

/** What a search found, a page at a time, or what to try when it found nothing. */
export function FilteredListings({
  finder,
  search,
  onFound,
  bedroomsLabel,
  bathroomsLabel,
}: {
  finder: Finder;
  search: string;
  /** Told how many homes the search found (undefined until it has), for the count in the filter bar. */
  onFound: (found: number | undefined) => void;
  bedroomsLabel: string;
  bathroomsLabel: string;
}) {
  const query = readListingQuery(search);
  const [cards, setCards] = useState<ListingCard[] | 'failed' | undefined>(undefined);
  useEffect(() => {
    allListings(finder.dataUrl).then(setCards, () => setCards('failed'));
  }, [finder.dataUrl]);

  const found = Array.isArray(cards) ? filterListings(cards, query) : undefined;
  const foundCount = found?.length;
  useEffect(() => {
    onFound(foundCount);
    return () => onFound(undefined);
  }, [foundCount, onFound]);

  if (cards === 'failed')
    return (
      <p css={status} role="alert">
        The search could not load. Check your connection, or <Link href={finder.path}>see every home</Link>.
      </p>
    );
  if (found === undefined) return <p css={status}>Finding homes…</p>;

  const pageCount = Math.max(1, Math.ceil(found.length / LISTINGS_PER_PAGE));
  const page = Math.min(query.page ?? 1, pageCount);
  const shown = found.slice((page - 1) * LISTINGS_PER_PAGE, page * LISTINGS_PER_PAGE);
  const links = paginationLinks({
    page,
    pageCount,
    pathOf: (n) => finder.path + writeListingQuery({ ...query, page: n }),
  });
  const without = (change: Partial<ListingQuery>) =>
    finder.path + writeListingQuery({ ...query, ...change, page: undefined });

  return (
    <>
      {found.length === 0 ? (
        <div css={empty}>
          <p>No homes match this search.</p>
          <ul role="list" css={widen}>
            {query.area !== undefined && (
              <li>
                <Link href={without({ area: undefined })}>Search all areas</Link>
              </li>
            )}
            {(query.min !== undefined || query.max !== undefined) && (
              <li>
                <Link href={without({ min: undefined, max: undefined })}>Any price</Link>
              </li>
            )}
            {query.beds !== undefined && (
              <li>
                <Link href={without({ beds: undefined })}>Any number of bedrooms</Link>
              </li>
            )}
            {query.offer !== undefined && (
              <li>
                <Link href={without({ offer: undefined })}>For sale or lease</Link>
              </li>
            )}
            {query.openhouse !== undefined && (
              <li>
                <Link href={without({ openhouse: undefined })}>With or without an open house</Link>
              </li>
            )}
            <li>
              <Link href={finder.path}>See every home</Link>
            </li>
          </ul>
        </div>
      ) : (
        <>
          <ListingCards items={shown} bedroomsLabel={bedroomsLabel} bathroomsLabel={bathroomsLabel} />
          {links && <Pagination links={links} label="Pages of results" />}
        </>
      )}
      <AlertOffer finder={finder} query={query} />
    </>
  );
}

const status = css`
  margin-bottom: 1.5rem;
  color: ${color.inkMuted};
  font-size: ${fontSize.small};
  font-variant-numeric: lining-nums tabular-nums;
`;

const empty = css`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding-block: 3rem;
  font-size: ${fontSize.lead};
  color: ${color.ink};
`;

const widen = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem 1.5rem;
  font-size: ${fontSize.body};
  a {
    color: ${color.green};
  }
`;
