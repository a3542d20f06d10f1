/**
 * `npm run sync:listings` as the scheduled workflow runs it: its own process, what it prints and
 * its exit status, against the local stand-in for the DDF® Web API.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { startDdfServer, type DdfServer } from './ddfServer.ts';

const projectRoot = join(import.meta.dirname, '..', '..');

/** The command as the workflow runs it, on a copy of the fixture site's data (`--root`). */
function run(root: string, env: NodeJS.ProcessEnv) {
  const script = join(projectRoot, 'scripts', 'feed', 'syncListings.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--root', root], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += String(d)));
  child.stderr.on('data', (d: Buffer) => (stderr += String(d)));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
}

describe('npm run sync:listings, the command', () => {
  let ddf: DdfServer;
  let root: string;
  beforeAll(async () => {
    ddf = await startDdfServer();
    root = mkdtempSync(join(tmpdir(), 'feed-command-'));
    cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), {
      recursive: true,
      filter: (src) => !src.startsWith(join(fixtureSiteRoot, 'data', 'media')),
    });
  });
  afterAll(async () => {
    await ddf.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('says in one sentence that the credentials are missing, and exits 1', async () => {
    const { status, stdout, stderr } = await run(root, {});
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^No listings were synced: set DDF_CLIENT_ID/)]);
  });

  it('prints what it added, and exits 1 with a sentence naming the key and field of a record it refused', async () => {
    delete ddf.feed[4]!.BedroomsTotal;
    const { status, stdout, stderr } = await run(root, ddf.env);
    expect(stdout).toMatch(/^39 added, 0 updated, 0 removed, of 40 listings on the feed\.$/m);
    expect(stderr.trim()).toMatch(
      /^listing key 28450005: the feed's record has no BedroomsTotal, which the listing needs;[^\n]*$/,
    );
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/);
    expect(status).toBe(1);
  });
});
