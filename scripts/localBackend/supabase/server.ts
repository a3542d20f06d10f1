import type { AddressInfo } from 'node:net';
import { openLocalDatabase } from './database.ts';
import {
  createNewsletterUnsubscribeHandler,
  type NewsletterUnsubscribeEnvironment,
} from '../../../supabase/functions/newsletter-unsubscribe/handler.ts';
import { createNewsletterConfirmHandler } from '../../../supabase/functions/newsletter-confirm/handler.ts';
import { createListingAlertHandler } from '../../../supabase/functions/listing-alert/handler.ts';
import { restRpcClient } from '../../lib/restRpcClient.ts';
import { createHttpServer } from './httpServer.ts';
import { AllowedOrigins } from '../localOrigins.ts';
import { holderNote } from '../../lib/processes.ts';
import { jwtSecretKey, signLocalKey } from './keys.ts';
import { createRequestAuthenticator } from './requestAuth.ts';
import { createRestHandler } from './rest/handler.ts';
import { loadSchemaCache } from './rest/schemaCache.ts';
import { scrubErasedRows } from './scrub.ts';

export interface LocalSupabaseOptions {
  /** Where the database lives ('.local-db' for the site, a temp dir or 'memory://' for tests). */
  dataDir: string;
  /** 54321 as the Supabase CLI; 0 picks a free port (read it back from `url`). */
  port?: number;
  host?: string;
  /** No start-up banner and no request log. */
  quiet?: boolean;
  /** Values for private.form_limits (by name), set at start: the browser tests all come from one
   *  address, so they raise the per-client limits that tests/localSupabase/limits.test.ts proves. */
  formLimits?: Record<string, number>;
  /** Socket addresses allowed to hand on an X-Forwarded-For of their own, as a proxy in front of the
   *  hosted gateway would: tests that play many clients from 127.0.0.1 name it. Empty for npm start,
   *  where the socket's address is appended to whatever a client writes in the header. */
  trustedProxies?: readonly string[];
  /** The site, for the Edge Functions served here (newsletter-unsubscribe sends a GET to its /unsubscribe page);
   *  its pages are the ones allowed to call (origins.ts). */
  siteUrl?: string;
  /** Other pages that post the forms here (a test's second site). */
  allowedOrigins?: string[];
}

export interface LocalSupabase {
  /** The project URL to give supabase-js, e.g. http://127.0.0.1:54321 */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The site's address once it is known (npm start serves the site after the database): its pages may call. */
  setSiteUrl(siteUrl: string): void;
  /** Lets the pages of another origin call (a test serving the site on a port of its own). */
  allowOrigin(url: string): void;
  stop(): Promise<void>;
}

/**
 * A stand-in for a Supabase project on this machine: real PostgreSQL (PGlite) with supabase/
 * migrations applied, behind the part of the REST API the site's forms use. No Docker, no account.
 */
export async function startLocalSupabase({
  dataDir,
  port = 54321,
  host = '127.0.0.1',
  quiet = false,
  formLimits = {},
  trustedProxies = [],
  siteUrl,
  allowedOrigins: origins = [],
}: LocalSupabaseOptions): Promise<LocalSupabase> {
  const database = await openLocalDatabase(dataDir);
  try {
    for (const [name, maxCount] of Object.entries(formLimits)) {
      const { affectedRows } = await database.db.query(
        'update private.form_limits set max_count = $2 where name = $1',
        [name, maxCount],
      );
      if (affectedRows !== 1) throw new Error(`No form limit is called "${name}" (private.form_limits).`);
    }
    const schemaCache = await loadSchemaCache(database.db);
    // From here on the connection is PostgREST's: it may only SET ROLE to the API roles.
    await database.db.exec('set session authorization authenticator');

    const handleRest = createRestHandler({
      db: database.db,
      schemaCache,
      authenticate: createRequestAuthenticator(jwtSecretKey),
      trustedProxies,
    });
    // An erasure leaves no dead row behind in the data directory's files (scrub.ts).
    const handle: typeof handleRest = async (request) => {
      const response = await handleRest(request);
      if (request.table === 'rpc/privacy_erase' && response.status === 200) await scrubErasedRows(database.db);
      return response;
    };
    const serviceRoleKey = await signLocalKey('service_role');
    // The Edge Functions run here as hosted, calling this server's API with the service role key.
    const functionsEnv: NewsletterUnsubscribeEnvironment = {
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      ...(siteUrl ? { SITE_URL: siteUrl } : {}),
    };
    const functions = {
      'newsletter-unsubscribe': createNewsletterUnsubscribeHandler({ env: functionsEnv, createClient: restRpcClient }),
      'newsletter-confirm': createNewsletterConfirmHandler({ env: functionsEnv, createClient: restRpcClient }),
      'listing-alert': createListingAlertHandler({ env: functionsEnv, createClient: restRpcClient }),
    };
    const allowedOrigins = new AllowedOrigins([...(siteUrl ? [siteUrl] : []), ...origins]);
    const server = createHttpServer({
      handle,
      functions,
      allowedOrigins,
      ...(quiet ? {} : { log: (line: string) => console.log(`[localSupabase] ${line}`) }),
    });
    await listen(server, port, host);

    const { port: actualPort } = server.address() as AddressInfo;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
    functionsEnv.SUPABASE_URL = url;
    if (!quiet) {
      console.log(`[localSupabase] ${url} (data: ${dataDir})`);
      for (const { version, name } of database.migrations.edited) {
        console.warn(
          `[localSupabase] supabase/migrations/${version}_${name}.sql changed after it was applied here: delete ${dataDir} to start afresh.`,
        );
      }
    }

    return {
      url,
      anonKey: await signLocalKey('anon'),
      serviceRoleKey,
      setSiteUrl(address: string) {
        functionsEnv.SITE_URL = address;
        allowedOrigins.add(address);
      },
      allowOrigin: (address: string) => allowedOrigins.add(address),
      async stop() {
        // Finish the requests in flight, then close the database and give up the lock.
        await closeServer(server);
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

function listen(server: ReturnType<typeof createHttpServer>, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${host} is already in use${holderNote(port)}: is another local backend (or the Supabase CLI) running?`,
            )
          : error,
      ),
    );
    server.listen(port, host, () => resolve());
  });
}

/** Requests in flight get a grace period to finish; a keep-alive client cannot hold stop() open. */
function closeServer(server: ReturnType<typeof createHttpServer>, graceMs = 3_000): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
