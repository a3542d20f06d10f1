/**
 * npm run submissions: what visitors submitted to the local backend, with what each message was
 * about, whether it was flagged as spam, and whether the team's email went out.
 * npm run submissions -- --csv[=folder] also writes contact-messages.csv and newsletter-signups.csv
 * (for the team's CRM or a spreadsheet), into .exports/ (gitignored) unless a folder outside the
 * project is named.
 * Reads over HTTP with the service_role key (the only role allowed to read), so it works while
 * the backend runs; when nothing answers, it opens the data directory itself for the time it takes.
 */
import { join } from 'node:path';
import { exportTarget, writeExport } from './exportFiles.ts';
import { DataDirLockedError } from '../localBackend/supabase/dataDirLock.ts';
import { toCsv } from '../localBackend/supabase/csv.ts';
import { formatTable } from '../localBackend/supabase/formatTable.ts';
import { signLocalKey } from '../localBackend/supabase/keys.ts';
import { startLocalSupabase } from '../localBackend/supabase/server.ts';

const DEFAULT_URL = 'http://127.0.0.1:54321';
const dataDir = process.env.LOCAL_SUPABASE_DATA_DIR ?? '.local-db';
const csvArgument = process.argv.slice(2).find((arg) => arg === '--csv' || arg.startsWith('--csv='));
const csvFolder = csvArgument?.slice('--csv='.length) || undefined;

type Row = Record<string, unknown>;

interface NotificationStatus {
  message_id: number;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}

async function request(url: string, serviceRoleKey: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const time = (value: unknown) => String(value).replace('T', ' ').slice(0, 19);

/** Whether the team was told: sent, still queued (with why), or never (spam). */
function emailed(row: Row, status: NotificationStatus | undefined): string {
  if (row.is_spam) return 'no (spam)';
  if (!status) return 'not queued';
  if (status.sent_at) return `sent ${time(status.sent_at).slice(11, 16)}`;
  return status.last_error ? `queued, ${status.attempts} tries: ${status.last_error}` : 'queued';
}

async function readSubmissions(url: string, serviceRoleKey: string) {
  const signups = (await request(url, serviceRoleKey, 'newsletter_signups?select=*&order=created_at.desc')) as Row[];
  const messages = (await request(url, serviceRoleKey, 'contact_messages?select=*&order=created_at.desc')) as Row[];
  const statuses = (await request(url, serviceRoleKey, 'rpc/enquiry_notification_status', {
    method: 'POST',
    body: '{}',
  })) as NotificationStatus[];
  const byId = new Map(statuses.map((status) => [status.message_id, status]));
  return {
    signups: signups.map((row) => ({ ...row, created_at: time(row.created_at), spam: row.is_spam ? 'yes' : '' })),
    messages: messages.map((row) => ({
      ...row,
      created_at: time(row.created_at),
      about: row.about_path,
      showing: Array.isArray(row.showing_days)
        ? `${row.showing_days.join(', ')}${typeof row.showing_time === 'string' ? `, ${row.showing_time}` : ''}`
        : '',
      spam: row.is_spam ? 'yes' : '',
      emailed: emailed(row, byId.get(row.id as number)),
    })),
  };
}

async function report(url: string, serviceRoleKey: string): Promise<void> {
  const { signups, messages } = await readSubmissions(url, serviceRoleKey);
  const tables = [
    { title: 'Newsletter signups', rows: signups, columns: ['created_at', 'email', 'spam'] },
    {
      title: 'Contact messages',
      rows: messages,
      columns: ['created_at', 'name', 'email', 'phone', 'interest', 'about', 'showing', 'spam', 'emailed', 'message'],
    },
  ];
  for (const { title, rows, columns } of tables) {
    console.log(`\n${title} (${rows.length}, newest first)\n`);
    console.log(rows.length > 0 ? formatTable(rows, columns) : '(none)');
  }
  console.log();
  if (csvArgument === undefined) return;
  const files = [
    {
      file: 'contact-messages.csv',
      rows: messages,
      columns: [
        'created_at',
        'name',
        'email',
        'phone',
        'interest',
        'message',
        'about_path',
        'showing_days',
        'showing_time',
        'is_spam',
        'emailed',
      ],
    },
    { file: 'newsletter-signups.csv', rows: signups, columns: ['created_at', 'email', 'is_spam'] },
  ];
  const targets = files.map(({ file }) => exportTarget(csvFolder && join(csvFolder, file), file));
  files.forEach(({ rows, columns }, index) => writeExport(targets[index]!, toCsv(rows, columns)));
  console.log(`Wrote ${targets.join(' and ')}.\n`);
}

function isConnectionRefused(error: unknown): boolean {
  return (error as { cause?: { code?: string } })?.cause?.code === 'ECONNREFUSED';
}

const url = process.env.LOCAL_SUPABASE_URL ?? DEFAULT_URL;
try {
  await report(url, await signLocalKey('service_role'));
} catch (error) {
  if (!isConnectionRefused(error)) {
    // A refused export path is a sentence, not a stack.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  // Nothing listens: open the data directory ourselves. If another process owns it, the lock
  // refuses with a message naming that process.
  const backend = await startLocalSupabase({ dataDir, port: 0, quiet: true }).catch((openError: unknown) => {
    if (!(openError instanceof DataDirLockedError)) throw openError;
    console.error(`Nothing answers at ${url}, and ${openError.message}`);
    process.exit(1);
  });
  try {
    await report(backend.url, backend.serviceRoleKey);
  } finally {
    await backend.stop();
  }
}
