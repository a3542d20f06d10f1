import { defineBlock } from '../../model/defineBlock.ts';
import { resolveTeamGrid } from './resolve.ts';
import { TeamGridBlock } from './schema.ts';

export const teamGridBlock = defineBlock({
  schema: TeamGridBlock,
  resolve: resolveTeamGrid,
  references: (b) => (b.members ?? []).map((slug, i) => ({ path: ['members', i], collection: 'team' as const, slug })),
});
