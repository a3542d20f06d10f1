import type { MemberHomesBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { listingCardsOf, saleCardOf } from '../../model/listingCard.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

/**
 * Whose home it is: the agent a listing or sale names (a team slug), or else the lead broker.
 * Read defensively, as sales name no agent in their model.
 */
export function agentOf(home: object, lead: string | undefined): string | undefined {
  const agent = (home as { agent?: unknown }).agent;
  return typeof agent === 'string' ? agent : lead;
}

export const resolveMemberHomes = (b: Authored<typeof MemberHomesBlock>, ctx: ResolveContext) => {
  const lead = ctx.all('team').find((m) => m.lead)?.slug;
  const theirs = (home: object) => agentOf(home, lead) === b.member;
  const sales = ctx
    .all('sales')
    .filter(theirs)
    // Newest first; a sale without a date after the dated ones, in the portfolio's order.
    .sort((x, y) => (y.soldDate ?? '').localeCompare(x.soldDate ?? ''))
    .slice(0, b.sales);
  const listings = ctx.all('listings').filter((l) => l.showInGrid && theirs(l));
  return {
    type: b.type,
    listingsHeading: b.listingsHeading,
    salesHeading: b.salesHeading,
    // A lead broker named by every home a feed brings would otherwise list thousands on one page.
    listings: listingCardsOf(listings.slice(0, b.listings), ctx),
    listingsTotal: listings.length,
    sales: sales.map((s) => saleCardOf(s, ctx)),
  };
};
