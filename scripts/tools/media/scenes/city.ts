/** The city at dusk, for neighbourhood guides and page headers: skylines, streets, canopies. */
import type { Rng } from '../random.ts';
import { type SceneContext, blur, ellipse, grade, line, linear, mix, n, palette, polygon, radial, rect, vignette } from '../svg.ts';
import { foliage, sky, tree, treeLine } from './nature.ts';

const windowLight = ['#f6d28f', '#f2c27a', '#fbe3b4', '#e8b46a'] as const;

/** A block of a building with a scatter of lit windows; returns nothing outside the frame. */
function building(rng: Rng, x: number, baseY: number, bw: number, bh: number, fill: string, litShare: number, cell: number): string {
  const parts = [rect(x, baseY - bh, bw, bh, fill)];
  if (rng.chance(0.3)) parts.push(rect(x + bw * 0.3, baseY - bh - bh * 0.06, bw * 0.4, bh * 0.06, fill));
  const cols = Math.max(1, Math.floor(bw / cell));
  const rows = Math.floor(bh / (cell * 1.5));
  for (let r = 1; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!rng.chance(litShare)) continue;
      parts.push(rect(x + c * cell + cell * 0.25, baseY - bh + r * cell * 1.5, cell * 0.5, cell * 0.7, rng.pick(windowLight), `opacity="${n(rng.range(0.45, 1))}"`));
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
    far.push(building(rng, x, horizonY + 2, w * rng.range(0.015, 0.04), h * rng.range(0.04, 0.16), mix(palette.dusk, palette.mauve, 0.3), 0.12, w * 0.004));
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
      building(rng, x, horizonY + 2, w * rng.range(0.028, 0.06) * nearness, h * rng.range(0.08, 0.34) * nearness, rng.pick([palette.navyDeep, '#101c30', '#141f33']), 0.3, w * 0.0045 * nearness),
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
      if (rng.chance(treeChance)) items.push({ f, draw: () => tree(rng, x - side * w * 0.04 * f, y, h * treeSize * f, '#101b18') });
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
    for (const dy of [0.16, 0.19]) parts.push(line(vpx, vpy - h * dy * 0.3, vpx - w * 0.9, -h * dy, '#0c1016', 3), line(vpx, vpy - h * dy * 0.3, vpx + w * 0.9, -h * dy, '#0c1016', 3));
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
    for (const wy of [0.2, 0.6]) if (rng.chance(0.7)) body.push(rect(hx + hw * wx, y - hh + hh * wy, hw * 0.22, hh * 0.25, rng.pick(windowLight), `opacity="${n(rng.range(0.5, 0.95))}"`));
  return body.join('');
}

/** A shop with flats above: lit shop window at street level, a cornice, uneven heights. */
function shopfront(rng: Rng, x: number, y: number, f: number, side: number, w: number, h: number, fill: string): string {
  const hw = w * rng.range(0.2, 0.26) * f;
  const storeys = rng.int(2, 4);
  const storey = h * 0.13 * f;
  const hh = storey * storeys + storey * 0.4;
  const hx = x + side * hw * 0.2 - hw / 2;
  const body = [rect(hx, y - hh, hw, hh, fill), rect(hx - hw * 0.03, y - hh, hw * 1.06, storey * 0.12, mix(fill, '#ffffff', 0.08))];
  body.push(rect(hx + hw * 0.08, y - storey * 0.85, hw * 0.84, storey * 0.7, rng.pick(windowLight), `opacity="${n(rng.range(0.6, 0.95))}"`));
  body.push(rect(hx, y - storey * 1.05, hw, storey * 0.15, rng.pick([palette.green, palette.navy, '#5a2e2a', palette.charcoal])));
  for (let s = 1; s < storeys; s++) {
    for (const wx of [0.12, 0.42, 0.72]) {
      if (rng.chance(0.55)) body.push(rect(hx + hw * wx, y - storey * (s + 1) + storey * 0.2, hw * 0.16, storey * 0.5, rng.pick(windowLight), `opacity="${n(rng.range(0.4, 0.9))}"`));
    }
  }
  return body.join('');
}

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
  for (let i = 0; i < 40; i++) parts.push(ellipse(rng.range(0, w), rng.range(0, h * 0.5), 1.6, 1.6, '#fbf1dc', `opacity="${n(rng.range(0.3, 0.9))}"`));
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
  for (const [x, y, a] of sources) parts.push(foliage(rng, x, y, a, w * rng.range(0.35, 0.5), mix(palette.greenDeep, palette.gold, 0.3), 380));
  for (const [x, y, a] of sources) parts.push(foliage(rng, x, y, a + rng.range(-0.2, 0.2), w * rng.range(0.3, 0.45), '#0e1a15', 900));
  return parts.join('') + grade(ctx, '#e0a060', 0.1) + vignette(ctx, 0.45);
}
