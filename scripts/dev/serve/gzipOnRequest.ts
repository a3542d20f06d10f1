import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtFileFor } from './pageFile.ts';

/** The text files the build compresses (scripts/siteBuild/precompress.ts), typed as sirv types them. */
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html;charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'text/xml',
  '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
};

/** Whether the request's Accept-Encoding names this coding. */
export const accepts = (req: IncomingMessage, coding: 'br' | 'gzip') =>
  new RegExp(`\\b${coding}\\b`).test(String(req.headers['accept-encoding'] ?? ''));

/**
 * Answers a client that accepts gzip but not brotli with the file gzipped as it is sent, where
 * the build kept no .gz copy of it (the pages, their data and the site-wide files: precompress.ts
 * says why), as the hosts the site deploys to do; returns false for every other request, which
 * sirv answers from the build's copies. No current browser takes this path; a script or an old
 * proxy may.
 */
export function gzipOnRequest(
  dir: string,
  req: IncomingMessage,
  res: ServerResponse,
  headersFor: (path: string) => [string, string][],
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (accepts(req, 'br') || !accepts(req, 'gzip')) return false;
  const url = req.url ?? '/';
  const file = builtFileFor(dir, url);
  const type = file ? TEXT_TYPES[extname(file)] : undefined;
  if (!file || !type || existsSync(`${file}.gz`)) return false;
  const body = gzipSync(readFileSync(file), { level: 6 });
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  // The build's _headers after the type, as sirv applies them: the journal's feed is typed there.
  headersFor(url.split(/[?#]/)[0]!).forEach(([name, value]) => res.setHeader(name, value));
  res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
