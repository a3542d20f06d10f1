/**
 * A team member's portrait, which the site shows upright: a landscape photo there is warned about
 * at its field (the form calls it "upright (portrait orientation)"); an upright one is not.
 * Before, a landscape portrait passed without a word.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { fieldPath } from '../../src/content/load/problem.ts';
import { editJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a7a62' } })
    .jpeg()
    .toBuffer();

test('a landscape portrait is warned about at the photo; an upright one is not', async () => {
  const root = tempSite('portrait');
  writeFileSync(join(root, 'data/media/test/wide.jpg'), await photo(2400, 1600));
  writeFileSync(join(root, 'data/media/test/upright.jpg'), await photo(1600, 2400));
  const file = 'data/team/eleanor-ashdown.json';
  const portraitWarnings = () =>
    loadContent(root).problems.filter(
      (p) => p.file === file && fieldPath(p.path) === 'photo.src' && /portrait is landscape/.test(p.message),
    );
  editJson(join(root, file), (member) => (member.photo.src = '/media/test/wide.jpg'));
  const [warning, ...more] = portraitWarnings();
  expect(more).toEqual([]);
  expect(warning).toMatchObject({
    severity: 'warning',
    message: 'this portrait is landscape (2400 × 1600 px), but the page shows it upright, so its sides are cut off',
  });
  editJson(join(root, file), (member) => (member.photo.src = '/media/test/upright.jpg'));
  expect(portraitWarnings()).toEqual([]);
});
