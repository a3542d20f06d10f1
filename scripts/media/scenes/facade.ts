/** House facades at golden hour or dusk: the lead image of a listing or a sale. */

import { type SceneContext, grade, linear, mix, palette, rect, vignette } from '../svg.ts';
import { type Shared, modernHouse } from './houses.ts';
import { traditionalHouse } from './traditionalHouse.ts';
import { type SkyMood, foliage, sky, treeLine } from './nature.ts';

export interface FacadeOptions {
  mood?: SkyMood;
  /** How brightly the windows glow, 0 to 1 (the hero video brightens them over time). */
  lights?: number;
  style?: 'modern' | 'traditional';
}

export function facade(ctx: SceneContext, options: FacadeOptions = {}): string {
  const { w, h, rng } = ctx;
  const style = options.style ?? rng.pick(['modern', 'traditional'] as const);
  const mood = options.mood ?? rng.pick(['golden', 'golden', 'dusk'] as const);
  const lights = options.lights ?? (mood === 'golden' ? rng.range(0.35, 0.6) : rng.range(0.75, 1));
  const groundY = h * rng.range(0.7, 0.78);
  const horizonY = groundY - h * rng.range(0.03, 0.07);
  const sunOnLeft = rng.chance(0.5);
  const sunX = sunOnLeft ? w * rng.range(0.05, 0.3) : w * rng.range(0.7, 0.95);
  const houseW = w * rng.range(0.5, 0.66);
  const cx = w * rng.range(0.42, 0.58);

  const s: Shared = { ctx, rng, lights, glass: ctx.id('glass'), glow: ctx.id('glow') };
  const lawn = ctx.id('lawn');
  const wash = ctx.id('wash');
  const defs =
    linear(
      s.glass,
      [0, 0, 0, 1],
      [
        [0, '#2c3d55'],
        [0.6, '#6f7f94'],
        [1, '#a59a8f'],
      ],
    ) +
    linear(
      s.glow,
      [0, 0, 0, 1],
      [
        [0, '#f9dc9c'],
        [0.7, '#e0a75c'],
        [1, '#a8682c'],
      ],
    ) +
    linear(
      lawn,
      [0, 0, 0, 1],
      [
        [0, '#5b7352'],
        [1, '#223328'],
      ],
    ) +
    linear(wash, sunOnLeft ? [0, 0, 1, 0] : [1, 0, 0, 0], [
      [0, palette.amber, 1],
      [0.6, palette.amber, 0],
    ]);

  const house =
    style === 'modern'
      ? modernHouse(s, cx, houseW, groundY, sunOnLeft)
      : traditionalHouse(s, cx, houseW, groundY, sunOnLeft);
  const framing = rng.chance(0.75)
    ? foliage(
        rng,
        sunOnLeft ? w * 1.02 : -w * 0.02,
        -h * 0.04,
        sunOnLeft ? Math.PI * 0.72 : Math.PI * 0.28,
        w * rng.range(0.28, 0.4),
        '#141f1b',
        900,
      )
    : '';

  return (
    `<defs>${defs}</defs>` +
    sky(ctx, mood, horizonY, sunX, mood === 'golden' ? 1 : 0.7) +
    // Distant ground in haze, then a tree line whose trunks the lawn hides.
    rect(0, horizonY, w, groundY - horizonY + 2, mix(palette.slate, palette.green, 0.5), 'opacity="0.9"') +
    `<g opacity="0.9">${treeLine(rng, w, groundY + h * 0.02, h * 0.12, h * 0.24, mix(palette.navy, palette.greenDeep, 0.55))}</g>` +
    rect(0, groundY - h * 0.01, w, h - groundY + h * 0.01, `url(#${lawn})`) +
    house +
    framing +
    rect(0, 0, w, h, `url(#${wash})`, 'opacity="0.28" style="mix-blend-mode:soft-light"') +
    grade(ctx, mood === 'golden' ? '#f0b870' : '#6a5a8a', 0.12) +
    vignette(ctx)
  );
}
