/**
 * npm run dev: the site with live reload on http://127.0.0.1:5173 (Vite takes the next free port
 * if that one is taken, and prints it), and the local database for the forms.
 */
import { join } from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import { localSupabaseEnv } from '../lib/localSupabase.ts';
import { createDevServer } from './devServer.ts';
import { startLocalSupabase } from '../localBackend/supabase/server.ts';
import { startLocalMail } from '../localBackend/mail/localMail.ts';
import { startOrExplain } from './startup.ts';

await startOrExplain(async () => {
  const database = process.env.VITE_SUPABASE_URL
    ? undefined
    : await startLocalSupabase({ dataDir: join(projectRoot, '.local-db'), port: 54321 });
  // The browser code holds no fallback: the dev server hands it the local backend's address and key.
  if (database) Object.assign(process.env, localSupabaseEnv);
  const server = await createDevServer({ contentRoot: projectRoot, port: Number(process.env.PORT ?? 5173) });
  await server.listen();
  server.printUrls();
  const siteUrl = server.resolvedUrls?.local[0]?.replace(/\/+$/, '') ?? 'http://127.0.0.1:5173';
  database?.setSiteUrl(siteUrl);
  const mail = database ? await startLocalMail({ database, siteUrl, contentRoot: projectRoot }) : undefined;
  if (database) console.log(`  Forms: local database at ${database.url}`);
  if (mail)
    console.log(
      `  Mail:  the team's email for each message, and each new subscriber's welcome, arrive in ${mail.inboxUrl}`,
    );

  const stop = async () => {
    await server.close();
    await mail?.stop();
    await database?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
});
