/**
 * Forms that save, in Decap CMS in Chromium against decap-server and a copy of the fixture site:
 * a page saves without its optional share image, lists read as their content, and a page's block
 * menu offers only the blocks a page may hold.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDecapServer, type DecapServer } from '../../scripts/dev/cms/decapServer.ts';
import { editorRoutes } from '../../scripts/dev/cms/editorRoutes.ts';
import { serveStatic, type StaticServer } from '../../scripts/dev/serve/staticServer.ts';
import { imageCacheDir } from '../../scripts/lib/paths.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { E2E_DIST } from './globalSetup.ts';
import { connectBrowser, DESKTOP } from './support/browser.ts';

let root: string;
let backend: DecapServer;
let site: StaticServer;
let browser: Browser;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-forms-site-'));
  cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
  const backendPort = await freePort();
  backend = await startDecapServer({ repoDir: root, port: backendPort });
  site = await serveStatic(E2E_DIST, { port: 0, routes: editorRoutes(root, { backendPort, build: { distDir: E2E_DIST, ssrDir: `${E2E_DIST}-ssr`, imageCacheDir } }) });
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await backend?.stop();
  rmSync(root, { recursive: true, force: true });
});

const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, Record<string, unknown>>;

async function openEditor(hash: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Collections').first().waitFor();
  await page.goto(`${site.url}/admin/${hash}`);
  return { page, errors, close: () => context.close() };
}

describe('forms that save', () => {
  it('saves a page whose optional share image nobody filled: nothing demanded, nothing written for it', async () => {
    const { page, errors, close } = await openEditor('#/collections/pages/entries/contact');
    try {
      const title = page.locator('[id^="title-field-"]').first();
      await title.waitFor();
      await title.fill('Contact the Team | The Ashdown Group');
      await page
        .getByRole('button', { name: /^Publish$/ })
        .first()
        .click();
      await page.getByText('Publish now').click();
      await page.getByText('Entry saved').waitFor();
      expect(await page.getByText(/is required/i).count()).toBe(0);
      const saved = read('data/pages/contact.json');
      expect(saved.meta).toMatchObject({ title: 'Contact the Team | The Ashdown Group' });
      expect(saved.meta).not.toHaveProperty('image');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it("names a team grid's members and each block by their content, and offers no block a page cannot hold", async () => {
    const { page, close } = await openEditor('#/collections/pages/entries/team');
    try {
      // Each block of the list reads as its type and heading; the grid's members by who they are.
      const grid = page.getByText('Team Grid: Our Team', { exact: true });
      await grid.waitFor();
      expect(await page.getByText('Recognition: Agent on Social Media in Ontario', { exact: true }).count()).toBe(1);
      // Opened (its chevron), the grid lists its members by who they are, not "Member / Member".
      await page.locator('[class*="ListItem"]', { has: grid }).locator('button').first().click();
      const members = (read('data/pages/team.json').blocks as unknown as { type: string; members?: string[] }[]).find((block) => block.type === 'teamGrid')!.members!;
      for (const member of members) await page.getByText(member, { exact: true }).first().waitFor({ timeout: 5_000 });
      // The page's block menu: what a page may hold, and nothing the site draws itself.
      await page
        .getByRole('button', { name: /^Add blocks/i })
        .last()
        .click();
      await page.getByText('Team Grid', { exact: true }).last().waitFor();
      expect(await page.getByText('Legal Document', { exact: true }).count()).toBe(0);
      expect(await page.getByText('Listing Gallery', { exact: true }).count()).toBe(0);
      expect(await page.getByText('Not Found (the 404 page only)', { exact: true }).count()).toBe(1);
    } finally {
      await close();
    }
  }, 60_000);
});
