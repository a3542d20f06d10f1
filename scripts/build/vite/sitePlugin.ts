import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { codeSplittingGroups } from './chunks.ts';
import { contentServer } from './contentServer.ts';
import { minifyCssTemplates } from './minifyCssTemplates.ts';
import { pageChunks } from './pageChunks.ts';
import { prerenderPlugin } from './prerenderPlugin.ts';
import { trimFontsPlugin } from './trimFontsPlugin.ts';

const projectRoot = resolve(import.meta.dirname, '..', '..', '..');

/**
 * Everything the site asks of Vite beyond its defaults, in one place: the browser entry, the
 * chunks every page shares (chunks.ts), the blocks grouped by the pages that show them
 * (pageChunks.ts), the server renderer's bundling and, once both bundles are written, the pre-rendering
 * (prerenderPlugin.ts), the display fonts cut to the site's text as they are written (trimFontsPlugin.ts), the styles' text minified
 * (minifyCssTemplates.ts), and, while developing, serving every
 * page from the content (contentServer.ts). Vitest (mode "test") runs components without the
 * content server.
 */
export function sitePlugin(): Plugin[] {
  const blocksByPage = pageChunks();
  const config: Plugin = {
    name: 'site-config',
    config: () => ({
      publicDir: 'public',
      // Swiper's CSS is imported by the gallery block: let Vite bundle it for the server renderer too.
      ssr: { noExternal: ['swiper'] },
      build: {
        target: 'es2022',
        manifest: true,
        rollupOptions: {
          input: 'src/site/entry-client.tsx',
          output: { codeSplitting: { groups: [...codeSplittingGroups(projectRoot), blocksByPage.group] } },
        },
      },
    }),
  };
  const server = contentServer();
  return [config, prerenderPlugin(), blocksByPage.plugin, trimFontsPlugin(), minifyCssTemplates(), { ...server, apply: (_, { command, mode }) => command === 'serve' && mode !== 'test' }];
}
