import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { commandLine, isAlive, parentOf, workingDirectory } from '../../lib/processes.ts';

export interface Run {
  /** This run's temporary folder (the mail catcher's emails, the editor's preview photos). */
  dir: string;
  /** Removes it: a clean stop leaves nothing behind. */
  release(): void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops a process and waits until it is gone (SIGTERM, then SIGKILL after `graceMs`). */
async function stopProcess(pid: number, graceMs = 4_000): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited >= graceMs) process.kill(pid, 'SIGKILL');
    await wait(100);
  }
}

/**
 * npm start's temporary files live in <root>/.cache/run/<pid>/, one folder per run, not in the
 * system's temp folder: a run killed outright (kill -9, a crash, a closed laptop) cannot remove
 * them, and they hold every email the mail catcher caught. Each start first looks at what earlier
 * runs left:
 * - a run whose process is gone, or whose id now belongs to another program: its folder is removed;
 * - a run of this same program (its command line names `script`, this project's own file) still
 *   alive but orphaned (its terminal's npm gone: its parent is no longer npm, tsx or node): it
 *   is stopped, then its folder removed;
 * - one still alive in its terminal: this start stops with a sentence naming its process.
 * A process is killed only when its command line proves it is this project's npm start.
 */
export async function claimRun(
  root: string,
  { script, log = console.log }: { script: string; log?: (line: string) => void },
): Promise<Run> {
  const runsDir = join(root, '.cache', 'run');
  // tsx runs the script by the name it was given: absolute, or relative to the project.
  const names = [script, relative(root, script)];
  const runs = (pid: number) => {
    const command = commandLine(pid);
    const cwd = workingDirectory(pid);
    return command !== undefined && names.some((name) => command.includes(name)) && (cwd === undefined || cwd === root);
  };
  mkdirSync(runsDir, { recursive: true });
  for (const entry of readdirSync(runsDir)) {
    const pid = Number(entry);
    const dir = join(runsDir, entry);
    if (pid === process.pid) continue;
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      const command = commandLine(pid);
      // The system will not say what it runs (Windows): its folder is left alone.
      if (command === undefined) continue;
      if (runs(pid)) {
        const parent = parentOf(pid);
        // Its terminal's npm (or tsx) is still there: it is running, not left over.
        const parentCommand = parent === undefined || parent <= 1 ? undefined : commandLine(parent);
        if (parentCommand !== undefined && /tsx|npm|node/.test(parentCommand))
          throw new Error(
            `npm start is already running for this project (process ${pid}): stop it (Ctrl-C in its terminal) before starting it again.`,
          );
        log(`Stopping what an earlier npm start left running (process ${pid}, its terminal gone).`);
        await stopProcess(pid);
      }
    }
    rmSync(dir, { recursive: true, force: true });
    if (Number.isInteger(pid)) log(`Removed the temporary files an earlier npm start (process ${pid}) left.`);
  }
  const dir = join(runsDir, String(process.pid));
  mkdirSync(dir, { recursive: true });
  return { dir, release: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Ends this process (as SIGTERM does: every service stopped) once its parent is gone: killing
 * npm or tsx outright would otherwise leave it serving, with every port taken, and no terminal
 * to stop it from. Checked every second; the timer never keeps the process alive by itself.
 */
export function stopWithParent(): void {
  const parent = process.ppid;
  if (parent <= 1) return;
  const timer = setInterval(() => {
    if (isAlive(parent)) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, 1_000).unref();
}
