import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * Photos chosen in the form and not saved yet, as the page sends them once it has prepared them
 * (photoUploads.ts): the preview draws them, the page's check counts them as there, and the save
 * stores them as sent. The preview's page is not drawn here (no build): the answer is the check's
 * verdict, through the real routes and decap-server.
 */
let root: string;
let backend: DecapServer;
let server: Server;
/** The editor's key for this start, as its page sends it (editorAccess.ts). */
let editorKey = '';
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-preview-photos-'));
  cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
  backend = await startDecapServer({ repoDir: root });
  // A build that does not exist: the preview of an entry with errors answers before drawing anything.
  const routes = editorRoutes(root, {
    backend,
    build: { distDir: join(root, 'no-dist'), ssrDir: join(root, 'no-ssr'), imageCacheDir: join(root, 'cache') },
  });
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

/** A photo as the editor's page sends it, prepared (photoUploads.ts): upright, no metadata; `shade` makes each one a different file. */
const preparedPhoto = (width: number, height: number, shade: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: shade, g: 120, b: 90 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Editor-Key': editorKey },
    body: JSON.stringify(body),
  });
const listing = () =>
  JSON.parse(readFileSync(join(root, 'data/listings/84-old-forest-hill.json'), 'utf8')) as Record<string, unknown> & {
    images: object[];
  };

test('three new photos: drawn in the preview as the page sent them, checked in the page, stored as sent', async () => {
  const photos = await Promise.all(
    [1, 2, 3].map(async (n) => ({ name: `img-20${40 + n}.jpg`, data: await preparedPhoto(2667, 4000, 40 * n) })),
  );
  const media = photos.map(({ name, data }) => ({
    path: `data/media/uploads/${name}`,
    content: data.toString('base64'),
  }));
  const data = {
    ...listing(),
    images: [
      ...listing().images,
      ...photos.map(({ name }) => ({ src: `/media/uploads/${name}`, alt: `A room of the house, ${name}` })),
    ],
  };
  const entry = { collection: 'listings', slug: '84-old-forest-hill', data };

  // The form as it stands, drawn before any save: no photo is called missing (the missing build is what stops the drawing here).
  const previewed = await post('/preview', { ...entry, media });
  expect(await previewed.text()).not.toMatch(/does not exist/);

  // Publish: the page's check (the photos chosen count as there), then the save with the photos, as Decap sends them.
  const started = performance.now();
  expect((await checkedAsTheEditorDoes(root, { ...entry, media })).errors).toEqual([]);
  const assets = media.map((asset) => ({ ...asset, encoding: 'base64' as const }));
  const file = {
    slug: '84-old-forest-hill',
    path: 'data/listings/84-old-forest-hill.json',
    raw: JSON.stringify(data, null, 2) + '\n',
  };
  const saved = await post('/api/v1', {
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [file],
      assets,
      options: { commitMessage: 'Update', useWorkflow: false, status: 'draft' },
    },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const saveMs = performance.now() - started;
  // Nothing on the way prepared them again: stored byte for byte as the page sent them.
  for (const { name, data: photo } of photos)
    expect(readFileSync(join(root, `data/media/uploads/${name}`)).equals(photo), name).toBe(true);
  console.log(`[editor] Publish with 3 new photos, the check and the save: ${saveMs.toFixed(0)} ms`);
}, 120_000);

test('the preview measures a photo as the page sent it, preparing nothing again (the page refuses a photo too small as it is chosen: editorUploadPhotos.e2e.ts)', async () => {
  const small = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  // An error elsewhere in the entry: the preview answers with the check's messages and warnings, without drawing.
  const data = {
    ...listing(),
    neighbourhood: 'atlantis',
    images: [{ src: '/media/uploads/small.jpg', alt: 'A small photo' }],
  };
  const previewed = await post('/preview', {
    collection: 'listings',
    slug: '84-old-forest-hill',
    data,
    media: [{ path: 'data/media/uploads/small.jpg', content: small.toString('base64') }],
  });
  expect(await previewed.text()).toContain('Fix these to see the page');
  const warnings = JSON.parse(decodeURIComponent(previewed.headers.get('x-entry-warnings') ?? '')) as string[];
  expect(warnings).toContainEqual(expect.stringMatching(/this image is 1200 px wide but is shown up to \d+ px wide/i));
});

test('warnings reach the form: a save with only warnings goes ahead, and says them in the form’s words', async () => {
  const cheap = { ...listing(), price: { kind: 'amount', amount: 4500, currency: 'CAD' } };
  const verdict = await checkedAsTheEditorDoes(root, {
    collection: 'listings',
    slug: '84-old-forest-hill',
    data: cheap,
  });
  expect(verdict.errors).toEqual([]);
  expect(verdict.warnings).toEqual([
    expect.stringMatching(
      /^"Price › Amount": An asking price of \$4,500 is under \$50,000: are zeros missing\? Write the whole amount in dollars, e\.g\. 4500000 for \$4\.5 million\.\n\s+details: data\/listings\/84-old-forest-hill\.json:\d+:\d+ field: price\.amount /,
    ),
  ]);
  // A photo the entry no longer shows is left unused in data/media.
  const withoutFirst = { ...listing(), images: listing().images.slice(1) };
  const dropped = await checkedAsTheEditorDoes(root, {
    collection: 'listings',
    slug: '84-old-forest-hill',
    data: withoutFirst,
  });
  expect(dropped.warnings).toEqual([
    expect.stringMatching(
      /^No page shows the photo \/media\/listings\/84-old-forest-hill\/1\.jpg any more\. Delete it under Media, or add it to the entry that should show it\.\n/,
    ),
  ]);
  // The preview's answer (drawn by npm start) carries the same, for the notice beside the form (here beside an error, as no build is there to draw the page).
  const previewed = await post('/preview', {
    collection: 'listings',
    slug: '84-old-forest-hill',
    data: { ...cheap, neighbourhood: 'atlantis' },
  });
  expect(await previewed.text()).toContain('Fix these to see the page');
  expect(JSON.parse(decodeURIComponent(previewed.headers.get('x-entry-warnings') ?? ''))).toEqual(verdict.warnings);
});

test('/admin/problems lists the content’s warnings after its problems, as stopping nothing', async () => {
  const file = join(root, 'data/listings/7-crescent-road.json');
  const saved = readFileSync(file, 'utf8');
  try {
    writeFileSync(
      file,
      JSON.stringify(
        { ...(JSON.parse(saved) as object), price: { kind: 'amount', amount: 9750, currency: 'CAD' } },
        null,
        2,
      ),
    );
    const page = await (await fetch(`${base}/problems`)).text();
    expect(page).toContain('The content has no problems');
    expect(page).toMatch(
      /<h2>Worth a look: \d+ warnings?<\/h2>\s+<p>These do not stop the site: each may be meant, but is often a slip\.<\/p>/,
    );
    expect(page).toContain('<strong>an asking price of $9,750 is under $50,000: are zeros missing?</strong>');
    expect(page).toContain(
      '<a href="/admin/#/collections/listings/entries/7-crescent-road">Open 7-crescent-road in the editor</a>',
    );
  } finally {
    writeFileSync(file, saved);
  }
});
