import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { DataDirLockedError, acquireDataDirLock } from '../../scripts/localBackend/supabase/dataDirLock.ts';
import { openLocalDatabase } from '../../scripts/localBackend/supabase/database.ts';
import { startLocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { CONSENT_STATEMENT, postJson, publishConsentWordings, readRows, signup } from './support.ts';

const run = promisify(execFile);
const temporaryDirs: string[] = [];
const temporaryDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'localSupabase-lock-'));
  temporaryDirs.push(dir);
  return dir;
};
afterAll(() => temporaryDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The pid of a process that has certainly exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('the data directory lock', () => {
  test('a second owner is refused with a message naming the owner, and release frees it', () => {
    const dir = temporaryDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`is already in use by process ${process.pid} (this process)`);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    acquireDataDirLock(dir).release();
  });

  test('a lock left by a dead process is reclaimed', async () => {
    const dir = temporaryDir();
    writeFileSync(
      join(dir, 'owner.lock'),
      JSON.stringify({ pid: await deadPid(), host: hostname(), startedAt: 'earlier' }),
    );
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  test('a lock held by another live process is respected', async () => {
    const dir = temporaryDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(dir, 'owner.lock'), JSON.stringify({ pid: other.pid, host: hostname(), startedAt: 'now' }));
      expect(() => acquireDataDirLock(dir)).toThrow(`already in use by process ${other.pid}.`);
    } finally {
      other.kill();
    }
  });
});

describe('startLocalSupabase on a data directory', () => {
  test('refuses a second backend on the same directory (in this process and from another), keeps data across restarts', async () => {
    const dataDir = temporaryDir();
    const first = await startLocalSupabase({ dataDir, port: 0, quiet: true });
    try {
      await expect(startLocalSupabase({ dataDir, port: 0, quiet: true })).rejects.toThrow(
        /already in use by process \d+/,
      );

      const second = await run(process.execPath, ['--import', 'tsx', 'scripts/localBackend/supabase/main.ts'], {
        env: { ...process.env, LOCAL_SUPABASE_DATA_DIR: dataDir, LOCAL_SUPABASE_PORT: '0' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `Local Supabase not started: The local database in ${dataDir} is already in use by process ${process.pid}.`,
      );

      // The first owner is unaffected.
      await publishConsentWordings(first, [CONSENT_STATEMENT]);
      expect((await postJson(first, 'newsletter_signups', signup('kept@example.com'))).status).toBe(201);
    } finally {
      await first.stop();
    }
    expect(existsSync(join(dataDir, 'owner.lock'))).toBe(false);

    const restarted = await startLocalSupabase({ dataDir, port: 0, quiet: true });
    try {
      expect(await readRows(restarted, 'newsletter_signups')).toEqual([
        expect.objectContaining({ email: 'kept@example.com' }),
      ]);
    } finally {
      await restarted.stop();
    }
  });

  test('a migration edited after it was applied to a data directory is reported, not silently skipped', async () => {
    const dataDir = temporaryDir();
    const created = await openLocalDatabase(dataDir);
    expect(created.migrations.applied.length).toBeGreaterThanOrEqual(4);
    const [first] = created.migrations.applied;
    // As if the file had said something else when it was applied.
    await created.db.query(
      `update supabase_migrations.schema_migrations set statements = array['-- earlier text'] where version = $1`,
      [first!.version],
    );
    await created.close();

    const reopened = await openLocalDatabase(dataDir);
    try {
      expect(reopened.migrations).toEqual({
        applied: [],
        edited: [expect.objectContaining({ version: first!.version })],
      });
    } finally {
      await reopened.close();
    }
  });
});
