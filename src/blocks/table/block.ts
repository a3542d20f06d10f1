import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { TableBlock } from './schema.ts';

export const tableBlock = defineBlock({
  schema: TableBlock,
  places: ['articleBody'],
  words: (b) => [b.caption, ...b.columns, ...b.rows.flat()].join(' '),
});

/** What the table block's component takes; imported type-only, so the component reaches no other block. */
export type TableProps = PropsOf<typeof tableBlock>;
