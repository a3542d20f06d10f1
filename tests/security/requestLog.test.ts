import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signLocalKey } from '../../scripts/localBackend/supabase/keys.ts';
import { authHeaders } from '../localSupabase/support.ts';
import { freePort } from '../mail/support.ts';

/**
 * The local backend's request log (what npm start prints as [localSupabase] lines) holds no
 * unsubscribe token and no address: before, a one-click unsubscribe printed its token in plain
 * text ("GET /functions/v1/newsletter-unsubscribe?token=<64 hex> 303"), and a read filtered by
 * email printed the address. The backend runs as its own process (main.ts), its output read whole.
 */
let child: ChildProcess;
let output = '';
let url: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'request-log-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/localBackend/supabase/main.ts'], {
    env: { ...process.env, LOCAL_SUPABASE_DATA_DIR: dataDir, LOCAL_SUPABASE_PORT: String(port) },
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!output.includes('Local Supabase API:')) {
    if (Date.now() - started > 120_000) throw new Error(`The backend did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('a token or an address in a URL never reaches the log', async () => {
  const token = 'ab12'.repeat(16);
  const address = 'logged.visitor@example.com';
  const service = authHeaders(await signLocalKey('service_role'));
  await fetch(`${url}/functions/v1/newsletter-unsubscribe?token=${token}`, { redirect: 'manual' });
  await fetch(`${url}/rest/v1/contact_messages?select=*&email=eq.${address}`, { headers: service });
  await fetch(`${url}/rest/v1/no_such_table?email=eq.${encodeURIComponent(address)}&token=${token}`, {
    headers: service,
  });
  await expect.poll(() => output.match(/no_such_table/g)?.length ?? 0, { timeout: 5_000 }).toBe(1);
  expect(output).toContain('/functions/v1/newsletter-unsubscribe?token=[redacted]');
  expect(output).not.toContain(token);
  expect(output.toLowerCase()).not.toContain('logged.visitor');
  expect(output).not.toMatch(/logged\.visitor%40|logged\.visitor@/i);
});
