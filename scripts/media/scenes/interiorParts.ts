/** What the interiors share: their tones, a mirrored composition, a patch of sun, a sofa. */
import type { Rng } from '../random.ts';
import { type SceneContext, ellipse, mix, n, palette, polygon, rect } from '../svg.ts';

export type Point = readonly [number, number];

export const wallTones = [palette.ivory, palette.linen, '#e6dccb', '#dde0d3', '#e9e0d6'] as const;

export const floorTones = ['#9b7a58', '#b3916d', '#7a5f4a', '#c9bba6'] as const;

const upholstery = [palette.navy, palette.green, palette.linen, '#8b7a66', palette.dusk] as const;

/** Half the rooms are mirrored, so the window is as often on the right as on the left. */
export function maybeMirror(ctx: SceneContext, body: string): string {
  return ctx.rng.chance(0.5) ? `<g transform="translate(${ctx.w} 0) scale(-1 1)">${body}</g>` : body;
}

/** Sunlight through a multi-pane window: one soft quad per pane, the mullions left as shadow. */
export function sunPatch(
  a: Point,
  b: Point,
  c: Point,
  d: Point,
  cols: number,
  rows: number,
  fill: string,
  opacity: number,
  filter: string,
): string {
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
export function sofa(rng: Rng, cx: number, baseY: number, width: number, height: number, shadowBlur: string): string {
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
    parts.push(
      rect(x + width * 0.08 + i * cw, baseY - height * 0.58, cw * 0.96, height * 0.14, light, `rx="${n(r * 0.6)}"`),
    );
  }
  parts.push(
    rect(x - width * 0.02, baseY - height * 0.7, width * 0.09, height * 0.62, dark, `rx="${n(r)}"`),
    rect(x + width * 0.93, baseY - height * 0.7, width * 0.09, height * 0.62, dark, `rx="${n(r)}"`),
    rect(x + width * 0.05, baseY - height * 0.08, width * 0.02, height * 0.08, '#1e1a16'),
    rect(x + width * 0.93, baseY - height * 0.08, width * 0.02, height * 0.08, '#1e1a16'),
  );
  return parts.join('');
}
