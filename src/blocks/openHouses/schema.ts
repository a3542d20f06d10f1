import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const OpenHousesBlock = z
  .object({
    type: z.literal('openHouses').describe('Always "openHouses".'),
    listing: ref('listings', 'Slug of the listing whose open houses to show'),
    heading: z
      .string()
      .min(1)
      .default('Open Houses')
      .describe('The section heading. Optional, "Open Houses" if left out.'),
  })
  .strict()
  .describe(
    'The listing\'s open houses still to come, each with "Add to calendar" (an .ics file and a Google Calendar link) and schema.org Event data. A listing page with open houses has one already; nothing shows when none is to come.',
  );
