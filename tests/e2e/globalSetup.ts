/**
 * Runs once before the browser suite: starts a local backend of its own (in memory, free port),
 * builds the site twice with Vite's env pointing the forms at that backend — the shipped build
 * into dist-e2e/ and a crash-flagged twin (VITE_E2E_CRASH=true) into dist-e2e-crash/ for the
 * failure page — serves both the way `npm start` does, and launches one Chromium for all files.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../scripts/siteBuild/buildSite.ts';
import type { EnquiryRouting } from '../../supabase/functions/_shared/enquiryEmail.ts';
import { startLocalSupabase, type LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { serveStatic, type StaticServer } from '../../scripts/dev/serve/staticServer.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { waitForHydration } from './support/waitForHydration.ts';
import './support/context.ts';

const root = join(import.meta.dirname, '..', '..');
export const E2E_DIST = join(root, 'dist-e2e');
export const E2E_CRASH_DIST = join(root, 'dist-e2e-crash');

const ENV_KEYS = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'VITE_E2E_CRASH', 'NODE_ENV'] as const;

async function withEnv<T>(
  values: Partial<Record<(typeof ENV_KEYS)[number], string>>,
  run: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
  for (const key of ENV_KEYS) {
    if (values[key] === undefined) delete process.env[key];
    else process.env[key] = values[key];
  }
  try {
    return await run();
  } finally {
    for (const key of ENV_KEYS) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
}

/**
 * A canary before ~200 tests: if the home page never hydrates, every test would wait out its
 * timeout, so the run stops here at once with the cause.
 */
async function expectHydration(wsEndpoint: string, url: string) {
  const browser = await chromium.connect(wsEndpoint);
  try {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    try {
      await waitForHydration(page, 15_000);
    } catch (error) {
      throw new Error(
        `The production build does not start in the browser, so the browser suite cannot run. ${(error as Error).message}${problems.length ? `\nConsole: ${problems.join(' | ')}` : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const cleanups: (() => unknown)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const backend: LocalSupabase = await startLocalSupabase({
      dataDir: 'memory://',
      port: 0,
      quiet: true,
      // Every browser test posts from 127.0.0.1: the per-client limits (proven at their boundary by
      // tests/localSupabase/limits.test.ts) would refuse the suite's later submissions.
      formLimits: { contact_per_client_per_hour: 10_000, newsletter_per_client_per_hour: 10_000 },
    });
    cleanups.push(() => backend.stop());

    const log = (line: string) => console.log(`[e2e build] ${line}`);
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: build as `npm run build` does.
    const env = { VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey, NODE_ENV: 'production' };
    const shipped = await withEnv(env, () => buildSite({ outDir: E2E_DIST, contentRoot: fixtureSiteRoot, log }));
    // The fixture site's consent wordings (the newsletter's and the listing alerts'), known to the
    // database as npm start's notifier makes them.
    const { newsletter, alerts } = JSON.parse(readFileSync(join(E2E_DIST, 'enquiries.json'), 'utf8')) as EnquiryRouting;
    await fetch(`${backend.url}/rest/v1/rpc/publish_newsletter_consent_wordings`, {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ wordings: [newsletter?.consent, alerts?.consent] }),
    });
    await withEnv({ ...env, VITE_E2E_CRASH: 'true' }, () =>
      buildSite({ outDir: E2E_CRASH_DIST, contentRoot: fixtureSiteRoot, log }),
    );
    // The crash build's server bundle was only needed while pre-rendering; the shipped build's
    // draws the editor's preview (editor.e2e.ts), as .cache/ssr does under npm start.
    rmSync(`${E2E_CRASH_DIST}-ssr`, { recursive: true, force: true });

    const site: StaticServer = await serveStatic(E2E_DIST, { port: 0 });
    cleanups.push(() => site.close());
    const crashSite: StaticServer = await serveStatic(E2E_CRASH_DIST, { port: 0 });
    cleanups.push(() => crashSite.close());
    // The backend answers only the site's own pages (as under npm start): these two post its forms.
    backend.allowOrigin(site.url);
    backend.allowOrigin(crashSite.url);

    const browser: BrowserServer = await chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    cleanups.push(() => browser.close());
    await expectHydration(browser.wsEndpoint(), site.url);

    project.provide('baseUrl', site.url);
    project.provide('crashBaseUrl', crashSite.url);
    project.provide('backendUrl', backend.url);
    project.provide('anonKey', backend.anonKey);
    project.provide('serviceRoleKey', backend.serviceRoleKey);
    project.provide('wsEndpoint', browser.wsEndpoint());
    project.provide('distDir', E2E_DIST);
    project.provide('crashDistDir', E2E_CRASH_DIST);
    project.provide('builtRoutes', shipped.routes);
    console.log(
      `[e2e] site ${site.url}, backend ${backend.url}, ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
