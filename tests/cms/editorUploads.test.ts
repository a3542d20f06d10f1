import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDecapServer, type DecapServer } from '../../scripts/cms/server/decapServer.ts';
import { editorRoutes } from '../../scripts/cms/server/editorRoutes.ts';
import { checkedAsTheEditorDoes } from '../helpers/editorCheck.ts';

/** Uploads from the browser editor go through the photos tool's code on their way to decap-server. */
let root: string;
let backend: DecapServer;
let server: Server;
/** The editor's key for this start, as its page sends it (editorAccess.ts). */
let editorKey = '';
let apiUrl: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-uploads-'));
  mkdirSync(join(root, 'data', 'media', 'uploads'), { recursive: true });
  backend = await startDecapServer({ repoDir: root });
  const routes = editorRoutes(root, { backend });
  editorKey = routes.key;
  server = createServer((req, res) => {
    if (!routes(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/api/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await backend?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** A photo as a phone stores it: sideways (orientation 6), with its GPS position. */
const phonePhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7d8a6a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 24/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const upload = async (path: string, data: Buffer) =>
  fetch(apiUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Editor-Key': editorKey },
    body: JSON.stringify({
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path, content: data.toString('base64'), encoding: 'base64' },
        options: { commitMessage: 'Upload' },
      },
    }),
  });

test('a phone photo uploaded in the editor is stored upright, with no GPS position or other metadata', async () => {
  const original = await phonePhoto(3000, 2000);
  const before = await sharp(original).metadata();
  expect({ hasExif: before.exif !== undefined, orientation: before.orientation }).toEqual({
    hasExif: true,
    orientation: 6,
  });
  const response = await upload('data/media/uploads/img-0412.jpg', original);
  expect(response.status, await response.clone().text()).toBe(200);
  const stored = readFileSync(join(root, 'data/media/uploads/img-0412.jpg'));
  const meta = await sharp(stored).metadata();
  expect({ exif: meta.exif, orientation: meta.orientation, width: meta.width, height: meta.height }).toEqual({
    exif: undefined,
    orientation: undefined,
    width: 2000,
    height: 3000,
  });
});

test('a photo too small for the site is refused with the reason, and nothing is stored', async () => {
  const response = await upload(
    'data/media/uploads/small.jpg',
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
  );
  expect(response.status).toBe(422);
  expect(((await response.json()) as { error: string }).error).toMatch(
    /small\.jpg is 800 × 600 px, too small to look sharp on large screens: the site needs at least 1600 px/,
  );
  expect(existsSync(join(root, 'data/media/uploads/small.jpg'))).toBe(false);
});

test('a different photo under a name the media library holds is refused and the stored one kept; the same photo again is stored', async () => {
  const first = await phonePhoto(2400, 1800);
  expect((await upload('data/media/uploads/img-0414.jpg', first)).status).toBe(200);
  const stored = readFileSync(join(root, 'data/media/uploads/img-0414.jpg'));
  const response = await upload('data/media/uploads/img-0414.jpg', await phonePhoto(1800, 2400));
  expect(response.status).toBe(409);
  expect(((await response.json()) as { error: string }).error).toBe(
    'Not saved: another photo is already stored as img-0414.jpg, and this save would have replaced it. Remove the photo you just added and choose it again: it is then stored under a name of its own.',
  );
  expect(readFileSync(join(root, 'data/media/uploads/img-0414.jpg')).equals(stored)).toBe(true);
  // Saved again with its entry (the same file, prepared the same way): no photo lost, nothing refused.
  expect((await upload('data/media/uploads/img-0414.jpg', first)).status).toBe(200);
});

test("another site's page cannot write through the editor: a form post or another origin is refused", async () => {
  const body = JSON.stringify({
    action: 'persistMedia',
    params: {
      branch: 'main',
      asset: { path: 'data/media/uploads/x.png', content: '', encoding: 'base64' },
      options: { commitMessage: 'x' },
    },
  });
  const plain = await fetch(apiUrl, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
  const foreign = await fetch(apiUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    body,
  });
  expect([plain.status, foreign.status]).toEqual([403, 403]);
  expect(existsSync(join(root, 'data/media/uploads/x.png'))).toBe(false);
});

test('the pre-save check takes a slug as a name, never a path', async () => {
  const entry = { collection: 'listings', slug: '../../../escaped', data: {} };
  // npm start's part reads no file by that name; the page's check refuses it in a sentence.
  const response = await fetch(apiUrl.replace('/api/v1', '/check'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Editor-Key': editorKey },
    body: JSON.stringify(entry),
  });
  expect(await response.json()).toEqual({ refused: [], errors: [], photos: [] });
  expect((await checkedAsTheEditorDoes(root, entry)).errors).toEqual([
    '"../../../escaped" cannot name a file: a slug is lowercase letters, digits and hyphens.',
  ]);
});
