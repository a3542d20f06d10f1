import type { SalesGridBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { pageSlice, paginationLinks } from '../../model/pagination.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import { saleCardOf } from '../../model/listingCard.ts';

/** Sales a page of /portfolio shows in each section; more are a link away at /portfolio/page/<n>. */
export const SALES_PER_PAGE = 24;

export const salesOfGroup = (group: string, ctx: ResolveContext) => ctx.all('sales').filter((s) => s.group === group);

export const resolveSalesGrid = (b: Authored<typeof SalesGridBlock>, ctx: ResolveContext) => {
  const sales = salesOfGroup(b.group, ctx);
  // The links to other pages go under the section that has sales on them; a section with none on this page is left out.
  const pagination = sales.length > SALES_PER_PAGE ? paginationLinks(ctx.results) : undefined;
  return {
    ...b,
    pagination,
    items: pageSlice(sales, SALES_PER_PAGE, ctx.results).map((s) => saleCardOf(s, ctx)),
  };
};
