/**
 * The content check as the editor's page runs it (admin/check.js, run here in a bare context with
 * the build's index of the fixture site): the same rules as `npm run check` on the entry as it
 * stands in the form, each refusal with the labels of the field it concerns and no JSON.
 */
import vm from 'node:vm';
import { beforeAll, expect, test } from 'vitest';
import { checkBundle } from '../../scripts/cms/config/checkBundle.ts';
import { contentIndex } from '../../scripts/cms/config/contentIndex.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

type Answer = { errors: { message: string; labels: string[] }[]; warnings: string[] };
let check: (entry: unknown, photos: unknown[]) => Promise<Answer>;
const index = contentIndex(fixtureSiteRoot);
const listing = () => JSON.parse(index.files['data/listings/84-old-forest-hill.json']!) as Record<string, unknown>;

beforeAll(async () => {
  const window: Record<string, unknown> = {};
  const fetch = () => Promise.resolve({ ok: true, json: () => Promise.resolve(index) });
  vm.runInContext(
    await checkBundle(),
    vm.createContext({ window, document: { baseURI: 'http://site/admin/' }, URL, URLSearchParams, fetch }),
  );
  check = (window.siteCheck as { check: typeof check }).check;
}, 120_000);

test('a sold price without consents is refused under "Sold › Sale price", in the form\'s words', async () => {
  const data = {
    ...listing(),
    sold: { price: { kind: 'amount', amount: 8200000 }, date: '2026-11-20', section: 'pinnacle' },
  };
  const { errors } = await check({ collection: 'listings', slug: '84-old-forest-hill', data }, []);
  expect(errors).toHaveLength(1);
  expect(errors[0]!.labels).toEqual(['Sold', 'Sale price']);
  expect(errors[0]!.message).toMatch(/^"Sold › Sale price": This sale shows its price \(\$8,200,000\)/);
  expect(errors[0]!.message).not.toMatch(/[{}]|details:/);
  const consented = { ...data, sold: { ...data.sold, priceConsent: { seller: '2026-11-21', buyer: '2026-11-22' } } };
  expect((await check({ collection: 'listings', slug: '84-old-forest-hill', data: consented }, [])).errors).toEqual([]);
});

test('a new entry named after one that exists is refused; a photo just chosen is measured as chosen', async () => {
  const taken = await check({ collection: 'listings', slug: '', data: listing() }, []);
  expect(taken.errors.map((error) => error.message)).toEqual([
    'A listing with the address slug 84-old-forest-hill already exists: choose another slug, or open that listing to edit it.',
  ]);
  const data = listing();
  const images = data.images as { src: string; alt: string }[];
  const small = { ...data, images: [{ ...images[0]!, src: '/media/uploads/img-0999.jpg' }, ...images.slice(1)] };
  const chosen = [{ path: 'data/media/uploads/img-0999.jpg', size: 90_000, width: 800, height: 600 }];
  const answer = await check({ collection: 'listings', slug: '84-old-forest-hill', data: small }, chosen);
  expect(answer.errors).toEqual([]);
  expect(answer.warnings[0]).toMatch(/^"Images › Photo 1": This image is 800 px wide but is shown up to 2400 px wide/);
});
