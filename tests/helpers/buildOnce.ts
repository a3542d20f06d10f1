import { buildSite } from '../../scripts/build/buildSite.ts';
import { testDistDir } from './builtSite.ts';

/** vitest globalSetup: one build of the site for every test file that reads the pre-rendered output. */
export default async function buildOnce() {
  await buildSite({ outDir: testDistDir, log: () => {} });
}
