/**
 * The browser editor as content staff use it under npm start, for the editor's browser tests:
 * a copy of the fixture site (its data and the schemas), decap-server writing into it, the built
 * site served with the editor's routes (pre-save check, preview, uploads), and the suite's Chromium.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startDecapServer } from '../../../scripts/cms/server/decapServer.ts';
import { editorRoutes } from '../../../scripts/cms/server/editorRoutes.ts';
import { serveStatic, type StaticServer } from '../../../scripts/dev/serve/staticServer.ts';
import { imageCacheDir } from '../../../scripts/lib/paths.ts';
import { fixtureSiteRoot } from '../../helpers/fixtureSite.ts';
import { E2E_DIST } from '../globalSetup.ts';
import { connectBrowser, DESKTOP } from './browser.ts';

export interface EditorPage {
  page: Page;
  /** Uncaught errors on the page, for a test to assert there are none. */
  errors: string[];
  close(): Promise<void>;
}

export interface EditorSite {
  /** The copy of the site the editor writes into. */
  root: string;
  site: StaticServer;
  browser: Browser;
  /** A file of the copy, as text. */
  read(file: string): string;
  /** Logs in (no account locally) and opens the editor at a hash route, e.g. "#/collections/listings/new". */
  openEditor(hash: string): Promise<EditorPage>;
  stop(): Promise<void>;
}

/** Publishes the open entry as content staff do: Publish, then Publish now. */
export async function publish(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^Publish$/ })
    .first()
    .click();
  await page.getByText('Publish now').click();
}

/**
 * @param prepare changes the copy before the editor starts (a test's own content).
 * @param live serve the copy as npm start does: its own copy of the build, rebuilt on each save
 * (the pages that show the entry), with the live-reload script in every page. Without it the
 * suite's build is served as it is, and a save changes only the copy's files.
 */
export async function startEditorSite(
  name: string,
  prepare?: (root: string) => void,
  { live = false } = {},
): Promise<EditorSite> {
  const root = mkdtempSync(join(tmpdir(), `${name}-`));
  cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
  cpSync(join(fixtureSiteRoot, '..', '..', '..', 'schema'), join(root, 'schema'), { recursive: true });
  prepare?.(root);
  const distDir = live ? join(root, 'dist') : E2E_DIST;
  if (live) {
    cpSync(E2E_DIST, distDir, { recursive: true });
    cpSync(`${E2E_DIST}-ssr`, `${distDir}-ssr`, { recursive: true });
  }
  const build = { distDir, ssrDir: `${distDir}-ssr`, imageCacheDir };
  const backend = await startDecapServer({ repoDir: root });
  const editor = editorRoutes(root, { backend, build });
  // Loaded only when live: the live site's renderer brings React in with this process's NODE_ENV
  // ("test"), and a test that builds the site itself would then pre-render with React's development build.
  const livePart = live ? await import('./liveEditorSite.ts') : undefined;
  const reload = livePart?.liveReload();
  const routes = (req: IncomingMessage, res: ServerResponse) => editor(req, res) || (reload?.routes(req, res) ?? false);
  const site = await serveStatic(distDir, { port: 0, routes, ...(reload ? { transformHtml: reload.inject } : {}) });
  const liveSite = reload && livePart?.startLive(root, build, site, reload);
  const browser = await connectBrowser();

  async function openEditor(hash: string): Promise<EditorPage> {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Decap's bundle is 5 MB, sent uncompressed: on a busy machine its load takes a while.
    await page.goto(`${site.url}/admin/`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Collections').first().waitFor({ timeout: 60_000 });
    await page.goto(`${site.url}/admin/${hash}`);
    return { page, errors, close: () => context.close() };
  }

  return {
    root,
    site,
    browser,
    read: (file) => readFileSync(join(root, file), 'utf8'),
    openEditor,
    async stop() {
      liveSite?.close();
      reload?.close();
      await browser.close();
      await site.close();
      await backend.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Add images → Choose an image in the photo list (the video's and tour's posters further down the form have image fields too): the media library opens. */
export async function openImageChooser(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Add images/i }).click();
  await page
    .locator('[id^="images-field-"]')
    .getByRole('button', { name: /Choose an image/i })
    .first()
    .click();
}

/** What the page says of a file it refused as it was chosen ("Not added: … OK"), or "" while it says nothing. */
export const photoRefusalNotice = (page: Page): Promise<string> =>
  page
    .locator('#photo-refused')
    .innerText()
    .catch(() => '');

/** Add images → Choose an image → the file → Choose selected → its alt text, as staff do. */
export async function addPhoto(page: Page, file: string, alt: string): Promise<void> {
  // Each question Decap asks (replace a file of that name?) is declined, as a hurried tap would.
  await openImageChooser(page);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: /Choose selected/i }).click();
  await page.locator('[id^="images-field-"] [id^="alt-field-"]').last().fill(alt);
}
