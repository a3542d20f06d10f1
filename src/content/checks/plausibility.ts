import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { plausible } from '../../model/thresholds.ts';
import { allFiles } from './internalLinks.ts';
import { walkJson } from './walk.ts';

type Path = (string | number)[];
const money = (n: number) => n.toLocaleString('en-CA');

/** Bedrooms, bathrooms, prices and areas that no home has: almost always a key pressed twice. */
function checkFigures(content: Content): Problem[] {
  const problems: Problem[] = [];
  const warn = (file: string, path: Path, message: string, suggestion?: string) =>
    problems.push({ severity: 'warning', file, path, message, ...(suggestion ? { suggestion } : {}) });
  const homes = [...content.collections.listings, ...content.collections.sales];
  for (const { file, value } of homes) {
    for (const field of ['bedrooms', 'bathrooms'] as const)
      if (value[field] > plausible.maxRooms)
        warn(
          file,
          [field],
          `${money(value[field])} ${field} is more than any home has (over ${plausible.maxRooms}): is there a digit too many?`,
        );
    const squareFeet =
      'feature' in value ? (value.feature.kind === 'size' ? value.feature.squareFeet : undefined) : value.squareFeet;
    const areaPath = 'feature' in value ? ['feature', 'squareFeet'] : ['squareFeet'];
    if (squareFeet !== undefined && squareFeet > plausible.maxSquareFeet)
      warn(
        file,
        areaPath,
        `${money(squareFeet)} sq ft is over ${money(plausible.maxSquareFeet)}: is there a zero too many?`,
      );
  }
  for (const { file, value } of content.collections.sales)
    if (value.price.kind === 'amount' && value.price.amount > 0 && value.price.amount < plausible.minSalePrice)
      warn(
        file,
        ['price', 'amount'],
        `a sale price of ${money(value.price.amount)} ${value.price.currency} is under ${money(plausible.minSalePrice)}: are zeros missing?`,
        `write the whole amount in dollars, e.g. ${value.price.amount * 1000}`,
      );
  return problems;
}

/** Two cards of one grid with the same "order": their places depend on their file names, not on the team's choice. */
function checkOrders(content: Content): Problem[] {
  const grids: [string, { file: string; value: { order?: number } }[]][] = [
    ['the /listings grid', content.collections.listings.filter((l) => l.value.showInGrid)],
    ['PINNACLE SALES', content.collections.sales.filter((s) => s.value.group === 'pinnacle')],
    ['HISTORICAL SALES', content.collections.sales.filter((s) => s.value.group === 'historical')],
    ['the /explore cards', content.collections.neighbourhoods],
    ['the NEW DEVELOPMENTS cards', content.collections.developments],
    ['the press cards', content.collections.press],
  ];
  return grids.flatMap(([grid, entries]) =>
    entries.flatMap(({ file, value }) => {
      const first = entries.find((other) => other.value.order === value.order);
      // Left out (or 0) is no choice of place, so two of them are no clash.
      return first && first.file !== file && value.order !== 0 && value.order !== undefined
        ? [
            {
              severity: 'warning' as const,
              file,
              path: ['order'],
              message: `${first.file} has the same order (${value.order}) in ${grid}, so which comes first is left to chance`,
              suggestion: 'give each card its own order number',
            },
          ]
        : [];
    }),
  );
}

/** Links to other sites over plain http: browsers mark them unsafe, and most sites answer https anyway. */
function checkInsecureLinks(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const { file, raw } of allFiles(content))
    walkJson(raw, (value, path) => {
      if (typeof value === 'string' && /^http:\/\//i.test(value))
        problems.push({
          severity: 'warning',
          file,
          path,
          message: `the address ${value} uses http://, which browsers flag as not secure`,
          suggestion: `write ${value.replace(/^http:/i, 'https:')}`,
        });
    });
  return problems;
}

export const checkPlausibility = (content: Content): Problem[] => [
  ...checkFigures(content),
  ...checkOrders(content),
  ...checkInsecureLinks(content),
];
