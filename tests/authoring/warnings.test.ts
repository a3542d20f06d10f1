import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedImages } from '../../src/content/checks/warnings.ts';
import { sizeImage } from '../../src/content/render/mediaSizes.ts';
import { walkJson } from '../../src/content/checks/walk.ts';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { type Problem, fieldPath, formatProblems } from '../../src/content/load/problem.ts';
import { imageRoles, maxDescriptionCharacters, maxPlausiblePrice, oversizeFactor } from '../../src/model/thresholds.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { editJson, removeTempSites, tempSite } from './tempSite.ts';

afterAll(removeTempSites);

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b8a98f' } })
    .jpeg({ quality: 40 })
    .toBuffer();

const warningsOf = (root: string) => {
  const { content, problems } = loadContent(root);
  const errors = problems.filter((p) => p.severity === 'error');
  expect(errors, formatProblems(errors)).toEqual([]);
  expect(content).toBeDefined();
  return problems.filter((p) => p.severity === 'warning');
};

const where = (p: Problem) => `${p.file} ${fieldPath(p.path)}`;

describe('warnings: valid content that looks wrong', () => {
  it('the fixture site raises none', () => {
    const { problems } = loadContent(fixtureSiteRoot);
    expect(problems, formatProblems(problems)).toEqual([]);
  });

  it('every image in the fixture site has a role, so its size is checked', () => {
    const { content } = loadContent(fixtureSiteRoot);
    const placed = new Set(
      placedImages(content!).flatMap(({ file, images }) => images.map((i) => `${file} ${fieldPath(i.path)}`)),
    );
    const written: string[] = [];
    const files = [...Object.values(content!.collections).flat(), ...Object.values(content!.singletons)];
    for (const { file, raw } of files)
      walkJson(raw, (value, path) => {
        if (value && typeof value === 'object' && 'src' in value && 'alt' in value)
          written.push(`${file} ${fieldPath(path)}`);
      });
    expect(written.length).toBeGreaterThan(90);
    expect(written.filter((w) => !placed.has(w))).toEqual([]);
  });

  describe('on crafted entries', () => {
    let root: string;
    let warnings: Problem[];
    const hero = imageRoles.hero.shownWidth;
    const card = imageRoles.card.shownWidth;

    beforeAll(async () => {
      root = tempSite('warnings');
      const media = join(root, 'data', 'media', 'test');
      writeFileSync(join(media, 'small-hero.jpg'), await jpeg(hero - 400, 900));
      writeFileSync(join(media, 'huge-card.jpg'), await jpeg(card * oversizeFactor + 8, 40));
      writeFileSync(join(media, 'exact-card.jpg'), await jpeg(card * oversizeFactor, 40));
      const listing = (slug: string) => join(root, 'data', 'listings', `${slug}.json`);
      const sale = (slug: string) => join(root, 'data', 'sales', `${slug}.json`);
      editJson(listing('dunvegan-road'), (l) => {
        l.images[2].src = '/media/test/small-hero.jpg';
        l.price = { kind: 'amount', amount: 0, currency: 'CAD' };
      });
      editJson(listing('old-forest-hill'), (l) => {
        l.price = { kind: 'amount', amount: maxPlausiblePrice + 1, currency: 'CAD' };
        l.description = [...l.description, 'x'.repeat(maxDescriptionCharacters)];
      });
      editJson(listing('50-glen-echo'), (l) => {
        l.price = { kind: 'amount', amount: maxPlausiblePrice, currency: 'CAD' }; // at the limit: no warning
      });
      editJson(sale('112-dunloe-road'), (s) => {
        s.image.src = '/media/test/huge-card.jpg';
        s.price.amount = 0;
      });
      editJson(sale('12-old-yonge-street'), (s) => {
        s.image.src = '/media/test/exact-card.jpg'; // exactly 3 times: no warning
      });
      editJson(join(root, 'data', 'team', 'julian-mercer.json'), (m) => {
        m.name = 'Julian Mercer-Łukasik ✓'; // two characters the fonts lack
        m.registration.name = m.name; // as registered: shown on the profile too, so the fonts warn on both
        m.role = 'Senior Associate – “Forest Hill” · Café'; // all in the fonts: no warning
      });
      warnings = warningsOf(root);
    });

    it('an image narrower than it is shown', () => {
      const w = warnings.find((p) => where(p) === 'data/listings/dunvegan-road.json images[2].src');
      expect(w?.message).toBe(
        `this image is ${hero - 400} px wide but is shown up to ${hero} px wide (hero image), so it will look soft`,
      );
      expect(w?.line).toBeGreaterThan(1);
    });

    it(`an image more than ${oversizeFactor} times wider than it is shown`, () => {
      const w = warnings.find((p) => where(p) === 'data/sales/112-dunloe-road.json image.src');
      expect(w?.message).toMatch(
        new RegExp(
          `^this image is ${card * oversizeFactor + 8} px wide, more than ${oversizeFactor} times the ${card} px`,
        ),
      );
      expect(warnings.some((p) => p.file === 'data/sales/12-old-yonge-street.json')).toBe(false);
    });

    it('a price of zero or over the plausible maximum', () => {
      expect(
        warnings
          .filter((p) => fieldPath(p.path) === 'price.amount')
          .map((p) => p.file)
          .sort(),
      ).toEqual([
        'data/listings/dunvegan-road.json',
        'data/listings/old-forest-hill.json',
        'data/sales/112-dunloe-road.json',
      ]);
    });

    it(`a listing description over ${maxDescriptionCharacters} characters`, () => {
      const w = warnings.filter((p) => fieldPath(p.path) === 'description');
      expect(w.map((p) => p.file)).toEqual(['data/listings/old-forest-hill.json']);
      expect(w[0]!.message).toMatch(/^the description is [\d,]+ characters long, over 3,000/);
    });

    it("a character the site's fonts do not carry", () => {
      const w = warnings.filter((p) => p.file === 'data/team/julian-mercer.json');
      expect(w.map((p) => fieldPath(p.path))).toEqual(['name', 'registration.name']);
      expect(w[0]!.message).toBe(
        `"Ł" (U+0141), "✓" (U+2713) are not in the site's fonts, so they show in a fallback typeface beside the rest of the text`,
      );
    });

    it('nothing else', () => {
      expect(warnings.map(where).sort()).toEqual([
        'data/listings/dunvegan-road.json images[2].src',
        'data/listings/dunvegan-road.json price.amount',
        'data/listings/old-forest-hill.json description',
        'data/listings/old-forest-hill.json price.amount',
        // The photos the crafted entries no longer show.
        'data/media/listings/dunvegan-road/3.jpg ',
        'data/media/sales/112-dunloe-road.jpg ',
        'data/media/sales/12-old-yonge-street.jpg ',
        'data/sales/112-dunloe-road.json image.src',
        'data/sales/112-dunloe-road.json price.amount',
        'data/team/julian-mercer.json name',
        'data/team/julian-mercer.json registration.name',
      ]);
    });
  });

  it('image sizes come from the first bytes of the file, also behind large metadata', async () => {
    const root = tempSite('sizes');
    /** A JPEG with `bytes` of application data (as cameras write EXIF) before its frame header. */
    const withMetadata = async (bytes: number) => {
      const plain = await jpeg(1234, 567);
      const segments: Buffer[] = [];
      for (let left = bytes; left > 0; left -= 65533) {
        const size = Math.min(left, 65533);
        segments.push(
          Buffer.concat([Buffer.from([0xff, 0xef, (size + 2) >> 8, (size + 2) & 0xff]), Buffer.alloc(size, 0x20)]),
        );
      }
      return Buffer.concat([plain.subarray(0, 2), ...segments, plain.subarray(2)]);
    };
    for (const bytes of [0, 100_000, 700_000]) {
      writeFileSync(join(root, 'data', 'media', 'test', `meta-${bytes}.jpg`), await withMetadata(bytes));
      const { width, height } = sizeImage(join(root, 'data'), { src: `/media/test/meta-${bytes}.jpg`, alt: 'test' });
      expect([width, height], `${bytes} bytes of metadata`).toEqual([1234, 567]);
    }
  });

  it('an image the site cannot read is an error, located at its "src"', () => {
    const root = tempSite('unreadable');
    writeFileSync(join(root, 'data', 'media', 'test', 'not-a-photo.jpg'), 'this is text, not a JPEG');
    editJson(join(root, 'data', 'press', 'globe-and-mail-luxury-outlook.json'), (p) => {
      p.image.src = '/media/test/not-a-photo.jpg';
    });
    const { problems } = loadContent(root);
    expect(problems.map((p) => `${p.severity} ${where(p)}`)).toEqual([
      'error data/press/globe-and-mail-luxury-outlook.json image.src',
      // The photo the entry no longer shows.
      'warning data/media/press/globe-and-mail-luxury-outlook.jpg ',
    ]);
    expect(problems[0]!.message).toContain('could not be read as an image');
  });
});
