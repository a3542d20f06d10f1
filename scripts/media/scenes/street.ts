/** A neighbourhood street at dusk: houses and shopfronts under the trees. */
import type { Rng } from '../random.ts';
import {
  type SceneContext,
  ellipse,
  grade,
  line,
  linear,
  mix,
  n,
  palette,
  polygon,
  radial,
  rect,
  vignette,
} from '../svg.ts';
import { foliage, sky, tree } from './nature.ts';
import { windowLight } from './skyline.ts';

/**
 * A street at dusk, either leafy (gabled houses behind a row of trees) or urban (a run of
 * two- to four-storey shopfronts under streetcar wires), lamps on.
 */
export function street(ctx: SceneContext): string {
  const { w, h, rng } = ctx;
  const urban = rng.chance(0.45);
  const vpx = w * rng.range(0.32, 0.68);
  const vpy = h * rng.range(0.48, 0.58);
  const road = ctx.id('road');
  const lampGlow = ctx.id('lamp');
  const parts = [
    sky(ctx, rng.pick(['dusk', 'dusk', 'blue-hour'] as const), vpy + h * 0.02, vpx + rng.range(-0.15, 0.15) * w),
    `<defs>${linear(
      road,
      [0, 0, 0, 1],
      [
        [0, '#3b3a45'],
        [1, '#1a1c22'],
      ],
    )}</defs>`,
    rect(0, vpy, w, h - vpy, '#1d2a27'),
  ];
  const curbL = w * rng.range(0.05, 0.2);
  const curbR = w * rng.range(0.8, 0.95);
  parts.push(
    polygon(
      [
        [vpx - 3, vpy],
        [vpx + 3, vpy],
        [w * 1.3, h],
        [-w * 0.3, h],
      ],
      '#3f3e44',
    ),
    polygon(
      [
        [vpx - 2, vpy],
        [vpx + 2, vpy],
        [curbR, h],
        [curbL, h],
      ],
      `url(#${road})`,
    ),
  );
  // Centre dashes shrink towards the vanishing point.
  for (let f = 0.04; f < 1; f *= 1.35) {
    const f2 = f * 1.15;
    const y1 = vpy + (h - vpy) * f;
    const y2 = vpy + (h - vpy) * f2;
    parts.push(
      polygon(
        [
          [vpx - w * 0.002 * f, y1],
          [vpx + w * 0.002 * f, y1],
          [vpx + w * 0.006 * f2, y2],
          [vpx - w * 0.006 * f2, y2],
        ],
        '#d8c79a',
        'opacity="0.7"',
      ),
    );
  }
  // Houses, trees and lamps along both sides, back to front so nearer ones overlap.
  const treeChance = urban ? 0.25 : 0.9;
  const treeSize = rng.range(0.45, 0.68);
  const spacing = rng.range(0.45, 0.65);
  const items: { f: number; draw: () => string }[] = [];
  for (const side of [-1, 1] as const) {
    const edge = side < 0 ? curbL - w * 0.1 : curbR + w * 0.1;
    for (let k = 14; k >= 0; k--) {
      const f = 1 / (1 + k * spacing);
      const x = vpx + (edge - vpx) * f;
      const y = vpy + (h - vpy) * f;
      const facade = rng.pick(['#1b2433', '#2a2124', '#1f2a2a', '#262430']);
      items.push({
        f: f - 0.001,
        draw: () => (urban ? shopfront(rng, x, y, f, side, w, h, facade) : house(rng, x, y, f, side, w, h, facade)),
      });
      if (rng.chance(treeChance))
        items.push({ f, draw: () => tree(rng, x - side * w * 0.04 * f, y, h * treeSize * f, '#101b18') });
      if (k % 2 === 0) {
        items.push({
          f: f + 0.001,
          draw: () => {
            const lx = x - side * w * 0.08 * f;
            const top = y - h * 0.3 * f;
            const r = w * 0.05 * f;
            return (
              rect(lx - w * 0.0015 * f, top, w * 0.003 * f + 1, y - top, '#0c1016') +
              `<defs>${radial(`${lampGlow}-${side}-${k}`, lx, top, r, [
                [0, '#ffe2a8', 0.9],
                [0.3, '#f2b86a', 0.35],
                [1, '#f2b86a', 0],
              ])}</defs>` +
              ellipse(lx, top, r, r, `url(#${lampGlow}-${side}-${k})`, 'style="mix-blend-mode:screen"') +
              ellipse(lx, top, w * 0.004 * f + 1, w * 0.004 * f + 1, '#fff1cc')
            );
          },
        });
      }
    }
  }
  items.sort((a, b) => a.f - b.f);
  parts.push(...items.map((item) => item.draw()));
  if (urban) {
    // Streetcar wires: thin lines converging on the vanishing point.
    for (const dy of [0.16, 0.19])
      parts.push(
        line(vpx, vpy - h * dy * 0.3, vpx - w * 0.9, -h * dy, '#0c1016', 3),
        line(vpx, vpy - h * dy * 0.3, vpx + w * 0.9, -h * dy, '#0c1016', 3),
      );
  } else {
    parts.push(foliage(rng, rng.chance(0.5) ? -w * 0.02 : w * 1.02, -h * 0.03, Math.PI / 2, w * 0.3, '#0b1411', 700));
  }
  return parts.join('') + grade(ctx, '#d9a070', 0.1) + vignette(ctx, 0.45);
}

/** A gabled house set back from the street, a few windows lit. */
function house(rng: Rng, x: number, y: number, f: number, side: number, w: number, h: number, fill: string): string {
  const hw = w * rng.range(0.17, 0.23) * f;
  const hh = h * rng.range(0.26, 0.36) * f;
  const hx = x + side * hw * 0.3 - hw / 2;
  const body = [
    rect(hx, y - hh, hw, hh, fill),
    polygon(
      [
        [hx - hw * 0.05, y - hh],
        [hx + hw * 1.05, y - hh],
        [hx + hw / 2, y - hh * 1.45],
      ],
      mix(fill, '#000000', 0.25),
    ),
  ];
  for (const wx of [0.15, 0.6])
    for (const wy of [0.2, 0.6])
      if (rng.chance(0.7))
        body.push(
          rect(
            hx + hw * wx,
            y - hh + hh * wy,
            hw * 0.22,
            hh * 0.25,
            rng.pick(windowLight),
            `opacity="${n(rng.range(0.5, 0.95))}"`,
          ),
        );
  return body.join('');
}

/** A shop with flats above: lit shop window at street level, a cornice, uneven heights. */
function shopfront(
  rng: Rng,
  x: number,
  y: number,
  f: number,
  side: number,
  w: number,
  h: number,
  fill: string,
): string {
  const hw = w * rng.range(0.2, 0.26) * f;
  const storeys = rng.int(2, 4);
  const storey = h * 0.13 * f;
  const hh = storey * storeys + storey * 0.4;
  const hx = x + side * hw * 0.2 - hw / 2;
  const body = [
    rect(hx, y - hh, hw, hh, fill),
    rect(hx - hw * 0.03, y - hh, hw * 1.06, storey * 0.12, mix(fill, '#ffffff', 0.08)),
  ];
  body.push(
    rect(
      hx + hw * 0.08,
      y - storey * 0.85,
      hw * 0.84,
      storey * 0.7,
      rng.pick(windowLight),
      `opacity="${n(rng.range(0.6, 0.95))}"`,
    ),
  );
  body.push(
    rect(
      hx,
      y - storey * 1.05,
      hw,
      storey * 0.15,
      rng.pick([palette.green, palette.navy, '#5a2e2a', palette.charcoal]),
    ),
  );
  for (let s = 1; s < storeys; s++) {
    for (const wx of [0.12, 0.42, 0.72]) {
      if (rng.chance(0.55))
        body.push(
          rect(
            hx + hw * wx,
            y - storey * (s + 1) + storey * 0.2,
            hw * 0.16,
            storey * 0.5,
            rng.pick(windowLight),
            `opacity="${n(rng.range(0.4, 0.9))}"`,
          ),
        );
    }
  }
  return body.join('');
}
