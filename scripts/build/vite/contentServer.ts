import { join, resolve } from 'node:path';
import sirv from 'sirv';
import type { Plugin, ViteDevServer } from 'vite';
import { loadValidContent } from '../../../src/content/load/loadContent.ts';
import { ContentError, type Problem, formatProblems } from '../../../src/content/load/problem.ts';
import type { RouteData, SiteData } from '../../../src/content/render/routeData.ts';
import { buildSiteData } from '../../../src/content/render/siteData.ts';
import { normalizePath } from '../../../src/model/paths.ts';
import { htmlDocument } from '../htmlDocument.ts';

const projectRoot = resolve(import.meta.dirname, '..', '..', '..');
/** Where data/ is read from: the project, or a copy named by SITE_CONTENT_ROOT (the dev-server test edits a throwaway copy). */
const root = process.env.SITE_CONTENT_ROOT ? resolve(process.env.SITE_CONTENT_ROOT) : projectRoot;
const dataDir = join(root, 'data');

type ContentState = { site: SiteData; problems?: undefined } | { site?: undefined; problems: Problem[] };

function loadState(): ContentState {
  try {
    return { site: buildSiteData(loadValidContent(root).content) };
  } catch (error) {
    if (error instanceof ContentError) return { problems: error.problems };
    return { problems: [{ severity: 'error', file: 'data', path: [], message: error instanceof Error ? error.message : String(error), line: 1, column: 1 }] };
  }
}

/** Vite's error overlay, showing the first problem's place and every problem's message. */
function showProblems(server: ViteDevServer, problems: Problem[]) {
  const first = problems[0]!;
  server.ws.send({
    type: 'error',
    err: { message: formatProblems(problems), stack: '', plugin: 'content', id: join(root, first.file), loc: { file: join(root, first.file), line: first.line ?? 1, column: first.column ?? 1 } },
  });
}

const problemsPage = (problems: Problem[]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content problems</title><script type="module" src="/@vite/client"></script></head>` +
  `<body style="font:15px/1.5 ui-monospace,monospace;padding:24px;background:#fff7f5;color:#3a0d05"><h1 style="font:600 20px system-ui">The content has problems</h1>` +
  `<p style="font-family:system-ui">Fix them and save: this page reloads by itself.</p><pre style="white-space:pre-wrap">${formatProblems(problems).replace(/</g, '&lt;')}</pre></body></html>`;

/**
 * Development server: renders each route on request from the current data/, answers the
 * same /_data/*.json the build writes, serves /media from data/media, and on a data edit
 * either pushes the new data to the open page or shows the content errors in Vite's overlay.
 * The server stays up whatever the content holds.
 */
export function contentServer(): Plugin {
  let state = loadState();
  return {
    name: 'site-content',
    apply: 'serve',
    config: () => ({ appType: 'custom' }),
    configureServer(server) {
      if (state.problems) console.error(formatProblems(state.problems));
      server.watcher.add(dataDir);
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(dataDir) || !file.endsWith('.json')) return;
        const hadProblems = Boolean(state.problems);
        state = loadState();
        if (state.problems) {
          server.config.logger.error(formatProblems(state.problems), { timestamp: true });
          showProblems(server, state.problems);
        } else if (hadProblems) server.ws.send({ type: 'full-reload' });
        else server.ws.send({ type: 'custom', event: 'content:update' });
      });
      server.middlewares.use('/media', sirv(join(dataDir, 'media'), { dev: true }));

      return () =>
        // connect ignores a handler's promise: the async work runs inside, and any failure reaches next().
        server.middlewares.use((req, res, next) => {
          void (async () => {
            try {
              const url = new URL(req.url ?? '/', 'http://localhost');
              if (req.method !== 'GET' && req.method !== 'HEAD') return next();
              if (state.problems) {
                res.statusCode = 500;
                res.setHeader('Content-Type', url.pathname.startsWith('/_data/') ? 'application/json' : 'text/html; charset=utf-8');
                return res.end(url.pathname.startsWith('/_data/') ? JSON.stringify({ error: 'content problems' }) : problemsPage(state.problems));
              }
              const { site } = state;
              if (url.pathname.startsWith('/_data/')) {
                const path = url.pathname.slice('/_data'.length, -'.json'.length);
                const data = site.routes.get(path === '/index' ? '/' : path) ?? (path === '/404' ? site.notFound : undefined);
                res.statusCode = data ? 200 : 404;
                res.setHeader('Content-Type', 'application/json');
                return res.end(JSON.stringify(data ?? { error: 'not found' }));
              }
              const path = normalizePath(url.pathname);
              const found = site.routes.get(path);
              const data: RouteData = found ?? site.notFound;
              const { render } = (await server.ssrLoadModule('/src/site/entry-server.tsx')) as typeof import('../../../src/site/entry-server.tsx');
              const { html, styles } = await render(url.pathname, data);
              const document = htmlDocument({ data, appHtml: html, styles, assetTags: '<script type="module" src="/src/site/entry-client.tsx"></script>' });
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
