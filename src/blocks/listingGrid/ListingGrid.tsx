import { css } from '@emotion/react';
import { type ComponentProps, Suspense, lazy, memo, useEffect, useState, useSyncExternalStore } from 'react';
import type { ListingGridProps } from './block.ts';
import { color } from '../../ui/theme.ts';
import { container, section } from '../../ui/styles.ts';
import { KeptHtml, useHydrating } from '../../ui/KeptHtml.tsx';
import { SEARCH_KEYS } from './searchKeys.ts';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';

/*
 * The filters are pre-rendered with the page but their code is not in its first load: React keeps
 * their server HTML until it arrives, right after the page starts. The search itself, with every
 * listing to search, loads only when the address holds one. The cards of the full list have
 * nothing to do in the browser: a page that hydrates keeps their HTML (KeptHtml), and their code
 * loads only when the browser draws them itself (after a navigation, or when a search is cleared).
 */
// Vite drops this branch from the browser's build (import.meta.env.SSR is false there).
const onServer = import.meta.env.SSR
  ? {
      ...(await import('./FilterBar.tsx')),
      ...(await import('./FilterLinks.tsx')),
      ...(await import('../../ui/Pagination.tsx')),
      ...(await import('../../ui/ListingCards.tsx')),
    }
  : undefined;
let loadedCards: typeof import('../../ui/ListingCards.tsx') | undefined;
const loadCards = () => import('../../ui/ListingCards.tsx').then((m) => (loadedCards = m));
const LazyListingCards = lazy(() => loadCards().then((m) => ({ default: m.ListingCards })));
const LazyFilterBar = lazy(() => import('./FilterBar.tsx').then((m) => ({ default: m.FilterBar })));
// Pages of the full list exist only once there are more than twelve listings: their links load with them.
const LazyPagination = lazy(() => import('../../ui/Pagination.tsx').then((m) => ({ default: m.Pagination })));
/*
 * The bar and the page links each sit in a Suspense boundary memoised on their props. Hydration
 * ends with a second render of the grid (useHydrating's snapshot changes), and a render that
 * reaches a boundary still holding server HTML makes React drop that HTML and show the fallback
 * (nothing) until the code arrives: the count and "Filters" would vanish from the first screen.
 */
const Bar = memo(function Bar(props: ComponentProps<typeof LazyFilterBar>) {
  const FilterBar = onServer?.FilterBar ?? LazyFilterBar;
  return (
    <Suspense fallback={null}>
      <FilterBar {...props} />
    </Suspense>
  );
});
const PageLinks = memo(function PageLinks(props: ComponentProps<typeof LazyPagination>) {
  const Pagination = onServer?.Pagination ?? LazyPagination;
  return (
    <Suspense fallback={null}>
      <Pagination {...props} />
    </Suspense>
  );
});
const FilteredListings = lazy(() => import('./FilteredListings.tsx').then((m) => ({ default: m.FilteredListings })));

/** The events wouter dispatches when the address changes (it patches pushState and replaceState to do so), and Back and Forward. */
const ADDRESS_EVENTS = ['popstate', 'pushState', 'replaceState'];
const subscribeToAddress = (onChange: () => void) => {
  ADDRESS_EVENTS.forEach((type) => addEventListener(type, onChange));
  return () => ADDRESS_EVENTS.forEach((type) => removeEventListener(type, onChange));
};

/**
 * The address's query string. The server snapshot is "": pages are pre-rendered without one, so
 * hydration renders as the server did and React renders again with the browser's. (wouter's
 * useSearch does the same, but importing it adds to the framework chunk every page loads.)
 */
const useAddressSearch = () =>
  useSyncExternalStore(
    subscribeToAddress,
    () => location.search,
    () => '',
  );

/** Cards of the current listings a page at a time, with filters and a sort whose state is the address. */
export function ListingGrid({ block }: ListingGridProps) {
  // The address's search: none on the server (pre-rendered pages are rendered without a query), the browser's once hydrated.
  const address = useAddressSearch();
  const searching = SEARCH_KEYS.some((key) => new URLSearchParams(address).has(key));
  // A pre-rendered search (/listings/in-forest-hill) lists its homes itself and opens as that search.
  const search = searching ? address : block.finder.search;
  // Cards mounted with the page's hydration keep the server's HTML; once a search has replaced them, the browser draws them.
  const hydrating = useHydrating();
  const [keepCards, setKeepCards] = useState(hydrating);
  if (searching && keepCards) setKeepCards(false);
  const ListingCards = onServer?.ListingCards ?? loadedCards?.ListingCards ?? LazyListingCards;
  // Kept cards are drawn by the browser once the visitor searches, or comes Back after leaving:
  // their code is fetched as the address first changes, so Back shows the list (and the place
  // left in it) from its first frame.
  useEffect(() => {
    if (!keepCards) return;
    const load = () => void loadCards();
    ADDRESS_EVENTS.forEach((type) => addEventListener(type, load, { once: true }));
    return () => ADDRESS_EVENTS.forEach((type) => removeEventListener(type, load));
  }, [keepCards]);
  const labels = { bedroomsLabel: block.bedroomsLabel, bathroomsLabel: block.bathroomsLabel };
  // How many homes the search found, for the bar's count (which stays in view while the results change);
  // a pre-rendered search's page knows its own. The bar reads it only while a filter is in use.
  const [found, setFound] = useState(block.finder.found);
  return (
    <section css={[section, ivoryGround, closeUnder]} aria-label="Listings">
      <div css={container}>
        <Bar finder={block.finder} search={search} found={found} />
        {searching ? (
          <Suspense fallback={<p css={status}>Finding homes…</p>}>
            <FilteredListings finder={block.finder} search={search} onFound={setFound} {...labels} />
          </Suspense>
        ) : (
          <>
            {keepCards ? (
              // The filters as links for a browser without JavaScript are server HTML only, kept with the cards.
              <KeptHtml>
                {onServer && (
                  <>
                    <onServer.FilterLinks finder={block.finder} />
                    <ListingCards items={block.items} {...labels} />
                  </>
                )}
              </KeptHtml>
            ) : (
              <Suspense fallback={null}>
                <ListingCards items={block.items} {...labels} />
              </Suspense>
            )}
            {block.pagination && <PageLinks links={block.pagination} label="Pages of listings" />}
          </>
        )}
      </div>
    </section>
  );
}

/** The bar and the first homes close under the page's heading: on a phone, the first card on the first screen. */
const closeUnder = css`
  padding-top: clamp(1.5rem, 1rem + 2vw, 3rem);
`;

const status = css`
  padding-block: 3rem;
  text-align: center;
  color: ${color.inkMuted};
`;
