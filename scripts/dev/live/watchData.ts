import { type FSWatcher, watch } from 'node:fs';

/** Files the tools write beside the content, which are not content: a change to them is no save. */
const notContent = (file: string) => /(^|[/\\])\.|manifest\.json$|shots\.json$|~$/.test(file);

/**
 * Calls `changed` once for a burst of changes under `dir` (a save that writes an entry and its
 * photos is one change): `quietMs` after the last file changed, with every file that did.
 */
export function watchData(dir: string, changed: (files: string[]) => void, quietMs = 300): { close(): void } {
  let files = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watcher: FSWatcher = watch(dir, { recursive: true }, (_event, file) => {
    if (!file || notContent(file)) return;
    files.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const burst = [...files];
      files = new Set();
      changed(burst);
    }, quietMs);
  });
  return {
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
