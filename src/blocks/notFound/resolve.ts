import type { NotFoundBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

/** The neighbourhoods the search offers: those with a home on the listings page, by name. */
export const resolveNotFound = (b: Authored<typeof NotFoundBlock>, ctx: ResolveContext) => {
  const listed = new Set(
    ctx.all('listings').flatMap((l) => (l.showInGrid && l.neighbourhood ? [l.neighbourhood] : [])),
  );
  const areas = ctx
    .all('neighbourhoods')
    .filter((n) => listed.has(n.slug))
    .map((n) => ({ value: n.slug, label: n.name }))
    .sort((x, y) => x.label.localeCompare(y.label));
  const { search, ...rest } = b;
  return { ...rest, search: search && { ...search, areas } };
};
