import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { refusedHost, type AllowedOrigins } from '../localOrigins.ts';

/** Why the inbox refuses a request (its page, its API, its websocket), or undefined. */
function refusal(req: IncomingMessage, allowed: AllowedOrigins): string | undefined {
  if (refusedHost(req)) return 'The mail catcher answers only at its own address on this machine.';
  const origin = req.headers.origin;
  if (origin !== undefined && !allowed.has(origin))
    return "The mail catcher answers only its own inbox page and the site's pages.";
  return undefined;
}

/**
 * maildev's web server reflects any Origin with credentials allowed, and its websocket (which no
 * CORS rule covers) tells every open page of each new email: any web page could read every
 * enquiry and every unsubscribe link. Every request and websocket upgrade now passes this check
 * first: a page on another origin, or one that rebinds its name to 127.0.0.1, gets a 403. The
 * inbox opened directly (its own origin) and tools in Node (no Origin) are served as before.
 */
export function guardInbox(server: Server, allowed: AllowedOrigins): void {
  const requests = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  const upgrades = server.listeners('upgrade') as ((req: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  server.removeAllListeners('request');
  server.removeAllListeners('upgrade');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const refused = refusal(req, allowed);
    if (refused) return void res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end(refused);
    for (const listener of requests) listener.call(server, req, res);
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (refusal(req, allowed)) return void socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
    for (const listener of upgrades) listener.call(server, req, socket, head);
  });
}
