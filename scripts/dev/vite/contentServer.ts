import { join, resolve } from 'node:path';
import sirv from 'sirv';
import type { Plugin, ViteDevServer } from 'vite';
import { loadValidContent } from '../../../src/content/load/loadContent.ts';
import type { Content } from '../../../src/content/load/content.ts';
import { ContentError, type Problem, formatProblems } from '../../../src/content/load/problem.ts';
import type { RouteData, SiteData } from '../../../src/content/render/routeData.ts';
import { buildSiteData } from '../../../src/content/render/siteData.ts';
import { normalizePath } from '../../../src/model/paths.ts';
import { htmlDocument } from '../../siteBuild/htmlDocument.ts';
import { affectedRoutes, isAffected, type AffectedRoutes } from './affectedRoutes.ts';

const projectRoot = resolve(import.meta.dirname, '..', '..', '..');

/** The last valid content and its site, and what is wrong now (with the pages it breaks). */
interface ContentState {
  good?: { content: Content; site: SiteData };
  problems?: Problem[];
  affected: AffectedRoutes;
}

function loadState(root: string, previous?: ContentState): ContentState {
  try {
    const { content } = loadValidContent(root);
    return { good: { content, site: buildSiteData(content) }, affected: [] };
  } catch (error) {
    const problems: Problem[] =
      error instanceof ContentError
        ? error.problems
        : [
            {
              severity: 'error',
              file: 'data',
              path: [],
              message: error instanceof Error ? error.message : String(error),
              line: 1,
              column: 1,
            },
          ];
    // Pages the broken files do not touch keep being served from the last valid content.
    const good = previous?.good;
    return { good, problems, affected: good ? affectedRoutes(problems, good.content, good.site) : 'all' };
  }
}

/** Vite's error overlay, on the open pages the problems break (CONTENT_PROBLEMS_EVENT in the browser). */
function showProblems(server: ViteDevServer, root: string, problems: Problem[], affected: AffectedRoutes) {
  const first = problems[0]!;
  const err = {
    message: formatProblems(problems),
    stack: '',
    plugin: 'content',
    id: join(root, first.file),
    loc: { file: join(root, first.file), line: first.line ?? 1, column: first.column ?? 1 },
  };
  server.ws.send({ type: 'custom', event: 'content:problems', data: { err, routes: affected } });
}

const problemsPage = (problems: Problem[]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content problems</title><script type="module" src="/@vite/client"></script></head>` +
  `<body style="font:15px/1.5 ui-monospace,monospace;padding:24px;background:#fff7f5;color:#3a0d05"><h1 style="font:600 20px system-ui">The content has problems</h1>` +
  `<p style="font-family:system-ui">Fix them and save: this page reloads by itself.</p><pre style="white-space:pre-wrap">${formatProblems(problems).replace(/</g, '&lt;')}</pre></body></html>`;

/**
 * Development server: renders each route on request from the current data/ under `root` (the
 * project, or the copy a test passes to createDevServer in scripts/dev/devServer.ts), answers the
 * same /_data/*.json the build writes, serves /media from data/media, and on a data edit
 * either pushes the new data to the open page or shows the content errors in Vite's overlay.
 * The server stays up whatever the content holds.
 */
export function contentServer(root: string): Plugin {
  const dataDir = join(root, 'data');
  // Read when the server starts, not when the plugin is made.
  let state: ContentState = { affected: [] };
  // The modules the browser has fetched (Vite transforms a module for the client when it is asked for it).
  const inBrowser = new Set<string>();
  return {
    name: 'site-content',
    apply: 'serve',
    config: () => ({ appType: 'custom' }),
    transform(_code, id) {
      if (this.environment.name === 'client') inBrowser.add(id);
    },
    // A static block's component (and any code only the server renderer runs) never runs in the
    // browser, so Vite has nothing to hot-update there: reload the page, which the server renders
    // with the edited code. Vite's client graph may still list such a module without the browser
    // having fetched it: the block map (src/blocks/components.ts) names every component, the static
    // ones in a branch only the server takes.
    hotUpdate({ file, modules, server }) {
      if (
        this.environment.name !== 'client' ||
        modules.some((module) => module.id && inBrowser.has(module.id)) ||
        !file.startsWith(join(projectRoot, 'src'))
      )
        return;
      if (!server.environments.ssr?.moduleGraph.getModulesByFile(file)?.size) return;
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
    configureServer(server) {
      state = loadState(root);
      if (state.problems) console.error(formatProblems(state.problems));
      server.watcher.add(dataDir);
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(dataDir) || !file.endsWith('.json')) return;
        const hadProblems = Boolean(state.problems);
        state = loadState(root, state);
        if (state.problems) {
          server.config.logger.error(formatProblems(state.problems), { timestamp: true });
          showProblems(server, root, state.problems, state.affected);
        } else if (hadProblems) server.ws.send({ type: 'full-reload' });
        else server.ws.send({ type: 'custom', event: 'content:update' });
      });
      server.middlewares.use('/media', sirv(join(dataDir, 'media'), { dev: true }));

      const renderer = async () =>
        (await server.ssrLoadModule('/src/site/entryServer.tsx')) as typeof import('../../../src/site/entryServer.tsx');
      return () =>
        // connect ignores a handler's promise: the async work runs inside, and any failure reaches next().
        server.middlewares.use((req, res, next) => {
          void (async () => {
            try {
              const url = new URL(req.url ?? '/', 'http://localhost');
              if (req.method !== 'GET' && req.method !== 'HEAD') return next();
              const isData = url.pathname.startsWith('/_data/');
              const route = isData
                ? url.pathname.slice('/_data'.length, -'.json'.length).replace(/^\/index$/, '/')
                : normalizePath(url.pathname);
              if (state.problems && (!state.good || isAffected(state.affected, route))) {
                res.statusCode = 500;
                res.setHeader('Content-Type', isData ? 'application/json' : 'text/html; charset=utf-8');
                return res.end(isData ? JSON.stringify({ error: 'content problems' }) : problemsPage(state.problems));
              }
              const { site } = state.good!;
              if (site.dataFiles.has(url.pathname)) {
                res.setHeader('Content-Type', 'application/json');
                return res.end(JSON.stringify(site.dataFiles.get(url.pathname)));
              }
              if (url.pathname.startsWith('/_data/')) {
                const path = url.pathname.slice('/_data'.length, -'.json'.length);
                const data =
                  site.routes.get(path === '/index' ? '/' : path) ?? (path === '/404' ? site.notFound : undefined);
                res.statusCode = data ? 200 : 404;
                res.setHeader('Content-Type', 'application/json');
                // As the build writes it: static blocks as their HTML (the server renders the page for it).
                const body = data
                  ? (await (await renderer()).render(path === '/index' ? '/' : path, data)).routeData
                  : { error: 'not found' };
                return res.end(JSON.stringify(body));
              }
              const path = normalizePath(url.pathname);
              const found = site.routes.get(path);
              const data: RouteData = found ?? site.notFound;
              const { html, styles, embeddedData } = await (await renderer()).render(url.pathname, data);
              const document = htmlDocument({
                data: embeddedData,
                appHtml: html,
                styles,
                assetTags: '<script type="module" src="/src/site/entryClient.tsx"></script>',
              });
              res.statusCode = found ? 200 : 404;
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.end(await server.transformIndexHtml(url.pathname, document));
            } catch (error) {
              server.ssrFixStacktrace(error as Error);
              next(error);
            }
          })();
        });
    },
  };
}
