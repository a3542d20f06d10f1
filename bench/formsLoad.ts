/**
 * `npm run bench:forms`: 1,000 newsletter sign-ups, then 1,000 contact messages, each from a
 * distinct sender and a distinct client address (X-Forwarded-For, as Supabase's gateway sends
 * it), over 16 keep-alive connections against a fresh local backend (temp dir, free port) with
 * the database's limits on; then checks that exactly 1,000 rows of each exist. Prints throughput
 * and latency percentiles: the limits must cost legitimate traffic nothing noticeable.
 */
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalSupabase } from '../scripts/localBackend/supabase/server.ts';

const SUBMISSIONS = 1_000;
const CONNECTIONS = 16;

interface Answer {
  status: number;
  body: string;
}

function send(agent: Agent, url: URL, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const dataDir = mkdtempSync(join(tmpdir(), 'forms-load-'));
const backend = await startLocalSupabase({ dataDir, port: 0, quiet: true });
const CONSENT = 'Yes, send me the newsletter. I can unsubscribe at any time.';
// The database accepts only wordings the site has published (as the notifier does from /enquiries.json).
await fetch(`${backend.url}/rest/v1/rpc/publish_newsletter_consent_wordings`, {
  method: 'POST',
  headers: {
    apikey: backend.serviceRoleKey,
    Authorization: `Bearer ${backend.serviceRoleKey}`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({ wordings: [CONSENT] }),
});
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
/** Client n's address: 10.a.b.c, distinct for every n below 16 million. */
const clientAddress = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

async function load(table: string, row: (index: number) => object): Promise<boolean> {
  const insertUrl = new URL(`${backend.url}/rest/v1/${table}`);
  const latencies: number[] = [];
  const failures: Answer[] = [];
  let next = 0;

  // 16 workers, each keeping one connection busy with one request at a time.
  const worker = async () => {
    while (next < SUBMISSIONS) {
      const index = next++;
      const headers = {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
        'X-Forwarded-For': clientAddress(index),
      };
      const started = performance.now();
      const answer = await send(agent, insertUrl, 'POST', headers, JSON.stringify(row(index)));
      latencies.push(performance.now() - started);
      if (answer.status !== 201) failures.push(answer);
    }
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;

  const countUrl = new URL(`${backend.url}/rest/v1/${table}?select=id`);
  const rows = JSON.parse(
    (
      await send(agent, countUrl, 'GET', {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
      })
    ).body,
  ) as unknown[];

  latencies.sort((a, b) => a - b);
  console.log(`${table}: ${SUBMISSIONS} requests over ${CONNECTIONS} keep-alive connections, limits on`);
  console.log(`  throughput   ${(SUBMISSIONS / seconds).toFixed(0)} req/s (${seconds.toFixed(2)} s)`);
  console.log(
    `  latency      p50 ${percentile(latencies, 50).toFixed(1)} ms, p90 ${percentile(latencies, 90).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
  );
  console.log(
    `  answers      ${SUBMISSIONS - failures.length} x 201, ${failures.length} other${failures[0] ? ` (first: ${failures[0].status} ${failures[0].body})` : ''}`,
  );
  console.log(`  rows stored  ${rows.length}`);
  return failures.length === 0 && rows.length === SUBMISSIONS;
}

try {
  const newsletter = await load('newsletter_signups', (index) => ({
    email: `Reader.${index}@Example.com`,
    consent_statement: CONSENT,
    source_path: '/',
  }));
  const contact = await load('contact_messages', (index) => ({
    name: `Visitor ${index}`,
    email: `visitor.${index}@example.com`,
    message: 'Is the house still available?',
    about_path: '/listings/84-old-forest-hill',
  }));
  if (!newsletter || !contact) {
    console.error(`FAILED: expected exactly ${SUBMISSIONS} rows of each and no failed request`);
    process.exitCode = 1;
  }
} finally {
  agent.destroy();
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
