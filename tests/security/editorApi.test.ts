/**
 * Issue 42 item 1: the local editor's backend reads and writes the content (data/) and nothing
 * else, and answers only npm start's own editor page. Replayed over real HTTP against the editor's
 * routes (the proxy at /admin/api/v1) and decap-server behind them, on a copy of a project with
 * files outside data/ to steal or overwrite: a script, package.json, the database's lock, and links
 * inside data/ that point out of it.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDecapServer, type DecapServer } from '../../scripts/cms/server/decapServer.ts';
import { editorRoutes } from '../../scripts/cms/server/editorRoutes.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

let root: string;
let backend: DecapServer;
let server: Server;
let port: number;
let key: string;

const PACKAGE = '{"name":"victim","scripts":{"start":"node start.js"}}\n';
const SCRIPT = 'export const untouched = true;\n';
const LISTING = 'data/listings/7-crescent-road.json';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'security-editor-'));
  cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
  mkdirSync(join(root, 'scripts'));
  mkdirSync(join(root, '.local-db'));
  writeFileSync(join(root, 'package.json'), PACKAGE);
  writeFileSync(join(root, 'scripts', 'existing.ts'), SCRIPT);
  writeFileSync(join(root, '.local-db', 'owner.lock'), '{"pid":1}\n');
  mkdirSync(join(root, 'data', 'media', 'uploads'), { recursive: true });
  // Links inside data/ that lead out of it: a file, a folder, and an entry that is package.json.
  symlinkSync(join(root, 'package.json'), join(root, 'data', 'media', 'uploads', 'leak.jpg'));
  symlinkSync(join(root, 'scripts'), join(root, 'data', 'linked'));
  symlinkSync(join(root, 'package.json'), join(root, 'data', 'listings', 'leak.json'));
  backend = await startDecapServer({ repoDir: root });
  const routes = editorRoutes(root, { backend });
  key = routes.key;
  server = createServer((req, res) => {
    if (!routes(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await backend?.stop();
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

/** A POST with exactly these headers (node:http, so Host can be forged as a rebinding page sends it). */
function post(url: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } }, (res) => {
      let answer = '';
      res.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer }));
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** A GET with exactly these headers. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let answer = '';
      res.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer }));
    });
    req.on('error', reject);
    req.end();
  });
}

const api = () => `http://127.0.0.1:${port}/admin/api/v1`;
/** As the editor's page sends it: its own Host and Origin, and the key it was served. */
const fromEditor = () => ({ Host: `127.0.0.1:${port}`, Origin: `http://127.0.0.1:${port}`, 'X-Editor-Key': key });
const getEntry = (path: string) => ({ action: 'getEntry', params: { branch: 'main', path } });
const untouched = () => {
  expect(readFileSync(join(root, 'package.json'), 'utf8')).toBe(PACKAGE);
  expect(readFileSync(join(root, 'scripts', 'existing.ts'), 'utf8')).toBe(SCRIPT);
  expect(existsSync(join(root, 'scripts', 'x.ts'))).toBe(false);
  expect(existsSync(join(root, '.local-db', 'owner.lock'))).toBe(true);
};

describe('who may call the editor API', () => {
  test('the editor page itself reads an entry (the rules below are not a refusal of everything)', async () => {
    const answer = await post(api(), getEntry(LISTING), fromEditor());
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('7 Crescent Road');
  });

  test('a page that rebinds its own name to 127.0.0.1 (Host and Origin its own) is refused', async () => {
    const rebound = { ...fromEditor(), Host: `attacker.example:${port}`, Origin: `http://attacker.example:${port}` };
    const answer = await post(api(), getEntry('package.json'), rebound);
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('victim');
  });

  test('a page on another origin is refused, with the key or without', async () => {
    const foreign = await post(api(), getEntry(LISTING), { ...fromEditor(), Origin: 'http://127.0.0.1:1' });
    expect(foreign.status).toBe(403);
  });

  test('a request without the key, or with another, is refused', async () => {
    const { 'X-Editor-Key': _, ...withoutKey } = fromEditor();
    for (const headers of [withoutKey, { ...withoutKey, 'X-Editor-Key': 'f'.repeat(64) }]) {
      const answer = await post(api(), getEntry(LISTING), headers);
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain('Crescent');
    }
  });

  test('decap-server cannot be called directly: not without its key, not outside data/ with it', async () => {
    const direct = await post(backend.url, getEntry(LISTING), {});
    expect(direct.status).toBe(403);
    expect(direct.body).not.toContain('Crescent');
    const withKey = await post(backend.url, getEntry('package.json'), { 'X-Decap-Backend-Key': backend.key });
    expect(withKey.status).toBe(403);
    expect(withKey.body).not.toContain('victim');
  });
});

/** Every spelling of a file outside data/ an attacker might try. */
const OUTSIDE = [
  'scripts/x.ts',
  'package.json',
  '../package.json',
  '/etc/passwd',
  'data/../scripts/x.ts',
  'data/../package.json',
  './data/../package.json',
  'data%2F..%2Fscripts%2Fx.ts',
  'data/%2e%2e/package.json',
  'data\\..\\scripts\\x.ts',
  'data/linked/x.ts',
  'data/linked/existing.ts',
  'data/media/uploads/leak.jpg',
  'data/listings/leak.json',
  '.local-db/owner.lock',
];

const RAW = '{"slug":"x"}\n';
const ACTIONS: Record<string, (path: string) => unknown> = {
  getEntry,
  entriesByFiles: (path) => ({ action: 'entriesByFiles', params: { branch: 'main', files: [{ path }] } }),
  entriesByFolder: (path) => ({
    action: 'entriesByFolder',
    params: { branch: 'main', folder: path, extension: 'ts', depth: 1 },
  }),
  getMediaFile: (path) => ({ action: 'getMediaFile', params: { branch: 'main', path } }),
  getMedia: (path) => ({ action: 'getMedia', params: { branch: 'main', mediaFolder: path } }),
  persistEntry: (path) => ({
    action: 'persistEntry',
    params: { branch: 'main', dataFiles: [{ path, raw: RAW }], assets: [], options: { commitMessage: 'x' } },
  }),
  'persistEntry (a move)': (path) => ({
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [{ path: 'data/listings/old-forest-hill.json', newPath: path, raw: RAW }],
      assets: [],
      options: { commitMessage: 'x' },
    },
  }),
  'persistEntry (an asset)': (path) => ({
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [{ path: 'data/listings/new-one.json', raw: '{"slug":"new-one"}' }],
      assets: [{ path, content: Buffer.from(SCRIPT).toString('base64'), encoding: 'base64' }],
      options: { commitMessage: 'x' },
    },
  }),
  persistMedia: (path) => ({
    action: 'persistMedia',
    params: {
      branch: 'main',
      asset: { path, content: Buffer.from(SCRIPT).toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'x' },
    },
  }),
  deleteFile: (path) => ({ action: 'deleteFile', params: { branch: 'main', path, options: { commitMessage: 'x' } } }),
  deleteFiles: (path) => ({
    action: 'deleteFiles',
    params: { branch: 'main', paths: [path], options: { commitMessage: 'x' } },
  }),
};

describe('the editor API touches data/ only, whatever the spelling', () => {
  for (const [name, body] of Object.entries(ACTIONS))
    test(`${name}: every path outside data/ is refused, and nothing outside it is read or changed`, async () => {
      for (const path of OUTSIDE) {
        const answer = await post(api(), body(path), fromEditor());
        expect({ path, status: answer.status }).toEqual({ path, status: 403 });
        expect(answer.body).toContain("only the site's content");
        expect(answer.body).not.toContain('victim');
        expect(answer.body).not.toContain('untouched');
        untouched();
      }
      expect(existsSync(join(root, 'data/listings/old-forest-hill.json'))).toBe(true);
      expect(existsSync(join(root, 'data/listings/new-one.json'))).toBe(false);
    });

  test('a folder listed by the editor leaves out a link inside it that leads out of data/', async () => {
    const entries = await post(
      api(),
      { action: 'entriesByFolder', params: { branch: 'main', folder: 'data/listings', extension: 'json', depth: 1 } },
      fromEditor(),
    );
    expect(entries.status).toBe(200);
    expect(entries.body).toContain('7-crescent-road.json');
    expect(entries.body).not.toContain('leak.json');
    expect(entries.body).not.toContain('victim');
    const media = await post(
      api(),
      { action: 'getMedia', params: { branch: 'main', mediaFolder: 'data/media/uploads' } },
      fromEditor(),
    );
    expect(media.status).toBe(200);
    expect(media.body).not.toContain('leak.jpg');
  });

  test('an action the local editor never sends is refused', async () => {
    const answer = await post(api(), { action: 'publishUnpublishedEntry', params: { branch: 'main' } }, fromEditor());
    expect(answer.status).toBe(403);
  });
});

describe("the content index the editor's page checks against (GET /admin/content.json)", () => {
  const indexUrl = () => `http://127.0.0.1:${port}/admin/content.json`;
  test('is read from data/ at each request and holds nothing a link inside data/ leads to', async () => {
    const first = await get(indexUrl(), fromEditor());
    expect(first.status).toBe(200);
    const index = JSON.parse(first.body) as { files: Record<string, string>; media: Record<string, unknown> };
    expect(index.files[LISTING]).toContain('7 Crescent Road');
    expect(Object.keys(index.files)).not.toContain('data/listings/leak.json');
    expect(Object.keys(index.media)).not.toContain('data/media/uploads/leak.jpg');
    expect(first.body).not.toContain('victim');
    const added = join(root, 'data', 'neighbourhoods', 'saved-after-start.json');
    writeFileSync(added, '{"slug":"saved-after-start"}\n');
    try {
      const again = JSON.parse((await get(indexUrl(), fromEditor())).body) as { files: Record<string, string> };
      expect(again.files['data/neighbourhoods/saved-after-start.json']).toBe('{"slug":"saved-after-start"}\n');
    } finally {
      rmSync(added);
    }
  });

  test('answers only the editor page with its key, and neither the index nor the preview answers another origin', async () => {
    const { 'X-Editor-Key': _, ...withoutKey } = fromEditor();
    const rebound = { ...fromEditor(), Host: `attacker.example:${port}`, Origin: `http://attacker.example:${port}` };
    for (const headers of [withoutKey, { ...fromEditor(), Origin: 'http://127.0.0.1:1' }, rebound]) {
      const answer = await get(indexUrl(), headers);
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain('Crescent');
      const preview = await post(
        `http://127.0.0.1:${port}/admin/preview`,
        { collection: 'listings', slug: '7-crescent-road', data: {} },
        headers,
      );
      expect(preview.status).toBe(403);
      expect(preview.body).not.toContain('Crescent');
    }
  });

  test('the check runs in the page alone: npm start answers no check of its own, even to the editor', async () => {
    const check = await post(
      `http://127.0.0.1:${port}/admin/check`,
      { collection: 'listings', slug: '7-crescent-road', data: {} },
      fromEditor(),
    );
    expect(check.status).toBe(404);
  });
});
