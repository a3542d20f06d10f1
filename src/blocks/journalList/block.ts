import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { journalListPages, resolveJournalList } from './resolve.ts';
import { JournalListBlock } from './schema.ts';

export const journalListBlock = defineBlock({
  schema: JournalListBlock,
  places: ['pageBody'],
  resolve: resolveJournalList,
  resultPages: journalListPages,
});

/** What the journalList block's component takes; imported type-only, so the component reaches no other block. */
export type JournalListProps = PropsOf<typeof journalListBlock>;
