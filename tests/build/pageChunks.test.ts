import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstLoadJs } from '../../bench/firstLoadJs.ts';
import { htmlFileFor } from '../../scripts/siteBuild/prerender.ts';
import { blockChunksFile, blockTypesByPage, chunkNamesByPages } from '../../scripts/siteBuild/vite/pageChunks.ts';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { type BlockType, isInteractive } from '../../src/blocks/registry.ts';
import { buildTestSite } from '../helpers/builtSite.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

/** A module graph written out by hand: each id with its static and dynamic imports. */
function graphOf(modules: Record<string, { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>) {
  return {
    ids: Object.keys(modules),
    info: (id: string) => {
      const m = modules[id];
      return m
        ? { imports: m.imports ?? [], dynamicImports: m.dynamicImports ?? [], isEntry: m.isEntry ?? false }
        : null;
    },
  };
}

const block = (type: string, file: string) => `/p/src/blocks/${type}/${file}.tsx`;
const components = '/p/src/blocks/components.ts';

describe('chunkNamesByPages: which modules share a file', () => {
  const graph = graphOf({
    '/p/src/site/entryClient.tsx': { isEntry: true, imports: ['/p/src/site/App.tsx'] },
    '/p/src/site/App.tsx': { imports: [components, '/p/src/ui/styles.ts'], dynamicImports: ['/p/src/forms/client.ts'] },
    '/p/src/forms/client.ts': { imports: ['/p/src/forms/messages.ts'] },
    '/p/src/forms/messages.ts': {},
    '/p/src/ui/styles.ts': {},
    [components]: {
      dynamicImports: [
        block('hero', 'Hero'),
        block('cards', 'Cards'),
        block('gallery', 'Gallery'),
        block('legal', 'Legal'),
      ],
    },
    [block('hero', 'Hero')]: { imports: ['/p/src/ui/styles.ts', '/p/src/ui/prose.ts'] },
    [block('cards', 'Cards')]: { imports: ['/p/src/ui/prose.ts', '/p/src/ui/cardGrid.ts', '/p/src/forms/messages.ts'] },
    [block('gallery', 'Gallery')]: {
      imports: ['/p/src/ui/cardGrid.ts', block('gallery', 'state')],
      dynamicImports: [block('gallery', 'Carousel')],
    },
    [block('gallery', 'state')]: {},
    [block('gallery', 'Carousel')]: { imports: [block('gallery', 'state'), '/p/node_modules/swiper/index.js'] },
    '/p/node_modules/swiper/index.js': {},
    [block('legal', 'Legal')]: {},
    '/p/src/ui/prose.ts': {},
    '/p/src/ui/cardGrid.ts': {},
  });
  // Pages 0 and 1 show the hero and the cards; pages 2 and 3 the gallery, page 3 with the legal text.
  const pages = [['hero', 'cards'], ['cards', 'hero'], ['gallery'], ['gallery', 'legal']];
  const { names, blockComponents } = chunkNamesByPages(graph, pages);

  it('puts blocks that exactly the same pages show in one file, with the code only they use', () => {
    expect(blockComponents.get(block('cards', 'Cards'))).toBe('cards');
    expect(names.get(block('cards', 'Cards'))).toBe('Cards-and-1');
    expect(names.get(block('hero', 'Hero'))).toBe('Cards-and-1');
    expect(names.get('/p/src/ui/prose.ts')).toBe('Cards-and-1');
  });

  it('leaves a block alone on its pages, and what blocks on different pages share, to Rolldown', () => {
    // cardGrid.ts is used by the cards (pages 0, 1) and the gallery (pages 2, 3).
    expect(names.get(block('gallery', 'Gallery'))).toBeUndefined();
    expect(names.get('/p/src/ui/cardGrid.ts')).toBeUndefined();
    expect(names.get(block('legal', 'Legal'))).toBeUndefined();
  });

  it('never groups what the app reaches, now or on demand, nor what a block loads on demand', () => {
    expect(names.get('/p/src/ui/styles.ts')).toBeUndefined();
    // Imported by the cards block, but also by the forms' client, which the app loads on demand.
    expect(names.get('/p/src/forms/messages.ts')).toBeUndefined();
    expect(names.get(block('gallery', 'Carousel'))).toBeUndefined();
    expect(names.get('/p/node_modules/swiper/index.js')).toBeUndefined();
  });

  it('groups code a block shares with its on-demand piece along with the block, on the same pages', () => {
    const withTwin = chunkNamesByPages(graph, [
      ['gallery', 'legal'],
      ['legal', 'gallery'],
    ]).names;
    expect(withTwin.get(block('gallery', 'Gallery'))).toBe('Gallery-and-1');
    expect(withTwin.get(block('gallery', 'state'))).toBe('Gallery-and-1');
    expect(withTwin.get(block('legal', 'Legal'))).toBe('Gallery-and-1');
    expect(withTwin.get(block('gallery', 'Carousel'))).toBeUndefined();
  });
});

describe('the built pages load exactly the interactive blocks they show', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await buildTestSite();
  });

  it('every interactive block a page shows is in its first load, and no other block is', () => {
    const files = JSON.parse(readFileSync(join(dist, blockChunksFile), 'utf8')) as Record<string, string>;
    let withInteractive = 0;
    for (const [route, types] of blockTypesByPage(buildSiteData(loadValidContent(fixtureSiteRoot).content))) {
      const shown = types.filter((type) => isInteractive(type as BlockType));
      const firstLoad = new Set(
        firstLoadJs(dist, join(dist, route === '/404' ? '404.html' : htmlFileFor(route))).files.map((f) =>
          f.replace(/^\//, ''),
        ),
      );
      const loaded = Object.entries(files).flatMap(([type, file]) => (firstLoad.has(file) ? [type] : []));
      expect(loaded.sort(), route).toEqual([...shown].sort());
      if (shown.length) withInteractive++;
    }
    // Pages with a form, the gallery, the grid, the calculator or the video. (Since a listing's
    // details became static, no two interactive blocks are shown by exactly the same pages of the
    // fixture, so nothing is grouped here; the grouping itself is tested above on page sets.)
    expect(withInteractive).toBeGreaterThan(10);
  });

  it("no static block's component is in the browser's build", () => {
    const files = JSON.parse(readFileSync(join(dist, blockChunksFile), 'utf8')) as Record<string, string>;
    expect(Object.keys(files).filter((type) => !isInteractive(type as BlockType))).toEqual([]);
    const assets = readdirSync(join(dist, 'assets'));
    for (const component of ['TeamGrid', 'RichText', 'LegalDocument', 'PageHero', 'NotFound'])
      expect(
        assets.filter((f) => f.startsWith(`${component}-`)),
        component,
      ).toEqual([]);
  });
});
