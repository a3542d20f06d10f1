/**
 * npm run fonts: subsets the site's four font faces (src/ui/fonts/faces.ts) to the
 * characters in src/ui/fonts/characterSet.ts and writes them, with their @font-face rules
 * (faces.css), into src/ui/fonts/. Run it after changing either file or upgrading Fontsource;
 * a test fails while the committed files are out of date.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { facesCss, subsetFaces } from './fonts/subsetFonts.ts';
import { projectRoot } from '../lib/paths.ts';

const fontsDir = join(projectRoot, 'src', 'ui', 'fonts');
for (const { face, bytes } of await subsetFaces()) {
  writeFileSync(join(fontsDir, face.file), bytes);
  console.log(`${face.file.padEnd(36)} ${(bytes.length / 1024).toFixed(1)} KB`);
}
writeFileSync(join(fontsDir, 'faces.css'), facesCss());
console.log('Wrote src/ui/fonts/faces.css');
