import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { basename, dirname, join } from 'node:path';

/** What a folder moved aside is called: beside it, so the move is a rename on the same disk. */
const ASIDE = '-deleting-';

/**
 * Moves each folder that exists aside, in one rename each, and deletes it (and any left by an
 * earlier run that stopped before its deletion ended) in a background process, so the caller can
 * write a new folder of the same name at once.
 *
 * Why not delete in place: a build at feed scale replaces about 20,000 files, and deleting them
 * took 5 to 13 s of the clock on the machines the build is measured on (ext4 mounted with
 * `discard`, where each freed block is trimmed), and the pages written just after waited on the
 * disk for seconds more. Renamed aside, the new build writes to a fresh folder, and the old one
 * goes in the background. The name `<folder>-deleting-<pid>-<time>` keeps it out of Git and the
 * linter (dist-* in .gitignore and eslint.config.js) should it outlive the process.
 * A folder that cannot be renamed (another program holds it, on some systems) is left where it is,
 * for the caller to empty as it did before.
 */
export function clearInBackground(folders: readonly string[]): void {
  const doomed: string[] = [];
  for (const folder of folders) {
    if (existsSync(folder)) {
      const aside = `${folder}${ASIDE}${process.pid}-${Date.now()}`;
      try {
        renameSync(folder, aside);
      } catch {
        continue;
      }
    }
    doomed.push(...leftoversOf(folder));
  }
  if (doomed.length) deleteInBackground(doomed);
}

/** The folders moved aside from `folder` that still exist (this run's and any earlier run's). */
function leftoversOf(folder: string): string[] {
  const parent = dirname(folder);
  const prefix = `${basename(folder)}${ASIDE}`;
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .filter((name) => name.startsWith(prefix) && /^\d+-\d+$/.test(name.slice(prefix.length)))
    .map((name) => join(parent, name));
}

/**
 * Deletes the folders in a process of its own, detached, at the lowest processor priority: it
 * outlives the build that started it (npm run build returns when the site is written) and yields
 * the processor to whatever runs next (not the disk, which it still shares). Deleting twice is
 * harmless (a later run's sweep may meet a folder this one is deleting): missing files are skipped.
 */
function deleteInBackground(folders: string[]): void {
  const script =
    'for (const f of process.argv.slice(1)) require("node:fs").rmSync(f, { recursive: true, force: true });';
  try {
    const child = spawn(process.execPath, ['-e', script, ...folders], { detached: true, stdio: 'ignore' });
    child.on('error', () => deleteNow(folders));
    if (child.pid !== undefined) lowerPriority(child.pid);
    child.unref();
  } catch {
    deleteNow(folders);
  }
}

/** No process could be started: deleted here instead, as before. */
function deleteNow(folders: string[]): void {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

function lowerPriority(pid: number): void {
  try {
    setPriority(pid, 19);
  } catch {
    // Not allowed on this system: the deletion runs at normal priority, which is only slower for others.
  }
}
