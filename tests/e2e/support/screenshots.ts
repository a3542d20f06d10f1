/**
 * Reference screenshots: a page's whole length as a visitor would see it once everything has
 * loaded, compared with a committed picture. Stored at half scale as lossless WebP (a long page
 * at 1440 px is ~2 MB as a full-size PNG, ~0.6 MB so), which still shows a moved line, a wrong
 * colour, a missing image or a changed font.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { settle } from './browser.ts';

const REFERENCE_DIR = join(import.meta.dirname, '..', 'screenshotReferences');
/** Where a failed comparison leaves the page as it is now and the differences in red, to look at. */
const FAILURE_DIR = join(import.meta.dirname, '..', '..', '..', '.cache', 'screenshots');

/** A pixel differs when its colour moves more than this (pixelmatch's YIQ distance, 0 to 1); anti-aliasing is ignored. */
const PIXEL_THRESHOLD = 0.1;
/** A page differs when more than this share of its pixels do (one part in a thousand: a word, an icon). */
export const MAX_DIFFERENT_PIXELS = 0.001;

/** The page in its final state, whole length, at half scale. `mask` covers what changes with the day (a date field). */
export async function capture(
  page: Page,
  mask: Locator[] = [],
  /** Told each step as it starts, so a caller that gives up can say where the page was. */
  onStep: (step: string) => void = () => undefined,
): Promise<{ data: Buffer; width: number; height: number }> {
  // No scrollbar: a whole-page shot would otherwise remove it while shooting, and a carousel that
  // measures its slides in script (Swiper) could be caught between the two widths.
  await page.addStyleTag({
    content:
      'html { scrollbar-width: none !important; } * { content-visibility: visible !important; caret-color: transparent !important; }',
  });
  onStep('scrolling through the page and waiting for its fonts and photos');
  await settle(page);
  // What loads after hydration (the listing's carousel replaces its still photo) must be in
  // place: the page is shot once the network has been quiet for half a second.
  onStep('waiting for a quiet network');
  await page.waitForLoadState('networkidle');
  // A carousel measures its slides in script (Swiper): on a busy machine a slide was once shot
  // wider than its carousel, its photo zoomed. Wait until each active slide fits its carousel.
  onStep('waiting for each carousel slide to fit its carousel');
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('.swiper')).every((swiper) => {
          const slide = swiper.querySelector('.swiper-slide-active');
          return !slide || Math.abs(slide.getBoundingClientRect().width - swiper.getBoundingClientRect().width) <= 1;
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // A loaded photo may still be decoding (decoding="async"), its placeholder showing meanwhile;
  // a photo shown since the last look may still be loading.
  onStep('waiting for photos shown since to load and decode');
  await page.evaluate(async () => {
    const pending = Array.from(document.images).filter((img) => !img.complete);
    await Promise.race([
      Promise.all(
        pending.map((img) => new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))),
      ),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
    const loaded = Array.from(document.images).filter((img) => img.complete && img.naturalWidth > 0);
    // Bounded like the wait above: a decode that never settles would hold the test without a word.
    await Promise.race([
      Promise.all(loaded.map((img) => img.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
    await new Promise((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(resolve));
      setTimeout(resolve, 1_000);
    });
  });
  onStep('taking the screenshot');
  const png = await page.screenshot({ fullPage: true, animations: 'disabled', mask, maskColor: '#ff00ff' });
  const { width = 0 } = await sharp(png).metadata();
  const { data, info } = await sharp(png)
    .resize({ width: Math.round(width / 2) })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export interface Comparison {
  /** Share of pixels that differ, or 1 when the sizes differ. */
  different: number;
  detail: string;
}

/** Compares with the reference `name`, writing it instead when UPDATE_SCREENSHOTS is set (npm run test:screenshots:update). */
export async function compareWithReference(
  name: string,
  shot: { data: Buffer; width: number; height: number },
): Promise<Comparison> {
  const file = join(REFERENCE_DIR, `${name}.webp`);
  const raw = { raw: { width: shot.width, height: shot.height, channels: 4 as const } };
  if (process.env.UPDATE_SCREENSHOTS || !existsSync(file)) {
    mkdirSync(REFERENCE_DIR, { recursive: true });
    await sharp(shot.data, raw).webp({ lossless: true, effort: 6 }).toFile(file);
    return {
      different: process.env.UPDATE_SCREENSHOTS ? 0 : 1,
      detail: process.env.UPDATE_SCREENSHOTS
        ? 'written'
        : `no reference yet: wrote ${name}.webp; commit it once it looks right`,
    };
  }
  const reference = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const save = async (suffix: string, data: Buffer, width: number, height: number) => {
    const out = join(FAILURE_DIR, `${name}.${suffix}.png`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(
      out,
      await sharp(data, { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer(),
    );
    return out;
  };
  if (reference.info.width !== shot.width || reference.info.height !== shot.height) {
    const actual = await save('actual', shot.data, shot.width, shot.height);
    return {
      different: 1,
      detail: `${name}: ${shot.width}x${shot.height} px, the reference ${reference.info.width}x${reference.info.height} (the page is now ${actual})`,
    };
  }
  const diff = Buffer.alloc(shot.data.length);
  const count = pixelmatch(reference.data, shot.data, diff, shot.width, shot.height, { threshold: PIXEL_THRESHOLD });
  const different = count / (shot.width * shot.height);
  if (different <= MAX_DIFFERENT_PIXELS) return { different, detail: `${name}: ${count} pixels differ` };
  const actual = await save('actual', shot.data, shot.width, shot.height);
  const marked = await save('diff', diff, shot.width, shot.height);
  return {
    different,
    detail: `${name}: ${count} pixels (${(different * 100).toFixed(2)} %) differ; now: ${actual}, differences: ${marked}`,
  };
}
