/** npm start and npm run dev when a port is taken: the site moves to the next free port; anything else is one line, never a stack trace. */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { firstFreePort } from '../../scripts/dev/startup.ts';
import { projectRoot } from './tempSite.ts';

const occupy = () =>
  new Promise<{ port: number; close: () => void }>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as { port: number }).port, close: () => server.close() }),
    );
  });

const listenOn = (port: number) =>
  new Promise<{ port: number; close: () => void }>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ port, close: () => server.close() }));
  });

describe('starting the local site', () => {
  it('takes the next free port when the one asked for is in use', async () => {
    const taken = await occupy();
    const got = await firstFreePort(taken.port, listenOn);
    expect(got.port).toBeGreaterThan(taken.port);
    got.close();
    taken.close();
  });

  it('a failure to start is told in one line, without a stack trace', () => {
    const script = `import { startOrExplain } from './scripts/dev/startup.ts'; await startOrExplain(async () => { throw new Error('Port 54321 on 127.0.0.1 is already in use'); });`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('The site was not started: Port 54321 on 127.0.0.1 is already in use');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
