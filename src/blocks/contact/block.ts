import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveContact } from './resolve.ts';
import { ContactBlock } from './schema.ts';

export const contactBlock = defineBlock({
  schema: ContactBlock,
  places: ['pageBody'],
  interactive: true,
  resolve: resolveContact,
});

/** What the contact block's component takes; imported type-only, so the component reaches no other block. */
export type ContactProps = PropsOf<typeof contactBlock>;
