/**
 * Two entries never share a picture (scripts/media/sharedPictures.ts, run by npm run check):
 * a copy is found by its perceptual hash even resized and re-encoded. On throwaway copies of the
 * fixture site.
 */
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SAME_PICTURE_BITS, differenceHash, distance, findSharedPictures } from '../../scripts/media/sharedPictures.ts';
import { placeholder } from '../../src/model/thresholds.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { ownMediaFolder, removeTempSites, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);
const media = (root: string, path: string) => join(root, 'data', 'media', ...path.split('/'));

describe('shared pictures', () => {
  it('counts differing bits', () => {
    expect(distance(0b1011n, 0b1011n)).toBe(0);
    expect(distance(0b1011n, 0b0110n)).toBe(3);
  });

  it('finds none in the fixture site, whose entries each have their own picture', async () => {
    expect(await findSharedPictures(fixtureSiteRoot, placeholder.photo)).toEqual([]);
  });

  it("finds a listing's photo copied into another listing, resized and re-encoded, and names both", async () => {
    const root = tempSite('shared');
    ownMediaFolder(root, 'listings');
    ownMediaFolder(root, 'listings/15-strathallan');
    const copy = media(root, 'listings/15-strathallan/2.jpg');
    unlinkSync(copy);
    await sharp(media(fixtureSiteRoot, 'listings/dunvegan-road/3.jpg')).resize(1800).jpeg({ quality: 70 }).toFile(copy);
    const bits = distance(
      await differenceHash(copy),
      await differenceHash(media(fixtureSiteRoot, 'listings/dunvegan-road/3.jpg')),
    );
    expect(bits).toBeLessThanOrEqual(SAME_PICTURE_BITS);
    const problems = await findSharedPictures(root, placeholder.photo);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(
      /\/media\/listings\/(15-strathallan\/2|dunvegan-road\/3)\.jpg shows the same picture as \/media\/listings\/(dunvegan-road\/3|15-strathallan\/2)\.jpg/,
    );
    expect(problems[0]!.severity).toBe('error');
  });
});
