import { editorApiRequest } from './editorApiRequest.ts';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDecapServer, type DecapServer } from '../../scripts/cms/server/decapServer.ts';
import { editorRoutes } from '../../scripts/cms/server/editorRoutes.ts';
import { checkedAsTheEditorDoes, type EntryToCheck } from '../helpers/editorCheck.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

/** The errors the editor's check before a save answers (its warnings aside). */
const checkEntry = async (root: string, entry: EntryToCheck) => (await checkedAsTheEditorDoes(root, entry)).errors;

/** No save can stop the site: a new entry never takes an existing entry's slug, and no file is
 *  ever written under a name other than its slug (decap-server would write "<slug>-1.json"). */
let root: string;
let backend: DecapServer;
let server: Server;
/** The editor's key for this start, as its page sends it (editorAccess.ts). */
let editorKey = '';
let apiUrl: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-slugs-'));
  cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
  backend = await startDecapServer({ repoDir: root });
  const routes = editorRoutes(root, { backend });
  editorKey = routes.key;
  server = createServer((req, res) => {
    if (!routes(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await backend?.stop();
  rmSync(root, { recursive: true, force: true });
});

const TAKEN =
  'A listing with the address slug 7-crescent-road already exists: choose another slug, or open that listing to edit it.';
const existing = () => readFileSync(join(root, 'data/listings/7-crescent-road.json'), 'utf8');
const listingFiles = () => readdirSync(join(root, 'data/listings')).sort();

/** What Decap sends decap-server to write an entry (its persistEntry request). */
const persist = (path: string, data: object, newEntry: boolean) =>
  editorApiRequest(`${apiUrl}/api/v1`, editorKey, 'persistEntry', {
    branch: 'main',
    dataFiles: [
      {
        path,
        slug: path
          .split('/')
          .pop()!
          .replace(/\.json$/, ''),
        raw: JSON.stringify(data, null, 2) + '\n',
      },
    ],
    assets: [],
    options: { newEntry, collectionName: 'listings', commitMessage: 'Create', useWorkflow: false, status: 'draft' },
  });

test("the form's check refuses a new listing given a taken slug, in a sentence, before anything is written", async () => {
  const before = listingFiles();
  const data = { ...(JSON.parse(existing()) as object), address: '7 Crescent Road, second unit' };
  // Refused by the page's check on the file name alone, before any save is sent.
  expect(await checkEntry(root, { collection: 'listings', slug: '', data })).toEqual([TAKEN]);
  expect(listingFiles()).toEqual(before);
  // The same entry, opened from its own file, is an edit and passes.
  expect(
    await checkEntry(root, {
      collection: 'listings',
      slug: '7-crescent-road',
      data: JSON.parse(existing()) as Record<string, unknown>,
    }),
  ).toEqual([]);
  // Every collection says it with its own word.
  const member = JSON.parse(readFileSync(join(root, 'data/team/julian-mercer.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  expect(await checkEntry(root, { collection: 'team', slug: '', data: member })).toEqual([
    'A team member with the address slug julian-mercer already exists: choose another slug, or open that team member to edit it.',
  ]);
});

test('decap-server is never asked to write a new entry beside a taken slug: "7-crescent-road-1.json" is refused and not written', async () => {
  const data = JSON.parse(existing()) as Record<string, unknown>;
  const before = existing();
  const response = await persist('data/listings/7-crescent-road-1.json', data, true);
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({ error: TAKEN });
  expect(existsSync(join(root, 'data/listings/7-crescent-road-1.json'))).toBe(false);
  // A new entry may not replace the file of the slug either.
  expect(
    (await persist('data/listings/7-crescent-road.json', { ...data, address: 'Another house' }, true)).status,
  ).toBe(409);
  expect(existing()).toBe(before);
});

test("a file is only written under its slug's name; a new slug and an edit are written as asked", async () => {
  const data = JSON.parse(existing()) as Record<string, unknown>;
  const mismatch = await persist('data/listings/9-crescent-road.json', { ...data, slug: '11-crescent-road' }, false);
  expect(mismatch.status).toBe(409);
  expect(((await mismatch.json()) as { error: string }).error).toBe(
    'The listing was not saved: its address slug "11-crescent-road" must also be its file\'s name, and the editor was about to write data/listings/9-crescent-road.json.',
  );
  expect(existsSync(join(root, 'data/listings/9-crescent-road.json'))).toBe(false);

  const created = await persist('data/listings/9-crescent-road.json', { ...data, slug: '9-crescent-road' }, true);
  expect(created.status, await created.clone().text()).toBe(200);
  expect(JSON.parse(readFileSync(join(root, 'data/listings/9-crescent-road.json'), 'utf8'))).toMatchObject({
    slug: '9-crescent-road',
  });
  const edited = await persist(
    'data/listings/7-crescent-road.json',
    { ...data, address: '7 Crescent Road (edited)' },
    false,
  );
  expect(edited.status).toBe(200);
  expect(JSON.parse(existing())).toMatchObject({ address: '7 Crescent Road (edited)' });
});
