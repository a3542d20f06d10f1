import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/localBackend/mail/mailCatcher.ts';
import { startEnquiryNotifier, type EnquiryNotifier } from '../../scripts/localBackend/mail/notifier.ts';
import { restRpcClient } from '../../scripts/lib/restRpcClient.ts';
import { smtpSender } from '../../scripts/localBackend/mail/smtpSender.ts';
import { startLocalSupabase, type LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { postJson, publishConsentWordings, signup, TEST_CONSENT_WORDINGS } from '../localSupabase/support.ts';
import { caughtEmails, freePort, testRouting, waitForEmails } from '../mail/support.ts';

/**
 * `npm run privacy -- erase` leaves nothing the project holds: every spelling the limits count as
 * one sender (case, +tag), the local mail catcher's copies, the export files naming the address,
 * and the dead rows in the data directory's files (heap and write-ahead log). Before, a message
 * from the +tag address survived, the catcher kept every copy, the files kept the rows' bytes and
 * an export written before the erasure still held the address. Real PGlite on a data directory
 * behind HTTP, the outbox, nodemailer and maildev, the staff command as a child process.
 */
const run = promisify(execFile);
const TARGET = 'erin.erased@example.com';
const VARIANTS = ['erin.erased@example.com', 'Erin.Erased+viewing@Example.com', 'ERIN.ERASED+news@EXAMPLE.COM'];
const BYSTANDERS = ['erin.erased.not@example.com', 'xerin.erased@example.com'];
/** Every byte pattern an address of the target leaves, whatever its case or +tag. */
const TRACE = /(?<![a-z0-9._%+-])erin\.erased(\+[a-z]*)?@example\.com/i;

let dataDir: string;
let exportsDir: string;
let backend: LocalSupabase;
let catcher: MailCatcher;
let notifier: EnquiryNotifier;
let env: Record<string, string>;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'erase-db-'));
  exportsDir = mkdtempSync(join(tmpdir(), 'erase-exports-'));
  backend = await startLocalSupabase({ dataDir, port: 0, quiet: true, trustedProxies: ['127.0.0.1'] });
  await publishConsentWordings(backend, TEST_CONSENT_WORDINGS);
  catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  notifier = startEnquiryNotifier({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    send: smtpSender({ host: '127.0.0.1', port: catcher.smtpPort }),
    routing: testRouting,
    from: 'Test Team website <website@test.example>',
    log: () => undefined,
  });
  const { SUPABASE_URL: _url, SUPABASE_SERVICE_ROLE_KEY: _key, ...inherited } = process.env;
  env = {
    ...(inherited as Record<string, string>),
    LOCAL_SUPABASE_URL: backend.url,
    LOCAL_MAIL_URL: catcher.webUrl,
    STAFF_EXPORTS_DIR: exportsDir,
  };
});
afterAll(async () => {
  await notifier?.stop();
  await catcher?.stop();
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(exportsDir, { recursive: true, force: true });
});

const staff = (script: string, args: string[]) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], { env }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

/** Files under a folder whose bytes hold the target's address in any spelling. */
function filesHolding(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder, { recursive: true }) as string[]) {
    const file = join(folder, name);
    if (statSync(file).isFile() && TRACE.test(readFileSync(file).toString('latin1'))) found.push(name);
  }
  return found;
}

describe('npm run privacy -- erase', () => {
  test('every spelling, every copy: rows, caught emails, exports, dead rows in the files', async () => {
    let client = 0;
    const from = () => ({ 'X-Forwarded-For': `192.0.2.${++client}` });
    for (const email of [...VARIANTS, ...BYSTANDERS])
      expect(
        (
          await postJson(
            backend,
            'contact_messages',
            { name: 'Erin', email, message: `From ${email}` },
            backend.anonKey,
            from(),
          )
        ).status,
      ).toBe(201);
    for (const email of ['erin.erased+letters@example.com', BYSTANDERS[0]!])
      expect((await postJson(backend, 'newsletter_signups', signup(email), backend.anonKey, from())).status).toBe(201);
    // Five notifications and two welcome emails reach the catcher.
    await waitForEmails(catcher.webUrl, (emails) => emails.length === 7, 20_000);

    // Exports written before the erasure: the subscribers' CSV and a copy of the person's data.
    expect((await staff('scripts/staff/subscribers.ts', ['--csv'])).code).toBe(0);
    expect((await staff('scripts/staff/privacy.ts', ['export', TARGET])).code).toBe(0);
    writeFileSync(join(exportsDir, 'unrelated.csv'), 'email\r\nsomeone@example.com\r\n');
    expect(filesHolding(exportsDir).sort()).toEqual([
      'newsletter-subscribers.csv',
      'privacy-export-erin.erased@example.com.json',
    ]);

    const erased = await staff('scripts/staff/privacy.ts', ['erase', TARGET]);
    expect(erased.code, erased.stderr).toBe(0);
    // The sign-up, its consent event, token and welcome email; three messages and their notifications.
    expect(erased.stdout).toMatch(/^Erased 10 rows held for erin\.erased@example\.com/);
    expect(erased.stdout).toContain('Emails in the local mail catcher naming the address, deleted: 4.');

    const service = restRpcClient(backend.url, backend.serviceRoleKey);
    for (const variant of VARIANTS) {
      const { data } = await service.rpc('privacy_find', { address: variant });
      expect(Object.values(data as Record<string, unknown[]>).flat(), variant).toEqual([]);
    }
    const { data: bystander } = await service.rpc('privacy_find', { address: BYSTANDERS[0]! });
    expect((bystander as Record<string, unknown[]>).contact_messages).toHaveLength(1);

    const left = await caughtEmails(catcher.webUrl);
    expect(left.filter((email) => TRACE.test(JSON.stringify(email)))).toEqual([]);
    expect(left).toHaveLength(3);

    expect(filesHolding(exportsDir)).toEqual([]);
    expect(existsSync(join(exportsDir, 'unrelated.csv'))).toBe(true);
    expect(filesHolding(dataDir)).toEqual([]);
  });
});
