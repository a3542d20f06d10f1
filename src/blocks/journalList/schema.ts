import { z } from 'zod';
import { ArticleCategory } from '../../model/article.ts';
import { ref } from '../../model/relations.ts';

export const JournalListBlock = z
  .object({
    type: z.literal('journalList').describe('Always "journalList".'),
    heading: z.string().min(1).describe('The heading over the cards, e.g. "The Journal" or "From the journal".'),
    category: ArticleCategory.optional().describe('Only the articles of this section; leave out for every section.'),
    author: ref('team', "Only this team member's articles; a profile's list").optional(),
    limit: z
      .int()
      .min(1)
      .optional()
      .describe(
        'Show only the newest this many, with no pages (e.g. 3 on the home page); leave out for every article, 12 a page at /<path>/page/<n>.',
      ),
  })
  .strict()
  .describe(
    'Cards of journal articles, newest first: every article 12 a page, one section, one author, or the latest few.',
  );
