import { z } from 'zod';
import { Paragraphs } from '../../content/schemas/common.ts';

/** A heading with paragraphs of text. */
export const RichTextBlock = z
  .object({ type: z.literal('richText'), heading: z.string().min(1).optional(), paragraphs: Paragraphs })
  .strict();
