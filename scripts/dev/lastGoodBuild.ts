import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ContentError, type Problem } from '../../src/content/load/problem.ts';
import { notBuiltPage } from '../cms/server/contentProblems.ts';

/** What npm start serves after trying to build. */
export interface BuildOutcome {
  /** A build is there to serve: a fresh one, or the last good one (its stamp is written last). */
  hasBuild: boolean;
  /** The content's errors that stopped this build, if any. */
  problems?: ContentError;
}

/**
 * Builds, unless the content fails the check: then the last good build (if any) stays in place
 * (the check runs before anything is written to dist/) and the problems are returned to be shown,
 * in the terminal and in the editor, so one bad save never stops the site or the editor. Any
 * other failure still stops npm start, as before.
 */
export async function buildOrKeepLastGood({
  stale,
  build,
  stampFile,
}: {
  stale: boolean;
  build: () => Promise<unknown>;
  stampFile: string;
}): Promise<BuildOutcome> {
  if (!stale) return { hasBuild: existsSync(stampFile) };
  try {
    await build();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { hasBuild: existsSync(stampFile), problems: error };
  }
  return { hasBuild: true };
}

/** With no build at all, every address of the site (the editor's aside) says so and where to go. */
export function notBuiltRoutes(problems: Problem[]) {
  return (_req: IncomingMessage, res: ServerResponse): boolean => {
    res
      .writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
      .end(notBuiltPage(problems));
    return true;
  };
}
