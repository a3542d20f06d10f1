import { editorApiRequest } from './editorApiRequest.ts';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, watch } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDecapServer, type DecapServer } from '../../scripts/cms/server/decapServer.ts';
import { editorRoutes } from '../../scripts/cms/server/editorRoutes.ts';
import { checkedAsTheEditorDoes } from '../helpers/editorCheck.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

/**
 * Uploads from the browser editor on their way to decap-server: the page has prepared each photo
 * (photoUploads.ts; tests/e2e/editorUploadPhotos.e2e.ts), and npm start stores it as sent, never
 * over another photo of the same name, and only for the editor's own page; a save's photos before
 * its entry, so the live site, which rebuilds on the entry's file, never meets a photo not there yet.
 */
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
  editorApiRequest(apiUrl, editorKey, 'persistMedia', {
    branch: 'main',
    asset: { path, content: data.toString('base64'), encoding: 'base64' },
    options: { commitMessage: 'Upload' },
  });

test('a different photo under a name the media library holds is refused and the stored one kept; the same photo again is stored', async () => {
  const first = await phonePhoto(2400, 1800);
  expect((await upload('data/media/uploads/img-0414.jpg', first)).status).toBe(200);
  const stored = readFileSync(join(root, 'data/media/uploads/img-0414.jpg'));
  // Stored as the page sent it: the page prepares a photo, npm start no longer does.
  expect(stored.equals(first)).toBe(true);
  const response = await upload('data/media/uploads/img-0414.jpg', await phonePhoto(1800, 2400));
  expect(response.status).toBe(409);
  expect(((await response.json()) as { error: string }).error).toBe(
    'Not saved: another photo is already stored as img-0414.jpg, and this save would have replaced it. Remove the photo you just added and choose it again: it is then stored under a name of its own.',
  );
  expect(readFileSync(join(root, 'data/media/uploads/img-0414.jpg')).equals(stored)).toBe(true);
  // Saved again with its entry (the same file): no photo lost, nothing refused.
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
  expect((await checkedAsTheEditorDoes(root, entry)).errors).toEqual([
    '"../../../escaped" cannot name a file: a slug is lowercase letters, digits and hyphens.',
  ]);
});

test('a save writes its new photos before the entry that shows them', async () => {
  const names = ['img-3101.jpg', 'img-3102.jpg'];
  const photos = await Promise.all(
    names.map((_, n) =>
      sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 60 + n * 50, g: 90, b: 120 } } })
        .jpeg()
        .toBuffer(),
    ),
  );
  const file = 'data/listings/84-old-forest-hill.json';
  mkdirSync(join(root, 'data/listings'), { recursive: true });
  cpSync(join(fixtureSiteRoot, file), join(root, file));
  const listing = JSON.parse(readFileSync(join(root, file), 'utf8')) as { images: object[] };
  const data = {
    ...listing,
    images: [...listing.images, ...names.map((name) => ({ src: `/media/uploads/${name}`, alt: `A room, ${name}` }))],
  };
  // What a watcher of the listings' folder finds on disk each time the entry's file changes.
  const seenWithEntry: boolean[][] = [];
  const watcher = watch(join(root, 'data/listings'), (_event, name) => {
    if (name === '84-old-forest-hill.json')
      seenWithEntry.push(names.map((photo) => existsSync(join(root, 'data/media/uploads', photo))));
  });
  try {
    const saved = await editorApiRequest(apiUrl, editorKey, 'persistEntry', {
      branch: 'main',
      dataFiles: [{ slug: '84-old-forest-hill', path: file, raw: `${JSON.stringify(data, null, 2)}\n` }],
      assets: names.map((name, n) => ({
        path: `data/media/uploads/${name}`,
        content: photos[n]!.toString('base64'),
        encoding: 'base64',
      })),
      options: { commitMessage: 'Update', useWorkflow: false, status: 'draft' },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    watcher.close();
  }
  expect(seenWithEntry.length).toBeGreaterThan(0);
  expect(
    seenWithEntry.every((found) => found.every(Boolean)),
    JSON.stringify(seenWithEntry),
  ).toBe(true);
  for (const [n, name] of names.entries())
    expect(readFileSync(join(root, 'data/media/uploads', name)).equals(photos[n]!), name).toBe(true);
  expect(JSON.parse(readFileSync(join(root, file), 'utf8'))).toEqual(data);
});
