/**
 * `npx tsx scripts/dev/local-supabase/list-submissions.ts`: what visitors submitted to the local backend.
 * Reads over HTTP with the service_role key (the only role allowed to read), so it works while
 * the backend runs; when nothing answers, it opens the data directory itself for the time it takes.
 */
import { DataDirLockedError } from './data-dir-lock.ts';
import { formatTable } from './format-table.ts';
import { signLocalKey } from './keys.ts';
import { startLocalSupabase } from './server.ts';

const DEFAULT_URL = 'http://127.0.0.1:54321';
const dataDir = process.env.LOCAL_SUPABASE_DATA_DIR ?? '.local-db';

const TABLES = [
  { title: 'Newsletter signups', table: 'newsletter_signups', columns: ['created_at', 'email'] },
  { title: 'Contact messages', table: 'contact_messages', columns: ['created_at', 'name', 'email', 'phone', 'interest', 'message'] },
];

async function fetchRows(url: string, serviceRoleKey: string, table: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${url}/rest/v1/${table}?select=*&order=created_at.desc`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${table}: ${response.status} ${JSON.stringify(body)}`);
  return body as Record<string, unknown>[];
}

function isConnectionRefused(error: unknown): boolean {
  return (error as { cause?: { code?: string } })?.cause?.code === 'ECONNREFUSED';
}

async function printSubmissions(url: string, serviceRoleKey: string): Promise<void> {
  for (const { title, table, columns } of TABLES) {
    const rows = await fetchRows(url, serviceRoleKey, table);
    const formatted = rows.map((row) => ({ ...row, created_at: String(row.created_at).replace('T', ' ').slice(0, 19) }));
    console.log(`\n${title} (${rows.length}, newest first)\n`);
    console.log(rows.length > 0 ? formatTable(formatted, columns) : '(none)');
  }
  console.log();
}

const url = process.env.LOCAL_SUPABASE_URL ?? DEFAULT_URL;
try {
  await printSubmissions(url, await signLocalKey('service_role'));
} catch (error) {
  if (!isConnectionRefused(error)) throw error;
  // Nothing listens: open the data directory ourselves. If another process owns it, the lock
  // refuses with a message naming that process.
  const backend = await startLocalSupabase({ dataDir, port: 0, quiet: true }).catch((openError: unknown) => {
    if (!(openError instanceof DataDirLockedError)) throw openError;
    console.error(`Nothing answers at ${url}, and ${openError.message}`);
    process.exit(1);
  });
  try {
    await printSubmissions(backend.url, backend.serviceRoleKey);
  } finally {
    await backend.stop();
  }
}
