import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import type { EntryCard } from '../../ui/journal/EntryCardList.tsx';
import { NamedDevelopmentsBlock } from './schema.ts';

export const namedDevelopmentsBlock = defineBlock({
  schema: NamedDevelopmentsBlock,
  places: ['articleBody'],
  resolve: (b, ctx) => ({
    type: b.type,
    items: b.slugs.map((slug): EntryCard => {
      const d = ctx.one('developments', slug);
      return {
        slug,
        title: d.title,
        detail: d.tagline,
        href: ctx.href('developments', slug),
        image: ctx.image(d.image),
      };
    }),
  }),
});

/** What the namedDevelopments block's component takes; imported type-only, so the component reaches no other block. */
export type NamedDevelopmentsProps = PropsOf<typeof namedDevelopmentsBlock>;
