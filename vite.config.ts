import { defineConfig } from 'vitest/config';
import { sitePlugins } from './scripts/siteBuild/vite/sitePlugin.ts';

// What the site adds to Vite lives in scripts/siteBuild/vite/ (entry, chunks, fonts, styles).
// This file serves Vitest: `npm run build` (scripts/siteBuild/buildSite.ts) and `npm run dev`
// (scripts/dev/devServer.ts, which adds the content server that renders the pages) pass the same
// plugins with their content root.
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
