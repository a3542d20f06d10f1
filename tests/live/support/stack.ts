/**
 * npm start's services, each on a free port, stopped on SIGINT or SIGTERM the way npm start
 * stops them (stopOnSignals): the site with its live-reload stream, the mail catcher (SMTP and
 * web inbox), decap-server (in this process, on a port of its choosing) and the local database. The database's fixed port 54321 (baked into
 * the browser build) is the one thing npm start cannot move, so here it listens on a free one,
 * as in every other test. Prints the ports as one line of JSON once all are listening.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDecapServer } from '../../../scripts/cms/server/decapServer.ts';
import { liveReload } from '../../../scripts/dev/live/liveReload.ts';
import { stopOnSignals } from '../../../scripts/dev/live/stopAll.ts';
import { startLocalSupabase } from '../../../scripts/localBackend/supabase/server.ts';
import { startMailCatcher } from '../../../scripts/localBackend/mail/mailCatcher.ts';
import { serveStatic } from '../../../scripts/dev/serve/staticServer.ts';

const [smtpPort, webPort] = process.argv.slice(2).map(Number) as [number, number];
const live = liveReload();
const site = await serveStatic(mkdtempSync(join(tmpdir(), 'stack-site-')), {
  port: 0,
  routes: live.routes,
  transformHtml: live.inject,
});
const mail = await startMailCatcher({ smtpPort, webPort });
const editorBackend = await startDecapServer({ repoDir: mkdtempSync(join(tmpdir(), 'stack-repo-')) });
const database = await startLocalSupabase({ dataDir: 'memory://', port: 0, quiet: true });
stopOnSignals(
  [
    { name: 'the site', stop: () => site.close() },
    { name: 'the editor backend', stop: () => editorBackend.stop() },
    { name: 'the mail catcher', stop: () => mail.stop() },
    { name: 'the local database', stop: () => database.stop() },
  ],
  { first: () => live.close() },
);
console.log(
  JSON.stringify({
    site: new URL(site.url).port,
    smtp: smtpPort,
    inbox: webPort,
    editor: new URL(editorBackend.url).port,
    database: new URL(database.url).port,
  }),
);
