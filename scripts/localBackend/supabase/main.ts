/** `npx tsx scripts/localBackend/supabase/main.ts`: the local backend on .local-db/, port 54321. */
import { DataDirLockedError } from './dataDirLock.ts';
import { startLocalSupabase } from './server.ts';

const backend = await startLocalSupabase({
  dataDir: process.env.LOCAL_SUPABASE_DATA_DIR ?? '.local-db',
  port: Number(process.env.LOCAL_SUPABASE_PORT ?? 54321),
}).catch((error: unknown) => {
  // A second owner, or a busy port: the message says what to do; a stack trace would bury it.
  if (!(error instanceof DataDirLockedError || /already in use/.test(String(error)))) throw error;
  console.error(`Local Supabase not started: ${(error as Error).message}`);
  process.exit(1);
});

console.log(`
  Local Supabase API: ${backend.url}
  anon key:           ${backend.anonKey}
  service_role key:   ${backend.serviceRoleKey}

  List submissions:   npx tsx scripts/staff/listSubmissions.ts
  Stop:               Ctrl+C
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
