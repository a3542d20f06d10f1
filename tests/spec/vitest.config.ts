import { defineConfig } from 'vitest/config';

/**
 * npm run check:spec: the specification's sample line-up (8 listings, 10 pinnacle and 9
 * historical sales, 6 neighbourhoods...) checked against data/. These are facts of the sample
 * content, not rules of the site: once the team changes its line-up they stop holding, so they
 * do not run with npm test or in CI.
 */
export default defineConfig({
  test: { include: ['tests/spec/**/*.spec.ts'], environment: 'node' },
});
