import { z } from 'zod';
import { Image, Link, Paragraphs } from '../../content/schemas/common.ts';

/** The "Get to know" block: a photo beside a short description and buttons. */
export const IntroBlock = z
  .object({ type: z.literal('intro'), heading: z.string().min(1), image: Image, paragraphs: Paragraphs, actions: z.array(Link) })
  .strict();
