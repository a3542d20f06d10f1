/**
 * The home page hero: a modern house as the sun goes down, the windows coming on.
 * The poster is the video's first frame, so the page shows no jump when the video starts.
 */
import { createRng, hashString } from './random.ts';
import { type Raster, applyGrain, grainField, rasterise, weightedJpeg } from './jpeg.ts';
import { sceneContext, svgDocument } from './svg.ts';
import { facade } from './scenes/facade.ts';
import { type VideoSpec, encodeMp4 } from './video.ts';

export const POSTER = { width: 2400, height: 1350 } as const;
// 8 s at 24 fps and ~2.6 Mbit/s: about 2.6 MB, the weight of a real 1080p hero loop.
export const VIDEO: VideoSpec = { width: 1920, height: 1080, fps: 24, frames: 192, kbps: 2600 };
/**
 * The same loop cropped to 9:16 for screens taller than wide (phones), which cover-crop the
 * landscape video to its middle quarter: the same bits per pixel as VIDEO, about 1.1 MB.
 */
export const PORTRAIT_VIDEO: VideoSpec = { width: 720, height: 1280, fps: 24, frames: 192, kbps: 1150 };

function heroSvg(evening: boolean): string {
  const { width, height } = POSTER;
  // Both states draw the same random numbers in the same order, so only the light differs.
  const rng = createRng('/media/home/hero');
  const options = evening
    ? ({ mood: 'dusk', lights: 1, style: 'modern' } as const)
    : ({ mood: 'golden', lights: 0.3, style: 'modern' } as const);
  return svgDocument(width, height, facade(sceneContext(width, height, rng), options));
}

interface HeroSources {
  golden: Buffer;
  evening: Buffer;
  poster: Buffer;
  grain: number;
}

async function heroSources(): Promise<HeroSources> {
  const golden = await rasterise(heroSvg(false));
  const field = grainField(golden, hashString('/media/home/hero-poster.jpg'));
  const { jpeg, grain } = await weightedJpeg(golden, field);
  const evening: Raster = await rasterise(heroSvg(true));
  // The same grain on both states, so the crossfade does not shimmer.
  return { golden: applyGrain(golden, field, grain), evening: applyGrain(evening, field, grain), poster: jpeg, grain };
}

export async function heroPoster(): Promise<{ jpeg: Buffer; grain: number }> {
  const { poster, grain } = await heroSources();
  return { jpeg: poster, grain };
}

/**
 * A slow push-in with a slight drift, and the light moving from golden hour to dusk and back.
 * Everything follows (1 - cos 2πt) / 2, which starts and ends at rest, so the loop has no seam.
 */
export async function heroVideo(outFile: string, spec: VideoSpec = VIDEO): Promise<void> {
  const { golden, evening } = await heroSources();
  const { width: srcW, height: srcH } = POSTER;
  const { width: W, height: H, frames } = spec;
  const drift = createRng('/media/home/hero#drift').chance(0.5) ? 1 : -1;
  const blended = Buffer.allocUnsafe(golden.length);
  const sx0 = new Int32Array(W);
  const fx = new Float32Array(W);

  return encodeMp4(outFile, spec, (i) => {
    const ease = (1 - Math.cos((2 * Math.PI * i) / frames)) / 2;
    const zoom = 1 + 0.07 * ease;
    const light = 0.85 * ease;
    const maxPan = (srcW - srcW / zoom) / 2;
    const cx = srcW / 2 + drift * maxPan * 0.8;
    const cy = srcH / 2 - ((srcH - srcH / zoom) / 2) * 0.4;
    // Source pixels per output pixel: the frame covers the output, cropping the sides of a portrait one.
    const scale = Math.min(srcW / W, srcH / H) / zoom;
    // A fresh buffer per frame: the pipe to ffmpeg may still hold the previous one.
    const out = Buffer.allocUnsafe(W * H * 3);
    for (let p = 0; p < blended.length; p++) blended[p] = golden[p]! + (evening[p]! - golden[p]!) * light;
    for (let x = 0; x < W; x++) {
      const sx = Math.min(srcW - 1.001, Math.max(0, cx + (x + 0.5 - W / 2) * scale - 0.5));
      sx0[x] = Math.floor(sx);
      fx[x] = sx - sx0[x]!;
    }
    for (let y = 0; y < H; y++) {
      const sy = Math.min(srcH - 1.001, Math.max(0, cy + (y + 0.5 - H / 2) * scale - 0.5));
      const y0 = Math.floor(sy);
      const wy = sy - y0;
      const row0 = y0 * srcW * 3;
      const row1 = row0 + srcW * 3;
      for (let x = 0; x < W; x++) {
        const a = sx0[x]! * 3;
        const wx = fx[x]!;
        const o = (y * W + x) * 3;
        for (let c = 0; c < 3; c++) {
          const top = blended[row0 + a + c]! * (1 - wx) + blended[row0 + a + 3 + c]! * wx;
          const bottom = blended[row1 + a + c]! * (1 - wx) + blended[row1 + a + 3 + c]! * wx;
          out[o + c] = top + (bottom - top) * wy + 0.5;
        }
      }
    }
    return out;
  });
}
