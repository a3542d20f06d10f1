/** The build's image step returns new site data with each photo's variants; the data it was given is left as it was. */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteData } from '../../src/content/render/routeData.ts';
import { withImageVariants } from '../../scripts/siteBuild/images/withImageVariants.ts';

const dir = mkdtempSync(join(tmpdir(), 'variants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Freezes a value and everything in it, so any write into it throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const item of value instanceof Map ? value.values() : Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

const photo = { src: '/media/fixtures/photo.jpg', alt: 'A facade', width: 48, height: 32 };
const route = (path: string): RouteData =>
  ({
    page: {
      path,
      meta: { title: 't', description: 'd', canonical: path, image: { ...photo, url: photo.src } },
      header: 'solid',
      blocks: [{ type: 'pageHero', heading: 'H', image: { ...photo } }],
    },
    shell: {},
  }) as unknown as RouteData;

describe('withImageVariants', () => {
  it('adds variants and a placeholder to every local photo in new objects, without touching the site it was given', async () => {
    mkdirSync(join(dir, 'data', 'media', 'fixtures'), { recursive: true });
    cpSync(
      join(import.meta.dirname, '..', 'fixtures', 'media', 'photo.jpg'),
      join(dir, 'data', 'media', 'fixtures', 'photo.jpg'),
    );
    const site = deepFreeze({
      routes: new Map([['/', route('/')]]),
      notFound: route('*'),
      structuredData: new Map(),
      redirects: [],
      dataFiles: new Map(),
      baseUrl: 'https://example.com',
    });
    const before = JSON.stringify([...site.routes.values(), site.notFound]);

    const { site: result, photos } = await withImageVariants(
      site,
      join(dir, 'data'),
      join(dir, 'out'),
      join(dir, 'cache'),
    );

    expect(photos).toBe(1);
    expect(JSON.stringify([...site.routes.values(), site.notFound])).toBe(before);
    const image = (result.routes.get('/')!.page.blocks[0] as unknown as { image: Record<string, unknown> }).image;
    expect(Object.keys(image)).toEqual(['src', 'alt', 'width', 'height', 'sources', 'placeholder']);
    expect(String((image.sources as { avif: string }).avif)).toMatch(/ 48w$/);
    expect(image.placeholder).toMatch(/^data:image\//);
    expect((result.notFound.page.blocks[0] as unknown as { image: object }).image).toHaveProperty('sources');
  });

  it('gives a photo wider than the largest variant a JPEG at that width as its fallback src, so no page asks for the original', async () => {
    const { default: sharp } = await import('sharp');
    await sharp({ create: { width: 3600, height: 2400, channels: 3, background: '#8a7f6c' } })
      .jpeg()
      .toFile(join(dir, 'data', 'media', 'fixtures', 'wide.jpg'));
    const wide = { src: '/media/fixtures/wide.jpg', alt: 'A wide photo', width: 3600, height: 2400 };
    const page = route('/');
    (page.page.blocks[0] as unknown as { image: object }).image = wide;
    const site = {
      routes: new Map([['/', page]]),
      notFound: route('*'),
      structuredData: new Map(),
      redirects: [],
      dataFiles: new Map(),
      baseUrl: 'https://example.com',
    };

    const { site: result } = await withImageVariants(site, join(dir, 'data'), join(dir, 'out'), join(dir, 'cache'));

    const image = (result.routes.get('/')!.page.blocks[0] as unknown as { image: { src: string; width: number } })
      .image;
    expect(image.src).toMatch(/^\/assets\/media\/wide-\w{8}-2400\.jpg$/);
    expect(image.width).toBe(3600);
    const fallback = await sharp(join(dir, 'out', image.src)).metadata();
    expect([fallback.format, fallback.width]).toEqual(['jpeg', 2400]);
  });
});
