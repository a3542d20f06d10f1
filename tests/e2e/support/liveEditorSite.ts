/**
 * The editor's copy of the site served as npm start serves it (scripts/dev/start.ts): each save
 * checked, the pages that show it rebuilt, open pages told to reload. Imported by editorSite.ts
 * only for a live copy (it loads the site's renderer, and with it React).
 */
import { join } from 'node:path';
import { liveReload } from '../../../scripts/dev/live/liveReload.ts';
import { startLiveSite } from '../../../scripts/dev/live/liveSite.ts';
import type { StaticServer } from '../../../scripts/dev/serve/staticServer.ts';

export { liveReload };

export function startLive(
  root: string,
  build: { distDir: string; ssrDir: string; imageCacheDir: string },
  site: StaticServer,
  reload: ReturnType<typeof liveReload>,
) {
  return startLiveSite({
    contentRoot: root,
    srcDir: join(import.meta.dirname, '..', '..', '..', 'src'),
    build,
    servesContentOnDisk: true,
    reloadServer: () => site.reload(),
    rebuilt: reload.notify,
    status: reload.status,
    problems: (error) => error && console.log(`[live] ${error.report}`),
  });
}
