import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Tests build the site once (tests/helpers/buildOnce.ts) into their own folder, never the dist/ that `npm start` serves. */
export const testDistDir = join(import.meta.dirname, '..', '..', 'dist-test');

export async function buildTestSite(): Promise<string> {
  if (!existsSync(join(testDistDir, '.build-stamp.json'))) throw new Error('dist-test/ is missing: the vitest globalSetup builds it');
  return testDistDir;
}
