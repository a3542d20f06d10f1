import type { IncomingMessage, ServerResponse } from 'node:http';
import { LIVE_EVENTS_PATH } from '../../cms/config/liveProgressScript.ts';
import type { LiveStatus, RebuiltRoutes } from './liveStatus.ts';

/** The live-reload script's address: a file of the site's own origin, which the Content-Security-Policy's script-src 'self' allows (no inline script, no nonce). */
const LIVE_RELOAD_SCRIPT = '/__live/reload.js';
/** The pages' stream of rebuilt routes, which the editor's page follows too after a save. */
const EVENTS = LIVE_EVENTS_PATH;

/**
 * In the browser: listens for rebuilt pages and reloads when the one on show is among them,
 * back at the same scroll position. Only npm start's server sends this file and the tag that
 * loads it; the build (dist/, the hosted site) never contains either.
 */
const script = `(() => {
  const key = 'live-reload-scroll';
  const here = () => location.pathname.replace(/\\/+$/, '') || '/';
  const saved = JSON.parse(sessionStorage.getItem(key) || 'null');
  sessionStorage.removeItem(key);
  if (saved && saved.path === here()) {
    const restore = () => window.scrollTo(0, saved.y);
    if (document.readyState === 'complete') restore(); else addEventListener('load', restore, { once: true });
  }
  const events = new EventSource(${JSON.stringify(EVENTS)});
  events.addEventListener('rebuilt', (event) => {
    const { routes } = JSON.parse(event.data);
    if (routes !== 'all' && !routes.includes(here())) return;
    sessionStorage.setItem(key, JSON.stringify({ path: here(), y: window.scrollY }));
    location.reload();
  });
})();
`;

export type { RebuiltRoutes };

export interface LiveReload {
  /** Answers the script and the event stream; false for every other path. */
  routes(req: IncomingMessage, res: ServerResponse): boolean;
  /** Adds the script's tag to a page as it is sent. */
  inject(html: string): string;
  /** Tells every open page which pages were rebuilt. */
  notify(routes: RebuiltRoutes): void;
  /** Tells every open page where a change stands (the editor's page shows it after a save; the site's pages ignore it). */
  status(status: LiveStatus): void;
  /** Ends every open stream. */
  close(): void;
}

export function liveReload(): LiveReload {
  const streams = new Set<ServerResponse>();
  // A comment now and then keeps an idle stream from being closed along the way.
  const keepAlive = setInterval(() => streams.forEach((res) => res.write(': still here\n\n')), 15_000).unref();
  return {
    routes(req, res) {
      const path = (req.url ?? '/').split('?')[0];
      if (path === LIVE_RELOAD_SCRIPT) {
        res
          .writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' })
          .end(script);
        return true;
      }
      if (path !== EVENTS) return false;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      });
      res.write(': live\n\n');
      streams.add(res);
      req.once('close', () => streams.delete(res));
      return true;
    },
    inject: (html) =>
      html.replace(/<\/body>(?![\s\S]*<\/body>)/, `<script src="${LIVE_RELOAD_SCRIPT}"></script>\n</body>`),
    notify(routes) {
      for (const res of streams) res.write(`event: rebuilt\ndata: ${JSON.stringify({ routes })}\n\n`);
    },
    status(status) {
      for (const res of streams) res.write(`event: status\ndata: ${JSON.stringify(status)}\n\n`);
    },
    close() {
      clearInterval(keepAlive);
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}
