import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { connect } from 'node:net';

const require = createRequire(import.meta.url);

export interface DecapServer {
  url: string;
  stop(): Promise<void>;
}

function portAnswers(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * decap-server, Decap CMS's local backend: the editor at /admin/ reads and writes the files of
 * `repoDir` through it (data/ and data/media/), with no account and no network. Bound to
 * 127.0.0.1 only: it writes files for whoever calls it.
 */
export async function startDecapServer({
  repoDir,
  port,
  host = '127.0.0.1',
}: {
  repoDir: string;
  port: number;
  host?: string;
}): Promise<DecapServer> {
  if (await portAnswers(port, host))
    throw new Error(`Port ${port} on ${host} is already in use: is another editor backend (decap-server) running?`);
  const child = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: host,
      GIT_REPO_DIRECTORY: repoDir,
      MODE: 'fs',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let waited = 0; !(await portAnswers(port, host)); waited += 100) {
    if (child.exitCode !== null || waited > 15_000) {
      child.kill();
      throw new Error(`The editor's backend (decap-server) did not start on ${host}:${port}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://${host}:${port}/api/v1`,
    async stop() {
      child.kill();
      await exited;
    },
  };
}
