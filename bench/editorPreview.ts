/**
 * `npm run bench:editor-preview`: the weight of the hosted editor's preview (admin/preview.js and
 * the chunks it loads from admin/preview/, previewBundle.ts), brotli at quality 11 as the host
 * compresses, file by file, the largest first, and in all. Loaded only on /admin/, only once a
 * preview pane opens; what drawing one listing fetches of it is logged by
 * tests/e2e/hostedEditorPreview.e2e.ts. A benchmark that prints its figures, not a test.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { previewBundle } from '../scripts/cms/config/previewBundle.ts';

const brotli = (code: string) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

const files = [...(await previewBundle())].map(([name, code]) => ({
  name,
  raw: Buffer.byteLength(code),
  brotli: brotli(code),
}));
files.sort((a, b) => b.brotli - a.brotli);
console.log(`${'file'.padEnd(60)} ${'raw KB'.padStart(7)} ${'br KB'.padStart(7)}`);
for (const file of files.slice(0, 12)) console.log(`${file.name.padEnd(60)} ${kb(file.raw)} ${kb(file.brotli)}`);
const sum = (key: 'raw' | 'brotli') => files.reduce((total, file) => total + file[key], 0);
console.log(`${`all ${files.length} files`.padEnd(60)} ${kb(sum('raw'))} ${kb(sum('brotli'))}`);
