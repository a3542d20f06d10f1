/**
 * Issue 42 item 7: a crash is not a trap. npm start's services (tests/security/support/runStack.ts,
 * composed as npm start composes them) are killed with SIGKILL, and started again on the same
 * ports and project: they start, nothing of the first run still listens, and its temporary
 * folder (with the emails it caught) is gone. Killing its parent outright ends it too, and a port
 * in use is told with the process that holds it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, expect, test } from 'vitest';
import { startLocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { smtpSender } from '../../scripts/localBackend/mail/smtpSender.ts';
import { isAlive, portHolder } from '../../scripts/lib/processes.ts';
import { freePort } from '../mail/support.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
const STACK = 'tests/security/support/runStack.ts';
const root = mkdtempSync(join(tmpdir(), 'security-restart-'));
mkdirSync(join(root, 'data'));
const started: ChildProcess[] = [];
afterEach(() => started.splice(0).forEach((child) => child.exitCode === null && child.kill('SIGKILL')));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Stack {
  child: ChildProcess;
  info: { pid: number; runDir: string; editor: string; database: string };
}

/** Starts the services (directly, or under a parent of their own that the test can kill) and waits for their line. */
async function startStack(ports: number[], { underParent = false } = {}): Promise<Stack> {
  const stackArgs = ['--import', 'tsx', STACK, root, ...ports.map(String)];
  const child = underParent
    ? spawn(
        process.execPath,
        [
          '-e',
          `require('node:child_process').spawn(process.execPath, ${JSON.stringify(stackArgs)}, { stdio: 'inherit' }); setInterval(() => {}, 1000);`,
        ],
        { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
      )
    : spawn(process.execPath, stackArgs, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output.includes('\n'), { timeout: 90_000, interval: 100 }).toBe(true);
  return { child, info: JSON.parse(output.split('\n')[0]!) as Stack['info'] };
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });

test('after kill -9 the next start starts: nothing of the first run is left running, and its emails are gone', async () => {
  const ports = [await freePort(), await freePort()];
  const first = await startStack(ports);
  await smtpSender({ host: '127.0.0.1', port: ports[0]! })({
    from: 'website@localhost',
    to: 'team@example.com',
    replyTo: 'visitor@example.com',
    subject: 'Enquiry from a visitor',
    text: 'Personal data the crash must not leave behind.',
  });
  expect(readdirSync(first.info.runDir).length).toBeGreaterThan(0);

  first.child.kill('SIGKILL');
  await expect.poll(() => isAlive(first.info.pid), { timeout: 5_000 }).toBe(false);
  // Nothing of the first run outlives it: not its editor backend (decap-server was a child that kept its port).
  expect(await listening(Number(first.info.editor))).toBe(false);

  const second = await startStack(ports);
  expect(second.info.pid).not.toBe(first.info.pid);
  expect(existsSync(first.info.runDir)).toBe(false);
  expect(readdirSync(join(root, '.cache', 'run'))).toEqual([String(second.info.pid)]);
  second.child.kill('SIGTERM');
  await new Promise((resolve) => second.child.once('exit', resolve));
  // A clean stop leaves no folder at all.
  expect(readdirSync(join(root, '.cache', 'run'))).toEqual([]);
}, 240_000);

test('killing its parent outright (npm, tsx) ends it within seconds, ports freed', async () => {
  const ports = [await freePort(), await freePort()];
  const { child, info } = await startStack(ports, { underParent: true });
  child.kill('SIGKILL');
  await expect.poll(() => isAlive(info.pid), { timeout: 10_000, interval: 200 }).toBe(false);
  expect(await listening(ports[1]!)).toBe(false);
  expect(await listening(Number(info.database))).toBe(false);
}, 150_000);

test('a port in use is told with the process that holds it', async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as { port: number }).port;
  try {
    expect(portHolder(port)?.pid).toBe(process.pid);
    await expect(startLocalSupabase({ dataDir: 'memory://', port, quiet: true })).rejects.toThrow(
      `already in use (by process ${process.pid}`,
    );
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
}, 60_000);
