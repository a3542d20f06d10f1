import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The browser suite (npm run test:e2e): Debian's Chromium, driven by playwright-core, against
 * the production build served the way `npm start` serves it, with its own local backend.
 * globalSetup builds and serves the site once and starts one shared browser.
 */
export default defineConfig({
  root: join(import.meta.dirname, '..', '..'),
  test: {
    include: ['tests/e2e/**/*.e2e.ts', 'tests/security/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    environment: 'node',
    pool: 'forks',
    // Two cores: one test file at a time, the browser gets the other core.
    fileParallelism: false,
    maxWorkers: 1,
    // Within a file, suites marked concurrent open at most three pages at once (separate browser contexts).
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
