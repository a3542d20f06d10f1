/** The traditional house a facade can show: brick, a pitched roof, sash windows and a porch. */

import { ellipse, line, linear, n, palette, polygon, radial, rect } from '../svg.ts';
import { type Shared } from './houses.ts';

export function traditionalHouse(s: Shared, cx: number, houseW: number, groundY: number, sunOnLeft: boolean): string {
  const { ctx, rng } = s;
  const { w, h } = ctx;
  const bodyH = h * rng.range(0.27, 0.32);
  const top = groundY - bodyH;
  const x0 = cx - houseW / 2;
  const x1 = cx + houseW / 2;
  const brick = rng.chance(0.55);
  const wallFill = ctx.id('wall');
  const shade = ctx.id('shade');
  const roof = ctx.id('roof');
  const lamp = ctx.id('lamp');
  const bw = w * 0.0125;
  const bh = bw * 0.36;
  const wallDef = brick
    ? `<pattern id="${wallFill}" patternUnits="userSpaceOnUse" width="${n(bw)}" height="${n(bh * 2)}">` +
      rect(0, 0, bw, bh * 2, '#c2b19c') +
      rect(0, 0, bw * 0.94, bh * 0.88, '#8e5f4b') +
      rect(-bw * 0.5, bh, bw * 0.94, bh * 0.88, '#83574a') +
      rect(bw * 0.5, bh, bw * 0.94, bh * 0.88, '#95654f') +
      `</pattern>`
    : `<pattern id="${wallFill}" patternUnits="userSpaceOnUse" width="${n(bw * 3)}" height="${n(bh * 3)}">` +
      rect(0, 0, bw * 3, bh * 3, '#b5a991') +
      rect(0, 0, bw * 2.94, bh * 2.9, '#d9cdb5') +
      `</pattern>`;
  const defs =
    wallDef +
    linear(shade, sunOnLeft ? [0, 0, 1, 0] : [1, 0, 0, 0], [
      [0, '#ffe2b0', 0.18],
      [0.5, '#000000', 0],
      [1, '#0a0f1a', 0.35],
    ]) +
    linear(
      roof,
      [0, 0, 0, 1],
      [
        [0, '#3b4452'],
        [1, '#232a34'],
      ],
    );

  const roofH = bodyH * rng.range(0.35, 0.48);
  const eave = houseW * 0.03;
  const inset = houseW * rng.range(0.15, 0.25);
  const cols = rng.pick([3, 5, 5, 7] as const);
  const spacing = houseW / cols;
  const winW = spacing * 0.42;
  const winH = bodyH * 0.3;
  const doorCol = Math.floor(cols / 2);
  const doorW = spacing * 0.4;
  const doorH = bodyH * 0.38;
  const doorX = x0 + spacing * (doorCol + 0.5) - doorW / 2;
  const shutters = rng.chance(0.5) ? rng.pick([palette.greenDeep, palette.navy, '#2f3a33']) : null;
  const doorColour = rng.pick([palette.navy, palette.greenDeep, '#1c1c1c']);

  const parts = [`<defs>${defs}</defs>`];
  // Chimneys first so the roof overlaps their base.
  for (const chimneyX of [x0 + inset * 0.8, x1 - inset * 0.8 - houseW * 0.04]) {
    parts.push(
      rect(chimneyX, top - roofH * 1.25, houseW * 0.04, roofH * 1.25, brick ? '#7d5443' : '#c8bca4'),
      rect(chimneyX - houseW * 0.004, top - roofH * 1.27, houseW * 0.048, roofH * 0.07, '#2a2f36'),
    );
  }
  parts.push(
    polygon(
      [
        [x0 - eave, top],
        [x1 + eave, top],
        [x1 - inset, top - roofH],
        [x0 + inset, top - roofH],
      ],
      `url(#${roof})`,
    ),
  );
  // Courses of slate: fine horizontal lines across the roof.
  for (let y = top - roofH + roofH / 9; y < top; y += roofH / 9) {
    const t = (top - y) / roofH;
    parts.push(
      line(
        x0 - eave + (inset + eave) * t,
        y,
        x1 + eave - (inset + eave) * t,
        y,
        '#1a2029',
        Math.max(2, h * 0.0015),
        'opacity="0.6"',
      ),
    );
  }
  parts.push(
    rect(x0, top, houseW, bodyH, `url(#${wallFill})`),
    rect(x0 - eave * 0.4, top, houseW + eave * 0.8, h * 0.014, palette.linen),
  );

  for (const floorY of [top + bodyH * 0.13, top + bodyH * 0.56]) {
    const ground = floorY > top + bodyH * 0.5;
    for (let c = 0; c < cols; c++) {
      if (ground && c === doorCol) continue;
      const wx = x0 + spacing * (c + 0.5) - winW / 2;
      const pad = winW * 0.09;
      if (shutters) {
        for (const sx of [wx - winW * 0.42, wx + winW]) {
          parts.push(rect(sx, floorY, winW * 0.42, winH, shutters));
          for (let ly = floorY + winH * 0.06; ly < floorY + winH; ly += winH / 14)
            parts.push(line(sx, ly, sx + winW * 0.42, ly, '#000000', 2, 'opacity="0.35"'));
        }
      }
      parts.push(rect(wx - pad, floorY - pad, winW + pad * 2, winH + pad * 2, palette.ivory));
      parts.push(
        rect(wx, floorY, winW, winH, `url(#${s.glass})`),
        rect(wx, floorY, winW, winH, `url(#${s.glow})`, `opacity="${n(s.lights * rng.range(0.3, 1))}"`),
      );
      // Six-over-six sash windows: two upright glazing bars and three across.
      const bar = Math.max(2.5, w * 0.0016);
      for (const f of [1 / 3, 2 / 3]) parts.push(rect(wx + winW * f - bar / 2, floorY, bar, winH, palette.ivory));
      for (const f of [1 / 4, 1 / 2, 3 / 4])
        parts.push(rect(wx, floorY + winH * f - bar / 2, winW, f === 0.5 ? bar * 2 : bar, palette.ivory));
      parts.push(rect(wx - pad * 1.4, floorY + winH + pad, winW + pad * 2.8, pad * 0.9, palette.linen));
    }
  }

  // Entrance: pediment, fanlight, panelled door, a lantern either side.
  const doorY = groundY - doorH;
  parts.push(
    polygon(
      [
        [doorX - doorW * 0.35, doorY - doorW * 0.28],
        [doorX + doorW * 1.35, doorY - doorW * 0.28],
        [doorX + doorW / 2, doorY - doorW * 0.7],
      ],
      palette.ivory,
    ),
    rect(doorX - doorW * 0.3, doorY - doorW * 0.3, doorW * 1.6, doorH + doorW * 0.3, palette.ivory),
    rect(doorX, doorY + doorW * 0.32, doorW, doorH - doorW * 0.32, doorColour),
    `<path d="M${n(doorX)} ${n(doorY + doorW * 0.3)} A${n(doorW / 2)} ${n(doorW / 2)} 0 0 1 ${n(doorX + doorW)} ${n(doorY + doorW * 0.3)} Z" fill="url(#${s.glow})" opacity="${n(0.4 + s.lights * 0.6)}"/>`,
  );
  for (const px of [0.12, 0.56])
    for (const py of [0.35, 0.62])
      parts.push(
        rect(
          doorX + doorW * px,
          doorY + doorH * py,
          doorW * 0.32,
          doorH * 0.22,
          'none',
          `stroke="#000000" stroke-opacity="0.35" stroke-width="${n(w * 0.0012)}"`,
        ),
      );
  for (const lx of [doorX - doorW * 0.55, doorX + doorW * 1.55]) {
    const ly = doorY + doorH * 0.3;
    parts.push(
      `<defs>${radial(`${lamp}-${Math.round(lx)}`, lx, ly, doorW * 0.9, [
        [0, '#fff1c9', 0.3 + s.lights * 0.5],
        [1, '#f2b86a', 0],
      ])}</defs>`,
      ellipse(lx, ly, doorW * 0.9, doorW * 0.9, `url(#${lamp}-${Math.round(lx)})`),
      rect(lx - doorW * 0.06, ly - doorW * 0.12, doorW * 0.12, doorW * 0.22, '#ffe6b0'),
    );
  }
  for (let i = 0; i < 3; i++)
    parts.push(
      rect(
        doorX - doorW * (0.4 + i * 0.15),
        groundY + h * 0.008 * i,
        doorW * (1.8 + i * 0.3),
        h * 0.009,
        palette.stone,
      ),
    );
  parts.push(rect(x0, top, houseW, bodyH, `url(#${shade})`));

  // Clipped hedges and topiary balls along the front.
  for (let x = x0 - houseW * 0.05; x < x1 + houseW * 0.05; x += houseW * rng.range(0.04, 0.07)) {
    if (Math.abs(x - (doorX + doorW / 2)) < doorW * 1.3) continue;
    parts.push(
      ellipse(x, groundY - h * 0.012, houseW * 0.045, h * 0.035, rng.pick([palette.greenDeep, '#2f4536', '#233529'])),
    );
  }
  parts.push(
    polygon(
      [
        [doorX - doorW * 0.6, groundY + h * 0.025],
        [doorX + doorW * 1.6, groundY + h * 0.025],
        [cx + w * 0.14, h],
        [cx - w * 0.14, h],
      ],
      '#a99d8b',
      'opacity="0.85"',
    ),
  );
  return parts.join('');
}
