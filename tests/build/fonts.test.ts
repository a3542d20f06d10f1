import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { fontsCover } from '../../src/ui/fonts/characterSet.ts';
import { fontFaces } from '../../src/ui/fonts/faces.ts';
import { fontStack } from '../../src/ui/rootProperties.ts';

const fontsDir = join(projectRoot, 'src', 'ui', 'fonts');

// That the committed files are what `npm run generate` makes now is tests/build/generated.test.ts's job.
describe('the subset web fonts', () => {
  it('each face is a small download', () => {
    for (const face of fontFaces)
      expect(readFileSync(join(fontsDir, face.file)).length, face.file).toBeLessThan(20 * 1024);
  });

  it('the character set covers accented names and typographic punctuation, not other scripts', () => {
    for (const char of 'Aa0 éüçñ–—‘’“”•…€™°½©') expect(fontsCover(char), char).toBe(true);
    for (const char of ['Ł', '中', '✓', '😀']) expect(fontsCover(char), char).toBe(false);
  });
});

/**
 * Font metrics from @capsizecss/metrics 4.3.0: units per em, ascent, descent, line gap, and the
 * average width of Latin text. Copied here rather than installed: the package holds every Google
 * font and is 169 MB. The web fonts' ascent and descent are the same in all their weights and styles.
 */
const metrics = {
  inter: { unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0, xWidthAvg: 978 },
  cormorantGaramond: { unitsPerEm: 1000, ascent: 924, descent: -287, lineGap: 0, xWidthAvg: 394 },
  arial: { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 913 },
  timesNewRoman: { unitsPerEm: 2048, ascent: 1825, descent: -443, lineGap: 87, xWidthAvg: 832 },
  roboto: { unitsPerEm: 2048, ascent: 1900, descent: -500, lineGap: 0, xWidthAvg: 911 },
};
type Metrics = (typeof metrics)[keyof typeof metrics];
const webFontMetrics: Record<string, Metrics> = {
  Inter: metrics.inter,
  'Cormorant Garamond': metrics.cormorantGaramond,
};
/** The metrics of the web font a fallback family stands in for ('Inter Fallback Android' -> Inter). */
const webFontOf = (fallbackFamily: string) => webFontMetrics[fallbackFamily.replace(/ Fallback.*$/, '')]!;

/** Capsize's size-adjust: scales the local font to the web font's average width. */
const capsizeSizeAdjust = (web: Metrics, local: Metrics) =>
  web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);

/** The faces whose size-adjust is Capsize's; the others' was measured (see fonts.css). */
const capsizeFaces = [
  { family: 'Inter Fallback', local: metrics.arial },
  { family: 'Inter Fallback Android', local: metrics.roboto },
  { family: 'Cormorant Garamond Fallback', local: metrics.timesNewRoman },
];

interface FallbackFace {
  family: string;
  weight: number;
  style: string;
  src: string;
  percent: (descriptor: string) => number;
}

function fallbackFacesIn(css: string): FallbackFace[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
    const descriptors = new Map(
      [...body!.matchAll(/([a-z-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
    );
    return {
      family: descriptors.get('font-family')!.replace(/'/g, ''),
      weight: Number(descriptors.get('font-weight') ?? 400),
      style: descriptors.get('font-style') ?? 'normal',
      src: descriptors.get('src') ?? '',
      percent: (descriptor) => parseFloat(descriptors.get(descriptor) ?? 'NaN'),
    };
  });
}

describe('the metric-matched fallback faces', () => {
  const faces = fallbackFacesIn(readFileSync(join(projectRoot, 'src', 'ui', 'fonts.css'), 'utf8'));
  const webFamilies = [...new Set(fontFaces.map((face) => face.family))];

  it('each web font is followed in its stack by its two fallback families, before any system font', () => {
    for (const [webFamily, stack] of [
      ['Inter', fontStack.text],
      ['Cormorant Garamond', fontStack.display],
    ] as const) {
      const families = stack.split(',').map((name) => name.trim().replace(/"/g, ''));
      expect(families.slice(0, 3)).toEqual([webFamily, `${webFamily} Fallback`, `${webFamily} Fallback Android`]);
    }
  });

  it('each fallback family has a face for every weight and style of its web font, and no other', () => {
    for (const webFamily of webFamilies) {
      const webStyles = fontFaces
        .filter((face) => face.family === webFamily)
        .map((face) => `${face.weight} ${face.style}`)
        .sort();
      for (const family of [`${webFamily} Fallback`, `${webFamily} Fallback Android`]) {
        expect(
          faces
            .filter((face) => face.family === family)
            .map((face) => `${face.weight} ${face.style}`)
            .sort(),
          family,
        ).toEqual(webStyles);
      }
    }
    expect(
      faces.every((face) => webFamilies.some((webFamily) => face.family.startsWith(`${webFamily} Fallback`))),
    ).toBe(true);
  });

  it("each face names local fonts, and its vertical overrides are the web font's ascent and descent over its size-adjust", () => {
    for (const face of faces) {
      const web = webFontOf(face.family);
      const sizeAdjust = face.percent('size-adjust') / 100;
      const label = `${face.family} ${face.weight} ${face.style}`;
      expect(face.src, label).toMatch(/^local\('[^']+'\)(, local\('[^']+'\))*$/);
      expect(face.percent('ascent-override'), `${label} ascent-override`).toBeCloseTo(
        (web.ascent / web.unitsPerEm / sizeAdjust) * 100,
        2,
      );
      expect(face.percent('descent-override'), `${label} descent-override`).toBeCloseTo(
        (-web.descent / web.unitsPerEm / sizeAdjust) * 100,
        2,
      );
      expect(face.percent('line-gap-override'), `${label} line-gap-override`).toBe(0);
    }
  });

  it.each(capsizeFaces)(
    '$family (regular) has the size-adjust Capsize computes for its local font',
    ({ family, local }) => {
      const face = faces.find(
        (candidate) => candidate.family === family && candidate.weight === 400 && candidate.style === 'normal',
      )!;
      expect(face.percent('size-adjust')).toBeCloseTo(capsizeSizeAdjust(webFontOf(family), local) * 100, 3);
    },
  );
});
