import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const ArticleBlock = z
  .object({
    type: z.literal('article').describe('Always "article".'),
    article: ref('articles', 'The article shown'),
  })
  .strict()
  .describe(
    "A journal article's page: headline, byline, picture, text and related articles (each article's page at /journal/<slug> is made of it).",
  );
