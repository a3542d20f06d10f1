/** A new development: one tall tower (sometimes a sibling) against a blue-hour sky. */
import type { Rng } from '../random.ts';
import { type SceneContext, grade, linear, mix, n, palette, rect, vignette } from '../svg.ts';
import { sky, treeLine } from './nature.ts';

type Shape = 'slab' | 'stepped' | 'tapered' | 'crowned';

/** The outline of a tower as an SVG path, so its glass grid can be clipped to it. */
function outline(shape: Shape, x: number, top: number, width: number, baseY: number): string {
  const right = x + width;
  switch (shape) {
    case 'slab':
      return `M${n(x)} ${n(baseY)} V${n(top)} H${n(right)} V${n(baseY)} Z`;
    case 'stepped': {
      const step = (baseY - top) * 0.12;
      return `M${n(x)} ${n(baseY)} V${n(top + step * 2)} H${n(x + width * 0.12)} V${n(top + step)} H${n(x + width * 0.25)} V${n(top)} H${n(right - width * 0.25)} V${n(top + step)} H${n(right - width * 0.12)} V${n(top + step * 2)} H${n(right)} V${n(baseY)} Z`;
    }
    case 'tapered':
      return `M${n(x)} ${n(baseY)} L${n(x + width * 0.14)} ${n(top)} H${n(right - width * 0.14)} L${n(right)} ${n(baseY)} Z`;
    case 'crowned':
      return `M${n(x)} ${n(baseY)} V${n(top + width * 0.5)} Q${n(x + width / 2)} ${n(top - width * 0.15)} ${n(right)} ${n(top + width * 0.5)} V${n(baseY)} Z`;
  }
}

function tower(
  ctx: SceneContext,
  rng: Rng,
  name: string,
  x: number,
  top: number,
  width: number,
  baseY: number,
  sunOnLeft: boolean,
): string {
  const { w, h } = ctx;
  const shape = rng.pick(['slab', 'stepped', 'tapered', 'crowned'] as const);
  const d = outline(shape, x, top, width, baseY);
  const clip = ctx.id(`${name}-clip`);
  const glass = ctx.id(`${name}-glass`);
  const sheen = ctx.id(`${name}-sheen`);
  const defs =
    `<clipPath id="${clip}"><path d="${d}"/></clipPath>` +
    linear(
      glass,
      [0, 0, 0, 1],
      [
        [0, '#5d6f8c'],
        [0.35, '#2c4263'],
        [1, '#0f1d33'],
      ],
    ) +
    linear(sheen, sunOnLeft ? [0, 0, 1, 0] : [1, 0, 0, 0], [
      [0, '#f0c487', 0.45],
      [0.45, '#f0c487', 0],
      [1, '#000000', 0.3],
    ]);
  // A floor every ~1% of the frame's height and a mullion every ~0.7% of its width: the glass
  // grid is the fine detail a real photograph of a tower has.
  const floorH = h * rng.range(0.011, 0.014);
  const bay = w * rng.range(0.006, 0.008);
  const grid: string[] = [rect(x - 2, top - width, width + 4, baseY - top + width, `url(#${glass})`)];
  for (let y = top; y < baseY; y += floorH)
    grid.push(rect(x, y, width, Math.max(1.5, floorH * 0.12), '#0a1424', 'opacity="0.7"'));
  for (let bx = x; bx < x + width; bx += bay)
    grid.push(rect(bx, top - width, Math.max(1.2, bay * 0.1), baseY - top + width, '#0a1424', 'opacity="0.55"'));
  const litShare = rng.range(0.12, 0.3);
  for (let y = top; y < baseY; y += floorH) {
    for (let bx = x; bx < x + width; bx += bay) {
      if (rng.chance(litShare))
        grid.push(
          rect(
            bx + bay * 0.12,
            y + floorH * 0.15,
            bay * 0.8,
            floorH * 0.8,
            rng.pick(['#f6d28f', '#fbe3b4', '#e8b46a']),
            `opacity="${n(rng.range(0.35, 0.9))}"`,
          ),
        );
    }
  }
  grid.push(rect(x - 2, top - width, width + 4, baseY - top + width, `url(#${sheen})`));
  // A band of light at the crown, as new towers are lit at night.
  grid.push(rect(x - 2, top - width, width + 4, width * 0.55 + (baseY - top) * 0.015, '#f2d29b', 'opacity="0.35"'));
  return `<defs>${defs}</defs><g clip-path="url(#${clip})">${grid.join('')}</g>`;
}

export function towers(ctx: SceneContext): string {
  const { w, h, rng } = ctx;
  const horizonY = h * rng.range(0.84, 0.9);
  const sunOnLeft = rng.chance(0.5);
  const parts = [sky(ctx, rng.pick(['dusk', 'blue-hour'] as const), horizonY, sunOnLeft ? w * 0.15 : w * 0.85, 0.8)];
  const back: string[] = [];
  for (let x = -w * 0.02; x < w; x += w * rng.range(0.04, 0.08)) {
    const bw = w * rng.range(0.035, 0.07);
    const bh = h * rng.range(0.08, 0.34);
    back.push(rect(x, horizonY - bh, bw, bh + 2, mix(palette.navyDeep, palette.dusk, rng.range(0.2, 0.5))));
    for (let i = 0; i < 10; i++)
      back.push(
        rect(
          x + rng.range(0, bw * 0.9),
          horizonY - rng.range(0, bh * 0.95),
          w * 0.002,
          h * 0.004,
          '#f2c27a',
          `opacity="${n(rng.range(0.3, 0.8))}"`,
        ),
      );
  }
  parts.push(`<g opacity="0.9">${back.join('')}</g>`);
  const mainW = w * rng.range(0.11, 0.17);
  const mainX = w * rng.range(0.3, 0.65) - mainW / 2;
  const mainTop = h * rng.range(0.05, 0.14);
  if (rng.chance(0.55)) {
    const sibW = mainW * rng.range(0.7, 0.9);
    const left = rng.chance(0.5);
    const sibX = left ? mainX - sibW - w * rng.range(0.03, 0.08) : mainX + mainW + w * rng.range(0.03, 0.08);
    parts.push(
      tower(
        ctx,
        rng.fork('sibling'),
        'sibling',
        sibX,
        mainTop + h * rng.range(0.15, 0.3),
        sibW,
        horizonY + 2,
        sunOnLeft,
      ),
    );
  }
  parts.push(tower(ctx, rng.fork('main'), 'main', mainX, mainTop, mainW, horizonY + 2, sunOnLeft));
  parts.push(rect(0, horizonY, w, h - horizonY, '#0c1420'), treeLine(rng, w, h * 1.01, h * 0.08, h * 0.16, '#0a1412'));
  return parts.join('') + grade(ctx, '#d9a070', 0.1) + vignette(ctx, 0.42);
}
