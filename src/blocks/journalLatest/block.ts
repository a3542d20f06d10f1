import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveJournalLatest } from './resolve.ts';
import { JournalLatestBlock } from './schema.ts';

/** "From the journal": a static block (no JavaScript), placed by the editor on any page, the home page's among them. */
export const journalLatestBlock = defineBlock({
  schema: JournalLatestBlock,
  places: ['pageBody'],
  resolve: resolveJournalLatest,
});

/** What the journalLatest block's component takes; imported type-only, so the component reaches no other block. */
export type JournalLatestProps = PropsOf<typeof journalLatestBlock>;
