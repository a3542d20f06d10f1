/**
 * The pre-rendering lets the event loop run between pages, so the compression started on a page
 * just written is heard from (and the next one started) while later pages render, not only once
 * the last page is done. The renderer here answers through promises alone, as the real one does
 * once its blocks' code is loaded: nothing else would give the loop a turn.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderSite, type Render } from '../../scripts/siteBuild/prerender.ts';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

const { content } = loadContent(fixtureSiteRoot);
const site = buildSiteData(content!);
const outDir = mkdtempSync(join(tmpdir(), 'prerender-turns-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('pre-rendering with the event loop turning between pages', () => {
  it('hears of each page written before the next page after it renders', async () => {
    const heard: string[] = [];
    const heardByRender: number[] = [];
    const render = (async (url: string, data) => {
      heardByRender.push(heard.length);
      return { html: `<p>${url}</p>`, styles: '', routeData: data, embeddedData: data };
    }) as Render;
    // What the compressor does: work finished on libuv's threads is heard of in a later turn of the loop.
    const written = (file: string) => setImmediate(() => heard.push(file));

    const pages = await prerenderSite(site, render, outDir, () => '', written);

    expect(pages).toBe(site.routes.size + 1);
    expect(heardByRender).toHaveLength(pages);
    // Each page writes its HTML and its data: by the time page k renders, the 2 × k files before it were heard of.
    expect(heardByRender).toEqual(heardByRender.map((_, k) => 2 * k));
    const [first] = site.routes.keys();
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain(`<p>${first}</p>`);
  });
});
