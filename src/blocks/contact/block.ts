import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveContact } from './resolve.ts';
import { ContactBlock } from './schema.ts';

export const contactBlock = defineBlock({
  schema: ContactBlock,
  interactive: true,
  resolve: resolveContact,
  references: (b) => [{ path: ['info', 'member'], collection: 'team', slug: b.info.member }],
});

/** What the contact block's component takes; imported type-only, so the component reaches no other block. */
export type ContactProps = PropsOf<typeof contactBlock>;
