import { defineConfig } from 'vitest/config';
import { sitePlugins } from './scripts/build/vite/sitePlugin.ts';

// What the site adds to Vite lives in scripts/build/vite/ (entry, chunks, the dev content server).
// `npm run build` (scripts/build/buildSite.ts) passes the same plugins the content it checked.
export default defineConfig({
  plugins: sitePlugins(),
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/helpers/buildOnce.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
