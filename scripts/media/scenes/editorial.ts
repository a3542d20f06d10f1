/** Press coverage: a magazine open on a table, one of our photographs across its spread. */
import type { Rng } from '../random.ts';
import {
  type SceneContext,
  blur,
  ellipse,
  grade,
  linear,
  mix,
  n,
  nested,
  palette,
  rect,
  sceneContext,
  vignette,
} from '../svg.ts';
import { facade } from './facade.ts';
import { room } from './room.ts';
import { skyline } from './skyline.ts';

const surfaces = [
  { base: palette.navy, fibre: '#1c3354' },
  { base: '#6b5340', fibre: '#5a4434' },
  { base: '#d9d2c5', fibre: '#c8c0b2' },
  { base: palette.greenDeep, fibre: '#30463a' },
] as const;

/** Lines of body text: grey bars with ragged right ends, the finest detail in the frame. */
function textColumn(rng: Rng, x: number, y: number, width: number, height: number, lineH: number): string {
  const parts: string[] = [];
  for (let ly = y; ly < y + height; ly += lineH) {
    const paragraphEnd = rng.chance(0.12);
    parts.push(rect(x, ly, width * (paragraphEnd ? rng.range(0.3, 0.8) : rng.range(0.92, 1)), lineH * 0.42, '#6b6860'));
    if (paragraphEnd) ly += lineH * 0.6;
  }
  return parts.join('');
}

export function editorial(ctx: SceneContext): string {
  const { w, h, rng } = ctx;
  const surface = rng.pick(surfaces);
  const fibres = ctx.id('fibres');
  const shadow = ctx.id('shadow');
  const gutter = ctx.id('gutter');
  const parts = [
    `<defs>` +
      `<pattern id="${fibres}" patternUnits="userSpaceOnUse" width="6" height="6">${rect(0, 0, 6, 6, surface.base)}${rect(0, 0, 6, 1.2, surface.fibre)}${rect(0, 0, 1.2, 6, surface.fibre)}</pattern>` +
      blur(shadow, w * 0.012) +
      linear(
        gutter,
        [0, 0, 1, 0],
        [
          [0, '#000000', 0],
          [0.44, '#000000', 0.05],
          [0.5, '#000000', 0.28],
          [0.56, '#000000', 0.05],
          [1, '#ffffff', 0],
        ],
      ) +
      `</defs>`,
    rect(0, 0, w, h, `url(#${fibres})`),
  ];

  const spreadW = w * rng.range(0.68, 0.78);
  const spreadH = spreadW * 0.64;
  const sx = (w - spreadW) / 2 + rng.range(-0.05, 0.05) * w;
  const sy = (h - spreadH) / 2 + rng.range(-0.04, 0.04) * h;
  const angle = rng.range(-6, 6);
  const pageW = spreadW / 2;
  const photoLeft = rng.chance(0.5);
  const photoScene = rng.pick([facade, room, skyline]);
  const inset = rng.pick([facade, room, skyline].filter((scene) => scene !== photoScene));
  const photo = nested(
    photoLeft ? sx : sx + pageW,
    sy,
    pageW,
    spreadH,
    2400,
    1600,
    photoScene(sceneContext(2400, 1600, rng.fork('photo'), ctx.id('photo'))),
  );
  const textX = photoLeft ? sx + pageW : sx;
  const margin = pageW * 0.1;
  const colGap = pageW * 0.05;
  const cols = rng.int(2, 3);
  const colW = (pageW - margin * 2 - colGap * (cols - 1)) / cols;
  const lineH = spreadH * 0.019;
  const bodyTop = sy + spreadH * 0.36;

  const page: string[] = [
    rect(sx, sy, spreadW, spreadH, palette.ivory),
    photo,
    rect(textX + margin, sy + spreadH * 0.08, pageW * 0.12, spreadH * 0.008, palette.gold),
    rect(textX + margin, sy + spreadH * 0.12, pageW * 0.78, spreadH * 0.045, palette.ink),
    rect(textX + margin, sy + spreadH * 0.18, pageW * 0.55, spreadH * 0.045, palette.ink),
    rect(textX + margin, sy + spreadH * 0.26, pageW * 0.7, spreadH * 0.016, '#8a857a'),
    rect(textX + margin, sy + spreadH * 0.29, pageW * 0.5, spreadH * 0.016, '#8a857a'),
  ];
  const insetCol = rng.int(0, cols - 1);
  for (let c = 0; c < cols; c++) {
    const cx = textX + margin + c * (colW + colGap);
    if (c === insetCol) {
      const ih = colW * 0.75;
      page.push(
        nested(cx, bodyTop, colW, ih, 2400, 1600, inset(sceneContext(2400, 1600, rng.fork('inset'), ctx.id('inset')))),
      );
      page.push(textColumn(rng, cx, bodyTop + ih + lineH, colW, spreadH * 0.9 - ih - lineH - (bodyTop - sy), lineH));
    } else {
      if (c === 0) page.push(rect(cx, bodyTop, lineH * 2.6, lineH * 2.6, palette.green));
      page.push(
        textColumn(rng, c === 0 ? cx + lineH * 3 : cx, bodyTop, c === 0 ? colW - lineH * 3 : colW, lineH * 3, lineH),
      );
      page.push(textColumn(rng, cx, bodyTop + lineH * 3, colW, spreadH * 0.9 - (bodyTop - sy) - lineH * 3, lineH));
    }
  }
  page.push(rect(textX + pageW - margin - pageW * 0.05, sy + spreadH * 0.95, pageW * 0.05, spreadH * 0.008, '#8a857a'));
  page.push(rect(sx, sy, spreadW, spreadH, `url(#${gutter})`));

  const cx = sx + spreadW / 2;
  const cy = sy + spreadH / 2;
  parts.push(
    rect(
      sx + w * 0.01,
      sy + h * 0.02,
      spreadW,
      spreadH,
      '#000000',
      `opacity="0.45" filter="url(#${shadow})" transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"`,
    ),
    `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">${page.join('')}</g>`,
  );
  // A cup of coffee at the edge of the table, as on a real morning.
  if (rng.chance(0.6)) {
    const cupX = rng.chance(0.5) ? w * rng.range(0.04, 0.1) : w * rng.range(0.9, 0.96);
    const cupY = h * rng.range(0.15, 0.85);
    const r = w * 0.05;
    parts.push(
      ellipse(cupX + r * 0.15, cupY + r * 0.2, r * 1.5, r * 1.5, '#000000', `opacity="0.35" filter="url(#${shadow})"`),
      ellipse(cupX, cupY, r * 1.45, r * 1.45, palette.ivory),
      ellipse(cupX, cupY, r * 1.3, r * 1.3, mix(palette.ivory, '#000000', 0.06)),
      ellipse(cupX, cupY, r, r, palette.linen),
      ellipse(cupX, cupY, r * 0.82, r * 0.82, '#3b2418'),
      ellipse(cupX - r * 0.2, cupY - r * 0.2, r * 0.3, r * 0.18, '#a07050', 'opacity="0.5"'),
    );
  }
  return parts.join('') + grade(ctx, '#f0c080', 0.12) + vignette(ctx, 0.4);
}
