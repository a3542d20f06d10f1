/** Light falling across a wall: a quiet detail between rooms. */

import {
  type SceneContext,
  blur,
  ellipse,
  grade,
  line,
  linear,
  mix,
  n,
  palette,
  polygon,
  rect,
  vignette,
} from '../svg.ts';
import { floorTones, maybeMirror, sunPatch, wallTones } from './interiorParts.ts';
import { foliage } from './nature.ts';

/** A quiet corner: a wall, a console, and a window's shadow with leaves moving across it. */
export function lightOnWall(ctx: SceneContext): string {
  const { w, h, rng } = ctx;
  const wall = rng.pick(wallTones);
  const floorY = h * rng.range(0.78, 0.86);
  const soft = ctx.id('soft');
  const softer = ctx.id('softer');
  const wallFill = ctx.id('wall');
  const doorway = ctx.id('doorway');
  const defs =
    blur(soft, w * 0.005) +
    blur(softer, w * 0.014) +
    linear(
      wallFill,
      [0, 0, 1, 0.4],
      [
        [0, mix(wall, '#6a5848', 0.2)],
        [0.5, wall],
        [1, mix(wall, '#4a3a2a', 0.3)],
      ],
    ) +
    linear(
      doorway,
      [0, 0, 0, 1],
      [
        [0, palette.navy],
        [0.7, '#27303a'],
        [1, '#4a4640'],
      ],
    );
  const parts = [`<defs>${defs}</defs>`, rect(0, 0, w, h, `url(#${wallFill})`)];

  const arch = rng.chance(0.55);
  const archX = w * rng.range(0.05, 0.18);
  const archW = w * rng.range(0.16, 0.22);
  if (arch) {
    const top = h * 0.22;
    parts.push(
      `<path d="M${n(archX)} ${n(floorY)} V${n(top + archW / 2)} A${n(archW / 2)} ${n(archW / 2)} 0 0 1 ${n(archX + archW)} ${n(top + archW / 2)} V${n(floorY)} Z" fill="url(#${doorway})"/>`,
    );
  }

  // The window's light, skewed by a low sun, with a soft edge.
  const px = w * rng.range(0.38, 0.55);
  const py = h * rng.range(0.08, 0.2);
  const pw = w * rng.range(0.25, 0.35);
  const ph = h * rng.range(0.45, 0.6);
  const shear = w * rng.range(0.06, 0.16);
  const cols = rng.int(2, 4);
  const rows = rng.int(2, 3);
  parts.push(
    sunPatch(
      [px + shear, py],
      [px + pw + shear, py],
      [px + pw, py + ph],
      [px, py + ph],
      cols,
      rows,
      '#ffe4ac',
      0.7,
      soft,
    ),
  );
  // Leaf shadows from a tree outside, much softer than the window's edges.
  parts.push(
    `<g opacity="0.2" filter="url(#${softer})">${foliage(rng, px + pw * 1.3, py - h * 0.05, Math.PI * 0.8, pw * 0.9, '#3b3226', 300)}</g>`,
  );

  parts.push(
    rect(0, floorY, w, h - floorY, rng.pick(floorTones)),
    rect(0, floorY - h * 0.015, w, h * 0.015, mix(wall, '#ffffff', 0.15)),
  );
  for (let x = rng.range(0, w * 0.03); x < w; x += w * 0.06)
    parts.push(line(x, floorY, x - w * 0.08, h, '#000000', 2, 'opacity="0.12"'));
  // Floor catches the light too.
  parts.push(
    polygon(
      [
        [px - w * 0.02, floorY],
        [px + pw, floorY],
        [px + pw - w * 0.1, h],
        [px - w * 0.2, h],
      ],
      '#ffe4ac',
      `opacity="0.2" filter="url(#${softer})"`,
    ),
  );

  const consoleX = arch ? w * rng.range(0.5, 0.62) : w * rng.range(0.15, 0.35);
  const consoleW = w * rng.range(0.22, 0.3);
  const consoleTop = floorY - h * rng.range(0.2, 0.26);
  const wood = rng.pick(['#3b2e24', '#5b4330', '#22252a']);
  parts.push(
    rect(consoleX, floorY - h * 0.005, consoleW, h * 0.012, '#000000', `opacity="0.3" filter="url(#${softer})"`),
    rect(consoleX, consoleTop, consoleW, h * 0.02, wood),
    rect(consoleX + consoleW * 0.04, consoleTop, w * 0.006, floorY - consoleTop, wood),
    rect(consoleX + consoleW * 0.96 - w * 0.006, consoleTop, w * 0.006, floorY - consoleTop, wood),
    rect(consoleX + consoleW * 0.04, consoleTop + (floorY - consoleTop) * 0.7, consoleW * 0.92, h * 0.008, wood),
  );
  if (!arch || rng.chance(0.5)) {
    const mx = consoleX + consoleW / 2;
    const my = consoleTop - h * 0.26;
    parts.push(
      ellipse(mx, my, w * 0.06, w * 0.06, '#b38f55'),
      ellipse(mx, my, w * 0.055, w * 0.055, mix(wall, palette.slate, 0.35)),
    );
  }
  const vaseX = consoleX + consoleW * rng.range(0.2, 0.4);
  parts.push(
    ellipse(
      vaseX,
      consoleTop - h * 0.045,
      w * 0.018,
      h * 0.05,
      rng.pick([palette.ivory, palette.navy, palette.sage, '#c9a27a']),
    ),
    foliage(rng, vaseX, consoleTop - h * 0.09, -Math.PI / 2 + rng.range(-0.25, 0.25), h * 0.35, '#2d3a2c', 220),
    rect(
      consoleX + consoleW * 0.6,
      consoleTop - h * 0.03,
      consoleW * 0.3,
      h * 0.03,
      rng.pick([palette.navy, palette.gold, palette.linen]),
    ),
    rect(
      consoleX + consoleW * 0.62,
      consoleTop - h * 0.05,
      consoleW * 0.26,
      h * 0.02,
      rng.pick([palette.green, palette.ivory, palette.rose]),
    ),
  );
  return maybeMirror(ctx, parts.join('')) + grade(ctx, '#f2c27e', 0.16) + vignette(ctx, 0.3);
}
