import type { Page } from 'playwright-core';

/** How far an image's `sizes` may be from the width it is drawn at: below, photos look soft; above, they cost bytes. */
const SIZES_TOLERANCE = { min: 0.9, max: 1.2 } as const;

/**
 * Every drawn image whose `sizes` (evaluated as the browser would: the first entry whose media
 * condition matches) is outside SIZES_TOLERANCE of its drawn width, described one per line.
 */
export function imagesWithWrongSizes(page: Page): Promise<string[]> {
  return page.evaluate((tolerance) => {
    /** Splits "(cond) len, (cond) len, len" at the commas outside parentheses (calc() and min() have commas too). */
    const entries = (sizes: string) => {
      const out: string[] = [];
      let depth = 0;
      let current = '';
      for (const ch of sizes) {
        if (ch === '(') depth++;
        if (ch === ')') depth--;
        if (ch === ',' && depth === 0) {
          out.push(current.trim());
          current = '';
        } else current += ch;
      }
      return [...out, current.trim()];
    };
    // A probe element turns a length (vw, rem, calc(), min()) into pixels the way the page's CSS would.
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;visibility:hidden;height:0';
    document.body.append(probe);
    const evaluate = (sizes: string, img: HTMLImageElement) => {
      for (const entry of entries(sizes)) {
        // "auto" (first, on a lazy image): the browser takes the width the image is laid out at.
        if (entry === 'auto') return img.loading === 'lazy' ? img.getBoundingClientRect().width : Number.NaN;
        const conditioned = /^(\(.*\))\s+(\S.*)$/.exec(entry);
        if (conditioned && !matchMedia(conditioned[1]!).matches) continue;
        probe.style.width = conditioned ? conditioned[2]! : entry;
        return probe.getBoundingClientRect().width;
      }
      return Number.NaN;
    };
    const wrong = new Set<string>();
    for (const img of Array.from(document.images)) {
      const sizes =
        img.closest('picture')?.querySelector('source[sizes]')?.getAttribute('sizes') ?? img.getAttribute('sizes');
      const drawn = img.getBoundingClientRect().width;
      if (!sizes || drawn === 0) continue;
      const ratio = evaluate(sizes, img) / drawn;
      if (!(ratio >= tolerance.min && ratio <= tolerance.max)) {
        wrong.add(
          `sizes="${sizes}" asks for ${(ratio * 100).toFixed(0)} % of the ${Math.round(drawn)} px it is drawn at (${img.currentSrc.split('/').pop()})`,
        );
      }
    }
    probe.remove();
    return [...wrong];
  }, SIZES_TOLERANCE);
}
