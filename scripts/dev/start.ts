/**
 * npm start: builds if any source or data file changed since the last build (saying how far it
 * is), starts the local database stand-in for the forms, and serves the site on
 * http://127.0.0.1:4173 (the next free port if that one is taken). A change to data/ (a save in
 * the editor) is on the site within seconds: the pages that show it are rebuilt and the open
 * page reloads (live/). Content that fails the check keeps the last good build on show, and the
 * editor running with the problems listed, rather than stopping.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { buildSite } from '../siteBuild/buildSite.ts';
import { buildIsStale } from './freshness.ts';
import { buildStampFile, distDir, imageCacheDir, projectRoot, ssrOutDir } from '../lib/paths.ts';
import { serveStatic } from './serve/staticServer.ts';
import { startLocalSupabase } from '../localBackend/supabase/server.ts';
import { startLocalMail } from '../localBackend/mail/localMail.ts';
import { startDecapServer } from '../cms/server/decapServer.ts';
import { editorRoutes } from '../cms/server/editorRoutes.ts';
import { firstFreePort, movedPortNote, startOrExplain } from './startup.ts';
import { buildOrKeepLastGood, notBuiltRoutes } from './lastGoodBuild.ts';
import { problemsBlock } from '../cms/server/contentProblems.ts';
import { buildProgressLine } from './live/buildProgress.ts';
import { liveReload } from './live/liveReload.ts';
import { startLiveSite } from './live/liveSite.ts';
import { stopOnSignals } from './live/stopAll.ts';
import { watchData } from './live/watchData.ts';
import { claimRun, stopWithParent } from './run/runState.ts';

const port = Number(process.env.PORT ?? 4173);

await startOrExplain(async () => {
  // What a run killed outright left (its temporary files, a process whose terminal is gone) goes first.
  const run = await claimRun(projectRoot, { script: import.meta.filename });
  stopWithParent();
  const stale = buildIsStale(projectRoot, buildStampFile);
  const progress = buildProgressLine();
  const log = (line: string) => {
    progress.finish();
    console.log(line);
  };
  if (stale)
    console.log(
      "Sources changed since the last build: building (first the site's scripts and styles, then each photo and page)…",
    );
  // Content that fails the check does not stop the site or the editor: the last good build stays.
  const first = await buildOrKeepLastGood({
    stale,
    build: () => buildSite({ log, progress: progress.report }),
    stampFile: buildStampFile,
  });
  progress.finish();
  let { hasBuild } = first;

  const usesHostedSupabase = Boolean(process.env.VITE_SUPABASE_URL);
  // The browser build posts to 54321, so the database cannot move to another port: a busy port is told, not worked around.
  const database = usesHostedSupabase
    ? undefined
    : await startLocalSupabase({ dataDir: join(projectRoot, '.local-db'), port: 54321 });
  const editorBackend = await startDecapServer({ repoDir: projectRoot });
  const editor = editorRoutes(projectRoot, { backend: editorBackend, hasBuild: () => hasBuild, tempDir: run.dir });
  const live = liveReload();
  const notBuilt = first.problems ? notBuiltRoutes(first.problems.problems) : undefined;
  const routes = (req: IncomingMessage, res: ServerResponse) =>
    editor(req, res) || live.routes(req, res) || (!hasBuild && notBuilt !== undefined && notBuilt(req, res));
  const site = await firstFreePort(port, (p) => serveStatic(distDir, { port: p, routes, transformHtml: live.inject }));
  const moved = movedPortNote(port, site.url);
  if (moved) console.log(moved);
  database?.setSiteUrl(site.url);
  const mail = database
    ? await startLocalMail({ database, siteUrl: site.url, contentRoot: projectRoot, tempDir: run.dir })
    : undefined;
  console.log(
    `\n  Site:  ${site.url}\n  Forms: ${database ? `local database at ${database.url} (list submissions: npm run submissions)` : process.env.VITE_SUPABASE_URL}`,
  );
  if (mail)
    console.log(
      `  Mail:  the team's email for each message, and each new subscriber's welcome, arrive in ${mail.inboxUrl}`,
    );
  console.log(`  Edit:  ${site.url}/admin/ (the content editor; a save shows on the site within seconds)`);
  console.log();
  if (first.problems) console.log(problemsBlock(first.problems.report, { hasBuild, editorUrl: site.url }));

  // Saves to data/ reach the running site: checked, then only the pages that show them rebuilt.
  const liveSite = startLiveSite({
    contentRoot: projectRoot,
    srcDir: join(projectRoot, 'src'),
    build: { distDir, ssrDir: ssrOutDir, imageCacheDir },
    servesContentOnDisk: hasBuild && !first.problems,
    startsWithProblems: first.problems !== undefined,
    reloadServer: () => {
      hasBuild = true;
      site.reload();
    },
    rebuilt: live.notify,
    status: live.status,
    problems: (error) =>
      console.log(
        error
          ? problemsBlock(error.report, { hasBuild, editorUrl: site.url })
          : '[live] The content passes the check again: the site shows it.',
      ),
  });

  // Code is not rebuilt live: this process runs the check and renderer it started with, so a mix would mislead.
  const codeWatch = watchData(join(projectRoot, 'src'), () =>
    console.log(
      "[live] The site's code changed: stop and start npm start to build it (npm run dev shows code changes as you type).",
    ),
  );

  stopOnSignals(
    [
      { name: 'the site', stop: () => site.close() },
      { name: 'the editor backend', stop: () => editorBackend.stop() },
      { name: 'the mail catcher', stop: async () => mail?.stop() },
      { name: 'the local database', stop: async () => database?.stop() },
    ],
    {
      first: () => {
        liveSite.close();
        codeWatch.close();
        live.close();
      },
      last: () => run.release(),
    },
  );
});
