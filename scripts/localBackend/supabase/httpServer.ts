import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { errorResponse, type RestRequest, type RestResponse } from './rest/handler.ts';
import { postgrestErrors } from './rest/errors.ts';
import { refusedCaller } from './origins.ts';
import { AllowedOrigins } from '../localOrigins.ts';

/** The site calls the API from another origin (another port locally): that origin, and only the
 *  site's (origins.ts), is told it may read the answer. */
const corsHeaders = (req: IncomingMessage, allowed: AllowedOrigins): Record<string, string> => {
  const origin = req.headers.origin;
  return {
    Vary: 'Origin',
    ...(origin && allowed.has(origin)
      ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Content-Range, Content-Location' }
      : {}),
  };
};

/** The answer to a preflight: supabase-js adds these headers to every request. */
const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'apikey, authorization, content-profile, accept-profile, x-client-info, content-type, prefer, range, x-retry-count, x-supabase-api-version',
  'Access-Control-Max-Age': '86400',
};

/**
 * A URL for the request log without its query values: they carry unsubscribe tokens
 * (/functions/v1/newsletter-unsubscribe?token=...) and addresses (?email=eq....), which a log
 * must never hold. The names stay, for debugging.
 */
function redactQuery(url: string | undefined): string {
  const [path = '', query] = (url ?? '').split(/\?(.*)/s, 2);
  if (query === undefined) return path;
  const names = query.split('&').map((pair) => (pair.split('=')[0] ?? '').replace(/[^\w.-]/g, '_'));
  return `${path}?${names.map((name) => `${name}=[redacted]`).join('&')}`;
}

const REST_PREFIX = '/rest/v1/';
const FUNCTIONS_PREFIX = '/functions/v1/';

/** An Edge Function as Supabase runs it: a web-standard Request in, a Response out. */
type EdgeFunction = (request: Request) => Promise<Response>;

/** Far above any form submission (a 5,000-character message is about 20 KB at worst). */
const BODY_LIMIT_BYTES = 64 * 1024;

interface HttpServerOptions {
  handle(request: RestRequest): Promise<RestResponse>;
  /** Served under /functions/v1/<name>, as the hosted project serves its Edge Functions. */
  functions?: Record<string, EdgeFunction>;
  log?: (line: string) => void;
  /** How long a client may take to send a whole request, headers included (ms). */
  requestTimeoutMs?: number;
  /** Connections open at once; more wait in the kernel's queue until one closes. */
  maxConnections?: number;
  /** The web pages that may call (the site's own); a request from any other is refused. */
  allowedOrigins?: AllowedOrigins;
}

/** A slow client (one byte every few seconds, to hold a socket) is disconnected within 10 s:
 *  8 s for the request, checked every second. */
export const REQUEST_TIMEOUT_MS = 8_000;
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
const MAX_CONNECTIONS = 256;

/** The HTTP side of the local backend: CORS, the body size limit, routing to the REST handler. */
export function createHttpServer({
  handle,
  functions = {},
  log,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  maxConnections = MAX_CONNECTIONS,
  allowedOrigins = new AllowedOrigins(),
}: HttpServerOptions): Server {
  async function respond(req: IncomingMessage): Promise<RestResponse> {
    const refusal = refusedCaller(req, allowedOrigins);
    if (refusal)
      return {
        status: 403,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ code: '42501', message: refusal, details: null, hint: null }),
      };
    if (req.method === 'OPTIONS') return { status: 204, headers: PREFLIGHT_HEADERS };
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req, BODY_LIMIT_BYTES);
    if (url.pathname.startsWith(FUNCTIONS_PREFIX)) {
      const edgeFunction = Object.hasOwn(functions, url.pathname.slice(FUNCTIONS_PREFIX.length))
        ? functions[url.pathname.slice(FUNCTIONS_PREFIX.length)]
        : undefined;
      if (!edgeFunction)
        return {
          status: 404,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
          body: 'No such function here.',
        };
      return callEdgeFunction(edgeFunction, req, url, body);
    }
    const table = url.pathname.startsWith(REST_PREFIX)
      ? decodePathSegment(url.pathname.slice(REST_PREFIX.length))
      : undefined;
    if (table === undefined) return errorResponse(postgrestErrors.noRoute(), 'anon');
    return handle({
      method: req.method ?? 'GET',
      table,
      searchParams: url.searchParams,
      headers: req.headers,
      body,
      socketAddress: req.socket.remoteAddress,
    });
  }

  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    (req, res) => {
      const started = performance.now();
      respond(req)
        // A client that went away (or was cut off for being slow) left nothing to answer or log.
        .catch((error: unknown) => (req.socket.destroyed ? { status: 408, headers: {} } : errorResponse(error, 'anon')))
        .then((response) => {
          send(res, response, corsHeaders(req, allowedOrigins));
          // The mail notifier polls the outbox every second: only its failures are worth a line.
          const routinePoll = req.url?.startsWith(`${REST_PREFIX}rpc/`) && response.status < 300;
          if (!routinePoll)
            log?.(
              `${req.method} ${redactQuery(req.url)} ${response.status} ${(performance.now() - started).toFixed(1)} ms`,
            );
        })
        // The client went away mid-answer: nothing left to tell it, and no reason to stop serving.
        .catch(() => res.destroy());
    },
  );
  server.maxConnections = maxConnections;
  return server;
}

/** The Node request as the web-standard Request an Edge Function takes, and its Response back. */
async function callEdgeFunction(
  edgeFunction: EdgeFunction,
  req: IncomingMessage,
  url: URL,
  body: Buffer,
): Promise<RestResponse> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const method = req.method ?? 'GET';
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${url.pathname}${url.search}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? null : new Uint8Array(body),
  });
  const response = await edgeFunction(request);
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

function decodePathSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function send(res: ServerResponse, { status, headers, body }: RestResponse, cors: Record<string, string>): void {
  // An explicit length, also for an empty 201, spares clients a chunked empty body; 204 has none.
  const length = status === 204 ? {} : { 'Content-Length': String(Buffer.byteLength(body ?? '')) };
  res.writeHead(status, { ...cors, ...headers, ...length });
  res.end(body);
}

/** Reads the whole body, refusing (413) as soon as it is known to exceed the limit. Whatever is
 *  left unread is drained by Node's HTTP server after the answer, keeping the connection usable. */
function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limitBytes) return Promise.reject(postgrestErrors.bodyTooLarge(limitBytes));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) {
        req.off('data', onData);
        req.resume();
        reject(postgrestErrors.bodyTooLarge(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
