/**
 * npm start's services as npm start composes them for item 7 of issue 42, in a project folder of
 * the test's own and on free ports: the run's folder claimed first (claimRun: what an earlier run
 * left is cleared), ended with its parent (stopWithParent), decap-server in this process, the mail
 * catcher keeping its emails in the run's folder, the local database in <root>/.local-db, stopped
 * on SIGINT or SIGTERM as npm start stops them. Prints one line of JSON once all listen.
 */
import { join } from 'node:path';
import { startDecapServer } from '../../../scripts/cms/server/decapServer.ts';
import { stopOnSignals } from '../../../scripts/dev/live/stopAll.ts';
import { startLocalSupabase } from '../../../scripts/localBackend/supabase/server.ts';
import { startMailCatcher } from '../../../scripts/localBackend/mail/mailCatcher.ts';
import { claimRun, stopWithParent } from '../../../scripts/dev/run/runState.ts';

const [root, smtpPort, webPort] = process.argv.slice(2) as [string, string, string];
const run = await claimRun(root, { script: import.meta.filename, log: (line) => console.error(line) });
stopWithParent();
const editorBackend = await startDecapServer({ repoDir: root });
const mail = await startMailCatcher({ smtpPort: Number(smtpPort), webPort: Number(webPort), tempDir: run.dir });
const database = await startLocalSupabase({ dataDir: join(root, '.local-db'), port: 0, quiet: true });
stopOnSignals(
  [
    { name: 'the editor backend', stop: () => editorBackend.stop() },
    { name: 'the mail catcher', stop: () => mail.stop() },
    { name: 'the local database', stop: () => database.stop() },
  ],
  { last: () => run.release() },
);
console.log(
  JSON.stringify({
    pid: process.pid,
    runDir: run.dir,
    editor: new URL(editorBackend.url).port,
    database: new URL(database.url).port,
  }),
);
