/**
 * After a save under npm start, the editor says when the page will be live and then that it is:
 * Decap CMS in Chromium against a copy of the fixture site served as npm start serves it (the
 * live site rebuilding the pages a save changes). And the form marks the consents as needed,
 * not "(optional)", while a sale price is typed. Taps and clicks only, no hovering.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhoto, publish, startEditorSite, type EditorSite } from './support/editorSite.ts';
import { cameraPhotos, choose, field } from './support/editorTasks.ts';

let editor: EditorSite;
beforeAll(async () => {
  editor = await startEditorSite('editor-live-notice', undefined, { live: true });
}, 120_000);
afterAll(() => editor?.stop());

const LISTING = '84-old-forest-hill';

describe('the editor after a save, under npm start', () => {
  it('a save with a new photo: the notice says the photos are being prepared, then "Live now" with a link to the page that shows it', async () => {
    const { dir, files } = await cameraPhotos(['IMG 5150.jpg'], '#5d6a8a');
    const { page, errors, close } = await editor.openEditor(`#/collections/listings/entries/${LISTING}`);
    try {
      await page.locator('[id^="images-field-"]').first().waitFor({ timeout: 60_000 });
      await addPhoto(page, files[0]!, 'The garden room at dusk');
      // Every text the notice takes, as it changes: the stages pass too quickly to be polled.
      await page.evaluate(() => {
        const said: string[] = [];
        (window as unknown as { liveSaid: string[] }).liveSaid = said;
        new MutationObserver(() => {
          const text = document.getElementById('entry-live')?.textContent ?? '';
          if (text && said.at(-1) !== text) said.push(text);
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      const published = performance.now();
      await publish(page);
      await page.getByText('Entry saved').waitFor({ timeout: 60_000 });
      const notice = page.getByRole('status').filter({ hasText: /^(Saved|Live now)/ });
      await expect.poll(() => notice.innerText(), { timeout: 120_000 }).toMatch(/^Live now: /);
      const liveSeconds = (performance.now() - published) / 1000;
      const said = await page.evaluate(() => (window as unknown as { liveSaid: string[] }).liveSaid);
      console.log(
        `[editor] after Publish now, the notice said:\n  ${said.join('\n  ')}\n  (${liveSeconds.toFixed(1)} s)`,
      );
      expect(said[0]).toBe('Saved. The site is preparing the page: it will be live in a moment.');
      expect(said).toContainEqual(
        expect.stringMatching(
          /^Saved\. The site is preparing the photos of the page: \d+ of \d+ ready(, about \d+ s left)?\. The page goes live when they are\.$/,
        ),
      );
      expect(said.some((text) => /not live|has not said/.test(text))).toBe(false);

      // The link, tapped: the page on the live site, with the new photo.
      const link = notice.getByRole('link');
      expect(await link.getAttribute('href')).toBe(`/listings/${LISTING}`);
      const [livePage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await livePage.waitForLoadState('domcontentloaded');
      expect(new URL(livePage.url()).pathname).toBe(`/listings/${LISTING}`);
      await livePage.locator('h1').waitFor();
      // The listing's data as the page reads it: the new photo among its photos, in its variants.
      const photos = await livePage.evaluate(async (path) => {
        const data = await (await fetch(`/_data${path}.json`)).text();
        return data.match(/\/assets\/media\/img-5150-[\w-]+\.avif/g) ?? [];
      }, `/listings/${LISTING}`);
      expect(photos.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it('the consents lose their "(optional)" while a sale price is typed, and get it back once it is cleared', async () => {
    const { page, errors, close } = await editor.openEditor(`#/collections/listings/entries/${LISTING}`);
    const consents = ["seller's written consent (date)", "buyer's written consent (date)"];
    const labels = () =>
      Promise.all(
        consents.map((label) =>
          page
            .locator('label')
            .filter({ hasText: label })
            .last()
            .innerText()
            // The form shows labels in capitals (a style): compared as written.
            .then((text) => text.trim().toLowerCase()),
        ),
      );
    try {
      await choose(page, 'Show', 'Sale price');
      await expect.poll(labels, { timeout: 20_000 }).toEqual(consents.map((label) => `${label} (optional)`));
      await field(page, 'Amount', -1).fill('$8.2M');
      await expect.poll(labels, { timeout: 20_000 }).toEqual(consents);
      await expect.poll(() => page.locator('[data-site-needed]').count()).toBe(2);
      // Hidden, not only out of sight: a screen reader does not read it either.
      expect(
        await page
          .locator('label')
          .filter({ hasText: consents[0] })
          .last()
          .evaluate((label) => [...label.querySelectorAll('span')].map((span) => getComputedStyle(span).display)),
      ).toEqual(['none']);
      await field(page, 'Amount', -1).fill('');
      await expect.poll(labels, { timeout: 20_000 }).toEqual(consents.map((label) => `${label} (optional)`));
      expect(await page.locator('[data-site-needed]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('a save the site cannot show, as another file in data/ fails the check: the notice says so, and links to the list of problems', async () => {
    // Another listing broken by a hand edit: the entry's own check passes, the site's does not.
    const other = join(editor.root, 'data/listings/7-crescent-road.json');
    const saved = readFileSync(other, 'utf8');
    writeFileSync(other, saved.replace(/"neighbourhood": "[^"]+"/, '"neighbourhood": "atlantis"'));
    const { page, errors, close } = await editor.openEditor(`#/collections/listings/entries/${LISTING}`);
    try {
      await field(page, 'Amount').fill('$7,650,000');
      await publish(page);
      await page.getByText('Entry saved').waitFor({ timeout: 60_000 });
      const notice = page.getByRole('status').filter({ hasText: /^(Saved|Live now)/ });
      await expect
        .poll(() => notice.innerText(), { timeout: 60_000 })
        .toBe(
          'Saved, but not live: the content on disk has a problem, so the site keeps showing its last good version. See the list of problems.',
        );
      expect(await notice.getByRole('link', { name: 'the list of problems' }).getAttribute('href')).toBe(
        '/admin/problems',
      );
      expect(errors).toEqual([]);
    } finally {
      writeFileSync(other, saved);
      await close();
    }
  }, 120_000);
});
