import { execFile } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { closedPortUrl, postJson, signup, startTestBackend } from '../localSupabase/support.ts';

/**
 * The staff tools' exports (personal data) stay out of Git. Before, `npm run subscribers -- --csv`
 * and `npm run privacy -- export` wrote newsletter-subscribers.csv and privacy-export-<email>.json
 * into the project root, which .gitignore did not cover. Now they go to .exports/ (ignored), and
 * a path inside the project but outside it is refused. The commands run as the team runs them.
 */
const run = promisify(execFile);
const ADDRESS = 'export.check@example.com';
let backend: LocalSupabase;
let env: Record<string, string>;
const written: string[] = [];
beforeAll(async () => {
  backend = await startTestBackend();
  expect(
    (
      await postJson(backend, 'newsletter_signups', signup(ADDRESS), backend.anonKey, {
        'X-Forwarded-For': '192.0.2.90',
      })
    ).status,
  ).toBe(201);
  const { SUPABASE_URL: _url, SUPABASE_SERVICE_ROLE_KEY: _key, STAFF_EXPORTS_DIR: _dir, ...inherited } = process.env;
  env = {
    ...(inherited as Record<string, string>),
    LOCAL_SUPABASE_URL: backend.url,
    LOCAL_MAIL_URL: await closedPortUrl(),
  };
});
afterAll(async () => {
  for (const file of written) rmSync(file, { force: true });
  await backend?.stop();
});

const command = (script: string, args: string[]) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], { env, cwd: projectRoot }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

/** Whether git would list the file as something to commit. */
async function gitWouldOffer(file: string): Promise<boolean> {
  const { stdout } = await run('git', ['status', '--porcelain', '--untracked-files=all', '--', file], {
    cwd: projectRoot,
  });
  return stdout.trim() !== '';
}

test.each([
  ['scripts/staff/subscribers.ts', ['--csv'], ['newsletter-subscribers.csv']],
  ['scripts/staff/privacy.ts', ['export', ADDRESS], [`privacy-export-${ADDRESS}.json`]],
  ['scripts/staff/listSubmissions.ts', ['--csv'], ['contact-messages.csv', 'newsletter-signups.csv']],
])('%s %s writes into the ignored .exports/ folder', async (script, args, names) => {
  const result = await command(script, args);
  expect(result.code, result.stderr).toBe(0);
  for (const name of names) {
    const file = join(projectRoot, '.exports', name);
    written.push(file);
    expect(result.stdout).toContain(file);
    expect(existsSync(file)).toBe(true);
    expect(existsSync(join(projectRoot, name)), 'nothing in the project root').toBe(false);
    expect(await gitWouldOffer(file)).toBe(false);
  }
});

test.each([
  ['scripts/staff/privacy.ts', ['export', ADDRESS, '--out=privacy-export.json'], 'privacy-export.json'],
  ['scripts/staff/subscribers.ts', ['--csv=data/subscribers.csv'], 'data/subscribers.csv'],
  ['scripts/staff/listSubmissions.ts', ['--csv=.'], 'contact-messages.csv'],
])('%s %s: a file inside the project, outside .exports/, is refused with a sentence', async (script, args, name) => {
  const result = await command(script, args);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('inside the project, where git would offer to commit it');
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(existsSync(join(projectRoot, name))).toBe(false);
});
