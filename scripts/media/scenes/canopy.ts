/** A canopy of trees over a neighbourhood: the green of a guide's quieter streets. */

import { type SceneContext, ellipse, grade, linear, mix, n, palette, polygon, radial, rect, vignette } from '../svg.ts';
import { foliage } from './nature.ts';

/** Looking up through a tree canopy into the last of the light. */
export function canopy(ctx: SceneContext): string {
  const { w, h, rng } = ctx;
  const backdrop = ctx.id('up');
  const glow = ctx.id('glow');
  const gx = w * rng.range(0.3, 0.7);
  const gy = h * rng.range(0.35, 0.65);
  const parts = [
    `<defs>${linear(
      backdrop,
      [0, 0, 0.3, 1],
      [
        [0, palette.navyDeep],
        [0.5, palette.dusk],
        [0.85, palette.mauve],
        [1, '#d4946a'],
      ],
    )}${radial(glow, gx, gy, w * 0.5, [
      [0, '#f6d8a4', 0.8],
      [0.4, '#e8b46a', 0.25],
      [1, '#e8b46a', 0],
    ])}</defs>`,
    rect(0, 0, w, h, `url(#${backdrop})`),
    rect(0, 0, w, h, `url(#${glow})`, 'style="mix-blend-mode:screen"'),
  ];
  for (let i = 0; i < 40; i++)
    parts.push(
      ellipse(rng.range(0, w), rng.range(0, h * 0.5), 1.6, 1.6, '#fbf1dc', `opacity="${n(rng.range(0.3, 0.9))}"`),
    );
  // Trunks lean in from the edges; the canopy fills in from every side, lit leaves first.
  const trunks = rng.int(2, 4);
  for (let i = 0; i < trunks; i++) {
    const fromLeft = i % 2 === 0;
    const bx = fromLeft ? rng.range(-0.05, 0.25) * w : rng.range(0.75, 1.05) * w;
    const tx = bx + (fromLeft ? 1 : -1) * w * rng.range(0.1, 0.25);
    const ty = h * rng.range(0.15, 0.4);
    const bwid = w * rng.range(0.025, 0.05);
    parts.push(
      polygon(
        [
          [bx - bwid, h * 1.02],
          [bx + bwid, h * 1.02],
          [tx + bwid * 0.25, ty],
          [tx - bwid * 0.25, ty],
        ],
        '#0b1210',
      ),
    );
  }
  const sources: [number, number, number][] = [
    [-w * 0.05, -h * 0.05, Math.PI * 0.25],
    [w * 1.05, -h * 0.05, Math.PI * 0.75],
    [-w * 0.05, h * 0.7, -Math.PI * 0.1],
    [w * 1.05, h * 0.7, Math.PI * 1.1],
    [w * 0.5, -h * 0.08, Math.PI * 0.5],
  ];
  for (const [x, y, a] of sources)
    parts.push(foliage(rng, x, y, a, w * rng.range(0.35, 0.5), mix(palette.greenDeep, palette.gold, 0.3), 380));
  for (const [x, y, a] of sources)
    parts.push(foliage(rng, x, y, a + rng.range(-0.2, 0.2), w * rng.range(0.3, 0.45), '#0e1a15', 900));
  return parts.join('') + grade(ctx, '#e0a060', 0.1) + vignette(ctx, 0.45);
}
