import { z } from 'zod';

export const TableBlock = z
  .object({
    type: z.literal('table').describe('Always "table".'),
    caption: z
      .string()
      .min(1)
      .describe('What the table shows, read first by screen readers, e.g. "Median sale price by quarter".'),
    columns: z.array(z.string().min(1)).min(1).describe('The column headings.'),
    rows: z
      .array(z.array(z.string()))
      .min(1)
      .describe('The rows, each a list of cells in column order; the first cell heads its row.'),
  })
  .strict()
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
    message: 'every row has as many cells as there are columns',
    path: ['rows'],
  })
  .describe('A table of figures.');
