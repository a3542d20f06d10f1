import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening one data directory corrupt it.
 * The owner therefore creates <dataDir>/owner.lock exclusively (O_EXCL) with its pid.
 */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The local database in ${dataDir} is already in use by process ${ownerPid}` +
        `${ownerPid === process.pid ? ' (this process)' : ''}. ` +
        'Stop that process first (only one local backend can own a data directory), ' +
        `or use another data directory.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const absoluteDir = resolve(dataDir);
  mkdirSync(absoluteDir, { recursive: true });
  const path = join(absoluteDir, 'owner.lock');
  const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };

  // Two attempts: the second follows the removal of a lock left behind by a dead process.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${JSON.stringify(owner)}\n`);
      closeSync(fd);
      return { path, release: () => releaseIfOurs(path, owner) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = readOwner(path);
    if (existing && isAlive(existing)) throw new DataDirLockedError(absoluteDir, existing.pid);
    removeIfPresent(path);
  }
  throw new Error(`Could not take the lock ${path}: another process keeps re-creating it.`);
}

function readOwner(path: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
  } catch {
    // Unreadable or half-written: a crash between create and write; treat it as stale.
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  // A pid from another host says nothing about this one: respect such a lock.
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(path: string, owner: LockOwner): void {
  const current = readOwner(path);
  if (current && current.pid === owner.pid && current.startedAt === owner.startedAt) removeIfPresent(path);
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
