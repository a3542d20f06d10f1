/**
 * The board's feed over HTTP: CREA's DDF® Web API, OData v4 behind OAuth 2.0 client credentials
 * (docs/LISTINGS-FEED.md gives the sources). Every failure becomes a FeedError whose message is one
 * sentence a person can act on; no stack trace reaches the terminal or the workflow's log.
 */

export class FeedError extends Error {
  override name = 'FeedError';
}

export interface FeedSettings {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  apiUrl: string;
}

const DEFAULT_TOKEN_URL = 'https://identity.crea.ca/connect/token';
const DEFAULT_API_URL = 'https://ddfapi.realtor.ca/odata/v1';
/** The one scope the DDF® Web API grants for reading listings. */
const SCOPE = 'DDFApi_Read';

/** The settings from the environment, or undefined when the credentials are not there. */
export function feedSettings(env: NodeJS.ProcessEnv): FeedSettings | undefined {
  const clientId = env.DDF_CLIENT_ID?.trim();
  const clientSecret = env.DDF_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    tokenUrl: env.DDF_TOKEN_URL?.trim() || DEFAULT_TOKEN_URL,
    apiUrl: (env.DDF_API_URL?.trim() || DEFAULT_API_URL).replace(/\/+$/, ''),
  };
}

async function send(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    // A feed that never answers must not hold the daily workflow until its own time-out.
    return await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new FeedError(
      `could not reach the feed for ${what} at ${new URL(url).origin} (${cause}): check the network and DDF_API_URL / DDF_TOKEN_URL.`,
    );
  }
}

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    throw new FeedError(`the feed answered ${what} with something other than JSON (HTTP ${response.status}).`);
  }
}

/** An access token by the client credentials grant (tokens last 3,600 s: one per sync is enough). */
export async function requestToken(settings: FeedSettings): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    scope: SCOPE,
  });
  const response = await send(
    settings.tokenUrl,
    { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    'a token',
  );
  if (response.status === 400 || response.status === 401)
    throw new FeedError(
      `the feed's sign-in refused DDF_CLIENT_ID and DDF_CLIENT_SECRET (HTTP ${response.status}): check them in the DDF® dashboard.`,
    );
  if (!response.ok) throw new FeedError(`the feed's sign-in failed with HTTP ${response.status}: try again later.`);
  const json = await readJson(response, 'the token request');
  if (typeof json.access_token !== 'string' || !json.access_token)
    throw new FeedError("the feed's sign-in answered without an access token.");
  return json.access_token;
}

/**
 * Every row of an OData collection, following `@odata.nextLink` from page to page. A bounded
 * number of pages, so a server that links back to itself cannot keep the sync running.
 */
export async function readAll(
  settings: FeedSettings,
  token: string,
  path: string,
  what: string,
): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let url: string | undefined = `${settings.apiUrl}/${path}`;
  for (let page = 0; url && page < 1000; page++) {
    const response = await send(
      url,
      { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      what,
    );
    if (response.status === 401 || response.status === 403)
      throw new FeedError(
        `the feed refused to give ${what} (HTTP ${response.status}): the credentials are not allowed this feed; check DDF_CLIENT_ID and DDF_CLIENT_SECRET and the feed's set-up in the DDF® dashboard.`,
      );
    if (!response.ok)
      throw new FeedError(`the feed failed to give ${what} (HTTP ${response.status}): try again later.`);
    const json = await readJson(response, `the request for ${what}`);
    if (!Array.isArray(json.value)) throw new FeedError(`the feed's answer for ${what} has no "value" list.`);
    rows.push(...(json.value as Record<string, unknown>[]));
    const next = json['@odata.nextLink'];
    url = typeof next === 'string' && next ? new URL(next, url).href : undefined;
  }
  return rows;
}
