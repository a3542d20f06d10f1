import type { Locator } from 'playwright-core';

/**
 * Waits until an image has loaded and been decoded, and fails if it did not load. Chromium may
 * reject decode() for a photo it can draw (the compositor's decode of a large photo on a busy
 * machine: one CI run rejected a 2400 px poster with "The source image cannot be decoded"), so a
 * rejected decode counts only if the image did not load. Returns the address it was drawn from
 * (currentSrc: the variant the browser chose).
 */
export async function imageLoaded(image: Locator): Promise<string> {
  const outcome = await image.evaluate(async (img: HTMLImageElement) => {
    try {
      await img.decode();
    } catch {
      if (!img.complete)
        await new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        });
    }
    return { loaded: img.complete && img.naturalWidth > 0, src: img.currentSrc || img.src };
  });
  if (!outcome.loaded) throw new Error(`${outcome.src} did not load`);
  return outcome.src;
}
