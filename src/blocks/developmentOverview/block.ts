import { defineBlock } from '../../model/defineBlock.ts';
import { resolveDevelopmentOverview } from './resolve.ts';
import { DevelopmentOverviewBlock } from './schema.ts';

export const developmentOverviewBlock = defineBlock({
  schema: DevelopmentOverviewBlock,
  resolve: resolveDevelopmentOverview,
  references: (b) => [{ path: ['development'], collection: 'developments', slug: b.development }],
  example: (first) => ({ development: first('developments') }),
});
