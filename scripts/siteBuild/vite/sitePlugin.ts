import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';
import { loadValidContent } from '../../../src/content/load/loadContent.ts';
import type { SiteData } from '../../../src/content/render/routeData.ts';
import { buildSiteData } from '../../../src/content/render/siteData.ts';
import { codeSplittingGroups, moduleSideEffects, packageStandIns } from './chunks.ts';
import { globalRulesCss } from './globalRulesCss.ts';
import { minifyCssTemplates } from './minifyCssTemplates.ts';
import { pageChunks } from './pageChunks.ts';
import { trimFontsPlugin } from '../../fonts/trimFontsPlugin.ts';
import { preloadHelper } from './preloadHelper.ts';

const projectRoot = resolve(import.meta.dirname, '..', '..', '..');

/** The server renderer's entry: the ssr environment builds it beside the browser's bundle. */
const serverEntry = 'src/site/entryServer.tsx';

export interface SiteOptions {
  /** The folder whose data/ holds the content: its text trims the fonts, its pages group the blocks. The project by default. */
  contentRoot?: string;
  /** The site data resolved from that content, when the caller has it already (buildSite.ts); else read at the start of the build. */
  site?: SiteData;
}

/**
 * Everything the site asks of Vite beyond its defaults, in one place: the browser entry, the
 * chunks every page shares (chunks.ts), the interactive blocks grouped by the pages that show
 * them (pageChunks.ts), the server renderer's entry, the display fonts cut to the site's text as
 * they are written (trimFontsPlugin.ts) and the styles' text minified (minifyCssTemplates.ts).
 * Serving pages while developing is the dev server's (scripts/dev/vite/contentServer.ts, added by
 * scripts/dev/devServer.ts). Pre-rendering is not Vite's: buildSite.ts calls it once Vite has
 * written both bundles.
 */
function sitePlugin({ contentRoot = projectRoot, site }: SiteOptions = {}): Plugin[] {
  const blocksByPage = pageChunks(() => site ?? buildSiteData(loadValidContent(contentRoot).content));
  const config: Plugin = {
    name: 'site-config',
    config: () => ({
      publicDir: 'public',
      resolve: { alias: packageStandIns(projectRoot) },
      // Swiper's CSS is imported by the gallery block: let Vite bundle it for the server renderer too.
      ssr: { noExternal: ['swiper'] },
      build: {
        target: 'es2022',
        manifest: true,
        rollupOptions: {
          input: 'src/site/entryClient.tsx',
          treeshake: { moduleSideEffects },
          // Rolldown's [PLUGIN_TIMINGS] block names the plugins that took a share of the build's time:
          // on a busy or cold machine it is printed on every build and asks nothing of whoever reads
          // it (the build's phases are timed by buildSite.ts itself), so npm start stays quiet.
          checks: { bundlerTimings: false },
          output: { codeSplitting: { groups: [...codeSplittingGroups(projectRoot), blocksByPage.group] } },
        },
      },
      // The server renderer as one file: the blocks' components are imported on every render
      // (src/blocks/components.ts), and an import of a chunk of its own asks the module loader
      // each time (under tsx, a message to its thread), about a fifth of each page's rendering.
      environments: {
        ssr: { build: { manifest: false, rollupOptions: { input: serverEntry, output: { codeSplitting: false } } } },
      },
    }),
  };
  return [
    config,
    preloadHelper(),
    blocksByPage.plugin,
    trimFontsPlugin(contentRoot),
    minifyCssTemplates(),
    globalRulesCss(),
  ];
}

/** The site's Vite plugins: React (its JSX through Emotion) and the site's own. vite.config.ts and buildSite.ts both use them. */
export const sitePlugins = (options: SiteOptions = {}): PluginOption[] => [
  react({ jsxImportSource: '@emotion/react' }),
  sitePlugin(options),
];
