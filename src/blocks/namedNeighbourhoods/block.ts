import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import type { EntryCard } from '../../ui/journal/EntryCardList.tsx';
import { NamedNeighbourhoodsBlock } from './schema.ts';

export const namedNeighbourhoodsBlock = defineBlock({
  schema: NamedNeighbourhoodsBlock,
  places: ['articleBody'],
  resolve: (b, ctx) => ({
    type: b.type,
    items: b.slugs.map((slug): EntryCard => {
      const n = ctx.one('neighbourhoods', slug);
      return {
        slug,
        title: n.name,
        detail: n.summary,
        href: ctx.href('neighbourhoods', slug),
        image: ctx.image(n.image),
      };
    }),
  }),
});

/** What the namedNeighbourhoods block's component takes; imported type-only, so the component reaches no other block. */
export type NamedNeighbourhoodsProps = PropsOf<typeof namedNeighbourhoodsBlock>;
