/**
 * docs/CONTENT.md's two tasks on people and sales, timed to the running site: a home marked sold
 * and a new team member, each in the browser editor by the guide's words, under npm start's
 * wiring (the copy of the site rebuilt live), asserted on a page of the site left open in a tab.
 * editorSold.e2e.ts and teamMemberEditor.e2e.ts prove the files these saves write; this proves
 * what a visitor sees, and how long it takes, with one mistake each and its words.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { publish, startEditorSite, type EditorSite } from './support/editorSite.ts';
import { cameraPhotos, choose, field, fieldMessages, refusal, report, uploadPhoto } from './support/editorTasks.ts';

let editor: EditorSite;

beforeAll(async () => {
  editor = await startEditorSite(
    'editor-live-tasks',
    (copy) => {
      // The team page as the sample site has it: a grid of every member by order (the fixture's names its members).
      const file = join(copy, 'data/pages/team.json');
      const page = JSON.parse(readFileSync(file, 'utf8')) as { blocks: Record<string, unknown>[] };
      const grid = page.blocks.find((block) => block.type === 'teamGrid')!;
      delete grid.members;
      grid.leaveOutLead = true;
      writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
    },
    { live: true },
  );
}, 120_000);
afterAll(() => editor?.stop());

async function openSitePage(path: string): Promise<Page> {
  const page = await (await editor.browser.newContext({ viewport: DESKTOP })).newPage();
  await page.goto(`${editor.site.url}${path}`);
  return page;
}

const faults = (errors: string[]) => errors.filter((error) => error !== 'Object' && error !== 'undefined');

describe("CONTENT.md's tasks on the running site", () => {
  it('marks a home sold: a price without the buyer’s consent is refused in words, then the open listing moves on to its card on the portfolio', async () => {
    const sitePage = await openSitePage('/listings/84-old-forest-hill');
    const started = performance.now();
    const { page, errors, close } = await editor.openEditor('#/');
    try {
      await page.getByRole('link', { name: 'Listings', exact: true }).click();
      await page.getByText('84 Old Forest Hill Road', { exact: true }).first().click();
      // Sold: Sale price, Date sold, Portfolio section, and the seller's consent; the buyer's forgotten.
      await choose(page, 'Show', 'Sale price');
      await field(page, 'Amount', -1).fill('$8.2M');
      await field(page, 'Date sold').fill('2026-11-20');
      await choose(page, 'Portfolio section', 'pinnacle');
      await field(page, "Seller's written consent (date)").fill('2026-11-21');
      await publish(page);
      const refused = await refusal(page);
      console.log(`[content task] Mark a home sold: the refusal reads: ${refused}`);
      expect(refused).toContain(
        '"Sold › Written consent to publish the price": This sale shows its price ($8,200,000) but records no written consent of the buyer to publish it: a sold price, or any detail of the deal, may be advertised only with the written consent of both buyer and seller',
      );
      await field(page, "Buyer's written consent (date)").fill('2026-11-22');
      await publish(page);
      await page.getByText('Entry saved').waitFor({ timeout: 30_000 });
      await expect.poll(() => new URL(sitePage.url()).hash, { timeout: 30_000 }).toBe('#sales-84-old-forest-hill');
      await sitePage.locator('#sales-84-old-forest-hill').waitFor();
      report('Mark a home sold', started);
      expect(faults(errors)).toEqual([]);
    } finally {
      await close();
      await sitePage.context().close();
    }
  }, 120_000);

  it('adds a team member: a forgotten photo is named under its field, then the card is on the open /team page', async () => {
    const { dir, files } = await cameraPhotos(['Ada portrait.jpg'], '#6b6f7a');
    const sitePage = await openSitePage('/team');
    const started = performance.now();
    const { page, errors, close } = await editor.openEditor('#/');
    try {
      await page.getByRole('link', { name: 'Team', exact: true }).click();
      await page.getByText('＋ team member', { exact: true }).click();
      await field(page, 'Slug').fill('ada-moreau');
      await field(page, 'Order').fill('3');
      await field(page, 'Name').fill('Ada Moreau');
      await field(page, 'Role').fill('Sales Representative');
      await field(page, 'Registered name').fill('Ada Moreau');
      await choose(page, 'Registration category', 'salesperson');
      await field(page, 'Description of the photo (for people who cannot see it)').fill(
        'Ada Moreau in the office library, smiling',
      );
      await field(page, 'Email').fill('ada.moreau@ashdown.example');
      await field(page, 'Phone').fill('416-555-0199');
      await field(page, 'Street').fill('200 Avenue Road');
      await field(page, 'City').fill('Toronto');
      await field(page, 'Province').fill('ON');
      await field(page, 'Postal Code').fill('M5R 2J4');
      await field(page, 'Summary').fill('Ada Moreau helps families find their next home in midtown Toronto.');
      await page.getByRole('button', { name: /Add biography/i }).click();
      await page
        .locator('textarea[id^="biography-field-"]')
        .first()
        .fill('Ada joined the team after ten years in the city’s planning department.');
      // The photo forgotten.
      await publish(page);
      expect(await refusal(page)).toBe('Not saved: fill in the fields whose messages show in red, then publish again.');
      await expect.poll(() => fieldMessages(page)).toEqual(['Fill in “Photo”.']);
      console.log(`[content task] Add a team member: the refusal reads: ${JSON.stringify(await fieldMessages(page))}`);
      await uploadPhoto(page, files[0]!);
      await publish(page);
      await page.getByText('Entry saved').waitFor({ timeout: 30_000 });
      await sitePage.getByText('Ada Moreau', { exact: true }).first().waitFor({ timeout: 60_000 });
      report('Add a team member', started);
      expect((await fetch(`${editor.site.url}/team/ada-moreau`)).status).toBe(200);
      expect(faults(errors)).toEqual([]);
    } finally {
      await close();
      await sitePage.context().close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
