import type { ListingGridBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { listDataUrl } from '../../model/defineBlock.ts';
import { type ListingCardData, listingCardsOf } from '../../model/listingCard.ts';
import { pageSlice, paginationLinks } from '../../model/pagination.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import { LISTINGS_PER_PAGE, readListingQuery } from './listingQuery.ts';
import { alertConsentStatement } from '../../model/alertConsent.ts';
import { filterListings } from './filterListings.ts';
import { areaChoices, listingPresets, shownListings } from './presets.ts';

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

/** The cards a page lists: all of them, or on a pre-rendered search (/listings/in-forest-hill) those it finds. */
const listedCards = (ctx: ResolveContext) =>
  ctx.preset ? filterListings(listingCards(ctx), readListingQuery(ctx.preset.search)) : listingCards(ctx);

export const listingPageCount = (ctx: ResolveContext) =>
  Math.max(1, Math.ceil(listedCards(ctx).length / LISTINGS_PER_PAGE));

export const resolveListingGrid = (b: Authored<typeof ListingGridBlock>, ctx: ResolveContext) => {
  const cards = listedCards(ctx);
  // Where a search is made: /listings itself, also from a pre-rendered search's page.
  const path = ctx.preset?.path ?? ctx.results?.pathOf(1) ?? '/listings';
  return {
    ...b,
    items: pageSlice(cards, LISTINGS_PER_PAGE, ctx.results),
    pagination: paginationLinks(ctx.results),
    finder: {
      path,
      total: listingCards(ctx).length,
      areas: areaChoices(ctx),
      dataUrl: listDataUrl('listings'),
      // Shown beside the alert's address field and recorded with each alert (the database accepts only it).
      alertConsent: alertConsentStatement(ctx.site.brand.teamName, ctx.site.brokerage.name),
      // The filters as plain links, for a browser without JavaScript (FilterLinks.tsx).
      filterLinks: listingPresets(ctx).map(({ filter, label, segment, search }) => ({
        filter,
        label,
        href: `${path}/${segment}`,
        current: search === ctx.preset?.search,
      })),
      // The search the page opens as: none on /listings; on a pre-rendered one, its own ("Filters (1)", "3 homes of 20").
      search: ctx.preset?.search ?? '',
      ...(ctx.preset ? { found: cards.length } : {}),
    },
  };
};
