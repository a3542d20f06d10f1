/** The city's skyline at dusk, towers lit window by window. */
import type { Rng } from '../random.ts';
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
  radial,
  rect,
  vignette,
} from '../svg.ts';
import { sky, treeLine } from './nature.ts';

export const windowLight = ['#f6d28f', '#f2c27a', '#fbe3b4', '#e8b46a'] as const;

/** A block of a building with a scatter of lit windows; returns nothing outside the frame. */
function building(
  rng: Rng,
  x: number,
  baseY: number,
  bw: number,
  bh: number,
  fill: string,
  litShare: number,
  cell: number,
): string {
  const parts = [rect(x, baseY - bh, bw, bh, fill)];
  if (rng.chance(0.3)) parts.push(rect(x + bw * 0.3, baseY - bh - bh * 0.06, bw * 0.4, bh * 0.06, fill));
  const cols = Math.max(1, Math.floor(bw / cell));
  const rows = Math.floor(bh / (cell * 1.5));
  for (let r = 1; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!rng.chance(litShare)) continue;
      parts.push(
        rect(
          x + c * cell + cell * 0.25,
          baseY - bh + r * cell * 1.5,
          cell * 0.5,
          cell * 0.7,
          rng.pick(windowLight),
          `opacity="${n(rng.range(0.45, 1))}"`,
        ),
      );
    }
  }
  return parts.join('');
}

/** The skyline across water or parkland, lights coming on. */
export function skyline(ctx: SceneContext): string {
  const { w, h, rng } = ctx;
  const horizonY = h * rng.range(0.5, 0.72);
  const sunX = w * rng.range(0.2, 0.8);
  // How close the city is: from a distant line of towers to a wall of them.
  const nearness = rng.range(0.9, 1.7);
  const parts = [sky(ctx, rng.pick(['dusk', 'dusk', 'blue-hour', 'golden'] as const), horizonY, sunX)];
  const far: string[] = [];
  for (let x = -w * 0.02; x < w; x += w * rng.range(0.015, 0.04)) {
    far.push(
      building(
        rng,
        x,
        horizonY + 2,
        w * rng.range(0.015, 0.04),
        h * rng.range(0.04, 0.16),
        mix(palette.dusk, palette.mauve, 0.3),
        0.12,
        w * 0.004,
      ),
    );
  }
  parts.push(`<g opacity="0.85">${far.join('')}</g>`);
  // A slender observation tower, the kind every skyline is recognised by.
  if (rng.chance(0.6)) {
    const tx = w * rng.range(0.15, 0.85);
    const top = horizonY - h * rng.range(0.5, 0.58);
    parts.push(
      polygon(
        [
          [tx - w * 0.012, horizonY],
          [tx + w * 0.012, horizonY],
          [tx + w * 0.003, top + h * 0.12],
          [tx - w * 0.003, top + h * 0.12],
        ],
        palette.navyDeep,
      ),
      ellipse(tx, top + h * 0.13, w * 0.014, h * 0.018, palette.navyDeep),
      rect(tx - w * 0.0015, top, w * 0.003, h * 0.13, palette.navyDeep),
      ellipse(tx, top + h * 0.13, w * 0.012, h * 0.003, '#f6d28f', 'opacity="0.8"'),
      ellipse(tx, top, w * 0.002, w * 0.002, '#ff9a7a'),
    );
  }
  const near: string[] = [];
  for (let x = -w * 0.03; x < w; x += w * rng.range(0.03, 0.07) * nearness) {
    near.push(
      building(
        rng,
        x,
        horizonY + 2,
        w * rng.range(0.028, 0.06) * nearness,
        h * rng.range(0.08, 0.34) * nearness,
        rng.pick([palette.navyDeep, '#101c30', '#141f33']),
        0.3,
        w * 0.0045 * nearness,
      ),
    );
  }
  parts.push(near.join(''));

  if (rng.chance(0.55)) {
    // Lake in the foreground: the sky and the lit windows repeated as broken streaks.
    const water = ctx.id('water');
    const streak = ctx.id('streak');
    parts.push(
      `<defs>${linear(
        water,
        [0, 0, 0, 1],
        [
          [0, mix(palette.mauve, palette.dusk, 0.3)],
          [1, palette.navyDeep],
        ],
      )}${blur(streak, w * 0.0015, ctx)}</defs>`,
      rect(0, horizonY, w, h - horizonY, `url(#${water})`),
      `<defs>${radial(
        `${water}-sun`,
        sunX,
        horizonY,
        w * 0.4,
        [
          [0, '#f0c487', 0.55],
          [1, '#f0c487', 0],
        ],
        0.3,
      )}</defs>`,
      rect(0, horizonY, w, h - horizonY, `url(#${water}-sun)`, 'style="mix-blend-mode:screen"'),
    );
    const streaks: string[] = [];
    for (let i = 0; i < 260; i++) {
      const y = horizonY + (h - horizonY) * Math.pow(rng.next(), 1.6);
      const x = rng.range(0, w);
      const near = (y - horizonY) / (h - horizonY);
      streaks.push(
        line(
          x,
          y,
          x + w * rng.range(0.005, 0.03) * (1 + near * 2),
          y,
          rng.chance(0.6) ? rng.pick(windowLight) : palette.rose,
          Math.max(1.5, h * 0.002 * (1 + near)),
          `opacity="${n(rng.range(0.2, 0.7))}"`,
        ),
      );
    }
    parts.push(`<g filter="url(#${streak})">${streaks.join('')}</g>`);
    parts.push(rect(0, horizonY, w, h * 0.004, palette.navyDeep, 'opacity="0.6"'));
  } else {
    // Parkland: a far row of trees just under the skyline, a nearer one framing the bottom.
    const ground = ctx.id('ground');
    const depth = h - horizonY;
    parts.push(
      `<defs>${linear(
        ground,
        [0, 0, 0, 1],
        [
          [0, '#24332f'],
          [1, '#0a1210'],
        ],
      )}</defs>`,
      rect(0, horizonY, w, depth, `url(#${ground})`),
      treeLine(rng, w, horizonY + depth * 0.3, depth * 0.3, depth * 0.5, '#16241f'),
      treeLine(rng, w, h * 1.05, depth * 0.7, depth * 1.05, '#0a1310'),
    );
  }
  return parts.join('') + grade(ctx, '#d9a070', 0.12) + vignette(ctx, 0.42);
}
