/**
 * The steps of docs/CONTENT.md's tasks as content staff take them in the browser editor: fields
 * found by the label the form shows (not by the file's key), photos chosen as from a camera's
 * folder, and the time from opening the editor to the change on the running site.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { EditorPage } from './editorSite.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The input the form labels so; Decap adds " (optional)" to an optional field's label. `nth` picks
 * among same-labelled fields, -1 the last (a list's newest item).
 */
export function field(page: Page, label: string, nth = 0) {
  const fields = page.getByLabel(new RegExp(`^${escape(label)}( \\(optional\\))?$`, 'i'));
  return nth < 0 ? fields.last() : fields.nth(nth);
}

/** A choice (Decap's select): type the option as shown and take it. */
export async function choose(page: Page, label: string, option: string, nth = 0): Promise<void> {
  const select = field(page, label, nth);
  await select.fill(option);
  await select.press('Enter');
}

/** Choose an image (an empty photo field's button) → the file from the computer → Choose selected, as the media library asks. */
export async function uploadPhoto(page: Page, file: string, button: RegExp = /Choose an image/i): Promise<void> {
  await page.getByRole('button', { name: button }).first().click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: /Choose selected/i }).click();
}

/** The refusal a Publish now shows (the notice at the top right, "… Not saved: …"), as its text. */
export async function refusal(page: Page): Promise<string> {
  const notice = page.getByText(/Not saved:/).first();
  await notice.waitFor({ timeout: 30_000 });
  return (await notice.innerText()).trim();
}

/** The messages under the fields, as the form shows them. */
export const fieldMessages = (page: Page) => page.locator('[class*="ControlErrorsList"]').allInnerTexts();

/** Photos as a camera names them, in a folder of their own: landscape, 2400 × 1600 (over the 1600-pixel floor). */
export async function cameraPhotos(names: string[], background = '#8a7a62'): Promise<{ dir: string; files: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'camera-'));
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 30 };
  const files: string[] = [];
  for (const name of names) {
    const file = join(dir, name);
    writeFileSync(
      file,
      await sharp({ create: { width: 2400, height: 1600, channels: 3, background, noise } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    );
    files.push(file);
  }
  return { dir, files };
}

/** Seconds since `started` (performance.now()), printed for the task's closing figures. */
export function report(
  task: string,
  started: number,
  what = 'from opening the editor to the change on the open page of the running site',
): number {
  const seconds = (performance.now() - started) / 1000;
  console.log(`[content task] ${task}: ${what}: ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Login, then the collection and the entry by the names the editor lists them under ("＋ listing" for a new one). */
export async function openListedEntry(
  openEditor: (hash: string) => Promise<EditorPage>,
  collection: string,
  entry: string,
): Promise<EditorPage> {
  const opened = await openEditor('#/');
  await opened.page.getByRole('link', { name: collection, exact: true }).click();
  await opened.page.getByText(entry, { exact: true }).first().click();
  return opened;
}

/** "Add <list>" of a list of paragraphs (a listing's description, a member's biography), and the text in its first box. */
export async function addFirstParagraph(page: Page, list: string, text: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`Add ${list}`, 'i') }).click();
  await page.locator(`textarea[id^="${list}-field-"]`).first().fill(text);
}

/** Decap reports a save refused for a field as an unhandled rejection of nothing; anything else is a fault. */
export const editorFaults = (errors: string[]) => errors.filter((error) => error !== 'Object' && error !== 'undefined');
