import type { Preset } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import { ELSEWHERE, writeListingQuery } from './listingQuery.ts';

/** The listings the grid shows: those marked "showInGrid", in the team's order. */
export const shownListings = (ctx: ResolveContext) => ctx.all('listings').filter((l) => l.showInGrid);

type AreaChoice = { value: string; label: string };

/**
 * The areas of each list of listings, made once per build: every page of /listings offers them (167
 * pages at 2,000 listings), and each made them twice over the whole list. Keyed by the lists, which
 * a build's context makes once (src/content/render/context.ts), as listingCards() is.
 */
const areasOfLists = new WeakMap<object, { neighbourhoods: object; areas: AreaChoice[] }>();

/** The areas a visitor can pick: the guides that have homes on the list, then "elsewhere" if any home is outside them. */
export function areaChoices(ctx: ResolveContext): AreaChoice[] {
  const made = areasOfLists.get(ctx.all('listings'));
  if (made?.neighbourhoods === ctx.all('neighbourhoods')) return made.areas;
  const areas = listAreas(ctx);
  areasOfLists.set(ctx.all('listings'), { neighbourhoods: ctx.all('neighbourhoods'), areas });
  return areas;
}

function listAreas(ctx: ResolveContext): AreaChoice[] {
  const listings = shownListings(ctx);
  const names = new Map(ctx.all('neighbourhoods').map((n) => [n.slug, n.name]));
  const slugs = [...new Set(listings.flatMap((l) => (l.neighbourhood ? [l.neighbourhood] : [])))];
  return [
    ...slugs
      .map((slug) => ({ value: slug, label: names.get(slug) ?? slug }))
      .sort((x, y) => x.label.localeCompare(y.label)),
    ...(listings.some((l) => !l.neighbourhood) ? [{ value: ELSEWHERE, label: 'Other areas' }] : []),
  ];
}

/**
 * The filters of /listings that work as plain links without JavaScript, each a pre-rendered page:
 * every area (/listings/in-forest-hill, /listings/in-other-areas) and, when the list holds both,
 * sale or lease (/listings/for-sale, /listings/for-lease). One page per value, never combinations,
 * so a build grows by the number of areas plus two. Left out: price and bedrooms (ranges, which the
 * sheet combines), and open houses this week, which depends on the visitor's day, not the build's.
 */
export function listingPresets(ctx: ResolveContext): ListingPreset[] {
  const areas = areaChoices(ctx).map(({ value, label }) => ({
    filter: 'area' as const,
    label,
    segment: value === ELSEWHERE ? 'in-other-areas' : `in-${value}`,
    search: writeListingQuery({ area: value }),
    heading: value === ELSEWHERE ? 'Homes in other areas' : `Homes in ${label}`,
  }));
  const offers = new Set(shownListings(ctx).map((l) => l.offer));
  const byOffer =
    offers.size > 1
      ? (['sale', 'lease'] as const).map((offer) => ({
          filter: 'offer' as const,
          label: `For ${offer}`,
          segment: `for-${offer}`,
          search: writeListingQuery({ offer }),
          heading: `Homes for ${offer}`,
        }))
      : [];
  return [...areas, ...byOffer];
}

/** A pre-rendered search of /listings, and how its link is named among the others. */
export interface ListingPreset extends Preset {
  filter: 'area' | 'offer';
  /** The link's words: "Forest Hill", "For lease". */
  label: string;
}
