/** Soft-lit interiors for the rest of a listing's gallery: rooms, staircases, light across walls. */
import type { Rng } from '../random.ts';
import { type SceneContext, blur, ellipse, grade, line, linear, mix, n, palette, polygon, radial, rect, vignette } from '../svg.ts';
import { foliage } from './nature.ts';

type Point = readonly [number, number];

const wallTones = [palette.ivory, palette.linen, '#e6dccb', '#dde0d3', '#e9e0d6'] as const;
const floorTones = ['#9b7a58', '#b3916d', '#7a5f4a', '#c9bba6'] as const;
const upholstery = [palette.navy, palette.green, palette.linen, '#8b7a66', palette.dusk] as const;

/** Half the rooms are mirrored, so the window is as often on the right as on the left. */
function maybeMirror(ctx: SceneContext, body: string): string {
  return ctx.rng.chance(0.5) ? `<g transform="translate(${ctx.w} 0) scale(-1 1)">${body}</g>` : body;
}

/** Sunlight through a multi-pane window: one soft quad per pane, the mullions left as shadow. */
function sunPatch(a: Point, b: Point, c: Point, d: Point, cols: number, rows: number, fill: string, opacity: number, filter: string): string {
  const lerp = (p: Point, q: Point, t: number): Point => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
  // Bilinear point inside the quad a-b-c-d (a top-left, b top-right, c bottom-right, d bottom-left).
  const at = (u: number, v: number): Point => lerp(lerp(a, b, u), lerp(d, c, u), v);
  const gap = 0.06;
  const panes: string[] = [];
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const u0 = (i + gap) / cols;
      const u1 = (i + 1 - gap) / cols;
      const v0 = (j + gap) / rows;
      const v1 = (j + 1 - gap) / rows;
      panes.push(polygon([at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)], fill));
    }
  }
  return `<g opacity="${n(opacity)}" filter="url(#${filter})" style="mix-blend-mode:screen">${panes.join('')}</g>`;
}

/** A low sofa seen from the front, with its shadow on the floor. */
function sofa(rng: Rng, cx: number, baseY: number, width: number, height: number, shadowBlur: string): string {
  const colour = rng.pick(upholstery);
  const dark = mix(colour, '#000000', 0.25);
  const light = mix(colour, '#ffffff', 0.12);
  const x = cx - width / 2;
  const r = height * 0.12;
  const cushions = rng.int(2, 3);
  const parts = [
    ellipse(cx, baseY, width * 0.58, height * 0.12, '#000000', `opacity="0.35" filter="url(#${shadowBlur})"`),
    rect(x + width * 0.04, baseY - height, width * 0.92, height * 0.62, dark, `rx="${n(r)}"`),
    rect(x, baseY - height * 0.5, width, height * 0.42, colour, `rx="${n(r)}"`),
  ];
  for (let i = 0; i < cushions; i++) {
    const cw = (width * 0.84) / cushions;
    parts.push(rect(x + width * 0.08 + i * cw, baseY - height * 0.58, cw * 0.96, height * 0.14, light, `rx="${n(r * 0.6)}"`));
  }
  parts.push(
    rect(x - width * 0.02, baseY - height * 0.7, width * 0.09, height * 0.62, dark, `rx="${n(r)}"`),
    rect(x + width * 0.93, baseY - height * 0.7, width * 0.09, height * 0.62, dark, `rx="${n(r)}"`),
    rect(x + width * 0.05, baseY - height * 0.08, width * 0.02, height * 0.08, '#1e1a16'),
    rect(x + width * 0.93, baseY - height * 0.08, width * 0.02, height * 0.08, '#1e1a16'),
  );
  return parts.join('');
}

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
  parts.push(`<clipPath id="${floorClip}"><polygon points="0,${h} ${w},${h} ${n(x1)},${n(y1)} ${n(x0)},${n(y1)}"/></clipPath><g clip-path="url(#${floorClip})">${boards.join('')}</g>`);
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
      garden.push(ellipse(wx + rng.range(0, ww), wy + wh * rng.range(0.45, 0.7), ww * rng.range(0.08, 0.2), wh * rng.range(0.06, 0.14), rng.pick(['#4f6b4c', '#6a8060', '#3d5441'])));
    parts.push(
      `<clipPath id="${viewClip}">${rect(wx, wy, ww, wh, '#000')}</clipPath>`,
      rect(wx, wy, ww, wh, `url(#${view})`),
      `<g clip-path="url(#${viewClip})"><g filter="url(#${soft})">${garden.join('')}</g></g>`,
    );
    for (let i = 0; i <= panes; i++) parts.push(rect(wx + (ww * i) / panes - w * 0.002, wy, w * 0.004, wh, '#24211d'));
    parts.push(rect(wx, wy, ww, w * 0.004, '#24211d'), rect(wx, wy + wh * 0.78, ww, w * 0.003, '#24211d'));
    const reach = (h - y1) * rng.range(0.6, 0.95);
    const drift = rng.range(-0.25, 0.25) * ww;
    parts.push(sunPatch([wx, y1 + 2], [wx + ww, y1 + 2], [wx + ww * 1.3 + drift, y1 + reach], [wx - ww * 0.3 + drift, y1 + reach], panes, 1, '#ffe2a6', 0.55, soft));
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
    parts.push(`<polygon points="${[a, b, c, d].map((p) => p.map(n).join(',')).join(' ')}" fill="none" stroke="#24211d" stroke-width="${n(w * 0.005)}"/>`);
    // The sun throws the window across the floor and up the back wall.
    const spanX = w * rng.range(0.35, 0.55);
    parts.push(
      sunPatch([d[0], d[1] - h * 0.02], [c[0], c[1]], [c[0] + spanX * 0.7, c[1] + h * 0.02], [d[0] + spanX, d[1] + h * 0.05], panes, 1, '#ffe2a6', 0.5, soft),
      sunPatch([x0 + bw * 0.25, y0 + bh * 0.25], [x0 + bw * 0.6, y0 + bh * 0.3], [x0 + bw * 0.62, y0 + bh * 0.85], [x0 + bw * 0.27, y0 + bh * 0.8], panes, 2, '#ffe6b4', 0.35, soft),
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
    rect(sofaX - sofaW * 0.08, sofaY + h * 0.088, sofaW * 0.1, h * 0.01, rng.pick([palette.ivory, palette.navy, palette.gold])),
  );
  const plantX = rng.chance(0.5) ? x1 - bw * 0.05 : x0 + bw * 0.05;
  parts.push(
    rect(plantX - w * 0.02, y1 - h * 0.07, w * 0.04, h * 0.08, '#c9bca8', `rx="${n(w * 0.004)}"`),
    foliage(rng, plantX, y1 - h * 0.06, -Math.PI / 2, h * 0.3, mix(palette.green, palette.greenDeep, 0.5), 260),
  );
  if (rng.chance(0.7)) {
    const py = y0 + bh * 0.12;
    parts.push(rect(0, 0, w, h, `url(#${pendantGlow})`, 'style="mix-blend-mode:screen"'), line(vpx, y0 * 0.4, vpx, py, '#1e1a16', w * 0.0012), ellipse(vpx, py, w * 0.03, h * 0.025, '#fff3d6'));
  }
  return maybeMirror(ctx, parts.join('')) + grade(ctx, '#f2c27e', 0.18) + vignette(ctx, 0.3);
}

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

  parts.push(rect(0, floorY, w, h - floorY, rng.pick(floorTones)), rect(0, floorY - h * 0.012, w, h * 0.012, mix(wall, '#000000', 0.1)));
  for (let y = floorY + h * 0.02; y < h; y += h * 0.022) parts.push(line(0, y, w, y, '#000000', 2, 'opacity="0.12"'));

  const glass = rng.chance(0.5);
  const railLift = h * 0.13;
  // Each tread's soft shadow on the wall, blurred as one layer (one filter pass, not fifteen).
  const shadows: string[] = [];
  for (let i = 0; i < steps; i++) shadows.push(rect(startX + i * run + run * 0.1, floorY - (i + 1) * rise + tread * 0.6, run * 1.05, tread * 1.4, '#000000'));
  parts.push(`<g opacity="0.28" filter="url(#${softer})">${shadows.join('')}</g>`);
  for (let i = 0; i < steps; i++) {
    const x = startX + i * run;
    const y = floorY - (i + 1) * rise;
    parts.push(rect(x, y, run * 1.04, tread, treadColour), rect(x, y, run * 1.04, tread * 0.18, mix(treadColour, '#ffffff', 0.3)));
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
        rect(artX + artW * 0.12, artY + artH * rng.range(0.15, 0.4), artW * 0.76, artH * rng.range(0.15, 0.3), rng.pick([palette.gold, palette.sage, palette.rose]), 'opacity="0.85"'),
      );
    }
  }
  // Something at the foot of the stairs: a bench with a vase of branches.
  const benchX = startX + steps * run + w * rng.range(0.04, 0.12);
  if (benchX < w * 0.9) {
    const bwidth = w * rng.range(0.12, 0.18);
    parts.push(
      ellipse(benchX + bwidth / 2, floorY, bwidth * 0.6, h * 0.012, '#000000', `opacity="0.3" filter="url(#${softer})"`),
      rect(benchX, floorY - h * 0.07, bwidth, h * 0.018, '#2e2823'),
      rect(benchX + bwidth * 0.06, floorY - h * 0.055, w * 0.005, h * 0.055, '#2e2823'),
      rect(benchX + bwidth * 0.94 - w * 0.005, floorY - h * 0.055, w * 0.005, h * 0.055, '#2e2823'),
      ellipse(benchX + bwidth * 0.7, floorY - h * 0.1, w * 0.016, h * 0.032, rng.pick([palette.ivory, palette.navy, palette.sage])),
      foliage(rng, benchX + bwidth * 0.7, floorY - h * 0.13, -Math.PI / 2 + rng.range(-0.3, 0.3), h * 0.28, '#3a2e22', 160),
    );
  }
  return maybeMirror(ctx, parts.join('')) + grade(ctx, '#f0c080', 0.16) + vignette(ctx, 0.32);
}

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
    parts.push(`<path d="M${n(archX)} ${n(floorY)} V${n(top + archW / 2)} A${n(archW / 2)} ${n(archW / 2)} 0 0 1 ${n(archX + archW)} ${n(top + archW / 2)} V${n(floorY)} Z" fill="url(#${doorway})"/>`);
  }

  // The window's light, skewed by a low sun, with a soft edge.
  const px = w * rng.range(0.38, 0.55);
  const py = h * rng.range(0.08, 0.2);
  const pw = w * rng.range(0.25, 0.35);
  const ph = h * rng.range(0.45, 0.6);
  const shear = w * rng.range(0.06, 0.16);
  const cols = rng.int(2, 4);
  const rows = rng.int(2, 3);
  parts.push(sunPatch([px + shear, py], [px + pw + shear, py], [px + pw, py + ph], [px, py + ph], cols, rows, '#ffe4ac', 0.7, soft));
  // Leaf shadows from a tree outside, much softer than the window's edges.
  parts.push(`<g opacity="0.2" filter="url(#${softer})">${foliage(rng, px + pw * 1.3, py - h * 0.05, Math.PI * 0.8, pw * 0.9, '#3b3226', 300)}</g>`);

  parts.push(rect(0, floorY, w, h - floorY, rng.pick(floorTones)), rect(0, floorY - h * 0.015, w, h * 0.015, mix(wall, '#ffffff', 0.15)));
  for (let x = rng.range(0, w * 0.03); x < w; x += w * 0.06) parts.push(line(x, floorY, x - w * 0.08, h, '#000000', 2, 'opacity="0.12"'));
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
    parts.push(ellipse(mx, my, w * 0.06, w * 0.06, '#b38f55'), ellipse(mx, my, w * 0.055, w * 0.055, mix(wall, palette.slate, 0.35)));
  }
  const vaseX = consoleX + consoleW * rng.range(0.2, 0.4);
  parts.push(
    ellipse(vaseX, consoleTop - h * 0.045, w * 0.018, h * 0.05, rng.pick([palette.ivory, palette.navy, palette.sage, '#c9a27a'])),
    foliage(rng, vaseX, consoleTop - h * 0.09, -Math.PI / 2 + rng.range(-0.25, 0.25), h * 0.35, '#2d3a2c', 220),
    rect(consoleX + consoleW * 0.6, consoleTop - h * 0.03, consoleW * 0.3, h * 0.03, rng.pick([palette.navy, palette.gold, palette.linen])),
    rect(consoleX + consoleW * 0.62, consoleTop - h * 0.05, consoleW * 0.26, h * 0.02, rng.pick([palette.green, palette.ivory, palette.rose])),
  );
  return maybeMirror(ctx, parts.join('')) + grade(ctx, '#f2c27e', 0.16) + vignette(ctx, 0.3);
}
