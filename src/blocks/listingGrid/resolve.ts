import type { ListingGridBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { listDataUrl } from '../../model/defineBlock.ts';
import { type ListingCardData, listingCardsOf } from '../../model/listingCard.ts';
import { pageSlice, paginationLinks } from '../../model/pagination.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import { ELSEWHERE, LISTINGS_PER_PAGE } from './listingQuery.ts';
import { alertConsentStatement } from '../../model/alertConsent.ts';

const shownListings = (ctx: ResolveContext) => ctx.all('listings').filter((l) => l.showInGrid);

/**
 * Every card, made once per build: each page of /listings shows twelve of them, and made again for
 * each of 167 pages at 2,000 listings they took most of the time the pages took to resolve.
 * Keyed by the listings' list, which a build's context makes once (src/content/render/context.ts).
 */
const cardsOfList = new WeakMap<object, { today: string; cards: ListingCardData[] }>();

/** A listing as its card shows it, and as the filters read it. */
export const listingCards = (ctx: ResolveContext) => {
  const listings = ctx.all('listings');
  const made = cardsOfList.get(listings);
  if (made?.today === ctx.today) return made.cards;
  const cards = listingCardsOf(shownListings(ctx), ctx);
  cardsOfList.set(listings, { today: ctx.today, cards });
  return cards;
};

export const listingPageCount = (ctx: ResolveContext) =>
  Math.max(1, Math.ceil(shownListings(ctx).length / LISTINGS_PER_PAGE));

export const resolveListingGrid = (b: Authored<typeof ListingGridBlock>, ctx: ResolveContext) => {
  const cards = listingCards(ctx);
  // The areas a visitor can pick: the guides that have homes on the list, then "elsewhere" if any home is outside them.
  const names = new Map(ctx.all('neighbourhoods').map((n) => [n.slug, n.name]));
  const areaSlugs = [...new Set(cards.flatMap((c) => (c.neighbourhood ? [c.neighbourhood] : [])))];
  const areas = [
    ...areaSlugs
      .map((slug) => ({ value: slug, label: names.get(slug) ?? slug }))
      .sort((x, y) => x.label.localeCompare(y.label)),
    ...(cards.some((c) => !c.neighbourhood) ? [{ value: ELSEWHERE, label: 'Other areas' }] : []),
  ];
  return {
    ...b,
    items: pageSlice(cards, LISTINGS_PER_PAGE, ctx.results),
    pagination: paginationLinks(ctx.results),
    finder: {
      path: ctx.results?.pathOf(1) ?? '/listings',
      total: cards.length,
      areas,
      dataUrl: listDataUrl('listings'),
      // Shown beside the alert's address field and recorded with each alert (the database accepts only it).
      alertConsent: alertConsentStatement(ctx.site.brand.teamName, ctx.site.brokerage.name),
    },
  };
};
