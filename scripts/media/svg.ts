/**
 * Small helpers for writing scenes as SVG. Scenes are drawn as vectors (cheap to vary, easy to
 * read) and rasterised by sharp; the photographic texture is added afterwards (see jpeg.ts).
 */
import type { Rng } from './random.ts';

/** The brand's narrow palette: deep blue, a muted green accent, warm off-white, dusk golds. */
export const palette = {
  navy: '#0f2340',
  navyDeep: '#0a1830',
  ink: '#1b2a3a',
  dusk: '#2b3f63',
  slate: '#4d6485',
  mauve: '#7d6a7e',
  rose: '#b98473',
  gold: '#d9a55a',
  amber: '#e8b46a',
  goldLight: '#f2d29b',
  green: '#5d735c',
  greenDeep: '#26382f',
  sage: '#8e9f86',
  ivory: '#f4efe6',
  linen: '#e9e1d3',
  stone: '#cfc4b2',
  oak: '#a4825f',
  walnut: '#5b4330',
  charcoal: '#20262d',
} as const;

/** Everything a scene needs: its canvas size, its randomness and unique ids (scenes can nest). */
export interface SceneContext {
  w: number;
  h: number;
  rng: Rng;
  id(name: string): string;
}

export type Scene = (ctx: SceneContext) => string;

export function sceneContext(w: number, h: number, rng: Rng, prefix = 's'): SceneContext {
  return { w, h, rng, id: (name) => `${prefix}-${name}` };
}

/** One decimal is plenty at 2400 px and keeps the SVG strings (and rasterisation) lean. */
export const n = (value: number): string => (Math.round(value * 10) / 10).toString();

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

/** Direction as fractions of the filled shape's bounding box: [x1, y1, x2, y2]. */
export function linear(
  id: string,
  direction: readonly [number, number, number, number],
  stops: readonly Stop[],
): string {
  const [x1, y1, x2, y2] = direction;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`;
}

/** Radial gradient in canvas pixels, so glows can be placed precisely (a sun, a lamp). */
export function radial(id: string, cx: number, cy: number, r: number, stops: readonly Stop[], squash = 1): string {
  const transform =
    squash === 1
      ? ''
      : ` gradientTransform="translate(${n(cx)} ${n(cy)}) scale(1 ${squash}) translate(${n(-cx)} ${n(-cy)})"`;
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${transform}>${stopsMarkup(stops)}</radialGradient>`;
}

/**
 * A Gaussian blur. librsvg rasterises the whole filter region, which by default is the element's
 * box plus generous margins: right for small shapes, but four times the frame for a full-frame
 * layer. Pass the canvas for filters used on such layers, to clip the region to the frame.
 */
export function blur(id: string, deviation: number, canvas?: { w: number; h: number }): string {
  const region = canvas
    ? `filterUnits="userSpaceOnUse" x="0" y="0" width="${canvas.w}" height="${canvas.h}"`
    : 'x="-50%" y="-50%" width="200%" height="200%"';
  return `<filter id="${id}" ${region}><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}/>`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** A soft darkening towards the corners, as a lens gives a real photograph. */
export function vignette(ctx: SceneContext, strength = 0.38): string {
  const id = ctx.id('vignette');
  const { w, h } = ctx;
  return (
    `<defs>${radial(id, w / 2, h / 2, Math.hypot(w, h) / 2, [
      [0.55, '#000000', 0],
      [1, '#05080d', strength],
    ])}</defs>` + rect(0, 0, w, h, `url(#${id})`)
  );
}

/** A whole-frame warm/cool grade laid over a scene, the way a photographer would colour it. */
export function grade(
  ctx: SceneContext,
  color: string,
  opacity: number,
  mode: 'soft-light' | 'screen' | 'multiply' = 'soft-light',
): string {
  return rect(0, 0, ctx.w, ctx.h, color, `opacity="${n(opacity)}" style="mix-blend-mode:${mode}"`);
}

export function svgDocument(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** Places a whole scene inside a rectangle of another (a photograph on a magazine page). */
export function nested(
  x: number,
  y: number,
  w: number,
  h: number,
  innerW: number,
  innerH: number,
  body: string,
): string {
  return `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${innerW} ${innerH}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}
