import { z } from 'zod';

export const JournalLatestBlock = z
  .object({
    type: z.literal('journalLatest').describe('Always "journalLatest".'),
    heading: z.string().min(1).describe('The heading over the cards, e.g. "FROM THE JOURNAL".'),
  })
  .strict()
  .describe(
    'The three newest journal articles as cards (photo, section and date, headline, standfirst) and a link to /journal; nothing at all while no article is published.',
  );
