/**
 * Uploads never lose or swap a photo: two different photos both named IMG_0414.JPG (phone names
 * repeat) are both kept, the second under a name of its own, and each is inserted where it was
 * chosen: locally (decap-server writing into a copy of the fixture site, with an img-0414.jpg
 * already in its media library) and hosted (the test-repo build). On main, Decap asked to replace
 * the file, a declined question stored nothing, and "Choose selected" inserted the first tile.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhoto, publish, startEditorSite, type EditorSite } from './support/editorSite.ts';
import { committedFile, startHostedEditorSite, type HostedEditorSite } from './support/hostedEditorSite.ts';

const LISTING = 'data/listings/455-william-st.json';

/** A photo told apart by its size: what the site stores keeps the proportions (upright, at most 4000 px). */
const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

let camera: string;
beforeAll(async () => {
  camera = mkdtempSync(join(tmpdir(), 'camera-'));
  for (const [folder, width, height, colour] of [
    ['first', 2400, 1600, '#7d8a6a'],
    ['second', 1800, 2400, '#5d6a8a'],
  ] as const) {
    mkdirSync(join(camera, folder));
    writeFileSync(join(camera, folder, 'IMG_0414.JPG'), await photo(width, height, colour));
  }
});
afterAll(() => rmSync(camera, { recursive: true, force: true }));

const imagesOf = (text: string) => (JSON.parse(text) as { images: { src: string }[] }).images.map((i) => i.src);

describe('locally', () => {
  let editor: EditorSite;
  let library: Buffer;
  beforeAll(async () => {
    library = await photo(3000, 2000, '#8a5d5d');
    editor = await startEditorSite('editor-upload-names', (root) => {
      mkdirSync(join(root, 'data/media/uploads'), { recursive: true });
      writeFileSync(join(root, 'data/media/uploads/img-0414.jpg'), library);
    });
  }, 120_000);
  afterAll(() => editor?.stop());

  it('a photo named like one in the library, and another of the same name, are stored under new names and inserted', async () => {
    const { page, errors, close } = await editor.openEditor('#/collections/listings/entries/455-william-st');
    try {
      await addPhoto(page, join(camera, 'first', 'IMG_0414.JPG'), 'The front hall in the morning');
      await addPhoto(page, join(camera, 'second', 'IMG_0414.JPG'), 'The back garden from the deck');
      await publish(page);
      await page.getByText('Entry saved').waitFor({ timeout: 60_000 });
      expect(imagesOf(editor.read(LISTING)).slice(-2)).toEqual([
        '/media/uploads/img-0414-2.jpg',
        '/media/uploads/img-0414-3.jpg',
      ]);
      const stored = (name: string) => readFileSync(join(editor.root, 'data/media/uploads', name));
      // The library's photo untouched; each new one the photo chosen (landscape, then portrait).
      expect(md5(stored('img-0414.jpg'))).toBe(md5(library));
      const sizes = await Promise.all(
        ['img-0414-2.jpg', 'img-0414-3.jpg'].map(async (name) => {
          const { width, height } = await sharp(stored(name)).metadata();
          return [width, height];
        }),
      );
      expect(sizes).toEqual([
        [2400, 1600],
        [1800, 2400],
      ]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 240_000);
});

describe('hosted', () => {
  let hosted: HostedEditorSite;
  beforeAll(async () => {
    hosted = await startHostedEditorSite('hosted-upload-names');
  }, 120_000);
  afterAll(() => hosted?.stop());

  it('two different photos both named IMG_0414.JPG are both committed, each under its own name, each where it was chosen', async () => {
    const { page, errors, close } = await hosted.openEditor('#/collections/listings/entries/455-william-st');
    try {
      await addPhoto(page, join(camera, 'first', 'IMG_0414.JPG'), 'The front hall in the morning');
      await addPhoto(page, join(camera, 'second', 'IMG_0414.JPG'), 'The back garden from the deck');
      await page
        .getByRole('button', { name: /^Save$/ })
        .first()
        .click();
      // The listing is in the repository before the save: read it until the save (after the page's
      // own check, a few seconds the first time) has committed the two photos.
      await expect
        .poll(async () => imagesOf((await committedFile(page, LISTING))?.text ?? '{"images":[]}').slice(-2), {
          timeout: 30_000,
        })
        .toEqual(['/media/uploads/img-0414.jpg', '/media/uploads/img-0414-2.jpg']);
      const sizes = await Promise.all(
        ['img-0414.jpg', 'img-0414-2.jpg'].map(async (name) => {
          const committed = await committedFile(page, `data/media/uploads/${name}`);
          const { width, height } = await sharp(Buffer.from(committed!.base64!, 'base64')).metadata();
          return [width, height];
        }),
      );
      expect(sizes).toEqual([
        [2400, 1600],
        [1800, 2400],
      ]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 240_000);
});
