import { Neighbourhood, QUARTER_PATTERN } from '../../model/neighbourhood.ts';
import { walkJson } from '../checks/walk.ts';
import type { Problem } from '../load/problem.ts';
import { didYouMean } from '../load/suggest.ts';
import { defineCollection } from './defineCollection.ts';
import { summarize } from './summarize.ts';

const route = (slug: string) => `/explore/${slug}`;

export const neighbourhoods = defineCollection({
  folder: 'neighbourhoods',
  entryName: 'neighbourhood',
  scaffold: {
    kind: 'neighbourhood',
    aliases: ['neighborhood', 'neighborhoods'],
    visibility: 'Its card appears on /explore at once (last, "order": 100).',
  },
  example: 'forest-hill',
  schema: Neighbourhood,
  photos: { field: 'image', list: false, role: 'hero' },
  route,
  toPage: (n, { site, titled }) => ({
    path: route(n.slug),
    meta: { title: titled(`${n.name} Neighbourhood Guide`), description: summarize(n.summary), image: n.image },
    header: site.collectionPages.neighbourhood.header,
    blocks: [
      { type: 'pageHero', heading: n.name, subheading: n.summary, subheadingStyle: 'sentence', image: n.image },
      { type: 'neighbourhoodGuide', neighbourhood: n.slug },
      // The owners' way to /sell (site.sellers.guideInvitation), when the team offers one.
      ...(site.sellers?.guideInvitation ? [{ type: 'callToAction' as const, ...site.sellers.guideInvitation }] : []),
    ],
  }),
  // The hero is also the guide's card on /explore; full width is the larger use.
  /** Every figure names one of the guide's own sources, so the page can credit it. */
  check: ({ file, raw, value }) => {
    const sources = Object.keys(value.sources);
    const problems: Problem[] = [];
    walkJson(raw, (item, path) => {
      if (path.at(-1) !== 'source' || path.includes('sources') || typeof item !== 'string' || sources.includes(item))
        return;
      problems.push({
        severity: 'error',
        file,
        path,
        message: `unknown source "${item}": expected one of the keys of "sources" (${sources.join(', ')})`,
        suggestion: didYouMean(item, sources),
      });
    });
    return [...problems, ...checkQuarterOrder(file, value.market ?? [])];
  },
});

/** The chart reads the quarters left to right: each must come after the one before it, once. */
function checkQuarterOrder(file: string, market: { quarter: string }[]): Problem[] {
  const rank = (quarter: string) => {
    const [, year, q] = QUARTER_PATTERN.exec(quarter) ?? [];
    return Number(year) * 4 + Number(q);
  };
  return market.flatMap(({ quarter }, i): Problem[] => {
    if (i === 0) return [];
    const before = market[i - 1]!.quarter;
    const path = ['market', i, 'quarter'];
    if (market.findIndex((m) => m.quarter === quarter) < i)
      return [
        {
          severity: 'error',
          file,
          path,
          message: `quarter ${quarter} appears twice`,
          suggestion: 'keep one entry for each quarter',
        },
      ];
    if (rank(quarter) < rank(before))
      return [
        {
          severity: 'error',
          file,
          path,
          message: `quarter ${quarter} is listed after ${before}: the quarters are out of order`,
          suggestion: 'list the quarters oldest first',
        },
      ];
    return [];
  });
}
