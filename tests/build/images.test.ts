import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeVariants } from '../../scripts/siteBuild/images/encodeVariants.ts';
import { buildTestSite } from '../helpers/builtSite.ts';

let dist: string;
beforeAll(async () => {
  dist = await buildTestSite();
});

const pageHtml = (file: string) => readFileSync(join(dist, file), 'utf8');
const htmlFiles = (dir = dist): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
const imgTags = (file: string) => readFileSync(file, 'utf8').match(/<img [^>]+>/g) ?? [];

describe('images in the built pages', () => {
  it('every <img> has width, height and alt, and lazy-loads unless it is the first-screen image', () => {
    for (const file of htmlFiles()) {
      const imgs = imgTags(file);
      for (const img of imgs) {
        expect(img, file).toMatch(/ width="\d+"/);
        expect(img, file).toMatch(/ height="\d+"/);
        expect(img, file).toMatch(/ alt="/);
        expect(img, file).toMatch(/ loading="(lazy|eager)"/);
      }
      expect(
        imgs.filter((i) => i.includes('loading="eager"')).length,
        `${file}: at most the hero and the gallery's first photo load eagerly`,
      ).toBeLessThanOrEqual(2);
    }
  });

  it('the first-screen image is fetched at high priority, every lazy photo at low (a card peeking into the first screen must not compete with it)', () => {
    let lazy = 0;
    for (const file of htmlFiles()) {
      for (const img of imgTags(file)) {
        const eager = img.includes('loading="eager"');
        lazy += eager ? 0 : 1;
        expect(img, file).toContain(eager ? 'fetchPriority="high"' : 'fetchPriority="low"');
      }
    }
    expect(lazy).toBeGreaterThan(50);
  });

  it('photos offer AVIF and WebP variants that exist, with a blurred placeholder', () => {
    const html = pageHtml('listings/index.html');
    const sources = [...html.matchAll(/<source type="image\/(avif|webp)" srcSet="([^"]+)"/g)];
    expect(sources.length).toBeGreaterThanOrEqual(16);
    for (const [, , srcset] of sources)
      for (const candidate of srcset!.split(', ')) {
        const [url, width] = candidate.split(' ');
        expect(width).toMatch(/^\d+w$/);
        expect(existsSync(join(dist, url!)), url).toBe(true);
      }
    expect(html).toMatch(/background-image:url\(data:image\/webp;base64,[A-Za-z0-9+/=]+\)/);
  });

  it('the home page preloads the hero poster with the same AVIF candidates and sizes the page uses', () => {
    const html = pageHtml('index.html');
    const preload = html.match(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/,
    );
    expect(preload).not.toBeNull();
    expect(preload![1]).toContain('hero-poster');
    const source = html.match(/<source type="image\/avif" srcSet="([^"]*hero-poster[^"]*)" sizes="([^"]+)"/);
    expect(source![1]).toBe(preload![1]);
    expect(source![2]).toBe(preload![2]);
  });
});

describe('the variant cache', () => {
  const cache = mkdtempSync(join(tmpdir(), 'image-cache-'));
  const out = mkdtempSync(join(tmpdir(), 'image-out-'));
  afterAll(() => [cache, out].forEach((d) => rmSync(d, { recursive: true, force: true })));
  const photo = join(import.meta.dirname, '..', 'fixtures', 'media', 'photo.jpg');

  it('never encodes an unchanged photo twice', async () => {
    const first = await encodeVariants(photo, 48, cache, out);
    const cached = readdirSync(cache).sort();
    const mtimes = cached.map((f) => statSync(join(cache, f)).mtimeMs);
    const second = await encodeVariants(photo, 48, cache, out);
    expect(second).toEqual(first);
    expect(readdirSync(cache).sort()).toEqual(cached);
    expect(cached.map((f) => statSync(join(cache, f)).mtimeMs)).toEqual(mtimes);
    // A photo smaller than every variant width is offered at its own width only.
    expect(first.sources.avif).toMatch(/^\/assets\/media\/photo-[0-9a-f]{8}-48\.avif 48w$/);
  });

  it("caches the phone's first-screen AVIF under its encoder setting, so an older cache's copy is not reused", async () => {
    const wide = join(out, 'wide.png');
    await sharp(photo).resize({ width: 800, height: 533, fit: 'fill' }).png().toFile(wide);
    const variants = await encodeVariants(wide, 800, cache, out);
    const cached = readdirSync(cache).filter((f) => f.includes('-740'));
    expect(cached.filter((f) => f.endsWith('.avif'))).toEqual([expect.stringMatching(/-740-q44e4\.avif$/)]);
    expect(cached.filter((f) => f.endsWith('.webp'))).toEqual([expect.stringMatching(/-740\.webp$/)]);
    // The page names it as before: the setting is the cache's business, not the URL's.
    expect(variants.sources.avif).toMatch(/\/assets\/media\/wide-[0-9a-f]{8}-740\.avif 740w/);
  });
});
