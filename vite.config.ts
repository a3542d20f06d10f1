import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sitePlugin } from './scripts/build/vite/sitePlugin.ts';

// What the site adds to Vite lives in scripts/build/vite/ (entry, chunks, the dev content server).
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), sitePlugin()],
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
