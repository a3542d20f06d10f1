import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;

/**
 * Writes .br and .gz beside every text file worth compressing, as static hosts serve them
 * (and as the local server does), so what a visitor downloads is what the benchmarks measure.
 */
export function precompress(dir: string): { files: number } {
  let files = 0;
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'media') visit(path);
        continue;
      }
      if (!compressible.test(entry.name) || statSync(path).size < 1024) continue;
      const bytes = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      files++;
    }
  };
  visit(dir);
  return { files };
}
