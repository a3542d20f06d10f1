/**
 * The hosted editor as `EDITOR_BACKEND=test-repo npm run build:deploy -- --with-editor` builds it:
 * /admin/ written by the build's own writeAdmin on Decap's in-browser test-repo backend (the
 * repository in the page's memory, filled with the fixture site's content), served beside the
 * suite's build of the fixture site under the editor's own Content-Security-Policy.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminContentSecurityPolicy, writeAdmin } from '../../../scripts/cms/config/adminFiles.ts';
import { hostedBackend } from '../../../scripts/cms/config/decapConfig.ts';
import { serveStatic, type StaticServer } from '../../../scripts/dev/serve/staticServer.ts';
import { fixtureSiteRoot } from '../../helpers/fixtureSite.ts';
import { E2E_DIST } from '../globalSetup.ts';
import { connectBrowser, DESKTOP } from './browser.ts';
import type { EditorPage } from './editorSite.ts';

export interface HostedEditorSite {
  site: StaticServer;
  browser: Browser;
  /** Signs in (the test-repo's Login button) and opens the editor at a hash route. */
  openEditor(hash: string): Promise<EditorPage>;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.yml': 'text/yaml',
  '.json': 'application/json',
};

export async function startHostedEditorSite(name: string): Promise<HostedEditorSite> {
  const out = mkdtempSync(join(tmpdir(), `${name}-`));
  const options = { localBackend: false, hosted: hostedBackend({ EDITOR_BACKEND: 'test-repo' }) };
  await writeAdmin(out, options, fixtureSiteRoot);
  const policy = adminContentSecurityPolicy(options);
  const routes = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith('/admin/')) return false;
    const file = path === '/admin/' ? 'index.html' : path.slice('/admin/'.length);
    // The preview's chunks are in admin/preview/.
    if (!/^(preview\/)?[\w.-]+$/.test(file)) return false;
    try {
      const body = readFileSync(join(out, 'admin', file));
      res.writeHead(200, {
        'Content-Type': `${TYPES[extname(file)] ?? 'application/octet-stream'}; charset=utf-8`,
        'Content-Security-Policy': policy,
      });
      res.end(body);
    } catch {
      return false;
    }
    return true;
  };
  const site = await serveStatic(E2E_DIST, { port: 0, routes });
  const browser = await connectBrowser();

  async function openEditor(hash: string): Promise<EditorPage> {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Decap's bundle is 5 MB, sent uncompressed here: on a busy machine its load takes a while.
    await page.goto(`${site.url}/admin/`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Collections').first().waitFor({ timeout: 60_000 });
    // A hash change keeps the page, and with it the repository in its memory.
    await page.evaluate((to) => (location.hash = to), hash);
    return { page, errors, close: () => context.close() };
  }

  return {
    site,
    browser,
    openEditor,
    async stop() {
      await browser.close();
      await site.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

/**
 * A file as the test-repo backend committed it: in a draft (the editorial workflow's pull request)
 * or published. Text as it is; a photo's bytes, base64 (its File, as Decap keeps it).
 */
export async function committedFile(
  page: Page,
  path: string,
): Promise<{ text?: string; base64?: string; where: 'draft' | 'published' } | undefined> {
  return page.evaluate(async (path) => {
    type Content = string | { fileObj?: Blob };
    const w = window as unknown as {
      repoFiles: Record<string, unknown>;
      repoFilesUnpublished: Record<string, { diffs: { path: string; content: Content }[] }>;
    };
    const read = async (content: Content) => {
      if (typeof content === 'string') return { text: content };
      const bytes = new Uint8Array(await content.fileObj!.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { base64: btoa(binary) };
    };
    for (const draft of Object.values(w.repoFilesUnpublished)) {
      const diff = draft.diffs.find((d) => d.path === path);
      if (diff) return { ...(await read(diff.content)), where: 'draft' as const };
    }
    let node: unknown = w.repoFiles;
    for (const segment of path.split('/')) node = (node as Record<string, unknown> | undefined)?.[segment];
    const file = node as { content?: Content } | undefined;
    return file?.content === undefined ? undefined : { ...(await read(file.content)), where: 'published' as const };
  }, path);
}
