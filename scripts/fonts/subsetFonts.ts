import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { cssUnicodeRange, fontCharacters } from '../../src/ui/fonts/characterSet.ts';
import { type FontFace, fontFaces } from '../../src/ui/fonts/faces.ts';

const require = createRequire(import.meta.url);

/**
 * Each face cut down to the site's characters and the features its CSS uses. Fontsource's
 * "latin" files carry every alternate, small capital and stylistic set besides, which nearly
 * doubles each download (Inter: 23.7 KB to 12.6 KB). Subsetting with harfbuzz is
 * deterministic, so the committed files can be checked against a fresh run.
 */
export async function subsetFaces(): Promise<{ face: FontFace; bytes: Buffer }[]> {
  const characters = fontCharacters();
  return Promise.all(
    fontFaces.map(async (face) => ({
      face,
      bytes: await subsetFont(readFileSync(require.resolve(face.source)), characters, {
        targetFormat: 'woff2',
        keepFeatures: face.features,
      }),
    })),
  );
}

/** The @font-face rules for the subset files, with the unicode-range they cover. */
export function facesCss(): string {
  const rules = fontFaces.map(
    (face) => `@font-face {
  font-family: '${face.family}';
  font-style: ${face.style};
  font-weight: ${face.weight};
  font-display: swap;
  src: url('./${face.file}') format('woff2');
  unicode-range: ${cssUnicodeRange()};
}`,
  );
  return `/* Written by npm run generate (scripts/tools/generate.ts): do not edit. */\n${rules.join('\n\n')}\n`;
}
