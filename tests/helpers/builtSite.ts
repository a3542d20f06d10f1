import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../scripts/build.ts';

/** Tests build the site once into their own folder, never touching the dist/ that `npm start` serves. */
export const testDistDir = join(import.meta.dirname, '..', '..', 'dist-test');

export async function buildTestSite(): Promise<string> {
  if (!process.env.REUSE_TEST_BUILD || !existsSync(join(testDistDir, '404.html'))) await buildSite({ outDir: testDistDir, log: () => {} });
  return testDistDir;
}
