/**
 * The houses a facade can show: what both are given (Shared), and the modern box of glass and
 * stone with its glazing; the traditional brick house is in traditionalHouse.ts.
 */

import type { Rng } from '../random.ts';
import { type SceneContext, blur, ellipse, line, linear, n, palette, polygon, rect } from '../svg.ts';

export interface Shared {
  ctx: SceneContext;
  rng: Rng;
  lights: number;
  glass: string;
  glow: string;
}

/** A glazed opening: sky reflected in glass, warm interior glow over it, then the mullions. */
function glazing(
  s: Shared,
  x: number,
  y: number,
  w: number,
  h: number,
  panes: number,
  frame: string,
  glowShare: number,
): string {
  const { rng } = s;
  const parts = [
    rect(x, y, w, h, `url(#${s.glass})`),
    rect(x, y, w, h, `url(#${s.glow})`, `opacity="${n(s.lights * glowShare)}"`),
  ];
  // A few darker shapes inside read as furniture and curtains behind the glass.
  for (let i = 0; i < rng.int(1, 3); i++) {
    const fw = w * rng.range(0.1, 0.25);
    parts.push(
      rect(
        x + rng.range(0, w - fw),
        y + h * rng.range(0.55, 0.75),
        fw,
        h * rng.range(0.15, 0.3),
        '#3b2a1c',
        'opacity="0.35"',
      ),
    );
  }
  const mullion = Math.max(3, s.ctx.w * 0.0025);
  for (let i = 1; i < panes; i++) parts.push(rect(x + (w * i) / panes - mullion / 2, y, mullion, h, frame));
  parts.push(rect(x, y, w, h, 'none', `stroke="${frame}" stroke-width="${n(mullion * 1.4)}"`));
  return parts.join('');
}

export function modernHouse(s: Shared, cx: number, houseW: number, groundY: number, sunOnLeft: boolean): string {
  const { ctx, rng } = s;
  const { w, h } = ctx;
  const lowerH = h * rng.range(0.17, 0.21);
  const upperH = h * rng.range(0.13, 0.16);
  const x0 = cx - houseW / 2;
  const upperW = houseW * rng.range(0.55, 0.72);
  const cantileverLeft = rng.chance(0.5);
  const upperX = cantileverLeft
    ? x0 - houseW * rng.range(0.02, 0.1)
    : x0 + houseW - upperW + houseW * rng.range(0.02, 0.1);
  const lowerY = groundY - lowerH;
  const upperY = lowerY - upperH;
  const fascia = h * 0.012;
  const stucco = ctx.id('stucco');
  const stone = ctx.id('stone');
  const slats = ctx.id('slats');
  const spill = ctx.id('spill');
  const slatGap = w * 0.0042;
  const defs =
    linear(stucco, sunOnLeft ? [0, 0, 1, 0] : [1, 0, 0, 0], [
      [0, '#f3e6d0'],
      [1, '#b9ad9c'],
    ]) +
    `<pattern id="${stone}" patternUnits="userSpaceOnUse" width="${n(w * 0.05)}" height="${n(h * 0.012)}">` +
    rect(0, 0, w * 0.05, h * 0.012, '#4a4c4f') +
    rect(0, h * 0.011, w * 0.05, h * 0.0015, '#2c2e31') +
    rect(w * 0.031, 0, w * 0.0015, h * 0.012, '#333538') +
    `</pattern>` +
    `<pattern id="${slats}" patternUnits="userSpaceOnUse" width="${n(slatGap)}" height="10">` +
    rect(0, 0, slatGap, 10, palette.oak) +
    rect(slatGap * 0.8, 0, slatGap * 0.2, 10, palette.walnut) +
    `</pattern>` +
    blur(spill, w * 0.01);

  const glassX = x0 + houseW * rng.range(0.06, 0.25);
  const glassW = houseW * rng.range(0.5, 0.68);
  const ribbonW = upperW * rng.range(0.45, 0.65);
  const ribbonX = upperX + (cantileverLeft ? upperW * 0.08 : upperW - ribbonW - upperW * 0.08);
  const slatX = cantileverLeft ? ribbonX + ribbonW + upperW * 0.05 : upperX + upperW * 0.05;
  const slatW = Math.max(0, cantileverLeft ? upperX + upperW * 0.95 - slatX : ribbonX - upperW * 0.05 - slatX);
  const pool = rng.chance(0.45);
  const parts = [
    `<defs>${defs}</defs>`,
    // Warm light spilling from the glazing onto the lawn.
    polygon(
      [
        [glassX, groundY],
        [glassX + glassW, groundY],
        [glassX + glassW * 1.15, groundY + h * 0.12],
        [glassX - glassW * 0.15, groundY + h * 0.12],
      ],
      palette.amber,
      `opacity="${n(s.lights * 0.3)}" filter="url(#${spill})"`,
    ),
    rect(x0, lowerY, houseW, lowerH, `url(#${stone})`),
    glazing(
      s,
      glassX,
      lowerY + lowerH * 0.12,
      glassW,
      lowerH * 0.88,
      Math.max(3, Math.round(glassW / (w * 0.05))),
      '#1d1f22',
      1,
    ),
    rect(upperX, upperY, upperW, upperH, `url(#${stucco})`),
    rect(slatX, upperY + upperH * 0.12, slatW, upperH * 0.76, `url(#${slats})`),
    glazing(
      s,
      ribbonX,
      upperY + upperH * 0.22,
      ribbonW,
      upperH * 0.5,
      Math.max(2, Math.round(ribbonW / (w * 0.06))),
      '#1d1f22',
      0.8,
    ),
    // The cantilever's shadow on the storey below.
    rect(
      Math.max(x0, upperX),
      lowerY,
      Math.min(x0 + houseW, upperX + upperW) - Math.max(x0, upperX),
      lowerH * 0.08,
      '#000000',
      'opacity="0.35"',
    ),
    rect(upperX - w * 0.004, upperY - fascia, upperW + w * 0.008, fascia, '#1b1f25'),
    rect(x0 - w * 0.004, lowerY - fascia * 0.7, houseW + w * 0.008, fascia * 0.7, '#1b1f25'),
    // Low planting along the base.
    ...Array.from({ length: rng.int(6, 12) }, () =>
      ellipse(
        rng.range(x0, x0 + houseW),
        groundY + h * 0.005,
        w * rng.range(0.015, 0.035),
        h * rng.range(0.012, 0.025),
        rng.pick([palette.greenDeep, '#33493a', '#1e2d25']),
      ),
    ),
  ];
  if (pool) {
    const poolY = groundY + h * rng.range(0.06, 0.1);
    const poolH = h * 0.05;
    parts.push(
      rect(x0 - houseW * 0.05, poolY, houseW * 1.1, poolH, `url(#${s.glass})`, 'opacity="0.9"'),
      rect(glassX, poolY, glassW, poolH, palette.amber, `opacity="${n(s.lights * 0.35)}"`),
      line(x0 - houseW * 0.05, poolY, x0 + houseW * 1.05, poolY, palette.stone, h * 0.004),
    );
  } else {
    parts.push(
      polygon(
        [
          [cx - houseW * 0.08, groundY],
          [cx + houseW * 0.08, groundY],
          [cx + w * 0.2, h],
          [cx - w * 0.05, h],
        ],
        '#9d9384',
        'opacity="0.8"',
      ),
    );
  }
  return parts.join('');
}
