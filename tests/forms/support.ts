import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import type { FormBackend } from '../../src/forms/supabaseClient.ts';
import { createNodeClient } from '../localSupabase/support.ts';

/** What the forms get in the browser, but with a Node client and, where a test needs it, a short timeout. */
export function formBackend(url: string, anonKey: string, timeoutMs = 10_000): FormBackend {
  const client = createNodeClient(url, anonKey);
  return { getClient: async () => client, timeoutMs };
}

export const formBackendFor = (backend: LocalSupabase, timeoutMs?: number) =>
  formBackend(backend.url, backend.anonKey, timeoutMs);

export interface FaultyServer {
  url: string;
  /** How many requests (preflights aside) reached it. */
  requests(): number;
  close(): Promise<void>;
}

/** The CORS part of a real gateway, so that a DOM test environment (which sends preflights, as
 *  browsers do) lets the faulty answer itself through to supabase-js. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'apikey, authorization, content-profile, content-type, prefer, x-client-info',
};

/** A real HTTP server that misbehaves as told: the backends the forms must survive. */
export async function startFaultyServer(listener: RequestListener): Promise<FaultyServer> {
  let count = 0;
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS_HEADERS).end();
    count++;
    res.setHeader('Access-Control-Allow-Origin', '*');
    listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const FAULTS = {
  /** An error page from a proxy: 500 with HTML. */
  serverError: ((_, res) => {
    res.writeHead(500, { 'Content-Type': 'text/html' });
    res.end('<html><body>Internal Server Error</body></html>');
  }) satisfies RequestListener,
  /** Answers far later than any timeout the tests use (300-400 ms). */
  slow: ((_, res) => {
    setTimeout(() => res.writeHead(201).end(), 5_000).unref();
  }) satisfies RequestListener,
  /** Claims success but sends a body that is not JSON. */
  malformedSuccess: ((_, res) => {
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end('{"this is not": json');
  }) satisfies RequestListener,
  /** A conflict whose body is cut off half-way. */
  malformedConflict: ((_, res) => {
    res.writeHead(409, { 'Content-Type': 'application/json' });
    res.end('{"code":"235');
  }) satisfies RequestListener,
};
