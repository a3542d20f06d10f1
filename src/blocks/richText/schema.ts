import { z } from 'zod';
import { Paragraphs } from '../../model/common.ts';

export const RichTextBlock = z
  .object({
    type: z.literal('richText').describe('Always "richText".'),
    heading: z.string().min(1).optional().describe('The heading; leave out for none.'),
    paragraphs: Paragraphs,
  })
  .strict()
  .describe('A heading with paragraphs of text.');
