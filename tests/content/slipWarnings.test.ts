/**
 * Warnings for content that is valid but almost surely a slip. Each case is a new entry written
 * into a throwaway copy of a site, so the test does not depend on which entries the site has.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { type Problem, fieldPath, formatProblems } from '../../src/content/load/problem.ts';
import { maxPhotoBytes, plausible } from '../../src/model/thresholds.ts';
import { createEntry } from '../../scripts/tools/newEntry.ts';
import { editJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

const photo = { src: '/media/test/photo.jpg', alt: 'Stone facade at dusk' };
const sale = (slug: string, fields: Record<string, unknown>) => ({
  slug,
  group: 'historical',
  image: photo,
  address: '1 Example Lane',
  fullAddress: '1 Example Lane, Toronto, ON',
  bedrooms: 4,
  bathrooms: 3,
  price: { kind: 'uponRequest' },
  ...fields,
});

describe('warnings for likely slips', () => {
  let root: string;
  let warnings: Problem[];
  const write = (folder: string, slug: string, value: object) =>
    writeFileSync(join(root, 'data', folder, `${slug}.json`), JSON.stringify(value, null, 2));
  const at = (slug: string, field: string) =>
    warnings.filter((w) => w.file === `data/sales/${slug}.json` && fieldPath(w.path) === field);

  beforeAll(async () => {
    root = tempSite('plausibility');
    const { default: sharp } = await import('sharp');
    writeFileSync(
      join(root, 'data', 'media', 'test', 'photo.jpg'),
      await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#8a7f6c' } })
        .jpeg()
        .toBuffer(),
    );
    write('sales', 'test-many-bedrooms', sale('test-many-bedrooms', { bedrooms: plausible.maxRooms + 10 }));
    write(
      'sales',
      'test-cheap',
      sale('test-cheap', {
        price: { kind: 'amount', amount: 4500, currency: 'CAD' },
        priceConsent: { seller: '2024-05-01', buyer: '2024-05-03' },
      }),
    );
    write('sales', 'test-huge', sale('test-huge', { squareFeet: plausible.maxSquareFeet * 10 }));
    write('sales', 'test-order-a', sale('test-order-a', { order: 777 }));
    write('sales', 'test-order-b', sale('test-order-b', { order: 777 }));
    write('sales', 'test-order-c', sale('test-order-c', { group: 'pinnacle', order: 777 }));
    write('press', 'test-http', {
      slug: 'test-http',
      order: 777,
      image: photo,
      title: 'A Neighborhood Favorite',
      description: 'A sample article about the market.',
      source: 'A Publication',
      date: '2024-04-11',
      link: 'http://example.com/article',
    });
    for (const slug of ['test-notice-a', 'test-notice-b']) {
      createEntry({ root, kind: 'legal', slug });
      editJson(join(root, 'data', 'legal', `${slug}.json`), (doc) => (doc.title = 'Accessibility Notice'));
    }
    writeFileSync(join(root, 'data', 'media', 'test', 'forgotten.jpg'), Buffer.alloc(maxPhotoBytes + 1));
    // Headings typed in capitals: two bands' headings, one an abbreviation alone, which passes.
    editJson(join(root, 'data', 'pages', 'home.json'), (page) => {
      const headed = (page.blocks as { heading?: string }[]).filter((b) => b.heading);
      headed[0]!.heading = 'IN THE NEWS';
      headed[1]!.heading = 'FAQ';
    });
    const { problems } = loadContent(root);
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors, formatProblems(errors)).toEqual([]);
    warnings = problems.filter((p) => p.severity === 'warning');
  });

  it('more bedrooms than any home has', () => {
    expect(at('test-many-bedrooms', 'bedrooms')[0]?.message).toContain(`over ${plausible.maxRooms}`);
  });

  it('a sale price too small to be a home, with the whole amount to write', () => {
    const [warning] = at('test-cheap', 'price.amount');
    expect(warning?.message).toContain('under 10,000');
    expect(warning?.suggestion).toBe('write the whole amount in dollars, e.g. 4500000');
  });

  it('an area no home reaches', () => {
    expect(at('test-huge', 'squareFeet')[0]?.message).toContain('a zero too many');
  });

  it('two cards of one grid with the same order, told on the second only; the same order in another grid is fine', () => {
    expect(at('test-order-a', 'order')).toEqual([]);
    expect(at('test-order-b', 'order')[0]?.message).toContain(
      'data/sales/test-order-a.json has the same order (777) in HISTORICAL SALES',
    );
    expect(at('test-order-c', 'order')).toEqual([]);
  });

  it('a file in data/media that nothing uses, and a photo over the size limit, each told on the file', () => {
    const forgotten = warnings.filter((w) => w.file === 'data/media/test/forgotten.jpg').map((w) => w.message);
    expect(forgotten).toEqual([
      expect.stringContaining('no content uses /media/test/forgotten.jpg'),
      expect.stringContaining('over 20 MB'),
    ]);
    expect(warnings.some((w) => w.file === 'data/media/test/photo.jpg')).toBe(false);
  });

  it('an http:// address, with the https:// one to write', () => {
    const [warning] = warnings.filter((w) => w.file === 'data/press/test-http.json' && fieldPath(w.path) === 'link');
    expect(fieldPath(warning!.path)).toBe('link');
    expect(warning!.message).toContain('http://');
    expect(warning!.suggestion).toBe('write https://example.com/article');
  });

  it('an American spelling, with the Canadian one to write', () => {
    const [warning] = warnings.filter((w) => w.file === 'data/press/test-http.json' && fieldPath(w.path) === 'title');
    expect(warning!.message).toBe('American spelling: "Neighborhood", "Favorite"; the site writes Canadian English');
    expect(warning!.suggestion).toBe('write "Neighbourhood", "Favourite" (unless it is a name, such as a building\'s)');
  });

  it('two pages with one title, told on the entry of the second', () => {
    const titles = warnings.filter((w) => w.message.includes('the same title'));
    expect(titles.map((w) => w.file)).toEqual(['data/legal/test-notice-b.json']);
    expect(titles[0]!.message).toBe(
      'the page /test-notice-b has the same title as /test-notice-a: "Accessibility Notice | The Ashdown Group"',
    );
  });

  it('a heading typed in capitals, with the sentence case to write; an abbreviation alone passes', () => {
    const capitals = warnings.filter((w) => w.file === 'data/pages/home.json' && w.message.includes('in capitals'));
    const told = capitals.find((w) => w.message.includes('"IN THE NEWS"'));
    expect(told?.message).toBe(
      'the heading "IN THE NEWS" is typed in capitals; the site sets headings in capitals by style',
    );
    expect(told?.suggestion).toBe('write it in sentence case: "In the news"');
    expect(capitals.some((w) => w.message.includes('"FAQ"'))).toBe(false);
  });
});
