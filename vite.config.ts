import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/dev/content-plugin.ts';

// The browser app is built from src/site/entry-client.tsx; pages are pre-rendered by scripts/build/buildSite.ts.
// The content plugin serves pages in `npm run dev`; vitest (mode "test") runs components without it.
export default defineConfig(({ command, mode }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' }), ...(command === 'serve' && mode !== 'test' ? [contentPlugin()] : [])],
  publicDir: 'public',
  // Swiper's CSS is imported by the gallery block: let Vite bundle it for the server renderer too.
  ssr: { noExternal: ['swiper'] },
  build: {
    target: 'es2022',
    manifest: true,
    rollupOptions: {
      input: 'src/site/entry-client.tsx',
      output: {
        // Modules every page needs travel together: one file compresses better than a dozen small ones.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|wouter|zustand|hoist-non-react-statics|react-is)[\\/]/ },
            // Vite's helper for dynamic imports, on its own: in the site chunk it would make the entry
            // import (and evaluate) the whole app at once, undoing the entry's stepwise start.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            // The header, footer and shared UI: evaluated a step before the rest of the app (see entry-client.tsx).
            { name: 'shell', test: /src[\\/](site[\\/]shell[\\/]|ui[\\/](ContactLines|ExternalLink|SectionHeader|focus|icons|slug|styles)\.)/ },
            // Not the entry module itself, which must stay the chunk that starts the app, nor the
            // stylesheet it imports (that would make the entry import the site chunk at once).
            { name: 'site', test: /src[\\/](site[\\/](?!entry-client)|ui[\\/](theme|format|decimalText|media[\\/])|model[\\/]paths|blocks[\\/]components)/ },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/helpers/buildOnce.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
}));
