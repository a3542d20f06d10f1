/** The shared list's link, apart from savedHomes.ts so that every page's start-up code does not carry it. */

/** The link that opens this list elsewhere: /favourites?homes=slug1,slug2 (slugs are [a-z0-9-], so they need no escaping). */
export const FAVOURITES_PATH = '/favourites';
export const shareLinkOf = (origin: string, slugs: string[]) => `${origin}${FAVOURITES_PATH}?homes=${slugs.join(',')}`;

/**
 * The homes a shared link names, in its order, each once, keeping only those `known` (slugs the
 * site has or had): a mistyped or invented slug is dropped, not shown as an empty card.
 * undefined when the address shares nothing.
 */
export function sharedSlugsOf(search: string, known: ReadonlySet<string>): string[] | undefined {
  const homes = new URLSearchParams(search).get('homes');
  if (homes === null) return undefined;
  return [...new Set(homes.split(',').map((s) => s.trim()))].filter((s) => known.has(s));
}
