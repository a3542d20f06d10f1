import { defineConfig } from 'vitest/config';
import { sitePlugins } from './scripts/siteBuild/vite/sitePlugin.ts';

// What the site adds to Vite lives in scripts/siteBuild/vite/ (entry, chunks, the dev content server).
// This file serves Vitest and a bare `vite` command: `npm run build` (scripts/siteBuild/buildSite.ts)
// and `npm run dev` (scripts/dev/devServer.ts) pass the same plugins with their content root.
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
