import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** The site as this test run built it (tests/helpers/buildOnce.ts), never the dist/ that `npm start` serves. */
export async function buildTestSite(): Promise<string> {
  const dir = inject('testDistDir');
  if (!dir || !existsSync(join(dir, '.build-stamp.json')))
    throw new Error('the test build is missing: the vitest globalSetup (tests/helpers/buildOnce.ts) builds it');
  return dir;
}
