import type { MemberHomesBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { listingCardsOf, saleCardOf } from '../../model/listingCard.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

/**
 * Whose home it is: the agent a listing or sale names, or else the lead broker. Read defensively:
 * the listing's `agent` reference (a team slug, defaulting to the lead) is being added to the
 * listing model on its own; until then every home is the lead's.
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
  return {
    type: b.type,
    listingsHeading: b.listingsHeading,
    salesHeading: b.salesHeading,
    listings: listingCardsOf(
      ctx.all('listings').filter((l) => l.showInGrid && theirs(l)),
      ctx,
    ),
    sales: sales.map((s) => saleCardOf(s, ctx)),
  };
};
