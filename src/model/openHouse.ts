import { z } from 'zod';

/** A moment on Toronto's clock as people write it, to the minute: "2026-12-05T14:00". */
const TorontoDateTime = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/,
    'a date and time in Toronto written YYYY-MM-DDTHH:MM, e.g. "2026-12-05T14:00"',
  )
  .describe(
    'A date and time on Toronto\'s clock, written YYYY-MM-DDTHH:MM with a 24-hour time, e.g. "2026-12-05T14:00" for 2 p.m.',
  );

export const OpenHouse = z
  .object({
    start: TorontoDateTime.describe('When it opens, Toronto time: YYYY-MM-DDTHH:MM, e.g. "2026-12-05T14:00".'),
    end: TorontoDateTime.describe(
      'When it closes, Toronto time: YYYY-MM-DDTHH:MM, e.g. "2026-12-05T16:00"; after the start.',
    ),
    note: z
      .string()
      .min(1)
      .optional()
      .describe('A line under it, if any, e.g. "Hosted by Julian Mercer; please bring photo ID."'),
  })
  .strict()
  .describe("One open house: its start and end on Toronto's clock, and an optional note.");

export type OpenHouse = z.infer<typeof OpenHouse>;

export const OpenHouses = z
  .array(OpenHouse)
  .describe(
    'Open houses, each { "start": "2026-12-05T14:00", "end": "2026-12-05T16:00" } in Toronto time, with an optional "note". The page shows those still to come, each with "Add to calendar"; past ones drop off at the next build.',
  );
