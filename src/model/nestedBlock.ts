/**
 * A block held inside another (an article's body holds paragraphs, charts, cards): its "type" is
 * all the holder knows of it. The holder resolves the list with ctx.resolveBlocks and draws it
 * with src/ui/NestedBlocks.tsx, so it never imports the blocks it holds.
 */
export interface NestedBlock {
  readonly type: string;
}
