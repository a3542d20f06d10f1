import { existsSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { type Http2SecureServer, createSecureServer } from 'node:http2';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import { compressedCacheDir } from '../../lib/paths.ts';
import { CompressOnRequest, accepts } from './compressOnRequest.ts';
import { readHeadersFile } from './headersFile.ts';
import { pageFileFor } from './pageFile.ts';
import { selfSignedCertificate } from './selfSignedCertificate.ts';

export interface StaticServer {
  server: Server | Http2SecureServer;
  url: string;
  /** Reads the build again (its files, 404 page and _headers), after files in it were replaced; `dir` switches to another folder. */
  reload(dir?: string): void;
  /** Stops listening and ends every open connection (keep-alive, live reload), so the port is free at once. */
  close(): Promise<void>;
}

export interface ServeOptions {
  port?: number;
  host?: string;
  routes?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Rewrites every HTML page as it is sent (npm start adds its live-reload script); pages are then sent uncompressed. */
  transformHtml?: (html: string) => string;
  /**
   * HTTP/2 over TLS (with HTTP/1.1 still answered on the same port), as the production host
   * serves the site, under a throwaway self-signed certificate: for the benchmarks only.
   */
  http2?: boolean;
  /** Where the copies it compresses on request are kept by content hash (.cache/compressed, the builds' cache). */
  compressedCache?: string;
}

/** What the server reads from a build folder, read again by reload(). */
function readBuild(dir: string) {
  // No build yet (npm start whose first build the content check stopped): `routes` answers for the site.
  const built = existsSync(join(dir, '404.html'));
  const notFoundHtml = built
    ? readFileSync(join(dir, '404.html'))
    : Buffer.from('<!doctype html><title>Not found</title><h1>Not found</h1>');
  const headersFor = readHeadersFile(join(dir, '_headers'));
  const files: ReturnType<typeof sirv> = !built
    ? (_req, _res, next) => next?.()
    : sirv(dir, {
        extensions: ['html'],
        etag: true,
        // The build writes .br and .gz beside the shared scripts and styles (compressOnRequest.ts
        // answers for the rest, and for a build with no copies); send the smallest the browser accepts.
        brotli: true,
        gzip: true,
        dotfiles: false,
        // The build's _headers: caching (hashed bundles for a year, pages revalidated) and security headers.
        setHeaders: (res, pathname) => headersFor(pathname).forEach(([name, value]) => res.setHeader(name, value)),
      });
  return { dir, built, notFoundHtml, headersFor, files };
}

/**
 * Serves a built site the way a static host does: /listings, /listings/ and
 * /listings/index.html are one page; an unknown path answers 404 with the site's 404 page.
 */
export async function serveStatic(
  dir: string,
  {
    port = 4173,
    host = '127.0.0.1',
    routes,
    transformHtml,
    http2 = false,
    compressedCache = compressedCacheDir,
  }: ServeOptions = {},
): Promise<StaticServer> {
  let build = readBuild(dir);
  const compressor = new CompressOnRequest(compressedCache);
  const sendHtml = (req: IncomingMessage, res: ServerResponse, status: number, html: string) => {
    res.statusCode = status;
    build.headersFor(req.url ?? '/').forEach(([name, value]) => res.setHeader(name, value));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(transformHtml!(html));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // Paths that are not files of the build (the editor at /admin/ under npm start).
    if (routes?.(req, res)) return;
    const page =
      transformHtml && (req.method === 'GET' || req.method === 'HEAD')
        ? pageFileFor(build.dir, req.url ?? '/')
        : undefined;
    if (page) return sendHtml(req, res, 200, readFileSync(page, 'utf8'));
    if (compressor.handle(build.dir, req, res, build.headersFor)) return;
    build.files(req, res, () => {
      const wantsJson = (req.url ?? '').startsWith('/_data/');
      if (!wantsJson && transformHtml) return sendHtml(req, res, 404, build.notFoundHtml.toString('utf8'));
      res.statusCode = 404;
      build.headersFor(req.url ?? '/').forEach(([name, value]) => res.setHeader(name, value));
      res.setHeader('Cache-Control', 'no-cache');
      if (wantsJson) {
        res.setHeader('Content-Type', 'application/json');
        res.end('{"error":"not found"}');
      } else {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Vary', 'Accept-Encoding');
        const { built, dir: builtDir, notFoundHtml } = build;
        if (!built || !accepts(req, 'br')) return void res.end(notFoundHtml);
        compressor.copyOf(join(builtDir, '404.html'), '404.html', 'br').then(
          (body) => {
            res.setHeader('Content-Encoding', 'br');
            res.end(body);
          },
          () => res.end(notFoundHtml),
        );
      }
    });
  };
  const server = http2 ? secureServer(handle) : createServer(handle);
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `${http2 ? 'https' : 'http'}://${host}:${actualPort}`,
    reload: (next = build.dir) => {
      build = readBuild(next);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // An open tab keeps a keep-alive connection (and the live-reload stream) open: end them, or close() waits for them.
        // (An HTTP/2 server has no closeAllConnections(): every connection is tracked above.)
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/**
 * The same handler over HTTP/2: node's compatibility request and response have the parts it and
 * sirv use (url, method, headers, statusCode, setHeader, writeHead, end, a stream to pipe into),
 * so one handler serves both protocols and the files, _headers and .br/.gz copies are the same.
 */
function secureServer(handle: (req: IncomingMessage, res: ServerResponse) => void): Http2SecureServer {
  return createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    handle as unknown as Parameters<typeof createSecureServer>[1],
  );
}
