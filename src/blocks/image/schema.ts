import { z } from 'zod';
import { image } from '../../model/relations.ts';

export const ImageBlock = z
  .object({
    type: z.literal('image').describe('Always "image".'),
    image: image('half'),
    caption: z.string().min(1).describe('The caption under the picture (credit included).'),
  })
  .strict()
  .describe('A picture with its caption.');
