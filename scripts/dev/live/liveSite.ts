import { join } from 'node:path';
import { loadContent } from '../../../src/content/load/loadContent.ts';
import { ContentError } from '../../../src/content/load/problem.ts';
import { buildSiteData } from '../../../src/content/render/siteData.ts';
import { fullRebuild } from './fullRebuild.ts';
import type { RebuiltRoutes } from './liveReload.ts';
import { progressTeller, type LiveStatus } from './liveStatus.ts';
import { bundledBlockTypes, changesBetween, snapshotOf, type SiteSnapshot } from './siteSnapshot.ts';
import { updatePages, type ServedBuild } from './updatePages.ts';
import { watchData } from './watchData.ts';

export interface LiveSiteOptions {
  contentRoot: string;
  /** The site's code, whose text the trimmed fonts were cut to as well. */
  srcDir: string;
  build: ServedBuild;
  /** Whether the served build was made from the content on disk now (false: it is an older, last good build, or none). */
  servesContentOnDisk: boolean;
  /** The content on disk failed the check at start (its problems were told): a fix is then told too. */
  startsWithProblems?: boolean;
  /** After files of the build were replaced: the server reads them again. */
  reloadServer(): void;
  /** Tells the open pages which pages were rebuilt. */
  rebuilt(routes: RebuiltRoutes): void;
  /** The content's errors after a change (nothing served changed), or undefined once it passes again. */
  problems(error: ContentError | undefined): void;
  /** Where each change stands, from its files seen to live (the editor's notice after a save). */
  status?(status: LiveStatus): void;
  log?: (line: string) => void;
  /** Replaces the full build (tests). */
  buildAll?: (progress: (stage: 'photos' | 'pages', done: number, total: number) => void) => Promise<void>;
  quietMs?: number;
}

/**
 * npm start's live site: each change to data/ (a save in the editor, a hand edit) is checked;
 * content the check refuses changes nothing served and its problems are told; content that
 * passes is shown by rendering again only the pages it changes, or, for what only a full build
 * can do, by a full build swapped in when it is done. One change is handled at a time; changes
 * made meanwhile are handled next, together.
 */
export function startLiveSite(options: LiveSiteOptions) {
  const { contentRoot, srcDir, build, log = console.log } = options;
  const buildAll =
    options.buildAll ?? ((progress) => fullRebuild(contentRoot, build, (line) => log(`[live] ${line}`), progress));
  const tell = options.status ?? (() => undefined);
  let served: SiteSnapshot | undefined;
  let failing = options.startsWithProblems ?? false;
  if (options.servesContentOnDisk) {
    const { content } = loadContent(contentRoot);
    if (content) served = snapshotOf(buildSiteData(content), content, contentRoot, srcDir);
  }

  const update = async (files: string[]): Promise<void> => {
    const started = performance.now();
    tell({ files, state: 'updating' });
    const { content, problems } = loadContent(contentRoot);
    const errors = problems.filter((problem) => problem.severity === 'error');
    if (errors.length > 0 || !content) {
      failing = true;
      tell({
        files,
        state: 'failed',
        reason: `the content on disk has ${errors.length === 1 ? 'a problem' : `${errors.length} problems`}, so the site keeps showing its last good version`,
        where: '/admin/problems',
      });
      return options.problems(new ContentError(errors, content !== undefined));
    }
    if (failing) options.problems(undefined);
    failing = false;
    const site = buildSiteData(content);
    const next = snapshotOf(site, content, contentRoot, srcDir);
    const changes = served
      ? changesBetween(served, next, bundledBlockTypes(build.distDir))
      : {
          changed: [],
          removed: [],
          dataFiles: [],
          redirects: false,
          fullBuild: 'the site on show was built from older content',
        };
    if (changes.fullBuild) {
      log(
        `[live] Rebuilding the whole site in the background, because ${changes.fullBuild}; the site shows the current build until it is done.`,
      );
      await buildAll(progressTeller(files, tell));
      served = next;
      options.reloadServer();
      options.rebuilt('all');
      tell({ files, state: 'live', routes: 'all' });
      log(`[live] The whole site was rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      return;
    }
    // A save that changes no page (the same text saved again) changes nothing served.
    if (changes.changed.length + changes.removed.length + changes.dataFiles.length === 0 && !changes.redirects)
      return tell({ files, state: 'unchanged' });
    const photos = progressTeller(files, tell);
    const routes = await updatePages(content, site, changes, build, (done, total) => photos('photos', done, total));
    served = next;
    options.reloadServer();
    options.rebuilt(routes);
    tell({ files, state: 'live', routes });
    log(
      `[live] Updated ${routes.length} page${routes.length === 1 ? '' : 's'} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${routes.slice(0, 6).join(', ')}${routes.length > 6 ? ', …' : ''}`,
    );
  };

  // One update at a time; changes that arrive meanwhile make one more, with the files they touched.
  let running: Promise<void> | undefined;
  let waiting = new Set<string>();
  const run = (changed: string[] = []) => {
    for (const file of changed) waiting.add(file.split('\\').join('/'));
    if (running) return;
    const files = [...waiting];
    waiting = new Set();
    running = update(files)
      .catch((error: unknown) => {
        const why = error instanceof Error ? error.message : String(error);
        log(`[live] The site could not be updated: ${why}. It shows the previous version.`);
        const reason = `the site could not be updated (${why}), so it keeps showing the previous version`;
        tell({ files, state: 'failed', reason, where: 'the window where npm start runs' });
      })
      .finally(() => {
        running = undefined;
        if (waiting.size > 0) run();
      });
  };
  const watcher = watchData(join(contentRoot, 'data'), run, options.quietMs);
  return {
    /** Resolves once the changes seen so far are handled (tests). */
    async idle() {
      while (running) await running;
    },
    close: () => watcher.close(),
  };
}
