/**
 * npm run build: validates the content (refusing to build on any error), resolves the backend the
 * forms post to, has Vite build the browser bundle and the server renderer, then pre-renders
 * every route to dist/ with its data (finishSite.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBuilder, loadEnv } from 'vite';
import { resolveSupabaseConfig } from '../../src/forms/config.ts';
import { ContentError, formatProblems } from '../../src/content/load/problem.ts';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { standInProblems } from '../tools/contentStandIns.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { finishSite, type SiteBuildRequest } from './finishSite.ts';
import { qrCodeCache } from './qrCodeCache.ts';
import type { PrecompressScope } from './precompress.ts';
import { sitePlugins } from './vite/sitePlugin.ts';
import { buildStampFile, compressedCacheDir, distDir, projectRoot, qrCodeCacheFile, ssrOutDir } from '../lib/paths.ts';
import { localSupabaseEnv } from '../lib/localSupabase.ts';
import { clearInBackground } from '../lib/oldFolders.ts';

export interface BuildOptions {
  outDir?: string;
  /** Vite mode; .env.<mode> files are read as Vite reads them. */
  mode?: string;
  /** A build for the hosted site: refuses to run without a hosted Supabase project, so it never posts to localhost. */
  deploy?: boolean;
  /** The folder whose data/ holds the content (the project by default; benchmarks point it at generated sites). */
  contentRoot?: string;
  /** Include the browser editor at /admin/ (build:deploy -- --with-editor); npm start serves it without. */
  withEditor?: boolean;
  /**
   * Which files get .br (and .gz) copies (precompress.ts). A local build gives them to the shared
   * scripts and styles (`shared`): the server that sends the pages compresses them on request and
   * keeps the copies (scripts/dev/serve/compressOnRequest.ts), as the hosts the README deploys to,
   * Netlify and Cloudflare Pages, compress what they serve, so a deploy build writes none (false);
   * `--precompress` gives every text file its copies (`all`), for a host that only sends them.
   */
  precompress?: PrecompressScope | false;
  /** Where the .br and .gz copies are kept by content hash (.cache/compressed; bench:scale gives an empty folder for a first build). */
  compressedCache?: string;
  /** The file the pages' QR codes are kept in by their text (.cache/qr-codes.json; bench:scale gives each site its own). */
  qrCodes?: string;
  log?: (line: string) => void;
  /** Told as each photo and page is done (npm start's progress line). */
  progress?: SiteBuildRequest['progress'];
}

export async function buildSite({
  outDir = distDir,
  mode = 'production',
  deploy = false,
  contentRoot = projectRoot,
  withEditor = false,
  precompress = deploy ? false : 'shared',
  compressedCache = compressedCacheDir,
  qrCodes = qrCodeCacheFile,
  log = console.log,
  progress,
}: BuildOptions = {}) {
  const started = performance.now();
  // Where the time goes, phase by phase (bench:scale prints it): the clock, and the processor time
  // of every thread (compression and photos run on several), which a busy machine inflates less.
  const phases: Record<string, number> = {};
  const cpuPhases: Record<string, number> = {};
  let lap = started;
  let cpuLap = process.cpuUsage();
  const phase = (name: string) => {
    const now = performance.now();
    const cpu = process.cpuUsage(cpuLap);
    phases[name] = Math.round(now - lap);
    cpuPhases[name] = Math.round((cpu.user + cpu.system) / 1000);
    lap = now;
    cpuLap = process.cpuUsage();
  };
  const { content, warnings } = loadBuildContent(contentRoot);
  phase('load and check the content');
  if (warnings.length) log(formatProblems(warnings));
  // Resolved once: the browser build groups blocks by the pages it shows, the pre-rendering draws it.
  const keptQrCodes = qrCodeCache(qrCodes);
  const site = buildSiteData(content, undefined, keptQrCodes.qrCode);
  keptQrCodes.save();
  phase('resolve pages');

  const hosted = resolveSupabaseConfig({ ...loadEnv(mode, projectRoot, 'VITE_'), ...process.env });
  if (!hosted && deploy)
    throw new Error(
      'A deploy build needs the hosted Supabase project: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (see .env.example). Without them the forms would post to 127.0.0.1.',
    );
  // Only a local build carries the local backend's address and key, set here for Vite to inline.
  const supabase = hosted ?? {
    url: localSupabaseEnv.VITE_SUPABASE_URL,
    anonKey: localSupabaseEnv.VITE_SUPABASE_ANON_KEY,
  };
  const isLocal = hosted === undefined;
  if (isLocal)
    log(
      `Forms: no VITE_SUPABASE_URL set, so this build posts the forms to the local backend at ${supabase.url} (fine for npm start, not for hosting).`,
    );
  else log(`Forms: posting to the hosted Supabase project at ${supabase.url}.`);

  const ssrDir = outDir === distDir ? ssrOutDir : `${outDir}-ssr`;
  // Vite keeps a NODE_ENV it finds (vitest sets "test"), which would ship React's development build.
  const saved = {
    NODE_ENV: process.env.NODE_ENV,
    VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY,
  };
  process.env.NODE_ENV = 'production';
  process.env.VITE_SUPABASE_URL = supabase.url;
  process.env.VITE_SUPABASE_ANON_KEY = supabase.anonKey;
  let result: { pages: number; routes: string[] };
  // The last build's output goes aside at once and is deleted in the background (oldFolders.ts says why).
  clearInBackground([outDir, ssrDir]);
  try {
    // The site's plugins with the content this build checked (the dev server passes its own: scripts/dev/devServer.ts).
    const builder = await createBuilder({
      root: projectRoot,
      configFile: false,
      logLevel: 'warn',
      mode,
      plugins: sitePlugins({ contentRoot, site }),
      // Emptied only when clearInBackground could not move the last output aside.
      build: { outDir, emptyOutDir: true },
      environments: { ssr: { build: { outDir: ssrDir, emptyOutDir: true } } },
    });
    await builder.build(builder.environments.client!);
    await builder.build(builder.environments.ssr!);
    phase('Vite: browser and server bundles');
    result = await finishSite({
      content,
      site,
      contentRoot,
      outDir,
      ssrDir,
      supabaseUrl: supabase.url,
      isLocal,
      withEditor,
      precompress,
      compressedCache,
      log,
      phase,
      loadRenderer,
      progress,
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const { pages, routes } = result;

  const durationMs = Math.round(performance.now() - started);
  writeFileSync(
    outDir === distDir ? buildStampFile : join(outDir, '.build-stamp.json'),
    JSON.stringify({ builtAt: new Date().toISOString(), durationMs, pages }, null, 2),
  );
  log(`Built ${pages} pages into ${outDir} in ${(durationMs / 1000).toFixed(1)} s`);
  return { pages, durationMs, phases, cpuPhases, routes };
}

/**
 * The content the build draws, or a ContentError naming every problem. The stand-in pictures'
 * rules live with their package (scripts/media) rather than in loadContent: the build refuses
 * what npm run check refuses all the same.
 */
export function loadBuildContent(contentRoot: string) {
  const { content, warnings } = loadValidContent(contentRoot);
  const standIns = standInProblems(contentRoot, content);
  const errors = standIns.filter((p) => p.severity === 'error');
  if (errors.length) throw new ContentError(errors);
  return { content, warnings: [...warnings, ...standIns] };
}

/** The server renderer Vite wrote, imported from here (finishSite.ts says why); the query defeats the module cache of an earlier build. */
const loadRenderer = async (ssrDir: string) =>
  (await import(
    `${pathToFileURL(join(ssrDir, 'entryServer.js')).href}?t=${Date.now()}`
  )) as typeof import('../../src/site/entryServer.tsx');

async function main() {
  try {
    const deploy = process.argv.includes('--deploy');
    await buildSite({
      deploy,
      withEditor: process.argv.includes('--with-editor'),
      precompress: process.argv.includes('--precompress') ? 'all' : deploy ? false : 'shared',
    });
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(
        `\nThe build stopped because the content has problems. Fix these and build again:\n\n${error.report}\n`,
      );
      process.exit(1);
    }
    console.error(`\nThe build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

if (process.argv[1] === import.meta.filename) await main();
