/** Skies and trees shared by the outdoor scenes. */
import type { Rng } from '../random.ts';
import { type SceneContext, type Stop, blur, ellipse, n, palette, radial, rect } from '../svg.ts';

export type SkyMood = 'golden' | 'dusk' | 'blue-hour';

// Top of the frame to the horizon. Golden hour for facades, dusk for the city, blue hour for towers.
const skyStops: Record<SkyMood, readonly Stop[]> = {
  golden: [
    [0, '#1d3658'],
    [0.42, '#5f7290'],
    [0.72, '#c7a386'],
    [0.9, '#eac28c'],
    [1, '#f5dcaa'],
  ],
  dusk: [
    [0, palette.navyDeep],
    [0.38, palette.dusk],
    [0.66, palette.mauve],
    [0.86, '#d4946a'],
    [1, '#f0c487'],
  ],
  'blue-hour': [
    [0, palette.navyDeep],
    [0.5, '#1c3558'],
    [0.82, '#4d6485'],
    [0.95, '#9a7e86'],
    [1, '#c99a7a'],
  ],
};

export function sky(ctx: SceneContext, mood: SkyMood, horizonY: number, sunX: number, glow = 1): string {
  const { w, rng } = ctx;
  const gradient = ctx.id('sky');
  const sun = ctx.id('sun');
  const cloudBlur = ctx.id('cloud-blur');
  const defs =
    `<linearGradient id="${gradient}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${n(horizonY)}">` +
    skyStops[mood].map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
    `</linearGradient>` +
    radial(
      sun,
      sunX,
      horizonY,
      w * 0.6,
      [
        [0, '#fbe3b0', 0.85 * glow],
        [0.35, palette.amber, 0.35 * glow],
        [1, palette.amber, 0],
      ],
      0.45,
    ) +
    blur(cloudBlur, w * 0.006, ctx);
  // Long, thin, blurred streaks read as high cloud catching the last light.
  const clouds: string[] = [];
  const count = rng.int(3, 7);
  for (let i = 0; i < count; i++) {
    const y = horizonY * rng.range(0.25, 0.85);
    const tint = y > horizonY * 0.6 ? palette.goldLight : palette.rose;
    clouds.push(
      ellipse(
        rng.range(0, w),
        y,
        w * rng.range(0.12, 0.35),
        horizonY * rng.range(0.008, 0.025),
        tint,
        `opacity="${n(rng.range(0.15, 0.4))}"`,
      ),
    );
  }
  return (
    `<defs>${defs}</defs>` +
    rect(0, 0, w, horizonY + 2, `url(#${gradient})`) +
    `<g filter="url(#${cloudBlur})">${clouds.join('')}</g>` +
    rect(0, 0, w, horizonY + 2, `url(#${sun})`, 'style="mix-blend-mode:screen"')
  );
}

/** A deciduous tree as a cluster of overlapping circles on a short trunk. */
export function tree(rng: Rng, cx: number, baseY: number, height: number, color: string): string {
  const crownR = height * rng.range(0.28, 0.38);
  const crownY = baseY - height + crownR;
  const parts = [rect(cx - height * 0.018, crownY, height * 0.036, baseY - crownY, color)];
  const blobs = rng.int(9, 16);
  for (let i = 0; i < blobs; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0, 0.75) * crownR;
    const r = crownR * rng.range(0.32, 0.6);
    parts.push(ellipse(cx + Math.cos(a) * d * 1.15, crownY + Math.sin(a) * d * 0.85, r, r * rng.range(0.85, 1), color));
  }
  return parts.join('');
}

/** A row of trees along a horizon, tallest where `peakX` puts them. */
export function treeLine(rng: Rng, width: number, baseY: number, minH: number, maxH: number, color: string): string {
  const parts: string[] = [];
  for (let x = -maxH * 0.3; x < width + maxH * 0.3; x += rng.range(0.25, 0.55) * maxH) {
    parts.push(tree(rng, x, baseY + rng.range(0, minH * 0.15), rng.range(minH, maxH), color));
  }
  return parts.join('');
}

/**
 * Foliage as many small leaves along a few curving branches. The fine leaf edges are the kind of
 * detail that gives a real photograph its weight, so they earn their keep twice.
 */
export function foliage(
  rng: Rng,
  originX: number,
  originY: number,
  angle: number,
  reach: number,
  color: string,
  leaves = 420,
): string {
  const parts: string[] = [];
  const branches = rng.int(3, 6);
  for (let b = 0; b < branches; b++) {
    const a = angle + rng.range(-0.6, 0.6);
    const len = reach * rng.range(0.55, 1);
    const bend = rng.range(-0.5, 0.5);
    const ex = originX + Math.cos(a) * len;
    const ey = originY + Math.sin(a) * len;
    const mx = (originX + ex) / 2 - Math.sin(a) * len * bend * 0.3;
    const my = (originY + ey) / 2 + Math.cos(a) * len * bend * 0.3;
    parts.push(
      `<path d="M${n(originX)} ${n(originY)} Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}" stroke="${color}" stroke-width="${n(reach * 0.012)}" fill="none"/>`,
    );
    const perBranch = Math.round(leaves / branches);
    for (let i = 0; i < perBranch; i++) {
      const t = Math.sqrt(rng.next());
      const bx = (1 - t) * (1 - t) * originX + 2 * (1 - t) * t * mx + t * t * ex;
      const by = (1 - t) * (1 - t) * originY + 2 * (1 - t) * t * my + t * t * ey;
      const spread = reach * 0.16 * t;
      const x = bx + rng.range(-spread, spread);
      const y = by + rng.range(-spread, spread);
      const size = reach * rng.range(0.014, 0.032);
      const rot = rng.range(0, 180);
      parts.push(ellipse(x, y, size, size * 0.45, color, `transform="rotate(${n(rot)} ${n(x)} ${n(y)})"`));
    }
  }
  return parts.join('');
}
