/**
 * Feed photos without a build that grows with them: the sync measures a photo the feed gives no
 * size for, once, and keeps the sizes the photo host serves as its `srcset`; the build then draws
 * it from the host (no encoding) with its width, height, `srcset` and `sizes`. Against the local
 * DDF® stand-in (ddfServer.ts), which is also the feed's photo host.
 */
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent, loadValidContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { Picture } from '../../src/ui/media/Picture.tsx';
import { imageSizes } from '../../src/ui/media/imageSizes.ts';
import { imageRoles } from '../../src/model/thresholds.ts';
import type { SizedImage } from '../../src/model/sizedImage.ts';
import { leadImagePreload } from '../../scripts/siteBuild/leadImagePreload.ts';
import { syncListings } from '../../scripts/feed/syncListings.ts';
import { editJson, readJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';
import { startDdfServer, type DdfServer } from './ddfServer.ts';

afterAll(removeTempSites);

type Json = Record<string, any>;
const NOW = new Date('2026-11-28T06:00:00Z');

describe("the feed's photos", () => {
  let ddf: DdfServer;
  let root: string;
  const listing = (slug: string) => readJson<Json>(join(root, 'data', 'listings', `${slug}.json`));
  const photoRequests = () => ddf.requests.filter((r) => /^GET \/listings\//.test(r));

  beforeEach(async () => {
    ddf = await startDdfServer();
    root = tempSite('feed-photos');
  });
  afterEach(() => ddf.close());

  it('measures a photo the feed gives no size for, once, with the smaller sizes its host serves', async () => {
    const { errors, report } = await syncListings(root, ddf.env, NOW);
    expect(errors).toEqual([]);
    // 17 Larkspur Avenue's record has no ImageWidth or ImageHeight: measured from the photo host.
    expect(listing('17-larkspur-avenue').images[0]).toEqual({
      src: `${ddf.url}/listings/28450002/highres/1.jpg`,
      alt: expect.any(String),
      width: 1920,
      height: 1280,
      srcset: [
        { src: `${ddf.url}/listings/28450002/lowres/1.jpg`, width: 240 },
        { src: `${ddf.url}/listings/28450002/medres/1.jpg`, width: 640 },
      ],
    });
    expect(report).toMatch(/^ {2}photos {3}\d+ new photo addresses measured/m);
    expect(photoRequests().length).toBeGreaterThan(0);

    // A price change rewrites the listing, but its photos are the same addresses: none is fetched again.
    ddf.requests.length = 0;
    const record = ddf.feed.find((p) => p.ListingKey === '28450002')!;
    record.ListPrice = 2_100_000;
    record.ModificationTimestamp = '2026-11-28T04:00:00Z';
    const again = await syncListings(root, ddf.env, NOW);
    expect(again.report).toContain('  updated  17-larkspur-avenue: price');
    expect(photoRequests()).toEqual([]);
    expect(listing('17-larkspur-avenue').images[0].srcset).toHaveLength(2);
  });

  it('leaves out a size the host does not serve, and refuses a photo it cannot measure, naming it', async () => {
    ddf.missingPhotos.add('/listings/28450003/medres/1.jpg');
    ddf.missingPhotos.add('/listings/28450004/highres/2.jpg');
    const { errors } = await syncListings(root, ddf.env, NOW);
    expect(listing('24-thornbury-road').images[0].srcset).toEqual([
      { src: `${ddf.url}/listings/28450003/lowres/1.jpg`, width: 240 },
    ]);
    expect(errors).toEqual([
      `listing key 28450004: the photo ${ddf.url}/listings/28450004/highres/2.jpg could not be measured (HTTP 404), and the feed gives no ImageWidth and ImageHeight for it; sync again later.`,
    ]);
  });

  it("is drawn from the host's sizes: srcset, sizes, width and height on the page, its preload, and no variants", async () => {
    await syncListings(root, ddf.env, NOW);
    editJson(join(root, 'data', 'listings', '17-larkspur-avenue.json'), (l) => {
      l.showInGrid = true;
    });
    const site = buildSiteData(loadValidContent(root).content);
    const page = site.routes.get('/listings/17-larkspur-avenue')!.page;
    const gallery = page.blocks[0] as unknown as { type: string; images: SizedImage[] };
    expect(gallery.type).toBe('listingGallery');
    const photo = gallery.images[0]!;
    const srcset = `${ddf.url}/listings/28450002/lowres/1.jpg 240w, ${ddf.url}/listings/28450002/medres/1.jpg 640w, ${ddf.url}/listings/28450002/highres/1.jpg 1920w`;
    expect(photo).toMatchObject({ width: 1920, height: 1280, srcset });
    expect(photo.sources).toBeUndefined();

    const html = renderToStaticMarkup(<Picture image={photo} priority sizes={imageSizes.gallery} />);
    expect(html).toContain(`src="${ddf.url}/listings/28450002/highres/1.jpg"`);
    // React writes the attribute "srcSet"; HTML's attribute names are read in any case.
    expect(html).toContain(`<img src="${ddf.url}/listings/28450002/highres/1.jpg" srcSet="${srcset}"`);
    expect(html).toContain(`sizes="${imageSizes.gallery}"`);
    expect(html).toMatch(/width="1920" height="1280"/);
    expect(html).not.toContain('<picture');
    expect(leadImagePreload(page)).toBe(
      `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="${imageSizes.gallery}" fetchpriority="high">`,
    );
    // The card on /listings and in the filters' list offers the same sizes.
    const cards = [...site.dataFiles.values()].flatMap((d) => (Array.isArray(d) ? (d as { slug?: string }[]) : []));
    expect(cards.find((c) => c.slug === '17-larkspur-avenue')).toMatchObject({ image: { srcset } });
  });
  it('raises no size warning on the photos the feed writes, which the team cannot change, and does on the same photo entered by hand', async () => {
    await syncListings(root, ddf.env, NOW);
    // The feed's 1,920 px photos are narrower than a listing photo is shown (hero): soft, by the rule.
    expect(imageRoles.hero.shownWidth).toBeGreaterThan(1920);
    const sizeWarnings = () =>
      loadContent(root).problems.filter((p) => p.severity === 'warning' && /px wide/.test(p.message));
    expect(sizeWarnings().filter((p) => p.file.startsWith('data/listings/'))).toEqual([]);

    // The same photo in a listing the team entered itself (no feed record) is the team's to replace.
    editJson(join(root, 'data', 'listings', '17-larkspur-avenue.json'), (l) => {
      delete l.feed;
    });
    const own = sizeWarnings().filter((p) => p.file === 'data/listings/17-larkspur-avenue.json');
    expect(own.length).toBeGreaterThan(0);
    expect(own[0]!.message).toMatch(
      /^this image is 1920 px wide but is shown up to 2400 px wide \(hero image\), so it will look soft$/,
    );
  });
});
