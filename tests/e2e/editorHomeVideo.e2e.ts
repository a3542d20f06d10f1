/**
 * docs/CONTENT.md's "Change the home page video", done in the browser editor as the guide words
 * it, under npm start's wiring (decap-server writing into a copy of the fixture site, the check
 * before the save, the served copy of the build rebuilt live): the new video and its poster
 * uploaded in the Video Hero block of the home page, with one mistake (a poster too small for
 * the site) refused in words as it is chosen, and the new video asserted on the home page left open in a tab.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { DESKTOP } from './support/browser.ts';
import { photoRefusals } from '../../scripts/lib/photoRules.ts';
import { photoRefusalNotice, publish, startEditorSite, type EditorSite } from './support/editorSite.ts';
import { field, report, uploadPhoto } from './support/editorTasks.ts';

let editor: EditorSite;

beforeAll(async () => {
  editor = await startEditorSite('editor-home-video', undefined, { live: true });
}, 120_000);
afterAll(() => editor?.stop());

interface VideoHero {
  type: string;
  video: { src: string; portraitSrc?: string };
  poster: { src: string; alt: string };
}
const videoHero = () =>
  (JSON.parse(readFileSync(join(editor.root, 'data/pages/home.json'), 'utf8')) as { blocks: VideoHero[] }).blocks.find(
    (block) => block.type === 'videoHero',
  )!;

describe("CONTENT.md's task: change the home page video, in the browser editor", () => {
  it('uploads the video and its poster in the Video Hero block: a poster too small is refused with the reason, the open home page then plays the new video', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-video-'));
    // The new loop as an editing suite exports it (a copy of the sample's H.264 video), and its still: too small first, then 2400 pixels wide.
    const video = join(dir, 'Spring Hero.mp4');
    copyFileSync(join(fixtureSiteRoot, 'data/media/home/hero.mp4'), video);
    const still = (width: number) =>
      sharp({ create: { width, height: Math.round((width * 9) / 16), channels: 3, background: '#a39a7c' } })
        .jpeg()
        .toBuffer();
    const smallPoster = join(dir, 'spring-still-small.jpg');
    writeFileSync(smallPoster, await still(1200));
    const poster = join(dir, 'spring-still.jpg');
    writeFileSync(poster, await still(2400));
    const alt = 'A Rosedale street in spring, its magnolias in flower';

    const sitePage = await (await editor.browser.newContext({ viewport: DESKTOP })).newPage();
    await sitePage.goto(`${editor.site.url}/`);
    await sitePage.locator('video source[src="/media/home/hero.mp4"]').waitFor({ state: 'attached' });
    const started = performance.now();
    const { page, errors, close } = await editor.openEditor('#/');
    try {
      // Pages → the home page (listed by its path, "/") → Blocks, opened by the arrow beside "5 blocks": Video Hero comes first.
      await page.getByRole('link', { name: 'Pages', exact: true }).click();
      await page.locator('a[href*="/collections/pages/entries/"]').filter({ hasText: /^\/$/ }).click();
      await page
        .locator('div')
        .filter({ hasText: /^\d+ blocks$/ })
        .getByRole('button', { name: 'Expand' })
        .click();
      // Video → Video file: Choose different file, upload the MP4, Choose selected.
      await uploadPhoto(page, video, /Choose different file/i);
      // Poster → Photo: Choose different image; first the still at 1200 pixels, as exported for the
      // web: refused in the page as it is chosen, with the photos tool's sentence, and not added.
      await page
        .getByRole('button', { name: /Choose different image/i })
        .first()
        .click();
      await page.locator('input[type="file"]').setInputFiles(smallPoster);
      await expect
        .poll(() => photoRefusalNotice(page), { timeout: 20_000 })
        .toBe(`Not added: ${photoRefusals.tooSmall('spring-still-small.jpg', 1200, 675)}. OK`);
      console.log(`[content task] Change the home page video: the refusal reads: ${await photoRefusalNotice(page)}`);
      expect(videoHero().video.src).toBe('/media/home/hero.mp4');
      // Then the still at 2400 pixels, in the same media library.
      await page.locator('input[type="file"]').setInputFiles(poster);
      await page.getByRole('button', { name: /Choose selected/i }).click();
      // The first such description is the page's share image (Meta → Image); the poster's is the second.
      await field(page, 'Description of the photo (for people who cannot see it)', 1).fill(alt);
      await publish(page);
      await page.getByText('Entry saved').waitFor({ timeout: 60_000 });
      await sitePage
        .locator('video source[src="/media/uploads/spring-hero.mp4"]')
        .waitFor({ state: 'attached', timeout: 180_000 });
      report('Change the home page video', started);

      expect(videoHero()).toMatchObject({
        video: { src: '/media/uploads/spring-hero.mp4' },
        poster: { src: '/media/uploads/spring-still.jpg', alt },
      });
      expect(readFileSync(join(editor.root, 'data/media/uploads/spring-hero.mp4')).equals(readFileSync(video))).toBe(
        true,
      );
      expect(existsSync(join(editor.root, 'data/media/uploads/spring-still-small.jpg'))).toBe(false);
      const served = await fetch(`${editor.site.url}/media/uploads/spring-hero.mp4`);
      expect({ status: served.status, type: served.headers.get('content-type') }).toEqual({
        status: 200,
        type: 'video/mp4',
      });
      expect(await sitePage.locator(`img[alt="${alt}"]`).count()).toBeGreaterThan(0);
      expect(errors.filter((error) => error !== 'Object' && error !== 'undefined')).toEqual([]);
    } finally {
      await close();
      await sitePage.context().close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
