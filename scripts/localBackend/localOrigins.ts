import type { IncomingMessage } from 'node:http';

/**
 * The web pages that may call a local service (the database API, the mail catcher's inbox): the
 * site's own (npm start's or npm run dev's server, or a test's) and the service's own, each under
 * 127.0.0.1 and localhost alike. A page on any other origin gets no CORS answer and a 403.
 */
export class AllowedOrigins {
  private readonly origins = new Set<string>();

  constructor(urls: Iterable<string> = []) {
    for (const url of urls) this.add(url);
  }

  /** Allows the origin of `url` (its path is ignored), under both names of this machine. */
  add(url: string): void {
    const { protocol, hostname, port, origin } = new URL(url);
    this.origins.add(origin);
    if (hostname === '127.0.0.1' || hostname === 'localhost')
      for (const name of ['127.0.0.1', 'localhost']) this.origins.add(`${protocol}//${name}${port ? `:${port}` : ''}`);
  }

  has(origin: string): boolean {
    return this.origins.has(origin);
  }
}

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * True when a request is not addressed to this machine's own name on the port it arrived on: a
 * page that rebinds its own name to 127.0.0.1 sends that name as Host, and reading its "own"
 * origin needs no CORS, so the Host is what tells it apart.
 */
export function refusedHost(req: IncomingMessage): boolean {
  const host = req.headers.host ?? '';
  // A name alone (no port) is allowed: only a client on this machine that chose it sends it so.
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host);
  if (!match || !LOOPBACK_NAMES.has(match[1]!)) return true;
  return match[2] !== undefined && match[2] !== String(req.socket.localPort);
}
