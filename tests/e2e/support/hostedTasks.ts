/**
 * A content task in the hosted editor (test-repo build) and what it committed: Save (the
 * editorial workflow's draft), status Ready, Publish now, each timed; the committed files read
 * from the page's repository against the files before, shown as a unified diff, and put through
 * `npm run check`'s rules in a throwaway copy of the fixture site.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Dialog, Page } from 'playwright-core';
import { checkContent } from '../../../scripts/tools/checkContent.ts';
import { removeTempSites, tempSite } from '../../authoring/tempSite.ts';
import { phonePhoto } from '../../security/support/taggedPhotos.ts';
import { fieldMessages } from './editorTasks.ts';
import { committedFile } from './hostedEditorSite.ts';

export type Committed = NonNullable<Awaited<ReturnType<typeof committedFile>>>;

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/**
 * Save → "Entry saved" with the draft committed, then Status: Ready → Publish → Publish now (and
 * OK to Decap's "are you sure") → the file published, out of the pull request onto the site's
 * branch; prints both times. A new entry's form stays on "new" after its save, without the status
 * controls: it is opened again from the Workflow board, by its card (`cardTitle`), as staff would.
 */
export async function saveAndPublish(page: Page, task: string, path: string, cardTitle?: string): Promise<void> {
  let started = performance.now();
  await page
    .getByRole('button', { name: /^Save$/ })
    .first()
    .click();
  const answer = page.getByText(/^(Entry saved|Not saved: .*)$/).first();
  await answer.waitFor({ timeout: 60_000 });
  const said = await answer.innerText();
  if (said !== 'Entry saved')
    throw new Error(`${task}: the save was refused: ${said} ${JSON.stringify(await fieldMessages(page))}`);
  await waitFor(page, path, 'draft');
  const saved = seconds(started);
  // Decap's questions (leave a form it thinks changed? publish now?) are answered OK, and printed.
  const asked: string[] = [];
  const answerOk = (dialog: Dialog) => {
    asked.push(dialog.message());
    void dialog.accept().catch(() => undefined);
  };
  page.on('dialog', answerOk);
  if (cardTitle) {
    await page.getByText('←', { exact: true }).first().click();
    await page.getByRole('link', { name: 'Workflow' }).click();
    await page.getByText(cardTitle, { exact: true }).first().click();
  }
  await page.getByRole('button', { name: /^Status: /i }).click();
  await page.getByRole('menuitem', { name: /^Ready$/i }).click();
  await page.getByRole('button', { name: /^Status: Ready$/i }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Publish$/ }).click();
  started = performance.now();
  await page.getByRole('menuitem', { name: /^Publish now$/i }).click();
  await page.getByText('Entry published').first().waitFor({ timeout: 60_000 });
  await waitFor(page, path, 'published');
  page.off('dialog', answerOk);
  console.log(
    `[hosted task] ${task}: Save to "Entry saved" and the draft committed ${saved} s; Publish now to "Entry published" and the file on the site's branch ${seconds(started)} s; Decap asked: ${JSON.stringify(asked)}`,
  );
}

async function waitFor(page: Page, path: string, where: Committed['where']): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await page.waitForTimeout(100))
    if ((await committedFile(page, path))?.where === where) return;
  throw new Error(`${path} was not ${where} within 60 s`);
}

/** The unified diff of a text file before and after (git's, three lines of context), headers trimmed. */
function unifiedDiff(path: string, before: string | undefined, after: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'committed-diff-'));
  try {
    const [a, b] = [join(dir, 'a'), join(dir, 'b')];
    writeFileSync(a, before ?? '');
    writeFileSync(b, after);
    const { stdout } = spawnSync('git', ['diff', '--no-index', '--no-color', '-U2', a, b], { encoding: 'utf8' });
    const hunks = stdout.slice(stdout.indexOf('\n@@') + 1);
    return `--- ${before === undefined ? '/dev/null' : `a/${path}`}\n+++ b/${path}\n${hunks}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the diff of each committed text file (a photo by its size in bytes) under the task's name. */
export function printCommitted(task: string, files: Record<string, { before?: string; after: Committed }>): void {
  const parts = Object.entries(files).map(([path, { before, after }]) =>
    after.text === undefined
      ? `+++ b/${path} (a photo of ${Buffer.from(after.base64!, 'base64').length} bytes)`
      : unifiedDiff(path, before, after.text),
  );
  console.log(`[hosted task] ${task}: committed\n${parts.join('\n')}`);
}

/** `npm run check`'s errors on the fixture site with the committed files written in (photos as their bytes). */
export function checkErrorsWith(files: Record<string, Committed>): string[] {
  const root = tempSite('hosted-task');
  try {
    for (const [path, file] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), file.text ?? Buffer.from(file.base64!, 'base64'));
    }
    return checkContent(root).errors.map((error) => `${error.file}: ${error.message}`);
  } finally {
    removeTempSites();
  }
}

/** A folder of a phone's JPEGs (sideways, orientation 6; GPS in EXIF and XMP), each stored at [width, height]. */
export async function phoneCamera(photos: Record<string, [number, number]>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'camera-'));
  for (const [name, [width, height]] of Object.entries(photos))
    writeFileSync(join(dir, name), await phonePhoto('jpeg', width, height));
  return dir;
}
