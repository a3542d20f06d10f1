/**
 * npm start: builds if any source or data file changed since the last build, starts the
 * local database stand-in for the forms, and serves the site on http://127.0.0.1:4173 (the next
 * free port if that one is taken). Content that fails the check keeps the last good build on
 * show, and the editor running with the problems listed, rather than stopping.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { buildSite } from '../build/buildSite.ts';
import { buildIsStale } from './freshness.ts';
import { buildStampFile, distDir, projectRoot } from '../lib/paths.ts';
import { serveStatic } from './serve/staticServer.ts';
import { startLocalSupabase } from './local-supabase/server.ts';
import { startLocalMail } from './mail/localMail.ts';
import { startDecapServer } from './cms/decapServer.ts';
import { editorRoutes } from './cms/editorRoutes.ts';
import { DECAP_SERVER_PORT } from '../build/cms/decapConfig.ts';
import { firstFreePort, startOrExplain } from './startup.ts';
import { buildOrKeepLastGood, notBuiltRoutes } from './lastGoodBuild.ts';
import { problemsBlock } from './cms/contentProblems.ts';

const port = Number(process.env.PORT ?? 4173);

await startOrExplain(async () => {
  const stale = buildIsStale(projectRoot, buildStampFile);
  if (stale) console.log('Sources changed since the last build: building…');
  // Content that fails the check does not stop the site or the editor: the last good build stays.
  const { hasBuild, problems } = await buildOrKeepLastGood({ stale, build: () => buildSite(), stampFile: buildStampFile });

  const usesHostedSupabase = Boolean(process.env.VITE_SUPABASE_URL);
  // The browser build posts to 54321, so the database cannot move to another port: a busy port is told, not worked around.
  const database = usesHostedSupabase ? undefined : await startLocalSupabase({ dataDir: join(projectRoot, '.local-db'), port: 54321 });
  const editorBackend = await startDecapServer({ repoDir: projectRoot, port: DECAP_SERVER_PORT });
  const editor = editorRoutes(projectRoot, { hasBuild: () => hasBuild });
  const routes = hasBuild || !problems ? editor : (req: IncomingMessage, res: ServerResponse) => editor(req, res) || notBuiltRoutes(problems.problems)(req, res);
  const site = await firstFreePort(port, (p) => serveStatic(distDir, { port: p, routes }));
  if (!site.url.endsWith(`:${port}`)) console.log(`Port ${port} is in use, so the site is served on the next free one.`);
  database?.setSiteUrl(site.url);
  const mail = database ? await startLocalMail({ database, siteUrl: site.url, contentRoot: projectRoot }) : undefined;
  console.log(`\n  Site:  ${site.url}\n  Forms: ${database ? `local database at ${database.url} (list submissions: npm run submissions)` : process.env.VITE_SUPABASE_URL}`);
  if (mail) console.log(`  Mail:  the team's email for each message, and each new subscriber's welcome, arrive in ${mail.inboxUrl}`);
  console.log(`  Edit:  ${site.url}/admin/ (the content editor; saves write to data/)`);
  console.log();
  if (problems) console.log(problemsBlock(problems.report, { hasBuild, editorUrl: site.url }));

  const stop = async () => {
    await site.close();
    await editorBackend.stop();
    await mail?.stop();
    await database?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
});
