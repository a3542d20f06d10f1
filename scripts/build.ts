/**
 * npm run build: validates the content (refusing to build on any error), builds the browser
 * bundle and the server renderer, then pre-renders every route to dist/ with its data.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';
import { ContentError, formatProblems } from '../src/content/load/problem.ts';
import { loadValidContent } from '../src/content/load/loadContent.ts';
import { buildSiteData } from '../src/content/render/siteData.ts';
import { clientAssetTags } from './build/clientAssets.ts';
import { prerenderSite } from './build/prerender.ts';
import { writeSeoFiles } from './build/seoFiles.ts';
import { buildStampFile, distDir, projectRoot, ssrOutDir } from './lib/paths.ts';

export interface BuildOptions {
  outDir?: string;
  /** Extra Vite "define"/env for test builds. */
  mode?: string;
  log?: (line: string) => void;
}

export async function buildSite({ outDir = distDir, mode = 'production', log = console.log }: BuildOptions = {}) {
  const started = performance.now();
  const { content, warnings } = loadValidContent(projectRoot);
  if (warnings.length) log(formatProblems(warnings));

  const common = { root: projectRoot, configFile: join(projectRoot, 'vite.config.ts'), logLevel: 'warn' as const, mode };
  await viteBuild({ ...common, build: { outDir, emptyOutDir: true } });
  const ssrDir = outDir === distDir ? ssrOutDir : `${outDir}-ssr`;
  await viteBuild({ ...common, build: { ssr: 'src/site/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false } });

  const { render } = (await import(`${pathToFileURL(join(ssrDir, 'entry-server.js')).href}?t=${Date.now()}`)) as typeof import('../src/site/entry-server.tsx');
  const site = buildSiteData(content);
  const pages = prerenderSite(site, render, outDir, clientAssetTags(outDir));
  writeSeoFiles(site, outDir);
  cpSync(join(projectRoot, 'data', 'media'), join(outDir, 'media'), { recursive: true, filter: (src) => !src.endsWith('manifest.json') });

  const durationMs = Math.round(performance.now() - started);
  writeFileSync(outDir === distDir ? buildStampFile : join(outDir, '.build-stamp.json'), JSON.stringify({ builtAt: new Date().toISOString(), durationMs, pages }, null, 2));
  log(`Built ${pages} pages into ${outDir} in ${(durationMs / 1000).toFixed(1)} s`);
  return { pages, durationMs, routes: [...site.routes.keys()] };
}

async function main() {
  try {
    await buildSite();
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`\nThe build stopped because the content has problems. Fix these and build again:\n\n${formatProblems(error.problems)}\n`);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] === import.meta.filename) await main();
