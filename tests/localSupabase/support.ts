import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** The forms never open a realtime channel; supabase-js only needs some class here, because on
 *  Node 20 (no native WebSocket) createClient throws without one (TOOLCHAIN.md). */
class UnusedRealtimeTransport {
  constructor() {
    throw new Error('Realtime is not used by the forms');
  }
}

let clients = 0;

/** A supabase-js client as Node needs it: no session persistence, no refresh ticker, a realtime stand-in. */
export function createNodeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    // Under a DOM test environment supabase-js warns when two clients share a storage key.
    auth: { persistSession: false, autoRefreshToken: false, storageKey: `test-client-${++clients}` },
    realtime: { transport: UnusedRealtimeTransport as unknown as RealtimeTransport },
  });
}

/** A fresh in-memory backend on a free port: never .local-db, never 54321, with the test wordings
 *  published. The tests play many clients from 127.0.0.1, each with an X-Forwarded-For of its own,
 *  as the hosted gateway hands them on: 127.0.0.1 is trusted as that gateway
 *  (tests/security/clientAddress.test.ts proves the default, where the socket's address is appended
 *  to whatever a client writes). */
export async function startTestBackend(): Promise<LocalSupabase> {
  const backend = await startLocalSupabase({
    dataDir: 'memory://',
    port: 0,
    quiet: true,
    trustedProxies: ['127.0.0.1'],
  });
  await publishConsentWordings(backend, TEST_CONSENT_WORDINGS);
  // Under a DOM test environment the forms post from the test page's origin, as the site's pages
  // post from theirs: the backend answers only the origins it is told are the site's.
  if (typeof window !== 'undefined') backend.allowOrigin(window.location.origin);
  return backend;
}

/**
 * A request as staff tools and the notifier send it: Node's own http, no Origin. Under a DOM test
 * environment the global fetch is the test page's, which sends its Origin, and the backend
 * refuses the service key from any page (tests/security/localServices.test.ts).
 */
function staffRequest(
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Makes wordings known to the database as the site's own, as the notifier does from the built
 *  site's /enquiries.json: the database refuses a sign-up with any other wording. */
export async function publishConsentWordings(backend: LocalSupabase, wordings: string[]): Promise<void> {
  const { status, text } = await staffRequest(
    `${backend.url}/rest/v1/rpc/publish_newsletter_consent_wordings`,
    { ...authHeaders(backend.serviceRoleKey), 'Content-Type': 'application/json' },
    JSON.stringify({ wordings }),
  );
  if (status >= 300) throw new Error(`Publishing consent wordings: ${status} ${text}`);
}

export const authHeaders = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}` });

/** A POST as a browser or script would send it, without supabase-js. */
export function postJson(
  backend: LocalSupabase,
  table: string,
  body: unknown,
  key = backend.anonKey,
  headers: Record<string, string> = {},
) {
  return fetch(`${backend.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: { ...authHeaders(key), 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Every row of a table, read with the service role: the only role allowed to read. */
export async function readRows<Row = Record<string, unknown>>(
  backend: LocalSupabase,
  table: string,
  filter = '',
): Promise<Row[]> {
  const { status, text } = await staffRequest(
    `${backend.url}/rest/v1/${table}?select=*&order=id.asc${filter}`,
    authHeaders(backend.serviceRoleKey),
  );
  if (status >= 300) throw new Error(`Reading ${table}: ${status} ${text}`);
  return JSON.parse(text) as Row[];
}

/** A URL where nothing listens: a port that was free a moment ago. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** The wording a sign-up agreed to: the database refuses a sign-up without one. */
export const CONSENT_STATEMENT = 'Yes, send me The Ashdown Group newsletter. I can unsubscribe at any time.';

/** Every wording the tests sign up with, published by startTestBackend(). */
export const TEST_CONSENT_WORDINGS = [CONSENT_STATEMENT, 'A new wording.', 'The wording of today.', 'I agree.'];

/** A newsletter sign-up as the footer form sends it. */
export const signup = (email: string | null, extra: Record<string, unknown> = {}) => ({
  email,
  consent_statement: CONSENT_STATEMENT,
  source_path: '/',
  ...extra,
});
