import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { refusedRequest, withinContent, type BackendRequest } from './contentPaths.ts';

const require = createRequire(import.meta.url);

/** The header that carries the backend's key: only this process knows it (editorRoutes.ts sends it). */
export const BACKEND_KEY_HEADER = 'x-decap-backend-key';

export interface DecapServer {
  /** Where the editor's routes pass requests on (an ephemeral port on 127.0.0.1). */
  url: string;
  /** Sent in BACKEND_KEY_HEADER with every request; anything without it is refused. */
  key: string;
  stop(): Promise<void>;
}

type Request = IncomingMessage & { body?: BackendRequest };
type Response = ServerResponse & { status(code: number): Response; json(body: unknown): Response };
type Next = () => void;
interface ExpressApp {
  (req: IncomingMessage, res: ServerResponse): void;
  use(handler: (req: Request, res: Response, next: Next) => void): void;
  listen(port: number, host: string, ready: () => void): Server;
}

/** decap-server's own express (its dependency, not the project's), and its documented embedding API. */
const decapRequire = createRequire(require.resolve('decap-server/package.json'));
const express = decapRequire('express') as {
  (): ExpressApp;
  json(options: { limit: string }): Parameters<ExpressApp['use']>[0];
};
const { registerLocalFs } = require('decap-server/dist/middlewares.js') as {
  registerLocalFs(app: ExpressApp, options: { logLevel: string }): Promise<void>;
};

const sameKey = (given: unknown, key: string) =>
  typeof given === 'string' && given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));

/**
 * decap-server, Decap CMS's local backend, run inside npm start's own process (so it stops with
 * it, crash or not: no child to outlive it) on a port the system picks on 127.0.0.1. It answers
 * only a request that carries its per-start key, which never leaves this process (the editor's
 * routes add it when they pass a request on), sent to its own address as Host (no DNS rebinding);
 * and it reads, writes, moves and deletes only inside data/ (contentPaths.ts), a folder's listing
 * included, whatever the request. decap-server would otherwise serve any file of `repoDir`.
 */
export async function startDecapServer({ repoDir }: { repoDir: string }): Promise<DecapServer> {
  const key = randomBytes(32).toString('hex');
  const app = express();
  let host = '';
  const refuse = (res: Response, status: number, error: string) => void res.status(status).json({ error });
  app.use((req, res, next) => {
    if (req.headers.host !== host || !sameKey(req.headers[BACKEND_KEY_HEADER], key))
      return refuse(res, 403, "Only npm start's editor may use its backend.");
    next();
  });
  app.use(express.json({ limit: '50mb' }));
  app.use((req, res, next) => {
    const refusal = refusedRequest(repoDir, req.body ?? {});
    if (refusal) return refuse(res, 403, refusal);
    if (req.body?.action === 'entriesByFolder' || req.body?.action === 'getMedia') {
      const json = res.json.bind(res);
      res.json = (body: unknown) => json(withinContent(repoDir, body));
    }
    next();
  });
  // decap-server reads its repository from the environment as it registers, nowhere else.
  const saved = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repoDir;
  try {
    await registerLocalFs(app, { logLevel: 'warn' });
  } finally {
    if (saved === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = saved;
  }
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `http://${host}/api/v1`,
    key,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
