import type { RpcClient } from '../../supabase/functions/_shared/outbox.ts';
import { DataDirLockedError } from '../localBackend/supabase/dataDirLock.ts';
import { signLocalKey } from '../localBackend/supabase/keys.ts';
import { startLocalSupabase } from '../localBackend/supabase/server.ts';
import { restRpcClient } from '../lib/restRpcClient.ts';

const LOCAL_URL = 'http://127.0.0.1:54321';

/** A call that fails with a sentence: the function's name and the API's answer. */
export async function callRpc<T>(client: RpcClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await client.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

const isConnectionRefused = (error: unknown) =>
  /ECONNREFUSED|fetch failed/.test(error instanceof Error ? error.message : String(error));

/**
 * Runs `work` with the service role against the project the staff command is meant for:
 *  - hosted, when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set (the project's API settings);
 *  - otherwise the local backend of npm start (LOCAL_SUPABASE_URL, 127.0.0.1:54321), and when
 *    nothing answers there, its data directory (LOCAL_SUPABASE_DATA_DIR, .local-db) opened for
 *    the time it takes, as npm run submissions does.
 * Both reach the same SQL functions (supabase/migrations), so the answers are the same.
 */
export async function withServiceRole<T>(work: (client: RpcClient, where: string) => Promise<T>): Promise<T> {
  const hostedUrl = process.env.SUPABASE_URL;
  const hostedKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (hostedUrl && hostedKey) return work(restRpcClient(hostedUrl.replace(/\/+$/, ''), hostedKey), hostedUrl);
  if (hostedUrl || hostedKey)
    throw new Error(
      'Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY for the hosted project, or neither for the local one.',
    );

  const url = process.env.LOCAL_SUPABASE_URL ?? LOCAL_URL;
  const key = await signLocalKey('service_role');
  try {
    // A cheap call first, so that "nothing answers" is told apart from a failure of the work.
    await callRpc(restRpcClient(url, key), 'contact_message_retention_months');
  } catch (error) {
    if (!isConnectionRefused(error)) throw error;
    const dataDir = process.env.LOCAL_SUPABASE_DATA_DIR ?? '.local-db';
    const backend = await startLocalSupabase({ dataDir, port: 0, quiet: true }).catch((openError: unknown) => {
      if (openError instanceof DataDirLockedError)
        throw new Error(`Nothing answers at ${url}, and ${openError.message}`);
      throw openError;
    });
    try {
      return await work(restRpcClient(backend.url, backend.serviceRoleKey), `${dataDir} (the local database)`);
    } finally {
      await backend.stop();
    }
  }
  return work(restRpcClient(url, key), `${url} (the local backend)`);
}

/** Runs a staff command: a failure is one sentence on stderr and exit code 1, never a stack. */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
