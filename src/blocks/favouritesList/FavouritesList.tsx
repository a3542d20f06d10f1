import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useFavourites } from '../../ui/favourites/favouritesStore.ts';
import type { SavedHome } from '../../ui/favourites/savedHomes.ts';
import { FAVOURITES_PATH, shareLinkOf, sharedSlugsOf } from '../../ui/favourites/shareLink.ts';
import { container } from '../../ui/styles.ts';
import { button as buttonStyles } from '../../ui/buttons.ts';
import { color, font, fontSize } from '../../ui/theme.ts';
import type { FavouritesListProps } from './block.ts';
import type { FavouritesData } from './resolve.ts';

const SOLD_LABEL = 'Sold';
const GONE_LABEL = 'No longer available';

/**
 * The cards and the hearts, fetched only when there are homes to show (saved here, or named by a
 * shared link), alongside the list's data: a visitor with no favourites never pays for them
 * (3.7 KB with the amounts, the grid and the image sizes they draw with).
 */
const loadPieces = () =>
  Promise.all([import('../../ui/ListingCards.tsx'), import('../../ui/favourites/FavouriteButton.tsx')]).then(
    ([cards, heart]) => ({
      ListingCards: cards.ListingCards,
      FavouriteButton: heart.FavouriteButton,
    }),
  );
type Pieces = Awaited<ReturnType<typeof loadPieces>>;

/**
 * The visitor's favourites, or the list a shared link names. Nothing here is in the pre-rendered
 * HTML: the saved homes live in this browser, so the page draws them once it has read them and
 * fetched the cards (FavouritesData), and the server and the first draw agree on "loading".
 */
export function FavouritesList({ block }: FavouritesListProps) {
  const [data, setData] = useState<FavouritesData | 'failed'>();
  const search = useSearch();
  const saved = useFavourites((s) => s.homes);
  const keep = useFavourites((s) => s.keep);
  const [link, setLink] = useState<string>();
  const [pieces, setPieces] = useState<Pieces>();
  const needsPieces = saved.length > 0 || search !== '';
  useEffect(() => {
    if (needsPieces && !pieces) loadPieces().then(setPieces, () => setData('failed'));
  }, [needsPieces, pieces]);
  useEffect(() => {
    fetch(block.dataUrl)
      .then((r) =>
        r.ok
          ? (r.json() as Promise<FavouritesData>)
          : Promise.reject(new Error(`${block.dataUrl} answered ${r.status}`)),
      )
      .then(setData, () => setData('failed'));
  }, [block.dataUrl]);

  const heading = (
    <header css={intro}>
      <h1 css={title}>{block.heading}</h1>
      <p>{block.note}</p>
    </header>
  );
  // In every state, also while loading: somewhere to go next, and the page's first Tab stop.
  const browse = (
    <p>
      <Link href={block.browseHref}>{block.browse}</Link>
    </p>
  );
  if (data === 'failed')
    return (
      <section css={root}>
        {heading}
        <p role="alert">Your favourites could not load. Check your connection and reload the page.</p>
        {browse}
      </section>
    );

  if (data === undefined || (needsPieces && !pieces))
    return (
      <section css={root}>
        {heading}
        <p role="status">Loading your favourites…</p>
        {browse}
      </section>
    );
  const { ListingCards, FavouriteButton } = pieces ?? {};
  const cards = new Map(data.homes.map((h) => [h.slug, h]));
  const sold = new Set(data.sold);
  const shared = sharedSlugsOf(search, new Set([...cards.keys(), ...sold]));
  const savedSlugs = new Set(saved.map((h) => h.slug));
  const homes: SavedHome[] = shared
    ? shared.map((slug, i) => ({ slug, address: cards.get(slug)?.address ?? slug, savedAt: -i }))
    : [...saved].sort((a, b) => b.savedAt - a.savedAt);
  const available = homes.flatMap((h) => cards.get(h.slug) ?? []);
  const gone = homes.filter((h) => !cards.has(h.slug));
  const unkept = shared?.filter((slug) => !savedSlugs.has(slug)) ?? [];

  async function share() {
    const url = shareLinkOf(
      window.location.origin,
      homes.map((h) => h.slug),
    );
    setLink(url);
    await navigator.clipboard?.writeText(url).catch(() => undefined);
  }

  return (
    <section css={root}>
      {heading}
      {shared && (
        <div css={sharedNote}>
          <p>
            {shared.length === 1
              ? 'A home someone shared with you.'
              : `${shared.length} homes someone shared with you.`}
          </p>
          {unkept.length > 0 ? (
            <button
              type="button"
              css={buttonStyles.primary}
              onClick={() => keep(homes.filter((h) => unkept.includes(h.slug)))}
            >
              Keep {unkept.length === 1 ? 'it' : 'them'} in my favourites
            </button>
          ) : (
            <p role="status">{shared.length ? 'All kept in your favourites.' : ''}</p>
          )}
          <p>
            <Link href={FAVOURITES_PATH}>See your own favourites</Link>
          </p>
        </div>
      )}
      {homes.length === 0 ? (
        <p css={emptyNote}>{block.empty}</p>
      ) : (
        <>
          {!shared && (
            <div css={shareRow}>
              <button type="button" css={buttonStyles.primary} onClick={() => void share()}>
                Share this list
              </button>
              {link && (
                <p role="status">
                  Copied. Anyone with this link sees the same list: <a href={link}>{link}</a>
                </p>
              )}
            </div>
          )}
          {available.length > 0 && ListingCards && (
            <ListingCards items={available} bedroomsLabel={block.bedroomsLabel} bathroomsLabel={block.bathroomsLabel} />
          )}
          {gone.length > 0 && (
            <ul role="list" css={goneList}>
              {gone.map((h) => (
                <li key={h.slug} css={goneItem}>
                  <span css={goneAddress}>{h.address}</span>
                  <span css={goneStatus}>{sold.has(h.slug) ? SOLD_LABEL : GONE_LABEL}</span>
                  {!shared && FavouriteButton && <FavouriteButton slug={h.slug} address={h.address} tone="light" />}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {browse}
    </section>
  );
}

// The page column (ui/pageColumn.ts) at the container's width, from the shell's container and the
// column's spacing: pageColumn's file then travels only with the contact and valuation pages.
const root = css`
  ${container};
  padding-block: clamp(3rem, 2rem + 4vw, 6rem) clamp(4rem, 3rem + 4vw, 8rem);
  display: grid;
  gap: 2rem;
`;

const intro = css`
  display: grid;
  gap: 0.75rem;
  color: ${color.inkSoft};
`;

const title = css`
  font-family: ${font.display};
  font-size: ${fontSize.h1};
  font-weight: 400;
  line-height: 1.1;
  letter-spacing: 0.01em;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${color.navy};
`;

const emptyNote = css`
  font-size: ${fontSize.lead};
  color: ${color.ink};
`;

const sharedNote = css`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  padding: 1.25rem 1.5rem;
  background: ${color.sand};
`;

const shareRow = css`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  & a {
    overflow-wrap: anywhere;
  }
`;

const goneList = css`
  display: grid;
  gap: 0.75rem;
  padding: 0;
  list-style: none;
`;

const goneItem = css`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 4rem 0.75rem 1.25rem;
  border: 1px solid ${color.line};
  & > button {
    top: 50%;
    translate: 0 -50%;
  }
`;

const goneAddress = css`
  font-size: ${fontSize.h4};
  color: ${color.navy};
`;

const goneStatus = css`
  font-size: ${fontSize.small};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.inkSoft};
`;
