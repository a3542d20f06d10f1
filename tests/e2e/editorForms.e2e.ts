/**
 * Forms that save, in Decap CMS in Chromium against decap-server and a copy of the fixture site:
 * a page saves without its optional share image, lists read as their content, and a page's block
 * menu offers only the blocks a page may hold.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish, startEditorSite, type EditorSite } from './support/editorSite.ts';

let editor: EditorSite;
let root: string;

beforeAll(async () => {
  editor = await startEditorSite('editor-forms-site');
  root = editor.root;
});
afterAll(() => editor?.stop());

const read = (file: string) =>
  JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, Record<string, unknown>>;

const openEditor = (hash: string) => editor.openEditor(hash);

describe('forms that save', () => {
  it('saves a page whose optional share image nobody filled: nothing demanded, nothing written for it', async () => {
    const { page, errors, close } = await openEditor('#/collections/pages/entries/contact');
    try {
      const title = page.locator('[id^="title-field-"]').first();
      await title.waitFor();
      await title.fill('Contact the Team | The Ashdown Group');
      await publish(page);
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
      const members = (read('data/pages/team.json').blocks as unknown as { type: string; members?: string[] }[]).find(
        (block) => block.type === 'teamGrid',
      )!.members!;
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
