/**
 * Studio-portrait stand-ins: an abstract head-and-shoulders silhouette on a painted backdrop.
 * Deliberately not a face: a made-up face next to a real name would mislead visitors.
 */
import type { Rng } from '../random.ts';
import { type SceneContext, blur, ellipse, grade, mix, n, palette, radial, rect, vignette } from '../svg.ts';

// Warm painted studio backdrops: centre light, edge dark.
const backdrops = [
  ['#d9c6a6', '#6e5c48'],
  ['#b9b48f', '#4e4a36'],
  ['#e0c39a', '#7a5a3a'],
  ['#d8bcaa', '#7a5e50'],
  ['#cfc6b8', '#5a544c'],
] as const;

const clothing = [palette.navy, palette.charcoal, '#2e3a32', '#3a3430', palette.dusk] as const;

function backdrop(ctx: SceneContext, rng: Rng): string {
  const { w, h } = ctx;
  const [centre, edge] = rng.pick(backdrops);
  const paint = ctx.id('paint');
  const mottle = ctx.id('mottle');
  const parts = [
    `<defs>${radial(paint, w * rng.range(0.35, 0.65), h * rng.range(0.3, 0.45), Math.max(w, h) * 0.75, [
      [0, centre],
      [0.55, mix(centre, edge, 0.45)],
      [1, edge],
    ])}${blur(mottle, Math.max(w, h) * 0.03, ctx)}</defs>`,
    rect(0, 0, w, h, `url(#${paint})`),
  ];
  // Hand-painted canvas backdrops are mottled; large soft blotches give that.
  const blotches: string[] = [];
  for (let i = 0; i < 18; i++) {
    const r = Math.max(w, h) * rng.range(0.05, 0.16);
    blotches.push(
      ellipse(rng.range(0, w), rng.range(0, h), r, r * rng.range(0.6, 1), rng.chance(0.5) ? mix(centre, '#ffffff', 0.3) : mix(edge, '#000000', 0.2), `opacity="${n(rng.range(0.12, 0.3))}"`),
    );
  }
  parts.push(`<g filter="url(#${mottle})">${blotches.join('')}</g>`);
  return parts.join('');
}

/**
 * One figure: head, neck and shoulders, with a rim of light on one side.
 * `scale` is the head's width in pixels; everything else is proportional to it.
 */
export function figure(ctx: SceneContext, rng: Rng, name: string, cx: number, headY: number, scale: number, lightFromLeft: boolean): string {
  const { h } = ctx;
  const s = scale;
  const tone = rng.pick(clothing);
  const skinShadow = mix(tone, '#000000', 0.35);
  const hair = rng.pick(['short', 'short', 'long', 'long', 'bun', 'cropped'] as const);
  const tilt = rng.range(-5, 5);
  const shoulderW = s * rng.range(2.6, 3.2);
  const neckY = headY + s * 0.62;
  const shoulderY = headY + s * rng.range(1.05, 1.2);
  const bottom = Math.max(h * 1.02, shoulderY + s * 2.4);
  const fill = ctx.id(`${name}-fill`);
  const rimBlur = ctx.id(`${name}-rim`);
  const clip = ctx.id(`${name}-clip`);
  const body =
    `M${n(cx - shoulderW / 2 - s * 0.1)} ${n(bottom)}` +
    ` C${n(cx - shoulderW / 2)} ${n(shoulderY + s * 0.4)} ${n(cx - shoulderW * 0.45)} ${n(shoulderY)} ${n(cx - s * 0.7)} ${n(shoulderY - s * 0.05)}` +
    ` C${n(cx - s * 0.35)} ${n(shoulderY - s * 0.12)} ${n(cx - s * 0.28)} ${n(neckY)} ${n(cx - s * 0.26)} ${n(neckY - s * 0.1)}` +
    ` L${n(cx + s * 0.26)} ${n(neckY - s * 0.1)}` +
    ` C${n(cx + s * 0.28)} ${n(neckY)} ${n(cx + s * 0.35)} ${n(shoulderY - s * 0.12)} ${n(cx + s * 0.7)} ${n(shoulderY - s * 0.05)}` +
    ` C${n(cx + shoulderW * 0.45)} ${n(shoulderY)} ${n(cx + shoulderW / 2)} ${n(shoulderY + s * 0.4)} ${n(cx + shoulderW / 2 + s * 0.1)} ${n(bottom)} Z`;
  const head = `<g transform="rotate(${n(tilt)} ${n(cx)} ${n(neckY)})">${headShape(cx, headY, s, hair, rng)}</g>`;
  const silhouette = `<path d="${body}"/>${head}`;
  const neckline = rng.pick(['v', 'crew', 'collar'] as const);
  // Toned down so the shirt never becomes the brightest thing in the frame.
  const shirt = mix(rng.pick([palette.ivory, palette.linen, '#cfd6dc']), tone, 0.3);
  const details: string[] = [];
  if (neckline === 'v') {
    details.push(`<path d="M${n(cx - s * 0.3)} ${n(shoulderY - s * 0.12)} L${n(cx)} ${n(shoulderY + s * 0.75)} L${n(cx + s * 0.3)} ${n(shoulderY - s * 0.12)} Z" fill="${shirt}"/>`);
    // Lapels: darker folds either side of the V.
    details.push(
      `<path d="M${n(cx - s * 0.42)} ${n(shoulderY - s * 0.08)} L${n(cx - s * 0.05)} ${n(shoulderY + s * 0.95)} L${n(cx - s * 0.75)} ${n(shoulderY + s * 0.35)} Z" fill="${skinShadow}" opacity="0.6"/>`,
    );
    details.push(
      `<path d="M${n(cx + s * 0.42)} ${n(shoulderY - s * 0.08)} L${n(cx + s * 0.05)} ${n(shoulderY + s * 0.95)} L${n(cx + s * 0.75)} ${n(shoulderY + s * 0.35)} Z" fill="${skinShadow}" opacity="0.6"/>`,
    );
  } else if (neckline === 'collar') {
    details.push(
      `<path d="M${n(cx - s * 0.32)} ${n(neckY)} L${n(cx)} ${n(shoulderY + s * 0.25)} L${n(cx + s * 0.32)} ${n(neckY)} L${n(cx + s * 0.2)} ${n(shoulderY + s * 0.05)} L${n(cx)} ${n(shoulderY + s * 0.35)} L${n(cx - s * 0.2)} ${n(shoulderY + s * 0.05)} Z" fill="${shirt}"/>`,
    );
  } else {
    details.push(ellipse(cx, neckY + s * 0.02, s * 0.34, s * 0.1, mix(tone, '#ffffff', 0.08)));
  }
  const rimOffset = s * 0.07 * (lightFromLeft ? 1 : -1);
  return (
    `<defs>` +
    // In user space, so head, neck and shoulders share one continuous light fall-off.
    `<linearGradient id="${fill}" gradientUnits="userSpaceOnUse" x1="${n(cx + (lightFromLeft ? -1 : 1) * shoulderW * 0.5)}" y1="${n(headY)}" x2="${n(cx + (lightFromLeft ? 1 : -1) * shoulderW * 0.5)}" y2="${n(bottom)}">` +
    `<stop offset="0" stop-color="${mix(tone, '#ffffff', 0.18)}"/><stop offset="0.5" stop-color="${tone}"/><stop offset="1" stop-color="${mix(tone, '#000000', 0.45)}"/></linearGradient>` +
    blur(rimBlur, s * 0.02, ctx) +
    `<clipPath id="${clip}">${silhouette}</clipPath></defs>` +
    `<g fill="url(#${fill})">${silhouette}</g>` +
    `<g clip-path="url(#${clip})">` +
    // Rim light: a warm edge on the lit side, made by shifting a copy of the figure away from it.
    `<g filter="url(#${rimBlur})" opacity="0.55"><rect x="${n(cx - s * 3)}" y="${n(headY - s * 2)}" width="${n(s * 6)}" height="${n(bottom)}" fill="#f6dcae"/><g transform="translate(${n(rimOffset)} 0)" fill="url(#${fill})">${silhouette}</g></g>` +
    `${details.join('')}</g>`
  );
}

function headShape(cx: number, headY: number, s: number, hair: 'short' | 'long' | 'bun' | 'cropped', rng: Rng): string {
  const rx = s * 0.5;
  const ry = s * 0.64;
  const parts = [ellipse(cx, headY, rx, ry, 'inherit'), `<rect x="${n(cx - s * 0.22)}" y="${n(headY + ry * 0.5)}" width="${n(s * 0.44)}" height="${n(s * 0.5)}"/>`];
  if (hair === 'long') {
    parts.push(
      `<path d="M${n(cx - rx * 1.1)} ${n(headY - ry * 0.1)} C${n(cx - rx * 1.25)} ${n(headY + ry * 0.9)} ${n(cx - rx * 1.2)} ${n(headY + ry * 1.5)} ${n(cx - rx * 1.3)} ${n(headY + ry * 1.75)} L${n(cx + rx * 1.3)} ${n(headY + ry * 1.75)} C${n(cx + rx * 1.2)} ${n(headY + ry * 1.5)} ${n(cx + rx * 1.25)} ${n(headY + ry * 0.9)} ${n(cx + rx * 1.1)} ${n(headY - ry * 0.1)} Z"/>`,
    );
    parts.push(ellipse(cx, headY - ry * 0.12, rx * 1.12, ry * 0.95, 'inherit'));
  } else if (hair === 'bun') {
    parts.push(ellipse(cx + rx * rng.range(-0.3, 0.3), headY - ry * 1.02, rx * 0.42, ry * 0.32, 'inherit'), ellipse(cx, headY - ry * 0.1, rx * 1.06, ry * 0.95, 'inherit'));
  } else if (hair === 'short') {
    parts.push(ellipse(cx + rx * 0.04, headY - ry * 0.18, rx * 1.08, ry * 0.9, 'inherit'));
  } else {
    parts.push(ellipse(cx, headY - ry * 0.08, rx * 1.03, ry * 0.96, 'inherit'));
  }
  return parts.join('').replaceAll(' fill="inherit"', '');
}

/** A team member's portrait (portrait orientation). */
export function portrait(ctx: SceneContext): string {
  const { w, h, rng } = ctx;
  const lightFromLeft = rng.chance(0.5);
  return (
    backdrop(ctx, rng) + figure(ctx, rng, 'sitter', w * rng.range(0.46, 0.54), h * rng.range(0.36, 0.42), w * rng.range(0.24, 0.28), lightFromLeft) + grade(ctx, '#f0c080', 0.12) + vignette(ctx, 0.45)
  );
}

/** The whole team together, for the home page. */
export function group(ctx: SceneContext): string {
  const { w, h, rng } = ctx;
  const lightFromLeft = rng.chance(0.5);
  const people = rng.int(4, 5);
  const parts = [backdrop(ctx, rng)];
  // Back row first, then the front row a little larger and lower, offset between them.
  const slots = Array.from({ length: people }, (_, i) => {
    const front = i % 2 === 1;
    const x = w * (0.5 + (i - (people - 1) / 2) * rng.range(0.15, 0.17));
    return { x, front, y: h * (front ? 0.47 : 0.38) + rng.range(-0.02, 0.02) * h, s: w * (front ? 0.1 : 0.088) * rng.range(0.94, 1.06) };
  });
  for (const slot of slots.filter((p) => !p.front)) parts.push(figure(ctx, rng.fork(`back-${slot.x}`), `back-${Math.round(slot.x)}`, slot.x, slot.y, slot.s, lightFromLeft));
  for (const slot of slots.filter((p) => p.front)) parts.push(figure(ctx, rng.fork(`front-${slot.x}`), `front-${Math.round(slot.x)}`, slot.x, slot.y, slot.s, lightFromLeft));
  return parts.join('') + grade(ctx, '#f0c080', 0.12) + vignette(ctx, 0.42);
}
