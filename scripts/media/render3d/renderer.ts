/**
 * Renders shots in headless Chromium with three.js: bundles page/main.ts with esbuild, opens it
 * once, then draws each shot on request. Chromium is the one the browser tests use (Debian's).
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../../lib/chromium.ts';
import type { Raster } from '../jpeg.ts';
import type { Shot } from '../shot.ts';

export interface ShotRenderer {
  render(shot: Shot, width: number, height: number, seed: string): Promise<Raster>;
  close(): Promise<void>;
}

export async function openRenderer(): Promise<ShotRenderer> {
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, 'page', 'main.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
    logLevel: 'error',
  });
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // WebGL on the CPU: SwiftShader draws the same pixels on any machine without a GPU.
    args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  const page = await browser.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.setContent('<!doctype html><title>render</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  return {
    async render(shot, width, height, seed) {
      const url = await page.evaluate(([s, w, h, k]) => window.renderShot(s, w, h, k), [
        shot,
        width,
        height,
        seed,
      ] as const);
      if (failures.length) throw new Error(`the renderer failed: ${failures.join('; ')}`);
      const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    },
    close: () => browser.close(),
  };
}
