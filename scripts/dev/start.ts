/**
 * npm start: builds if any source or data file changed since the last build, starts the
 * local database stand-in for the forms, and serves the site on http://127.0.0.1:4173.
 */
import { join } from 'node:path';
import { buildSite } from '../build/buildSite.ts';
import { buildIsStale } from './freshness.ts';
import { buildStampFile, distDir, projectRoot } from '../lib/paths.ts';
import { serveStatic } from './serve/staticServer.ts';
import { ContentError } from '../../src/content/load/problem.ts';
import { startLocalSupabase } from './local-supabase/server.ts';

const port = Number(process.env.PORT ?? 4173);

if (buildIsStale(projectRoot, buildStampFile)) {
  console.log('Sources changed since the last build: building…');
  try {
    await buildSite();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`\nThe site was not started because the content has problems:\n\n${error.report}\n`);
    process.exit(1);
  }
}

const usesHostedSupabase = Boolean(process.env.VITE_SUPABASE_URL);
const database = usesHostedSupabase ? undefined : await startLocalSupabase({ dataDir: join(projectRoot, '.local-db'), port: 54321 });
const site = await serveStatic(distDir, { port });
console.log(`\n  Site:  ${site.url}\n  Forms: ${database ? `local database at ${database.url} (list submissions: npm run submissions)` : process.env.VITE_SUPABASE_URL}\n`);

const stop = async () => {
  await site.close();
  await database?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
