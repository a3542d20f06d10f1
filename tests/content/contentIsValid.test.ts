import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { formatProblems } from '../../src/content/load/problem.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';

const root = join(import.meta.dirname, '..', '..');

/**
 * The project's own content, held to rules only (no counts, no slugs): whatever the team adds or
 * removes, these hold exactly when `npm run check` reports no errors.
 */
describe('the content in data/', () => {
  const { content, problems } = loadContent(root);
  const errors = problems.filter((p) => p.severity === 'error');

  it('passes every schema and cross-file rule', () => {
    expect(errors, formatProblems(errors)).toEqual([]);
  });

  it('resolves into a page for every route, each with a title, description and blocks', () => {
    const site = buildSiteData(content!);
    expect(site.routes.size).toBeGreaterThan(0);
    for (const [path, { page }] of site.routes) {
      expect(page.path).toBe(path);
      expect(page.blocks.length, path).toBeGreaterThan(0);
      expect(page.meta.canonical.endsWith(path === '/' ? '/' : path), path).toBe(true);
    }
  });

  it('gives every local image its intrinsic size', () => {
    const site = buildSiteData(content!);
    const json = JSON.stringify([...site.routes.values()].map((r) => r.page));
    const images = [
      ...json.matchAll(/"src":"(\/media\/[^"]+\.(?:jpg|png|svg|webp))","alt":"[^"]*","width":(\d+),"height":(\d+)/g),
    ];
    expect(images.length).toBeGreaterThan(0);
    for (const [, src, w, h] of images) expect(Number(w) * Number(h), src).toBeGreaterThan(0);
  });
});
