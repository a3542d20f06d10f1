import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

export interface StaticServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a built site the way a static host does: /listings, /listings/ and
 * /listings/index.html are one page; an unknown path answers 404 with the site's 404 page.
 */
export async function serveStatic(dir: string, { port = 4173, host = '127.0.0.1' } = {}): Promise<StaticServer> {
  const notFoundHtml = readFileSync(join(dir, '404.html'));
  const files = sirv(dir, {
    extensions: ['html'],
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      // Hashed bundles never change; everything else revalidates so content edits show at once.
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  const server = createServer((req, res) => {
    files(req, res, () => {
      const wantsJson = (req.url ?? '').startsWith('/_data/');
      res.statusCode = 404;
      res.setHeader('Cache-Control', 'no-cache');
      if (wantsJson) {
        res.setHeader('Content-Type', 'application/json');
        res.end('{"error":"not found"}');
      } else {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(notFoundHtml);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
