import { Neighbourhood } from '../../model/neighbourhood.ts';
import { walkJson } from '../checks/walk.ts';
import type { Problem } from '../load/problem.ts';
import { didYouMean } from '../load/suggest.ts';
import { defineCollection } from './defineCollection.ts';
import { summarize } from './summarize.ts';

const route = (slug: string) => `/explore/${slug}`;

export const neighbourhoods = defineCollection({
  folder: 'neighbourhoods',
  entryName: 'neighbourhood',
  schema: Neighbourhood,
  photos: { field: 'image', list: false, role: 'hero' },
  route,
  toPage: (n, { site, titled }) => ({
    path: route(n.slug),
    meta: { title: titled(`${n.name} Neighbourhood Guide`), description: summarize(n.summary), image: n.image },
    header: site.collectionPages.neighbourhood.header,
    blocks: [
      { type: 'pageHero', heading: n.name, subheading: n.summary, image: n.image },
      { type: 'neighbourhoodGuide', neighbourhood: n.slug },
    ],
  }),
  // The hero is also the guide's card on /explore; full width is the larger use.
  /** Every figure names one of the guide's own sources, so the page can credit it. */
  check: ({ file, raw, value }) => {
    const sources = Object.keys(value.sources);
    const problems: Problem[] = [];
    walkJson(raw, (item, path) => {
      if (path.at(-1) !== 'source' || path.includes('sources') || typeof item !== 'string' || sources.includes(item)) return;
      problems.push({ severity: 'error', file, path, message: `unknown source "${item}": expected one of the keys of "sources" (${sources.join(', ')})`, suggestion: didYouMean(item, sources) });
    });
    return problems;
  },
});
