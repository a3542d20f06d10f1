import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Whether a process with this id exists (EPERM: it does, as another user's). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's command line, or undefined when it is gone or the system will not say. */
export function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim() || undefined;
  } catch {
    // No /proc (macOS): ps says it; on Windows neither does, and the caller assumes nothing.
  }
  try {
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A process's working folder (Linux), or undefined when the system will not say. */
export function workingDirectory(pid: number): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

/** A process's parent, or undefined when the system will not say. */
export function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, so read after its ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    // No /proc: ps.
  }
  try {
    const ppid = Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
    return Number.isInteger(ppid) && ppid > 0 ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/** The inodes of the sockets listening on `port` (IPv4 and IPv6), from /proc/net. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT; state 0A is LISTEN; the inode is the tenth field.
      if (fields[3] === '0A' && parseInt(fields[1]?.split(':')[1] ?? '', 16) === port) inodes.add(fields[9]!);
    }
  }
  return inodes;
}

/**
 * The process listening on a TCP port of this machine, when the system says (Linux: /proc; macOS:
 * lsof), so that "port in use" can name it: "process 1234 (node …)".
 */
export function portHolder(port: number): { pid: number; command: string | undefined } | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size > 0) {
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      let fds: string[];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
          if (inodes.has(target.replace(/^socket:\[(\d+)\]$/, '$1'))) return { pid, command: commandLine(pid) };
        } catch {
          // The descriptor closed meanwhile.
        }
      }
    }
    return undefined;
  }
  try {
    const pid = Number(
      execFileSync('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-t'], { encoding: 'utf8' }).split('\n')[0],
    );
    return Number.isInteger(pid) && pid > 0 ? { pid, command: commandLine(pid) } : undefined;
  } catch {
    return undefined;
  }
}

/** " (process 1234: node …)" for a message about a port in use, or "" when nothing can be told. */
export function holderNote(port: number): string {
  const holder = portHolder(port);
  if (!holder) return '';
  const command = holder.command && holder.command.length > 120 ? `${holder.command.slice(0, 117)}…` : holder.command;
  return ` (by process ${holder.pid}${command ? `: ${command}` : ''})`;
}
