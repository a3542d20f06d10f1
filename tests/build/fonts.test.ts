import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { facesCss, subsetFaces } from '../../scripts/fonts/subsetFonts.ts';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { fontsCover } from '../../src/site/fonts/characterSet.ts';

const fontsDir = join(projectRoot, 'src', 'site', 'fonts');

describe('the subset web fonts', () => {
  let subsets: Awaited<ReturnType<typeof subsetFaces>>;
  beforeAll(async () => {
    subsets = await subsetFaces();
  }, 60_000);

  it('the committed files are what npm run fonts makes now (run it after changing the faces or the characters)', () => {
    for (const { face, bytes } of subsets) expect(readFileSync(join(fontsDir, face.file)).equals(bytes), `${face.file} is stale`).toBe(true);
    expect(readFileSync(join(fontsDir, 'faces.css'), 'utf8')).toBe(facesCss());
  });

  it('each face is a small download', () => {
    for (const { face, bytes } of subsets) expect(bytes.length, face.file).toBeLessThan(20 * 1024);
  });

  it('the character set covers accented names and typographic punctuation, not other scripts', () => {
    for (const char of 'Aa0 éüçñ–—‘’“”•…€™°½©') expect(fontsCover(char), char).toBe(true);
    for (const char of ['Ł', '中', '✓', '😀']) expect(fontsCover(char), char).toBe(false);
  });
});
