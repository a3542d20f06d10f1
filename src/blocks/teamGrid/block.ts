import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveTeamGrid } from './resolve.ts';
import { TeamGridBlock } from './schema.ts';

export const teamGridBlock = defineBlock({
  schema: TeamGridBlock,
  places: ['pageBody'],
  resolve: resolveTeamGrid,
});

/** What the teamGrid block's component takes; imported type-only, so the component reaches no other block. */
export type TeamGridProps = PropsOf<typeof teamGridBlock>;
