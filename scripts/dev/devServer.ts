import { type LogLevel, type ViteDevServer, createServer } from 'vite';
import { sitePlugins } from '../siteBuild/vite/sitePlugin.ts';
import { projectRoot } from '../lib/paths.ts';
import { contentServer } from './vite/contentServer.ts';

export interface DevServerOptions {
  /** The folder whose data/ the pages are rendered from and watched: the project by default (the dev-server test passes a throwaway copy). */
  contentRoot?: string;
  host?: string;
  /** 0 for any free port. */
  port: number;
  logLevel?: LogLevel;
}

/**
 * Vite's development server with the site's plugins (scripts/siteBuild/vite/sitePlugin.ts) and the
 * content server that renders every page from the content (vite/contentServer.ts), the content
 * root passed in as the build passes it (buildSite.ts), not read from the environment.
 * Not listening yet: the caller starts it with listen().
 */
export function createDevServer({
  contentRoot = projectRoot,
  host = '127.0.0.1',
  port,
  logLevel,
}: DevServerOptions): Promise<ViteDevServer> {
  return createServer({
    root: projectRoot,
    configFile: false,
    logLevel,
    plugins: [...sitePlugins({ contentRoot }), contentServer(contentRoot)],
    server: { host, port },
  });
}
