import { existsSync, rmSync } from 'node:fs';
import { buildSite } from '../../siteBuild/buildSite.ts';
import type { ServedBuild } from './updatePages.ts';
import { swapFolder } from './swapFiles.ts';

/**
 * A full build of the content on disk, for a change page-by-page updates cannot make (a block
 * type the served bundle lacks, a letter the trimmed fonts lack, a new media host): built beside
 * the served one (dist-next, its renderer beside it), then put in its place in one synchronous
 * step, so the site serves the old build until the new one is complete.
 */
export async function fullRebuild(
  contentRoot: string,
  build: ServedBuild,
  log: (line: string) => void,
  /** Told as each photo and page is done (the editor's notice after a save). */
  progress?: (stage: 'photos' | 'pages', done: number, total: number) => void,
): Promise<void> {
  const next = `${build.distDir}-next`;
  const nextSsr = `${next}-ssr`;
  for (const dir of [next, nextSsr]) if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  await buildSite({ outDir: next, contentRoot, log, ...(progress ? { progress } : {}) });
  swapFolder(next, build.distDir);
  swapFolder(nextSsr, build.ssrDir);
}
