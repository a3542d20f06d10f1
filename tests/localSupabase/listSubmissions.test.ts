import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatTable } from '../../scripts/localBackend/supabase/formatTable.ts';
import { startLocalSupabase, type LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { CONSENT_STATEMENT, closedPortUrl, postJson, publishConsentWordings, signup } from './support.ts';

const run = promisify(execFile);
const listSubmissions = (env: Record<string, string>, args: string[] = []) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/staff/listSubmissions.ts', ...args], {
    env: { ...process.env, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );

let dataDir: string;
let backend: LocalSupabase;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'list-submissions-'));
  backend = await startLocalSupabase({ dataDir, port: 0, quiet: true });
  await publishConsentWordings(backend, [CONSENT_STATEMENT]);
  await postJson(backend, 'newsletter_signups', signup('Staff.Reader@Example.com'));
  await postJson(backend, 'contact_messages', {
    name: 'Alice Munro',
    email: 'alice@example.com',
    interest: 'selling',
    message: 'Line one\nline two',
  });
  await postJson(backend, 'contact_messages', {
    name: '=Showing Seeker',
    email: 'seeker@example.com',
    message: 'Saturday, "late" morning?',
    about_path: '/listings/12-test-crescent',
    showing_days: ['saturday'],
    showing_time: 'morning',
  });
  await postJson(backend, 'contact_messages', {
    name: 'Bot',
    email: 'bot@spam.example',
    website: 'https://spam.example',
  });
});
afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('listSubmissions', () => {
  test('prints both tables while the backend runs, reading with the service role over HTTP', async () => {
    const { code, stdout } = await listSubmissions({
      LOCAL_SUPABASE_URL: backend.url,
      LOCAL_SUPABASE_DATA_DIR: dataDir,
    });
    expect(code).toBe(0);
    expect(stdout).toContain('Newsletter signups (1, newest first)');
    expect(stdout).toMatch(
      /created_at\s+email\s+spam\n-+\s+-+\s+-+\n\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+staff\.reader@example\.com/,
    );
    expect(stdout).toContain('Contact messages (3, newest first)');
    // No notifier runs here, so the genuine messages are still queued for the team's email.
    expect(stdout).toMatch(/Alice Munro\s+alice@example\.com\s+selling\s+queued\s+Line one line two/);
    expect(stdout).toMatch(
      /=Showing Seeker\s+seeker@example\.com\s+\/listings\/12-test-crescent\s+saturday, morning\s+queued/,
    );
    expect(stdout).toMatch(/Bot\s+bot@spam\.example\s+yes\s+no \(spam\)/);
  });

  test('--csv writes both tables as CSV, quoted, with formulas defused', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'csv-'));
    try {
      const { code, stdout } = await listSubmissions(
        { LOCAL_SUPABASE_URL: backend.url, LOCAL_SUPABASE_DATA_DIR: dataDir },
        [`--csv=${folder}`],
      );
      expect(code).toBe(0);
      expect(stdout).toContain(
        `Wrote ${join(folder, 'contact-messages.csv')} and ${join(folder, 'newsletter-signups.csv')}.`,
      );
      const lines = readFileSync(join(folder, 'contact-messages.csv'), 'utf8').split('\r\n');
      expect(lines[0]).toBe(
        '"created_at","name","email","phone","interest","message","about_path","showing_days","showing_time","is_spam","emailed"',
      );
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^"[\d: -]{19}","'=Showing Seeker","seeker@example\.com","","","Saturday, ""late"" morning\?","\/listings\/12-test-crescent","saturday","morning","false","queued"$/,
        ),
      );
      expect(readFileSync(join(folder, 'newsletter-signups.csv'), 'utf8')).toMatch(
        /^"created_at","email","is_spam"\r\n"[\d: -]{19}","staff\.reader@example\.com","false"\r\n$/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('when nothing answers and another process owns the data, it says so instead of opening it', async () => {
    const nowhere = await closedPortUrl();
    const { code, stderr } = await listSubmissions({ LOCAL_SUPABASE_URL: nowhere, LOCAL_SUPABASE_DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `Nothing answers at ${nowhere}, and The local database in ${dataDir} is already in use by process ${process.pid}`,
    );
  });
});

describe('formatTable', () => {
  test('aligns columns, shows null as empty, folds white space and cuts long values', () => {
    const table = formatTable(
      [
        { a: 'x', b: null },
        { a: 'longer\nvalue', b: 'y'.repeat(13) },
      ],
      ['a', 'b'],
      12,
    );
    expect(table.split('\n')).toEqual([
      `a${' '.repeat(13)}b`,
      '------------  ------------',
      'x',
      'longer value  yyyyyyyyyyy…',
    ]);
  });
});
