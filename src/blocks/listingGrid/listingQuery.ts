import { SEARCH_KEYS } from './searchKeys.ts';

/*
 * The filters and sort of /listings as they stand in the address (?area=rosedale&min=2000000),
 * so a search can be shared and Back and Forward step through it. Anything the page does not
 * recognize in the address is ignored rather than refused.
 */

const SORTS = ['featured', 'price-high', 'price-low', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

export interface ListingQuery {
  /** A neighbourhood's slug, or "elsewhere" for homes in no neighbourhood guide. */
  area?: string;
  min?: number;
  max?: number;
  beds?: number;
  offer?: 'sale' | 'lease';
  /** Only homes with an open house from now to 7 days ahead, by the visitor's clock. */
  openhouse?: 'week';
  sort?: Sort;
  /** The page of filtered results (the unfiltered pages have addresses of their own). */
  page?: number;
}

export const ELSEWHERE = 'elsewhere';

const wholeNumber = (text: string | null) => (text !== null && /^\d{1,10}$/.test(text) ? Number(text) : undefined);

export function readListingQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search);
  const area = params.get('area');
  const offer = params.get('offer');
  const sort = params.get('sort');
  const openhouse = params.get('openhouse');
  const page = wholeNumber(params.get('page'));
  const query: ListingQuery = {
    ...(area && /^[a-z0-9-]+$/.test(area) ? { area } : {}),
    ...(wholeNumber(params.get('min')) !== undefined ? { min: wholeNumber(params.get('min')) } : {}),
    ...(wholeNumber(params.get('max')) !== undefined ? { max: wholeNumber(params.get('max')) } : {}),
    ...(wholeNumber(params.get('beds')) !== undefined ? { beds: wholeNumber(params.get('beds')) } : {}),
    ...(offer === 'sale' || offer === 'lease' ? { offer } : {}),
    ...(openhouse === 'week' ? { openhouse } : {}),
    ...(sort && (SORTS as readonly string[]).includes(sort) && sort !== 'featured' ? { sort: sort as Sort } : {}),
    ...(page !== undefined && page > 1 ? { page } : {}),
  };
  return query;
}

/** The query string of a search, "" for none; keys in a fixed order so one search has one address. */
export function writeListingQuery(query: ListingQuery): string {
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS as (keyof ListingQuery)[]) {
    const value = query[key];
    if (value !== undefined && !(key === 'page' && value === 1) && !(key === 'sort' && value === 'featured'))
      params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * How many filters a search uses, as "Filters (n)" counts them: each key that narrows the list
 * (the address's keys before "sort" and "page"), the lowest and highest price one each.
 */
export const filtersInUse = (query: ListingQuery) =>
  SEARCH_KEYS.slice(0, SEARCH_KEYS.indexOf('sort')).filter((key) => query[key as keyof ListingQuery] !== undefined)
    .length;

/** A number of homes in words: "1 home", "12 homes". */
export const homes = (n: number) => (n === 1 ? '1 home' : `${n} homes`);

/** Cards a page shows, of the full list (/listings/page/<n>) and of a search's results alike. */
export const LISTINGS_PER_PAGE = 12;
