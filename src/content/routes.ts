import type { CollectionName } from './collections.ts';

/** The URL of each collection entry. Collections without pages of their own are absent. */
export const entryRoute = {
  listings: (slug: string) => `/listings/${slug}`,
  neighbourhoods: (slug: string) => `/explore/${slug}`,
  team: (slug: string) => `/team/${slug}`,
  developments: (slug: string) => `/developments/${slug}`,
  legal: (slug: string) => `/${slug}`,
} satisfies Partial<Record<CollectionName, (slug: string) => string>>;

/** "/listings/" and "/listings?x#y" are the route "/listings". */
export function normalizePath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}
