import type { ListingQuery } from './listingQuery.ts';

/**
 * The same search without its filters ("Clear all"): its order stays, and it starts again at the
 * first page. Apart from listingQuery.ts, which the page's first load fetches, as only the sheet uses it.
 */
export const withoutFilters = (query: ListingQuery): ListingQuery => (query.sort ? { sort: query.sort } : {});
