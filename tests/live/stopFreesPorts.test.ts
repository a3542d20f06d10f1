/**
 * Issue 34 item 9: stopping npm start (Ctrl-C, SIGTERM) frees every port it opened within 5
 * seconds, even with the mail inbox open in a browser tab (its websocket), a page of the site
 * open (keep-alive and the live-reload stream), an SMTP session and keep-alive clients of the
 * database and the editor's backend. The real services run in a child process, stopped as npm
 * start stops them (tests/live/support/stack.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../mail/support.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
type Ports = Record<'site' | 'smtp' | 'inbox' | 'editor' | 'database', string>;

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A GET whose connection stays open afterwards (a browser tab's keep-alive), or a stream that never ends (`stream`). */
function openGet(port: string, path: string, agent: Agent, stream = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      resolve(res.statusCode ?? 0);
      if (!stream) res.resume();
    });
    req.on('error', (error) => (stream ? undefined : reject(error)));
    req.end();
  });
}

/** The inbox's own websocket, as the inbox page in a browser opens it (socket.io over a websocket). */
function openWebsocket(port: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/socket.io/?EIO=4&transport=websocket',
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      },
    });
    req.on('upgrade', (_res, socket) => resolve(socket.on('error', () => undefined)));
    req.on('response', (res) =>
      reject(new Error(`the inbox answered ${res.statusCode} instead of opening a websocket`)),
    );
    req.on('error', reject);
    req.end();
  });
}

const smtpSession = (port: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    socket.once('data', (greeting) =>
      String(greeting).startsWith('220')
        ? resolve(socket.on('error', () => undefined))
        : reject(new Error(String(greeting))),
    );
    socket.once('error', reject);
  });

let child: ChildProcess | undefined;
const clients: { destroy(): void }[] = [];
afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  clients.splice(0).forEach((client) => client.destroy());
});

describe('stopping npm start', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    it(`frees every port within 5 seconds of ${signal}, with the inbox, a page and every service's clients still connected`, async () => {
      const args = [await freePort(), await freePort()].map(String);
      const stack = spawn(process.execPath, ['--import', 'tsx', 'tests/live/support/stack.ts', ...args], {
        cwd: projectRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child = stack;
      let output = '';
      stack.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => stack.once('exit', (code) => resolve(code)));
      // Starting is slow on a busy machine (PGlite, decap-server): only the stop is timed.
      await expect.poll(() => output.includes('\n'), { timeout: 90_000, interval: 100 }).toBe(true);
      const ports = JSON.parse(output.split('\n')[0]!) as Ports;

      const agent = new Agent({ keepAlive: true });
      clients.push(agent);
      clients.push(await openWebsocket(ports.inbox));
      expect(await openGet(ports.inbox, '/api/email', agent)).toBe(200);
      expect(await openGet(ports.site, '/__live/events', agent, true)).toBe(200);
      expect(await openGet(ports.site, '/', agent)).toBe(404);
      await openGet(ports.database, '/rest/v1/', agent);
      await openGet(ports.editor, '/api/v1', agent);
      clients.push(await smtpSession(ports.smtp));

      const sent = performance.now();
      stack.kill(signal);
      const all = Object.values(ports).map(Number);
      await expect
        .poll(async () => (await Promise.all(all.map(bindable))).every(Boolean), { timeout: 5_000, interval: 50 })
        .toBe(true);
      const seconds = (performance.now() - sent) / 1000;
      expect(await exited).toBe(0);
      const exitedAfter = (performance.now() - sent) / 1000;
      console.log(
        `[stop] ${signal}: every port free after ${seconds.toFixed(2)} s, the process gone after ${exitedAfter.toFixed(2)} s`,
      );
      expect(exitedAfter).toBeLessThan(5);
      // Each service stopped of itself, none was left behind by the deadline.
      expect(output).not.toContain('Stopped without waiting');
    }, 150_000);
});
