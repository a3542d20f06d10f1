/** A staircase in a soft-lit hall. */

import {
  type SceneContext,
  blur,
  ellipse,
  grade,
  line,
  linear,
  mix,
  palette,
  polygon,
  rect,
  vignette,
} from '../svg.ts';
import { type Point, floorTones, maybeMirror, wallTones } from './interiorParts.ts';
import { foliage } from './nature.ts';

/** A floating staircase along a wall, light from a high window falling across it. */
export function staircase(ctx: SceneContext): string {
  const { w, h, rng } = ctx;
  const wall = rng.pick(wallTones);
  const floorY = h * rng.range(0.82, 0.9);
  const steps = rng.int(11, 15);
  const topY = h * rng.range(0.04, 0.18);
  const rise = (floorY - topY) / steps;
  const run = w * rng.range(0.05, 0.066);
  const startX = w * rng.range(0.1, 0.26);
  const tread = rise * 0.45;
  const treadColour = rng.pick(['#6e5038', '#8b6b4d', '#3a3531', '#d8d0c2']);
  const soft = ctx.id('soft');
  const softer = ctx.id('softer');
  const wallFill = ctx.id('wall');
  const defs =
    blur(soft, w * 0.004, ctx) +
    blur(softer, w * 0.012) +
    linear(
      wallFill,
      [0, 0, 1, 1],
      [
        [0, mix(wall, '#ffffff', 0.2)],
        [1, mix(wall, '#4a3a2a', 0.25)],
      ],
    );
  const parts = [`<defs>${defs}</defs>`, rect(0, 0, w, h, `url(#${wallFill})`)];

  // Slanted bands of sun from a window out of frame, broken by its glazing bars.
  const angle = rng.range(0.5, 0.8);
  const bands = rng.int(3, 5);
  const bandW = w * rng.range(0.06, 0.1);
  const originX = w * rng.range(0.35, 0.6);
  const bandParts: string[] = [];
  for (let i = 0; i < bands; i++) {
    const x = originX + i * bandW * 1.18;
    const dy = h * 1.1;
    const dx = dy * angle;
    bandParts.push(
      polygon(
        [
          [x, -h * 0.05],
          [x + bandW, -h * 0.05],
          [x + bandW - dx, dy],
          [x - dx, dy],
        ],
        '#ffe0a0',
      ),
    );
  }
  parts.push(`<g opacity="0.42" filter="url(#${soft})" style="mix-blend-mode:screen">${bandParts.join('')}</g>`);

  parts.push(
    rect(0, floorY, w, h - floorY, rng.pick(floorTones)),
    rect(0, floorY - h * 0.012, w, h * 0.012, mix(wall, '#000000', 0.1)),
  );
  for (let y = floorY + h * 0.02; y < h; y += h * 0.022) parts.push(line(0, y, w, y, '#000000', 2, 'opacity="0.12"'));

  const glass = rng.chance(0.5);
  const railLift = h * 0.13;
  // Each tread's soft shadow on the wall, blurred as one layer (one filter pass, not fifteen).
  const shadows: string[] = [];
  for (let i = 0; i < steps; i++)
    shadows.push(
      rect(startX + i * run + run * 0.1, floorY - (i + 1) * rise + tread * 0.6, run * 1.05, tread * 1.4, '#000000'),
    );
  parts.push(`<g opacity="0.28" filter="url(#${softer})">${shadows.join('')}</g>`);
  for (let i = 0; i < steps; i++) {
    const x = startX + i * run;
    const y = floorY - (i + 1) * rise;
    parts.push(
      rect(x, y, run * 1.04, tread, treadColour),
      rect(x, y, run * 1.04, tread * 0.18, mix(treadColour, '#ffffff', 0.3)),
    );
    if (!glass) parts.push(line(x + run * 0.5, y, x + run * 0.5, y - h * 0.13, '#1c1a18', Math.max(2, w * 0.001)));
  }
  const first: Point = [startX + run * 0.5, floorY - rise - railLift];
  const last: Point = [startX + (steps - 0.5) * run, floorY - steps * rise - railLift];
  if (glass) {
    parts.push(
      polygon(
        [
          [first[0], first[1]],
          [last[0], last[1]],
          [last[0], last[1] + railLift],
          [first[0], first[1] + railLift],
        ],
        '#dbe6ea',
        'opacity="0.16"',
      ),
    );
  }
  parts.push(line(first[0], first[1], last[0], last[1], '#1c1a18', w * 0.0035));

  // A large canvas on the wall above the foot of the flight, clear of the handrail.
  if (rng.chance(0.55)) {
    const artW = w * rng.range(0.13, 0.18);
    const artH = artW * rng.range(1.1, 1.3);
    const artX = Math.max(w * 0.04, startX - artW * rng.range(0.2, 0.5));
    const stepsUnderArt = Math.max(0, (artX + artW - startX) / run);
    const artY = floorY - stepsUnderArt * rise - railLift - h * 0.06 - artH;
    if (artY > h * 0.05) {
      parts.push(
        rect(artX + w * 0.004, artY + h * 0.008, artW, artH, '#000000', `opacity="0.25" filter="url(#${softer})"`),
        rect(artX, artY, artW, artH, rng.pick([palette.navy, palette.greenDeep, '#b9a58a'])),
        rect(
          artX + artW * 0.12,
          artY + artH * rng.range(0.15, 0.4),
          artW * 0.76,
          artH * rng.range(0.15, 0.3),
          rng.pick([palette.gold, palette.sage, palette.rose]),
          'opacity="0.85"',
        ),
      );
    }
  }
  // Something at the foot of the stairs: a bench with a vase of branches.
  const benchX = startX + steps * run + w * rng.range(0.04, 0.12);
  if (benchX < w * 0.9) {
    const bwidth = w * rng.range(0.12, 0.18);
    parts.push(
      ellipse(
        benchX + bwidth / 2,
        floorY,
        bwidth * 0.6,
        h * 0.012,
        '#000000',
        `opacity="0.3" filter="url(#${softer})"`,
      ),
      rect(benchX, floorY - h * 0.07, bwidth, h * 0.018, '#2e2823'),
      rect(benchX + bwidth * 0.06, floorY - h * 0.055, w * 0.005, h * 0.055, '#2e2823'),
      rect(benchX + bwidth * 0.94 - w * 0.005, floorY - h * 0.055, w * 0.005, h * 0.055, '#2e2823'),
      ellipse(
        benchX + bwidth * 0.7,
        floorY - h * 0.1,
        w * 0.016,
        h * 0.032,
        rng.pick([palette.ivory, palette.navy, palette.sage]),
      ),
      foliage(
        rng,
        benchX + bwidth * 0.7,
        floorY - h * 0.13,
        -Math.PI / 2 + rng.range(-0.3, 0.3),
        h * 0.28,
        '#3a2e22',
        160,
      ),
    );
  }
  return maybeMirror(ctx, parts.join('')) + grade(ctx, '#f0c080', 0.16) + vignette(ctx, 0.32);
}
