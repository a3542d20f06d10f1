/** The address's keys that make /listings a search (see listingQuery.ts), apart so the page's first load need not parse them. */
export const SEARCH_KEYS = ['area', 'min', 'max', 'beds', 'offer', 'openhouse', 'sort', 'page'];
