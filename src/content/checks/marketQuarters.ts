import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { QUARTER_PATTERN } from '../../model/neighbourhood.ts';

/** "2026-Q3" -> its count of quarters since year 0, so consecutive quarters differ by one. */
const rank = (quarter: string) => {
  const [, year, q] = QUARTER_PATTERN.exec(quarter) ?? [];
  return Number(year) * 4 + Number(q) - 1;
};
const quarterOf = (n: number) => `${Math.floor(n / 4)}-Q${(n % 4) + 1}`;

/**
 * A neighbourhood's quarters are drawn evenly spaced, so a quarter left out would be joined over
 * as if it never happened: a warning names the quarters missing. (Order and repeats are errors of
 * the collection's own check, src/content/collections/neighbourhoods.ts.)
 */
function missingQuarters(content: Content): Problem[] {
  return content.collections.neighbourhoods.flatMap(({ file, value }) => {
    const market = value.market ?? [];
    // Quarters out of order or given twice are errors already; the gaps are told once they are fixed.
    if (market.some(({ quarter }, i) => i > 0 && rank(quarter) <= rank(market[i - 1]!.quarter))) return [];
    return market.flatMap(({ quarter }, i): Problem[] => {
      if (i === 0) return [];
      const before = market[i - 1]!.quarter;
      const gap = rank(quarter) - rank(before);
      if (gap <= 1) return [];
      const missing = Array.from({ length: gap - 1 }, (_, k) => quarterOf(rank(before) + k + 1));
      return [
        {
          severity: 'warning',
          file,
          path: ['market', i, 'quarter'],
          message: `${missing.length === 1 ? 'quarter' : 'quarters'} ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing between ${before} and ${quarter}: the chart would join them as if they were next to each other`,
          suggestion: `add the figures for ${missing.join(', ')} before ${quarter}`,
        },
      ];
    });
  });
}

/** A chart block draws a neighbourhood's figures: it needs some, and its quarter range must hold at least one. */
function chartsWithoutFigures(content: Content): Problem[] {
  const bySlug = new Map(content.collections.neighbourhoods.map((n) => [n.value.slug, n]));
  const withFigures = [...bySlug.values()].filter((n) => n.value.market?.length).map((n) => n.value.slug);
  return content.collections.articles.flatMap(({ file, value }) =>
    value.body.flatMap((block, i): Problem[] => {
      if (block.type !== 'chart') return [];
      const n = bySlug.get(block.neighbourhood);
      // A neighbourhood that does not exist is the reference check's error.
      if (!n) return [];
      const market = n.value.market ?? [];
      if (!market.length)
        return [
          {
            severity: 'error',
            file,
            path: ['body', i, 'neighbourhood'],
            message: `${n.value.name} has no quarterly market figures, so there is nothing to chart`,
            suggestion: `add its quarters under "market" in ${n.file}, or chart a neighbourhood that has them (${withFigures.join(', ') || 'none has yet'})`,
          },
        ];
      const from = block.from ?? market[0]!.quarter;
      const to = block.to ?? market.at(-1)!.quarter;
      if (market.some((q) => q.quarter >= from && q.quarter <= to)) return [];
      return [
        {
          severity: 'error',
          file,
          path: ['body', i, block.from ? 'from' : 'to'],
          message: `no quarter of ${n.value.name} falls between ${from} and ${to}: its figures run from ${market[0]!.quarter} to ${market.at(-1)!.quarter}`,
          suggestion: 'choose "from" and "to" within those quarters, or leave them out to chart every quarter',
        },
      ];
    }),
  );
}

export const checkMarketQuarters = (content: Content): Problem[] => [
  ...missingQuarters(content),
  ...chartsWithoutFigures(content),
];
