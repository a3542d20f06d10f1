import { type FSWatcher, existsSync, readdirSync, statSync, watch } from 'node:fs';
import { join, relative } from 'node:path';

/** Files the tools write beside the content, which are not content: a change to them is no save. */
const notContent = (file: string) => /(^|[/\\])\.|manifest\.json$|shots\.json$|~$/.test(file);

/**
 * Calls `changed` once for a burst of changes under `dir` (a save that writes an entry and its
 * photos is one change): `quietMs` after the last file changed, with every file that did.
 *
 * One watcher per folder, not Node's recursive watch: on Linux (Node 20) that one stops
 * reporting a file once the file has been replaced by a rename (an editor's or sed's atomic
 * save), so the second save of a file went unseen. A folder's own watcher reports every name in
 * it, however the file is written; folders created later are watched as they appear.
 */
export function watchData(dir: string, changed: (files: string[]) => void, quietMs = 300): { close(): void } {
  let files = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watchers = new Map<string, FSWatcher>();

  const seen = (file: string) => {
    if (notContent(file)) return;
    files.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const burst = [...files];
      files = new Set();
      changed(burst);
    }, quietMs);
  };

  const watchFolder = (folder: string) => {
    if (watchers.has(folder) || !existsSync(folder) || !statSync(folder).isDirectory()) return;
    const watcher = watch(folder, (_event, name) => {
      if (!name) return;
      const path = join(folder, name);
      seen(relative(dir, path));
      // A folder just created (a new listing's photos): watched from now on, with what it holds.
      if (existsSync(path) && statSync(path).isDirectory() && !watchers.has(path)) {
        watchTree(path);
        seen(relative(dir, path));
      }
    });
    // A folder removed: its watcher ends.
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(folder);
    });
    watchers.set(folder, watcher);
  };
  const watchTree = (folder: string) => {
    watchFolder(folder);
    for (const entry of readdirSync(folder, { withFileTypes: true }))
      if (entry.isDirectory()) watchTree(join(folder, entry.name));
  };
  watchTree(dir);

  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
