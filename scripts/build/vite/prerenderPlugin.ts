import type { Plugin } from 'vite';
import { finishSite, type SiteBuildRequest } from '../finishSite.ts';

/** The server renderer's entry: the ssr environment builds it beside the browser's bundle. */
export const serverEntry = 'src/site/entry-server.tsx';

/** What the build hands on to its caller: the pages written, every route (tests and bench:scale read them). */
export interface SiteBuildResult {
  pages: number;
  routes: string[];
}

/** The request, and the result the plugin writes back into it. */
export type SiteBuild = SiteBuildRequest & { result?: SiteBuildResult };

declare module 'vite' {
  interface UserConfig {
    /** Set by scripts/build/buildSite.ts; absent in a bare `vite build` and in the dev server. */
    siteBuild?: SiteBuild;
  }
}

/**
 * The whole site build as one Vite app build (Vite's Environment API): the browser's bundle
 * (client), then the server renderer (ssr), then, seeing the output of both, every page
 * pre-rendered with its images and the files for the host (finishSite.ts). buildSite.ts resolves
 * the content and the backend first and hands them on as `siteBuild` in Vite's config, and
 * starts the app build (createBuilder); a bare `vite build` still builds the browser's bundle alone.
 */
export function prerenderPlugin(): Plugin {
  return {
    name: 'site-prerender',
    config: () => ({
      environments: { ssr: { build: { manifest: false, rollupOptions: { input: serverEntry } } } },
    }),
    buildApp: {
      order: 'pre',
      async handler(builder) {
        const request = builder.config.siteBuild;
        const { client, ssr } = builder.environments;
        // A bare `vite build` has no request (and no server environment): Vite builds what it has.
        if (!request || !client || !ssr) return;
        await builder.build(client);
        await builder.build(ssr);
        request.phase('Vite: browser and server bundles');
        request.result = await finishSite(request);
      },
    },
  };
}
