import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { restRpcClient } from '../../scripts/lib/restRpcClient.ts';
import { closedPortUrl, CONSENT_STATEMENT, postJson, readRows, signup, startTestBackend } from './support.ts';

/**
 * npm run subscribers and npm run privacy, run as the team runs them (a child process), against
 * a local backend filled through the real HTTP API; the same SQL functions serve the hosted project.
 */
const run = promisify(execFile);
function staff(script: 'subscribers' | 'privacy', args: string[], env: Record<string, string>) {
  const { SUPABASE_URL: _url, SUPABASE_SERVICE_ROLE_KEY: _key, ...inherited } = process.env;
  return run(process.execPath, ['--import', 'tsx', `scripts/staff/${script}.ts`, ...args], {
    env: { ...inherited, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

let backend: LocalSupabase;
let folder: string;
let local: Record<string, string>;
beforeAll(async () => {
  backend = await startTestBackend();
  folder = mkdtempSync(join(tmpdir(), 'staff-commands-'));
  // No mail catcher to empty, and exports into this test's folder rather than the project's .exports/.
  local = { LOCAL_SUPABASE_URL: backend.url, LOCAL_MAIL_URL: await closedPortUrl(), STAFF_EXPORTS_DIR: folder };
});
afterAll(async () => {
  await backend?.stop();
  rmSync(folder, { recursive: true, force: true });
});

let clients = 0;
const subscribe = (email: string, extra: Record<string, unknown> = {}) =>
  postJson(
    backend,
    'newsletter_signups',
    signup(email, { source_path: '/listings/84-old-forest-hill', ...extra }),
    backend.anonKey,
    { 'X-Forwarded-For': `192.0.2.${++clients}` },
  );
const service = () => restRpcClient(backend.url, backend.serviceRoleKey);

describe('npm run subscribers', () => {
  test('--csv writes the active subscribers only, with consent date, source and wording; unsubscribe records one received elsewhere', async () => {
    for (const email of ['active.one@example.com', 'leaving@example.com', 'active.two@example.com'])
      expect((await subscribe(email)).status).toBe(201);
    expect((await subscribe('bot.row@example.com', { website: 'https://spam.example' })).status).toBe(201);

    const unsubscribed = await staff('subscribers', ['unsubscribe', 'Leaving@Example.com'], local);
    expect(unsubscribed).toMatchObject({
      code: 0,
      stdout: 'Leaving@Example.com is unsubscribed now: it will not be in the next export.\n',
    });
    expect((await staff('subscribers', ['unsubscribe', 'leaving@example.com'], local)).stdout).toContain(
      'was already unsubscribed',
    );
    expect((await staff('subscribers', ['unsubscribe', 'stranger@example.com'], local)).stdout).toContain(
      'is not a subscriber',
    );

    const file = join(folder, 'subscribers.csv');
    const exported = await staff('subscribers', [`--csv=${file}`], local);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toBe(
      `Wrote 2 active subscribers (email, consented_at, source_path, wording) from ${backend.url} (the local backend) to ${file}.\n`,
    );
    const lines = readFileSync(file, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('"email","consented_at","source_path","wording"');
    expect(lines.slice(1).map((line) => line.split('","')[0])).toEqual([
      '"active.one@example.com',
      '"active.two@example.com',
    ]);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"active\\.one@example\\.com","\\d{4}-\\d\\d-\\d\\dT[\\d:.]+\\+00:00","/listings/84-old-forest-hill","${CONSENT_STATEMENT.replaceAll('.', '\\.')}"$`,
      ),
    );
  });

  test('hosted: the same command with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY', async () => {
    const hosted = await staff('subscribers', [], {
      SUPABASE_URL: backend.url,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      LOCAL_SUPABASE_URL: 'http://127.0.0.1:9',
    });
    expect(hosted).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^2 active subscribers with recorded consent in http:\/\/127\.0\.0\.1:\d+\./),
    });
  });

  test('visitors cannot call the staff functions', async () => {
    for (const name of [
      'newsletter_subscribers',
      'privacy_find',
      'privacy_erase',
      'unsubscribe_newsletter_address',
      'delete_expired_contact_messages',
    ]) {
      const { error } = await restRpcClient(backend.url, backend.anonKey).rpc(
        name,
        name.startsWith('privacy') || name.endsWith('address') ? { address: 'x@example.com' } : {},
      );
      expect(error?.message).toMatch(/^401 .*permission denied/);
    }
  });
});

describe('npm run privacy', () => {
  const TABLES = [
    'newsletter_signups',
    'newsletter_consent_events',
    'newsletter_confirmations',
    'newsletter_unsubscribe_tokens',
    'welcome_emails',
    'contact_messages',
    'enquiry_notifications',
    'valuation_requests',
    'valuation_notifications',
    'listing_alerts',
    'listing_alert_consent_events',
    'listing_alert_confirmations',
    'listing_alert_tokens',
    'listing_alert_emails',
    'listing_alert_matches',
  ];
  /** The requester sent no valuation request (tests/localSupabase/valuationRequests.test.ts covers those); the
   *  requester's alert is never confirmed, so it has no links, outbox row or matches. */
  const UNUSED = [
    'newsletter_confirmations',
    'valuation_requests',
    'valuation_notifications',
    'listing_alert_tokens',
    'listing_alert_emails',
    'listing_alert_matches',
  ];

  beforeAll(async () => {
    // Rows in every table for one address: a sign-up (its welcome email queued, then claimed,
    // which issues a token), two contact messages (each with the team's notification).
    expect((await subscribe('Requester@Example.com')).status).toBe(201);
    expect((await service().rpc('claim_welcome_emails', { batch_size: 100 })).error).toBeNull();
    for (const message of ['First question', 'Second question']) {
      expect(
        (
          await postJson(backend, 'contact_messages', {
            name: 'Rita Requester',
            email: 'requester@example.com',
            message,
          })
        ).status,
      ).toBe(201);
    }
    // A listing alert, asked for and not yet confirmed (its confirmation email queued).
    expect(
      (
        await postJson(backend, 'listing_alerts', {
          email: 'requester+alerts@example.com',
          area: 'rosedale',
          consent_statement: CONSENT_STATEMENT,
          source_path: '/listings',
        })
      ).status,
    ).toBe(201);
    // Someone else's rows, which must stay.
    expect((await subscribe('bystander@example.com')).status).toBe(201);
    expect(
      (await postJson(backend, 'contact_messages', { name: 'Bystander', email: 'bystander@example.com' })).status,
    ).toBe(201);
  });

  test('find lists every table, whatever the case of the address', async () => {
    const found = await staff('privacy', ['find', 'REQUESTER@example.com'], local);
    expect(found.code).toBe(0);
    expect(found.stdout).toMatch(/^11 rows held for REQUESTER@example\.com/);
    for (const [table, count] of [
      ['newsletter_signups', 1],
      ['newsletter_consent_events', 1],
      ['newsletter_unsubscribe_tokens', 1],
      ['welcome_emails', 1],
      ['contact_messages', 2],
      ['enquiry_notifications', 2],
      ['listing_alerts', 1],
      ['listing_alert_consent_events', 1],
      ['listing_alert_confirmations', 1],
    ] as const) {
      expect(found.stdout).toMatch(new RegExp(`^  ${table}\\s+${count}  `, 'm'));
    }
    expect(found.stdout).toContain(`"consent_wording": "${CONSENT_STATEMENT}"`);
  });

  test('export writes the same rows as JSON', async () => {
    const file = join(folder, 'export.json');
    const exported = await staff('privacy', ['export', 'requester@example.com', `--out=${file}`], local);
    expect(exported.stdout).toBe(`Wrote 11 rows held for requester@example.com to ${file}.\n`);
    const json = JSON.parse(readFileSync(file, 'utf8')) as {
      address: string;
      rows: Record<string, Record<string, unknown>[]>;
    };
    expect(Object.keys(json.rows).sort()).toEqual([...TABLES].sort());
    // Every table holds rows for the requester but the pending re-subscriptions (it never unsubscribed).
    for (const table of TABLES.filter((name) => !UNUSED.includes(name)))
      expect(json.rows[table]!.length).toBeGreaterThan(0);
    expect(json.rows.contact_messages!.map((row) => row.message)).toEqual(['First question', 'Second question']);
    expect(json.rows.newsletter_signups![0]).toMatchObject({
      email: 'requester@example.com',
      source_path: '/listings/84-old-forest-hill',
      consent_wording: CONSENT_STATEMENT,
    });
  });

  test('erase deletes every row of every table for the address, prints what went, and leaves the others', async () => {
    const erased = await staff('privacy', ['erase', 'requester@example.com'], local);
    expect(erased.code).toBe(0);
    expect(erased.stdout).toMatch(/^Erased 11 rows held for requester@example\.com/);
    const after = (await service().rpc('privacy_find', { address: 'requester@example.com' })).data as Record<
      string,
      unknown[]
    >;
    expect(after).toEqual(Object.fromEntries(TABLES.map((table) => [table, []])));
    const bystander = (await service().rpc('privacy_find', { address: 'bystander@example.com' })).data as Record<
      string,
      unknown[]
    >;
    expect([
      bystander.newsletter_signups!.length,
      bystander.welcome_emails!.length,
      bystander.contact_messages!.length,
      bystander.enquiry_notifications!.length,
    ]).toEqual([1, 1, 1, 1]);
    expect(await readRows(backend, 'newsletter_consent_statements')).not.toEqual([]);
  });

  test('a command without an address says how to use it, with no stack', async () => {
    const result = await staff('privacy', ['erase'], local);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Usage: npm run privacy -- find <email>  |  export <email> [--out=file]  |  erase <email>\n',
    );
  });
});
