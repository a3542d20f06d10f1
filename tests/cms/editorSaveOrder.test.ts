import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, watch } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDecapServer, type DecapServer } from '../../scripts/cms/server/decapServer.ts';
import { editorRoutes } from '../../scripts/cms/server/editorRoutes.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

/**
 * A save with new photos, through the editor's real routes and decap-server: the photos are on
 * disk before the entry that shows them is written, so npm start's live site, which rebuilds on
 * the entry's file, never meets a photo "that does not exist".
 */
let root: string;
let backend: DecapServer;
let server: Server;
let editorKey = '';
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-save-order-'));
  cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
  backend = await startDecapServer({ repoDir: root });
  const routes = editorRoutes(root, { backend });
  editorKey = routes.key;
  server = createServer((req, res) => {
    if (!routes(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await backend?.stop();
  rmSync(root, { recursive: true, force: true });
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
  const listing = JSON.parse(readFileSync(join(root, file), 'utf8')) as { images: object[] };
  const data = {
    ...listing,
    images: [...listing.images, ...names.map((name) => ({ src: `/media/uploads/${name}`, alt: `A room, ${name}` }))],
  };
  // What a watcher of the listings' folder finds on disk each time the entry's file changes.
  mkdirSync(join(root, 'data/media/uploads'), { recursive: true });
  const seenWithEntry: boolean[][] = [];
  const watcher = watch(join(root, 'data/listings'), (_event, name) => {
    if (name === '84-old-forest-hill.json')
      seenWithEntry.push(names.map((photo) => existsSync(join(root, 'data/media/uploads', photo))));
  });
  try {
    const saved = await fetch(`${base}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Editor-Key': editorKey },
      body: JSON.stringify({
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [{ slug: '84-old-forest-hill', path: file, raw: `${JSON.stringify(data, null, 2)}\n` }],
          assets: names.map((name, n) => ({
            path: `data/media/uploads/${name}`,
            content: photos[n]!.toString('base64'),
            encoding: 'base64',
          })),
          options: { commitMessage: 'Update', useWorkflow: false, status: 'draft' },
        },
      }),
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
