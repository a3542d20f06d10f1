import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveDevelopmentOverview } from './resolve.ts';
import { DevelopmentOverviewBlock } from './schema.ts';

export const developmentOverviewBlock = defineBlock({
  schema: DevelopmentOverviewBlock,
  places: ['site'],
  resolve: resolveDevelopmentOverview,
  example: (first) => ({ development: first('developments') }),
});

/** What the developmentOverview block's component takes; imported type-only, so the component reaches no other block. */
export type DevelopmentOverviewProps = PropsOf<typeof developmentOverviewBlock>;
