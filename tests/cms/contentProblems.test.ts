import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { editorScript, PROBLEMS_NOTICE_SCRIPT } from '../../scripts/cms/config/adminFiles.ts';
import { editorLinkOf, problemsBlock } from '../../scripts/cms/server/contentProblems.ts';
import { editorRoutes } from '../../scripts/cms/server/editorRoutes.ts';
import { buildOrKeepLastGood, notBuiltRoutes } from '../../scripts/dev/lastGoodBuild.ts';
import { serveStatic, type StaticServer } from '../../scripts/dev/serve/staticServer.ts';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { ContentError } from '../../src/content/load/problem.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

/** Content that fails the check (the case: a second listing saved as "7-crescent-road-1.json"
 *  with the slug "7-crescent-road") keeps npm start serving, and the editor lists the problems. */
let root: string;
let stamp: string;
const duplicate = () => join(root, 'data/listings/7-crescent-road-1.json');

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'content-problems-'));
  cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
  writeFileSync(duplicate(), readFileSync(join(root, 'data/listings/7-crescent-road.json')));
  stamp = join(root, 'build-stamp.json');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const checkTheContent = async () => loadValidContent(root);

test('a build the content check stops keeps the last good build on show, and hands the problems over instead of stopping', async () => {
  writeFileSync(stamp, '{}');
  const kept = await buildOrKeepLastGood({ stale: true, build: checkTheContent, stampFile: stamp });
  expect(kept.hasBuild).toBe(true);
  expect(kept.problems).toBeInstanceOf(ContentError);
  expect(kept.problems!.report).toMatch(
    /data\/listings\/7-crescent-road-1\.json:\d+:\d+\s+field: slug\s+the slug "7-crescent-road" must match the file name/,
  );

  rmSync(stamp);
  expect(await buildOrKeepLastGood({ stale: true, build: checkTheContent, stampFile: stamp })).toMatchObject({
    hasBuild: false,
  });
  // Anything else than the content (a broken bundle) still stops npm start, with its own message.
  await expect(
    buildOrKeepLastGood({ stale: true, build: () => Promise.reject(new Error('Vite failed')), stampFile: stamp }),
  ).rejects.toThrow('Vite failed');
  let built = 0;
  expect(await buildOrKeepLastGood({ stale: false, build: async () => built++, stampFile: stamp })).toEqual({
    hasBuild: false,
  });
  expect(built).toBe(0);
});

test('the terminal shows the problems in one block that says what the site is doing and where to fix them', async () => {
  const { problems } = await buildOrKeepLastGood({ stale: true, build: checkTheContent, stampFile: stamp });
  const block = problemsBlock(problems!.report, { hasBuild: true, editorUrl: 'http://127.0.0.1:4173' });
  expect(block).toContain(
    'The content has problems, so the site was not rebuilt.\nThe site shows its last good build until they are fixed; the fix shows on the site within seconds of saving.',
  );
  expect(block).toContain('Fix them in the editor: http://127.0.0.1:4173/admin/problems');
  expect(block).toContain(problems!.report);
  expect(problemsBlock('x', { hasBuild: false, editorUrl: '' })).toContain(
    'The site has never been built from this content, so only the editor runs',
  );
});

test('each problem links to its entry in the editor', () => {
  expect(editorLinkOf('data/listings/7-crescent-road-1.json')).toBe(
    '/admin/#/collections/listings/entries/7-crescent-road-1',
  );
  expect(editorLinkOf('data/site.json')).toBe('/admin/#/collections/settings/entries/site');
  expect(editorLinkOf('data/media/uploads/x.jpg')).toBeUndefined();
});

let server: Server;
let site: StaticServer;
beforeAll(async () => {
  const routes = editorRoutes(root, { hasBuild: () => false });
  server = createServer((req, res) => {
    if (!routes(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // No build at all: the site's addresses say so, the editor's still answer.
  site = await serveStatic(join(root, 'no-build'), {
    port: 0,
    routes: (req, res) => routes(req, res) || notBuiltRoutes([])(req, res),
  });
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await site?.close();
});
const editorUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

test('the editor lists the problems as the files now stand, with links to fix each; a fix clears them', async () => {
  writeFileSync(duplicate(), readFileSync(join(root, 'data/listings/7-crescent-road.json')));
  const before = (await (await fetch(`${editorUrl()}/admin/problems.json`)).json()) as {
    count: number;
    hasBuild: boolean;
  };
  expect(before.count).toBeGreaterThan(0);
  expect(before.hasBuild).toBe(false);
  const page = await (await fetch(`${editorUrl()}/admin/problems`)).text();
  expect(page).toContain(
    '<a href="/admin/#/collections/listings/entries/7-crescent-road-1">Open 7-crescent-road-1 in the editor</a>',
  );
  expect(page).toContain('the slug &#34;7-crescent-road&#34; must match the file name');
  expect(page).toContain('The site has never been built from this content');
  expect(page).not.toMatch(/\bat \S+\.ts:\d+/);

  // Fixed in the editor: the entry given its own slug (the file's name).
  const fixed = { ...(JSON.parse(readFileSync(duplicate(), 'utf8')) as object), slug: '7-crescent-road-1' };
  writeFileSync(duplicate(), JSON.stringify(fixed, null, 2));
  expect(await (await fetch(`${editorUrl()}/admin/problems.json`)).json()).toEqual({ count: 0, hasBuild: false });
  expect(await (await fetch(`${editorUrl()}/admin/problems`)).text()).toContain('The content has no problems');
});

test('with no build at all, the site answers every address with what to fix and a link to the editor; the editor still answers', async () => {
  const home = await fetch(`${site.url}/listings/7-crescent-road`);
  expect(home.status).toBe(503);
  expect(await home.text()).toContain('<a href="/admin/problems">see the problems and fix them in the editor</a>');
  const editor = await fetch(`${site.url}/admin/`);
  expect(editor.status).toBe(200);
  expect(await editor.text()).toContain('<title>Content editor</title>');
});

test('the editor under npm start shows the notice on every page and asks again after each save; the hosted editor has no such endpoint', () => {
  expect(editorScript({ localBackend: true })).toContain(PROBLEMS_NOTICE_SCRIPT);
  expect(PROBLEMS_NOTICE_SCRIPT).toContain("CMS.registerEventListener({ name: 'postSave'");
  expect(editorScript({ localBackend: false })).not.toContain('/admin/problems.json');
});
