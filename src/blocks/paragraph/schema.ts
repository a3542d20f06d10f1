import { z } from 'zod';
import { InlineText } from '../../model/inlineMarkup.ts';

export const ParagraphBlock = z
  .object({ type: z.literal('paragraph').describe('Always "paragraph".'), text: InlineText })
  .strict()
  .describe('A paragraph of text.');
