import { z } from 'zod';
import { QUARTER_PATTERN } from '../../model/neighbourhood.ts';
import { ref } from '../../model/relations.ts';

const Quarter = (what: string) =>
  z.string().regex(QUARTER_PATTERN, 'write the quarter as YYYY-Qn, e.g. "2026-Q3"').describe(what);

export const ChartBlock = z
  .object({
    type: z.literal('chart').describe('Always "chart".'),
    neighbourhood: ref(
      'neighbourhoods',
      'The neighbourhood whose quarterly market figures are drawn (its guide must have "market" figures)',
    ),
    measure: z
      .enum(['medianPrice', 'sales', 'daysOnMarket', 'saleToList'])
      .describe(
        'The figure drawn as a line: "medianPrice" (median sale price), "sales" (number of sales), "daysOnMarket" (average days on market) or "saleToList" (sale-to-list ratio); the table under the chart lists all four.',
      ),
    caption: z
      .string()
      .min(1)
      .optional()
      .describe(
        'The sentence under the chart; leave out for "<figure> in <neighbourhood> each quarter, <first> to <last>."',
      ),
    from: Quarter('The first quarter drawn, e.g. "2025-Q1"; leave out to start at the oldest.').optional(),
    to: Quarter('The last quarter drawn, e.g. "2026-Q2"; leave out to end at the latest.').optional(),
  })
  .strict()
  .refine((c) => !c.from || !c.to || c.from <= c.to, { message: '"from" is a later quarter than "to"', path: ['from'] })
  .describe("A chart of a neighbourhood's quarterly market figures, with every figure in a table under it.");
