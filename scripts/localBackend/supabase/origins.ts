import type { IncomingMessage } from 'node:http';
import { decodeJwt } from 'jose';
import { refusedHost, type AllowedOrigins } from '../localOrigins.ts';

const single = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);

/** The role a key claims, unverified: enough to refuse one (requestAuth.ts verifies before any use). */
function claimedRole(token: string | undefined): unknown {
  if (!token) return undefined;
  try {
    return decodeJwt(token.replace(/^Bearer\s+/i, '')).role;
  } catch {
    return undefined;
  }
}

/**
 * Why the local backend refuses this request before reading it, or undefined:
 * - a Host other than this machine's own name and port: a page that rebinds its own name to
 *   127.0.0.1 sends its name (and, reading its own origin, needs no CORS);
 * - an Origin that is not one of the site's: a page on another site;
 * - the service role's key from any web page at all, the site's included: it reads and erases
 *   every visitor's data (privacy_find, privacy_erase), and only staff tools and the mail
 *   notifier, which run in Node and send no Origin, use it. The local keys are signed with the
 *   Supabase CLI's public secret, so anyone can make one: where it may be used is what protects it.
 */
export function refusedCaller(req: IncomingMessage, allowed: AllowedOrigins): string | undefined {
  if (refusedHost(req)) return 'This local backend answers only at its own address on this machine.';
  const origin = single(req.headers.origin);
  if (origin === undefined) return undefined;
  if (!allowed.has(origin)) return 'This local backend answers only the pages of the site it serves.';
  const roles = [claimedRole(single(req.headers.apikey)), claimedRole(single(req.headers.authorization))];
  if (roles.includes('service_role')) return 'The service role key is not accepted from a web page.';
  return undefined;
}
