/**
 * What the visitor saw while a page changed, frame by frame: the scroll position and whether the
 * new page was showing, sampled on every animation frame (the scroll-restoration and navigation
 * tests read these). browser.ts re-exports them, beside the helpers that open pages.
 */
import type { Page } from 'playwright-core';

export interface FrameSample {
  /** ms since sampling started */
  t: number;
  y: number;
  path: string;
  /** Whether #main showed the awaited text in this frame. */
  shown: boolean;
}

/**
 * Records scrollY on every animation frame while `action` navigates, until `path` shows `text`
 * and 600 ms more have passed. Returns the frames from the first one that showed the new page:
 * what the visitor saw, frame by frame.
 */
export async function framesWhileNavigating(
  page: Page,
  action: () => Promise<unknown>,
  path: string,
  text: string,
): Promise<FrameSample[]> {
  await page.evaluate(
    ({ path, text }) => {
      const w = window as unknown as { __frames: FrameSample[]; __stopFrames: boolean; __framesRun: number };
      // Each call samples into its own array; a loop left from an earlier call stops at its next frame.
      const run = (w.__framesRun = (w.__framesRun ?? 0) + 1);
      const frames: FrameSample[] = (w.__frames = []);
      w.__stopFrames = false;
      const t0 = performance.now();
      const tick = () => {
        if (w.__framesRun !== run) return;
        const main = document.getElementById('main');
        frames.push({
          t: Math.round(performance.now() - t0),
          y: Math.round(window.scrollY),
          path: location.pathname,
          // Any case: headings are written in sentence case and set in capitals by style.
          shown: location.pathname === path && (main?.textContent ?? '').toLowerCase().includes(text.toLowerCase()),
        });
        if (!w.__stopFrames) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { path, text },
  );
  await action();
  await page.waitForFunction(() => (window as unknown as { __frames: FrameSample[] }).__frames.some((f) => f.shown));
  await page.waitForTimeout(600);
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: FrameSample[]; __stopFrames: boolean };
    w.__stopFrames = true;
    return w.__frames;
  });
  return frames.slice(frames.findIndex((f) => f.shown));
}

/** "y@t" for each frame, for failure messages. */
export const describeFrames = (frames: FrameSample[]) =>
  frames
    .slice(0, 12)
    .map((f) => `${f.y}@${f.t}ms`)
    .join(', ');
