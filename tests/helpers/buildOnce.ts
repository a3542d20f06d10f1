import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../scripts/siteBuild/buildSite.ts';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { fixtureSiteRoot } from './fixtureSite.ts';

/**
 * vitest globalSetup: one build of the fixture site for every test file that reads the pre-rendered
 * output, into a folder of this run's own (so two runs side by side never write over each
 * other's build), removed when the run ends. Tests find it with buildTestSite().
 */
export default async function buildOnce(project: TestProject) {
  const outDir = join(projectRoot, 'dist-test', `run-${process.pid}`);
  await buildSite({ outDir, contentRoot: fixtureSiteRoot, log: () => {} });
  project.provide('testDistDir', outDir);
  return () => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(`${outDir}-ssr`, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDistDir: string;
  }
}
