/** A living or dining room, soft-lit, for the rest of a listing's gallery. */

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
import { type Point, floorTones, maybeMirror, sofa, sunPatch, wallTones } from './interiorParts.ts';
import { foliage } from './nature.ts';

/** A living room in one-point perspective, lit by a tall window. */
export function room(ctx: SceneContext): string {
  const { w, h, rng } = ctx;
  const vpx = w * rng.range(0.42, 0.58);
  const vpy = h * rng.range(0.4, 0.48);
  const bw = w * rng.range(0.46, 0.58);
  const bh = h * rng.range(0.5, 0.6);
  const x0 = vpx - bw * rng.range(0.42, 0.58);
  const x1 = x0 + bw;
  const y0 = vpy - bh * rng.range(0.5, 0.62);
  const y1 = y0 + bh;
  const wall = rng.pick(wallTones);
  const floor = rng.pick(floorTones);
  const soft = ctx.id('soft');
  const softer = ctx.id('softer');
  const backWall = ctx.id('back');
  const view = ctx.id('view');
  const floorFill = ctx.id('floor');
  const pendantGlow = ctx.id('pendant');
  const windowOnBack = rng.chance(0.45);

  const defs =
    blur(soft, w * 0.005) +
    blur(softer, w * 0.02) +
    linear(
      backWall,
      [0, 0, 1, 1],
      [
        [0, mix(wall, '#ffffff', 0.25)],
        [1, mix(wall, '#5a4a3a', 0.15)],
      ],
    ) +
    linear(
      view,
      [0, 0, 0, 1],
      [
        [0, '#9fb3c6'],
        [0.45, '#d9d3c0'],
        [0.6, '#7d9272'],
        [1, '#3f5641'],
      ],
    ) +
    linear(
      floorFill,
      [0, 0, 0, 1],
      [
        [0, mix(floor, '#000000', 0.25)],
        [1, floor],
      ],
    ) +
    radial(pendantGlow, vpx, y0 + bh * 0.12, w * 0.18, [
      [0, '#fff0cc', 0.7],
      [1, '#ffd98f', 0],
    ]);

  const parts = [`<defs>${defs}</defs>`];
  parts.push(
    polygon(
      [
        [0, 0],
        [w, 0],
        [x1, y0],
        [x0, y0],
      ],
      mix(wall, '#ffffff', 0.35),
    ),
    polygon(
      [
        [0, 0],
        [x0, y0],
        [x0, y1],
        [0, h],
      ],
      mix(wall, '#6b5a48', 0.12),
    ),
    polygon(
      [
        [w, 0],
        [x1, y0],
        [x1, y1],
        [w, h],
      ],
      mix(wall, '#3d3228', 0.22),
    ),
    rect(x0, y0, bw, bh, `url(#${backWall})`),
    polygon(
      [
        [0, h],
        [w, h],
        [x1, y1],
        [x0, y1],
      ],
      `url(#${floorFill})`,
    ),
  );
  // Floorboards converge on the vanishing point; their fine lines are real-photo detail.
  const floorClip = ctx.id('floor-clip');
  const boards: string[] = [];
  for (let i = 0; i <= 46; i++) {
    const xb = -w * 0.6 + (w * 2.2 * i) / 46;
    const t = (y1 - vpy) / (h - vpy);
    boards.push(line(xb, h, vpx + (xb - vpx) * t, y1, '#2c1f14', Math.max(1.5, w * 0.0009), 'opacity="0.35"'));
  }
  parts.push(
    `<clipPath id="${floorClip}"><polygon points="0,${h} ${w},${h} ${n(x1)},${n(y1)} ${n(x0)},${n(y1)}"/></clipPath><g clip-path="url(#${floorClip})">${boards.join('')}</g>`,
  );
  parts.push(line(x0, y1, x1, y1, mix(wall, '#000000', 0.35), h * 0.006));
  // Recessed ceiling lights along the room.
  for (const d of [0.35, 0.7]) {
    for (const side of [-1, 1]) {
      const cx = vpx + side * (bw * 0.3 + (w / 2) * (1 - d) * 0.5);
      const cy = y0 * d;
      parts.push(ellipse(cx, cy, w * 0.012 * (2 - d), h * 0.004 * (2 - d), '#fff6de'));
    }
  }

  const left = (d: number, v: number): Point => [x0 * d, y0 * d + v * (h + (y1 - h) * d - y0 * d)];
  // Where a picture could hang on the back wall without covering the window.
  let artSpace: readonly [number, number] = [x0 + bw * 0.3, x0 + bw * 0.7];
  if (windowOnBack) {
    const ww = bw * rng.range(0.38, 0.5);
    const wx = x0 + bw * rng.range(0.05, 0.95 - ww / bw);
    artSpace = wx - x0 > x1 - wx - ww ? [x0 + bw * 0.04, wx - bw * 0.04] : [wx + ww + bw * 0.04, x1 - bw * 0.04];
    const wy = y0 + bh * 0.07;
    const wh = bh * 0.86;
    const panes = rng.int(3, 5);
    const viewClip = ctx.id('view-clip');
    const garden: string[] = [];
    for (let i = 0; i < 9; i++)
      garden.push(
        ellipse(
          wx + rng.range(0, ww),
          wy + wh * rng.range(0.45, 0.7),
          ww * rng.range(0.08, 0.2),
          wh * rng.range(0.06, 0.14),
          rng.pick(['#4f6b4c', '#6a8060', '#3d5441']),
        ),
      );
    parts.push(
      `<clipPath id="${viewClip}">${rect(wx, wy, ww, wh, '#000')}</clipPath>`,
      rect(wx, wy, ww, wh, `url(#${view})`),
      `<g clip-path="url(#${viewClip})"><g filter="url(#${soft})">${garden.join('')}</g></g>`,
    );
    for (let i = 0; i <= panes; i++) parts.push(rect(wx + (ww * i) / panes - w * 0.002, wy, w * 0.004, wh, '#24211d'));
    parts.push(rect(wx, wy, ww, w * 0.004, '#24211d'), rect(wx, wy + wh * 0.78, ww, w * 0.003, '#24211d'));
    const reach = (h - y1) * rng.range(0.6, 0.95);
    const drift = rng.range(-0.25, 0.25) * ww;
    parts.push(
      sunPatch(
        [wx, y1 + 2],
        [wx + ww, y1 + 2],
        [wx + ww * 1.3 + drift, y1 + reach],
        [wx - ww * 0.3 + drift, y1 + reach],
        panes,
        1,
        '#ffe2a6',
        0.55,
        soft,
      ),
    );
  } else {
    const d0 = rng.range(0.18, 0.35);
    const d1 = rng.range(0.6, 0.85);
    const a = left(d0, 0.1);
    const b = left(d1, 0.1);
    const c = left(d1, 0.97);
    const d = left(d0, 0.97);
    const panes = rng.int(3, 5);
    parts.push(polygon([a, b, c, d], `url(#${view})`));
    for (let i = 0; i <= panes; i++) {
      const t = i / panes;
      const dd = d0 + (d1 - d0) * t;
      const top = left(dd, 0.1);
      const bottom = left(dd, 0.97);
      parts.push(line(top[0], top[1], bottom[0], bottom[1], '#24211d', w * 0.004));
    }
    parts.push(
      `<polygon points="${[a, b, c, d].map((p) => p.map(n).join(',')).join(' ')}" fill="none" stroke="#24211d" stroke-width="${n(w * 0.005)}"/>`,
    );
    // The sun throws the window across the floor and up the back wall.
    const spanX = w * rng.range(0.35, 0.55);
    parts.push(
      sunPatch(
        [d[0], d[1] - h * 0.02],
        [c[0], c[1]],
        [c[0] + spanX * 0.7, c[1] + h * 0.02],
        [d[0] + spanX, d[1] + h * 0.05],
        panes,
        1,
        '#ffe2a6',
        0.5,
        soft,
      ),
      sunPatch(
        [x0 + bw * 0.25, y0 + bh * 0.25],
        [x0 + bw * 0.6, y0 + bh * 0.3],
        [x0 + bw * 0.62, y0 + bh * 0.85],
        [x0 + bw * 0.27, y0 + bh * 0.8],
        panes,
        2,
        '#ffe6b4',
        0.35,
        soft,
      ),
    );
  }

  // Art, a rug, the sofa, a table, a plant and a pendant.
  const aw = Math.min(bw * rng.range(0.18, 0.28), (artSpace[1] - artSpace[0]) * 0.8);
  if (rng.chance(0.6) && aw > bw * 0.1) {
    const ax = (artSpace[0] + artSpace[1]) / 2 - aw / 2;
    const ay = y0 + bh * 0.22;
    parts.push(
      rect(ax - 6, ay - 6, aw + 12, aw * 0.75 + 12, '#2a241e'),
      rect(ax, ay, aw, aw * 0.75, palette.ivory),
      rect(ax + aw * 0.1, ay + aw * 0.1, aw * 0.8, aw * 0.35, rng.pick([palette.navy, palette.green, palette.gold])),
      rect(ax + aw * 0.1, ay + aw * 0.48, aw * 0.8, aw * 0.16, rng.pick([palette.gold, palette.sage, palette.rose])),
    );
  }
  const sofaY = y1 + (h - y1) * rng.range(0.28, 0.45);
  const sofaW = bw * rng.range(0.55, 0.75);
  const sofaX = vpx + rng.range(-0.12, 0.12) * w;
  parts.push(
    polygon(
      [
        [sofaX - sofaW * 0.75, sofaY - h * 0.02],
        [sofaX + sofaW * 0.75, sofaY - h * 0.02],
        [sofaX + sofaW * 0.95, sofaY + h * 0.2],
        [sofaX - sofaW * 0.95, sofaY + h * 0.2],
      ],
      mix(palette.linen, '#8b7a66', rng.range(0, 0.4)),
      'opacity="0.85"',
    ),
    sofa(rng, sofaX, sofaY, sofaW, h * rng.range(0.13, 0.17), softer),
    rect(sofaX - sofaW * 0.02, sofaY + h * 0.1, sofaW * 0.04, h * 0.06, '#2b241e'),
    ellipse(sofaX, sofaY + h * 0.1, sofaW * 0.22, h * 0.025, '#6b5240'),
    ellipse(sofaX, sofaY + h * 0.097, sofaW * 0.2, h * 0.02, '#8a6b52'),
    rect(
      sofaX - sofaW * 0.08,
      sofaY + h * 0.088,
      sofaW * 0.1,
      h * 0.01,
      rng.pick([palette.ivory, palette.navy, palette.gold]),
    ),
  );
  const plantX = rng.chance(0.5) ? x1 - bw * 0.05 : x0 + bw * 0.05;
  parts.push(
    rect(plantX - w * 0.02, y1 - h * 0.07, w * 0.04, h * 0.08, '#c9bca8', `rx="${n(w * 0.004)}"`),
    foliage(rng, plantX, y1 - h * 0.06, -Math.PI / 2, h * 0.3, mix(palette.green, palette.greenDeep, 0.5), 260),
  );
  if (rng.chance(0.7)) {
    const py = y0 + bh * 0.12;
    parts.push(
      rect(0, 0, w, h, `url(#${pendantGlow})`, 'style="mix-blend-mode:screen"'),
      line(vpx, y0 * 0.4, vpx, py, '#1e1a16', w * 0.0012),
      ellipse(vpx, py, w * 0.03, h * 0.025, '#fff3d6'),
    );
  }
  return maybeMirror(ctx, parts.join('')) + grade(ctx, '#f2c27e', 0.18) + vignette(ctx, 0.3);
}
