import { z } from 'zod';
import { Slug } from '../../model/common.ts';

export const ArticleBlock = z
  .object({
    type: z.literal('article').describe('Always "article".'),
    article: Slug.describe('The article shown: a file name in data/articles/ without ".json".'),
  })
  .strict()
  .describe("A journal article's page: headline, byline, picture, text and related articles (each article's page at /journal/<slug> is made of it).");
